//! What the hall holds: every board's games, line by line, exactly once and
//! in order; the journals the boards sent; on the disk under the hall's
//! data directory, so that a restarted hall knows what it had.
//!
//! ```text
//! DATA/games/BOARD/GAME.jsonl    the published lines the hall accepted (journal lines, verbatim)
//! DATA/collected/FILE.jsonl      the journals the boards sent (`jadoube export` reads them)
//! DATA/collected/FILE.jsonl.verify   what the verification found
//! ```
//!
//! A line is accepted only if its `prev` is the last line held for its
//! game (or it is the header of a new game): a line held already is a
//! duplicate, anything else is a gap the board is asked to fill.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

use super::HallError;
use super::alerts::AlertLog;
use super::proto::{Decision, JournalMeta};
use super::view::{BoardState, GameView};
use crate::error::{IoContext, IoOp};
use crate::i18n::Lang;
use crate::journal::format::{self, Line, Record};
use crate::journal::key::KeyList;
use crate::journal::{self, store, verify};

/// One game of a board, as far as the hall holds it.
#[derive(Debug)]
pub struct GameLog {
    pub game: String,
    /// The accepted lines, in order (the header first).
    pub lines: Vec<Line>,
    /// Their text, verbatim.
    pub raw: Vec<String>,
    pub view: GameView,
    file: Option<std::fs::File>,
}

impl GameLog {
    pub fn last_seq(&self) -> u64 {
        self.lines.last().map_or(0, |l| l.seq)
    }

    /// The latest seal the hall saw live: its `seq` and the SHA-256 of
    /// its line. A journal collected later must hold that very line.
    pub fn last_seal(&self) -> Option<(u64, String)> {
        self.lines
            .iter()
            .zip(&self.raw)
            .rev()
            .find(|(l, _)| matches!(l.rec, Record::Seal(_)))
            .map(|(l, raw)| (l.seq, format::hash_hex(raw.as_bytes())))
    }
}

/// One board.
#[derive(Debug)]
pub struct BoardEntry {
    pub name: String,
    /// From the board's retained `online` (its last will says false).
    pub online: Option<bool>,
    pub online_since: SystemTime,
    /// When the hall last had a message of the board (any topic).
    pub heard: Option<SystemTime>,
    /// Why the board is not running (its `online` message says it refused
    /// to start, and why).
    pub fault: Option<String>,
    /// The board's own retained state.
    pub reported: Option<BoardState>,
    /// The game shown: the one of the latest line accepted.
    pub current: Option<String>,
    pub games: BTreeMap<String, GameLog>,
    /// When a line was last accepted.
    pub progress: Instant,
    /// When the hall last asked for a resend.
    pub asked: Option<Instant>,
    /// The cursor must be published again.
    pub cursor_dirty: bool,
    /// Journals collected from this board: file -> summary.
    pub journals: BTreeMap<String, CollectedJournal>,
}

impl BoardEntry {
    fn new(board: &str) -> BoardEntry {
        BoardEntry {
            name: board.to_string(),
            online: None,
            online_since: SystemTime::now(),
            heard: None,
            fault: None,
            reported: None,
            current: None,
            games: BTreeMap::new(),
            progress: Instant::now(),
            asked: None,
            cursor_dirty: false,
            journals: BTreeMap::new(),
        }
    }
}

/// A journal the hall stores.
#[derive(Clone, Debug, serde::Serialize)]
pub struct CollectedJournal {
    pub file: String,
    pub stored_as: String,
    pub sha256: String,
    pub bytes: u64,
    pub stopped: bool,
    pub ok: bool,
    /// What the verification found, in the hall's language (the board's
    /// receipt, the `.verify` file); [`CollectedJournal::in_lang`] says
    /// it again in a page's.
    pub report: String,
    /// The same, typed: said in any language.
    #[serde(skip)]
    pub found: Vec<Found>,
}

/// One thing the hall found about a journal it collected.
#[derive(Clone, Debug)]
pub enum Found {
    /// The bytes are not those the board announced.
    Damaged {
        bytes: usize,
        hash: String,
        sent: u64,
        sent_hash: String,
    },
    /// `verify`'s report (chain, seals, decisions, end); `sha256`: the
    /// bytes' hash, for the receipt that confirms a stop in mid-game.
    Verify {
        file: String,
        report: Box<verify::Report>,
        sha256: String,
    },
    /// The journal ends before the last seal the hall saw live.
    CutOff { seq: u64, hash: String },
    /// Sealed by the key the list gives another board.
    OtherBoard { board: String, other: String },
    /// The lines shown live differ from the journal's, or are missing.
    LiveDiffer { differ: usize, missing: usize },
    /// The lines shown live are the journal's.
    LiveSame { count: usize },
    /// Another journal of the same name: stored under `name`.
    OtherJournal { file: String, name: String },
    /// The verdict.
    Holds { ok: bool },
}

impl Found {
    /// In `tr`'s language.
    pub fn said(&self, tr: &crate::i18n::Tr) -> String {
        let indent = |t: String| format!("  {t}");
        match self {
            Found::Damaged {
                bytes,
                hash,
                sent,
                sent_hash,
            } => tr.msg(
                "hall-collect-damaged",
                &[
                    ("bytes", (*bytes).into()),
                    ("hash", hash.clone().into()),
                    ("sent", (*sent).into()),
                    ("sent_hash", sent_hash.clone().into()),
                ],
            ),
            Found::Verify {
                file,
                report,
                sha256,
            } => {
                let mut r = (**report).clone();
                if let verify::End::ConfirmedStop(by) = &mut r.end {
                    *by = tr.msg("verify-by-hall-receipt", &[("hash", sha256.clone().into())]);
                }
                journal::verify_text(tr, file, &r).trim_end().to_string()
            }
            Found::CutOff { seq, hash } => indent(tr.msg(
                "hall-collect-cut-off",
                &[("seq", (*seq).into()), ("hash", hash.clone().into())],
            )),
            Found::OtherBoard { board, other } => indent(tr.msg(
                "hall-collect-other-board",
                &[
                    ("board", board.clone().into()),
                    ("other", other.clone().into()),
                ],
            )),
            Found::LiveDiffer { differ, missing } => indent(tr.msg(
                "hall-collect-live-differ",
                &[("differ", (*differ).into()), ("missing", (*missing).into())],
            )),
            Found::LiveSame { count } => {
                indent(tr.msg("hall-collect-live-same", &[("count", (*count).into())]))
            }
            Found::OtherJournal { file, name } => indent(tr.msg(
                "hall-collect-other-journal",
                &[("file", file.clone().into()), ("name", name.clone().into())],
            )),
            Found::Holds { ok } => indent(tr.msg(
                "hall-collect-holds",
                &[("ok", if *ok { "yes" } else { "no" }.into())],
            )),
        }
    }
}

impl CollectedJournal {
    /// What the verification found, in `lang`: one line or block a thing
    /// found, and a newline at the end.
    pub fn report_in(&self, lang: Lang) -> String {
        let tr = crate::i18n::tr(lang);
        let parts: Vec<String> = self.found.iter().map(|f| f.said(tr)).collect();
        parts.join("\n") + "\n"
    }

    /// The same journal, its report in `lang` (a page's language).
    pub fn in_lang(&self, lang: Lang) -> CollectedJournal {
        CollectedJournal {
            report: self.report_in(lang),
            ..self.clone()
        }
    }
}

/// What became of a decision message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accept {
    /// A new line, held now.
    New,
    /// Held already.
    Duplicate,
    /// Lines are missing before it: ask the board to send again after
    /// `after` (`None`: from the header).
    Gap { after: Option<u64> },
    /// Not a line the hall can use: why.
    Bad(String),
}

/// Every board.
#[derive(Debug)]
pub struct Store {
    pub dir: PathBuf,
    pub boards: BTreeMap<String, BoardEntry>,
    pub stats: Stats,
    /// The language of the texts shown (the page's `--lang`).
    pub lang: Lang,
    /// Every alert, until an arbiter dismisses it.
    pub alerts: AlertLog,
}

/// What became of the decision messages since the start.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub accepted: u64,
    pub duplicates: u64,
    /// Dropped for a line missing before them.
    pub gaps: u64,
    pub bad: u64,
    /// Resends asked of the boards.
    pub resends: u64,
}

/// A board or game name as a file name (it came over the network):
/// letters, digits, `-`, `_` and `.` kept, anything else `-`, no leading dot.
pub fn safe(name: &str) -> String {
    let s: String = name
        .chars()
        .take(96)
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_start_matches('.');
    if s.is_empty() {
        "_".into()
    } else {
        s.to_string()
    }
}

impl Store {
    /// Opens the data directory, reading back the games held before.
    pub fn open(dir: &Path, lang: Lang) -> Result<Store, HallError> {
        let games = dir.join("games");
        std::fs::create_dir_all(&games).io_at(IoOp::Create, &games)?;
        std::fs::create_dir_all(dir.join("collected"))
            .io_at(IoOp::Create, &dir.join("collected"))?;
        let mut s = Store {
            dir: dir.to_path_buf(),
            boards: BTreeMap::new(),
            stats: Stats::default(),
            lang,
            alerts: AlertLog::open(dir),
        };
        let mut boards: Vec<PathBuf> = std::fs::read_dir(&games)
            .io_at(IoOp::List, &games)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        boards.sort();
        for bdir in boards {
            let name = bdir
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let files = journal::journals_in(&bdir).io_at(IoOp::List, &bdir)?;
            for f in files {
                let c = store::read(&f).io_at(IoOp::Read, &f)?;
                let game = f
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned();
                let lines: Vec<Line> = c.parsed().cloned().collect();
                let raw: Vec<String> = c
                    .lines
                    .iter()
                    .filter(|l| l.line().is_some())
                    .map(|l| String::from_utf8_lossy(&l.raw).into_owned())
                    .collect();
                let Some(Record::Header(h)) = lines.first().map(|l| &l.rec) else {
                    tracing::warn!("{}: not a game the hall can read; left alone", f.display());
                    continue;
                };
                let Ok(mut view) = GameView::new(&game, h, lang) else {
                    tracing::warn!("{}: not a game the hall can read; left alone", f.display());
                    continue;
                };
                // The alert history again, from the lines.
                for l in &lines[1..] {
                    let before = AlertLog::brief(&view);
                    view.apply(l);
                    s.alerts.track(&name, &view, before, &l.wall, &l.wall);
                }
                let entry = s.entry(&name);
                let newer = entry
                    .current
                    .as_ref()
                    .is_none_or(|cur| entry.games[cur].view.last_wall < view.last_wall);
                if newer {
                    entry.current = Some(game.clone());
                }
                entry.cursor_dirty = true;
                entry.games.insert(
                    game.clone(),
                    GameLog {
                        game,
                        lines,
                        raw,
                        view,
                        file: None,
                    },
                );
            }
        }
        Ok(s)
    }

    pub fn entry(&mut self, board: &str) -> &mut BoardEntry {
        self.boards
            .entry(board.to_string())
            .or_insert_with(|| BoardEntry::new(board))
    }

    /// Takes a decision message of `board`.
    pub fn accept(&mut self, board: &str, d: &Decision) -> Result<Accept, HallError> {
        let r = self.accept_line(board, d);
        match &r {
            Ok(Accept::New) => self.stats.accepted += 1,
            Ok(Accept::Duplicate) => self.stats.duplicates += 1,
            Ok(Accept::Gap { .. }) => self.stats.gaps += 1,
            Ok(Accept::Bad(_)) => self.stats.bad += 1,
            Err(_) => {}
        }
        r
    }

    fn accept_line(&mut self, board: &str, d: &Decision) -> Result<Accept, HallError> {
        let line = match super::proto::decision_line(d) {
            Ok(l) => l,
            Err(e) => return Ok(Accept::Bad(e)),
        };
        let dir = self.dir.join("games").join(safe(board));
        let lang = self.lang;
        let alerts = &mut self.alerts;
        let entry = self
            .boards
            .entry(board.to_string())
            .or_insert_with(|| BoardEntry::new(board));
        let log = match entry.games.get_mut(&d.game) {
            None => {
                let Record::Header(h) = &line.rec else {
                    return Ok(Accept::Gap { after: None });
                };
                if d.prev.is_some() || line.seq != 0 {
                    return Ok(Accept::Gap { after: None });
                }
                let view = match GameView::new(&d.game, h, lang) {
                    Ok(v) => v,
                    Err(e) => return Ok(Accept::Bad(format!("game {}: {e}", d.game))),
                };
                entry.games.insert(
                    d.game.clone(),
                    GameLog {
                        game: d.game.clone(),
                        lines: Vec::new(),
                        raw: Vec::new(),
                        view,
                        file: None,
                    },
                );
                let log = entry.games.get_mut(&d.game).expect("inserted");
                log.lines.push(line);
                log.raw.push(d.line.clone());
                log
            }
            Some(log) => {
                let last = log.last_seq();
                if d.seq <= last {
                    return Ok(Accept::Duplicate);
                }
                if d.prev != Some(last) {
                    return Ok(Accept::Gap { after: Some(last) });
                }
                let before = AlertLog::brief(&log.view);
                log.view.apply(&line);
                let heard = format::rfc3339(SystemTime::now());
                alerts.track(board, &log.view, before, &line.wall, &heard);
                log.lines.push(line);
                log.raw.push(d.line.clone());
                log
            }
        };
        // The hall's own record, line by line.
        if log.file.is_none() {
            std::fs::create_dir_all(&dir).io_at(IoOp::Create, &dir)?;
            let path = dir.join(format!("{}.jsonl", safe(&d.game)));
            let f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .io_at(IoOp::Open, &path)?;
            log.file = Some(f);
        }
        let f = log.file.as_mut().expect("opened");
        let mut text = d.line.clone();
        text.push('\n');
        f.write_all(text.as_bytes())
            .io_at(IoOp::Write, &dir.join(format!("{}.jsonl", safe(&d.game))))?;
        entry.current = Some(d.game.clone());
        entry.progress = Instant::now();
        entry.cursor_dirty = true;
        Ok(Accept::New)
    }

    /// Stores a journal a board sent and verifies it. Returns what the
    /// board is told.
    pub fn collect(
        &mut self,
        board: &str,
        meta: &JournalMeta,
        bytes: &[u8],
        keys: &KeyCheck,
    ) -> Result<CollectedJournal, HallError> {
        let sha = format::hash_hex(bytes);
        let stem = safe(
            Path::new(&meta.file)
                .file_stem()
                .map_or("journal".as_ref(), |s| s)
                .to_str()
                .unwrap_or("journal"),
        );
        let mut found = Vec::new();
        let mut ok = true;
        if sha != meta.sha256 || bytes.len() as u64 != meta.bytes {
            ok = false;
            found.push(Found::Damaged {
                bytes: bytes.len(),
                hash: sha.clone(),
                sent: meta.bytes,
                sent_hash: meta.sha256.clone(),
            });
        }
        let contents = store::parse(bytes);
        let mut r = keys.verify(&contents);
        if !r.ok() {
            ok = false;
        }
        // A sealed stop in mid-game is what the board sent the hall: the
        // receipt the hall answers with confirms it (`docs/journal.md`,
        // "Complete"). (`Found::said` names the receipt in its language.)
        verify::confirm_stop(
            &mut r,
            format!("the hall's receipt for these bytes (sha256 {sha})"),
        );
        let other = keys.other_board(board, &r);
        found.push(Found::Verify {
            file: meta.file.clone(),
            report: Box::new(r),
            sha256: sha.clone(),
        });
        // The journal reaches the last seal the hall saw live (a journal cut
        // at a seal before it, dropping what followed, is refused).
        if let Some((seq, hash)) = self
            .boards
            .get(board)
            .and_then(|b| b.games.get(&meta.game))
            .and_then(GameLog::last_seal)
        {
            let holds = contents.lines.iter().any(|l| {
                l.line().is_some_and(|p| p.seq == seq) && format::hash_hex(&l.raw) == hash
            });
            if !holds {
                ok = false;
                found.push(Found::CutOff {
                    seq,
                    hash: hash.to_string(),
                });
            }
        }
        if let Some(other) = other {
            ok = false;
            found.push(Found::OtherBoard {
                board: board.to_string(),
                other,
            });
        }
        // The lines shown live are those of the journal, byte for byte.
        if let Some(log) = self.boards.get(board).and_then(|b| b.games.get(&meta.game)) {
            let by_seq: BTreeMap<u64, &[u8]> = contents
                .lines
                .iter()
                .filter_map(|l| l.line().map(|p| (p.seq, l.raw.as_slice())))
                .collect();
            let differ = log
                .lines
                .iter()
                .zip(&log.raw)
                .filter(|(l, raw)| by_seq.get(&l.seq).is_some_and(|b| *b != raw.as_bytes()))
                .count();
            let missing = log
                .lines
                .iter()
                .filter(|l| !by_seq.contains_key(&l.seq))
                .count();
            if differ + missing > 0 {
                ok = false;
                found.push(Found::LiveDiffer { differ, missing });
            } else {
                found.push(Found::LiveSame {
                    count: log.lines.len(),
                });
            }
        }
        // Store: a longer version of the same journal replaces the shorter.
        let cdir = self.dir.join("collected");
        let mut path = cdir.join(format!("{stem}.jsonl"));
        if let Ok(old) = std::fs::read(&path)
            && !bytes.starts_with(&old)
        {
            let same_sha = format::hash_hex(&old) == sha;
            if !same_sha {
                path = cdir.join(format!("{stem}.{}.jsonl", &sha[..12]));
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                found.push(Found::OtherJournal {
                    file: meta.file.clone(),
                    name: name.into_owned(),
                });
            }
        }
        let tmp = cdir.join(format!(".{stem}.tmp"));
        std::fs::write(&tmp, bytes).io_at(IoOp::Write, &tmp)?;
        std::fs::File::open(&tmp)
            .and_then(|f| f.sync_all())
            .io_at(IoOp::Write, &tmp)?;
        std::fs::rename(&tmp, &path).io_at(IoOp::Write, &path)?;
        found.push(Found::Holds { ok });
        let mut c = CollectedJournal {
            file: meta.file.clone(),
            stored_as: path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            sha256: sha,
            bytes: bytes.len() as u64,
            stopped: meta.stopped,
            ok,
            report: String::new(),
            found,
        };
        // The receipt and the `.verify` file: in the hall's language.
        c.report = c.report_in(self.lang);
        let vpath = path.with_extension("jsonl.verify");
        std::fs::write(&vpath, &c.report).io_at(IoOp::Write, &vpath)?;
        self.entry(board)
            .journals
            .insert(meta.file.clone(), c.clone());
        Ok(c)
    }
}

/// How the hall checks the journals it collects: the chain, the seals,
/// the decisions replayed and, given the organiser's list of board keys
/// (`--keys`, the format `verify --keys` reads), who sealed them.
#[derive(Clone, Debug, Default)]
pub struct KeyCheck {
    pub list: Option<KeyList>,
}

impl KeyCheck {
    /// Everything `jadoube verify --keys LIST` checks.
    pub fn verify(&self, journal: &store::Contents) -> verify::Report {
        let mut r = verify::check(journal, self.list.as_ref());
        verify::check_decisions(journal, &mut r);
        r
    }

    /// A journal sent by `board` but sealed by a key the list gives to
    /// another board: the journal is authentic, the label on it is not
    /// (a board configured with another's name, or a file sent for it).
    /// (The same test as `verify --keys` makes against the header's board:
    /// `verify::wrong_board`.)
    pub fn other_board(&self, board: &str, r: &verify::Report) -> Option<String> {
        self.list.as_ref()?;
        match verify::wrong_board(r, board)? {
            verify::Problem::WrongBoard { signer, .. } => Some(signer),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::event::{AckEvent, Event};
    use crate::journal::format::{EventRec, GENESIS, Header, StopRec, encode};
    use crate::time::Time;

    /// The published lines of a small game: header, two acks, a stop.
    fn lines() -> Vec<Decision> {
        let header = Header::for_tests();
        let recs = [
            (0, Record::Header(Box::new(header))),
            (
                5,
                Record::Event(EventRec {
                    event: Event::Ack(AckEvent { t: Time(1) }),
                }),
            ),
            (
                9,
                Record::Event(EventRec {
                    event: Event::Ack(AckEvent { t: Time(2) }),
                }),
            ),
            (
                12,
                Record::Stop(StopRec {
                    reason: "test".into(),
                }),
            ),
        ];
        let mut prev = None;
        recs.into_iter()
            .map(|(seq, rec)| {
                let line = Line {
                    seq,
                    t: Time(seq),
                    wall: "2026-05-02T09:00:00.000Z".into(),
                    rec,
                    prev: GENESIS.into(),
                };
                let d = Decision {
                    game: "g_r1_b1".into(),
                    seq,
                    prev,
                    line: encode(&line),
                };
                prev = Some(seq);
                d
            })
            .collect()
    }

    #[test]
    fn lines_are_kept_once_and_in_order() {
        let dir = std::env::temp_dir().join(format!("jadoube-hall-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut s = Store::open(&dir, Lang::En).unwrap();
        let d = lines();
        // A line before its header: ask from the header.
        assert_eq!(s.accept("b1", &d[1]).unwrap(), Accept::Gap { after: None });
        assert_eq!(s.accept("b1", &d[0]).unwrap(), Accept::New);
        assert_eq!(s.accept("b1", &d[0]).unwrap(), Accept::Duplicate);
        // A line whose predecessor is missing: ask after the last held.
        assert_eq!(
            s.accept("b1", &d[2]).unwrap(),
            Accept::Gap { after: Some(0) }
        );
        for x in &d[1..] {
            assert_eq!(s.accept("b1", x).unwrap(), Accept::New);
        }
        assert_eq!(s.accept("b1", &d[2]).unwrap(), Accept::Duplicate);
        // Another board's lines are its own.
        assert_eq!(s.accept("b2", &d[0]).unwrap(), Accept::New);
        // A message whose line says another seq is refused.
        let mut bad = d[3].clone();
        bad.seq = 13;
        assert!(matches!(s.accept("b1", &bad).unwrap(), Accept::Bad(_)));
        let held: Vec<String> = std::fs::read_to_string(dir.join("games/b1/g_r1_b1.jsonl"))
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        let sent: Vec<String> = d.iter().map(|x| x.line.clone()).collect();
        assert_eq!(held, sent);
        assert_eq!(
            (
                s.stats.accepted,
                s.stats.duplicates,
                s.stats.gaps,
                s.stats.bad
            ),
            (5, 2, 2, 1)
        );
        assert!(s.boards["b1"].games["g_r1_b1"].view.stopped);

        // A restarted hall reads back what it held and goes on.
        drop(s);
        let mut s = Store::open(&dir, Lang::En).unwrap();
        assert_eq!(s.boards["b1"].games["g_r1_b1"].last_seq(), 12);
        assert_eq!(s.boards["b1"].current.as_deref(), Some("g_r1_b1"));
        assert_eq!(s.accept("b1", &d[3]).unwrap(), Accept::Duplicate);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A signed journal of `key`: header, stop, each sealed.
    fn signed_journal(dir: &Path, key: &crate::journal::key::BoardKey) -> Vec<u8> {
        let header = Header::for_tests();
        let d = crate::journal::files::Dir::open(dir, true).unwrap();
        let wall = || "2026-05-02T09:00:00.000Z".to_string();
        let mut w =
            store::Writer::create(&d, "g.jsonl", header, Time::ZERO, wall(), Some(key.clone()))
                .unwrap();
        let stop = Record::Stop(StopRec {
            reason: "test".into(),
        });
        w.append(Time(5), wall(), stop);
        w.seal(Time(5), wall());
        w.commit().unwrap();
        std::fs::read(dir.join("g.jsonl")).unwrap()
    }

    #[test]
    fn collected_journals_are_checked_against_the_list_of_keys() {
        use crate::journal::key::BoardKey;
        let dir = std::env::temp_dir().join(format!("jadoube-hall-keys-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let key = BoardKey::from_seed([9; 32]);
        let bytes = signed_journal(&dir.join("board"), &key);
        let meta = JournalMeta {
            file: "g.jsonl".into(),
            game: "g".into(),
            sha256: format::hash_hex(&bytes),
            bytes: bytes.len() as u64,
            stopped: true,
        };
        let list = |name: &str, k: &BoardKey| {
            let text = format!("{name} {}\n", k.public().hex());
            KeyCheck {
                list: Some(KeyList::parse(&text).unwrap()),
            }
        };
        let mut s = Store::open(&dir.join("hall"), Lang::En).unwrap();
        let collect =
            |s: &mut Store, keys: &KeyCheck| s.collect("b1", &meta, &bytes, keys).unwrap();

        // No list: verified, and the report says who could not be checked.
        let c = collect(&mut s, &KeyCheck::default());
        assert!(c.ok, "{}", c.report);
        assert!(
            c.report.contains("authenticity: NOT checked"),
            "{}",
            c.report
        );
        // The board's own key on the list, under its name.
        let c = collect(&mut s, &list("b1", &key));
        assert!(c.ok, "{}", c.report);
        assert!(c.report.contains("by b1 (key "), "{}", c.report);
        assert!(
            c.report.contains("every seal is by a key of the list"),
            "{}",
            c.report
        );
        // Sealed by the key of another board on the list.
        let c = collect(&mut s, &list("b9", &key));
        assert!(!c.ok, "{}", c.report);
        assert!(
            c.report
                .contains("sent by board b1, sealed by the key the list gives to b9"),
            "{}",
            c.report
        );
        // A key not on the list.
        let c = collect(&mut s, &list("b1", &BoardKey::from_seed([3; 32])));
        assert!(!c.ok, "{}", c.report);
        assert!(
            c.report.contains("not among the keys given"),
            "{}",
            c.report
        );
        assert!(c.report.ends_with("the hall holds it: NOT verified\n"));
        // The same report in a page's language, from what was found; the
        // receipt (`report`) stays in the hall's.
        let es = c.in_lang(Lang::Es);
        assert_eq!(c.report_in(Lang::En), c.report);
        assert!(
            es.report.contains("no está entre las claves dadas")
                && es.report.ends_with("la sala lo guarda: NO verificado\n"),
            "{}",
            es.report
        );
        assert_eq!((es.ok, &es.sha256), (c.ok, &c.sha256));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn names_from_the_network_are_safe_file_names() {
        assert_eq!(safe("b12"), "b12");
        assert_eq!(safe("city-open_r3_b12"), "city-open_r3_b12");
        assert_eq!(safe("../etc/passwd"), "-etc-passwd");
        assert_eq!(safe(".."), "_");
        assert_eq!(safe("a b/c"), "a-b-c");
    }
}
