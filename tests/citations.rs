//! Issue 31: every citation of every edition, pinned. The engine and the
//! catalogues name the articles of the 2023 Laws; a rule set of an older
//! edition cites that edition's numbers (`Edition::cite`, `words::cite_in`),
//! and each rule set's own penalty article is written as its edition
//! writes it. Sources: `docs/language-review-answers.md`, "Note on the
//! editions" (the 2009 Laws, in force from 1 July 2009: Appendix A
//! Rapidplay, A.4 c; Appendix B Blitz, B.3 c; Article 13 the arbiter).

use jadoube::arbiter::rules::{Edition, RuleSet};
use jadoube::words::cite_in;

/// Every article of the 2023 Laws the engine's events and the catalogues
/// cite, and its citation under the 2018, 2014 and 2009 rule sets (`2023`:
/// the edition has no such rule, the 2023 article is cited as such).
const ARTICLES: &[(&str, &str, &str, &str)] = &[
    ("1.4.1", "1.4.1 (2018)", "1.4.1 (2014)", "1.2 (2009)"),
    ("3.7", "3.7 (2018)", "3.7 (2014)", "3.7 (2009)"),
    ("3.7.1", "3.7.1 (2018)", "3.7 a (2014)", "3.7 a (2009)"),
    ("3.7.2", "3.7.2 (2018)", "3.7 b (2014)", "3.7 b (2009)"),
    ("3.7.3", "3.7.3 (2018)", "3.7 c (2014)", "3.7 c (2009)"),
    ("3.7.4.1", "3.7.4.1 (2018)", "3.7 d (2014)", "3.7 d (2009)"),
    ("3.7.4.2", "3.7.4.2 (2018)", "3.7 d (2014)", "3.7 d (2009)"),
    ("3.7.5.1", "3.7.5.1 (2018)", "3.7 e (2014)", "3.7 e (2009)"),
    ("3.7.5.2", "3.7.5.2 (2018)", "3.7 e (2014)", "3.7 e (2009)"),
    ("3.8.1", "3.8.1 (2018)", "3.8 a (2014)", "3.8 a (2009)"),
    ("3.8.2", "3.8.2 (2018)", "3.8 b (2014)", "3.8 b (2009)"),
    ("3.10.1", "3.10.1 (2018)", "3.10 a (2014)", "3.10 a (2009)"),
    ("3.10.2", "3.10.2 (2018)", "3.10 b (2014)", "3.10 b (2009)"),
    ("4.2.1", "4.2.1 (2018)", "4.2 (2014)", "4.2 (2009)"),
    ("4.3.1", "4.3.1 (2018)", "4.3 a (2014)", "4.3 a (2009)"),
    ("4.3.2", "4.3.2 (2018)", "4.3 b (2014)", "4.3 b (2009)"),
    ("4.3.3", "4.3.3 (2018)", "4.3 c (2014)", "4.3 c (2009)"),
    ("4.4.1", "4.4.1 (2018)", "4.4 a (2014)", "4.4 a (2009)"),
    ("4.4.2", "4.4.2 (2018)", "4.4 b (2014)", "4.4 b (2009)"),
    ("4.4.3", "4.4.3 (2018)", "4.4 c (2014)", "4.4 c (2009)"),
    ("4.4.4", "4.4.4 (2018)", "4.4 d (2014)", "4.4 d (2009)"),
    ("4.5", "4.5 (2018)", "4.5 (2014)", "4.5 (2009)"),
    ("5.1", "5.1 (2018)", "5.1 (2014)", "5.1 (2009)"),
    ("5.1.1", "5.1.1 (2018)", "5.1 a (2014)", "5.1 a (2009)"),
    ("5.1.2", "5.1.2 (2018)", "5.1 b (2014)", "5.1 b (2009)"),
    ("5.2", "5.2 (2018)", "5.2 (2014)", "5.2 (2009)"),
    ("5.2.1", "5.2.1 (2018)", "5.2 a (2014)", "5.2 a (2009)"),
    ("5.2.2", "5.2.2 (2018)", "5.2 b (2014)", "5.2 b (2009)"),
    ("5.2.3", "5.2.3 (2018)", "5.2 c (2014)", "5.2 c (2009)"),
    ("6.9", "6.9 (2018)", "6.9 (2014)", "6.9 (2009)"),
    ("7.2.1", "7.2.1 (2018)", "7.2 a (2014)", "7.1 a (2009)"),
    ("7.4", "7.4 (2018)", "7.4 a (2014)", "7.3 (2009)"),
    ("7.5.1", "7.5.1 (2018)", "7.5 a (2014)", "7.4 a (2009)"),
    ("7.5.2", "7.5.2 (2018)", "7.5 a (2014)", "7.5.2 (2023)"),
    ("7.5.3", "7.5.3 (2018)", "7.5.3 (2023)", "7.5.3 (2023)"),
    ("7.5.5", "7.5.5 (2018)", "7.5 b (2014)", "7.4 b (2009)"),
    ("7.6", "7.6 (2018)", "7.6 (2014)", "7.5 (2009)"),
    ("9.6.1", "9.6.1 (2018)", "9.6 a (2014)", "9.6.1 (2023)"),
    ("9.6.2", "9.6.2 (2018)", "9.6 b (2014)", "9.6.2 (2023)"),
    ("12.1", "12.1 (2018)", "12.1 (2014)", "13.1 (2009)"),
    ("A.5.2", "A.4.2 (2018)", "A.4 b (2014)", "A.5.2 (2023)"),
    ("A.5.3", "A.5.3 (2023)", "A.5.3 (2023)", "A.5.3 (2023)"),
];

#[test]
fn every_article_is_cited_in_the_numbering_of_each_edition() {
    for &(a, e2018, e2014, e2009) in ARTICLES {
        assert_eq!(Edition::Fide2023.cite(a), a);
        assert_eq!(Edition::Uscf.cite(a), a);
        assert_eq!(Edition::Fide2018.cite(a), e2018, "2018, {a}");
        assert_eq!(Edition::Fide2014.cite(a), e2014, "2014, {a}");
        assert_eq!(Edition::Fide2009.cite(a), e2009, "2009, {a}");
        // And in a sentence, as the screens and the terminal write it
        // (where the 3.10.1 an illegal move records is read as 3.10.2,
        // which defines it: the language review's es-5).
        let read = if a == "3.10.1" {
            "3.10 b (2009)"
        } else {
            e2009
        };
        assert_eq!(
            cite_in(&format!("(Art. {a})"), Edition::Fide2009),
            format!("(Art. {read})")
        );
    }
}

/// Every built-in rule set: the penalty article it records (in journals:
/// kept as it is) and the citation a person reads.
const RULE_SETS: &[(&str, &str, &str)] = &[
    ("fide-2023-standard", "7.5.5", "Art. 7.5.5"),
    ("fide-2023-rapid", "A.3, 7.5.5", "Art. A.3, 7.5.5"),
    ("fide-2023-blitz", "B.3, A.3, 7.5.5", "Art. B.3, A.3, 7.5.5"),
    ("fide-2018-standard", "7.5.5 (2018)", "Art. 7.5.5 (2018)"),
    (
        "fide-2018-rapid",
        "A.4.2, 7.5.5 (2018)",
        "Art. A.4.2, 7.5.5 (2018)",
    ),
    (
        "fide-2018-blitz",
        "B.2, 7.5.5 (2018)",
        "Art. B.2, 7.5.5 (2018)",
    ),
    ("fide-2014-standard", "7.5.2 (2014)", "Art. 7.5 b (2014)"),
    ("fide-2014-rapid", "A.4.2 (2014)", "Art. A.4 b (2014)"),
    (
        "fide-2014-blitz",
        "B.4, A.4.2 (2014)",
        "Art. B.4, A.4 b (2014)",
    ),
    ("fide-2009-standard", "7.4(b) (2009)", "Art. 7.4 b (2009)"),
    (
        "fide-2009-rapid",
        "A.4 c, 7.4 b (2009)",
        "Art. A.4 c, 7.4 b (2009)",
    ),
    ("fide-2009-blitz", "B.3 c (2009)", "Art. B.3 c (2009)"),
    ("uscf-standard", "USCF 1C2a, 11D", "Art. USCF 1C2a, 11D"),
    ("uscf-blitz", "USCF 7D (blitz)", "Art. USCF 7D (blitz)"),
];

#[test]
fn every_rule_set_cites_its_penalty_as_its_edition_writes_it() {
    let names: Vec<&str> = RuleSet::builtin_names().collect();
    assert_eq!(
        names,
        RULE_SETS.iter().map(|r| r.0).collect::<Vec<_>>(),
        "a rule set added or removed: pin its citation here"
    );
    for &(name, recorded, read) in RULE_SETS {
        let r = RuleSet::builtin(name).unwrap();
        assert_eq!(r.article, recorded, "{name}");
        assert_eq!(cite_in(&format!("Art. {recorded}"), r.edition()), read);
    }
}

#[test]
fn the_citations_journals_of_earlier_releases_recorded_are_read_as_corrected() {
    // Earlier releases recorded the 2005 appendices' numbers for the 2009
    // rapid and blitz rule sets; a journal keeps them, a person reads the
    // 2009 numbers.
    let e = Edition::Fide2009;
    for (recorded, read) in [
        ("Art. B.6, 7.4(b) (2009)", "Art. A.4 c, 7.4 b (2009)"),
        ("Art. C.3 (2009)", "Art. B.3 c (2009)"),
        ("Art. 7.4(b) (2009)", "Art. 7.4 b (2009)"),
    ] {
        assert_eq!(cite_in(recorded, e), read);
    }
}
