//! Time per position of the unwinnability analysis, quick and full mode,
//! over the CHA test vector (1,803 positions, both sides asked) and the
//! 30,000 lichess timeouts (the intended winner asked): mean, p50, p99 and
//! maximum, plus how many answers were wrong or undecided.
//!
//! `cargo bench --bench unwinnable` runs everything. Environment:
//! `UNWINNABLE_FILES=vector|lichess` and `UNWINNABLE_MODES=quick|press|full`
//! restrict the runs, `UNWINNABLE_STEP=N` takes every N-th position,
//! `UNWINNABLE_ONLY=FILE` only the positions whose FEN appears in FILE;
//! `UNWINNABLE_SLOW=MICROS` lists the cases slower than that, and every
//! wrong or undecided case.
//! A criterion group then times a few typical positions.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use jadoube::arbiter::unwinnable::{Budget, Verdict, can_checkmate};
use shakmaty::{Color, Setup, fen::Fen};

const VECTOR: &str = include_str!("../tests/data/cha-test-vector.txt");
const LICHESS: &str = include_str!("../tests/data/lichess-timeouts-30k.txt");

struct Case {
    fen: String,
    setup: Setup,
    /// The sides asked, each with whether it can mate.
    asked: Vec<(Color, bool)>,
}

fn setup(fen: &str) -> Setup {
    fen.parse::<Fen>().expect("a FEN").into_setup()
}

fn vector() -> Vec<Case> {
    VECTOR
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (label, fen) = l.split_at(2);
            let b = label.as_bytes();
            Case {
                fen: fen.trim().to_string(),
                setup: setup(fen.trim()),
                asked: vec![(Color::White, b[0] == b'W'), (Color::Black, b[1] == b'B')],
            }
        })
        .collect()
}

fn lichess() -> Vec<Case> {
    LICHESS
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, ' ');
            let winner = if parts.next() == Some("white") {
                Color::White
            } else {
                Color::Black
            };
            let can = parts.next() == Some("can_mate");
            let fen = parts.next().expect("a FEN").trim().to_string();
            Case {
                setup: setup(&fen),
                fen,
                asked: vec![(winner, can)],
            }
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Times every case (all sides asked of a position count as one position)
/// and prints one summary line.
fn measure(name: &str, cases: &[Case], budget: Budget, slow: Option<u128>) {
    let (mut wrong, mut undecided) = (0, 0);
    let mut times = Vec::with_capacity(cases.len());
    for case in cases {
        let start = Instant::now();
        let verdicts: Vec<Verdict> = case
            .asked
            .iter()
            .map(|&(w, _)| black_box(can_checkmate(black_box(&case.setup), w, budget)))
            .collect();
        let took = start.elapsed();
        times.push(took);
        let mut bad = false;
        for (v, &(w, can)) in verdicts.iter().zip(&case.asked) {
            let ok = match v {
                Verdict::CanMate(_) => can,
                Verdict::CannotMate => !can,
                Verdict::Undecided => {
                    undecided += 1;
                    bad = true;
                    if slow.is_some() {
                        let label = if can { "can" } else { "cannot" };
                        println!("  undecided {w:?} ({label}): {}", case.fen);
                    }
                    continue;
                }
            };
            if !ok {
                wrong += 1;
                bad = true;
                println!("  WRONG {w:?} {v:?}: {}", case.fen);
            }
        }
        if let Some(limit) = slow
            && took.as_micros() > limit
            && !bad
        {
            println!("  slow {:?}: {}", took, case.fen);
        }
    }
    if times.is_empty() {
        println!("{name:8} {budget:5?}: no positions");
        return;
    }
    let total: Duration = times.iter().sum();
    times.sort();
    println!(
        "{name:8} {budget:5?}: {} positions, {wrong} wrong, {undecided} undecided; mean {:.1?}, p50 {:.1?}, p99 {:.1?}, max {:.1?}",
        times.len(),
        total / times.len() as u32,
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1],
    );
}

fn main() {
    let files = std::env::var("UNWINNABLE_FILES").unwrap_or_else(|_| "vector,lichess".into());
    let modes = std::env::var("UNWINNABLE_MODES").unwrap_or_else(|_| "quick,press,full".into());
    let slow = std::env::var("UNWINNABLE_SLOW")
        .ok()
        .and_then(|s| s.parse().ok());
    for (file, cases) in [
        ("vector", vector as fn() -> Vec<Case>),
        ("lichess", lichess),
    ] {
        if !files.contains(file) {
            continue;
        }
        let step = std::env::var("UNWINNABLE_STEP")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1);
        let only: Option<String> = std::env::var("UNWINNABLE_ONLY")
            .ok()
            .map(|path| std::fs::read_to_string(path).expect("UNWINNABLE_ONLY: a file of FENs"));
        let cases: Vec<Case> = cases()
            .into_iter()
            .filter(|c| {
                only.as_ref().is_none_or(|o| {
                    o.lines()
                        .map(str::trim)
                        .filter(|l| !l.is_empty())
                        .any(|l| l.contains(&c.fen) || c.fen.starts_with(l))
                })
            })
            .step_by(step)
            .collect();
        for (mode, budget) in [
            ("quick", Budget::Quick),
            ("press", Budget::Press),
            ("full", Budget::Full),
        ] {
            if modes.contains(mode) {
                measure(file, &cases, budget, slow);
            }
        }
    }
    if std::env::var_os("UNWINNABLE_FILES").is_none() {
        let mut c = Criterion::default().configure_from_args().sample_size(20);
        let mut group = c.benchmark_group("unwinnable");
        for (name, fen, winner) in [
            (
                "middlegame",
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq -",
                Color::White,
            ),
            (
                "pawn_wall",
                "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
                Color::White,
            ),
            ("lone_knight", "7k/7p/8/8/8/8/8/K5N1 w - -", Color::White),
        ] {
            let s = setup(fen);
            for (mode, budget) in [("quick", Budget::Quick), ("full", Budget::Full)] {
                group.bench_function(format!("{name}/{mode}"), |b| {
                    b.iter(|| can_checkmate(black_box(&s), winner, budget))
                });
            }
        }
        group.finish();
        c.final_summary();
    }
}
