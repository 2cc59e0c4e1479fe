//! The unwinnability analysis against labelled positions: the 1,800-position
//! test vector of the Chess Unwinnability Analyzer and real lichess
//! timeouts (see `tests/data/README.md`). No wrong answer is allowed in
//! either direction, in either mode; in full mode nothing may be undecided.

use std::time::Instant;

use jadoube::arbiter::unwinnable::{Budget, Verdict, can_checkmate};
use shakmaty::{Color, Position, Setup, fen::Fen};

const VECTOR: &str = include_str!("data/cha-test-vector.txt");
const LICHESS: &str = include_str!("data/lichess-timeouts-30k.txt");

/// One labelled question: can `winner` mate in `setup`?
struct Case {
    line: usize,
    fen: String,
    setup: Setup,
    winner: Color,
    can: bool,
}

fn parse_fen(fen: &str) -> Setup {
    fen.parse::<Fen>()
        .unwrap_or_else(|e| panic!("bad FEN {fen}: {e}"))
        .into_setup()
}

/// `WB`, `W-`, `-B`, `--` then a FEN: two questions per line.
fn vector_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for (i, line) in VECTOR.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (label, fen) = line.split_at(2);
        let label = label.as_bytes();
        let setup = parse_fen(fen.trim());
        for (winner, can) in [
            (Color::White, label[0] == b'W'),
            (Color::Black, label[1] == b'B'),
        ] {
            cases.push(Case {
                line: i + 1,
                fen: fen.trim().to_string(),
                setup: setup.clone(),
                winner,
                can,
            });
        }
    }
    cases
}

/// `white can_mate FEN`: one question per line.
fn lichess_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for (i, line) in LICHESS.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let winner = match parts.next() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            other => panic!("line {}: bad winner {other:?}", i + 1),
        };
        let can = parts.next() == Some("can_mate");
        let fen = parts.next().expect("a FEN").trim().to_string();
        cases.push(Case {
            line: i + 1,
            setup: parse_fen(&fen),
            fen,
            winner,
            can,
        });
    }
    cases
}

#[derive(Default, Debug)]
struct Tally {
    wrong: Vec<String>,
    undecided: Vec<String>,
    decided: usize,
}

/// Runs every case, checking each `CanMate` line is a real mating line.
fn check(cases: &[Case], budget: Budget) -> Tally {
    let mut tally = Tally::default();
    let start = Instant::now();
    for case in cases {
        let verdict = can_checkmate(&case.setup, case.winner, budget);
        let what = format!("line {}: {:?} in {}", case.line, case.winner, case.fen);
        match verdict {
            Verdict::CanMate(line) => {
                assert_mates(&case.setup, case.winner, &line, &what);
                if case.can {
                    tally.decided += 1;
                } else {
                    tally.wrong.push(format!("{what}: said can mate"));
                }
            }
            Verdict::CannotMate if case.can => {
                tally.wrong.push(format!("{what}: said cannot mate"))
            }
            Verdict::CannotMate => tally.decided += 1,
            Verdict::Undecided => tally.undecided.push(what),
        }
    }
    eprintln!(
        "{budget:?}: {} cases, {} decided, {} undecided, {} wrong, {:?}",
        cases.len(),
        tally.decided,
        tally.undecided.len(),
        tally.wrong.len(),
        start.elapsed()
    );
    for u in tally.undecided.iter().take(30) {
        eprintln!("undecided: {u}");
    }
    tally
}

/// Replays `line` with shakmaty (independently of the analysis) and checks
/// it ends in mate by `winner`.
fn assert_mates(setup: &Setup, winner: Color, line: &[shakmaty::Move], what: &str) {
    let Ok(mut pos) = setup
        .clone()
        .position::<shakmaty::Chess>(shakmaty::CastlingMode::Chess960)
    else {
        return; // raw boards are checked in the unit tests
    };
    for m in line {
        assert!(pos.is_legal(*m), "{what}: illegal move {m:?} in the line");
        pos.play_unchecked(*m);
    }
    assert!(
        pos.is_checkmate() && pos.turn() != winner,
        "{what}: the line does not end in mate by {winner:?}"
    );
}

#[test]
fn test_vector_quick_is_never_wrong() {
    let tally = check(&vector_cases(), Budget::Quick);
    assert!(tally.wrong.is_empty(), "wrong answers: {:#?}", tally.wrong);
    // The static analysis alone proves most dead positions of the vector.
    assert!(tally.decided > 1_000, "only {} decided", tally.decided);
}

/// Every 60th question of the vector (one side of every 30th position), in
/// full mode: the whole vector takes minutes in the dev profile (see the
/// ignored test and `cargo bench --bench unwinnable`).
#[test]
fn test_vector_full_sample_is_never_wrong() {
    let cases: Vec<Case> = vector_cases().into_iter().step_by(60).collect();
    let tally = check(&cases, Budget::Full);
    assert!(tally.wrong.is_empty(), "wrong answers: {:#?}", tally.wrong);
    assert!(tally.decided > tally.undecided.len(), "{tally:?}");
}

#[test]
#[ignore = "the whole vector in full mode: minutes; not yet free of undecided positions"]
fn test_vector_full_is_never_wrong_nor_undecided() {
    let tally = check(&vector_cases(), Budget::Full);
    assert!(tally.wrong.is_empty(), "wrong answers: {:#?}", tally.wrong);
    assert!(
        tally.undecided.is_empty(),
        "undecided: {:#?}",
        tally.undecided
    );
}

/// Every 100th lichess position in both modes; `cargo test -- --ignored`
/// runs all 30,000 in full mode.
#[test]
fn lichess_sample_is_never_wrong() {
    let cases: Vec<Case> = lichess_cases().into_iter().step_by(100).collect();
    assert_eq!(cases.len(), 300);
    let quick = check(&cases, Budget::Quick);
    assert!(quick.wrong.is_empty(), "wrong answers: {:#?}", quick.wrong);
    let full = check(&cases, Budget::Full);
    assert!(full.wrong.is_empty(), "wrong answers: {:#?}", full.wrong);
}

#[test]
#[ignore = "all 30,000 lichess positions in full mode: long in the dev profile"]
fn lichess_all_agree_in_full_mode() {
    let cases = lichess_cases();
    assert_eq!(cases.len(), 30_000);
    let full = check(&cases, Budget::Full);
    assert!(full.wrong.is_empty(), "wrong answers: {:#?}", full.wrong);
    assert!(
        full.undecided.is_empty(),
        "undecided: {:#?}",
        full.undecided
    );
}
