//! Shared by the property tests: running a simulated game through the
//! replay, comparing its decisions like `shared/conformance/check.py`, and
//! keeping failing games on disk for debugging.

#![allow(dead_code)]

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use jadoube::replay::{Overrides, replay_text};
use jadoube::sim::Game;
use serde_json::Value;

pub use jadoube::conformance::compare;

/// `NAME=N` from the environment, or `default`.
pub fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v} is not a number")),
        Err(_) => default,
    }
}

/// How many games a property test runs: `JADOUBE_PROPTEST_GAMES`.
pub fn game_count(default: u64) -> u64 {
    env_u64("JADOUBE_PROPTEST_GAMES", default)
}

/// The first seed: `JADOUBE_PROPTEST_SEED` (default 0).
pub fn first_seed() -> u64 {
    env_u64("JADOUBE_PROPTEST_SEED", 0)
}

/// The engine's events as JSON, decisions only.
pub fn decisions(events: &[jadoube::arbiter::Event]) -> Result<Vec<Value>, String> {
    Ok(jadoube::conformance::decisions(events))
}

/// Replays `text`, turning a panic into an error.
pub fn replay_caught(
    text: &str,
    overrides: &Overrides,
) -> Result<Result<Vec<jadoube::arbiter::Event>, jadoube::trace::TraceError>, String> {
    catch_unwind(AssertUnwindSafe(|| replay_text(text, overrides))).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".into())
    })
}

/// Failing games of one property test, kept in
/// `$TMPDIR/jadoube-proptest/SUITE/` as `NAME.trace`,
/// `NAME.expected.jsonl` and `NAME.got.jsonl` (or `NAME.error.txt`).
pub struct Failures {
    suite: &'static str,
    dir: PathBuf,
    runs: u64,
    failed: Vec<(String, u64, String)>,
}

const KEEP: usize = 25;

impl Failures {
    pub fn new(suite: &'static str) -> Failures {
        let dir = std::env::temp_dir().join("jadoube-proptest").join(suite);
        Failures {
            suite,
            dir,
            runs: 0,
            failed: Vec::new(),
        }
    }

    /// Replays `game` and records whether the engine printed exactly the
    /// expected decisions.
    pub fn run(&mut self, game: &Game) {
        self.runs += 1;
        let outcome = match replay_caught(&game.trace, &Overrides::default()) {
            Err(panic) => Err((format!("replay panicked: {panic}"), None)),
            Ok(Err(e)) => Err((format!("replay failed: {e:#}"), None)),
            Ok(Ok(events)) => match decisions(&events) {
                Err(e) => Err((e, None)),
                Ok(got) => compare(&game.expected, &got).map_err(|why| (why, Some(got))),
            },
        };
        if let Err((why, got)) = outcome {
            self.keep(game, &why, got.as_deref());
            self.failed.push((game.name.clone(), game.seed, why));
        }
    }

    fn keep(&self, game: &Game, why: &str, got: Option<&[Value]>) {
        if self.failed.len() >= KEEP || std::fs::create_dir_all(&self.dir).is_err() {
            return;
        }
        let _ = game.write_to(&self.dir);
        let path = |ext: &str| self.dir.join(format!("{}.{ext}", game.name));
        match got {
            Some(got) => {
                let text: String = got.iter().map(|v| format!("{v}\n")).collect();
                let _ = std::fs::write(path("got.jsonl"), text);
            }
            None => {
                let _ = std::fs::write(path("error.txt"), why);
            }
        }
    }

    /// Panics with a summary when any game failed.
    pub fn finish(self) {
        if self.failed.is_empty() {
            return;
        }
        let mut msg = format!(
            "{} of {} {} games failed.\n",
            self.failed.len(),
            self.runs,
            self.suite
        );
        for (name, seed, why) in self.failed.iter().take(10) {
            msg.push_str(&format!("  {name} (seed {seed}): {why}\n"));
        }
        msg.push_str(&format!(
            "The first {} are in {} (NAME.trace, NAME.expected.jsonl, NAME.got.jsonl).\n\
             Rerun one game: JADOUBE_PROPTEST_SEED=<seed> JADOUBE_PROPTEST_GAMES=1 cargo test --test property_{}",
            self.failed.len().min(KEEP),
            self.dir.display(),
            self.suite,
        ));
        panic!("{msg}");
    }
}
