//! `run --sim` is the whole daemon on a simulated board: its decisions must
//! be `replay`'s, for every trace under `tests/traces/`, and its journal
//! must replay to the same events and verify.

mod journal_common;

use std::path::{Path, PathBuf};

use jadoube::journal::{feed, store, verify};
use jadoube::replay::{Overrides, replay_trace};
use journal_common::{json, run_sim, temp_dir};

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
