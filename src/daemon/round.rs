//! The round from the hall, on the board (issue 30, `docs/hall.md`, "The
//! round on the board"): the hall's pairing names the board's journal and
//! its players; the results arbiters enter at the hall are journalled.
//!
//! - A pairing is taken at the start of a game, never in the middle of
//!   one: at once when no move (nor illegal move) has been made in the
//!   board's current game and that game has not ended, else at the next
//!   `new_game`. The daemon then ends its journal cleanly (a `stop` line,
//!   reason `pairing`, sealed) and `jadoube run` goes on in a new journal
//!   named from the pairing, without a restart of the process.
//! - The pairing is kept in the state directory ([`STATE_FILE`]): a board
//!   restarted without the broker goes on with it. It comes before the
//!   round file of `jadoube round start` ([`game_for`]).
//! - A result entry applies to the journal it names (its stem) and to the
//!   board's game of that number, once per entry id (the id is journalled
//!   with the result), through the engine's path of the arbiter's result
//!   (a game over ends it; a game over already is corrected: `laws.md`
//!   section 8, "the last result entered stands").

use std::collections::HashSet;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::arbiter::Event;
use crate::arbiter::event::GameResult;
use crate::config::Config;
use crate::journal::format::{GameInfo, Header, PairingRec, Record};
use crate::journal::{JournalError, files};

/// The hall's pairing as the board keeps it, in the state directory.
pub const STATE_FILE: &str = "hall-round.json";

/// The reason of the `stop` line of a journal ended for a pairing.
pub const STOP_REASON: &str = "pairing";

/// A hall's pairing of this board: the journal's game (event, site, round,
/// board; the first game's players) and the pairing's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPairing {
    pub game: GameInfo,
    pub pairing: PairingRec,
}

impl BoardPairing {
    /// The journal `header` holds this pairing's games already (whatever
    /// the hall's id of the load: a round loaded again unchanged).
    pub fn is_journal_of(&self, header: &Header) -> bool {
        header.game == self.game
            && header
                .pairing
                .as_ref()
                .is_some_and(|p| p.games == self.pairing.games)
    }
}

/// One result an arbiter entered at the hall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HallEntry {
    pub id: String,
    /// The journal's stem.
    pub game: String,
    pub board_game: u32,
    pub result: GameResult,
    /// `hall:NAME`.
    pub by: String,
}

/// What the hall says to the daemon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallInput {
    Pairing(BoardPairing),
    /// The hall withdrew its pairing (an empty retained message): a
    /// pairing waiting for the next game is dropped; the game goes on.
    Withdrawn,
    /// Every result entered at the hall for this board, oldest first.
    Results(Vec<HallEntry>),
}

/// The state file: the pairing of the journal, and one waiting.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundState {
    /// The board's name at the hall when the pairing came: the board keeps
    /// it (the pairing's board number may differ from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hall_name: Option<String>,
    /// The pairing the current journal was named from, and its file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<Current>,
    /// A pairing that came during a game: taken at the next `new_game` (or
    /// the next start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<BoardPairing>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Current {
    pub pairing: BoardPairing,
    /// The journal's file name in the state directory.
    pub journal: String,
}

impl RoundState {
    /// The state of `dir`; none when there is no file. A file that cannot
    /// be read is logged and left alone (the board goes on without it).
    pub fn load(dir: &Path) -> RoundState {
        let path = dir.join(STATE_FILE);
        if path.symlink_metadata().is_err() {
            return RoundState::default();
        }
        let read = files::Dir::open(dir, false).and_then(|d| d.read(STATE_FILE));
        match read.map(|b| serde_json::from_slice::<RoundState>(&b)) {
            Ok(Ok(s)) => s,
            Ok(Err(e)) => {
                tracing::warn!("{}: not a hall round state, ignored: {e}", path.display());
                RoundState::default()
            }
            Err(e) => {
                tracing::warn!("cannot read {}: {e}", path.display());
                RoundState::default()
            }
        }
    }

    /// Writes the state (atomically, never through a link).
    pub fn save(&self, dir: &Path) -> Result<(), JournalError> {
        let d = files::Dir::open(dir, true)
            .map_err(|e| JournalError::Invalid(format!("cannot open {}: {e}", dir.display())))?;
        let text = serde_json::to_string_pretty(self).expect("the state serializes") + "\n";
        let owner = d.root_writes_for();
        d.replace(STATE_FILE, text.as_bytes(), files::FILE_MODE, owner)
            .map_err(|e| {
                JournalError::Invalid(format!(
                    "cannot write {}: {e}",
                    dir.join(STATE_FILE).display()
                ))
            })?;
        Ok(())
    }

    /// Takes `p` as the pairing of a new journal in `dir`: its file name
    /// (`EVENT_rROUND_bBOARD.jsonl`, as `round start` names it; with `-2`,
    /// `-3`, ... when a journal of that name is there already: a journal
    /// is never written by two games' headers). Saved.
    pub fn take(&mut self, dir: &Path, p: BoardPairing) -> Result<String, JournalError> {
        let name = crate::journal::game_file_name(&p.game);
        let stem = name.trim_end_matches(".jsonl").to_string();
        let mut file = name;
        let mut n = 2;
        while dir.join(&file).symlink_metadata().is_ok() {
            file = format!("{stem}-{n}.jsonl");
            n += 1;
        }
        self.pending = None;
        self.current = Some(Current {
            pairing: p,
            journal: file.clone(),
        });
        self.save(dir)?;
        Ok(file)
    }
}

/// The game a board starts with: its information, the hall's pairing if
/// any, and the journal's file name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    pub game: GameInfo,
    pub pairing: Option<PairingRec>,
    /// The journal's file name (`None`: named from `game` by the caller).
    pub file: Option<String>,
}

/// The game of a board at its start: the hall's pairing in the state
/// directory (`STATE_FILE`) when there is one, which comes before the round
/// file of `jadoube round start`; else the round file and the
/// configuration (`journal::game_info`).
pub fn game_for(config: &Config, state: &Path) -> Result<Chosen, JournalError> {
    match RoundState::load(state).current {
        Some(c) => Ok(Chosen {
            game: c.pairing.game,
            pairing: Some(c.pairing.pairing),
            file: Some(c.journal),
        }),
        None => Ok(Chosen {
            game: crate::journal::game_info(config, state)?,
            pairing: None,
            file: None,
        }),
    }
}

/// The result entries a journal holds already (their ids).
pub fn applied_ids(journal: &Path) -> HashSet<String> {
    let Ok(bytes) = std::fs::read(journal) else {
        return HashSet::new();
    };
    crate::journal::store::parse(&bytes)
        .lines
        .iter()
        .filter_map(|l| match l.line().map(|l| &l.rec) {
            Some(Record::Result(r)) => r.id.clone(),
            _ => None,
        })
        .collect()
}

/// The engine actor's part of the round: what it knows of the current game
/// and what waits.
#[derive(Debug)]
pub struct RoundCtl {
    pub state_dir: std::path::PathBuf,
    /// The journal's stem (the `game` of the hall's result entries).
    pub stem: String,
    pub header: Header,
    /// The board's name at the hall.
    pub hall_name: Option<String>,
    /// The pairing waiting for the start of a game.
    pub pending: Option<BoardPairing>,
    /// Result entries journalled (ids).
    pub applied: HashSet<String>,
    /// The hall's entries last heard (checked again at each new game).
    pub entries: Vec<HallEntry>,
    /// The current game of the board has begun (a move or an illegal
    /// move) or ended.
    pub under_way: bool,
    /// The pairing the next journal takes (the daemon is stopping).
    pub switch: Option<BoardPairing>,
}

impl RoundCtl {
    /// For the journal `journal` whose `past` events are those recovered.
    pub fn new(
        state_dir: &Path,
        journal: &Path,
        header: &Header,
        past: &[Event],
        hall_name: Option<String>,
    ) -> RoundCtl {
        let mut ctl = RoundCtl {
            state_dir: state_dir.to_path_buf(),
            stem: journal
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
            header: header.clone(),
            hall_name,
            pending: RoundState::load(state_dir).pending,
            applied: applied_ids(journal),
            entries: Vec::new(),
            under_way: false,
            switch: None,
        };
        ctl.saw(past);
        ctl
    }

    /// The engine's events: a game under way, a new game.
    pub fn saw(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Move(_) | Event::Illegal(_) | Event::GameOver(_) => self.under_way = true,
                Event::NewGame(_) => self.under_way = false,
                _ => {}
            }
        }
    }

    /// A pairing from the hall: `true` when the board takes it now (the
    /// caller ends the journal); else it waits for the next game (kept in
    /// the state file), or is the journal's already.
    pub fn pairing(&mut self, p: BoardPairing) -> bool {
        if p.is_journal_of(&self.header) {
            if self.pending.take().is_some() {
                self.save_pending();
            }
            tracing::debug!("hall: the pairing {} is this journal's", p.pairing.id);
            return false;
        }
        if self.pending.as_ref() != Some(&p) {
            tracing::info!(
                "hall: pairing {} (round {}, board {}: {} - {})",
                p.pairing.id,
                p.game.round.as_deref().unwrap_or("?"),
                p.game.board.as_deref().unwrap_or("?"),
                p.game.white.as_deref().unwrap_or("?"),
                p.game.black.as_deref().unwrap_or("?"),
            );
            self.pending = Some(p);
            self.save_pending();
        }
        self.ready_to_switch()
    }

    /// The hall withdrew its pairing.
    pub fn withdrawn(&mut self) {
        if self.pending.take().is_some() {
            tracing::info!("hall: the pairing waiting for the next game is withdrawn");
            self.save_pending();
        }
    }

    /// Between games, with a pairing waiting: the board takes it.
    pub fn ready_to_switch(&mut self) -> bool {
        if self.switch.is_some() {
            return true;
        }
        if self.under_way || self.pending.is_none() {
            if self.pending.is_some() {
                tracing::info!("hall: the new pairing waits for the end of the game");
            }
            return false;
        }
        self.switch = self.pending.clone();
        true
    }

    fn save_pending(&self) {
        let mut s = RoundState::load(&self.state_dir);
        s.pending = self.pending.clone();
        if s.hall_name.is_none() {
            s.hall_name = self.hall_name.clone();
        }
        if let Err(e) = s.save(&self.state_dir) {
            tracing::warn!("hall: {e}");
        }
    }

    /// The entries to apply now to the board's game `board_game`, in
    /// order; each is marked applied (the caller journals it with its id).
    pub fn due(&mut self, board_game: u32) -> Vec<HallEntry> {
        let mut out = Vec::new();
        for e in &self.entries {
            if self.applied.contains(&e.id) {
                continue;
            }
            if e.game != self.stem {
                tracing::debug!(
                    "hall: result {} is for {}, not this board's game {}: ignored",
                    e.id,
                    e.game,
                    self.stem
                );
                continue;
            }
            if e.board_game > board_game {
                // A later game of this journal: when it comes.
                continue;
            }
            if e.board_game < board_game {
                tracing::warn!(
                    "hall: result {} is for game {} of {}, which is over (the board plays game {}): ignored",
                    e.id,
                    e.board_game,
                    e.game,
                    board_game
                );
                self.applied.insert(e.id.clone());
                continue;
            }
            self.applied.insert(e.id.clone());
            out.push(e.clone());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::format::PairedPlayers;

    /// A fresh directory of the test's own.
    struct Tmp(std::path::PathBuf);

    impl Tmp {
        fn new(name: &str) -> Tmp {
            let d =
                std::env::temp_dir().join(format!("jadoube-round-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&d);
            std::fs::create_dir_all(&d).unwrap();
            Tmp(d)
        }

        fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Tmp {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn pairing(id: &str, white: &str, black: &str) -> BoardPairing {
        BoardPairing {
            game: GameInfo {
                event: Some("City Open".into()),
                round: Some("3".into()),
                board: Some("12".into()),
                white: Some(white.into()),
                black: Some(black.into()),
                ..GameInfo::default()
            },
            pairing: PairingRec {
                id: id.into(),
                games: vec![PairedPlayers {
                    white: white.into(),
                    black: black.into(),
                    ..PairedPlayers::default()
                }],
            },
        }
    }

    fn entry(id: &str, game: &str, board_game: u32, result: GameResult) -> HallEntry {
        HallEntry {
            id: id.into(),
            game: game.into(),
            board_game,
            result,
            by: "hall:chief".into(),
        }
    }

    fn ctl(dir: &Path, header: Header) -> RoundCtl {
        RoundCtl::new(
            dir,
            &dir.join("city-open_r3_b12.jsonl"),
            &header,
            &[],
            Some("b12".into()),
        )
    }

    #[test]
    fn a_pairing_waits_for_the_game_to_end_and_is_kept() {
        let dir = Tmp::new("wait");
        let mut c = ctl(dir.path(), Header::for_tests());
        c.under_way = true;
        assert!(!c.pairing(pairing("a", "Novak", "Kowalska")));
        // Kept across a restart.
        let s = RoundState::load(dir.path());
        assert_eq!(s.pending, Some(pairing("a", "Novak", "Kowalska")));
        assert_eq!(s.hall_name.as_deref(), Some("b12"));
        let mut c = ctl(dir.path(), Header::for_tests());
        assert_eq!(c.pending, Some(pairing("a", "Novak", "Kowalska")));
        // Before move 1 the board takes it.
        assert!(c.ready_to_switch());
        assert_eq!(c.switch, Some(pairing("a", "Novak", "Kowalska")));
    }

    #[test]
    fn the_journals_own_pairing_loaded_again_changes_nothing() {
        let dir = Tmp::new("own");
        let p = pairing("a", "Novak", "Kowalska");
        let mut header = Header::for_tests();
        header.game = p.game.clone();
        header.pairing = Some(p.pairing.clone());
        let mut c = ctl(dir.path(), header);
        assert!(!c.pairing(pairing("b", "Novak", "Kowalska")));
        assert_eq!(c.pending, None);
        // Colours swapped by a corrected load: a new journal.
        assert!(c.pairing(pairing("c", "Kowalska", "Novak")));
    }

    #[test]
    fn journal_names_never_collide() {
        let dir = Tmp::new("names");
        let mut s = RoundState::default();
        let f = s.take(dir.path(), pairing("a", "N", "K")).unwrap();
        assert_eq!(f, "city-open_r3_b12.jsonl");
        std::fs::write(dir.path().join(&f), "x").unwrap();
        let f = s.take(dir.path(), pairing("b", "K", "N")).unwrap();
        assert_eq!(f, "city-open_r3_b12-2.jsonl");
        assert_eq!(RoundState::load(dir.path()), s);
    }

    #[test]
    fn results_apply_once_to_their_game() {
        let dir = Tmp::new("results");
        let mut c = ctl(dir.path(), Header::for_tests());
        let g = "city-open_r3_b12";
        c.entries = vec![
            entry("1", g, 1, GameResult::Draw),
            entry("2", "other_r3_b4", 1, GameResult::WhiteWins),
            entry("3", g, 2, GameResult::BlackWins),
            entry("4", g, 1, GameResult::WhiteWins),
        ];
        let due: Vec<String> = c.due(1).into_iter().map(|e| e.id).collect();
        assert_eq!(due, ["1", "4"]);
        assert!(c.due(1).is_empty(), "applied once");
        let due: Vec<String> = c.due(2).into_iter().map(|e| e.id).collect();
        assert_eq!(due, ["3"]);
        // A board that applied "1" before (its journal): not again.
        let mut c = ctl(dir.path(), Header::for_tests());
        c.applied.insert("1".into());
        c.entries = vec![entry("1", g, 1, GameResult::Draw)];
        assert!(c.due(1).is_empty());
        // An entry for a game that is over: never applied.
        c.entries = vec![entry("5", g, 1, GameResult::Draw)];
        assert!(c.due(2).is_empty());
        assert!(c.due(1).is_empty());
    }
}
