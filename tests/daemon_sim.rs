//! `run --sim` is the whole daemon on a simulated board: its decisions must
//! be `replay`'s, for every trace under `tests/traces/`, and its journal
//! must replay to the same events and verify.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use jadoube::arbiter::Event;
use jadoube::config::Config;
use jadoube::daemon::{self, Notifier, Options, Speed, Wall};
use jadoube::display::ScreenOptions;
use jadoube::journal::{feed, store, verify};
use jadoube::replay::{Overrides, replay_trace};

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("jadoube-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn traces() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces");
    let mut v = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        if dir.is_dir() {
            v.extend(jadoube::conformance::traces_in(&dir));
        }
    }
    v.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace"));
    v.sort();
    v
}

/// Runs the daemon in this process on a trace, as fast as possible.
fn run_sim(trace: &Path, state: &Path) -> daemon::Summary {
    let bytes = std::fs::read(trace).unwrap();
    let config = Config::default();
    let wall = Wall::Sim(std::time::UNIX_EPOCH + Duration::from_secs(1_777_712_400));
    let setup = daemon::sim_setup(
        &bytes,
        &trace.display().to_string(),
        &config,
        state,
        Speed::Max,
        &wall,
    )
    .unwrap();
    let screen = ScreenOptions {
        outputs: Vec::new(),
        ..ScreenOptions::default()
    };
    let opts = Options {
        outputs: daemon::outputs_config(&setup.header, screen, None).unwrap(),
        end: Some(setup.end),
        wall,
        notifier: Notifier::none(),
        started: Instant::now(),
        sync_every: Duration::from_secs(1),
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (_stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    rt.block_on(daemon::run_daemon(setup.parts, setup.game, opts, stop_rx))
        .unwrap()
}

fn json(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect()
}

#[test]
fn sim_decisions_equal_replay_for_every_trace() {
    let all = traces();
    assert!(all.len() > 20, "only {} traces found", all.len());
    let mut failures = Vec::new();
    for (i, path) in all.iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap();
        let trace = jadoube::trace::parse(&text).unwrap();
        let expected = replay_trace(&trace, &Overrides::default(), |_, _| {}).unwrap();
        let state = temp_dir(&format!("sim-{i}"));
        let summary = run_sim(path, &state);
        if json(&summary.events) != json(&expected) {
            let got = json(&summary.events);
            let want = json(&expected);
            let at = got.iter().zip(&want).position(|(a, b)| a != b);
            failures.push(format!(
                "{}: the daemon reported {} events, replay {}; first difference at {:?}: {:?} vs {:?}",
                path.display(),
                got.len(),
                want.len(),
                at,
                at.map(|i| &got[i]),
                at.map(|i| &want[i]),
            ));
            continue;
        }
        assert_eq!(summary.stop_reason, "end of trace");
        // The journal is a trace: replayed, it gives the same events...
        let contents = store::read(&summary.journal).unwrap();
        let header = contents.header().unwrap().clone();
        let replayed = feed::replay_lines(
            &header,
            contents
                .lines
                .iter()
                .skip(1)
                .map(|l| (l.number, l.parsed.as_ref())),
        )
        .unwrap();
        assert_eq!(replayed.mismatch, None, "{}", path.display());
        assert_eq!(
            json(&replayed.produced),
            json(&expected),
            "{}: journal replay",
            path.display()
        );
        // ... and it verifies.
        let report = verify::verify(&contents, true);
        assert!(
            report.ok(),
            "{}: {:?}",
            path.display(),
            report.first_problem()
        );
        assert!(report.stopped);
        let _ = std::fs::remove_dir_all(&state);
    }
    assert!(
        failures.is_empty(),
        "{} of {} traces differ:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

#[test]
fn a_finished_sim_resumes_without_new_decisions() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace");
    let state = temp_dir("resume");
    let first = run_sim(&path, &state);
    let again = run_sim(&path, &state);
    assert_eq!(json(&again.events), json(&first.events));
    let resumed = again.resumed.expect("the journal was resumed");
    assert!(!resumed.torn);
    assert_eq!(resumed.recovered_events, 0);
    assert_eq!(resumed.mismatch, None);
    let contents = store::read(&again.journal).unwrap();
    assert!(verify::verify(&contents, true).ok());
    let _ = std::fs::remove_dir_all(&state);
}
