//! Opening a game's journal at the daemon's start: a new one, or the one
//! left by the last run, replayed to the exact state it recorded.
//!
//! After `kill -9` or a power cut the journal ends with complete lines
//! (everything handed to the kernel survives a kill; everything fsync'ed
//! survives a power cut: every decision and its inputs) and perhaps one
//! incomplete line. The incomplete line is reported (`torn_line`, with its
//! text) and cut off; the lines are replayed through a fresh engine, which
//! must give back the recorded events; events the replay produces beyond
//! them (decided, not written before the stop) are appended; a `restart`
//! line says so, and the game goes on from the journal's last time.

use std::path::{Path, PathBuf};

use super::JournalError;
use super::feed::{self, Feeder};
use super::files::Dir;
use super::format::{self, EventRec, Header, Record, RestartRec, TornRec, VERSION};
use super::key::{self, BoardKey, MissingKey};
use super::store::{self, Writer};
use crate::arbiter::Event;
use crate::error::{IoContext, IoOp};
use crate::time::Time;

/// Where a resumed game goes on from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resumed {
    /// The journal's last time: engine time goes on from here.
    pub t: Time,
    /// Presses and acks already in the journal.
    pub clock_inputs: usize,
    /// Lines read back.
    pub lines: u64,
    /// An incomplete last line was cut off.
    pub torn: bool,
    /// Events appended because the replay produced them but they were not
    /// recorded.
    pub recovered_events: usize,
    /// The replay disagreed with the journal (reported, never fatal).
    pub mismatch: Option<String>,
}

/// A game's journal, open for appending, and its engine.
pub struct Opened {
    pub writer: Writer,
    pub header: Header,
    /// The engine (fed the whole journal when resumed).
    pub feeder: Feeder,
    /// Every event of the game so far (for the screen).
    pub past: Vec<Event>,
    /// Set when an existing journal was resumed.
    pub resumed: Option<Resumed>,
    /// What was found and done on opening it, for the caller to say (in
    /// the log, in English; to a person at the terminal, in the language:
    /// `cli/run.rs`).
    pub notes: Vec<RecoverNote>,
}

/// Why the journal left by the last run cannot be gone on with: the
/// English `Display`, said in the person's language by
/// `cli/error_words.rs` (`recover-*`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecoverError {
    #[error("{}: not a journal's file name", .0.display())]
    NotAFileName(PathBuf),
    #[error(
        "{}: the first line is not a journal header; move the file away to start a new game",
        .0.display()
    )]
    NoHeader(PathBuf),
    #[error("{}: journal format version {version} is newer than this jadoube reads ({VERSION})", path.display())]
    Newer { path: PathBuf, version: u32 },
    #[error("{}: recorded from `{recorded}`, not `{given}`; remove it or use another state directory", path.display())]
    OtherSource {
        path: PathBuf,
        recorded: String,
        given: String,
    },
}

/// What the daemon found in the journal left by the last run, and did:
/// its English `Display` is the log line; `cli/error_words.rs` says it in
/// the person's language (`recover-note-*`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecoverNote {
    /// Only an incomplete header (`bytes`): moved to `aside`, a new game.
    HeaderTorn {
        path: PathBuf,
        bytes: usize,
        aside: String,
    },
    /// Recorded from another source (trace); the game goes on with `given`.
    OtherSource {
        path: PathBuf,
        recorded: String,
        given: String,
    },
    /// The configuration's rules or start differ: the game keeps its own.
    SettingsKept {
        path: PathBuf,
        rules: String,
        start: String,
    },
    /// A line that cannot be read (the reader's or engine's reason,
    /// English): skipped.
    LineSkipped {
        path: PathBuf,
        line: usize,
        why: String,
    },
    /// The replay gives other decisions than the journal records.
    Mismatch { path: PathBuf, why: super::why::Why },
    /// The last line was incomplete: cut off.
    Torn {
        path: PathBuf,
        bytes: usize,
        offset: u64,
    },
}

impl RecoverNote {
    /// A note of something wrong with the journal (logged as an error),
    /// not of what a restart does anyway (a warning).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            RecoverNote::LineSkipped { .. } | RecoverNote::Mismatch { .. }
        )
    }
}

impl std::fmt::Display for RecoverNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecoverNote::HeaderTorn { path, bytes, aside } => write!(
                f,
                "{}: only an incomplete header ({bytes} bytes): moved to {aside}, new game",
                path.display()
            ),
            RecoverNote::OtherSource {
                path,
                recorded,
                given,
            } => write!(
                f,
                "{}: recorded from `{recorded}`, going on with `{given}`",
                path.display()
            ),
            RecoverNote::SettingsKept { path, rules, start } => write!(
                f,
                "{}: the game keeps the settings it began with (rules {rules}, start {start})",
                path.display()
            ),
            RecoverNote::LineSkipped { path, line, why } => write!(
                f,
                "{}: line {line} cannot be read, skipped: {why}",
                path.display()
            ),
            RecoverNote::Mismatch { path, why } => write!(
                f,
                "{}: the replay disagrees with the journal: {why}",
                path.display()
            ),
            RecoverNote::Torn {
                path,
                bytes,
                offset,
            } => write!(
                f,
                "{}: the last line was incomplete ({bytes} bytes at offset {offset}): cut off",
                path.display()
            ),
        }
    }
}

/// Opens the journal at `path`: creates it with `fresh` as its header, or
/// resumes it. `wall(t)` gives the wall-clock time of engine time `t`.
/// With `same_source`, a journal recorded from another source (another
/// trace) is refused rather than resumed. The lines are sealed with the
/// key of the journal's directory (the state directory), made there on the
/// first start only when told (`key::BoardKey::for_daemon`). Files are made relative to
/// the directory, never through a link (`files`).
pub fn open_game(
    path: &Path,
    fresh: Header,
    wall: &dyn Fn(Time) -> String,
    same_source: bool,
) -> Result<Opened, JournalError> {
    open_game_with(path, fresh, wall, same_source, MissingKey::Refuse)
}

/// [`open_game`], and what to do when the state directory has no key
/// (`MissingKey::Refuse`: fail, saying how to make one).
pub fn open_game_with(
    path: &Path,
    fresh: Header,
    wall: &dyn Fn(Time) -> String,
    same_source: bool,
    missing: MissingKey,
) -> Result<Opened, JournalError> {
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| RecoverError::NotAFileName(path.to_path_buf()))?;
    let mut notes = Vec::new();
    let dir = Dir::open(parent, true).io_at(IoOp::OpenStateDir, parent)?;
    let (key, made) = BoardKey::for_daemon(&dir, missing, fresh.game.board.as_deref())?;
    if made {
        tracing::info!(
            "made the board's key {} (fingerprint {}): `jadoube key show` prints it for the organiser's list",
            dir.join(key::SECRET_FILE).display(),
            key.public().fingerprint()
        );
    }
    match dir.len(name).io_at(IoOp::ReadJournal, path)? {
        Some(0) => dir.remove(name).io_at(IoOp::RemoveEmpty, path)?,
        Some(_) => {
            let contents = store::read_in(&dir, name).io_at(IoOp::ReadJournal, path)?;
            if contents.lines.is_empty() {
                // Stopped while writing its header: nothing was recorded. Keep
                // the bytes for the record and begin again.
                let aside = format!("{name}.torn");
                notes.push(RecoverNote::HeaderTorn {
                    path: path.to_path_buf(),
                    bytes: contents.torn.as_ref().map_or(0, |t| t.1.len()),
                    aside: aside.clone(),
                });
                dir.rename(name, &aside).io_at(IoOp::MoveAside, path)?;
            }
        }
        None => {}
    }
    if !dir.exists(name).io_at(IoOp::ReadJournal, path)? {
        let feeder = Feeder::new(&fresh).map_err(JournalError::Invalid)?;
        let writer = Writer::create(
            &dir,
            name,
            fresh.clone(),
            Time::ZERO,
            wall(Time::ZERO),
            Some(key),
        )
        .io_at(IoOp::CreateJournal, path)?;
        tracing::info!("new game, journal {}", path.display());
        return Ok(Opened {
            writer,
            header: fresh,
            feeder,
            past: Vec::new(),
            resumed: None,
            notes,
        });
    }
    let contents = store::read_in(&dir, name).io_at(IoOp::ReadJournal, path)?;
    let header = contents
        .header()
        .cloned()
        .ok_or_else(|| RecoverError::NoHeader(path.to_path_buf()))?;
    if header.version > VERSION {
        return Err(RecoverError::Newer {
            path: path.to_path_buf(),
            version: header.version,
        }
        .into());
    }
    if header.source != fresh.source {
        if same_source {
            return Err(RecoverError::OtherSource {
                path: path.to_path_buf(),
                recorded: header.source.clone(),
                given: fresh.source.clone(),
            }
            .into());
        }
        notes.push(RecoverNote::OtherSource {
            path: path.to_path_buf(),
            recorded: header.source.clone(),
            given: fresh.source.clone(),
        });
    }
    if header.engine_config().rules != fresh.engine_config().rules || header.start != fresh.start {
        notes.push(RecoverNote::SettingsKept {
            path: path.to_path_buf(),
            rules: header.rules.name.clone(),
            start: header.start.clone(),
        });
    }
    let lines = contents
        .lines
        .iter()
        .skip(1)
        .map(|l| (l.number, l.parsed.as_ref()));
    let mut replayed = feed::replay_lines(&header, lines).map_err(JournalError::Invalid)?;
    for (n, why) in &replayed.unreadable {
        notes.push(RecoverNote::LineSkipped {
            path: path.to_path_buf(),
            line: *n,
            why: why.clone(),
        });
    }
    if let Some(why) = &replayed.mismatch_why {
        notes.push(RecoverNote::Mismatch {
            path: path.to_path_buf(),
            why: why.clone(),
        });
    }
    let t = replayed.feeder.max_t();
    let caught_up = replayed.feeder.catch_up(t);
    replayed.produced.extend(caught_up);
    let unrecorded: Vec<Event> = replayed.unrecorded().to_vec();

    let last = contents
        .lines
        .last()
        .ok_or_else(|| JournalError::Invalid("an empty journal".into()))?;
    let last_seq = last
        .line()
        .map(|l| l.seq)
        .or_else(|| contents.parsed().last().map(|l| l.seq))
        .unwrap_or(0);
    let mut writer = Writer::resume(
        &dir,
        name,
        contents.good_len,
        last_seq,
        format::hash_hex(&last.raw),
        Some(key),
    )
    .io_at(IoOp::AppendJournal, path)?;
    // Lines written after the last seal (the stop came before their seal
    // could): this restart's seal covers them, and says how many.
    let unsealed_lines = contents
        .lines
        .iter()
        .rev()
        .take_while(|l| !matches!(l.line().map(|l| &l.rec), Some(Record::Seal(_))))
        .count() as u64;
    let torn = contents.torn.is_some();
    if let Some((offset, bytes)) = &contents.torn {
        notes.push(RecoverNote::Torn {
            path: path.to_path_buf(),
            bytes: bytes.len(),
            offset: *offset,
        });
        writer.append(
            t,
            wall(t),
            Record::TornLine(TornRec {
                offset: *offset,
                bytes: bytes.len() as u64,
                text: String::from_utf8_lossy(bytes).into_owned(),
            }),
        );
    }
    let resumed = Resumed {
        t,
        clock_inputs: replayed.feeder.clock_inputs(),
        lines: contents.lines.len() as u64,
        torn,
        recovered_events: unrecorded.len(),
        mismatch: replayed.mismatch.clone(),
    };
    writer.append(
        t,
        wall(t),
        Record::Restart(RestartRec {
            lines: resumed.lines,
            recovered_events: unrecorded.len() as u64,
            unreadable_lines: replayed.unreadable.len() as u64,
            mismatch: replayed.mismatch.clone(),
            source: fresh.source.clone(),
            unsealed_lines,
        }),
    );
    for ev in &unrecorded {
        writer.append(t, wall(t), Record::Event(EventRec { event: ev.clone() }));
    }
    writer.seal(t, wall(t));
    writer.commit().io_at(IoOp::WriteJournal, path)?;
    tracing::info!(
        "resumed {} at {t} ({} lines{}{})",
        path.display(),
        resumed.lines,
        if torn { ", torn last line cut off" } else { "" },
        if unrecorded.is_empty() {
            String::new()
        } else {
            format!(", {} unrecorded events written", unrecorded.len())
        }
    );
    Ok(Opened {
        writer,
        header,
        feeder: replayed.feeder,
        past: replayed.produced,
        resumed: Some(resumed),
        notes,
    })
}
