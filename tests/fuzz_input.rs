//! Bad input never panics: arbitrary bytes, soups of trace tokens and
//! randomly mutated valid traces go into `replay_text` (and raw bytes into
//! `trace::parse_bytes`), with random command line overrides. `Ok` or `Err` are both fine; a panic is a failure (the
//! input is written to `$TMPDIR/jadoube-proptest/fuzz/`).
//!
//! Sizes are capped so the whole file runs in seconds; more cases with
//! `JADOUBE_FUZZ_CASES=N` (per test), others with `JADOUBE_PROPTEST_SEED`.

mod common;

use jadoube::arbiter::{ClockMode, Supervision};
use jadoube::board::SensorKind;
use jadoube::replay::Overrides;
use jadoube::sim::{Config, Rng, fmt_time};

fn cases(default: u64) -> u64 {
    common::env_u64("JADOUBE_FUZZ_CASES", default)
}

fn random_overrides(rng: &mut Rng) -> Overrides {
    let mut o = Overrides::default();
    if rng.chance(0.3) {
        o.rules = Some(match rng.below(3) {
            0 => "fide-2031-standard".to_string(),
            1 => String::new(),
            _ => rng.pick(jadoube::sim::RULES).name.to_string(),
        });
    }
    if rng.chance(0.3) {
        o.supervision = Some(if rng.chance(0.5) {
            Supervision::Claim
        } else {
            Supervision::Full
        });
    }
    if rng.chance(0.3) {
        o.sensor = Some(if rng.chance(0.5) {
            SensorKind::Identity
        } else {
            SensorKind::Occupancy
        });
    }
    if rng.chance(0.3) {
        o.clock = Some(if rng.chance(0.5) {
            ClockMode::Dual
        } else {
            ClockMode::Single
        });
    }
    o
}

/// Runs one input; a panic is recorded with the input. Returns whether the
/// replay accepted the input.
fn feed(label: &str, n: u64, text: &str, overrides: &Overrides, panics: &mut Vec<String>) -> bool {
    let outcome = common::replay_caught(text, overrides);
    if let Err(panic) = &outcome {
        let dir = std::env::temp_dir().join("jadoube-proptest").join("fuzz");
        let file = dir.join(format!("{label}-{n}.trace"));
        let _ = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&file, text));
        panics.push(format!(
            "{label} {n} ({overrides:?}): {panic} -> {}",
            file.display()
        ));
    }
    matches!(outcome, Ok(Ok(_)))
}

fn finish(panics: Vec<String>, accepted: u64) {
    assert!(
        panics.is_empty(),
        "{} inputs made the replay panic ({accepted} were accepted):\n{}",
        panics.len(),
        panics.join("\n")
    );
}

#[test]
fn arbitrary_bytes_never_panic() {
    // The parser alone, on raw bytes (invalid UTF-8 included).
    let mut rng = Rng::new(common::first_seed() ^ 0xb17e6);
    for _ in 0..cases(300) {
        let len = rng.below(4096) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        let caught = std::panic::catch_unwind(|| jadoube::trace::parse_bytes(&bytes).is_ok());
        assert!(caught.is_ok(), "trace::parse_bytes panicked on {bytes:?}");
    }
    let mut rng = Rng::new(common::first_seed() ^ 0xb17e5);
    let mut panics = Vec::new();
    for n in 0..cases(300) {
        let len = rng.below(2048) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        let o = random_overrides(&mut rng);
        feed("bytes", n, &text, &o, &mut panics);
    }
    finish(panics, 0);
}

const WORDS: &[&str] = &[
    "lift",
    "drop",
    "occ",
    "board",
    "press",
    "ack",
    "start",
    "variant",
    "rules",
    "supervision",
    "sensor",
    "clock",
    "startpos",
    "standard",
    "chess960",
    "full",
    "claim",
    "occupancy",
    "identity",
    "single",
    "dual",
    "white",
    "black",
    "fide-2023-standard",
    "uscf-blitz",
    "e4",
    "a1",
    "h8",
    "i9",
    "e",
    "P",
    "q",
    "K",
    "x",
    "#",
    "-",
    "ffffffffffffffff",
    "0000000000000000",
    "ffff00000000ffff",
    "fffg00000000ffff",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "8/8/8/8/8/8/8/8",
    "9/8/8/8/8/8/8/8",
    "KKKKKKKK/8/8/8/8/8/8/kkkkkkkk",
    "w",
    "b",
    "KQkq",
    "0",
    "1",
    "-1",
    "1e3",
    ".",
    "0.5",
    "3.0000001",
    "99999999999999999999",
    "\t",
    "é",
    "\u{0}",
];

fn random_time(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => rng.pick(WORDS).to_string(),
        1 => format!("{}", rng.below(20_000)),
        _ => fmt_time(rng.below(120_000)),
    }
}

/// Lines made of trace tokens, most of them almost valid.
#[test]
fn token_soups_never_panic() {
    let mut rng = Rng::new(common::first_seed() ^ 0x50c9);
    let mut panics = Vec::new();
    let mut accepted = 0u64;
    for n in 0..cases(300) {
        let mut text = String::new();
        let mut t = 0u64;
        for _ in 0..rng.below(60) {
            let line = match rng.below(8) {
                0 => (0..rng.range(1, 4))
                    .map(|_| *rng.pick(WORDS))
                    .collect::<Vec<_>>()
                    .join(" "),
                1 => format!("{} {}", rng.pick(&WORDS[5..11]), rng.pick(WORDS)),
                2 => format!("{} {}", random_time(&mut rng), rng.pick(WORDS)),
                _ => {
                    t += rng.below(400);
                    let sq = format!(
                        "{}{}",
                        (b'a' + rng.below(8) as u8) as char,
                        1 + rng.below(8)
                    );
                    match rng.below(6) {
                        0 => format!("{} lift {sq}", fmt_time(t)),
                        1 => format!("{} drop {sq}", fmt_time(t)),
                        2 => format!(
                            "{} drop {sq} {}",
                            fmt_time(t),
                            rng.pick(&["P", "n", "K", "x", "PP"])
                        ),
                        3 => format!("{} occ {:016x}", fmt_time(t), rng.next_u64()),
                        4 => format!(
                            "{} press{}",
                            fmt_time(t),
                            rng.pick(&["", " white", " black", " blue"])
                        ),
                        _ => format!("{} board {}", fmt_time(t), rng.pick(&WORDS[40..44])),
                    }
                }
            };
            text.push_str(&line);
            text.push('\n');
        }
        let o = random_overrides(&mut rng);
        accepted += u64::from(feed("soup", n, &text, &o, &mut panics));
    }
    finish(panics, accepted);
}

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for _ in 0..rng.range(1, 5) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let i = rng.index(lines.len());
        match rng.below(10) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let j = rng.index(lines.len());
                lines.swap(i, j);
            }
            3 => {
                // Replace one token.
                let mut toks: Vec<String> = lines[i].split(' ').map(String::from).collect();
                let k = rng.index(toks.len());
                toks[k] = rng.pick(WORDS).to_string();
                lines[i] = toks.join(" ");
            }
            4 => {
                // Move a line in time.
                let mut toks: Vec<String> = lines[i].split(' ').map(String::from).collect();
                toks[0] = random_time(rng);
                lines[i] = toks.join(" ");
            }
            5 => {
                // Flip one byte.
                let mut b = lines[i].clone().into_bytes();
                if !b.is_empty() {
                    let k = rng.index(b.len());
                    b[k] ^= 1 << rng.below(8);
                }
                lines[i] = String::from_utf8_lossy(&b).into_owned();
            }
            6 => lines.truncate(i),
            7 => lines.insert(
                i,
                format!("{} {}", rng.pick(&WORDS[5..11]), rng.pick(WORDS)),
            ),
            8 => {
                let k = rng.range(1, lines[i].len().max(1) as u64) as usize;
                let cut: String = lines[i].chars().take(k).collect();
                lines[i] = cut;
            }
            _ => {
                let j = rng.index(lines.len());
                let l = lines[j].clone();
                lines.insert(i, l);
            }
        }
    }
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

/// Mutations that keep the trace well formed, so that they reach the
/// engine rather than the parser: presses removed, added or given the other
/// side, lines moved in time between their neighbours (debounce edges),
/// `ack` lines, glitch frames, the end cut off.
fn mutate_gently(rng: &mut Rng, text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let timed: Vec<usize> = (0..lines.len())
        .filter(|i| lines[*i].starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    if timed.len() < 3 {
        return text.to_string();
    }
    let time_of = |l: &str| -> u64 {
        let t = l.split(' ').next().unwrap_or("0");
        let (a, b) = t.split_once('.').unwrap_or((t, "0"));
        a.parse::<u64>().unwrap_or(0) * 1000 + b.parse::<u64>().unwrap_or(0)
    };
    for _ in 0..rng.range(1, 4) {
        let k = 1 + rng.index(timed.len() - 2);
        let (prev, i, next) = (timed[k - 1], timed[k], timed[k + 1]);
        let (lo, hi) = (time_of(&lines[prev]), time_of(&lines[next]));
        let rest = lines[i]
            .split_once(' ')
            .map(|x| x.1.to_string())
            .unwrap_or_default();
        let t = fmt_time(rng.range(lo, hi.max(lo)));
        match rng.below(6) {
            0 if rest.starts_with("press") => lines[i] = format!("{t} ack"),
            1 => lines.insert(
                i,
                format!("{t} press{}", rng.pick(&["", " white", " black"])),
            ),
            2 => lines[i] = format!("{t} {rest}"),
            3 if rest.starts_with("press") => {
                let flip = match rest.as_str() {
                    "press white" => "press black",
                    "press black" => "press white",
                    _ => "press",
                };
                lines[i] = format!("{t} {flip}");
            }
            4 => lines.insert(i, format!("{t} ack")),
            _ => lines.truncate(i),
        }
        if lines.len() <= i + 1 {
            break;
        }
    }
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

#[test]
fn gently_mutated_traces_never_panic() {
    let mut rng = Rng::new(common::first_seed() ^ 0x9e47);
    let mut panics = Vec::new();
    let mut accepted = 0u64;
    for n in 0..cases(200) {
        let mut config = if rng.chance(0.5) {
            Config::random_legal(&mut rng)
        } else {
            Config::random_illegal(&mut rng)
        };
        config.max_plies = rng.range(2, 40) as u32;
        let game = jadoube::sim::generate(n, &format!("gentle-{n}"), &config);
        let text = mutate_gently(&mut rng, &game.trace);
        accepted += u64::from(feed("gentle", n, &text, &Overrides::default(), &mut panics));
    }
    finish(panics, accepted);
}

#[test]
fn mutated_traces_never_panic() {
    let mut rng = Rng::new(common::first_seed() ^ 0x3a7e);
    let mut panics = Vec::new();
    let mut accepted = 0u64;
    for n in 0..cases(300) {
        let mut config = if rng.chance(0.5) {
            Config::random_legal(&mut rng)
        } else {
            Config::random_illegal(&mut rng)
        };
        config.max_plies = rng.range(2, 30) as u32;
        let game = jadoube::sim::generate(n, &format!("fuzz-{n}"), &config);
        let text = mutate(&mut rng, &game.trace);
        let o = random_overrides(&mut rng);
        accepted += u64::from(feed("mutated", n, &text, &o, &mut panics));
    }
    finish(panics, accepted);
}

#[test]
fn valid_traces_under_any_override_never_panic() {
    // A valid trace replayed with options that contradict its header
    // (identity sensors for an occupancy trace, a dual clock for single
    // presses, claim supervision) is not a valid game but must not panic.
    let mut rng = Rng::new(common::first_seed() ^ 0x0e7e);
    let mut panics = Vec::new();
    let mut accepted = 0u64;
    for n in 0..cases(60) {
        let mut config = Config::random_illegal(&mut rng);
        config.max_plies = rng.range(2, 30) as u32;
        let game = jadoube::sim::generate(n, &format!("override-{n}"), &config);
        let o = random_overrides(&mut rng);
        accepted += u64::from(feed("override", n, &game.trace, &o, &mut panics));
    }
    finish(panics, accepted);
}
