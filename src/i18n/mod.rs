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

use std::sync::{Mutex, MutexGuard, OnceLock};

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
///
/// A message is parsed the first time it is asked for (with the messages it
/// names), not the whole catalogue at the start: a program uses a few dozen
/// of its 700 messages, and the whole catalogue parsed took about 0.6 MB of
/// the daemon's heap per language (docs/performance.md, "Memory without the
/// hot-function list").
pub struct Tr {
    lang: Lang,
    /// The catalogue's entries by name (`entries`).
    index: Vec<(&'static str, &'static str)>,
    bundle: Mutex<FluentBundle<FluentResource>>,
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
    Tr {
        lang,
        index: entries(lang.catalogue()),
        bundle: Mutex::new(bundle),
        fallback: (lang != Lang::En).then(|| tr(Lang::En)),
    }
}

/// The catalogue of `lang` (each message parsed once, when first asked for).
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

/// The name of the entry (a message, or a term `-name`) that line `l` of
/// an FTL source starts, if it starts one.
fn entry_name(l: &str) -> Option<&str> {
    let (name, _) = l.split_once('=')?;
    let name = name.trim_end_matches(' ');
    let bare = name.strip_prefix('-').unwrap_or(name);
    let ok = bare.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && bare
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    ok.then_some(name)
}

/// The entries of an FTL source, sorted by name: each one's source, from
/// its first line up to the next entry or comment (an FTL entry goes on on
/// indented lines, and a placeable's closing brace may stand at the start of
/// a line).
fn entries(source: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut pos = 0;
    for l in source.split_inclusive('\n') {
        let name = entry_name(l);
        if (name.is_some() || l.starts_with('#'))
            && let Some((n, start)) = open.take()
        {
            out.push((n, &source[start..pos]));
        }
        if let Some(n) = name {
            open = Some((n, pos));
        }
        pos += l.len();
    }
    if let Some((n, start)) = open {
        out.push((n, &source[start..]));
    }
    out.sort_by_key(|e| e.0);
    out
}

/// The messages an entry's source names (`{ other }`, `{ other.attr }`):
/// identifiers after `{`, not variables (`$x`), terms (`-t`), literals or
/// functions (`NUMBER(`). Naming one too many only parses it early.
fn references(src: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        let r = rest.trim_start();
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(r.len());
        let (name, after) = r.split_at(n);
        if name.starts_with(|c: char| c.is_ascii_alphabetic())
            && !after.trim_start().starts_with('(')
        {
            out.push(name);
        }
    }
    out
}

type Bundle = FluentBundle<FluentResource>;

impl Tr {
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn bundle(&self) -> MutexGuard<'_, Bundle> {
        // A panic while formatting leaves the bundle as it was.
        self.bundle.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Parses message `id` into the bundle, with the messages it names, if
    /// this catalogue has it; whether the bundle has it then. A message
    /// that does not parse is left out (the English one, or its id, is
    /// shown; the catalogue tests parse every message).
    fn load(&self, bundle: &mut Bundle, id: &str, depth: u32) -> bool {
        if bundle.has_message(id) {
            return true;
        }
        let Ok(i) = self.index.binary_search_by_key(&id, |e| e.0) else {
            return false;
        };
        let src = self.index[i].1;
        match FluentResource::try_new(src.to_string()) {
            Ok(resource) => {
                if let Err(errors) = bundle.add_resource(resource) {
                    tracing::warn!("src/i18n/{}.ftl: {id}: {errors:?}", self.lang);
                }
            }
            Err((_, errors)) => {
                tracing::warn!("src/i18n/{}.ftl: {id}: {errors:?}", self.lang);
                return false;
            }
        }
        if depth < 8 {
            for r in references(src) {
                if r != id {
                    self.load(bundle, r, depth + 1);
                }
            }
        }
        bundle.has_message(id)
    }

    /// Does this catalogue itself have message `id`?
    pub fn has(&self, id: &str) -> bool {
        let mut bundle = self.bundle();
        self.load(&mut bundle, id, 0)
    }

    /// Message `id` with its arguments; a message this catalogue lacks comes
    /// from English, one that no catalogue has is its id.
    pub fn msg(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut bundle = self.bundle();
        self.load(&mut bundle, id, 0);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            drop(bundle);
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
        bundle
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
        let mut bundle = self.bundle();
        self.load(&mut bundle, id, 0);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return vec![format!("{}: no message `{id}`", self.lang)];
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        let _ = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
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

    /// Parsing a message when it is first asked for gives what parsing
    /// the whole catalogue at once gave: every message of every catalogue,
    /// with and without arguments, formats to the same text.
    #[test]
    fn messages_parsed_one_by_one_format_as_the_whole_catalogue() {
        for lang in Lang::ALL {
            let mut whole = FluentBundle::new_concurrent(vec![lang.code().parse().unwrap()]);
            whole.set_use_isolating(false);
            whole.add_builtins().unwrap();
            whole
                .add_resource(FluentResource::try_new(lang.catalogue().to_string()).unwrap())
                .unwrap();
            let ids = message_ids(lang.catalogue());
            assert_eq!(
                entries(lang.catalogue()).len(),
                ids.len(),
                "{lang}: one entry per message"
            );
            // A fresh catalogue, not the shared one other tests have filled.
            let t = build(lang);
            let mut args = FluentArgs::new();
            for (k, v) in [
                ("color", "white"),
                ("role", "knight"),
                ("side", "black"),
                ("square", "e4"),
            ] {
                args.set(k, v);
            }
            args.set("count", 2);
            args.set("n", 1);
            for id in &ids {
                let m = whole.get_message(id).and_then(|m| m.value()).unwrap();
                let mut errors = Vec::new();
                let want = whole.format_pattern(m, Some(&args), &mut errors);
                let got = t.msg(
                    id,
                    &[
                        ("color", "white".into()),
                        ("role", "knight".into()),
                        ("side", "black".into()),
                        ("square", "e4".into()),
                        ("count", 2.into()),
                        ("n", 1.into()),
                    ],
                );
                assert_eq!(got, want, "{lang}: {id}");
                let bare = whole.format_pattern(m, None, &mut errors);
                assert_eq!(t.t(id), bare, "{lang}: {id} without arguments");
            }
        }
    }

    #[test]
    fn a_message_is_parsed_with_the_messages_it_names_only() {
        let t = build(Lang::En);
        assert_eq!(
            t.msg(
                "piece-name",
                &[("color", "white".into()), ("role", "king".into())]
            ),
            "white king"
        );
        let bundle = t.bundle();
        assert!(bundle.has_message("piece-name") && bundle.has_message("role"));
        assert!(!bundle.has_message("piece-letters"));
        drop(bundle);
        assert!(!t.has("no-such-message"));
        assert_eq!(t.t("no-such-message"), "no-such-message");
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
            // trflang: the TRF reader's reasons (trf-*).
            "problem",
            "example",
            "has",
            "said",
            "rank",
            "player",
            "opponent",
            "colour",
            // The rest of the configuration's checks (config-rule-*,
            // config-line-*, config-fen-*, config-syntax-*).
            "chips",
            "inputs",
            "address",
            "device",
            "adcs",
            "channels",
            "off",
            "on",
            "needed",
            "mode",
            "pin",
            "gpio",
            "header",
            "default",
            "alias",
            "same",
            "part",
            "gpiois",
            "gpiopin",
            "pinis",
            "pingpio",
            "chip",
            "entries",
            "positions",
            // lang6: the system's errors, the keys, the hall's files,
            // its accounts (cli/error_words.rs, journal::key_why_words).
            "chars",
            "addr",
            "part",
            "ok",
            "added",
            // lang7: the CSV reader's reasons and the hall's settings
            // (csv-*, setup-*, round-hall-*, round-boards-*).
            "rating",
            "names",
            // lang8: the board's key files, the journal a restart finds
            // (board-key-*, recover-*).
            "aside",
            "given",
            "rules",
            // hwlang: the hardware (hw-*, bus-*).
            "device",
            "next",
            "tried",
            "spec",
            "chip",
            "first",
            "bus",
            "mode",
            "index",
            "problems",
            // lang9: a running bus, the sensors' faults (bus-*, fault-hw-*).
            "registers",
            "read",
            "got",
            "tail",
            "rail",
            "delta",
            "gone",
            // lang10: a DGT board's link, what `diag` shows (dgt-link-*,
            // hwv-*, diag-*).
            "port",
            "spi",
            "load",
            "i2c",
            "addresses",
            "serial",
            "lever",
            "presses",
            "pattern",
            "raw",
            "found",
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
                        ("done", n.into()),
                        ("of", n.into()),
                        ("recorded", n.into()),
                        ("wants", n.into()),
                        ("channel", n.into()),
                        ("chips", n.into()),
                        ("adcs", n.into()),
                        ("off", n.into()),
                        ("rows", n.into()),
                        ("columns", n.into()),
                        ("settle", n.into()),
                        ("connects", n.into()),
                        ("lost", n.into()),
                        ("messages", n.into()),
                        ("dumps", n.into()),
                        ("corrected", n.into()),
                        ("resyncs", n.into()),
                        ("garbled", n.into()),
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
