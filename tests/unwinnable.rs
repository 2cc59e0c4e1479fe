//! The unwinnability analysis against labelled positions: the 1,803-position
//! test vector of the Chess Unwinnability Analyzer and 30,000 real lichess
//! timeouts (see `tests/data/README.md`). No wrong answer is allowed in
//! either direction, in either mode; in full mode nothing may be undecided
//! but the positions listed in `tests/data/unwinnable-undecided.txt`.
//!
//! Full mode is sampled (every 20th question of the vector, every 100th
//! lichess position): `UNWINNABLE_TEST_STEP=1` runs every one (best with
//! `--release`: about ten minutes).
//!
//! Every mating line returned is replayed, and every position on it is
//! asked again in quick mode: none may be declared unwinnable (the static
//! analysis is audited on thousands of positions that can still be won;
//! in debug builds `can_checkmate` itself audits the full-mode analysis on
//! each line it returns). In a few small locked positions every reachable
//! position is visited and checked against quick mode's proofs.

use std::time::Instant;

use jadoube::arbiter::unwinnable::{Budget, Verdict, can_checkmate};
use shakmaty::{CastlingMode, Chess, Color, Position, Setup, fen::Fen};

const VECTOR: &str = include_str!("data/cha-test-vector.txt");
const LICHESS: &str = include_str!("data/lichess-timeouts-30k.txt");
const KNOWN_UNDECIDED: &str = include_str!("data/unwinnable-undecided.txt");

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

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
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
        let can = match parts.next() {
            Some("can_mate") => true,
            Some("cannot_mate") => false,
            other => panic!("line {}: bad verdict {other:?}", i + 1),
        };
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

/// Is this question one the full analysis is known to leave undecided?
fn known_undecided(case: &Case) -> bool {
    KNOWN_UNDECIDED.lines().any(|l| {
        l.split_once(' ')
            .is_some_and(|(side, fen)| side == colour_name(case.winner) && fen.trim() == case.fen)
    })
}

/// Every `step`-th case (`UNWINNABLE_TEST_STEP` overrides `step`).
fn sample(cases: Vec<Case>, step: usize) -> Vec<Case> {
    let step = std::env::var("UNWINNABLE_TEST_STEP")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(step)
        .max(1);
    cases.into_iter().step_by(step).collect()
}

#[derive(Default, Debug)]
struct Tally {
    wrong: Vec<String>,
    undecided: Vec<String>,
    unexpected_undecided: Vec<String>,
    decided: usize,
}

/// Runs every case, checking each `CanMate` line.
fn check(cases: &[Case], budget: Budget) -> Tally {
    let mut tally = Tally::default();
    let start = Instant::now();
    for case in cases {
        let verdict = can_checkmate(&case.setup, case.winner, budget);
        let what = format!("line {}: {:?} in {}", case.line, case.winner, case.fen);
        match verdict {
            Verdict::CanMate(line) => {
                audit_line(&case.setup, case.winner, &line, &what);
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
            Verdict::Undecided => {
                if budget == Budget::Full && !known_undecided(case) {
                    tally.unexpected_undecided.push(what.clone());
                }
                tally.undecided.push(what);
            }
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
    tally
}

/// Replays `line` with shakmaty (independently of the analysis), checks it
/// ends in mate by `winner`, and that quick mode never calls a position on
/// it unwinnable for `winner`.
fn audit_line(setup: &Setup, winner: Color, line: &[shakmaty::Move], what: &str) {
    let Ok(mut pos) = setup.clone().position::<Chess>(CastlingMode::Chess960) else {
        return; // raw boards are checked in the unit tests
    };
    for (i, m) in line.iter().enumerate() {
        assert_ne!(
            can_checkmate(
                &pos.to_setup(shakmaty::EnPassantMode::Legal),
                winner,
                Budget::Quick
            ),
            Verdict::CannotMate,
            "{what}: position {i} of the mating line said unwinnable"
        );
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
    assert!(tally.decided > 1_200, "only {} decided", tally.decided);
}

#[test]
fn test_vector_full_is_never_wrong_and_decides_all_but_the_known() {
    let tally = check(&sample(vector_cases(), 20), Budget::Full);
    assert!(tally.wrong.is_empty(), "wrong answers: {:#?}", tally.wrong);
    assert!(
        tally.unexpected_undecided.is_empty(),
        "undecided (not in tests/data/unwinnable-undecided.txt): {:#?}",
        tally.unexpected_undecided
    );
}

#[test]
fn lichess_quick_is_never_wrong() {
    let cases = lichess_cases();
    assert_eq!(cases.len(), 30_000);
    let quick = check(&cases, Budget::Quick);
    assert!(quick.wrong.is_empty(), "wrong answers: {:#?}", quick.wrong);
    // Quick mode finds no mates: the dead positions are what it decides.
    assert!(quick.decided >= 2, "{quick:?}");
}

#[test]
fn lichess_full_agrees_with_the_reference() {
    let cases = sample(lichess_cases(), 100);
    let full = check(&cases, Budget::Full);
    assert!(full.wrong.is_empty(), "wrong answers: {:#?}", full.wrong);
    assert!(
        full.undecided.is_empty(),
        "undecided: {:#?}",
        full.undecided
    );
    // The three lichess positions the reference calls dead, whatever the
    // sample.
    let dead: Vec<Case> = lichess_cases().into_iter().filter(|c| !c.can).collect();
    assert_eq!(dead.len(), 3);
    let tally = check(&dead, Budget::Full);
    assert_eq!(tally.decided, 3, "{tally:?}");
}

#[test]
fn the_known_undecided_list_is_well_formed() {
    let vector = vector_cases();
    for line in KNOWN_UNDECIDED
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (side, fen) = line.split_once(' ').expect("`white|black FEN`");
        assert!(side == "white" || side == "black", "{line}");
        assert!(
            vector
                .iter()
                .any(|c| c.fen == fen.trim() && colour_name(c.winner) == side),
            "not a question of the vector: {line}"
        );
    }
}

/// Every position reachable from `fen` (at most `limit`), with the indices
/// of its successors.
fn component(fen: &str, limit: usize) -> (Vec<Chess>, Vec<Vec<usize>>) {
    use std::collections::HashMap;
    let key = |pos: &Chess| {
        let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
        setup.halfmoves = 0;
        setup.fullmoves = std::num::NonZeroU32::MIN;
        setup
    };
    let root: Chess = parse_fen(fen)
        .position(CastlingMode::Standard)
        .expect("a legal position");
    let mut index: HashMap<Setup, usize> = HashMap::new();
    index.insert(key(&root), 0);
    let mut positions = vec![root];
    let mut next = Vec::new();
    let mut at = 0;
    while at < positions.len() {
        let mut succ = Vec::new();
        for m in positions[at].legal_moves() {
            let mut after = positions[at].clone();
            after.play_unchecked(m);
            let k = key(&after);
            let i = *index.entry(k).or_insert_with(|| {
                positions.push(after);
                positions.len() - 1
            });
            succ.push(i);
        }
        next.push(succ);
        at += 1;
        assert!(positions.len() <= limit, "{fen}: too many positions");
    }
    (positions, next)
}

/// An oracle for the static analysis where every reachable position can be
/// visited: in small locked positions (those the game-ending captures and
/// the loser's-last-move rule were made for, and variants where they must
/// not apply), no position quick mode calls unwinnable for a side may lead
/// to a mate by that side; and the dead roots are proved dead.
#[test]
fn quick_proofs_agree_with_every_reachable_position() {
    // The FEN, whether White, Black can mate from it, and whether quick
    // mode proves it dead.
    for (fen, can, proved_dead) in [
        // Kxg2 and Kxh5 stalemate White; Black mates nowhere.
        ("8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 b - -", [false, false], true),
        // Black's king shuttles on a5 and a6; Kxb7 and Kxa4 stalemate.
        ("8/1p6/1PpB4/k1P5/p1P5/P7/5K2/8 w - -", [false, false], true),
        // The kings already stand for a mate on a5 (a raw board), but the
        // bishop is not in time: Black is stalemated. Not proved (the
        // analysis must allow a mate at once), but never wrongly.
        ("8/Kp6/1PpB4/k1P5/p1P5/P7/8/8 w - -", [false, false], false),
        // Bd2# at once; after any other move Black's king may step to a6
        // and the mate never comes back.
        ("8/Kp6/1Pp5/k1P5/p1P2B2/P7/8/8 w - -", [true, false], false),
        // Black's king, in check from b5, must leave a6 now (a5 is next to
        // White's king) and never comes back: the kings stay apart.
        (
            "8/8/kp1p1p2/1PpP1Pp1/K1P3P1/8/8/8 b - -",
            [false, false],
            true,
        ),
        // Black's king may take g2 (White's king still shuttles h4-h5), but
        // taking g3 then stalemates White: g2 never moves, g3 stays.
        ("8/7p/k4p1P/5p1K/5Pp1/6P1/6P1/8 w - -", [false, false], true),
    ] {
        let (positions, next) = component(fen, 400_000);
        for (winner, can) in Color::ALL.into_iter().zip(can) {
            // Which positions lead to a mate by `winner`? Iterate to the
            // fixed point.
            let mut leads: Vec<bool> = positions
                .iter()
                .map(|p| p.is_checkmate() && p.turn() != winner)
                .collect();
            let mut changed = true;
            while changed {
                changed = false;
                for i in 0..positions.len() {
                    if !leads[i] && next[i].iter().any(|&j| leads[j]) {
                        leads[i] = true;
                        changed = true;
                    }
                }
            }
            assert_eq!(leads[0], can, "{fen}: can {winner:?} mate?");
            let mut proved = 0;
            for (i, pos) in positions.iter().enumerate() {
                let setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
                if can_checkmate(&setup, winner, Budget::Quick) == Verdict::CannotMate {
                    assert!(
                        !leads[i],
                        "{fen}: {winner:?} can mate from {} yet it was proved impossible",
                        Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                    );
                    proved += 1;
                }
            }
            eprintln!(
                "{fen} {winner:?}: {} positions, {} lead to a mate, {proved} proved dead",
                positions.len(),
                leads.iter().filter(|&&l| l).count()
            );
            if proved_dead {
                assert_eq!(
                    can_checkmate(&parse_fen(fen), winner, Budget::Quick),
                    Verdict::CannotMate,
                    "{fen}: {winner:?} not proved dead"
                );
            }
        }
    }
}
