//! The languages of what people read: one Project Fluent catalogue per
//! language (`src/i18n/*.ftl`), compiled into the program. Plurals,
//! ordinals and the forms of words are chosen by the catalogues (Fluent
//! selectors on the CLDR plural rules of `fluent-bundle`), not by the code.
//!
//! Only what players, arbiters and organisers read is here: the screen,
//! decisions on the terminal, PGN comments, the round summary, the demo,
//! the command line's help and errors. The JSON contract and the journal
//! hold codes; logs, for administrators, stay in English.
//!
//! ```
//! use jadoube::i18n::{Lang, tr};
//! assert_eq!(tr(Lang::Es).msg("side", &[("side", "white".into())]), "Blancas");
//! assert_eq!(Lang::from_locale(&[None, Some("pt_BR.UTF-8"), None]), Lang::Pt);
//! ```

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentValue as Arg;

/// A language with a complete catalogue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
    Pt,
    Fr,
    De,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::Pt, Lang::Fr, Lang::De];

    /// The ISO 639-1 code: `en`, `es`, `pt`, `fr`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language of a code or a locale name: `es`, `pt-BR`,
    /// `fr_FR.UTF-8`, `de_DE@euro`. `None` for any other language, and for
    /// `C` and `POSIX`.
    pub fn parse(s: &str) -> Option<Lang> {
        let lang = s
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == lang)
    }

    /// The language of the system locale, from the values of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` in that order (the first one set and not
    /// empty decides, as for gettext); English when it is not one of ours.
    pub fn from_locale(vars: &[Option<&str>]) -> Lang {
        vars.iter()
            .flatten()
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::parse(v))
            .unwrap_or_default()
    }

    /// The language's name in itself: `Español`, for a choice of languages.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Pt => "Português",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The language a browser asks for first among ours, from an HTTP
    /// `Accept-Language` header (`pt-BR,pt;q=0.9,en;q=0.5`): the ranges
    /// by their `q` (1 when absent; 0 refuses), in order for equal ones;
    /// `*` is no language in particular. `None` when none is ours.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut ranges: Vec<(u32, usize, Lang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut fields = part.split(';');
                let tag = fields.next()?.trim();
                let q = fields
                    .filter_map(|f| f.trim().strip_prefix("q="))
                    .next()
                    .map_or(Some(1000), |q| {
                        q.trim()
                            .parse::<f32>()
                            .ok()
                            .filter(|q| (0.0..=1.0).contains(q))
                            .map(|q| (q * 1000.0).round() as u32)
                    })?;
                let lang = Lang::parse(tag)?;
                (q > 0).then_some((q, i, lang))
            })
            .collect();
        ranges.sort_by_key(|&(q, i, _)| (std::cmp::Reverse(q), i));
        ranges.first().map(|&(_, _, l)| l)
    }

    /// The catalogue's Fluent source.
    pub fn catalogue(self) -> &'static str {
        match self {
            Lang::En => include_str!("en.ftl"),
            Lang::Es => include_str!("es.ftl"),
            Lang::Pt => include_str!("pt.ftl"),
            Lang::Fr => include_str!("fr.ftl"),
            Lang::De => include_str!("de.ftl"),
        }
    }
}

/// The one way every command chooses the language of what people read:
/// `--lang` (`flag`), else the configuration's `display.language`
/// (`configured`), else the system locale (`locale`: the values of
/// `LC_ALL`, `LC_MESSAGES`, `LANG`, see [`locale_vars`]), else English
/// (`docs/display.md`, "Languages").
///
/// ```
/// use jadoube::i18n::{Lang, choose};
/// let locale = [None, None, Some("pt_BR.UTF-8")];
/// assert_eq!(choose(Some(Lang::De), Some(Lang::Fr), &locale), Lang::De);
/// assert_eq!(choose(None, Some(Lang::Fr), &locale), Lang::Fr);
/// assert_eq!(choose(None, None, &locale), Lang::Pt);
/// assert_eq!(choose(None, None, &[None, None, None]), Lang::En);
/// ```
pub fn choose(flag: Option<Lang>, configured: Option<Lang>, locale: &[Option<&str>]) -> Lang {
    flag.or(configured)
        .unwrap_or_else(|| Lang::from_locale(locale))
}

/// The values of `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order, for
/// [`choose`] and [`Lang::from_locale`].
pub fn locale_vars() -> [Option<String>; 3] {
    ["LC_ALL", "LC_MESSAGES", "LANG"].map(|v| std::env::var(v).ok())
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// A code (`es`) or a locale name (`es_ES.UTF-8`); the error lists the
    /// languages there are.
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::parse(s).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            format!("unknown language `{s}`: expected {}", codes.join(", "))
        })
    }
}

impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// The catalogue of one language, with English behind it for a message it
/// lacks (a test keeps every catalogue complete).
pub struct Tr {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<&'static Tr>,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tr({})", self.lang)
    }
}

fn build(lang: Lang) -> Tr {
    let id = lang
        .code()
        .parse()
        .expect("a language code is a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the screen's font has no
    // glyph for them and the text is never right-to-left.
    bundle.set_use_isolating(false);
    bundle.add_builtins().expect("NUMBER is added once");
    let resource = FluentResource::try_new(lang.catalogue().to_string())
        .unwrap_or_else(|(_, errors)| panic!("src/i18n/{lang}.ftl: {errors:?}"));
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("src/i18n/{lang}.ftl: {errors:?}"));
    Tr {
        lang,
        bundle,
        fallback: (lang != Lang::En).then(|| tr(Lang::En)),
    }
}

/// The catalogue of `lang` (parsed once).
pub fn tr(lang: Lang) -> &'static Tr {
    static CATALOGUES: [OnceLock<Tr>; 5] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let i = Lang::ALL.iter().position(|l| *l == lang).expect("listed");
    CATALOGUES[i].get_or_init(|| build(lang))
}

impl Tr {
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Does this catalogue itself have message `id`?
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Message `id` with its arguments; a message this catalogue lacks comes
    /// from English, one that no catalogue has is its id.
    pub fn msg(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return match self.fallback {
                Some(en) => en.msg(id, args),
                None => id.to_string(),
            };
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    }

    /// Message `id` without arguments.
    pub fn t(&self, id: &str) -> String {
        self.msg(id, &[])
    }

    /// The errors of formatting message `id` (a missing argument, an
    /// unknown reference): for the catalogue tests.
    pub fn errors(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Vec<String> {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return vec![format!("{}: no message `{id}`", self.lang)];
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        let _ = self
            .bundle
            .format_pattern(pattern, Some(&fargs), &mut errors);
        errors
            .iter()
            .map(|e| format!("{}: {id}: {e:?}", self.lang))
            .collect()
    }

    /// The ids of the messages of this catalogue, in file order.
    pub fn ids(&self) -> Vec<String> {
        message_ids(self.lang.catalogue())
    }
}

/// The message ids defined in an FTL source (terms, `-name`, left out).
fn message_ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|l| {
            let (id, _) = l.split_once(" =")?;
            let ok = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then(|| id.to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_from_codes_and_locales() {
        assert_eq!(Lang::parse("es"), Some(Lang::Es));
        assert_eq!(Lang::parse("pt-BR"), Some(Lang::Pt));
        assert_eq!(Lang::parse("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::parse("de_DE@euro"), Some(Lang::De));
        assert_eq!(Lang::parse("C"), None);
        assert_eq!(Lang::parse("it_IT.UTF-8"), None);
        // LC_ALL, then LC_MESSAGES, then LANG; an empty one is not set.
        assert_eq!(
            Lang::from_locale(&[Some(""), Some("es_AR.UTF-8"), Some("de_DE.UTF-8")]),
            Lang::Es
        );
        assert_eq!(Lang::from_locale(&[None, None, Some("C.UTF-8")]), Lang::En);
        assert_eq!(Lang::from_locale(&[None, None, None]), Lang::En);
    }

    #[test]
    fn languages_from_accept_language() {
        let a = Lang::from_accept_language;
        assert_eq!(a("es-ES,es;q=0.9,en;q=0.8"), Some(Lang::Es));
        assert_eq!(a("en;q=0.5, pt-BR"), Some(Lang::Pt));
        assert_eq!(a("it, de;q=0.3, fr;q=0.7"), Some(Lang::Fr));
        assert_eq!(a("de;q=0, fr;q=0.1"), Some(Lang::Fr));
        assert_eq!(a("it, *;q=0.5"), None);
        assert_eq!(a("de;q=2, es;q=x"), None);
        assert_eq!(a(""), None);
    }

    #[test]
    fn every_catalogue_has_every_english_message() {
        let en = tr(Lang::En).ids();
        assert!(en.len() > 100, "{} messages", en.len());
        for lang in Lang::ALL {
            let t = tr(lang);
            let missing: Vec<&String> = en.iter().filter(|id| !t.has(id)).collect();
            assert!(missing.is_empty(), "{lang} lacks {missing:?}");
            // A language's own helpers are named x-*.
            let extra: Vec<String> = t
                .ids()
                .into_iter()
                .filter(|id| !en.contains(id) && !id.starts_with("x-"))
                .collect();
            assert!(
                extra.is_empty(),
                "{lang} has messages English lacks: {extra:?}"
            );
        }
    }

    #[test]
    fn every_message_formats_without_errors() {
        // Every argument any message takes, with each value a selector
        // chooses by.
        let strings = [
            "text",
            "article",
            "attempt",
            "rule",
            "time",
            "rules",
            "piece",
            "with",
            "duty",
            "from",
            "to",
            "target",
            "what",
            "nth",
            "moved",
            "first",
            "detail",
            "list",
            "found",
            "why",
            "fen",
            "piece_a",
            "piece_b",
            "a",
            "b",
            "bus",
            "name",
            "trace",
            "dir",
            "journal",
            "square",
            "state",
            "how",
            "speed",
            "end",
            // The commands and the hall page.
            "code",
            "kind",
            "rate",
            "unit",
            "label",
            "sent_hash",
            "supervision",
            "sensor",
            "clock",
            "settings",
            "event",
            "round",
            "board",
            "source",
            "path",
            "secret",
            "public",
            "key",
            "signers",
            "kinds",
            "hash",
            // jadoube round pairings|results; the round on the hall's page.
            "by",
            "at",
            "wall",
            "entered",
            "seq",
            "where",
            "file",
            "software",
            "start",
            "body",
            "year",
            "since",
            "game",
            "boards",
            "alerts",
            "silent",
            "faults",
            "mean",
            "min",
            "max",
            "piece",
            "line",
            // The errors that end a command (cli/error_words.rs).
            "verb",
            "extra",
            "letter",
            "squares",
            "before",
            "column",
            "expected",
            "seq",
            "prev",
            "format",
            "reads",
            "recorded",
            "produced",
            // clap's errors (cli/clap_words.rs).
            "arg",
            "value",
            "other",
            "similar",
            "help",
            // `verify`'s problems (journal::problem_words).
            "first",
            "last",
            "every",
            "signer",
            "board",
            "wall",
            "what",
            "why",
            "key",
            "hz",
            "period",
            "debounce",
            "table",
            "rows",
            "columns",
            // lang6: the system's errors, the keys, the hall's files,
            // its accounts (cli/error_words.rs, journal::key_why_words).
            "chars",
            "addr",
            "part",
            "ok",
            "added",
        ];
        for lang in Lang::ALL {
            let t = tr(lang);
            for side in ["white", "black"] {
                for (role, case, result, n) in [
                    ("king", "nom", "white", 1),
                    ("queen", "acc", "black", 2),
                    ("pawn", "dat", "draw", 5),
                    ("piece", "nom", "draw", 21),
                ] {
                    let mut args: Vec<(&str, Arg)> =
                        strings.iter().map(|k| (*k, Arg::from(*k))).collect();
                    args.extend([
                        ("role_a", role.into()),
                        ("role_b", role.into()),
                        ("found_role", role.into()),
                        ("side", side.into()),
                        ("other", side.into()),
                        ("owner", side.into()),
                        ("color", side.into()),
                        ("role", role.into()),
                        ("target_role", role.into()),
                        ("case", case.into()),
                        ("result", result.into()),
                        ("over", "none".into()),
                        ("n", n.into()),
                        ("count", n.into()),
                        ("distance", n.into()),
                        ("seconds", n.into()),
                        ("move", n.into()),
                        ("white", n.into()),
                        ("black", n.into()),
                        ("lines", n.into()),
                        ("factor", n.into()),
                        ("game", n.into()),
                        ("who", result.into()),
                        ("bytes", n.into()),
                        ("offset", n.into()),
                        ("restarts", n.into()),
                        ("torn", n.into()),
                        ("version", n.into()),
                        ("scans", n.into()),
                        ("frames", n.into()),
                        ("errors", n.into()),
                        ("retries", n.into()),
                        ("target", n.into()),
                        ("rises", n.into()),
                        ("falls", n.into()),
                        ("sent", n.into()),
                        ("differ", n.into()),
                        ("missing", n.into()),
                    ]);
                    for id in t.ids() {
                        let errors = t.errors(&id, &args);
                        assert!(errors.is_empty(), "{errors:?}");
                        let text = t.msg(&id, &args);
                        assert!(!text.contains('{'), "{lang} {id}: {text}");
                    }
                }
            }
        }
    }

    #[test]
    fn plurals_and_ordinals_come_from_the_catalogue() {
        let en = tr(Lang::En);
        let n = |t: &Tr, k: i64| {
            t.msg(
                "squares-differ",
                &[("count", k.into()), ("article", "7.2.1".into())],
            )
        };
        assert_eq!(
            n(en, 1),
            "1 square differs from the start position (Art. 7.2.1)"
        );
        assert_eq!(
            n(en, 3),
            "3 squares differ from the start position (Art. 7.2.1)"
        );
        let es = tr(Lang::Es);
        assert!(n(es, 1).starts_with("1 casilla difiere"), "{}", n(es, 1));
        assert!(n(es, 2).starts_with("2 casillas difieren"), "{}", n(es, 2));
        let ord = |k: i64| en.msg("ordinal", &[("n", k.into())]);
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ord),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        assert_eq!(tr(Lang::Fr).msg("ordinal", &[("n", 1.into())]), "1er");
        assert_eq!(tr(Lang::Fr).msg("ordinal", &[("n", 2.into())]), "2e");
    }
}
