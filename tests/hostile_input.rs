//! Hostile input: traces, configurations and journals mutated as an
//! attacker or a broken card would (bytes flipped, cut off, numbers made
//! huge or negative, lines repeated, swapped or removed, very long lines,
//! bytes that are not UTF-8, byte-order marks), each run through what
//! reads it: `replay` for traces, the configuration loader, and for
//! journals `verify` (chain, seals against the board's key, replay of the
//! decisions) and the restart's replay (with its catch-up to the last
//! time). For every input:
//!
//! - no panic;
//! - no hang: each input finishes within a budget (`JADOUBE_HOSTILE_BUDGET_MS`,
//!   default 10,000 ms; typical inputs take milliseconds);
//! - every rejection names a line (a trace's `TraceError` has a line, a
//!   configuration error a line and column, a journal's problem its line).
//!
//! `cargo test --test hostile_input` runs a bounded number of inputs
//! (`JADOUBE_HOSTILE_CASES`, default 600, shared by the three kinds);
//! `docs/testing.md` gives the long mode (a million inputs) and its
//! figures. Failing inputs are written to `$TMPDIR/jadoube-proptest/hostile/`.

mod common;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use jadoube::config::Config;
use jadoube::journal::key::KeyList;
use jadoube::journal::verify::{self, Problem};
use jadoube::journal::{feed, store};
use jadoube::replay::{Overrides, replay_trace};
use jadoube::sim::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Trace,
    Config,
    Journal,
}

impl Kind {
    fn ext(self) -> &'static str {
        match self {
            Kind::Trace => "trace",
            Kind::Config => "toml",
            Kind::Journal => "jsonl",
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_in(dir: &Path, ext: &str, out: &mut Vec<Vec<u8>>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_in(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(std::fs::read(&p).unwrap());
        }
    }
}

/// The valid inputs the mutations start from.
struct Corpus {
    traces: Vec<Vec<u8>>,
    configs: Vec<Vec<u8>>,
    journals: Vec<Vec<u8>>,
    keys: KeyList,
}

fn corpus() -> Corpus {
    let mut traces = Vec::new();
    files_in(&root().join("tests/traces"), "trace", &mut traces);
    files_in(&root().join("traces"), "trace", &mut traces);
    let mut configs = Vec::new();
    files_in(&root().join("config"), "toml", &mut configs);
    let mut journals = Vec::new();
    files_in(&root().join("tests/fixtures"), "jsonl", &mut journals);
    // The decisions files beside the journals are not journals.
    journals.retain(|j| j.starts_with(b"{\"seq\":0"));
    let keys = std::fs::read_to_string(root().join("tests/fixtures/journal-v2/boards.txt"))
        .map(|t| KeyList::parse(&t).unwrap())
        .unwrap_or_default();
    assert!(traces.len() > 50 && configs.len() >= 5 && journals.len() >= 3);
    Corpus {
        traces,
        configs,
        journals,
        keys,
    }
}

// ---------------------------------------------------------------- mutations

const NUMBERS: &[&str] = &[
    "99999999999999999999999",
    "18446744073709551616",
    "18446744073709551615",
    "4294967296",
    "1e308",
    "1e999",
    "604800.000001",
    "604801",
    "1000000000",
    "-1",
    "-0.000001",
    "-99999999999",
    "0.0000001",
    "NaN",
    "0",
    "",
];

fn line_starts(b: &[u8]) -> Vec<usize> {
    let mut v = vec![0];
    v.extend(
        b.iter()
            .enumerate()
            .filter(|(_, c)| **c == b'\n')
            .map(|(i, _)| i + 1),
    );
    v
}

/// The span of line `i` (without its newline).
fn line_span(b: &[u8], starts: &[usize], i: usize) -> (usize, usize) {
    let s = starts[i].min(b.len());
    let e = b[s..]
        .iter()
        .position(|c| *c == b'\n')
        .map_or(b.len(), |p| s + p);
    (s, e)
}

fn mutate(rng: &mut Rng, b: &mut Vec<u8>) -> &'static str {
    let len = b.len().max(1);
    match rng.below(11) {
        0 => {
            for _ in 0..=rng.below(4) {
                if !b.is_empty() {
                    let i = rng.below(b.len() as u64) as usize;
                    b[i] ^= 1 << rng.below(8);
                }
            }
            "bit flips"
        }
        1 => {
            let i = rng.below(b.len() as u64 + 1) as usize;
            b.truncate(i);
            "truncated"
        }
        2 | 3 => {
            // A number replaced by a huge, negative or odd one.
            let digits: Vec<usize> = (0..b.len())
                .filter(|&i| b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit()))
                .collect();
            if digits.is_empty() {
                return "no number";
            }
            let s = *rng.pick(&digits);
            let e = (s..b.len())
                .find(|&i| !(b[i].is_ascii_digit() || b[i] == b'.'))
                .unwrap_or(b.len());
            let n = rng.pick(NUMBERS).as_bytes().to_vec();
            b.splice(s..e, n);
            "number"
        }
        4 => {
            let st = line_starts(b);
            let i = rng.below(st.len() as u64) as usize;
            let (s, e) = line_span(b, &st, i);
            let mut line = b[s..e].to_vec();
            line.push(b'\n');
            b.splice(s..s, line);
            "duplicate line"
        }
        5 => {
            // A very long line, or a line made very long.
            let st = line_starts(b);
            let i = rng.below(st.len() as u64) as usize;
            let (s, e) = line_span(b, &st, i);
            const UNITS: [&[u8]; 6] = [b"a", b"0", b"e4 ", b"{\"", b"[", b"# "];
            let unit = UNITS[rng.below(UNITS.len() as u64) as usize];
            let n = 1000 + rng.below(200_000) as usize;
            let long: Vec<u8> = unit.iter().copied().cycle().take(n).collect();
            if rng.chance(0.5) {
                b.splice(e..e, long);
            } else {
                let mut l = long;
                l.push(b'\n');
                b.splice(s..s, l);
            }
            "long line"
        }
        6 => {
            let i = rng.below(len as u64) as usize;
            let junk: Vec<u8> = (0..1 + rng.below(4))
                .map(|_| 0x80 | rng.below(128) as u8)
                .collect();
            b.splice(i.min(b.len())..i.min(b.len()), junk);
            "not UTF-8"
        }
        7 => {
            let st = line_starts(b);
            let i = rng.below(st.len() as u64) as usize;
            let (s, e) = line_span(b, &st, i);
            b.drain(s..(e + 1).min(b.len()));
            "line removed"
        }
        8 => {
            let st = line_starts(b);
            if st.len() < 3 {
                return "too short";
            }
            let i = rng.below(st.len() as u64 - 1) as usize;
            let (s1, e1) = line_span(b, &st, i);
            let (s2, e2) = line_span(b, &st, i + 1);
            let (a, c) = (b[s1..e1].to_vec(), b[s2..e2].to_vec());
            let mut swapped = c;
            swapped.push(b'\n');
            swapped.extend(a);
            b.splice(s1..e2, swapped);
            "lines swapped"
        }
        9 => {
            let i = if rng.chance(0.5) {
                0
            } else {
                rng.below(len as u64) as usize
            };
            b.splice(i.min(b.len())..i.min(b.len()), *b"\xef\xbb\xbf");
            "byte-order mark"
        }
        _ => {
            // Random bytes in place of a span.
            let i = rng.below(len as u64) as usize;
            let n = rng.below(64) as usize;
            let end = (i + n).min(b.len());
            let junk: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
            b.splice(i.min(b.len())..end, junk);
            "random bytes"
        }
    }
}

// ---------------------------------------------------------------- checks

/// What one input gave: accepted, or rejected with a message that names a
/// line (`Err`: a rejection that does not).
fn check(kind: Kind, bytes: &[u8], keys: &KeyList) -> Result<bool, String> {
    match kind {
        Kind::Trace => {
            let r = jadoube::trace::parse_bytes(bytes)
                .and_then(|t| replay_trace(&t, &Overrides::default(), |_, _| {}));
            match r {
                Ok(_) => Ok(true),
                Err(e) if e.line > 0 => Ok(false),
                Err(e) => Err(format!("a trace rejected without a line: {e}")),
            }
        }
        Kind::Config => match Config::from_bytes(bytes, Some(Path::new("x.toml"))) {
            Ok(_) => Ok(true),
            Err(e) if e.line.is_some() => Ok(false),
            Err(e) => Err(format!("a configuration rejected without a line: {e}")),
        },
        Kind::Journal => {
            let c = store::parse(bytes);
            let keys = (!keys.keys.is_empty()).then_some(keys);
            let mut r = verify::check(&c, keys);
            verify::check_decisions(&c, &mut r);
            // The restart: the replay, then the scans up to the last time.
            if let Some(h) = c.header() {
                let lines = c
                    .lines
                    .iter()
                    .skip(1)
                    .map(|l| (l.number, l.parsed.as_ref()));
                if let Ok(mut rep) = feed::replay_lines(h, lines) {
                    let t = rep.feeder.max_t();
                    rep.feeder.catch_up(t);
                }
            }
            for p in [&r.chain, &r.seal, &r.decisions].into_iter().flatten() {
                let named = match p {
                    Problem::Empty | Problem::Unsigned { .. } => true,
                    Problem::Decisions { why } => why.to_string().contains("line "),
                    other => other.to_string().contains("line "),
                };
                if !named {
                    return Err(format!("a journal rejected without a line: {p}"));
                }
            }
            Ok(r.ok())
        }
    }
}

fn keep(kind: Kind, n: u64, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir()
        .join("jadoube-proptest")
        .join("hostile");
    let _ = std::fs::create_dir_all(&dir);
    let f = dir.join(format!("{kind:?}-{n}.{}", kind.ext()).to_lowercase());
    let _ = std::fs::write(&f, bytes);
    f
}

#[derive(Default, Debug)]
struct Tally {
    inputs: u64,
    accepted: u64,
    slowest: Duration,
    total: Duration,
}

#[test]
fn mutated_inputs_never_panic_hang_or_go_unnamed() {
    let cases = common::env_u64("JADOUBE_HOSTILE_CASES", 600);
    let budget = Duration::from_millis(common::env_u64("JADOUBE_HOSTILE_BUDGET_MS", 10_000));
    let seed = common::first_seed();
    let corpus = std::sync::Arc::new(corpus());
    let mut rng = Rng::new(seed ^ 0x4057_11e5);
    // One worker runs the inputs; this thread keeps the budget.
    let (to_worker, inputs) = mpsc::channel::<(Kind, Vec<u8>)>();
    let (to_main, results) = mpsc::channel::<Result<bool, String>>();
    let c = corpus.clone();
    std::thread::spawn(move || {
        for (kind, bytes) in inputs {
            let r = catch_unwind(AssertUnwindSafe(|| check(kind, &bytes, &c.keys))).unwrap_or_else(
                |p| {
                    Err(format!(
                        "panic: {}",
                        p.downcast_ref::<String>()
                            .cloned()
                            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default()
                    ))
                },
            );
            if to_main.send(r).is_err() {
                return;
            }
        }
    });
    let mut failures: Vec<String> = Vec::new();
    let mut tallies = [Tally::default(), Tally::default(), Tally::default()];
    let started = Instant::now();
    for n in 0..cases {
        let kind = [Kind::Trace, Kind::Config, Kind::Journal][(n % 3) as usize];
        let pool = match kind {
            Kind::Trace => &corpus.traces,
            Kind::Config => &corpus.configs,
            Kind::Journal => &corpus.journals,
        };
        let mut bytes = rng.pick(pool).clone();
        let mut what = Vec::new();
        for _ in 0..=rng.below(3) {
            what.push(mutate(&mut rng, &mut bytes));
        }
        let t0 = Instant::now();
        to_worker.send((kind, bytes.clone())).unwrap();
        let outcome = results.recv_timeout(budget);
        let took = t0.elapsed();
        let tally = &mut tallies[(n % 3) as usize];
        tally.inputs += 1;
        tally.total += took;
        tally.slowest = tally.slowest.max(took);
        match outcome {
            Ok(Ok(accepted)) => tally.accepted += u64::from(accepted),
            Ok(Err(why)) => {
                let f = keep(kind, n, &bytes);
                failures.push(format!(
                    "{kind:?} {n} ({}): {why} -> {}",
                    what.join(", "),
                    f.display()
                ));
                if failures.len() >= 20 {
                    break;
                }
            }
            Err(_) => {
                let f = keep(kind, n, &bytes);
                failures.push(format!(
                    "{kind:?} {n} ({}): still running after {budget:?} -> {}",
                    what.join(", "),
                    f.display()
                ));
                // The worker is stuck: nothing more can be run.
                break;
            }
        }
    }
    for (kind, t) in ["traces", "configurations", "journals"]
        .iter()
        .zip(&tallies)
    {
        eprintln!(
            "hostile input: {kind}: {} inputs, {} accepted, slowest {:.1} ms, mean {:.3} ms",
            t.inputs,
            t.accepted,
            t.slowest.as_secs_f64() * 1e3,
            t.total.as_secs_f64() * 1e3 / t.inputs.max(1) as f64
        );
    }
    eprintln!(
        "hostile input: {} inputs in {:.1} s (seed {seed})",
        tallies.iter().map(|t| t.inputs).sum::<u64>(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} hostile inputs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The mutations are not all rejected: the suite reaches the code past the
/// parsers (a mutation suite whose every input failed at the first byte
/// would test nothing).
#[test]
fn some_mutated_inputs_are_still_accepted() {
    let corpus = corpus();
    let mut rng = Rng::new(common::first_seed() ^ 0xacce);
    let mut accepted = [0u32; 3];
    for n in 0..90 {
        let i = n % 3;
        let kind = [Kind::Trace, Kind::Config, Kind::Journal][i];
        let pool = [&corpus.traces, &corpus.configs, &corpus.journals][i];
        let mut bytes = rng.pick(pool).clone();
        let st = line_starts(&bytes);
        if kind == Kind::Journal {
            // Cut at a line's end: an unsealed tail, still a journal.
            let j = 2 + rng.below(st.len() as u64 - 3) as usize;
            bytes.truncate(st[j]);
        } else if st.len() > 4 {
            // A swapped pair of lines: often still meaningful.
            let j = 1 + rng.below(st.len() as u64 - 3) as usize;
            let (s1, e1) = line_span(&bytes, &st, j);
            let (s2, e2) = line_span(&bytes, &st, j + 1);
            let (a, c) = (bytes[s1..e1].to_vec(), bytes[s2..e2].to_vec());
            let mut sw = c;
            sw.push(b'\n');
            sw.extend(a);
            bytes.splice(s1..e2, sw);
        }
        if check(kind, &bytes, &corpus.keys) == Ok(true) {
            accepted[i] += 1;
        }
    }
    assert!(accepted.iter().all(|&a| a > 0), "{accepted:?}");
}
