//! Rule sets: what an illegal move costs (laws.md section 3, "Rule sets"),
//! and who acts on it (supervision).

use serde::{Deserialize, Serialize};

/// Who acts on an illegal move, and until when (laws.md section 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Supervision {
    /// Every completed illegal move is corrected, however late (standard
    /// play; rapid under A.4; blitz under B.2).
    #[default]
    Full,
    /// A.5.2: the illegal move stands once the opponent has completed a move
    /// without it being corrected.
    Claim,
}

impl Supervision {
    pub fn name(self) -> &'static str {
        match self {
            Supervision::Full => "full",
            Supervision::Claim => "claim",
        }
    }
}

/// One press line (the player to move pressed) or one per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockMode {
    #[default]
    Single,
    Dual,
}

/// The castling convention of the start position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    #[default]
    Standard,
    Chess960,
}

/// What an illegal move costs under one set of rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// The name used in traces, the configuration and the screen.
    pub name: String,
    /// Extra time for the opponent, in seconds, for each illegal move that
    /// does not lose (0: none).
    pub extra_seconds: u32,
    /// The illegal move (counted per player) that loses the game; `None`:
    /// illegal moves never lose.
    pub loses_at: Option<u32>,
    /// The article applied, for the arbiter's screen.
    pub article: String,
    /// The supervision this rule set is normally played under; a trace or
    /// the configuration may say otherwise.
    #[serde(default)]
    pub supervision: Supervision,
}

struct Builtin {
    name: &'static str,
    extra_seconds: u32,
    loses_at: Option<u32>,
    article: &'static str,
    supervision: Supervision,
}

/// The table of laws.md section 3.
const BUILTIN: &[Builtin] = &[
    Builtin {
        name: "fide-2023-standard",
        extra_seconds: 120,
        loses_at: Some(2),
        article: "7.5.5",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2023-rapid",
        extra_seconds: 60,
        loses_at: Some(2),
        article: "A.3, 7.5.5",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2023-blitz",
        extra_seconds: 60,
        loses_at: Some(2),
        article: "B.3, A.3, 7.5.5",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2018-standard",
        extra_seconds: 120,
        loses_at: Some(2),
        article: "7.5.5 (2018)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2018-rapid",
        extra_seconds: 120,
        loses_at: Some(2),
        article: "A.4.2, 7.5.5 (2018)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2018-blitz",
        extra_seconds: 60,
        loses_at: Some(2),
        article: "B.2, 7.5.5 (2018)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2014-standard",
        extra_seconds: 120,
        loses_at: Some(2),
        article: "7.5.2 (2014)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2014-rapid",
        extra_seconds: 0,
        loses_at: Some(1),
        article: "A.4.2 (2014)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2014-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
        article: "B.4, A.4.2 (2014)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2009-standard",
        extra_seconds: 120,
        loses_at: Some(3),
        article: "7.4(b) (2009)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2009-rapid",
        extra_seconds: 120,
        loses_at: Some(3),
        article: "B.6, 7.4(b) (2009)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2009-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
        article: "C.3 (2009)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "uscf-standard",
        extra_seconds: 120,
        loses_at: None,
        article: "USCF 1C2a, 11D",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "uscf-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
        article: "USCF 7D (blitz)",
        supervision: Supervision::Full,
    },
];

impl RuleSet {
    /// The default rule set of traces and of the configuration.
    pub const DEFAULT_NAME: &'static str = "fide-2023-standard";

    /// A built-in rule set by its name.
    pub fn builtin(name: &str) -> Option<RuleSet> {
        BUILTIN.iter().find(|b| b.name == name).map(|b| RuleSet {
            name: b.name.to_string(),
            extra_seconds: b.extra_seconds,
            loses_at: b.loses_at,
            article: b.article.to_string(),
            supervision: b.supervision,
        })
    }

    /// The names of the built-in rule sets, in table order.
    pub fn builtin_names() -> impl Iterator<Item = &'static str> {
        BUILTIN.iter().map(|b| b.name)
    }

    /// Does the `count`-th illegal move of a player lose the game?
    pub fn loses(&self, count: u32) -> bool {
        self.loses_at.is_some_and(|n| count >= n)
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::builtin(RuleSet::DEFAULT_NAME).expect("the default rule set is built in")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_of_the_laws() {
        let r = RuleSet::builtin("fide-2023-standard").unwrap();
        assert_eq!((r.extra_seconds, r.loses_at), (120, Some(2)));
        assert!(!r.loses(1) && r.loses(2) && r.loses(3));
        let r = RuleSet::builtin("fide-2023-rapid").unwrap();
        assert_eq!((r.extra_seconds, r.loses_at), (60, Some(2)));
        let r = RuleSet::builtin("fide-2014-blitz").unwrap();
        assert!(r.loses(1));
        let r = RuleSet::builtin("fide-2009-standard").unwrap();
        assert!(!r.loses(2) && r.loses(3));
        let r = RuleSet::builtin("uscf-standard").unwrap();
        assert!(!r.loses(100));
        assert!(RuleSet::builtin("fide-2031-standard").is_none());
        assert_eq!(RuleSet::builtin_names().count(), 14);
    }
}
