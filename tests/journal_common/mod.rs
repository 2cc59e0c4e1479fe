//! Shared by the daemon, journal and export tests: the daemon in this
//! process on a trace, as fast as possible.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use jadoube::arbiter::Event;
use jadoube::config::Config;
use jadoube::daemon::{self, Notifier, Options, Speed, Wall};
use jadoube::display::ScreenOptions;
use jadoube::journal::files::Dir;
use jadoube::journal::format::Record;
use jadoube::journal::key::BoardKey;
use jadoube::journal::store;

/// A fresh directory under the system's temporary directory.
pub fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("jadoube-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fixed wall clock: the same journal on every run.
pub fn wall() -> Wall {
    Wall::Sim(std::time::UNIX_EPOCH + Duration::from_secs(1_777_712_400))
}

/// The key of the test board (a fixed one: the same journal on every run).
pub fn test_key_of() -> BoardKey {
    BoardKey::from_seed([42; 32])
}

/// Puts the test board's key in `state`, unless it has one.
pub fn test_key(state: &Path) {
    let dir = Dir::open(state, true).unwrap();
    if BoardKey::load(&dir).unwrap().is_none() {
        test_key_of().save(&dir, "test-board").unwrap();
    }
}

/// Runs the daemon in sim mode on `trace_text` with its journal in `state`
/// (resumed if there), with this configuration.
pub fn run_sim_with(
    trace_text: &[u8],
    name: &str,
    state: &Path,
    config: &Config,
) -> daemon::Summary {
    let screen = ScreenOptions {
        outputs: Vec::new(),
        ..ScreenOptions::default()
    };
    run_sim_at(trace_text, name, state, config, Speed::Max, screen)
}

/// The same at a speed, with screens.
pub fn run_sim_at(
    trace_text: &[u8],
    name: &str,
    state: &Path,
    config: &Config,
    speed: Speed,
    screen: ScreenOptions,
) -> daemon::Summary {
    let wall = wall();
    test_key(state);
    let setup = daemon::sim_setup(trace_text, name, config, state, speed, &wall).unwrap();
    let opts = Options {
        outputs: daemon::outputs_config(&setup.header, screen, None).unwrap(),
        end: Some(setup.end),
        wall,
        notifier: Notifier::none(),
        started: Instant::now(),
        sync_every: Duration::from_secs(1),
        keep_events: true,
        journal_tail: None,
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (_stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    rt.block_on(daemon::run_daemon(setup.parts, setup.game, opts, stop_rx))
        .unwrap()
}

/// The same, on a trace file, with the default configuration.
pub fn run_sim(trace: &Path, state: &Path) -> daemon::Summary {
    let bytes = std::fs::read(trace).unwrap();
    run_sim_with(
        &bytes,
        &trace.display().to_string(),
        state,
        &Config::default(),
    )
}

pub fn demo_trace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace")
}

pub fn json(events: &[Event]) -> Vec<serde_json::Value> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap())
        .collect()
}

/// The events recorded in a journal file, in order.
pub fn recorded(path: &Path) -> Vec<serde_json::Value> {
    store::read(path)
        .unwrap()
        .parsed()
        .filter_map(|l| match &l.rec {
            Record::Event(e) => Some(serde_json::to_value(&e.event).unwrap()),
            _ => None,
        })
        .collect()
}

/// What `replay` gives for a trace file.
pub fn replay_events(trace: &Path) -> Vec<serde_json::Value> {
    let text = std::fs::read_to_string(trace).unwrap();
    json(
        &jadoube::replay::replay_trace(
            &jadoube::trace::parse(&text).unwrap(),
            &jadoube::replay::Overrides::default(),
            |_, _| {},
        )
        .unwrap(),
    )
}
