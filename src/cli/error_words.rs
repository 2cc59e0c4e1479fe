//! The errors that end a command, said in the person's language (issue 31,
//! en-13): a bad trace line (`TraceError::why`), a bad configuration
//! (`ConfigError`: its place, and `ConfigError::why`), a file that cannot
//! be read or written (`IoError::op`, and the operating system's
//! `io::ErrorKind`). The library keeps its typed errors and their English
//! `Display` (for logs); what has no kind for a translation (a reason
//! built elsewhere, in English) is quoted as it is.

use std::error::Error;
use std::io::ErrorKind;

use crate::config::{ConfigError, ConfigWhy};
use crate::error::{IoError, IoOp};
use crate::i18n::{Arg, Lang, Tr};
use crate::replay::ReplayError;
use crate::trace::{TraceError, TraceWhy};

/// An error and its sources, `outer: inner: …` as `{:#}` prints them, in
/// `tr`'s language where they have a kind.
pub fn said(tr: &Tr, e: &(dyn Error + 'static)) -> String {
    let mut parts = Vec::new();
    let mut next = Some(e);
    while let Some(e) = next {
        let (text, source) = one(tr, e);
        parts.push(text);
        next = source;
    }
    parts.join(": ")
}

/// [`said`] for an `anyhow` error (its context strings, made in `cli/`,
/// are already words of the language or names).
pub fn said_anyhow(tr: &Tr, e: &anyhow::Error) -> String {
    said(tr, e.as_ref())
}

/// One error of a chain in `tr`'s language, and the source left to say.
/// English is the library's own `Display`.
fn one<'a>(tr: &Tr, e: &'a (dyn Error + 'static)) -> (String, Option<&'a (dyn Error + 'static)>) {
    if tr.lang() == Lang::En {
        return (e.to_string(), e.source());
    }
    if let Some(t) = e.downcast_ref::<TraceError>() {
        return (trace(tr, t), None);
    }
    if let Some(ReplayError::Trace(t)) = e.downcast_ref::<ReplayError>() {
        return (trace(tr, t), None);
    }
    if let Some(c) = e.downcast_ref::<ConfigError>() {
        return (config(tr, c), None);
    }
    if let Some(io) = e.downcast_ref::<IoError>() {
        return match &io.op {
            Some((op, path)) => (
                format!(
                    "{}: {}",
                    io_op(tr, *op, &path.display().to_string()),
                    os(tr, &io.source)
                ),
                None,
            ),
            None => (io.context.clone(), Some(&io.source)),
        };
    }
    if let Some(io) = e.downcast_ref::<std::io::Error>() {
        return (os(tr, io), None);
    }
    (e.to_string(), e.source())
}

/// `cannot read PATH` in `tr`'s language.
pub fn io_op(tr: &Tr, op: IoOp, path: &str) -> String {
    let id = match op {
        IoOp::Read => "io-read",
        IoOp::Write => "io-write",
        IoOp::Create => "io-create",
        IoOp::Open => "io-open",
        IoOp::List => "io-list",
    };
    tr.msg(id, &[("path", Arg::from(path.to_string()))])
}

/// The operating system's error in words of the catalogue by its kind;
/// a kind the catalogue does not name keeps the system's (English) text.
pub fn os(tr: &Tr, e: &std::io::Error) -> String {
    let id = match e.kind() {
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::PermissionDenied => "io-permission-denied",
        ErrorKind::AlreadyExists => "io-already-exists",
        ErrorKind::IsADirectory => "io-is-a-directory",
        ErrorKind::NotADirectory => "io-not-a-directory",
        ErrorKind::DirectoryNotEmpty => "io-directory-not-empty",
        ErrorKind::ReadOnlyFilesystem => "io-read-only",
        ErrorKind::StorageFull => "io-storage-full",
        ErrorKind::InvalidData => "io-invalid-data",
        ErrorKind::UnexpectedEof => "io-unexpected-eof",
        ErrorKind::TimedOut => "io-timed-out",
        ErrorKind::Interrupted => "io-interrupted",
        _ => return e.to_string(),
    };
    tr.t(id)
}

/// A trace's error: `line 3: …` (no line for a rule set named on the
/// command line).
pub fn trace(tr: &Tr, e: &TraceError) -> String {
    if tr.lang() == Lang::En {
        return match e.line {
            0 => crate::error::clip_words(&e.message),
            _ => e.to_string(),
        };
    }
    let why = match &e.why {
        Some(w) => trace_why(tr, w),
        None => crate::error::clip_words(&e.message),
    };
    if e.line == 0 {
        why
    } else {
        tr.msg(
            "trace-at-line",
            &[("line", e.line.into()), ("why", why.into())],
        )
    }
}

/// Literals, between backticks, joined by the language's "or".
pub(crate) fn one_of(tr: &Tr, values: &[String]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr.msg(
            "list-or",
            &[("a", rest.join(", ").into()), ("b", last.clone().into())],
        ),
    }
}

fn trace_why(tr: &Tr, w: &TraceWhy) -> String {
    use TraceWhy::*;
    let s = |v: &str| Arg::from(crate::error::clip(v));
    let (id, args): (&str, Vec<(&str, Arg)>) = match w {
        NotUtf8 => ("trace-why-not-utf8", vec![]),
        HeaderAfterTimed { key } => ("trace-why-header-after-timed", vec![("key", s(key))]),
        HeaderAgain { key, first } => (
            "trace-why-header-again",
            vec![("key", s(key)), ("first", (*first).into())],
        ),
        BadTime { why } => ("trace-why-bad-time", vec![("why", s(why))]),
        BeyondWeek { time } => ("trace-why-beyond-week", vec![("time", s(time))]),
        TimeBackwards { time, before } => (
            "trace-why-time-backwards",
            vec![("time", s(time)), ("before", s(before))],
        ),
        AfterEnd { end } => ("trace-why-after-end", vec![("end", (*end).into())]),
        NoVerb => ("trace-why-no-verb", vec![]),
        UnknownVerb { verb } => ("trace-why-unknown-verb", vec![("verb", s(verb))]),
        Unexpected { what, extra } => (
            "trace-why-unexpected",
            vec![("what", s(what)), ("extra", s(extra))],
        ),
        MissingSquare { verb } => ("trace-why-missing-square", vec![("verb", s(verb))]),
        NotSquare { verb, text } => (
            "trace-why-not-square",
            vec![("verb", s(verb)), ("text", s(text))],
        ),
        NotPiece { square, letter } => (
            "trace-why-not-piece",
            vec![("square", s(square)), ("letter", s(letter))],
        ),
        MissingHex => ("trace-why-missing-hex", vec![]),
        BadHex { text } => ("trace-why-bad-hex", vec![("text", s(text))]),
        MissingPlacement => ("trace-why-missing-placement", vec![]),
        BadPlacement { text, why } => (
            "trace-why-bad-placement",
            vec![("text", s(text)), ("why", s(why))],
        ),
        BadPressSide { value } => ("trace-why-bad-press-side", vec![("value", s(value))]),
        BadSide { verb, value } => (
            "trace-why-bad-side",
            vec![("verb", s(verb)), ("value", s(value))],
        ),
        MissingSide { verb } => ("trace-why-missing-side", vec![("verb", s(verb))]),
        BadResult { value } => ("trace-why-bad-result", vec![("value", s(value))]),
        MissingResult => ("trace-why-missing-result", vec![]),
        MissingValue { key } => ("trace-why-missing-value", vec![("key", s(key))]),
        MissingStart => ("trace-why-missing-start", vec![]),
        NotOneOf {
            key,
            value,
            allowed,
        } => (
            "trace-why-not-one-of",
            vec![
                ("key", s(key)),
                ("value", s(value)),
                ("list", one_of(tr, allowed).into()),
            ],
        ),
        UnknownHeader { key } => ("trace-why-unknown-header", vec![("key", s(key))]),
        BadVersion { text } => ("trace-why-bad-version", vec![("text", s(text))]),
        UnreadVersion {
            version,
            first,
            last,
        } => (
            if first == last {
                "trace-why-unread-version-one"
            } else {
                "trace-why-unread-version"
            },
            vec![
                ("version", s(version)),
                ("first", s(first)),
                ("last", s(last)),
            ],
        ),
        UnknownRules { name, names } => (
            "trace-why-unknown-rules",
            vec![("name", s(name)), ("list", one_of(tr, names).into())],
        ),
        BadStart { why } => ("trace-why-bad-start", vec![("why", s(why))]),
        LiftEmpty { square } => ("trace-why-lift-empty", vec![("square", s(square))]),
        DropOccupied { square } => ("trace-why-drop-occupied", vec![("square", s(square))]),
        DropNeedsPiece { square } => ("trace-why-drop-needs-piece", vec![("square", s(square))]),
        OccWithIdentity { squares } => {
            ("trace-why-occ-with-identity", vec![("squares", s(squares))])
        }
        PressWhichSide => ("trace-why-press-which-side", vec![]),
    };
    tr.msg(id, &args)
}

/// What `config::Locator::error_for` adds for a key not in the file.
const NOT_IN_FILE: &str = " (not in the file: add it)";

/// A configuration's error: `FILE: line 2, column 1: key `k`: …`, then
/// the line quoted.
pub fn config(tr: &Tr, e: &ConfigError) -> String {
    if tr.lang() == Lang::En {
        return e.to_string();
    }
    let clip = crate::error::clip_words;
    let mut out = String::new();
    if let Some(file) = &e.file {
        out.push_str(&format!("{}: ", file.display()));
    }
    match (e.line, e.column) {
        (Some(l), Some(c)) => out.push_str(&format!(
            "{}: ",
            tr.msg(
                "config-at-line-column",
                &[("line", l.into()), ("column", c.into())]
            )
        )),
        (Some(l), None) => out.push_str(&format!(
            "{}: ",
            tr.msg("config-at-line", &[("line", l.into())])
        )),
        _ => {}
    }
    if let Some(key) = &e.key {
        out.push_str(&format!(
            "{}: ",
            tr.msg("config-at-key", &[("key", clip(key).into())])
        ));
    }
    let s = |v: &str| Arg::from(clip(v));
    let why = match &e.why {
        Some(ConfigWhy::Unreadable(kind)) => tr.msg(
            "config-why-unreadable",
            &[("why", os(tr, &std::io::Error::from(*kind)).into())],
        ),
        Some(ConfigWhy::NotUtf8 { bytes }) => tr.msg("config-why-not-utf8", &[("bytes", s(bytes))]),
        Some(ConfigWhy::UnknownKey { key, expected }) => tr.msg(
            "config-why-unknown-key",
            &[
                ("name", s(key)),
                ("list", clip(&one_of(tr, expected)).into()),
            ],
        ),
        Some(ConfigWhy::UnknownValue { value, expected }) => tr.msg(
            "config-why-unknown-value",
            &[
                ("value", s(value)),
                ("list", clip(&one_of(tr, expected)).into()),
            ],
        ),
        Some(ConfigWhy::WrongType { found, expected }) => tr.msg(
            "config-why-wrong-type",
            &[("found", s(found)), ("expected", s(expected))],
        ),
        Some(ConfigWhy::MissingKey { key }) => {
            tr.msg("config-why-missing-key", &[("name", s(key))])
        }
        Some(ConfigWhy::Rule { id, args }) => {
            let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, s(v))).collect();
            let said = tr.msg(id, &args);
            // `Locator::error_for`'s note for a key the file does not have.
            if e.message.ends_with(NOT_IN_FILE) {
                format!("{said} ({})", tr.t("config-not-in-file"))
            } else {
                said
            }
        }
        None => clip(&e.message),
    };
    out.push_str(&why);
    if let (Some(l), Some(text)) = (e.line, &e.source_line) {
        out.push_str(&format!("\n  {l} | {}", clip(text)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr};

    /// The catalogue's English says what the library's `Display` says,
    /// kind by kind (the lists aside: English keeps the library's).
    #[test]
    fn the_english_of_the_catalogue_is_the_library_s() {
        let en = tr(Lang::En);
        let mut seen = 0;
        for text in [
            "start startpos\n0.1 lift e2\n0.2 jump e4\n",
            "start startpos\n0.1 lift e9\n",
            "start startpos\n0.1 lift\n",
            "start startpos\n0.1 drop e4 X\n",
            "start startpos\n0.5 lift e2\n0.2 drop e4\n",
            "start startpos\n0.1 occ 12\n",
            "start startpos\n0.1 occ\n",
            "start startpos\n0.1 board\n",
            "start startpos\n0.1 board 9/9\n",
            "start startpos\n0.1 result 2-0\n",
            "start startpos\n0.1 result\n",
            "start startpos\n0.1 adjust\n",
            "start startpos\n0.1 flag blue\n",
            "start startpos\n0.1 press green\n",
            "start startpos\n0.1 ack\nversion 1.0\n",
            "colour white\n",
            "version 9.0\n",
            "version x\n",
            "start startpos\nstart startpos\n",
            "0.1 end\n0.2 press\n",
            "0.1 lift e2 e3\n",
            "0.1\n",
            "99999999 lift e2\n",
            "x1 lift e2\n",
            "start\n",
            "clock\n",
            "clock dual dual\n",
            "\u{ff}\n",
        ] {
            let e = crate::trace::parse_bytes(text.as_bytes()).unwrap_err();
            let why = e.why.as_ref().unwrap_or_else(|| panic!("{text:?}: {e}"));
            assert_eq!(trace_why(en, why), why.to_string(), "{text:?}");
            seen += 1;
        }
        let t = crate::trace::parse("start startpos\n0.1 lift e4\n0.2 drop e2\n").unwrap();
        let (_, start) = crate::trace::setup(&t, &Default::default()).unwrap();
        let mut board = crate::trace::Physical::new(&start.board);
        let e = board
            .apply(&t.lines[0], crate::board::SensorKind::Occupancy)
            .unwrap_err();
        let why = e.why.as_ref().expect("a kind");
        assert_eq!(trace_why(en, why), why.to_string());
        for why in [
            TraceWhy::DropOccupied {
                square: "e2".into(),
            },
            TraceWhy::DropNeedsPiece {
                square: "e4".into(),
            },
            TraceWhy::OccWithIdentity {
                squares: "e4, d4".into(),
            },
            TraceWhy::PressWhichSide,
            TraceWhy::BadStart { why: "x".into() },
        ] {
            assert_eq!(trace_why(en, &why), why.to_string());
            seen += 1;
        }
        assert!(seen > 30);
    }

    /// The English of `config-rule-*` is the configuration's own message,
    /// unit by unit and for configurations that break a rule.
    #[test]
    fn the_english_of_the_configuration_s_rules_is_the_library_s() {
        let en = tr(Lang::En);
        let rule = |e: &crate::config::Invalid| match &e.why {
            Some(ConfigWhy::Rule { id, args }) => {
                let args: Vec<(&str, Arg)> = args
                    .iter()
                    .map(|(k, v)| (*k, Arg::from(v.clone())))
                    .collect();
                en.msg(id, &args)
            }
            other => panic!("{e}: {other:?}"),
        };
        for unit in [
            "",
            "ms",
            "debounce",
            "spi-bus",
            "chip-select",
            "chips",
            "us-per-row",
            "scans-per-second",
            "seconds",
            "scans",
            "counts",
            "Hz",
        ] {
            let e = crate::config::out_of_range("k", 99, 1, 10, unit);
            assert_eq!(rule(&e), e.message, "{unit}");
        }
        for (toml, key) in [
            ("[game]\nscan_hz = 5\n", "game.scan_hz"),
            ("[game]\ndebounce_ms = 5\n", "game.debounce_ms"),
            ("[sensor]\nretries = 11\n", "sensor.retries"),
            ("[clock]\ndebounce_ms = 500\n", "clock.debounce_ms"),
            ("[game]\nscan_hz = 50\ndebounce_ms = 30\n", "game.scan_hz"),
            ("[screen]\nwidth = 0\n", "screen.width"),
            ("[screen]\nwidth = 320\n", "screen.height"),
            (
                "[screen]\noutputs = [\"png\", \"png\"]\n",
                "screen.outputs[1]",
            ),
            ("[sensor]\nkind = \"matrix\"\n", "sensor.matrix"),
        ] {
            let e = crate::config::Config::from_toml(toml, None).unwrap_err();
            assert_eq!(e.key.as_deref(), Some(key), "{toml}");
            let Some(ConfigWhy::Rule { id, args }) = &e.why else {
                panic!("{toml}: {e}");
            };
            let args: Vec<(&str, Arg)> = args
                .iter()
                .map(|(k, v)| (*k, Arg::from(v.clone())))
                .collect();
            assert_eq!(en.msg(id, &args), e.message, "{toml}");
            let es = config(tr(Lang::Es), &e);
            assert!(!es.contains(&e.message), "{es}");
        }
    }

    #[test]
    fn the_system_s_error_is_said_by_its_kind() {
        let e = std::io::Error::from(ErrorKind::NotFound);
        assert_eq!(os(tr(Lang::Es), &e), tr(Lang::Es).t("io-not-found"));
        assert_ne!(os(tr(Lang::Es), &e), os(tr(Lang::En), &e));
    }
}
