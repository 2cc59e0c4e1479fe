//! The traces under `tests/traces/public/` and `tests/traces/laws/` replay to their
//! expected decisions.

use std::path::Path;

use jadoube::arbiter::Event;
use jadoube::arbiter::event::StartPositionEvent;
use jadoube::conformance::{check_trace, traces_in};
use jadoube::replay::{Overrides, replay_text};

fn traces_dir(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/traces")
        .join(name)
}

fn run_dir(name: &str) {
    let dir = traces_dir(name);
    let traces = traces_in(&dir);
    assert!(!traces.is_empty(), "no traces in {}", dir.display());
    let failures: Vec<String> = traces
        .iter()
        .filter_map(|t| {
            check_trace(t, &Overrides::default())
                .err()
                .map(|e| format!("{}: {e}", t.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} traces fail:\n{}",
        failures.len(),
        traces.len(),
        failures.join("\n")
    );
}

#[test]
fn public_traces() {
    run_dir("public");
}

/// Hand-written traces, one or more per rule of laws.md sections 2, 3, 5 and 6.
#[test]
fn laws_traces() {
    run_dir("laws");
}

/// The events of a laws trace and its `start_position` reports.
fn start_reports(name: &str) -> (Vec<Event>, Vec<StartPositionEvent>) {
    let path = traces_dir("laws").join(format!("{name}.trace"));
    let text = std::fs::read_to_string(&path).expect("trace readable");
    let events = replay_text(&text, &Overrides::default()).expect("trace replays");
    let reports = events
        .iter()
        .filter_map(|e| match e {
            Event::StartPosition(s) => Some(s.clone()),
            _ => None,
        })
        .collect();
    (events, reports)
}

/// The misplaced squares of a report: (square, expected piece, found piece, occupied).
fn misplaced(r: &StartPositionEvent) -> Vec<(String, Option<char>, Option<char>, bool)> {
    let mut v: Vec<_> = r
        .misplaced
        .iter()
        .map(|d| {
            (
                d.square.to_string(),
                d.expected.map(|p| p.char()),
                d.found.map(|p| p.char()),
                d.occupied,
            )
        })
        .collect();
    v.sort();
    v
}

/// Art. 7.2.1 (laws.md §6): a wrong start position is reported before the first press
/// (a `start_position` event, not a decision) until the board matches; setting up is
/// not a move, a touch or an illegal move.
fn check_start_position(name: &str, first: Vec<(String, Option<char>, Option<char>, bool)>) {
    let (events, reports) = start_reports(name);
    let head = reports.first().expect("a start_position report");
    assert!(!head.ok, "{name}: the first report says the board is wrong");
    assert_eq!(misplaced(head), first, "{name}: misplaced squares");
    let ok: Vec<usize> = reports
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.ok.then_some(i))
        .collect();
    assert_eq!(
        ok,
        vec![reports.len() - 1],
        "{name}: only the last report is ok"
    );
    assert!(reports.last().is_some_and(|r| r.misplaced.is_empty()));
    let pos = |f: &dyn Fn(&Event) -> bool| events.iter().position(f);
    let ok_at = pos(&|e| matches!(e, Event::StartPosition(s) if s.ok)).expect("ok report");
    let move_at = pos(&|e| matches!(e, Event::Move(_))).expect("a move");
    assert!(
        ok_at < move_at,
        "{name}: the board matched before the first move"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Illegal(_) | Event::TouchMove(_))),
        "{name}: setting up the board is neither an illegal move nor a touch"
    );
}

#[test]
fn wrong_start_position_occupancy() {
    check_start_position(
        "s6-wrong-start-occupancy",
        vec![
            ("a2".into(), Some('P'), None, false),
            ("a3".into(), None, None, true),
        ],
    );
}

#[test]
fn wrong_start_position_identity() {
    check_start_position(
        "s6-wrong-start-identity",
        vec![
            ("d1".into(), Some('Q'), Some('K'), true),
            ("e1".into(), Some('K'), Some('Q'), true),
        ],
    );
}

/// A board that matches the start position gives no `start_position` report.
#[test]
fn right_start_position_is_not_reported() {
    let (_, reports) = start_reports("s5-slide");
    assert!(reports.is_empty());
}
