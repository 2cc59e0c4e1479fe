//! `run --sim` is the whole daemon on a simulated board: its decisions must
//! be `replay`'s, for every trace under `tests/traces/`, and its journal
//! must replay to the same events and verify.

mod journal_common;

use std::path::{Path, PathBuf};

use jadoube::config::Config;
use jadoube::daemon::Speed;
use jadoube::display::{OutputKind, ScreenOptions};
use jadoube::journal::{feed, store, verify};
use jadoube::replay::{Overrides, replay_trace};
use journal_common::{json, run_sim, run_sim_at, temp_dir};

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

/// The journal does not depend on timing: the same trace at full speed
/// without a screen and at 20 times real speed with a PNG screen (the
/// screen drawn on its own thread, the 7.5.5 analyses on theirs, inputs
/// held meanwhile, idle scans not sent) gives the same file, byte for byte.
#[test]
fn the_journal_is_the_same_at_any_speed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces/laws");
    for name in [
        "s3-loss-lone-knight-can-mate.trace",
        "s3-draw-lone-bishop.trace",
        "s2-castle-in-check.trace",
    ] {
        let path = root.join(name);
        let bytes = std::fs::read(&path).unwrap();
        let label = path.display().to_string();
        let fast = temp_dir(&format!("speed-max-{name}"));
        let slow = temp_dir(&format!("speed-20-{name}"));
        let a = run_sim_at(
            &bytes,
            &label,
            &fast,
            &Config::default(),
            Speed::Max,
            ScreenOptions {
                outputs: Vec::new(),
                ..ScreenOptions::default()
            },
        );
        let b = run_sim_at(
            &bytes,
            &label,
            &slow,
            &Config::default(),
            Speed::Times(20.0),
            ScreenOptions {
                outputs: vec![OutputKind::Png],
                png_dir: Some(slow.join("png")),
                width: Some(800),
                height: Some(480),
                ..ScreenOptions::default()
            },
        );
        assert_eq!(json(&a.events), json(&b.events), "{name}");
        assert!(b.outputs.screen_changes > 0, "{name}: no screen drawn");
        let ja = std::fs::read_to_string(&a.journal).unwrap();
        let jb = std::fs::read_to_string(&b.journal).unwrap();
        assert_eq!(ja, jb, "{name}: the journals differ");
        let _ = std::fs::remove_dir_all(&fast);
        let _ = std::fs::remove_dir_all(&slow);
    }
}

/// Seals (docs/journal.md): a board that settles is sealed at once, so the
/// scanner can stop sending the actor the scans of a quiet board (at 20
/// times real speed it keeps up, and elides the idle ones) with no line
/// left unsealed. The journal is the one of full speed, byte for byte.
#[test]
fn a_board_is_sealed_when_it_settles() {
    let trace = b"start startpos\n\
        1.000 lift g1\n1.300 drop g1\n\
        30.000 lift e2\n30.400 drop e4\n31.000 press\n";
    let seals = |journal: &Path| -> Vec<f64> {
        store::read(journal)
            .unwrap()
            .parsed()
            .filter(|l| matches!(l.rec, jadoube::journal::format::Record::Seal(_)))
            .map(|l| l.t.as_secs_f64())
            .collect()
    };
    let slow = temp_dir("quiet-seal-20");
    let fast = temp_dir("quiet-seal-max");
    let screen = || ScreenOptions {
        outputs: Vec::new(),
        ..ScreenOptions::default()
    };
    let b = run_sim_at(
        trace,
        "quiet.trace",
        &slow,
        &Config::default(),
        Speed::Times(20.0),
        screen(),
    );
    let got = seals(&b.journal);
    // The header's and the first frame's; the lift's and the drop's, each
    // once its debounce has settled; the move's, the press's decision, the
    // clean stop's.
    assert_eq!(got.first(), Some(&0.0), "{got:?}");
    assert!(got.iter().any(|&t| t > 1.0 && t < 1.3), "{got:?}");
    assert!(got.iter().any(|&t| t > 1.3 && t < 2.3), "{got:?}");
    assert!(
        !got.iter().any(|&t| t > 2.3 && t < 30.0),
        "nothing to seal in the quiet span: {got:?}"
    );
    let a = run_sim_at(
        trace,
        "quiet.trace",
        &fast,
        &Config::default(),
        Speed::Max,
        screen(),
    );
    assert_eq!(
        std::fs::read_to_string(&a.journal).unwrap(),
        std::fs::read_to_string(&b.journal).unwrap()
    );
    let _ = std::fs::remove_dir_all(&fast);
    let _ = std::fs::remove_dir_all(&slow);
}
