//! The errors that end a command, said in the person's language (issue 31,
//! en-13): a bad trace line (`TraceError::why`), a bad configuration
//! (`ConfigError`: its place, and `ConfigError::why`), a file that cannot
//! be read or written (`IoError::op`, and the operating system's
//! `io::ErrorKind`). The library keeps its typed errors and their English
//! `Display` (for logs); what has no kind for a translation (a reason
//! built elsewhere, in English) is quoted as it is.

use std::error::Error;

use crate::arbiter::position::FenError;
use crate::cli::values::{KeysError, ScreensDirError};
use crate::config::{ConfigError, ConfigWhy, Expected, SyntaxCause, TomlSyntax};
use crate::daemon::DaemonError;
use crate::display::DisplayError;
use crate::error::{IoError, IoOp};
use crate::hall::HallError;
use crate::hall::trf::{ListProblem, ResultsProblem, TrfError, TrfProblem};
use crate::i18n::{Arg, Lang, Tr};
use crate::journal::JournalError;
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
    let mut parts = parts.into_iter();
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |acc, next| joined(tr, acc, next))
}

/// `first: next`, with the language's space before the colon (French's
/// narrow no-break space: `error-join`).
pub fn joined(tr: &Tr, first: String, next: String) -> String {
    if tr.lang() == Lang::En {
        return format!("{first}: {next}");
    }
    tr.msg(
        "error-join",
        &[("first", first.into()), ("next", next.into())],
    )
}

/// `msg` with every word longer than the most a message quotes cut
/// (`error::clip_words`), the note of what was left out ("… (N more
/// characters)") in `tr`'s language.
pub fn clipped(tr: &Tr, msg: &str) -> String {
    let msg = crate::error::clip_words(msg);
    if tr.lang() == Lang::En {
        return msg;
    }
    const TAIL: &str = " more characters)";
    let mut out = String::with_capacity(msg.len());
    let mut rest = msg.as_str();
    while let Some(at) = rest.find("… (") {
        let after = &rest[at + "… (".len()..];
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && after[digits..].starts_with(TAIL) {
            out.push_str(&rest[..at]);
            out.push_str(&tr.msg(
                "clip-more",
                &[("chars", after[..digits].to_string().into())],
            ));
            rest = &after[digits + TAIL.len()..];
        } else {
            out.push_str(&rest[..at + "… (".len()]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
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
    if let Some(k) = e.downcast_ref::<KeysError>() {
        return (keys(tr, k), None);
    }
    if let Some(f) = e.downcast_ref::<FenError>() {
        return (fen(tr, f), None);
    }
    if let Some(t) = e.downcast_ref::<TrfError>() {
        return (trf(tr, t), None);
    }
    // lang7: the hall's CSV and settings (`cli::hall_words`).
    if let Some(c) = e.downcast_ref::<crate::hall::pairings::CsvError>() {
        return (super::hall_words::csv(tr, c), None);
    }
    if let Some(s) = e.downcast_ref::<crate::hall::setup::SetupError>() {
        return (super::hall_words::setup(tr, s), None);
    }
    if let Some(HallError::Setup(s)) = e.downcast_ref::<HallError>() {
        return (super::hall_words::setup(tr, s), None);
    }
    if let Some(s) = e.downcast_ref::<ScreensDirError>() {
        return (screens_dir(tr, s), None);
    }
    if let Some(d) = e.downcast_ref::<DaemonError>() {
        match d {
            DaemonError::Trace { name, error } => {
                return (joined(tr, name.to_string(), trace(tr, error)), None);
            }
            DaemonError::Journal(JournalError::Key(k)) => return (key_file(tr, k), None),
            DaemonError::Journal(JournalError::NoKey(path)) => return (no_key(tr, path), None),
            DaemonError::Journal(JournalError::Recover(r)) => return (recover(tr, r), None),
            // hwlang: the devices (`cli::hw_words`).
            DaemonError::Hw(h) => {
                if let Some(said) = super::hw_words::hw(tr, h) {
                    return (said, None);
                }
            }
            _ => {}
        }
    }
    if let Some(t) = e.downcast_ref::<crate::hw::ToolError>()
        && let Some(said) = super::hw_words::tool(tr, t)
    {
        return (said, None);
    }
    if let Some(h) = e.downcast_ref::<crate::hw::HwError>()
        && let Some(said) = super::hw_words::hw(tr, h)
    {
        return (said, None);
    }
    if let Some(b) = e.downcast_ref::<crate::hw::BusError>()
        && b.why.is_some()
    {
        return (super::hw_words::bus(tr, b), None);
    }
    match e.downcast_ref::<JournalError>() {
        Some(JournalError::Key(k)) => return (key_file(tr, k), None),
        Some(JournalError::NoKey(path)) => return (no_key(tr, path), None),
        Some(JournalError::Recover(r)) => return (recover(tr, r), None),
        _ => {}
    }
    if let Some(HallError::Listen { addr, why }) = e.downcast_ref::<HallError>() {
        return (
            tr.msg(
                "hall-cannot-listen",
                &[("addr", addr.clone().into()), ("why", os(tr, why).into())],
            ),
            None,
        );
    }
    if let Some(io) = io_error(e) {
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

/// The [`IoError`] an error is, itself or under a transparent wrapper of
/// the library's (whose `Display` and `source` are the `IoError`'s, so
/// that the chain never shows it).
fn io_error<'a>(e: &'a (dyn Error + 'static)) -> Option<&'a IoError> {
    if let Some(io) = e.downcast_ref::<IoError>() {
        return Some(io);
    }
    match (
        e.downcast_ref::<HallError>(),
        e.downcast_ref::<JournalError>(),
        e.downcast_ref::<DisplayError>(),
        e.downcast_ref::<KeysError>(),
    ) {
        (Some(HallError::Io(io)), ..)
        | (_, Some(JournalError::Io(io)), ..)
        | (_, _, Some(DisplayError::Io(io)), _)
        | (.., Some(KeysError::Read(io))) => Some(io),
        _ => None,
    }
}

/// The board's own key files that cannot be used, in `tr`'s language
/// (`board-key-*`).
pub fn key_file(tr: &Tr, e: &crate::journal::key::KeyFileError) -> String {
    use crate::journal::key::{KeyFileError as K, KeyOp};
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        K::Io { op, path: p, why } => {
            let id = match op {
                KeyOp::Read => "board-key-cannot-read",
                KeyOp::Make => "board-key-cannot-make",
                KeyOp::Write => "board-key-cannot-write",
            };
            tr.msg(id, &[("path", path(p)), ("why", os(tr, why).into())])
        }
        K::NotAKey(p) => tr.msg("board-key-not-a-key", &[("path", path(p))]),
        K::Exists(p) => tr.msg("board-key-exists", &[("path", path(p))]),
        K::ReadableByOthers { path: p, mode } => tr.msg(
            "board-key-readable",
            &[("path", path(p)), ("mode", format!("{mode:04o}").into())],
        ),
    }
}

/// The daemon's refusal to start without its key, in `tr`'s language.
pub fn no_key(tr: &Tr, path: &std::path::Path) -> String {
    tr.msg(
        "board-key-none",
        &[("path", Arg::from(path.display().to_string()))],
    )
}

/// A journal the daemon cannot go on with at its start, in `tr`'s
/// language (`recover-*`).
pub fn recover(tr: &Tr, e: &crate::journal::recover::RecoverError) -> String {
    use crate::journal::recover::RecoverError as R;
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        R::NotAFileName(p) => tr.msg("recover-not-a-file-name", &[("path", path(p))]),
        R::NoHeader(p) => tr.msg("recover-no-header", &[("path", path(p))]),
        R::Newer { path: p, version } => tr.msg(
            "recover-newer",
            &[
                ("path", path(p)),
                ("version", (*version).into()),
                ("reads", crate::journal::format::VERSION.into()),
            ],
        ),
        R::OtherSource {
            path: p,
            recorded,
            given,
        } => tr.msg(
            "recover-other-source",
            &[
                ("path", path(p)),
                ("recorded", crate::error::clip(recorded).into()),
                ("given", crate::error::clip(given).into()),
            ],
        ),
    }
}

/// What a restart found in the last run's journal and did, in `tr`'s
/// language (`recover-note-*`). A line's reason that the reader or the
/// engine gives stays as it is (English, quoted).
pub fn recover_note(tr: &Tr, n: &crate::journal::recover::RecoverNote) -> String {
    use crate::journal::recover::RecoverNote as N;
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    let clip = |s: &str| Arg::from(crate::error::clip(s));
    match n {
        N::HeaderTorn {
            path: p,
            bytes,
            aside,
        } => tr.msg(
            "recover-note-header-torn",
            &[
                ("path", path(p)),
                ("bytes", (*bytes).into()),
                ("aside", clip(aside)),
            ],
        ),
        N::OtherSource {
            path: p,
            recorded,
            given,
        } => tr.msg(
            "recover-note-other-source",
            &[
                ("path", path(p)),
                ("recorded", clip(recorded)),
                ("given", clip(given)),
            ],
        ),
        N::SettingsKept {
            path: p,
            rules,
            start,
        } => tr.msg(
            "recover-note-settings-kept",
            &[
                ("path", path(p)),
                ("rules", clip(rules)),
                ("start", clip(start)),
            ],
        ),
        N::LineSkipped { path: p, line, why } => tr.msg(
            "recover-note-line-skipped",
            &[
                ("path", path(p)),
                ("line", (*line).into()),
                ("why", clip(why)),
            ],
        ),
        N::Mismatch { path: p, why } => tr.msg(
            "recover-note-mismatch",
            &[
                ("path", path(p)),
                ("why", crate::journal::why_words(tr, why).into()),
            ],
        ),
        N::Torn {
            path: p,
            bytes,
            offset,
        } => tr.msg(
            "recover-note-torn",
            &[
                ("path", path(p)),
                ("bytes", (*bytes).into()),
                ("offset", offset.to_string().into()),
            ],
        ),
    }
}

/// `--screens DIR` refused, in `tr`'s language (`screens-*`).
pub fn screens_dir(tr: &Tr, e: &ScreensDirError) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        ScreensDirError::NotADirectory(p) => {
            tr.msg("screens-not-a-directory", &[("path", path(p))])
        }
        ScreensDirError::Unreadable { path: p, why } => tr.msg(
            "screens-unreadable",
            &[("path", path(p)), ("why", os(tr, why).into())],
        ),
        ScreensDirError::NotEmpty { path: p, count: n } => tr.msg(
            "screens-not-empty",
            &[("path", path(p)), ("count", (*n).into())],
        ),
    }
}

/// A FEN that cannot be read or played from: shakmaty's reasons for a
/// FEN that does not parse said in the language (the words of
/// shakmaty 0.30's `ParseFenError`), the engine's reason a position cannot
/// be played quoted as it is (English).
pub fn fen(tr: &Tr, e: &FenError) -> String {
    let clip = crate::error::clip;
    match e {
        FenError::Syntax(fen, why) => {
            let part = match why.as_str() {
                "invalid board part in fen" => "board",
                "invalid pockets in fen" => "pockets",
                "invalid turn part in fen" => "turn",
                "invalid castling part in fen" => "castling",
                "invalid ep square in fen" => "ep",
                "invalid remaining checks in fen" => "checks",
                "invalid halfmove clock in fen" => "halfmoves",
                "invalid fullmove counter in fen" => "fullmoves",
                _ => "other",
            };
            tr.msg(
                "fen-not-fen",
                &[
                    ("fen", clip(fen).into()),
                    ("part", part.into()),
                    ("why", clip(why).into()),
                ],
            )
        }
        FenError::Invalid(fen, why) => {
            let said = fen_problems(tr, fen).unwrap_or_else(|| clip(why));
            tr.msg(
                "fen-not-playable",
                &[("fen", clip(fen).into()), ("why", said.into())],
            )
        }
    }
}

/// Why a FEN that parses cannot be played from, reason by reason in
/// `tr`'s language (`config-fen-*`, as `check-config` says them):
/// `Position::start_problems` computed again from the FEN (as Chess960
/// first, whose castling takes more; then as standard chess). `None` when
/// it finds none (a reason only a reachable position has, such as more
/// material than promotions allow): the caller quotes the engine's text.
fn fen_problems(tr: &Tr, fen: &str) -> Option<String> {
    use crate::arbiter::position::Position;
    use crate::arbiter::rules::Variant;
    let problems = [Variant::Chess960, Variant::Standard]
        .into_iter()
        .map(|v| Position::start_problems(fen, v))
        .find(|p| !p.is_empty())?;
    Some(position_problems(tr, &problems))
}

/// Reasons a position cannot be played from, or no legal game reaches it
/// (`unwinnable`'s note), in `tr`'s language (`config-fen-*`), joined by
/// "; " as their English `Display` joins them.
pub fn position_problems(
    tr: &Tr,
    problems: &[crate::arbiter::position::PositionProblem],
) -> String {
    let said: Vec<String> = problems
        .iter()
        .map(|p| rule(tr, &crate::config::problem_rule(p)))
        .collect();
    said.join("; ")
}

/// `--key`/`--keys`' error in `tr`'s language.
pub fn keys(tr: &Tr, e: &KeysError) -> String {
    if tr.lang() == Lang::En {
        return said_io_or_display(tr, e);
    }
    match e {
        KeysError::Read(_) => said_io_or_display(tr, e),
        KeysError::List { file, why } => format!(
            "{}: {}",
            crate::error::clip(file),
            crate::journal::key_why_words(tr, why)
        ),
        KeysError::NotKey(why) => tr.msg(
            "key-why-not-key",
            &[("why", crate::journal::key_why_words(tr, why).into())],
        ),
    }
}

/// An error's I/O part in `tr`'s language, else its `Display` and sources.
fn said_io_or_display(tr: &Tr, e: &(dyn Error + 'static)) -> String {
    match io_error(e) {
        Some(io) if tr.lang() != Lang::En => said(tr, io),
        _ => crate::error::Chain(e).to_string(),
    }
}

/// `cannot read PATH` in `tr`'s language.
pub fn io_op(tr: &Tr, op: IoOp, path: &str) -> String {
    let id = match op {
        IoOp::Read => "io-read",
        IoOp::Write => "io-write",
        IoOp::Create => "io-create",
        IoOp::Open => "io-open",
        IoOp::List => "io-list",
        IoOp::ReadPageCertificate => "io-read-page-certificate",
        IoOp::ReadPageKey => "io-read-page-key",
        IoOp::ReadKeyList => "io-read-key-list",
        IoOp::ReadKey => "io-read-key",
        IoOp::ReadBrokerCa => "io-read-broker-ca",
        IoOp::ReadClientCertificate => "io-read-client-certificate",
        IoOp::ReadClientKey => "io-read-client-key",
        IoOp::ReadBrokerPassword => "io-read-broker-password",
        IoOp::OpenStateDir => "io-open-state-dir",
        IoOp::ReadJournal => "io-read-journal",
        IoOp::RemoveEmpty => "io-remove-empty",
        IoOp::MoveAside => "io-move-aside",
        IoOp::CreateJournal => "io-create-journal",
        IoOp::AppendJournal => "io-append-journal",
        IoOp::WriteJournal => "io-write-journal",
    };
    tr.msg(id, &[("path", Arg::from(path.to_string()))])
}

/// The operating system's error in words of the catalogue: a file this
/// program refused itself, else `words::hw_fault::os_words` (by the error
/// number where the kind is too broad for a device, else by its kind;
/// never the system's English text).
pub fn os(tr: &Tr, e: &std::io::Error) -> String {
    use crate::journal::files::Refused;
    // A file refused by this program itself (`journal::files`).
    match e.get_ref().and_then(|r| r.downcast_ref::<Refused>()) {
        Some(Refused::NotRegular { path, what }) => {
            let what = match *what {
                "a FIFO (named pipe)" => "fifo",
                "a socket" => "socket",
                "a device" => "device",
                "a directory" => "directory",
                "a symbolic link" => "link",
                _ => "other",
            };
            return tr.msg(
                "io-refused-not-regular",
                &[
                    ("path", path.display().to_string().into()),
                    ("what", what.into()),
                ],
            );
        }
        Some(Refused::TooLong { path, max }) => {
            return tr.msg(
                "io-refused-too-long",
                &[
                    ("path", path.display().to_string().into()),
                    ("max", max.to_string().into()),
                ],
            );
        }
        None => {}
    }
    crate::words::hw_fault::os_words(tr, e)
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
        Some(ConfigWhy::NotRegular(what)) => {
            tr.msg("config-why-not-regular", &[("what", (*what).into())])
        }
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
        Some(why @ (ConfigWhy::Rule { .. } | ConfigWhy::Reasons { .. })) => {
            let said = rule(tr, why);
            // `Locator::error_for`'s note for a key the file does not have.
            if e.message.ends_with(NOT_IN_FILE) {
                format!("{said} ({})", tr.t("config-not-in-file"))
            } else {
                said
            }
        }
        Some(ConfigWhy::Syntax(syntax)) => format!(
            "{}: {}",
            tr.t("config-syntax-error"),
            toml_syntax(tr, syntax).join("; ")
        ),
        None => clip(&e.message),
    };
    out.push_str(&why);
    if let (Some(l), Some(text)) = (e.line, &e.source_line) {
        out.push_str(&format!("\n  {l} | {}", clip(text)));
    }
    out
}

/// One of the configuration's rules (`ConfigWhy::Rule`, or `Reasons`
/// with its reasons joined by "; "), in `tr`'s language.
pub(crate) fn rule(tr: &Tr, why: &ConfigWhy) -> String {
    let s = |v: &str| Arg::from(crate::error::clip_words(v));
    match why {
        ConfigWhy::Rule { id, args } => {
            let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, s(v))).collect();
            tr.msg(id, &args)
        }
        ConfigWhy::Reasons {
            rule: frame,
            reasons,
        } => {
            let ConfigWhy::Rule { id, args } = frame.as_ref() else {
                return String::new();
            };
            let why: Vec<String> = reasons.iter().map(|r| rule(tr, r)).collect();
            let mut args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, s(v))).collect();
            args.push(("why", why.join("; ").into()));
            tr.msg(id, &args)
        }
        _ => String::new(),
    }
}

/// A TOML syntax error's parts in `tr`'s language: what was being read,
/// what was expected, what went wrong (the lines of the reader's message,
/// in English). What the catalogue does not name is quoted between
/// backticks, as the reader wrote it.
fn toml_syntax(tr: &Tr, e: &TomlSyntax) -> Vec<String> {
    let clip = crate::error::clip_words;
    let mut parts = Vec::new();
    if let Some(what) = e.what {
        parts.push(tr.msg("config-syntax-invalid", &[("what", what.into())]));
    }
    if !e.expected.is_empty() {
        let list: Vec<String> = e
            .expected
            .iter()
            .map(|x| match x {
                Expected::Literal(l) => l.clone(),
                Expected::Newline => tr.t("config-syntax-newline"),
                Expected::Digit => tr.t("config-syntax-digit"),
                Expected::LeadingDigit => tr.t("config-syntax-leading-digit"),
                Expected::Other(o) => format!("`{}`", clip(o)),
            })
            .collect();
        parts.push(tr.msg(
            "config-syntax-expected",
            &[("list", list.join(", ").into())],
        ));
    }
    if let Some(cause) = &e.cause {
        let s = |v: &str| Arg::from(clip(v));
        parts.push(match cause {
            SyntaxCause::DuplicateKey { key, table: None } => {
                tr.msg("config-syntax-duplicate-key-root", &[("key", s(key))])
            }
            SyntaxCause::DuplicateKey {
                key,
                table: Some(table),
            } => tr.msg(
                "config-syntax-duplicate-key",
                &[("key", s(key)), ("table", s(table))],
            ),
            SyntaxCause::DottedKey { key, found } => tr.msg(
                "config-syntax-dotted-key",
                &[("key", s(key)), ("found", s(found))],
            ),
            SyntaxCause::OutOfRange => tr.t("config-syntax-out-of-range"),
            SyntaxCause::TooDeep => tr.t("config-syntax-too-deep"),
            SyntaxCause::NumberTooLarge => tr.t("config-syntax-too-large"),
            SyntaxCause::NumberTooSmall => tr.t("config-syntax-too-small"),
            SyntaxCause::InvalidDigit => tr.t("config-syntax-invalid-digit"),
            SyntaxCause::Other(text) if tr.lang() == Lang::En => clip(text),
            SyntaxCause::Other(text) => format!("`{}`", clip(text)),
        });
    }
    parts
}

/// A TRF's problem (`hall::trf`), `line N: …`, in `tr`'s language.
pub fn trf(tr: &Tr, e: &TrfError) -> String {
    if tr.lang() == Lang::En {
        return e.to_string();
    }
    tr.msg(
        "trf-at-line",
        &[
            ("line", e.line.into()),
            ("problem", trf_problem(tr, &e.problem).into()),
        ],
    )
}

/// The catalogue's name of what a TRF's columns should hold (the
/// `what` of `TrfProblem::Field`); `None` for one it does not name.
fn trf_what(tr: &Tr, what: &str) -> Option<String> {
    let id = match what {
        "points such as 1.0" => {
            return Some(tr.msg("trf-what-points-example", &[("example", "1.0".into())]));
        }
        "points such as 1.5" => {
            return Some(tr.msg("trf-what-points-example", &[("example", "1.5".into())]));
        }
        "a starting rank" => "trf-what-rank",
        "a rating" => "trf-what-rating",
        "a FIDE number" => "trf-what-fide-id",
        "points" => "trf-what-points",
        "an opponent's starting rank" => "trf-what-opponent",
        "a colour (w, b or -)" => "trf-what-colour",
        "a result code (1 = 0 + - W D L H F U Z)" => "trf-what-result",
        _ => return None,
    };
    Some(tr.t(id))
}

/// One of a TRF's problems in `tr`'s language (English: the library's
/// `Display`).
fn trf_problem(tr: &Tr, p: &TrfProblem) -> String {
    let clip = |s: &str| Arg::from(clipped(tr, &format!("{s:?}")));
    match p {
        TrfProblem::ShortPlayer => tr.t("trf-short-player"),
        TrfProblem::Field {
            from,
            to,
            what,
            found,
        } => tr.msg(
            "trf-field",
            &[
                ("from", (*from).into()),
                ("to", (*to).into()),
                (
                    "what",
                    trf_what(tr, what)
                        .unwrap_or_else(|| what.to_string())
                        .into(),
                ),
                ("found", clip(found)),
            ],
        ),
        TrfProblem::RankTwice(rank, first) => tr.msg(
            "trf-rank-twice",
            &[("rank", (*rank).into()), ("first", (*first).into())],
        ),
        TrfProblem::UnknownOpponent { round, opponent } => tr.msg(
            "trf-unknown-opponent",
            &[("round", (*round).into()), ("opponent", (*opponent).into())],
        ),
        TrfProblem::OwnOpponent { round, player } => tr.msg(
            "trf-own-opponent",
            &[("round", (*round).into()), ("player", (*player).into())],
        ),
        TrfProblem::Asymmetric {
            round,
            player,
            opponent,
            colour,
            other_line,
        } => tr.msg(
            "trf-asymmetric",
            &[
                ("round", (*round).into()),
                ("player", (*player).into()),
                ("opponent", (*opponent).into()),
                (
                    "colour",
                    tr.t(match *colour {
                        "White" => "trf-colour-white",
                        "Black" => "trf-colour-black",
                        _ => "trf-colour-none",
                    })
                    .into(),
                ),
                ("other", (*other_line).into()),
            ],
        ),
        TrfProblem::NoColour {
            round,
            player,
            opponent,
            column,
        } => tr.msg(
            "trf-no-colour",
            &[
                ("round", (*round).into()),
                ("player", (*player).into()),
                ("opponent", (*opponent).into()),
                ("column", (*column).into()),
            ],
        ),
        TrfProblem::NoPlayers => tr.t("trf-no-players"),
        TrfProblem::NoOpenRound => tr.t("trf-no-open-round"),
        TrfProblem::EmptyRound(round) => tr.msg("trf-empty-round", &[("round", (*round).into())]),
        TrfProblem::List(l) => {
            let why = match l {
                ListProblem::Empty => tr.t("trf-list-empty"),
                ListProblem::Count(found) => tr.msg("trf-list-count", &[("found", clip(found))]),
                ListProblem::TwoRanks(found) => {
                    tr.msg("trf-list-two-ranks", &[("found", clip(found))])
                }
                ListProblem::NotRank(found) => {
                    tr.msg("trf-list-not-rank", &[("found", clip(found))])
                }
                ListProblem::NotPlayer(rank) => {
                    tr.msg("trf-list-not-player", &[("rank", (*rank).into())])
                }
                ListProblem::Twice(rank, first) => tr.msg(
                    "trf-list-twice",
                    &[("rank", (*rank).into()), ("first", (*first).into())],
                ),
                ListProblem::ByeFirst => tr.t("trf-list-bye-first"),
                ListProblem::CountDiffers { said, has } => tr.msg(
                    "trf-list-count-differs",
                    &[("said", (*said).into()), ("has", (*has).into())],
                ),
            };
            tr.msg("trf-list", &[("why", why.into())])
        }
        TrfProblem::Results(r) => {
            let why = match r {
                ResultsProblem::NoRank { board, name } => tr.msg(
                    "trf-results-no-rank",
                    &[
                        ("board", (*board).into()),
                        ("name", clipped(tr, name).into()),
                    ],
                ),
                ResultsProblem::NotPlayer { board, rank } => tr.msg(
                    "trf-results-not-player",
                    &[("board", (*board).into()), ("rank", (*rank).into())],
                ),
            };
            tr.msg("trf-results", &[("why", why.into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr};
    use std::io::ErrorKind;

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

    /// The rest of the configuration's checks (lang5): for configurations
    /// that break each of them, the catalogue's English is the library's
    /// message, and Spanish says it otherwise; every message of the
    /// block is reached.
    #[test]
    fn the_english_of_every_configuration_check_is_the_library_s() {
        let en = tr(Lang::En);
        let adcs = |n: usize, last: &str| {
            let mut a: Vec<String> = (0..n).map(|i| format!("{{ bus = 0, cs = {i} }}")).collect();
            if !last.is_empty() {
                a.push(last.to_string());
            }
            format!(
                "[sensor]\nkind = \"mcp3008\"\n[sensor.mcp3008]\nadcs = [{}]\n",
                a.join(", ")
            )
        };
        let squares = |change: &dyn Fn(&mut Vec<String>)| {
            let mut list: Vec<String> = shakmaty::Square::ALL
                .iter()
                .map(|s| s.to_string())
                .collect();
            change(&mut list);
            let list: Vec<String> = list.iter().map(|s| format!("\"{s}\"")).collect();
            format!("[sensor.mapping]\nsquares = [{}]\n", list.join(", "))
        };
        let dgt = "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\n";
        let lever = "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\nclock_white = \"left\"\n";
        let ws = "[led.squares]\nkind = \"ws2812\"\nspi = { bus = 0, cs = 0 }\n";
        let hc = "[led.squares]\nkind = \"shift_register\"\nspi = { bus = 0, cs = 1 }\n";
        let mcp = "[sensor]\nkind = \"mcp23017\"\n[sensor.mcp23017]\n";
        let cases: Vec<(String, &str)> = vec![
            ("[rules]\nset = \"fide-1066\"\n".into(), "rules.set"),
            (format!("{mcp}addresses = [0x20, 0x21]\n"), "sensor.mcp23017.addresses"),
            (format!("{mcp}addresses = [0x20, 0x21, 0x22, 0x30]\n"), "sensor.mcp23017.addresses[3]"),
            (format!("{mcp}addresses = [0x20, 0x21, 0x22, 0x20]\n"), "sensor.mcp23017.addresses[3]"),
            (format!("{dgt}device = \" \"\n"), "sensor.dgt.device"),
            (format!("{dgt}device = \"ttyACM0\"\n"), "sensor.dgt.device"),
            (dgt.into(), "sensor.dgt.clock_white"),
            (format!("{dgt}press = \"gpio\"\nclock_white = \"left\"\n"), "sensor.dgt.clock_white"),
            (format!("[game]\ndebounce_ms = 40\n{lever}"), "game.debounce_ms"),
            ("[sensor]\nkind = \"mcp3008\"\n".into(), "sensor.mcp3008"),
            (adcs(1, ""), "sensor.mcp3008.adcs"),
            (adcs(8, "{ bus = 0, cs = 3 }"), "sensor.mcp3008.adcs[8]"),
            (format!("{}clock_hz = 4000000\n", adcs(8, "")), "sensor.mcp3008.clock_hz"),
            (format!("{}threshold_off = 0\n", adcs(8, "")), "sensor.mcp3008.threshold_off"),
            (format!("{lever}[clock]\nline = \"GPIO17\"\n"), "clock.line"),
            ("[clock]\nwhite = \"GPIO5\"\n".into(), "clock.white"),
            ("[game]\nclock = \"dual\"\n[clock]\nline = \"GPIO5\"\n".into(), "clock.line"),
            ("[game]\nclock = \"dual\"\n".into(), "clock.white"),
            ("[led.patterns.ready]\non_ms = 70000\noff_ms = 1\n".into(), "led.patterns.ready"),
            (format!("{ws}latch = \"GPIO5\"\n"), "led.squares.latch"),
            (format!("{ws}clock_hz = 1000000\n"), "led.squares.clock_hz"),
            (hc.into(), "led.squares.latch"),
            ("[screen]\noutputs = []\n".into(), "screen.outputs"),
            ("[sensor.shift_register]\nmode = 4\n".into(), "sensor.shift_register.mode"),
            (format!("{ws}[sensor.shift_register]\nspi = {{ bus = 0, cs = 0 }}\n"), "led.squares.spi"),
            (format!("{mcp}i2c_bus = 1\n[led.squares]\nkind = \"ws2812\"\nspi = {{ bus = 3, cs = 0 }}\n"), "led.squares.spi"),
            ("[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 1 }\n".into(), "led.squares.spi"),
            ("[clock]\nline = \"GPIO18\"\n[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 0 }\n".into(), "clock.line"),
            ("[clock]\nline = \"GPIO5\"\n[adjust]\nwhite = \"GPIO5\"\n".into(), "adjust.white"),
            ("[clock]\nline = \"GPIO10\"\n[adjust]\nwhite = \"SPI_MOSI\"\n".into(), "adjust.white"),
            ("[adjust]\nwhite = \"GPIO17\"\n".into(), "adjust.white"),
            ("[hall]\nbroker = \"hall\"\n".into(), "hall.broker"),
            ("[hall]\nboard = \".x\"\n".into(), "hall.board"),
            ("[hall]\nboard = \"a b\"\n".into(), "hall.board"),
            ("[hall]\nprefix = \"a/#\"\n".into(), "hall.prefix"),
            ("[hall]\nprefix = \"a//b\"\n".into(), "hall.prefix"),
            ("[hall]\nboard = \"a/b\"\n".into(), "hall.board"),
            ("[hall.tls]\nca = \"c\"\ncert = \"x\"\n".into(), "hall.tls.key"),
            ("[hall]\nusername = \"b\"\n".into(), "hall.password_file"),
            ("[hall]\npassword_file = \"/p\"\n".into(), "hall.username"),
            ("[sensor.mapping]\nrotate = 45\n".into(), "sensor.mapping.rotate"),
            ("[sensor.mapping]\nsquares = [\"a1\"]\n".into(), "sensor.mapping.squares"),
            (squares(&|l| l[3] = "z9".into()), "sensor.mapping.squares[3]"),
            (squares(&|l| l[3] = "a1".into()), "sensor.mapping.squares[3]"),
            (squares(&|l| l[3] = "-".into()), "sensor.mapping.squares"),
            ("[display]\nlanguage = \"tlh\"\n".into(), "display.language"),
            ("[game]\nstart = \"xyz\"\n".into(), "game.start"),
            ("[game]\nstart = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"4k3/8/8/8/8/8/8/4K2P w - - 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"4k3/8/8/8/8/8/8/4K2r b - - 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"8/8/8/8/8/8/8/3kK3 w - - 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"8/8/8/8/8/8/8/4K3 w - - 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"4k3/8/8/8/8/8/8/4K3 w - e3 0 1\"\n".into(), "game.start"),
            ("[game]\nstart = \"4k3/8/8/8/8/8/8/4KK2 w - - 0 1\"\n".into(), "game.start"),
        ];
        let mut seen = std::collections::BTreeSet::new();
        for (toml, key) in &cases {
            let e = crate::config::Config::from_toml(toml, None).unwrap_err();
            assert_eq!(e.key.as_deref(), Some(*key), "{toml}: {e}");
            let why = e
                .why
                .as_ref()
                .unwrap_or_else(|| panic!("{toml}: no kind: {e}"));
            let id = match why {
                ConfigWhy::Rule { id, .. } => *id,
                ConfigWhy::Reasons { rule, .. } => match rule.as_ref() {
                    ConfigWhy::Rule { id, .. } => *id,
                    other => panic!("{toml}: {other:?}"),
                },
                other => panic!("{toml}: {other:?}"),
            };
            seen.insert(id);
            if let ConfigWhy::Reasons { reasons, .. } = why {
                for r in reasons {
                    if let ConfigWhy::Rule { id, .. } = r {
                        seen.insert(*id);
                    }
                }
            }
            let message = e.message.strip_suffix(NOT_IN_FILE).unwrap_or(&e.message);
            assert_eq!(rule(en, why), message, "{toml}");
            let es = config(tr(Lang::Es), &e);
            assert!(!es.contains(message), "{toml}: {es}");
        }
        // A GPIO line refused while the file is read: by its reason.
        for (value, key) in [
            ("\"pin11\"", "clock.line"),
            ("\"pin1\"", "clock.line"),
            ("\"pin 6\"", "clock.line"),
            ("\"pin41\"", "clock.line"),
            ("\"17\"", "clock.line"),
            ("2", "clock.line"),
            ("-3", "clock.line"),
            ("99", "clock.line"),
            ("\"gpio17\"", "clock.line"),
            ("\"GPIO_17\"", "clock.line"),
            ("\"GPIO99\"", "clock.line"),
            ("\"SPI_MOSI2\"", "clock.line"),
            ("\"gpiochip0:99\"", "clock.line"),
            ("\"foo:1\"", "clock.line"),
            ("\"gpiochip0:x\"", "clock.line"),
            ("\"_x\"", "clock.line"),
        ] {
            let toml = format!("[clock]\nline = {value}\n");
            let e = crate::config::Config::from_toml(&toml, None).unwrap_err();
            assert_eq!(e.key.as_deref(), Some(key), "{toml}: {e}");
            let why = e
                .why
                .as_ref()
                .unwrap_or_else(|| panic!("{toml}: no kind: {e}"));
            let ConfigWhy::Rule { id, .. } = why else {
                panic!("{toml}: {why:?}");
            };
            seen.insert(*id);
            assert_eq!(rule(en, why), e.message, "{toml}");
            assert!(!config(tr(Lang::Es), &e).contains(&e.message), "{toml}");
        }
        let toml = "[sensor]\nkind = \"matrix\"\n[sensor.matrix]\nrows = [\"GPIO5\", \"pin3\"]\ncolumns = []\n";
        let e = crate::config::Config::from_toml(toml, None).unwrap_err();
        assert_eq!(e.key.as_deref(), Some("sensor.matrix.rows[1]"), "{e}");
        assert!(
            matches!(
                e.why,
                Some(ConfigWhy::Rule {
                    id: "config-line-pin",
                    ..
                })
            ),
            "{e}"
        );
        // Fewer positions than squares: not reachable from a file (every
        // wiring has 64 at least), so from the mapping itself.
        let (_, message, why) =
            crate::config::Mapping::checked(&Default::default(), 63).unwrap_err();
        assert_eq!(rule(en, &why), message);
        if let ConfigWhy::Rule { id, .. } = why {
            seen.insert(id);
        }
        // The reasons `Position::from_fen` lets pass (a start may have
        // more material, or a check no move gave), and one shakmaty may add.
        {
            use crate::arbiter::position::PositionProblem as P;
            for p in [
                P::ImpossibleCheck(shakmaty::Color::Black),
                P::TooMuchMaterial,
                P::BadCastling,
                P::Other("VARIANT".into()),
            ] {
                let why = crate::config::problem_rule(&p);
                assert_eq!(rule(en, &why), p.to_string());
                if let ConfigWhy::Rule { id, .. } = why {
                    seen.insert(id);
                }
            }
        }
        // Every message of the block is reached.
        let src = include_str!("../i18n/en.ftl");
        let block = src
            .split("# The rest of the configuration's checks")
            .nth(1)
            .and_then(|b| b.split("config-syntax-error").next())
            .expect("lang5's block");
        let ids: Vec<&str> = block
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
            .filter(|id| !id.starts_with(' ') && !id.starts_with('#'))
            .collect();
        let missed: Vec<&&str> = ids.iter().filter(|id| !seen.contains(**id)).collect();
        assert!(missed.is_empty(), "not reached: {missed:?}");
        assert!(ids.len() > 60, "{ids:?}");
    }

    /// A TOML syntax error: what the reader was reading, what it expected,
    /// the cause; the catalogue's English is the reader's, line by line.
    #[test]
    fn a_toml_syntax_error_is_said_by_its_parts() {
        let en = tr(Lang::En);
        let mut seen = std::collections::BTreeSet::new();
        for toml in [
            "[game\n",
            "[game]\nscan_hz = \n",
            "[game]\nscan_hz = 1\nscan_hz = 2\n",
            "scan_hz = 1\nscan_hz = 2\n",
            "[game]\nstart = \"abc\n",
            "[game]\nstart = 'abc\n",
            "[game]\nscan_hz = 0x\n",
            "[game]\nscan_hz = 1_\n",
            "[game]\nscan_hz = 99999999999999999999\n",
            "[game]\nscan_hz = [1, 2\n",
            "[game]\nscan_hz = { a = 1\n",
            "[game]\nscan_hz = 1 2\n",
            "[game]\nstart = \"a\\qb\"\n",
            "[game]\nstart = \"\\uZZZZ\"\n",
            "a = 1\na.b = 2\n",
            "= 1\n",
            "[game]\nscan_hz = 1979-05-27T25:00:00\n",
        ] {
            let e = crate::config::Config::from_toml(toml, None).unwrap_err();
            let Some(ConfigWhy::Syntax(syntax)) = &e.why else {
                panic!("{toml:?}: {e}");
            };
            assert!(e.line.is_some() && e.column.is_some(), "{toml:?}: {e}");
            assert_eq!(toml_syntax(en, syntax).join("\n"), e.message, "{toml:?}");
            if let Some(what) = syntax.what {
                seen.insert(format!("what {what}"));
            }
            if let Some(cause) = &syntax.cause {
                assert!(
                    !matches!(cause, SyntaxCause::Other(_)),
                    "{toml:?}: {cause:?}"
                );
                seen.insert(format!("{cause:?}"));
            }
            let es = config(tr(Lang::Es), &e);
            assert!(
                es.starts_with(&format!("línea {}, columna", e.line.unwrap())),
                "{es}"
            );
            for line in e.message.lines() {
                assert!(!es.contains(line), "{toml:?}: {es}");
            }
        }
        assert!(seen.len() >= 8, "{seen:?}");
        // Every kind the reader's labels name has its words in English.
        for what in [
            "array",
            "date-time",
            "time",
            "time-offset",
            "inline-table",
            "key",
            "integer",
            "hex-integer",
            "octal-integer",
            "binary-integer",
            "float",
            "basic-string",
            "unicode-4",
            "unicode-8",
            "escape",
            "ml-basic-string",
            "literal-string",
            "ml-literal-string",
            "table-header",
            "string",
        ] {
            let label = TomlSyntax::label(what).unwrap();
            let said = en.msg("config-syntax-invalid", &[("what", what.into())]);
            assert_eq!(said, format!("invalid {label}"));
        }
    }

    /// Every error number Linux has, in every language: a message of the
    /// catalogue (by the number, by the kind, or "system error N"), never
    /// the system's English text; English keeps the system's meaning.
    #[test]
    fn every_error_of_the_system_is_said_in_the_language() {
        for lang in Lang::ALL {
            let t = tr(lang);
            for code in 1..=133 {
                let e = std::io::Error::from_raw_os_error(code);
                let said = os(t, &e);
                assert!(
                    !said.is_empty() && !said.starts_with("io-"),
                    "{lang} {code}: {said}"
                );
                assert!(!said.contains("os error"), "{lang} {code}: {said}");
                if lang != Lang::En {
                    let english = e.to_string();
                    let english = english.split(" (os error").next().unwrap();
                    assert!(!said.contains(english), "{lang} {code}: {said}");
                    assert_ne!(said, os(tr(Lang::En), &e), "{lang} {code}");
                }
            }
        }
        // The kinds without a number (errors made by programs) too.
        for kind in [
            ErrorKind::BrokenPipe,
            ErrorKind::InvalidInput,
            ErrorKind::WouldBlock,
            ErrorKind::Unsupported,
            ErrorKind::Other,
        ] {
            let e = std::io::Error::from(kind);
            assert_ne!(os(tr(Lang::Es), &e), os(tr(Lang::En), &e), "{kind:?}");
        }
    }

    /// A file refused by `journal::files` is said in the language, what it
    /// is and the path named; the English is the library's own.
    #[test]
    fn a_refused_file_is_said_in_the_language() {
        use crate::journal::files::Refused;
        for (what, es) in [
            ("a FIFO (named pipe)", "una FIFO"),
            ("a directory", "un directorio"),
            ("not a regular file", "otra cosa"),
        ] {
            let r = Refused::NotRegular {
                path: "/x/y".into(),
                what,
            };
            let english = r.to_string();
            let e = std::io::Error::new(ErrorKind::InvalidInput, r);
            assert_eq!(os(tr(Lang::En), &e), english);
            let said = os(tr(Lang::Es), &e);
            assert!(said.starts_with("/x/y es ") && said.contains(es), "{said}");
        }
        let r = Refused::TooLong {
            path: "/k".into(),
            max: 10,
        };
        let english = r.to_string();
        let e = std::io::Error::new(ErrorKind::InvalidData, r);
        assert_eq!(os(tr(Lang::En), &e), english);
        assert_eq!(
            os(tr(Lang::De), &e),
            "/k ist länger als 10 Bytes: abgelehnt"
        );
    }

    /// The English of `key-why-*` is `KeyWhy`'s `Display`, kind by kind.
    #[test]
    fn the_english_of_the_keys_is_the_library_s() {
        use crate::journal::key::{KeyList, KeyWhy, PublicKey};
        let whys = [
            PublicKey::parse("abc").unwrap_err(),
            PublicKey::parse(&"0".repeat(63)).unwrap_err(),
            KeyWhy::NotEd25519,
            KeyList::parse("# none\n").unwrap_err(),
            KeyList::parse("a b c\n").unwrap_err(),
            KeyWhy::SecretKey,
            KeyWhy::SameKey {
                name: "b2".into(),
                other: "b1".into(),
            },
        ];
        for why in &whys {
            assert_eq!(
                crate::journal::key_why_words(tr(Lang::En), why),
                why.to_string()
            );
            assert_ne!(
                crate::journal::key_why_words(tr(Lang::Es), why),
                why.to_string()
            );
        }
        let e = KeysError::NotKey(whys[0].clone());
        assert_eq!(keys(tr(Lang::En), &e), e.to_string());
        assert!(keys(tr(Lang::Pt), &e).contains("nem um arquivo"));
    }

    /// What a clipped word leaves out is said in the language.
    #[test]
    fn the_note_of_a_clipped_word_is_said_in_the_language() {
        let long = format!("line 3: `{}` is bad", "x".repeat(300));
        let en = clipped(tr(Lang::En), &long);
        assert!(en.contains("… (102 more characters)"), "{en}");
        let es = clipped(tr(Lang::Es), &long);
        assert!(es.contains("… (102 caracteres más)"), "{es}");
        assert!(es.ends_with(" is bad") && !es.contains("more"), "{es}");
        assert_eq!(clipped(tr(Lang::De), "a … (b) c"), "a … (b) c");
    }

    #[test]
    fn the_system_s_error_is_said_by_its_kind() {
        let e = std::io::Error::from(ErrorKind::NotFound);
        assert_eq!(os(tr(Lang::Es), &e), tr(Lang::Es).t("io-not-found"));
        assert_ne!(os(tr(Lang::Es), &e), os(tr(Lang::En), &e));
    }

    /// The catalogue's English of a TRF's problems (`trf-*`) is the
    /// library's `Display`, every kind and every `what` of a field.
    #[test]
    fn the_english_of_the_trf_problems_is_the_library_s() {
        let en = tr(Lang::En);
        let field = |what: &'static str| TrfProblem::Field {
            from: 92,
            to: 95,
            what,
            found: "  x ".into(),
        };
        let mut problems = vec![
            TrfProblem::ShortPlayer,
            TrfProblem::RankTwice(7, 12),
            TrfProblem::UnknownOpponent {
                round: 3,
                opponent: 40,
            },
            TrfProblem::OwnOpponent {
                round: 2,
                player: 5,
            },
            TrfProblem::NoColour {
                round: 1,
                player: 3,
                opponent: 4,
                column: 97,
            },
            TrfProblem::NoPlayers,
            TrfProblem::NoOpenRound,
            TrfProblem::EmptyRound(9),
            TrfProblem::Results(ResultsProblem::NoRank {
                board: 2,
                name: "Okafor, Ben".into(),
            }),
            TrfProblem::Results(ResultsProblem::NotPlayer { board: 4, rank: 33 }),
        ];
        for colour in ["White", "Black", "no colour"] {
            problems.push(TrfProblem::Asymmetric {
                round: 3,
                player: 1,
                opponent: 2,
                colour,
                other_line: 14,
            });
        }
        for what in [
            "points such as 1.0",
            "points such as 1.5",
            "a starting rank",
            "a rating",
            "a FIDE number",
            "points",
            "an opponent's starting rank",
            "a colour (w, b or -)",
            "a result code (1 = 0 + - W D L H F U Z)",
        ] {
            assert!(trf_what(en, what).is_some(), "{what}");
            problems.push(field(what));
        }
        for l in [
            ListProblem::Empty,
            ListProblem::Count("x".into()),
            ListProblem::TwoRanks("1 2 3".into()),
            ListProblem::NotRank("a".into()),
            ListProblem::NotPlayer(99),
            ListProblem::Twice(3, 2),
            ListProblem::ByeFirst,
            ListProblem::CountDiffers { said: 3, has: 2 },
        ] {
            problems.push(TrfProblem::List(l));
        }
        for p in problems {
            assert_eq!(trf_problem(en, &p), p.to_string());
            let e = TrfError {
                line: 12,
                problem: p,
            };
            let at = tr(Lang::Es);
            assert_eq!(
                en.msg(
                    "trf-at-line",
                    &[
                        ("line", e.line.into()),
                        ("problem", trf_problem(en, &e.problem).into())
                    ]
                ),
                e.to_string()
            );
            assert_ne!(trf(at, &e), e.to_string(), "{e}");
        }
    }

    /// A FEN that cannot be played from: its reasons said by the
    /// catalogue (`config-fen-*`), whose English is the engine's own.
    #[test]
    fn the_reasons_a_fen_cannot_be_played_are_said_in_the_language() {
        use crate::arbiter::position::Position;
        use crate::arbiter::rules::Variant;
        let en = tr(Lang::En);
        let es = tr(Lang::Es);
        for text in [
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "8/8/8/8/8/8/4k3/4K3 w - - 0 1",
        ] {
            let e = match Position::from_fen_any_board(text, Variant::Chess960) {
                Err(e) => e,
                Ok(_) => Position::from_fen(text, Variant::Standard).unwrap_err(),
            };
            let FenError::Invalid(_, why) = &e else {
                panic!("{text}: {e}");
            };
            // English: the catalogue's words are the engine's.
            assert_eq!(fen(en, &e), e.to_string(), "{text}");
            let said = fen(es, &e);
            assert!(!said.contains(why.as_str()), "{text}: {said}");
            assert_eq!(
                fen_problems(es, text).map(|w| said.ends_with(&w)),
                Some(true)
            );
        }
    }

    /// lang8: the board's side (`--screens`, the board's key files, the
    /// journal a restart finds, `--sim-wall`, `calibrate`): the English
    /// catalogue says what the library's `Display` says, word for word;
    /// every other language says something else.
    #[test]
    fn the_english_of_the_board_s_errors_is_the_library_s() {
        use crate::journal::key::{KeyFileError, KeyOp};
        use crate::journal::recover::{RecoverError, RecoverNote};
        use crate::journal::verify::Why;
        use std::path::PathBuf;
        let en = tr(Lang::En);
        let p = || PathBuf::from("/var/lib/jadoube/board-key");
        let j = || PathBuf::from("/var/lib/jadoube/g_r1_b1.jsonl");
        let others = [Lang::Es, Lang::Pt, Lang::Fr, Lang::De].map(tr);
        let differs = |said: &dyn Fn(&Tr) -> String, english: &str| {
            for t in others {
                let s = said(t);
                assert_ne!(s, english, "{}", t.lang());
                assert!(!s.contains("-key-") && !s.contains("recover-"), "{s}");
            }
        };
        for e in [
            ScreensDirError::NotADirectory(p()),
            ScreensDirError::NotEmpty {
                path: p(),
                count: 3,
            },
        ] {
            assert_eq!(screens_dir(en, &e), e.to_string());
            differs(&|t| screens_dir(t, &e), &e.to_string());
        }
        for e in [
            KeyFileError::NotAKey(p()),
            KeyFileError::Exists(p()),
            KeyFileError::ReadableByOthers {
                path: p(),
                mode: 0o644,
            },
        ] {
            assert_eq!(key_file(en, &e), e.to_string());
            differs(&|t| key_file(t, &e), &e.to_string());
        }
        for op in [KeyOp::Read, KeyOp::Make, KeyOp::Write] {
            let e = KeyFileError::Io {
                op,
                path: p(),
                why: std::io::Error::from(ErrorKind::PermissionDenied),
            };
            // The system's reason is the catalogue's (`os`), not std's.
            let english = e.to_string();
            let head = english.split(": ").next().unwrap();
            assert!(key_file(en, &e).starts_with(&format!("{head}: ")), "{e}");
            differs(&|t| key_file(t, &e), &english);
        }
        let refused = JournalError::NoKey(p());
        assert_eq!(no_key(en, &p()), refused.to_string());
        differs(&|t| no_key(t, &p()), &refused.to_string());
        for e in [
            RecoverError::NotAFileName(j()),
            RecoverError::NoHeader(j()),
            RecoverError::Newer {
                path: j(),
                version: 9,
            },
            RecoverError::OtherSource {
                path: j(),
                recorded: "sim a.trace sha256:00".into(),
                given: "sim b.trace sha256:11".into(),
            },
        ] {
            assert_eq!(recover(en, &e), e.to_string());
            differs(&|t| recover(t, &e), &e.to_string());
            // Through the journal's and the daemon's errors too.
            let daemon = DaemonError::Journal(JournalError::Recover(e.clone()));
            assert_eq!(said(en, &daemon), e.to_string());
            assert_eq!(said(others[0], &daemon), recover(others[0], &e));
        }
        for n in [
            RecoverNote::HeaderTorn {
                path: j(),
                bytes: 17,
                aside: "g_r1_b1.jsonl.torn".into(),
            },
            RecoverNote::OtherSource {
                path: j(),
                recorded: "sim a.trace".into(),
                given: "sim b.trace".into(),
            },
            RecoverNote::SettingsKept {
                path: j(),
                rules: "fide-2023-standard".into(),
                start: "startpos".into(),
            },
            RecoverNote::LineSkipped {
                path: j(),
                line: 12,
                why: "expected value at line 1 column 1".into(),
            },
            RecoverNote::Mismatch {
                path: j(),
                why: Why::NotProduced {
                    line: 14,
                    kind: "illegal".into(),
                },
            },
            RecoverNote::Torn {
                path: j(),
                bytes: 9,
                offset: 4096,
            },
        ] {
            assert_eq!(recover_note(en, &n), n.to_string());
            differs(&|t| recover_note(t, &n), &n.to_string());
        }
        // The journal's files at a restart (`IoOp`): "cannot read the
        // journal PATH".
        for op in [
            IoOp::OpenStateDir,
            IoOp::ReadJournal,
            IoOp::RemoveEmpty,
            IoOp::MoveAside,
            IoOp::CreateJournal,
            IoOp::AppendJournal,
            IoOp::WriteJournal,
        ] {
            let path = "/var/lib/jadoube/g.jsonl";
            let english = format!("{} {path}", op.english());
            assert_eq!(io_op(en, op, path), english);
            differs(&|t| io_op(t, op, path), &english);
        }
        let wall = crate::journal::format::parse_rfc3339("noon").unwrap_err();
        assert_eq!(
            en.msg("run-sim-wall-bad", &[("value", "noon".into())]),
            format!("--sim-wall: {wall}")
        );
        let analog = crate::hw::ToolError::NotAnalog("occupancy");
        assert_eq!(
            en.msg("calibrate-not-analog", &[("kind", "occupancy".into())]),
            analog.to_string()
        );
        // A trace `run --sim` cannot play: the trace's words, its name.
        let bad = crate::trace::parse_bytes(b"start startpos\n0.1 jump e4\n").unwrap_err();
        let e = DaemonError::Trace {
            name: "t.trace".into(),
            error: Box::new(bad.clone()),
        };
        assert_eq!(said(en, &e), format!("t.trace: {bad}"));
        assert_eq!(
            said(others[0], &e),
            format!("t.trace: {}", trace(others[0], &bad))
        );
    }
}
