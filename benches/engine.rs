//! Engine cost: per idle frame, per event (a confirmed lift or drop), per
//! press (the verdict), and whole-trace replay throughput.
//!
//! Targets on the development machine (2 cores): idle frame under 1 µs,
//! press-to-decision under 50 µs at p99, replay above 1 million frames/s.
//! Besides criterion's figures, the press is timed one by one over many
//! positions to report p50/p99/max (`docs/performance.md`).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, Throughput, criterion_group};
use jadoube::arbiter::{Engine, EngineConfig, Position};
use jadoube::board::Frame;
use jadoube::replay::{Overrides, replay_trace};
use jadoube::time::Time;
use jadoube::trace;

const GAME: &str = include_str!("../tests/traces/public/legal-000.trace");
const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";

fn occ(p: &Position) -> Frame {
    Frame::Occupancy(p.board.occupied().0)
}

/// An engine at `fen` with the board showing `uci` made (lift at 0.1 s,
/// drop at 0.3 s), scanned until 0.5 s: ready for the press.
fn engine_before_press(fen: &str, from: shakmaty::Square, to: shakmaty::Square) -> Engine {
    let pos = Position::from_fen(fen, jadoube::arbiter::Variant::Standard).unwrap();
    let mut e = Engine::new(EngineConfig::default(), pos.clone());
    let mut board = pos.board.clone();
    let mut t = 0;
    while t <= 500_000 {
        if t == 100_000 {
            board.discard_piece_at(from);
        }
        if t == 300_000 {
            let p = pos.board.piece_at(from).unwrap();
            board.set_piece_at(to, p);
        }
        e.on_frame(Time(t), &Frame::Occupancy(board.occupied().0));
        t += 10_000;
    }
    e
}

fn idle_frame(c: &mut Criterion) {
    let pos = Position::from_fen(MIDDLEGAME, jadoube::arbiter::Variant::Standard).unwrap();
    let frame = occ(&pos);
    let mut e = Engine::new(EngineConfig::default(), pos);
    let mut t = 0u64;
    c.bench_function("engine/idle_frame", |b| {
        b.iter(|| {
            t += 10_000;
            black_box(e.on_frame(Time(t), black_box(&frame)))
        })
    });
}

fn event(c: &mut Criterion) {
    // One confirmed change: a lift held for 30 ms (4 scans), then put back.
    let pos = Position::from_fen(MIDDLEGAME, jadoube::arbiter::Variant::Standard).unwrap();
    let full = pos.board.occupied().0;
    let lifted = full & !(1u64 << shakmaty::Square::F3 as u32);
    c.bench_function("engine/lift_and_drop_events", |b| {
        b.iter_batched(
            || Engine::new(EngineConfig::default(), pos.clone()),
            |mut e| {
                let mut n = 0;
                for (i, bits) in [lifted, lifted, lifted, lifted, full, full, full, full]
                    .iter()
                    .enumerate()
                {
                    n += e
                        .on_frame(Time(10_000 * i as u64), &Frame::Occupancy(*bits))
                        .len();
                }
                black_box(n)
            },
            BatchSize::SmallInput,
        )
    });
}

fn press(c: &mut Criterion) {
    use shakmaty::Square::*;
    let ready = engine_before_press(MIDDLEGAME, F3, E5);
    c.bench_function("engine/press_verdict", |b| {
        b.iter_batched(
            || ready.clone(),
            |mut e| black_box(e.on_press(Time(600_000), None)),
            BatchSize::SmallInput,
        )
    });
}

fn replay(c: &mut Criterion) {
    let t = trace::parse(GAME).unwrap();
    let frames = (t.lines.last().unwrap().t.micros() + 1_000_000) / 10_000;
    let mut g = c.benchmark_group("replay");
    g.throughput(Throughput::Elements(frames));
    g.sample_size(20);
    g.bench_function("legal-000_frames", |b| {
        b.iter(|| {
            black_box(
                replay_trace(&t, &Overrides::default(), |_, _| {})
                    .unwrap()
                    .len(),
            )
        })
    });
    g.finish();
}

/// Press-to-decision over every move of a real game, timed one by one.
fn press_percentiles() {
    let t = trace::parse(GAME).unwrap();
    let events = replay_trace(&t, &Overrides::default(), |_, _| {}).unwrap();
    let mut pos = Position::startpos();
    let mut samples: Vec<Duration> = Vec::new();
    let mut worst: (Duration, String) = (Duration::ZERO, String::new());
    for ev in &events {
        let jadoube::arbiter::Event::Move(m) = ev else {
            continue;
        };
        let (from, to) = (m.from, m.to);
        let ready = engine_before_press(&pos.fen(), from, to);
        for _ in 0..50 {
            let mut e = ready.clone();
            let start = Instant::now();
            let out = e.on_press(Time(600_000), None);
            let took = start.elapsed();
            samples.push(took);
            if took > worst.0 {
                worst = (took, format!("{} {}", pos.fen(), m.uci));
            }
            black_box(out);
        }
        pos = Position::from_fen(&m.fen, jadoube::arbiter::Variant::Standard).unwrap();
    }
    samples.sort();
    let pct = |p: f64| samples[((samples.len() - 1) as f64 * p) as usize];
    let mean = samples.iter().sum::<Duration>() / samples.len() as u32;
    println!(
        "press-to-decision over {} presses: mean {:?}, p50 {:?}, p99 {:?}, max {:?}",
        samples.len(),
        mean,
        pct(0.5),
        pct(0.99),
        samples.last().unwrap()
    );
    println!("slowest: {:?} at {}", worst.0, worst.1);
}

criterion_group!(benches, idle_frame, event, press, replay);

fn main() {
    press_percentiles();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
