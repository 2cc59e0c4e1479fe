//! The event log of a game: append-only JSON Lines, hash-chained,
//! replayable (`docs/journal.md`).
//!
//! - [`format`]: the lines (header, inputs, events, restarts) and the chain;
//! - [`store`]: the writer (batched lines, `fdatasync` before an alert) and
//!   the reader (a torn last line is reported, never fatal);
//! - [`feed`]: the journal as a trace: the same engine, the same decisions,
//!   the exact state for crash recovery;
//! - [`verify`]: the first altered, removed or inserted line;
//! - [`export`]: PGN per game, JSON per round;
//! - `jadoube round start`: event, round and board of the next game.

pub mod export;
pub mod feed;
pub mod files;
pub mod format;
pub mod key;
pub mod recover;
pub mod startup;
pub mod store;
pub mod verify;
mod why;

use std::path::{Path, PathBuf};

pub use format::{GameInfo, Header, Line, Record};

use crate::config::Config;
use crate::error::{IoContext, IoError};
use crate::i18n::{Arg, Tr};

/// What went wrong with a journal, a round file or the state directory.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// A file could not be read or written (the context names it).
    #[error(transparent)]
    Io(#[from] IoError),
    /// A file is not what it should be: the message names it and why
    /// (quoting at most 200 characters of any word of it).
    #[error("{}", crate::error::clip_words(.0))]
    Invalid(String),
    /// The state directory has no board's key (the path it should be at),
    /// and the daemon was not told to make one: it refuses to start
    /// (`docs/journal.md`, "The board's key").
    #[error(
        "{}: the board has no key, and the daemon does not make one by itself (a new key is not on the organiser's list: the journals it seals would fail `verify --keys`); if this is the board's first start, run `sudo jadoube key init --name BOARD` (then give `jadoube key show` to the organiser) or start once with `jadoube run --first-boot`; if the board had a key, someone removed it: tell the chief arbiter",
        .0.display()
    )]
    NoKey(PathBuf),
    /// The board's own key files (`key::KeyFileError`).
    #[error(transparent)]
    Key(#[from] key::KeyFileError),
    /// The journal left by the last run cannot be gone on with.
    #[error(transparent)]
    Recover(#[from] recover::RecoverError),
}

/// The round file in the state directory, written by `jadoube round start`.
pub const ROUND_FILE: &str = "round.json";

/// Where journals, the round file and exports live: `--state-dir`, else
/// `$STATE_DIRECTORY` (set by systemd's `StateDirectory=`), else the
/// configuration's `journal.dir`.
pub fn state_dir(explicit: Option<&Path>, config: &Config) -> PathBuf {
    if let Some(d) = explicit {
        return d.to_path_buf();
    }
    if let Some(d) = std::env::var_os("STATE_DIRECTORY") {
        // systemd may list several, separated by colons: the first is ours.
        let s = d.to_string_lossy();
        if let Some(first) = s.split(':').next().filter(|f| !f.is_empty()) {
            return PathBuf::from(first);
        }
    }
    config.journal.dir.clone()
}

/// The game: the configuration's `[journal]` tags, overridden by the round
/// file of the state directory.
pub fn game_info(config: &Config, state: &Path) -> Result<GameInfo, JournalError> {
    let j = &config.journal;
    let mut g = GameInfo {
        event: j.event.clone(),
        site: None,
        round: j.round.clone(),
        board: j.board.clone(),
        white: j.white.clone(),
        black: j.black.clone(),
    };
    let path = state.join(ROUND_FILE);
    if path.symlink_metadata().is_ok() {
        let d = files::Dir::open(state, false).io_at(crate::error::IoOp::Open, state)?;
        let bytes = d.read(ROUND_FILE).io_at(crate::error::IoOp::Read, &path)?;
        let text = String::from_utf8_lossy(&bytes);
        let r: GameInfo = serde_json::from_str(&text).map_err(|e| {
            JournalError::Invalid(format!("{}: not a round file: {e}", path.display()))
        })?;
        // The round file names the game; the configuration fills what it leaves out.
        g = GameInfo {
            event: r.event.or(g.event),
            site: r.site.or(g.site),
            round: r.round.or(g.round),
            board: r.board.or(g.board),
            white: r.white.or(g.white),
            black: r.black.or(g.black),
        };
    }
    Ok(g)
}

/// A file-name part: lower-case letters, digits and dashes.
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() || c == '.' {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out: String = out.trim_matches('-').chars().take(48).collect();
    if out.is_empty() { "-".into() } else { out }
}

/// The journal of a game: `EVENT_rROUND_bBOARD.jsonl` in the state directory.
pub fn game_file_name(g: &GameInfo) -> String {
    format!(
        "{}_r{}_b{}.jsonl",
        slug(g.event.as_deref().unwrap_or("game")),
        slug(g.round.as_deref().unwrap_or("0")),
        slug(g.board.as_deref().unwrap_or("0"))
    )
}

/// The journals in a directory (`*.jsonl`), sorted by name.
pub fn journals_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    v.sort();
    Ok(v)
}

/// `jadoube round start`: writes the round file of the state directory `dir`
/// (created if need be, mode 0750; the file 0640, replaced atomically,
/// never through a link: `files`); returns its path. Written by root, it
/// is given to the directory's owner, the service user.
pub fn write_round(dir: &Path, game: &GameInfo) -> Result<PathBuf, JournalError> {
    let d = files::Dir::open(dir, true).io_at(crate::error::IoOp::Open, dir)?;
    let text = serde_json::to_string_pretty(game).expect("a round serializes") + "\n";
    let owner = key::root_writes_for(&d);
    d.replace(ROUND_FILE, text.as_bytes(), files::FILE_MODE, owner)
        .io_at(crate::error::IoOp::Write, &d.join(ROUND_FILE))
        .map_err(JournalError::from)
}

/// The report of `verify` for one file: [`chain_text`], then
/// [`decisions_text`], in the language of `tr`.
pub fn verify_text(tr: &Tr, name: &str, r: &verify::Report) -> String {
    chain_text(tr, name, r) + &decisions_text(tr, r)
}

/// Who sealed, in words: `b12 (key 1a2b...), then key 3c4d...`.
fn signed_by(tr: &Tr, r: &verify::Report) -> String {
    r.signers
        .iter()
        .map(|s| {
            let key = ("key", Arg::from(s.key.fingerprint()));
            match s.name.as_deref() {
                Some(n) if !n.is_empty() => {
                    tr.msg("verify-signer", &[("name", n.to_string().into()), key])
                }
                _ => tr.msg("verify-signer-unnamed", &[key]),
            }
        })
        .reduce(|a, b| tr.msg("verify-then", &[("a", a.into()), ("b", b.into())]))
        .unwrap_or_default()
}

/// What `verify` found wrong, in `tr`'s language (`Problem`'s `Display`
/// is the English, for logs, the hall's receipts and the PGN's
/// `JournalCheck`). The reasons a problem carries from deeper down (why a
/// line does not parse, the kind of an unsealed line) stay as they are.
pub fn problem_words(tr: &Tr, p: &verify::Problem) -> String {
    use verify::Problem;
    let clip = |s: &str| Arg::from(format::clip(s));
    let n = |v: usize| Arg::from(v);
    match p {
        Problem::NoHeader { why } => {
            tr.msg("problem-no-header", &[("why", why_words(tr, why).into())])
        }
        Problem::Altered { line, why } => tr.msg(
            "problem-altered",
            &[("line", n(*line)), ("why", why_words(tr, why).into())],
        ),
        Problem::Removed {
            before_line,
            first_seq,
            last_seq,
        } if first_seq == last_seq => tr.msg(
            "problem-removed-one",
            &[
                ("line", n(*before_line)),
                ("first", first_seq.to_string().into()),
            ],
        ),
        Problem::Removed {
            before_line,
            first_seq,
            last_seq,
        } => tr.msg(
            "problem-removed",
            &[
                ("count", (last_seq - first_seq + 1).to_string().into()),
                ("line", n(*before_line)),
                ("first", first_seq.to_string().into()),
                ("last", last_seq.to_string().into()),
            ],
        ),
        Problem::Inserted { line } => tr.msg("problem-inserted", &[("line", n(*line))]),
        Problem::Decisions { why } => {
            tr.msg("problem-decisions", &[("why", why_words(tr, why).into())])
        }
        Problem::Empty => tr.t("problem-empty"),
        Problem::Seal { line, why } => tr.msg(
            "problem-seal",
            &[("line", n(*line)), ("why", why_words(tr, why).into())],
        ),
        Problem::HeaderNotSealed => tr.t("problem-header-not-sealed"),
        Problem::UnknownKey { line, fingerprint } => tr.msg(
            "problem-unknown-key",
            &[("line", n(*line)), ("key", fingerprint.clone().into())],
        ),
        Problem::Unsigned { version } => tr.msg(
            "problem-unsigned",
            &[("version", version.to_string().into())],
        ),
        Problem::Encoding { what } => {
            tr.msg("problem-encoding", &[("what", what_words(tr, what).into())])
        }
        Problem::UnsealedEvidence { line, what } => tr.msg(
            "problem-unsealed-evidence",
            &[("line", n(*line)), ("what", what_words(tr, what).into())],
        ),
        Problem::UnsealedSpan {
            first_line,
            last_line,
            micros,
        } => tr.msg(
            "problem-unsealed-span",
            &[
                ("first", n(*first_line)),
                ("last", n(*last_line)),
                ("seconds", format!("{:.3}", *micros as f64 / 1e6).into()),
                (
                    "every",
                    (format::SEAL_EVERY.micros() / 1_000_000).to_string().into(),
                ),
            ],
        ),
        Problem::BadWall { line, wall } => tr.msg(
            "problem-bad-wall",
            &[("line", n(*line)), ("wall", clip(wall))],
        ),
        Problem::WrongBoard {
            line,
            signer,
            board,
        } => tr.msg(
            "problem-wrong-board",
            &[
                ("line", n(*line)),
                ("signer", clip(signer)),
                ("board", clip(board)),
            ],
        ),
        Problem::Cut { expected } => tr.msg("problem-cut", &[("hash", clip(expected))]),
    }
}

/// Why a key or a list of keys is refused, in `tr`'s language
/// (`key-why-*`).
pub fn key_why_words(tr: &Tr, w: &key::KeyWhy) -> String {
    use key::KeyWhy::*;
    match w {
        NotHex { chars } => tr.msg("key-why-not-hex", &[("chars", (*chars).into())]),
        NotEd25519 => tr.t("key-why-not-ed25519"),
        SecretKey => tr.msg(
            "key-why-secret-key",
            &[
                ("secret", key::SECRET_FILE.into()),
                ("public", key::PUBLIC_FILE.into()),
            ],
        ),
        NotNamePubkey => tr.t("key-why-not-name-pubkey"),
        SameKey { name, other } => tr.msg(
            "key-why-same-key",
            &[
                ("name", format::clip(name).into()),
                ("other", format::clip(other).into()),
            ],
        ),
        Empty => tr.t("key-why-empty"),
        AtLine { line, why } => tr.msg(
            "key-why-at-line",
            &[
                ("line", (*line).into()),
                ("why", key_why_words(tr, why).into()),
            ],
        ),
    }
}

/// The reason a problem carries, in `tr`'s language (`why-*`); what
/// another library said (the JSON reader's, a key's) is quoted as it is.
pub fn why_words(tr: &Tr, w: &verify::Why) -> String {
    use verify::Why::*;
    let clip = |s: &str| Arg::from(format::clip(s));
    let n = |v: usize| Arg::from(v);
    let (id, args): (&str, Vec<(&str, Arg)>) = match w {
        Unparsed { why } | Other(why) => return format::clip(why),
        BadKey { why } => return key_why_words(tr, why),
        NotJournalLine { why } => ("why-not-journal-line", vec![("why", clip(why))]),
        NoCompleteLine { bytes } => ("why-no-complete-line", vec![("bytes", n(*bytes))]),
        OtherRecord { name } => ("why-other-record", vec![("name", clip(name))]),
        OtherFormat { format: f } => (
            "why-other-format",
            vec![("format", clip(f)), ("expected", format::FORMAT.into())],
        ),
        NewerVersion { version } => (
            "why-newer-version",
            vec![
                ("version", version.to_string().into()),
                ("reads", format::VERSION.to_string().into()),
            ],
        ),
        NotDaemonSettings { why } => ("why-not-daemon-settings", vec![("why", clip(why))]),
        HeaderStart => ("why-header-start", vec![]),
        AnotherHash { line } => ("why-another-hash", vec![("line", n(*line))]),
        SeqDoesNotFollow { seq, prev } => (
            "why-seq-does-not-follow",
            vec![
                ("seq", seq.to_string().into()),
                ("prev", prev.to_string().into()),
            ],
        ),
        NotSealedBy { fingerprint } => ("why-not-sealed-by", vec![("key", clip(fingerprint))]),
        NotProduced { line, kind } => (
            "why-not-produced",
            vec![("line", n(*line)), ("kind", clip(kind))],
        ),
        Differs {
            line,
            recorded,
            produced,
        } => (
            "why-differs",
            vec![
                ("line", n(*line)),
                ("recorded", clip(recorded)),
                ("produced", clip(produced)),
            ],
        ),
        Unreadable { line, why } => (
            "why-unreadable",
            vec![("line", n(*line)), ("why", clip(why))],
        ),
    };
    tr.msg(id, &args)
}

/// Which line stands unsealed, or how the file was re-encoded, in `tr`'s
/// language (`what-*`).
pub fn what_words(tr: &Tr, w: &verify::What) -> String {
    use verify::What;
    match w {
        What::NotJournalLine => tr.t("what-not-journal-line"),
        What::Event { kind } => tr.msg("what-event", &[("kind", Arg::from(format::clip(kind)))]),
        What::Record { name } => tr.msg("what-record", &[("name", Arg::from(format::clip(name)))]),
        What::Bom => tr.t("what-bom"),
        What::CrLf { count, lines, from } => tr.msg(
            "what-crlf",
            &[
                ("count", Arg::from(*count)),
                ("lines", Arg::from(*lines)),
                ("from", Arg::from(*from)),
            ],
        ),
    }
}

/// The first part of `verify`'s report, known before the replay: the
/// chain, the seals and who sealed, the unsealed tail, the end, with the
/// problems found in `tr`'s language ([`problem_words`]).
pub fn chain_text(tr: &Tr, name: &str, r: &verify::Report) -> String {
    use verify::Problem;
    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str("  ");
        s.push_str(&text);
        s.push('\n');
    };
    let why = |p: &Problem| ("why", Arg::from(problem_words(tr, p)));
    let seq = r
        .last_seq
        .map(|q| q.to_string())
        .unwrap_or_else(|| "?".into());
    let head = tr.msg(
        "verify-head",
        &[
            ("name", name.to_string().into()),
            ("lines", r.lines.into()),
            ("seq", seq.into()),
            ("hash", r.last_hash.to_string().into()),
        ],
    );
    match &r.chain {
        None => line(tr.t("verify-chain-intact")),
        Some(p @ (Problem::Empty | Problem::NoHeader { .. })) => {
            line(tr.msg("verify-not-journal", &[why(p)]));
            return format!("{head}\n{s}");
        }
        Some(p @ Problem::Encoding { .. }) => {
            line(tr.msg("verify-encoding", &[why(p)]));
            return format!("{head}\n{s}");
        }
        Some(p) => line(tr.msg("verify-chain-broken", &[why(p)])),
    }
    let g = &r.game;
    let q = |o: &Option<String>| Arg::from(format::clip(o.as_deref().unwrap_or("?")));
    line(tr.msg(
        "verify-game",
        &[
            ("event", q(&g.event)),
            ("round", q(&g.round)),
            ("board", q(&g.board)),
            ("white", q(&g.white)),
            ("black", q(&g.black)),
        ],
    ));
    let seals: usize = r.signers.iter().map(|x| x.seals).sum();
    if !r.signers.is_empty() {
        line(tr.msg(
            "verify-seals",
            &[
                ("count", seals.into()),
                ("signers", signed_by(tr, r).into()),
            ],
        ));
    }
    match &r.seal {
        Some(p) => line(tr.msg("verify-seals-failed", &[why(p)])),
        None if r.signers.is_empty() => line(tr.msg(
            "verify-unsigned",
            &[("version", r.version.to_string().into())],
        )),
        None if r.keys_given => line(tr.t("verify-authentic")),
        None => line(tr.t("verify-not-authenticated")),
    }
    for (at, n) in &r.taken_over {
        line(tr.msg(
            "verify-taken-over",
            &[("line", (*at).into()), ("count", (*n).into())],
        ));
    }
    let tail = r.unsealed_lines();
    if r.chain.is_none() && r.seal.is_none() && !r.signers.is_empty() {
        line(tr.msg("verify-evidence", &[("count", r.evidence_lines.into())]));
    }
    if tail > 0 && !r.signers.is_empty() {
        let kinds: Vec<String> = r.unsealed.iter().map(|(k, n)| format!("{n} {k}")).collect();
        let last = r.last_seal.unwrap_or(0);
        line(tr.msg(
            "verify-not-evidence",
            &[
                ("from", (last + 1).into()),
                ("to", (last + tail).into()),
                ("line", last.into()),
                ("kinds", kinds.join(", ").into()),
            ],
        ));
    }
    if let Some(p) = &r.tail {
        line(tr.msg("verify-tail-failed", &[why(p)]));
    }
    if let Some((at, bytes)) = r.torn {
        line(tr.msg(
            "verify-torn",
            &[("line", at.into()), ("bytes", bytes.into())],
        ));
    }
    if r.restarts > 0 || r.torn_records > 0 {
        line(tr.msg(
            "verify-restarts",
            &[
                ("restarts", r.restarts.into()),
                ("torn", r.torn_records.into()),
            ],
        ));
    }
    if !r.stopped {
        line(tr.t("verify-not-stopped"));
    } else if !r.signed_stop && !r.signers.is_empty() {
        line(tr.t("verify-stop-unsealed"));
    }
    if r.end != verify::End::Unknown {
        line(tr.msg(
            "verify-time",
            &[
                ("from", format::clip(&r.first_wall).into()),
                ("to", format::clip(&r.last_wall).into()),
            ],
        ));
        line(match &r.result {
            Some(g) => tr.msg(
                "verify-result",
                &[
                    ("result", crate::words::result_text(g.result).into()),
                    ("why", crate::words::game_over_reason(tr, g).into()),
                ],
            ),
            None => tr.t("verify-result-none"),
        });
        line(end_words(tr, &r.end));
    }
    match (&r.cut, r.expected_end) {
        (Some(p), _) => line(tr.msg("verify-expected-failed", &[why(p)])),
        (None, Some(0)) => line(tr.t("verify-expected-there")),
        (None, Some(n)) => line(tr.msg("verify-expected-reached", &[("count", n.into())])),
        (None, None) => {}
    }
    format!("{head}\n{s}")
}

/// Whether the journal reaches the game's end, in words.
pub fn end_words(tr: &Tr, end: &verify::End) -> String {
    let (code, by) = match end {
        verify::End::Unknown => ("unknown", String::new()),
        verify::End::GameOver => ("game_over", String::new()),
        verify::End::ConfirmedStop(by) => ("confirmed", by.clone()),
        verify::End::StopMidGame => ("stop_mid_game", String::new()),
        verify::End::NoStop => ("no_stop", String::new()),
        verify::End::ForPairing => ("for_pairing", String::new()),
    };
    tr.msg("verify-end", &[("end", code.into()), ("by", by.into())])
}

/// The second part of `verify`'s report: the replay, and the verdict.
pub fn decisions_text(tr: &Tr, r: &verify::Report) -> String {
    let mut s = String::new();
    let why = |p: &verify::Problem| ("why", Arg::from(problem_words(tr, p)));
    let text = if r.replayed {
        match &r.decisions {
            None => Some(tr.msg("verify-decisions-same", &[("count", r.events.into())])),
            Some(p) => Some(tr.msg("verify-decisions-wrong", &[why(p)])),
        }
    } else {
        r.decisions
            .as_ref()
            .map(|p| tr.msg("verify-decisions-note", &[why(p)]))
    };
    if let Some(t) = text {
        s.push_str(&format!("  {t}\n"));
    }
    let verdict = if !r.ok() {
        "verify-failed"
    } else if r.end.complete() {
        "verify-ok"
    } else {
        "verify-ok-incomplete"
    };
    s.push_str(&format!("  {}\n", tr.t(verdict)));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names() {
        let g = GameInfo {
            event: Some("City Open 2026".into()),
            round: Some("3".into()),
            board: Some("12".into()),
            ..GameInfo::default()
        };
        assert_eq!(game_file_name(&g), "city-open-2026_r3_b12.jsonl");
        assert_eq!(game_file_name(&GameInfo::default()), "game_r0_b0.jsonl");
        assert_eq!(slug("../../etc/passwd"), "..-..-etc-passwd");
        assert_eq!(slug("Échecs / Rd 3.1"), "checs-rd-3.1");
    }
}
