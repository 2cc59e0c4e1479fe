//! Property: random legal games, carried out by a simulated hand with every
//! physical order, human timing and sensor glitches, replay to exactly the
//! game played, with no alert (only the touch-move advisories the
//! simulation deliberately committed).
//!
//! 1,000 games per run; more with `JADOUBE_PROPTEST_GAMES=20000`, others
//! with `JADOUBE_PROPTEST_SEED=N`. Failing games are written to
//! `$TMPDIR/jadoube-proptest/legal/`.

mod common;

use common::{Failures, first_seed, game_count};

#[test]
fn random_legal_games_replay_exactly() {
    let mut failures = Failures::new("legal");
    let first = first_seed();
    for i in 0..game_count(1000) {
        failures.run(&jadoube::sim::legal_game(first.wrapping_add(i)));
    }
    failures.finish();
}

#[test]
fn comparison_follows_the_conformance_check() {
    // The comparison itself must fail on what check.py rejects, or the
    // property above could not fail.
    use serde_json::json;
    let exp = vec![
        json!({"kind": "move", "side": "white", "uci": "e2e4", "san": "e4",
        "fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}),
    ];
    let mut got = vec![
        json!({"kind": "move", "t": 0.6, "side": "white", "uci": "e2e4", "san": "e4",
        "fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "number": 1}),
    ];
    assert_eq!(
        common::compare(&exp, &got),
        Ok(()),
        "extra fields and FEN tails are free"
    );
    got[0]["san"] = json!("e2e4");
    assert!(common::compare(&exp, &got).is_err());
    got[0]["san"] = json!("e4");
    got.push(json!({"kind": "touch_move", "side": "white", "touched": "g1", "moved": "e2"}));
    assert!(
        common::compare(&exp, &got).is_err(),
        "an extra decision fails"
    );
    assert!(
        common::compare(&exp, &[]).is_err(),
        "a missing decision fails"
    );
    let pen = vec![
        json!({"kind": "illegal", "touched": null, "penalty": {"kind": "time", "seconds": 120}}),
    ];
    let ok = vec![
        json!({"kind": "illegal", "penalty": {"kind": "time", "seconds": 120, "to": "black"}}),
    ];
    assert_eq!(
        common::compare(&pen, &ok),
        Ok(()),
        "a missing field equals null"
    );
    let bad = vec![
        json!({"kind": "illegal", "touched": "e2", "penalty": {"kind": "time", "seconds": 60}}),
    ];
    assert!(common::compare(&pen, &bad).is_err());
}
