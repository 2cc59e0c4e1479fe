//! Journal costs (`docs/performance.md`, "Journal"):
//!
//! - a seal (the Ed25519 signature over the chain, and its line): paid
//!   after each decision, before the alert, so it counts in the
//!   press-to-LED latency;
//! - checking one seal (`verify`);
//! - a restart on the journal of a six-hour game at 100 Hz: the 76 moves of
//!   `tests/traces/public/legal-000.trace` with about 2 min 20 s more
//!   thinking before each press, recorded by the daemon itself (sim mode,
//!   as fast as it goes), then opened as the daemon's start does (read,
//!   replay, catch-up to the last time, `restart` line, seal, fsync).
//!
//! `cargo bench --bench journal`.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[path = "../tests/journal_common/mod.rs"]
mod journal_common;

use criterion::{BatchSize, Criterion, criterion_group};
use jadoube::config::Config;
use jadoube::journal::files::Dir;
use jadoube::journal::format::{EventRec, Record, seal_message};
use jadoube::journal::key::BoardKey;
use jadoube::journal::key::MissingKey;
use jadoube::journal::recover::open_game_with;
use jadoube::journal::store::Writer;
use jadoube::time::Time;

const GAME: &str = include_str!("../tests/traces/public/legal-000.trace");
const SIX_HOURS: f64 = 6.0 * 3600.0;

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("jadoube-bench-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn key() -> BoardKey {
    journal_common::test_key_of()
}

fn seal(c: &mut Criterion) {
    let mut g = c.benchmark_group("seal");
    let k = key();
    let pk = k.public().hex();
    let prev = "5c0e".repeat(16);
    let msg = seal_message(
        41,
        Time::from_millis(2100),
        "2026-05-02T09:00:02.100Z",
        &pk,
        &prev,
    );
    g.bench_function("sign", |b| b.iter(|| black_box(k.sign(black_box(&msg)))));
    let sig = k.sign(&msg);
    let public = k.public();
    g.bench_function("verify", |b| {
        b.iter(|| black_box(public.verifies(black_box(&msg), &sig)))
    });
    // The whole seal line, as the daemon writes it after a decision: the
    // message, the signature, the JSON line and its hash.
    let dir = temp("seal");
    let d = Dir::open(&dir, true).unwrap();
    let header = jadoube::journal::Header::new(
        &Default::default(),
        "startpos",
        100,
        Default::default(),
        "bench".into(),
    );
    let mut w = Writer::create(&d, "g.jsonl", header, Time::ZERO, "w".into(), Some(k)).unwrap();
    let event: Record = serde_json::from_str::<EventRec>(r#"{"event":{"kind":"ack","t":1.0}}"#)
        .map(Record::Event)
        .unwrap();
    g.bench_function("seal_line", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for i in 0..iters {
                let t = Time::from_millis(i);
                w.append(t, "2026-05-02T09:00:02.100Z".into(), event.clone());
                let t0 = Instant::now();
                w.seal(t, "2026-05-02T09:00:02.100Z".into());
                total += t0.elapsed();
                if w.buffered() > 1 << 20 {
                    w.flush().unwrap();
                }
            }
            total
        })
    });
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

/// legal-000 stretched to six hours: each press and what follows it comes
/// a fixed time later than the one before.
fn six_hour_trace() -> String {
    let presses = GAME.lines().filter(|l| l.contains(" press")).count() as f64;
    let last: f64 = GAME
        .lines()
        .rev()
        .find_map(|l| l.split_whitespace().next()?.parse().ok())
        .unwrap();
    let extra = (SIX_HOURS - last) / presses;
    let mut shift = 0.0;
    let mut out = String::new();
    for l in GAME.lines() {
        let mut words = l.split_whitespace();
        match words.next().map(|w| (w, w.parse::<f64>())) {
            Some((_, Ok(t))) => {
                let rest: Vec<&str> = words.collect();
                out.push_str(&format!("{:.3} {}\n", t + shift, rest.join(" ")));
                if rest.first() == Some(&"press") {
                    shift += extra;
                }
            }
            _ => {
                out.push_str(l);
                out.push('\n');
            }
        }
    }
    out
}

/// The daemon records the six-hour game (sim mode, as fast as it goes),
/// sealed with the test board's key.
fn six_hour_journal(state: &Path) -> PathBuf {
    journal_common::run_sim_with(
        six_hour_trace().as_bytes(),
        "six-hours.trace",
        state,
        &Config::default(),
    )
    .journal
}

fn restart(c: &mut Criterion) {
    let state = temp("six-hours");
    let t0 = Instant::now();
    let journal = six_hour_journal(&state);
    let bytes = std::fs::read(&journal).unwrap();
    let c0 = jadoube::journal::store::parse(&bytes);
    let header = c0.header().unwrap().clone();
    let last_t = c0.parsed().map(|l| l.t).max().unwrap();
    println!(
        "six-hour journal: {} lines, {} bytes, last time {:.0} s, {} seals (recorded in {:.1} s)",
        c0.lines.len(),
        bytes.len(),
        last_t.as_secs_f64(),
        c0.parsed().filter(|l| l.rec.name() == "seal").count(),
        t0.elapsed().as_secs_f64()
    );
    let run = temp("six-hours-run");
    let path = run.join(journal.file_name().unwrap());
    let mut g = c.benchmark_group("restart");
    g.sample_size(20);
    g.bench_function("six_hour_game", |b| {
        b.iter_batched(
            || {
                std::fs::write(&path, &bytes).unwrap();
                key()
                    .save(&Dir::open(&run, true).unwrap(), "bench")
                    .unwrap();
            },
            |_| {
                let o = open_game_with(
                    &path,
                    header.clone(),
                    &|_| "w".into(),
                    true,
                    MissingKey::Make,
                )
                .unwrap();
                assert_eq!(o.resumed.as_ref().unwrap().t, last_t);
                black_box(o.past.len())
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();
    let _ = std::fs::remove_dir_all(&state);
    let _ = std::fs::remove_dir_all(&run);
}

criterion_group!(benches, seal, restart);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
