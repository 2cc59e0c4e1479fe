//! Time per question of the unwinnability analysis, side by side with the
//! reference tool (CHA, the Chess Unwinnability Analyzer) when its
//! `cha_bench` is present, over the CHA test vector (1,803 positions, both
//! sides asked: 3,606 questions) and the 30,000 lichess timeouts (the
//! intended winner asked), in quick, press and full mode; then perft with
//! the arbiter's raw move generator against shakmaty's.
//!
//! Every question is timed alone by the thread's CPU clock (as `cha_bench`
//! does: the machine may be busy with other work, which wall-clock time
//! would count); in quick mode each tool times every question three times
//! (whole passes, taking turns) and keeps the least. Each row prints the count of each verdict, the wrong
//! ones, the mean, p50, p99, maximum and total, the same for CHA, their
//! ratio (jadoube / CHA: below 1 is faster), the dead questions CHA proves
//! that jadoube does not, and the machine's load (`/proc/loadavg`) before
//! and after the row.
//!
//! `cargo bench --bench unwinnable` runs everything. Environment:
//! - `UNWINNABLE_FILES=vector|lichess` and `UNWINNABLE_MODES=quick|press|full`
//!   restrict the runs, `UNWINNABLE_STEP=N` takes every N-th position,
//!   `UNWINNABLE_ONLY=FILE` only the positions whose FEN appears in FILE;
//!   `UNWINNABLE_SLOW=MICROS` lists the questions slower than that (CPU),
//!   and every wrong or undecided one;
//! - `CHA_BENCH=PATH` is CHA's `cha_bench` (default: `../shared/tools/cha/`
//!   or `../../shared/tools/cha/` from the crate, if there), `CHA_BENCH=off`
//!   skips it; `CHA_VECTOR_LIMIT` is CHA's node limit on the test vector in
//!   full mode (default 10,000,000, as CHA's own test program; on lichess
//!   CHA's default, 500,000);
//! - `UNWINNABLE_REPEAT=N`: passes per row (default 3 in quick mode, else
//!   1);
//! - `UNWINNABLE_PERFT=off` skips the perft rows (`UNWINNABLE_FILES=none`
//!   runs only them), `UNWINNABLE_PERFT_REPEAT=N` times each generator on
//!   each position N times, taking turns, and keeps the least (default 5);
//!   `UNWINNABLE_CRITERION=1` also runs a criterion group on a few typical
//!   positions.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use criterion::Criterion;
use jadoube::arbiter::Position as RawPosition;
use jadoube::arbiter::Variant;
use jadoube::arbiter::unwinnable::{Budget, Verdict, can_checkmate};
use shakmaty::{CastlingMode, Chess, Color, Setup, fen::Fen};

const VECTOR: &str = include_str!("../tests/data/cha-test-vector.txt");
const LICHESS: &str = include_str!("../tests/data/lichess-timeouts-30k.txt");

/// One position of a file: its line (as in the file) and the sides asked,
/// each with whether it can mate.
struct Case {
    line: String,
    fen: String,
    setup: Setup,
    asked: Vec<(Color, bool)>,
}

fn setup(fen: &str) -> Setup {
    fen.parse::<Fen>().expect("a FEN").into_setup()
}

fn data_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
}

fn vector() -> Vec<Case> {
    data_lines(VECTOR)
        .map(|l| {
            let (label, fen) = l.split_at(2);
            let b = label.as_bytes();
            Case {
                line: l.to_string(),
                fen: fen.trim().to_string(),
                setup: setup(fen.trim()),
                asked: vec![(Color::White, b[0] == b'W'), (Color::Black, b[1] == b'B')],
            }
        })
        .collect()
}

fn lichess() -> Vec<Case> {
    data_lines(LICHESS)
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
                line: l.to_string(),
                setup: setup(&fen),
                fen,
                asked: vec![(winner, can)],
            }
        })
        .collect()
}

/// CPU time of the calling thread.
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// The verdict of one question, as both tools print it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Answer {
    Can,
    Cannot,
    Undecided,
}

/// One question's answer and CPU time.
struct Timed {
    /// Position index and side.
    key: (usize, Color),
    answer: Answer,
    expected: bool,
    cpu: Duration,
}

/// Summary of one tool on one row.
struct Stats {
    questions: usize,
    can: usize,
    cannot: usize,
    undecided: usize,
    wrong: usize,
    total: Duration,
    mean: Duration,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn stats(rows: &[Timed]) -> Stats {
    let mut times: Vec<Duration> = rows.iter().map(|r| r.cpu).collect();
    times.sort();
    let total: Duration = times.iter().sum();
    let count = |a: Answer| rows.iter().filter(|r| r.answer == a).count();
    Stats {
        questions: rows.len(),
        can: count(Answer::Can),
        cannot: count(Answer::Cannot),
        undecided: count(Answer::Undecided),
        wrong: rows
            .iter()
            .filter(|r| match r.answer {
                Answer::Can => !r.expected,
                Answer::Cannot => r.expected,
                Answer::Undecided => false,
            })
            .count(),
        total,
        mean: total / rows.len().max(1) as u32,
        p50: percentile(&times, 0.5),
        p99: percentile(&times, 0.99),
        max: *times.last().expect("a question"),
    }
}

/// Asks every question of `cases`, each timed alone.
fn measure(cases: &[Case], budget: Budget, slow: Option<u128>) -> Vec<Timed> {
    let mut rows = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        for &(w, can) in &case.asked {
            let start = thread_cpu();
            let v = black_box(can_checkmate(black_box(&case.setup), w, budget));
            let cpu = thread_cpu().saturating_sub(start);
            let answer = match v {
                Verdict::CanMate(_) => Answer::Can,
                Verdict::CannotMate => Answer::Cannot,
                Verdict::Undecided => Answer::Undecided,
            };
            let wrong = matches!((answer, can), (Answer::Can, false) | (Answer::Cannot, true));
            if wrong {
                println!("  WRONG {w:?} {answer:?}: {}", case.fen);
            } else if let Some(limit) = slow {
                if answer == Answer::Undecided && budget != Budget::Quick {
                    let label = if can { "can" } else { "cannot" };
                    println!("  undecided {w:?} ({label}): {}", case.fen);
                } else if cpu.as_micros() > limit {
                    println!("  slow {cpu:.1?} {w:?}: {}", case.fen);
                }
            }
            rows.push(Timed {
                key: (i, w),
                answer,
                expected: can,
                cpu,
            });
        }
    }
    rows
}

/// Per question, the answer of `a` with the lesser CPU time of the two
/// passes.
fn fastest(a: Vec<Timed>, b: Vec<Timed>) -> Vec<Timed> {
    let cpu: std::collections::HashMap<(usize, Color), Duration> =
        b.iter().map(|r| (r.key, r.cpu)).collect();
    a.into_iter()
        .map(|r| Timed {
            cpu: cpu.get(&r.key).map_or(r.cpu, |&c| c.min(r.cpu)),
            ..r
        })
        .collect()
}

/// CHA's `cha_bench`, if present.
fn cha_bench() -> Option<PathBuf> {
    match std::env::var("CHA_BENCH") {
        Ok(p) if p == "off" => None,
        Ok(p) => Some(PathBuf::from(p)),
        Err(_) => {
            let root = Path::new(env!("CARGO_MANIFEST_DIR"));
            [
                "../shared/tools/cha/cha_bench",
                "../../shared/tools/cha/cha_bench",
            ]
            .iter()
            .map(|p| root.join(p))
            .find(|p| p.is_file())
        }
    }
}

/// Runs `cha_bench` on the positions of `cases` (written to a file in the
/// format of `file`) and reads its answers and CPU times.
fn run_cha(
    cha: &Path,
    cases: &[Case],
    file: &str,
    mode: &str,
    limit: Option<u64>,
) -> Option<Vec<Timed>> {
    let dir = std::env::temp_dir();
    let input = dir.join(format!("jadoube-cha-{}-{file}.txt", std::process::id()));
    let output = dir.join(format!("jadoube-cha-{}-{file}.tsv", std::process::id()));
    let text: String = cases.iter().map(|c| format!("{}\n", c.line)).collect();
    std::fs::write(&input, text).ok()?;
    let mut cmd = Command::new(cha);
    cmd.arg(mode).arg(file).arg(&input).arg(&output);
    if let Some(limit) = limit {
        cmd.arg(limit.to_string());
    }
    if let Some(dir) = cha.parent() {
        // The bench finds libstockfish.so beside it.
        let old = std::env::var("LD_LIBRARY_PATH").unwrap_or_default();
        cmd.env("LD_LIBRARY_PATH", format!("{}:{old}", dir.display()));
    }
    let out = cmd.output().ok()?;
    let _ = std::fs::remove_file(&input);
    if !out.status.success() {
        println!(
            "  cha_bench failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
        return None;
    }
    let tsv = std::fs::read_to_string(&output).ok()?;
    let _ = std::fs::remove_file(&output);
    let rows = tsv
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let idx: usize = f.first()?.parse().ok()?;
            let side = if f[1] == "white" {
                Color::White
            } else {
                Color::Black
            };
            let answer = match f[3] {
                "can" => Answer::Can,
                "cannot" => Answer::Cannot,
                _ => Answer::Undecided,
            };
            Some(Timed {
                key: (idx, side),
                answer,
                expected: f[2] == "can",
                cpu: Duration::from_nanos(f[5].parse().ok()?),
            })
        })
        .collect();
    Some(rows)
}

fn us(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros >= 1e6 {
        format!("{:.2} s", micros / 1e6)
    } else if micros >= 1e3 {
        format!("{:.2} ms", micros / 1e3)
    } else {
        format!("{micros:.1} µs")
    }
}

fn ratio(a: Duration, b: Duration) -> String {
    if b.is_zero() {
        "-".into()
    } else {
        format!("{:.2}", a.as_secs_f64() / b.as_secs_f64())
    }
}

fn print_stats(who: &str, s: &Stats) {
    println!(
        "  {who:8} {:5} questions: can {:5} cannot {:5} undecided {:5} wrong {}; \
         mean {}, p50 {}, p99 {}, max {}, total {}",
        s.questions,
        s.can,
        s.cannot,
        s.undecided,
        s.wrong,
        us(s.mean),
        us(s.p50),
        us(s.p99),
        us(s.max),
        us(s.total)
    );
}

/// One row: jadoube (and CHA when there is a counterpart) on `cases`.
fn row(file: &str, cases: &[Case], mode: &str, budget: Budget, cha: Option<&Path>) {
    let slow = std::env::var("UNWINNABLE_SLOW")
        .ok()
        .and_then(|s| s.parse().ok());
    let load_before = loadavg();
    println!("{file} {mode} (load before: {load_before})");
    let cha_limit = (file == "vector" && mode == "full").then(|| {
        std::env::var("CHA_VECTOR_LIMIT")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(10_000_000)
    });
    let cha_mode = match budget {
        Budget::Quick => Some("quick"),
        Budget::Full => Some("full"),
        Budget::Press => None,
    };
    // Each tool times every question `repeat` times (whole passes over the
    // file, the tools taking turns) and keeps its least CPU time: what
    // other work on the machine adds is left out as far as possible.
    let repeat: usize = std::env::var("UNWINNABLE_REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if budget == Budget::Quick { 3 } else { 1 })
        .max(1);
    let mut theirs: Option<Vec<Timed>> = None;
    let mut ours: Vec<Timed> = Vec::new();
    let wall = Instant::now();
    for pass in 0..repeat {
        if let Some((cha, m)) = cha.zip(cha_mode)
            && let Some(rows) = run_cha(cha, cases, file, m, cha_limit)
        {
            theirs = Some(match theirs {
                None => rows,
                Some(old) => fastest(old, rows),
            });
        }
        let rows = measure(cases, budget, if pass == 0 { slow } else { None });
        ours = if pass == 0 { rows } else { fastest(ours, rows) };
    }
    let wall = wall.elapsed();
    let load_after = loadavg();
    let mine = stats(&ours);
    print_stats("jadoube", &mine);
    let mut table_cha = "-".to_string();
    let mut table_ratio = "-".to_string();
    if let Some(theirs) = &theirs {
        let s = stats(theirs);
        print_stats("CHA", &s);
        println!(
            "  ratio jadoube/CHA: mean {}, p50 {}, p99 {}, max {}, total {}",
            ratio(mine.mean, s.mean),
            ratio(mine.p50, s.p50),
            ratio(mine.p99, s.p99),
            ratio(mine.max, s.max),
            ratio(mine.total, s.total)
        );
        let answers: std::collections::HashMap<(usize, Color), Answer> =
            ours.iter().map(|r| (r.key, r.answer)).collect();
        let missed: Vec<&Timed> = theirs
            .iter()
            .filter(|r| r.answer == Answer::Cannot && answers.get(&r.key) != Some(&Answer::Cannot))
            .collect();
        println!(
            "  dead questions CHA proves and jadoube does not: {}",
            missed.len()
        );
        for r in missed.iter().take(20) {
            println!("    {:?}: {}", r.key.1, cases[r.key.0].fen);
        }
        table_cha = format!(
            "{} / {} / {} / {}, {} undecided",
            us(s.mean),
            us(s.p99),
            us(s.max),
            us(s.total),
            s.undecided
        );
        table_ratio = format!(
            "{} / {} / {} / {}",
            ratio(mine.mean, s.mean),
            ratio(mine.p99, s.p99),
            ratio(mine.max, s.max),
            ratio(mine.total, s.total)
        );
    }
    println!(
        "  each question timed {repeat} time(s), least CPU time kept; wall time of the row: {wall:.1?}; load after: {load_after}"
    );
    // One line for docs/performance.md: mean / p99 / max / total.
    println!(
        "  | {file} | {mode} | {} | {} / {} / {} / {}, {} undecided, {} wrong | {table_cha} | {table_ratio} | {load_before} → {load_after} |",
        mine.questions,
        us(mine.mean),
        us(mine.p99),
        us(mine.max),
        us(mine.total),
        mine.undecided,
        mine.wrong
    );
}

/// Perft positions (chessprogramming.org's suite) and depths.
const PERFT: [(&str, u32); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        3,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        3,
    ),
];

/// Perft with both move generators: `arbiter::Position::perft` and
/// shakmaty's `perft` work the same way (each move generated, made by copy,
/// bulk counting at the last ply).
fn perft_rows() {
    let repeat: u32 = std::env::var("UNWINNABLE_PERFT_REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    println!(
        "perft, least of {repeat} passes each (load before: {})",
        loadavg()
    );
    let (mut nodes, mut ours, mut theirs) = (0u64, Duration::ZERO, Duration::ZERO);
    for (fen, depth) in PERFT {
        let chess: Chess = fen
            .parse::<Fen>()
            .expect("a FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let raw = RawPosition::from_fen(fen, Variant::Standard).expect("a position");
        // Taking turns, each keeping its least time: a busy machine slows
        // one pass, not all.
        let (mut a, mut b) = (0, 0);
        let (mut t_ours, mut t_theirs) = (Duration::MAX, Duration::MAX);
        for _ in 0..repeat {
            let start = thread_cpu();
            a = black_box(raw.perft(depth));
            t_ours = t_ours.min(thread_cpu() - start);
            let start = thread_cpu();
            b = black_box(shakmaty::perft(&chess, depth));
            t_theirs = t_theirs.min(thread_cpu() - start);
        }
        assert_eq!(a, b, "perft({depth}) of {fen}");
        println!(
            "  perft({depth}) {a:>9} nodes: arbiter::Position {:6.1} M/s, shakmaty {:6.1} M/s, time ratio {}  {fen}",
            a as f64 / t_ours.as_secs_f64() / 1e6,
            b as f64 / t_theirs.as_secs_f64() / 1e6,
            ratio(t_ours, t_theirs)
        );
        nodes += a;
        ours += t_ours;
        theirs += t_theirs;
    }
    println!(
        "  | perft | {nodes} nodes | arbiter::Position {:.1} M nodes/s | shakmaty {:.1} M nodes/s | time ratio {} | {} |",
        nodes as f64 / ours.as_secs_f64() / 1e6,
        nodes as f64 / theirs.as_secs_f64() / 1e6,
        ratio(ours, theirs),
        loadavg()
    );
}

fn main() {
    let files = std::env::var("UNWINNABLE_FILES").unwrap_or_else(|_| "vector,lichess".into());
    let modes = std::env::var("UNWINNABLE_MODES").unwrap_or_else(|_| "quick,press,full".into());
    let cha = cha_bench();
    match &cha {
        Some(p) => println!("CHA: {}", p.display()),
        None => println!("CHA: not found (set CHA_BENCH)"),
    }
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
            if modes.contains(mode) && !cases.is_empty() {
                row(file, &cases, mode, budget, cha.as_deref());
            }
        }
    }
    if std::env::var("UNWINNABLE_PERFT").as_deref() != Ok("off") {
        perft_rows();
    }
    if std::env::var("UNWINNABLE_CRITERION").is_ok() {
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
