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
        // 2009, Appendix A (Rapidplay) A.4 c: under inadequate supervision
        // the arbiter rules on an illegal move only after the opponent's
        // claim; the penalty is the Competition Rules' 7.4 b.
        article: "A.4 c, 7.4 b (2009)",
        supervision: Supervision::Full,
    },
    Builtin {
        name: "fide-2009-blitz",
        extra_seconds: 0,
        loses_at: Some(1),
        // 2009, Appendix B (Blitz) B.3 c: the opponent may claim a win (a
        // draw if he cannot checkmate) before making his own move.
        article: "B.3 c (2009)",
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

/// The edition of the Laws a rule set follows: the article numbers its
/// texts cite. The engine and the catalogues name the articles of the 2023
/// Laws; [`Edition::cite`] turns one into the number of the edition in force,
/// so that an arbiter holding the 2009 text is sent to the right article.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edition {
    /// FIDE Laws in force from 1 January 2023 (and custom rule sets).
    Fide2023,
    /// FIDE Laws in force from 1 January 2018: the numbering of 2023 in the
    /// articles cited here, but for the rapid appendix (A.4.2).
    Fide2018,
    /// FIDE Laws in force from 1 July 2014: lettered paragraphs (7.5 a).
    Fide2014,
    /// FIDE Laws in force from 1 July 2009: lettered paragraphs, irregularities
    /// one number lower (restoring the position is 7.4 a; 7.5 is displaced
    /// pieces).
    Fide2009,
    /// USCF rules: their own numbering; FIDE articles are cited as 2023.
    Uscf,
}

impl Edition {
    /// The year written after an article of this edition: `(2009)`.
    pub fn year(self) -> Option<&'static str> {
        match self {
            Edition::Fide2018 => Some("2018"),
            Edition::Fide2014 => Some("2014"),
            Edition::Fide2009 => Some("2009"),
            Edition::Fide2023 | Edition::Uscf => None,
        }
    }

    /// The article of this edition for `article` of the 2023 Laws, without
    /// the year; `None` when this edition has no such rule (the 2023 article
    /// is then cited as such).
    pub fn article(self, article: &str) -> Option<String> {
        let old = match self {
            Edition::Fide2023 | Edition::Uscf => return Some(article.to_string()),
            Edition::Fide2018 => match article {
                // 2018, Appendix A.4.2: the arbiter acts only until the
                // opponent has completed the next move.
                "A.5.2" => "A.4.2",
                // The claim of a flag under `claim` (A.5.3 in 2023): not
                // checked in the 2018 text here, cited as 2023's.
                "A.5.3" => return None,
                a => a,
            },
            Edition::Fide2014 => match article {
                "7.2.1" => "7.2 a",
                "7.4" => "7.4 a",
                // 2014, 7.5 a: restore, including an unpromoted pawn; 7.5 b:
                // the penalty and its draw exception.
                "7.5.1" | "7.5.2" => "7.5 a",
                "7.5.5" => "7.5 b",
                "9.6.1" => "9.6 a",
                "9.6.2" => "9.6 b",
                "A.5.2" => "A.4 b",
                // Pressing the clock without a move became an illegal move
                // in 2017; A.5.3 (a flag under `claim`) not checked here.
                "7.5.3" | "A.5.3" => return None,
                a => lettered(a),
            },
            Edition::Fide2009 => match article {
                // 2009, 1.2: capturing the opponent's king is not allowed.
                "1.4.1" => "1.2",
                // 2009, Article 13 is the role of the arbiter (10 was the
                // quickplay finish; 2014 moved it to the guidelines).
                "12.1" => "13.1",
                "7.2.1" => "7.1 a",
                // Displaced pieces: 7.3 (by a player), 7.5 (found later).
                "7.4" => "7.3",
                "7.6" => "7.5",
                // 2009, 7.4 a: restore the position before the illegal move
                // (and 4.3 applies to the move replacing it); 7.4 b: two
                // minutes, the third illegal move loses, the draw exception.
                "7.5.1" => "7.4 a",
                "7.5.5" => "7.4 b",
                // Not in the 2009 Laws: the unpromoted pawn replaced by a
                // queen (2014), the press without a move (2017), the 75-move
                // and fivefold rules (2014), the claim-only rapid appendix as
                // the 2023 Laws word it.
                "7.5.2" | "7.5.3" | "9.6.1" | "9.6.2" | "A.5.2" | "A.5.3" => return None,
                a => lettered(a),
            },
        };
        Some(old.to_string())
    }

    /// `article` of the 2023 Laws as this edition's citation: `7.4 a (2009)`,
    /// or `7.5.3 (2023)` when the edition has no such rule.
    pub fn cite(self, article: &str) -> String {
        match (self.year(), self.article(article)) {
            (None, _) => article.to_string(),
            (Some(year), Some(a)) => format!("{a} ({year})"),
            (Some(_), None) => format!("{article} (2023)"),
        }
    }
}

/// Articles 3 to 5 as the 2009 and 2014 Laws number them: lettered
/// paragraphs (3.7 a, 4.3 b) where 2023 numbers them (3.7.1, 4.3.2).
fn lettered(article: &str) -> &str {
    match article {
        "3.7.1" => "3.7 a",
        "3.7.2" => "3.7 b",
        "3.7.3" => "3.7 c",
        "3.7.4.1" | "3.7.4.2" => "3.7 d",
        "3.7.5.1" | "3.7.5.2" => "3.7 e",
        "3.8.1" => "3.8 a",
        "3.8.2" => "3.8 b",
        "3.10.1" => "3.10 a",
        "3.10.2" => "3.10 b",
        "4.2.1" => "4.2",
        "4.3.1" => "4.3 a",
        "4.3.2" => "4.3 b",
        "4.3.3" => "4.3 c",
        "4.4.1" => "4.4 a",
        "4.4.2" => "4.4 b",
        "4.4.3" => "4.4 c",
        "4.4.4" => "4.4 d",
        "5.1.1" => "5.1 a",
        // Resignation (5.1 b), the draw agreed (5.2 c).
        "5.1.2" => "5.1 b",
        "5.2.1" => "5.2 a",
        "5.2.2" => "5.2 b",
        "5.2.3" => "5.2 c",
        a => a,
    }
}

/// The rule sets' own penalty articles as journals record them (kept, so
/// that the journals of earlier releases still verify) and as their edition
/// writes them: the 2014 Laws letter their paragraphs (7.5 b, A.4 b); the
/// 2009 Laws put Rapidplay in Appendix A and Blitz in Appendix B (earlier
/// releases cited B.6 and C.3, the numbers of the 2005 appendices, in which
/// B was Rapidplay and C Blitz). Applied in this order: the longer first.
pub const CITATION_FIXES: &[(&str, &str)] = &[
    ("B.6, 7.4(b) (2009)", "A.4 c, 7.4 b (2009)"),
    ("C.3 (2009)", "B.3 c (2009)"),
    ("7.4(b) (2009)", "7.4 b (2009)"),
    ("7.5.2 (2014)", "7.5 b (2014)"),
    ("A.4.2 (2014)", "A.4 b (2014)"),
];

impl RuleSet {
    /// The edition of the Laws this rule set follows, from its name
    /// (`fide-2009-rapid`: 2009); a rule set of the configuration follows
    /// 2023.
    pub fn edition(&self) -> Edition {
        Edition::of(&self.name)
    }
}

impl Edition {
    /// The edition of the rule set named `n`.
    pub fn of(n: &str) -> Edition {
        if n.starts_with("fide-2009") {
            Edition::Fide2009
        } else if n.starts_with("fide-2014") {
            Edition::Fide2014
        } else if n.starts_with("fide-2018") {
            Edition::Fide2018
        } else if n.starts_with("uscf") {
            Edition::Uscf
        } else {
            Edition::Fide2023
        }
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

    #[test]
    fn every_rule_set_cites_its_own_edition() {
        let cite = |rules: &str, a: &str| RuleSet::builtin(rules).unwrap().edition().cite(a);
        // 2009: restoring is 7.4 a, the penalty 7.4 b; 7.5 is displaced pieces.
        assert_eq!(cite("fide-2009-standard", "7.5.1"), "7.4 a (2009)");
        assert_eq!(cite("fide-2009-rapid", "7.5.5"), "7.4 b (2009)");
        assert_eq!(cite("fide-2009-blitz", "7.6"), "7.5 (2009)");
        assert_eq!(cite("fide-2009-standard", "4.3.1"), "4.3 a (2009)");
        assert_eq!(cite("fide-2009-standard", "4.2.1"), "4.2 (2009)");
        // No 7.5.3 in 2009 or 2014: the press without a move is a 2017 rule.
        assert_eq!(cite("fide-2009-standard", "7.5.3"), "7.5.3 (2023)");
        assert_eq!(cite("fide-2014-standard", "7.5.3"), "7.5.3 (2023)");
        assert_eq!(cite("fide-2014-standard", "7.5.1"), "7.5 a (2014)");
        assert_eq!(cite("fide-2018-rapid", "A.5.2"), "A.4.2 (2018)");
        assert_eq!(cite("fide-2018-standard", "7.5.1"), "7.5.1 (2018)");
        assert_eq!(cite("fide-2023-standard", "7.5.1"), "7.5.1");
        assert_eq!(cite("uscf-standard", "4.3.1"), "4.3.1");
        // The rule set's own penalty article is of its edition already.
        for name in RuleSet::builtin_names() {
            let r = RuleSet::builtin(name).unwrap();
            if let Some(year) = r.edition().year() {
                assert!(
                    r.article.ends_with(&format!("({year})")),
                    "{name}: {}",
                    r.article
                );
            }
        }
    }
}
