//! Property: games with injected illegal moves of every reason, under every
//! built-in rule set and both supervisions, replay to exactly the expected
//! decisions: reason, count, penalty, position to restore, touched and
//! must_move, the restoration, the touch-move-compliant replacement, and
//! under `supervision claim` the illegal move left standing.
//!
//! 1,000 random games plus 40 per rule set per run; more with
//! `JADOUBE_PROPTEST_GAMES=N` (the random part). Failing games are written
//! to `$TMPDIR/jadoube-proptest/illegal/`.

mod common;

use common::{Failures, first_seed, game_count};

#[test]
fn games_with_illegal_moves_replay_exactly() {
    let mut failures = Failures::new("illegal");
    let first = first_seed();
    for i in 0..game_count(1000) {
        failures.run(&jadoube::sim::illegal_game(first.wrapping_add(i)));
    }
    failures.finish();
}

#[test]
fn every_rule_set_replays_exactly() {
    let mut failures = Failures::new("illegal");
    let first = first_seed();
    let per_rule = (game_count(1000) / 25).max(1);
    for row in jadoube::sim::RULES {
        for i in 0..per_rule {
            let game = jadoube::sim::illegal_game_under(first.wrapping_add(i), row.name)
                .expect("a built-in rule set");
            failures.run(&game);
        }
    }
    failures.finish();
}
