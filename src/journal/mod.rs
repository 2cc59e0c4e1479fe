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
pub mod store;
pub mod verify;

use std::path::{Path, PathBuf};

pub use format::{GameInfo, Header, Line, Record};

use crate::config::Config;
use crate::error::{IoContext, IoError};

/// What went wrong with a journal, a round file or the state directory.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// A file could not be read or written (the context names it).
    #[error(transparent)]
    Io(#[from] IoError),
    /// A file is not what it should be: the message names it and why.
    #[error("{0}")]
    Invalid(String),
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
        let d = files::Dir::open(state, false)
            .io_context(|| format!("cannot open {}", state.display()))?;
        let bytes = d
            .read(ROUND_FILE)
            .io_context(|| format!("cannot read {}", path.display()))?;
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
    let d = files::Dir::open(dir, true).io_context(|| format!("cannot open {}", dir.display()))?;
    let text = serde_json::to_string_pretty(game).expect("a round serializes") + "\n";
    let owner = key::root_writes_for(&d);
    d.replace(ROUND_FILE, text.as_bytes(), files::FILE_MODE, owner)
        .io_context(|| format!("cannot write {}", d.join(ROUND_FILE).display()))
        .map_err(JournalError::from)
}

/// The report of `verify` for one file: [`chain_text`], then
/// [`decisions_text`].
pub fn verify_text(name: &str, r: &verify::Report) -> String {
    chain_text(name, r) + &decisions_text(r)
}

/// The first part of `verify`'s report, known before the replay: the
/// chain, the seals and who sealed, the unsealed tail, the end.
pub fn chain_text(name: &str, r: &verify::Report) -> String {
    use verify::Problem;
    let mut s = String::new();
    let seq = r
        .last_seq
        .map(|q| q.to_string())
        .unwrap_or_else(|| "?".into());
    s.push_str(&format!(
        "{name}: {} lines, last seq {seq}, last line sha256 {}\n",
        r.lines, r.last_hash
    ));
    match &r.chain {
        None => s.push_str("  chain: intact\n"),
        Some(p @ (Problem::Empty | Problem::NoHeader { .. })) => {
            s.push_str(&format!("  not a journal: {p}\n"));
            return s;
        }
        Some(p @ Problem::Encoding { .. }) => {
            s.push_str(&format!("  not as the board wrote it: {p}\n"));
            return s;
        }
        Some(p) => s.push_str(&format!("  chain: BROKEN: {p}\n")),
    }
    s.push_str(&format!("  game: {}\n", r.game_words()));
    let seals: usize = r.signers.iter().map(|x| x.seals).sum();
    if !r.signers.is_empty() {
        s.push_str(&format!("  seals: {seals} verify, by {}\n", r.signed_by()));
    }
    match &r.seal {
        Some(p) => s.push_str(&format!("  seals: FAILED: {p}\n")),
        None if r.signers.is_empty() => s.push_str(&format!(
            "  unsigned (journal format {}): the chain is checked, which board wrote it cannot be\n",
            r.version
        )),
        None if r.keys_given => {
            s.push_str("  authenticity: every seal is by a key of the list given\n")
        }
        None => s.push_str(
            "  authenticity: NOT checked (no --key or --keys: anyone can make a key and seal with it; give the organiser's list, or compare the fingerprint with it)\n",
        ),
    }
    for (line, n) in &r.taken_over {
        s.push_str(&format!(
            "  the restart at line {line} found {n} unsealed line(s) before it (written, not yet sealed, when the daemon stopped): its seal covers them, as found\n"
        ));
    }
    let tail = r.unsealed_lines();
    if r.chain.is_none() && r.seal.is_none() && !r.signers.is_empty() {
        s.push_str(&format!(
            "  evidence: lines 1 to {} (sealed)\n",
            r.evidence_lines
        ));
    }
    if tail > 0 && !r.signers.is_empty() {
        let kinds: Vec<String> = r.unsealed.iter().map(|(k, n)| format!("{n} {k}")).collect();
        let last = r.last_seal.unwrap_or(0);
        s.push_str(&format!(
            "  NOT evidence: lines {} to {} after the last seal (line {last}) are not sealed: {}; anyone who could write the file could have written them\n",
            last + 1,
            last + tail,
            kinds.join(", ")
        ));
    }
    if let Some(p) = &r.tail {
        s.push_str(&format!("  unsealed tail: FAILED: {p}\n"));
    }
    if let Some((line, bytes)) = r.torn {
        s.push_str(&format!(
            "  line {line} is incomplete ({bytes} bytes): the daemon stopped while writing it; its next start cuts it off\n"
        ));
    }
    if r.restarts > 0 || r.torn_records > 0 {
        s.push_str(&format!(
            "  {} restart(s), {} torn line(s) cut off at a restart\n",
            r.restarts, r.torn_records
        ));
    }
    if !r.stopped {
        s.push_str(
            "  the journal ends before a clean stop: the daemon is running, or was killed or lost its power (a restart goes on)\n",
        );
    } else if !r.signed_stop && !r.signers.is_empty() {
        s.push_str("  the clean stop at the end is not sealed\n");
    }
    if r.end != verify::End::Unknown {
        s.push_str(&format!(
            "  time: {} to {} (UTC, the board's clock)\n",
            format::clip(&r.first_wall),
            format::clip(&r.last_wall)
        ));
        s.push_str(&format!(
            "  result: {}\n",
            r.result
                .as_deref()
                .unwrap_or("none sealed (the game did not end on the board)")
        ));
        s.push_str(&format!("  end: {}\n", r.end.words()));
    }
    match (&r.cut, r.expected_end) {
        (Some(p), _) => s.push_str(&format!("  expected end: FAILED: {p}\n")),
        (None, Some(0)) => s.push_str("  expected end: the journal ends there\n"),
        (None, Some(n)) => s.push_str(&format!(
            "  expected end: reached; {n} line(s) follow it (written after it was recorded)\n"
        )),
        (None, None) => {}
    }
    s
}

/// The second part of `verify`'s report: the replay, and the verdict.
pub fn decisions_text(r: &verify::Report) -> String {
    let mut s = String::new();
    if r.replayed {
        match &r.decisions {
            None => s.push_str(&format!(
                "  decisions: {} recorded events, the replay of the inputs gives the same\n",
                r.events
            )),
            Some(p) => s.push_str(&format!("  decisions: WRONG: {p}\n")),
        }
    } else if let Some(p) = &r.decisions {
        s.push_str(&format!("  decisions: {p}\n"));
    }
    s.push_str(if !r.ok() {
        "  FAILED\n"
    } else if r.end.complete() {
        "  OK\n"
    } else {
        "  OK, INCOMPLETE\n"
    });
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
