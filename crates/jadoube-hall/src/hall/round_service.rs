//! The round at the hall (issue 30, `docs/hall.md` "Running a round from
//! the hall"): the organiser's pairings loaded once (the page, or `jadoube
//! hall pairings`), kept in the hall's data directory, each board sent its
//! game as a retained `pairing` message; the results arbiters enter at the
//! hall sent as the board's retained `result` message; the round table
//! ([`super::round`]) over the games the hall holds.
//!
//! ```text
//! DATA/round/pairings.trf | pairings.csv   the file as loaded, byte for byte
//! DATA/round/list.txt      the pairing engine's list of pairs, if one was given
//! DATA/round/boards        board numbers to board names (`N NAME` lines), if given
//! DATA/round/round.json    what was loaded, when, by whom, and this load's id
//!                          (written last: the running hall reloads when it changes)
//! DATA/round/entries.json  every result entered at the hall, oldest first
//! DATA/round/published.json  the boards sent a pairing (withdrawn when unpaired)
//! ```
//!
//! Board numbers to board names: the `boards` file when one was loaded;
//! else the board whose current game (its journal header, or its retained
//! state) names board N; else the board named `N` (the boards' `hall.board`
//! defaults to `journal.board`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use rumqttc::QoS;
use serde::{Deserialize, Serialize};

use super::HallError;
use super::pairings::{Pairings, Score};
use super::proto::{self, HallResult, HallResults, PairedGame, Pairing};
use super::round::{self, BoardJournal, Row};
use super::round_errors::{BoardsError, BoardsWhy, PairingsError, ReadError};
use super::service::Shared;
use super::store::Store;
use super::trf::Trf;
use crate::arbiter::event::GameResult;
use crate::error::{IoContext, IoOp};

/// What was loaded (`DATA/round/round.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundMeta {
    /// This load's id: every board's `pairing` carries it.
    pub id: String,
    /// The round, as the pairing program numbers it.
    pub round: String,
    /// The file's name as given (for the page).
    pub file: String,
    /// `trf` or `csv`.
    pub kind: String,
    pub list: bool,
    pub boards_map: bool,
    /// When (the hall's clock, RFC 3339) and by whom (`NAME` for an
    /// arbiter at the page, `cli:USER` for the command line).
    pub at: String,
    pub by: String,
}

/// A result entered at the hall, with the board it was sent to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The round it was entered in (the pairing program's number).
    #[serde(default)]
    pub round: String,
    /// The pairing's board number.
    pub board_no: u32,
    /// The hall's board (its MQTT name) it was sent to.
    pub board: String,
    #[serde(flatten)]
    pub result: HallResult,
}

/// The round as the hall holds it.
#[derive(Debug)]
pub struct LoadedRound {
    pub meta: RoundMeta,
    pub trf: Option<Trf>,
    pub pairings: Pairings,
    pub event: Option<String>,
    pub site: Option<String>,
    /// From `DATA/round/boards`.
    pub map: BTreeMap<u32, String>,
}

/// The round's state in the hall (a field of [`Shared`]).
#[derive(Debug, Default)]
pub struct RoundHall {
    pub loaded: Option<LoadedRound>,
    /// `round.json`'s modification time when read.
    pub seen: Option<SystemTime>,
    /// Why the last load from the disk failed (shown on the page, in its
    /// language).
    pub error: Option<ReadError>,
    pub entries: Vec<Entry>,
    /// Board name -> the payload published (retained) for it.
    pub published: BTreeMap<String, String>,
    /// Board names whose `result` message must be published again.
    pub results_dirty: BTreeSet<String>,
    /// The broker link's `since` at the last publication of everything.
    pub link_since: Option<SystemTime>,
}

pub fn round_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("round")
}

/// A new id: the hall's clock and 8 random hex digits.
pub fn new_id(prefix: &str) -> String {
    let mut b = [0u8; 4];
    getrandom::getrandom(&mut b).expect("the system's random source");
    let ms = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("{prefix}{ms}-{hex}")
}

/// A TRF's record `code` (`012` the tournament's name, `022` its city).
fn trf_record(bytes: &[u8], code: &str) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .find(|l| l.starts_with(code) && l.len() > 4)
        .map(|l| l[4.min(l.len())..].trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Reads a round's pairings: a CSV (`csv`: its name ends in `.csv`) or a
/// TRF, with the pairing engine's list of pairs if given. The error says
/// which file and where.
pub fn read_pairings(
    file: &str,
    bytes: &[u8],
    list: Option<&str>,
    round: Option<u32>,
) -> Result<(Option<Trf>, Pairings), PairingsError> {
    let file_ = || file.to_string();
    let trf_at = |e| PairingsError::Trf { file: file_(), e };
    if is_csv(file, bytes) {
        let round = round.ok_or_else(|| PairingsError::CsvNoRound { file: file_() })?;
        let text =
            std::str::from_utf8(bytes).map_err(|_| PairingsError::NotUtf8 { file: file_() })?;
        let p = Pairings::from_csv(text, &round.to_string())
            .map_err(|e| PairingsError::Csv { file: file_(), e })?;
        return Ok((None, p));
    }
    let trf = Trf::parse(bytes).map_err(trf_at)?;
    let p = match list {
        Some(list) => {
            let round = round.ok_or_else(|| PairingsError::ListNoRound { file: file_() })?;
            trf.pairings_from_list(round, list)
                .map_err(PairingsError::List)?
        }
        None => trf.pairings(round).map_err(trf_at)?,
    };
    Ok((Some(trf), p))
}

/// A CSV by its name, else by its first line (a TRF's begins with a
/// record code and a space).
fn is_csv(file: &str, bytes: &[u8]) -> bool {
    let lower = file.to_ascii_lowercase();
    if lower.ends_with(".csv") {
        return true;
    }
    if lower.ends_with(".trf") || lower.ends_with(".trfx") || lower.ends_with(".txt") {
        return false;
    }
    let first = bytes.split(|b| *b == b'\n').next().unwrap_or_default();
    !(first.len() > 3 && first[..3].iter().all(u8::is_ascii_digit) && first[3] == b' ')
}

/// Reads a boards file: `N NAME` per line (`#` comments).
pub fn read_boards_map(text: &str) -> Result<BTreeMap<u32, String>, BoardsError> {
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: BoardsWhy| BoardsError { line: i + 1, why };
        let mut f = line.split_whitespace();
        let (Some(n), Some(name), None) = (f.next(), f.next(), f.next()) else {
            return Err(bad(BoardsWhy::Form));
        };
        let n: u32 = n
            .parse()
            .map_err(|_| bad(BoardsWhy::NotNumber(n.to_string())))?;
        crate::config::check_board_name(name).map_err(|why| {
            bad(BoardsWhy::Name {
                name: name.to_string(),
                why,
            })
        })?;
        if out.insert(n, name.to_string()).is_some() {
            return Err(bad(BoardsWhy::Twice(n)));
        }
    }
    Ok(out)
}

/// Checks and writes a round into `DATA/round/`: the running hall picks
/// it up. `round.json` is written last, through a rename.
/// Why a round's pairings were not loaded: the file itself (its reason,
/// English: the TRF and CSV readers'), or the hall's directory.
#[derive(Debug)]
pub enum SaveError {
    Pairings(PairingsError),
    /// Its English `Display` is the whole chain, `cannot write PATH: the
    /// system's reason`, as the page and the command line show it.
    Io(crate::error::IoError),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Pairings(why) => write!(f, "{why}"),
            SaveError::Io(io) => write!(f, "{}", crate::error::Chain(io)),
        }
    }
}

impl SaveError {
    /// In `tr`'s language: the file's reason (`round_errors`), the hall's
    /// directory said by `error_words`.
    pub fn said(&self, tr: &crate::i18n::Tr) -> String {
        match self {
            SaveError::Pairings(why) => why.said(tr),
            SaveError::Io(io) => jadoube::cli::error_words::said(tr, io),
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn save_round(
    data_dir: &Path,
    file: &str,
    bytes: &[u8],
    list: Option<&str>,
    round: Option<u32>,
    boards: Option<&str>,
    by: &str,
) -> Result<(RoundMeta, Pairings), SaveError> {
    let (trf, p) = read_pairings(file, bytes, list, round).map_err(SaveError::Pairings)?;
    if let Some(b) = boards {
        read_boards_map(b).map_err(|e| SaveError::Pairings(PairingsError::Boards(e)))?;
    }
    let dir = round_dir(data_dir);
    let write = |name: &str, data: &[u8]| -> Result<(), SaveError> {
        let path = dir.join(name);
        let tmp = dir.join(format!(".{name}.tmp"));
        std::fs::write(&tmp, data)
            .and_then(|_| std::fs::rename(&tmp, &path))
            .io_at(IoOp::Write, &path)
            .map_err(SaveError::Io)
    };
    std::fs::create_dir_all(&dir)
        .io_at(IoOp::Create, &dir)
        .map_err(SaveError::Io)?;
    let kind = if trf.is_some() { "trf" } else { "csv" };
    for old in ["pairings.trf", "pairings.csv", "list.txt", "boards"] {
        let _ = std::fs::remove_file(dir.join(old));
    }
    write(&format!("pairings.{kind}"), bytes)?;
    if let Some(l) = list {
        write("list.txt", l.as_bytes())?;
    }
    if let Some(b) = boards {
        write("boards", b.as_bytes())?;
    }
    let meta = RoundMeta {
        id: new_id(&format!("r{}-", p.round)),
        round: p.round.clone(),
        file: file.chars().take(200).collect(),
        kind: kind.into(),
        list: list.is_some(),
        boards_map: boards.is_some(),
        at: crate::journal::format::rfc3339(SystemTime::now()),
        by: by.to_string(),
    };
    let json = serde_json::to_vec_pretty(&meta).expect("serializes");
    write("round.json", &json)?;
    Ok((meta, p))
}

/// Reads the round of `DATA/round/` (None: none loaded).
pub fn read_round(data_dir: &Path) -> Result<Option<LoadedRound>, ReadError> {
    let dir = round_dir(data_dir);
    let meta_path = dir.join("round.json");
    let unreadable = |path: &Path, e| ReadError::Io(crate::error::IoError::at(IoOp::Read, path, e));
    let meta: RoundMeta = match std::fs::read(&meta_path) {
        Ok(b) => serde_json::from_slice(&b).map_err(|e| ReadError::Json {
            path: meta_path.display().to_string(),
            why: e.to_string(),
        })?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(unreadable(&meta_path, e)),
    };
    let file = dir.join(format!("pairings.{}", meta.kind));
    let bytes = std::fs::read(&file).map_err(|e| unreadable(&file, e))?;
    let list = match std::fs::read_to_string(dir.join("list.txt")) {
        Ok(l) => Some(l),
        Err(_) if !meta.list => None,
        Err(e) => return Err(unreadable(&dir.join("list.txt"), e)),
    };
    let round: Option<u32> = meta.round.parse().ok();
    let name = format!("pairings.{}", meta.kind);
    let (trf, pairings) = read_pairings(&name, &bytes, list.as_deref(), round)?;
    let map = match std::fs::read_to_string(dir.join("boards")) {
        Ok(t) => read_boards_map(&t).map_err(PairingsError::Boards)?,
        Err(_) => BTreeMap::new(),
    };
    let (event, site) = if trf.is_some() {
        (trf_record(&bytes, "012"), trf_record(&bytes, "022"))
    } else {
        (None, None)
    };
    Ok(Some(LoadedRound {
        meta,
        trf,
        pairings,
        event,
        site,
        map,
    }))
}

fn read_entries(data_dir: &Path) -> Vec<Entry> {
    let path = round_dir(data_dir).join("entries.json");
    match std::fs::read(&path) {
        Ok(b) => serde_json::from_slice(&b).unwrap_or_else(|e| {
            tracing::error!(
                "hall: {}: {e}; the results entered are not read",
                path.display()
            );
            Vec::new()
        }),
        Err(_) => Vec::new(),
    }
}

fn write_json<T: Serialize>(data_dir: &Path, name: &str, v: &T) -> Result<(), HallError> {
    let dir = round_dir(data_dir);
    std::fs::create_dir_all(&dir).io_at(IoOp::Create, &dir)?;
    let path = dir.join(name);
    let tmp = dir.join(format!(".{name}.tmp"));
    std::fs::write(&tmp, serde_json::to_vec_pretty(v).expect("serializes"))
        .and_then(|_| std::fs::rename(&tmp, &path))
        .io_at(IoOp::Write, &path)?;
    Ok(())
}

impl RoundHall {
    /// The round and the entries of the data directory (at the start).
    pub fn open(data_dir: &Path) -> RoundHall {
        let mut r = RoundHall {
            entries: read_entries(data_dir),
            ..RoundHall::default()
        };
        let path = round_dir(data_dir).join("published.json");
        if let Ok(b) = std::fs::read(&path) {
            let names: Vec<String> = serde_json::from_slice(&b).unwrap_or_default();
            // (Published before the restart: withdrawn if no longer paired.)
            r.published = names.into_iter().map(|n| (n, String::new())).collect();
        }
        r.reload(data_dir);
        r
    }

    /// Reads the round again if `round.json` changed; true if it did.
    pub fn reload(&mut self, data_dir: &Path) -> bool {
        let mtime = std::fs::metadata(round_dir(data_dir).join("round.json"))
            .and_then(|m| m.modified())
            .ok();
        if mtime == self.seen && (self.loaded.is_some() || self.error.is_some() || mtime.is_none())
        {
            return false;
        }
        self.seen = mtime;
        match read_round(data_dir) {
            Ok(r) => {
                if let Some(r) = &r {
                    tracing::info!(
                        "hall: round {} loaded ({}, {} boards, by {}, id {})",
                        r.meta.round,
                        r.meta.file,
                        r.pairings.games.len(),
                        r.meta.by,
                        r.meta.id
                    );
                }
                self.loaded = r;
                self.error = None;
                true
            }
            Err(e) => {
                tracing::error!("hall: the round in {}: {e}", round_dir(data_dir).display());
                self.error = Some(e);
                false
            }
        }
    }
}

/// Board numbers to board names (the module's rule).
pub fn board_names(round: &LoadedRound, store: &Store) -> BTreeMap<u32, String> {
    let mut claimed: BTreeMap<String, String> = BTreeMap::new();
    for (name, e) in &store.boards {
        let no = e
            .current
            .as_ref()
            .and_then(|g| e.games.get(g))
            .and_then(|g| g.view.header.game.board.clone())
            .or_else(|| e.reported.as_ref().and_then(|s| s.board_no.clone()));
        if let Some(no) = no {
            claimed.entry(no).or_insert_with(|| name.clone());
        }
    }
    round
        .pairings
        .games
        .iter()
        .map(|g| {
            let n = g.board;
            let name = round
                .map
                .get(&n)
                .cloned()
                .or_else(|| claimed.get(&n.to_string()).cloned())
                .unwrap_or_else(|| n.to_string());
            (n, name)
        })
        .collect()
}

/// The `pairing` message of board `n`.
pub fn pairing_of(round: &LoadedRound, n: u32) -> Option<Pairing> {
    let g = round.pairings.board(n)?;
    Some(Pairing {
        id: round.meta.id.clone(),
        event: round.event.clone(),
        site: round.site.clone(),
        round: round.pairings.round.clone(),
        board: n.to_string(),
        games: vec![PairedGame {
            white: g.white.name.clone(),
            black: g.black.name.clone(),
            white_fide_id: g.white.fide_id,
            black_fide_id: g.black.fide_id,
            white_rating: g.white.rating.map(u32::from),
            black_rating: g.black.rating.map(u32::from),
        }],
    })
}

/// Publishes what changed: each paired board's `pairing` (all again after
/// a reconnection to the broker), an empty retained payload to a board no
/// longer paired, and the `result` messages waiting.
pub fn publish(shared: &Arc<Shared>, data_dir: &Path) {
    let Some(client) = shared.client.lock().expect("not poisoned").clone() else {
        return;
    };
    let (up, since) = *shared.broker.lock().expect("not poisoned");
    if !up {
        return;
    }
    let names = {
        let round = shared.round.lock().expect("not poisoned");
        let store = shared.store.lock().expect("not poisoned");
        round
            .loaded
            .as_ref()
            .map(|r| board_names(r, &store))
            .unwrap_or_default()
    };
    let mut round = shared.round.lock().expect("not poisoned");
    if round.link_since != Some(since) {
        // The broker may have lost the retained messages.
        round.link_since = Some(since);
        for v in round.published.values_mut() {
            v.clear();
        }
        let all: BTreeSet<String> = round.entries.iter().map(|e| e.board.clone()).collect();
        round.results_dirty.extend(all);
    }
    let mut want: BTreeMap<String, String> = BTreeMap::new();
    if let Some(r) = &round.loaded {
        for (n, name) in &names {
            if let Some(p) = pairing_of(r, *n) {
                want.insert(name.clone(), serde_json::to_string(&p).expect("serializes"));
            }
        }
    }
    let mut changed = false;
    let mut sent = 0;
    let old: Vec<String> = round.published.keys().cloned().collect();
    for name in old {
        if !want.contains_key(&name) {
            let ok = client
                .try_publish(
                    shared.topics.hall(&name, proto::PAIRING),
                    QoS::AtLeastOnce,
                    true,
                    Vec::new(),
                )
                .is_ok();
            if ok {
                tracing::info!("hall: board {name}: pairing withdrawn");
                round.published.remove(&name);
                changed = true;
            }
        }
    }
    for (name, body) in want {
        if round.published.get(&name) == Some(&body) {
            continue;
        }
        let ok = client
            .try_publish(
                shared.topics.hall(&name, proto::PAIRING),
                QoS::AtLeastOnce,
                true,
                body.clone().into_bytes(),
            )
            .is_ok();
        if ok {
            round.published.insert(name, body);
            changed = true;
            sent += 1;
        }
    }
    if sent > 0 {
        tracing::info!("hall: {sent} boards sent their pairing (retained)");
    }
    let dirty: Vec<String> = std::mem::take(&mut round.results_dirty)
        .into_iter()
        .collect();
    for name in dirty {
        let entries: Vec<HallResult> = round
            .entries
            .iter()
            .filter(|e| e.board == name)
            .map(|e| e.result.clone())
            .collect();
        let body = serde_json::to_vec(&HallResults { entries }).expect("serializes");
        if client
            .try_publish(
                shared.topics.hall(&name, proto::RESULT),
                QoS::AtLeastOnce,
                true,
                body,
            )
            .is_err()
        {
            round.results_dirty.insert(name);
        }
    }
    if changed {
        let names: Vec<&String> = round.published.keys().collect();
        if let Err(e) = write_json(data_dir, "published.json", &names) {
            tracing::error!("hall: {e}");
        }
    }
}

/// Every half second: the round read again when `jadoube-hall pairings`
/// wrote a new one, and what changed published.
pub async fn run(shared: Arc<Shared>, data_dir: PathBuf) {
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(500));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let changed = shared.round.lock().expect("not poisoned").reload(&data_dir);
        if changed {
            round_changed(&shared);
        }
        publish(&shared, &data_dir);
    }
}

/// Tells the pages that the round changed (they read `/api/round` again).
pub fn round_changed(shared: &Shared) {
    let _ = shared
        .updates
        .send((None, Arc::from("event: round\ndata: {}\n\n")));
}

/// The journals of the round the hall holds: names `BOARD/GAME` (a board's
/// name has no `/`).
fn journals(
    store: &Store,
) -> Vec<(
    String,
    &crate::journal::format::Header,
    &[crate::journal::format::Line],
)> {
    let mut out = Vec::new();
    for (name, e) in &store.boards {
        for (stem, g) in &e.games {
            out.push((format!("{name}/{stem}"), &g.view.header, g.lines.as_slice()));
        }
    }
    out
}

/// The round table over the games the hall holds; with each row the
/// journal it read (`BOARD/GAME`), if any.
pub fn table(
    round: &LoadedRound,
    entries: &[Entry],
    store: &Store,
) -> Vec<(Row, Option<(String, String)>)> {
    let list = journals(store);
    let js: Vec<BoardJournal> = list
        .iter()
        .map(|(name, header, lines)| BoardJournal {
            name,
            header,
            lines,
        })
        .collect();
    let mut entered: BTreeMap<u32, Score> = BTreeMap::new();
    for e in entries.iter().filter(|e| e.round == round.pairings.round) {
        entered.insert(e.board_no, Score::from(e.result.result));
    }
    round::table(&round.pairings, &js, &entered)
        .into_iter()
        .map(|mut r| {
            let at = r.board_name.as_ref().and_then(|n| {
                n.split_once('/')
                    .map(|(b, g)| (b.to_string(), g.to_string()))
            });
            if let Some((b, _)) = &at {
                r.board_name = Some(b.clone());
            }
            (r, at)
        })
        .collect()
}

/// How many results entered at the hall the board's journal shows: its
/// game's `game_over`s by `hall:NAME` (the board applies each entry once,
/// in order).
pub fn applied(store: &Store, board: &str, game: &str) -> usize {
    let Some(g) = store.boards.get(board).and_then(|e| e.games.get(game)) else {
        return 0;
    };
    g.lines
        .iter()
        .filter(|l| {
            matches!(&l.rec, crate::journal::format::Record::Event(e)
                if matches!(&e.event, crate::arbiter::event::Event::GameOver(o)
                    if o.by.as_deref().is_some_and(|b| b.starts_with("hall:"))))
        })
        .count()
}

/// What an arbiter's entry did.
#[derive(Debug)]
pub enum EntryError {
    NoRound,
    NoSuchBoard(u32),
    /// The board holds no game of the round yet: nothing to give it to.
    NoGame(u32),
    Io(HallError),
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EntryError::NoRound => write!(f, "no round is loaded"),
            EntryError::NoSuchBoard(n) => write!(f, "the round has no board {n}"),
            EntryError::NoGame(n) => write!(
                f,
                "board {n} holds no game of the round yet (the hall has no journal line of it)"
            ),
            EntryError::Io(e) => write!(f, "{e}"),
        }
    }
}

/// An arbiter enters (or corrects) board `n`'s result: kept in
/// `entries.json`, sent to the board at the next publication.
pub fn enter_result(
    shared: &Shared,
    data_dir: &Path,
    n: u32,
    result: GameResult,
    by: &str,
) -> Result<Entry, EntryError> {
    let mut round = shared.round.lock().expect("not poisoned");
    let store = shared.store.lock().expect("not poisoned");
    let r = round.loaded.as_ref().ok_or(EntryError::NoRound)?;
    if r.pairings.board(n).is_none() {
        return Err(EntryError::NoSuchBoard(n));
    }
    let rows = table(r, &round.entries, &store);
    let (board, game) = rows
        .into_iter()
        .find(|(row, _)| row.game.board == n)
        .and_then(|(_, at)| at)
        .ok_or(EntryError::NoGame(n))?;
    drop(store);
    let entry = Entry {
        round: r.pairings.round.clone(),
        board_no: n,
        board: board.clone(),
        result: HallResult {
            id: new_id("e"),
            game,
            board_game: 1,
            result,
            by: by.to_string(),
            at: crate::journal::format::rfc3339(SystemTime::now()),
        },
    };
    round.entries.push(entry.clone());
    if let Err(e) = write_json(data_dir, "entries.json", &round.entries) {
        round.entries.pop();
        return Err(EntryError::Io(e));
    }
    round.results_dirty.insert(board);
    Ok(entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_boards_file_maps_numbers_to_names() {
        let m = read_boards_map("# hall A\n1 table-01\n2 table-02 # window\n\n").unwrap();
        assert_eq!(m[&1], "table-01");
        assert_eq!(m[&2], "table-02");
        let e = read_boards_map("1 a\n1 b\n").unwrap_err().to_string();
        assert!(e.contains("line 2: board 1 is given twice"), "{e}");
        let e = read_boards_map("x a\n").unwrap_err().to_string();
        assert!(e.contains("line 1: \"x\" is not a board number"), "{e}");
        assert!(read_boards_map("1 a b\n").is_err());
        assert!(read_boards_map("1 a/b\n").is_err());
    }

    #[test]
    fn a_csv_is_told_from_a_trf() {
        assert!(is_csv("r3.csv", b"012 x"));
        assert!(!is_csv("r3.trf", b"board,white"));
        assert!(!is_csv("pasted", b"012 City Open\n001    1"));
        assert!(is_csv("pasted", b"board,white,black\n1,a,b"));
    }

    #[test]
    fn a_round_saved_reads_back_with_a_new_id_each_time() {
        let dir = std::env::temp_dir().join(format!("jadoube-round-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let csv = b"board,white,black\n1,\"Novak, Ana\",\"Kowalska, Ewa\"\n2,B,C\n";
        let (m1, p) = save_round(&dir, "r3.csv", csv, None, Some(3), None, "sofia").unwrap();
        assert_eq!(
            (p.games.len(), m1.round.as_str(), m1.kind.as_str()),
            (2, "3", "csv")
        );
        let r = read_round(&dir).unwrap().unwrap();
        assert_eq!(r.meta, m1);
        assert_eq!(r.pairings, p);
        let pairing = pairing_of(&r, 1).unwrap();
        assert_eq!(pairing.games[0].white, "Novak, Ana");
        assert_eq!(pairing.id, m1.id);
        let (m2, _) = save_round(
            &dir,
            "r3.csv",
            csv,
            None,
            Some(3),
            Some("1 x\n"),
            "cli:root",
        )
        .unwrap();
        assert_ne!(m1.id, m2.id);
        assert_eq!(read_round(&dir).unwrap().unwrap().map[&1], "x");
        // Refused before anything is written: the round loaded stays.
        let e = save_round(
            &dir,
            "r4.csv",
            b"board,white\n1,a\n",
            None,
            Some(4),
            None,
            "x",
        )
        .unwrap_err();
        let e = e.to_string();
        assert!(e.starts_with("r4.csv: line 1:"), "{e}");
        assert_eq!(read_round(&dir).unwrap().unwrap().meta, m2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
