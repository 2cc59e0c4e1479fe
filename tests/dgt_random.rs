//! Issue 26: random games of `jadoube::sim` (en passant, castling both
//! orders, promotions, captures both orders, illegal moves) played on a DGT
//! board's log with random timings: the lever reported 0 to 1 s after the
//! press, each change reported 0 to 250 ms after it was made (in the
//! board's order), one update lost on the way in most games, the board
//! unplugged once in many (presses made meanwhile). The log is fed as the
//! reader thread feeds it (`hw::dgt::LeverState`, the dump checking the
//! board `board_latency` after each lever report), scanned as the daemon
//! scans it, and the engine judges: its decisions must be those `replay`
//! gives for the game played with exact times. Zero false alarms, every
//! illegal move found. The bulk runs in-process; `tests/dgt.rs` plays
//! games on the emulated board on a pseudo-terminal.

mod dgt_random_common;

use dgt_random_common::{Knobs, decisions, play_on_dgt};

/// The games: half of them with illegal moves.
fn game(seed: u64) -> jadoube::sim::Game {
    use jadoube::sim::{Config, Rng, generate};
    let mut rng = Rng::new(seed ^ 0x0d67_0026);
    let mut c = if seed.is_multiple_of(2) {
        Config::random_legal(&mut rng)
    } else {
        Config::random_illegal(&mut rng)
    };
    c.sensor = jadoube::board::SensorKind::Identity;
    c.clock = jadoube::arbiter::ClockMode::Dual;
    // A DGT board sees pieces: no sensor glitches.
    c.glitch_rate = 0.0;
    c.max_plies = c.max_plies.min(120);
    generate(seed, &format!("dgt-{seed}"), &c)
}

fn games() -> u64 {
    std::env::var("JADOUBE_DGT_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000)
}

/// NOT PASSING YET (issue 26 left open): 235 of 300 games differ from
/// exact times at the last run, mostly because changes read together reach
/// the engine in one frame (see docs/hardware.md, "Known limits"); with
/// them 20 ms apart about one game in five (false alarms where a fast
/// reply, an unplug or a lost update meet; some illegal moves read as a
/// legal move followed by a change after the press). Run it with `cargo test --test dgt_random --
/// --ignored` (`JADOUBE_DGT_GAMES=N`, `JADOUBE_DGT_SEED=N` with
/// `one_game_shown` to see one).
#[test]
#[ignore = "issue 26: most random games still differ; see the doc comment"]
fn random_games_with_random_timings_give_the_decisions_of_exact_times() {
    let n = games();
    let mut failures = Vec::new();
    let (mut moves, mut illegal, mut unplugged, mut lost, mut uncertain) = (0, 0, 0, 0, 0);
    let mut tags = std::collections::BTreeMap::<String, u32>::new();
    for seed in 0..n {
        let g = game(seed);
        for (k, v) in &g.tags {
            *tags.entry(k.clone()).or_default() += v;
        }
        let truth =
            decisions(&jadoube::replay::replay_text(&g.trace, &Default::default()).unwrap());
        let knobs = Knobs::random(seed);
        let run = play_on_dgt(&g.trace, &knobs);
        unplugged += u64::from(knobs.unplug.is_some());
        lost += u64::from(run.lost_update);
        uncertain += run.uncertain;
        let got = decisions(&run.events);
        moves += truth.iter().filter(|d| d.starts_with("move")).count();
        illegal += truth.iter().filter(|d| d.starts_with("illegal")).count();
        if run.uncertain > 0 {
            // Told to the arbiter: nothing judged from there on, so only
            // what was judged is compared, and no alert may be made up.
            let made_up = got.iter().filter(|d| !truth.contains(d)).count();
            if made_up > 0 || !truth.starts_with(&got[..got.len().min(run.judged_before_hold)]) {
                failures.push(format!(
                    "seed {seed} ({knobs:?}): held, then\n  got  {got:?}\n  want {truth:?}"
                ));
            }
            continue;
        }
        if got != truth {
            let at = got
                .iter()
                .zip(&truth)
                .position(|(a, b)| a != b)
                .unwrap_or(got.len().min(truth.len()));
            failures.push(format!(
                "seed {seed} ({knobs:?}): first difference at {at}: got {:?}, want {:?}",
                got.get(at),
                truth.get(at)
            ));
        }
    }
    eprintln!(
        "{n} games, {moves} moves, {illegal} illegal moves, {lost} updates lost, {unplugged} unplugged, {uncertain} presses told to the arbiter as uncertain"
    );
    for tag in [
        "capture:captured_first",
        "capture:captured_second",
        "castle",
        "en_passant",
        "promotion",
    ] {
        let n: u32 = tags
            .iter()
            .filter(|(k, _)| k.starts_with(tag))
            .map(|(_, v)| *v)
            .sum();
        eprintln!("  {tag}: {n}");
    }
    assert!(illegal > 0 && moves > 1000);
    assert!(
        failures.is_empty(),
        "{} of {n} games differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// `JADOUBE_DGT_SEED=N`: one game, shown.
#[test]
fn one_game_shown() {
    let Some(seed) = std::env::var("JADOUBE_DGT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    else {
        return;
    };
    let g = game(seed);
    let knobs = Knobs::random(seed);
    let run = play_on_dgt(&g.trace, &knobs);
    eprintln!("{}", g.trace);
    for p in &run.presses {
        eprintln!(
            "press made {} reported {} placed {} released {}",
            p.0, p.1, p.2, p.3
        );
    }
    for e in &run.events {
        eprintln!("{}", serde_json::to_string(e).unwrap());
    }
}
