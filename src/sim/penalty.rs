//! What an illegal move costs: the rule-set table of `shared/spec/laws.md`
//! section 3, copied here on purpose so that the oracle does not share the
//! engine's table (a unit test checks that both know the same names).

use serde_json::{Value, json};
use shakmaty::{Chess, Color, EnPassantMode, Position};

use crate::arbiter::unwinnable::{Budget, Verdict, can_checkmate};

use super::expect::color_name;

/// One row of the table: extra seconds for the opponent while the move does
/// not lose, and the illegal move (counted per player) that loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleRow {
    pub name: &'static str,
    pub extra_seconds: u32,
    pub loses_at: Option<u32>,
}

/// laws.md section 3, "Rule sets".
pub const RULES: &[RuleRow] = &[
    RuleRow {
        name: "fide-2023-standard",
        extra_seconds: 120,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2023-rapid",
        extra_seconds: 60,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2023-blitz",
        extra_seconds: 60,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2018-standard",
        extra_seconds: 120,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2018-rapid",
        extra_seconds: 120,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2018-blitz",
        extra_seconds: 60,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2014-standard",
        extra_seconds: 120,
        loses_at: Some(2),
    },
    RuleRow {
        name: "fide-2014-rapid",
        extra_seconds: 0,
        loses_at: Some(1),
    },
    RuleRow {
        name: "fide-2014-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
    },
    RuleRow {
        name: "fide-2009-standard",
        extra_seconds: 120,
        loses_at: Some(3),
    },
    RuleRow {
        name: "fide-2009-rapid",
        extra_seconds: 120,
        loses_at: Some(3),
    },
    RuleRow {
        name: "fide-2009-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
    },
    RuleRow {
        name: "uscf-standard",
        extra_seconds: 120,
        loses_at: None,
    },
    RuleRow {
        name: "uscf-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
    },
];

/// The default of the trace format's `rules` header.
pub const DEFAULT_RULES: &str = "fide-2023-standard";

pub fn rule(name: &str) -> Option<RuleRow> {
    RULES.iter().copied().find(|r| r.name == name)
}

impl RuleRow {
    pub fn loses(&self, count: u32) -> bool {
        self.loses_at.is_some_and(|n| count >= n)
    }
}

/// The expected `penalty` object for `offender`'s `count`-th illegal move,
/// and the result when it ends the game.
///
/// Art. 7.5.5: the move that loses is a draw instead when the opponent cannot
/// checkmate by any series of legal moves from the position to restore
/// (asked with [`Budget::Press`], the bounded analysis the engine runs at the
/// press). An undecided analysis counts as "can mate": the engine then
/// reports the loss for the arbiter to confirm.
pub fn penalty(
    row: &RuleRow,
    count: u32,
    offender: Color,
    restore: &Chess,
) -> (Value, Option<&'static str>) {
    let opponent = !offender;
    if row.loses(count) {
        let setup = restore.to_setup(EnPassantMode::Legal);
        if can_checkmate(&setup, opponent, Budget::Press) == Verdict::CannotMate {
            let v = json!({"kind": "draw", "result": "1/2-1/2"});
            return (v, Some("1/2-1/2"));
        }
        let result = match opponent {
            Color::White => "1-0",
            Color::Black => "0-1",
        };
        let v = json!({"kind": "loss", "side": color_name(offender), "result": result});
        return (v, Some(result));
    }
    if row.extra_seconds > 0 {
        let v = json!({"kind": "time", "to": color_name(opponent), "seconds": row.extra_seconds});
        (v, None)
    } else {
        (json!({"kind": "none"}), None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::RuleSet;

    #[test]
    fn same_names_as_the_engine_table() {
        let ours: Vec<&str> = RULES.iter().map(|r| r.name).collect();
        let engine: Vec<&str> = RuleSet::builtin_names().collect();
        assert_eq!(ours, engine);
        assert!(rule(DEFAULT_RULES).is_some());
    }

    #[test]
    fn penalties_follow_the_count() {
        let pos = Chess::default();
        let std = rule("fide-2023-standard").unwrap();
        let (p, r) = penalty(&std, 1, Color::White, &pos);
        assert_eq!(p, json!({"kind": "time", "to": "black", "seconds": 120}));
        assert_eq!(r, None);
        let (p, r) = penalty(&std, 2, Color::White, &pos);
        assert_eq!(p["kind"], "loss");
        assert_eq!(r, Some("0-1"));
        let old = rule("fide-2009-standard").unwrap();
        assert_eq!(penalty(&old, 2, Color::Black, &pos).1, None);
        assert_eq!(penalty(&old, 3, Color::Black, &pos).1, Some("1-0"));
        let uscf = rule("uscf-standard").unwrap();
        assert_eq!(penalty(&uscf, 9, Color::Black, &pos).1, None);
    }

    #[test]
    fn bare_king_cannot_win_on_illegal_moves() {
        // Art. 7.5.5, as in the sample second-illegal-bare-king.
        let pos: Chess = "8/8/8/3k4/8/4K3/3P4/8 w - - 2 2"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let std = rule("fide-2023-standard").unwrap();
        let (p, r) = penalty(&std, 2, Color::White, &pos);
        assert_eq!(p, json!({"kind": "draw", "result": "1/2-1/2"}));
        assert_eq!(r, Some("1/2-1/2"));
    }
}
