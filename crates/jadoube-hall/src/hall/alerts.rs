//! The hall's alert history (issue 29, item 3): every alert a board
//! raised, with when it was acknowledged at the board, restored and
//! cleared, kept until an arbiter dismisses it on the page. It is built
//! from the lines the hall accepts, so an alert raised and cleared while
//! the broker or the page was away (the board sends those lines when it is
//! back) is in it like one seen live, and a hall restarted rebuilds it from
//! its record of the games. The dismissals are kept on the disk:
//!
//! ```text
//! DATA/alerts-dismissed.jsonl    {"id", "at", "by"}: one line per dismissal
//! ```
//!
//! The times are the board's (the `wall` of the line that raised,
//! acknowledged, restored or cleared the alert), and `heard` the hall's
//! (when the line that raised it reached the hall).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::view::GameView;

/// An alert of the view, what the history follows of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Brief {
    pub seq: u64,
    pub side: String,
    pub reason: String,
    pub article: String,
    pub acknowledged: bool,
    pub restored: bool,
}

/// One alert, from its raising to its end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlertRecord {
    /// `BOARD/GAME/SEQ`.
    pub id: String,
    pub board: String,
    /// The board's number in the round (the tile's name), if it has one.
    pub board_no: Option<String>,
    pub game: String,
    /// The seq of the `illegal` line.
    pub seq: u64,
    /// `white`, `black`.
    pub side: String,
    pub reason: String,
    pub article: String,
    /// The board's time of the illegal move.
    pub raised: String,
    /// When the hall held that line (RFC 3339, the hall's clock).
    pub heard: String,
    pub acknowledged: Option<String>,
    pub restored: Option<String>,
    /// When the alert ended (the position restored and acknowledged, a
    /// new illegal move, the game's end).
    pub cleared: Option<String>,
    /// It ended with the game (a second illegal move lost it, Art. 7.5.5,
    /// or another end).
    #[serde(default)]
    pub game_over: bool,
}

/// An arbiter dismissed an alert from the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dismissal {
    pub id: String,
    pub at: String,
    pub by: String,
}

/// Why a dismissal was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum DismissError {
    NoSuchAlert,
    /// The alert is still open: it is on its board's tile.
    StillOpen,
}

/// Every alert of every board.
#[derive(Debug, Default)]
pub struct AlertLog {
    records: Vec<AlertRecord>,
    dismissed: BTreeMap<String, Dismissal>,
    path: Option<PathBuf>,
    /// Bumped at every change, for the page's stream.
    pub generation: u64,
}

/// The most alerts the page is given (the newest).
const SHOWN: usize = 500;

impl AlertLog {
    /// The history of the data directory `dir`: its dismissals read back.
    pub fn open(dir: &Path) -> AlertLog {
        let path = dir.join("alerts-dismissed.jsonl");
        let mut dismissed = BTreeMap::new();
        if let Ok(text) = std::fs::read_to_string(&path) {
            for (i, line) in text.lines().enumerate() {
                match serde_json::from_str::<Dismissal>(line) {
                    Ok(d) => {
                        dismissed.insert(d.id.clone(), d);
                    }
                    Err(e) => tracing::warn!("{} line {}: {e}; left out", path.display(), i + 1),
                }
            }
        }
        AlertLog {
            records: Vec::new(),
            dismissed,
            path: Some(path),
            generation: 0,
        }
    }

    /// What the history follows of `view`'s alert: none once the game has
    /// ended (there is nothing left to restore).
    pub fn brief(view: &GameView) -> Option<Brief> {
        if view.model.game_over().is_some() {
            return None;
        }
        let a = view.model.alert()?;
        Some(Brief {
            seq: view.alert_seq().unwrap_or(view.last_seq),
            side: match a.event.side {
                shakmaty::Color::White => "white".into(),
                shakmaty::Color::Black => "black".into(),
            },
            reason: a.event.reason.code().into(),
            article: a.event.article.clone(),
            acknowledged: a.acknowledged,
            restored: view.model.alert_restored(),
        })
    }

    /// A line of `board`'s game `view` was applied: `before` was its
    /// alert, `wall` is the line's time, `heard` the hall's.
    pub fn track(
        &mut self,
        board: &str,
        view: &GameView,
        before: Option<Brief>,
        wall: &str,
        heard: &str,
    ) {
        let after = Self::brief(view);
        if before == after {
            return;
        }
        let game = &view.game;
        let id = |seq: u64| format!("{board}/{game}/{seq}");
        let same = matches!((&before, &after), (Some(b), Some(a)) if a.seq == b.seq);
        if !same && let Some(b) = &before {
            let over = view.model.game_over().is_some();
            // The arbiter's button on the position restored ends it.
            let by_ack = view
                .last
                .as_ref()
                .is_some_and(|l| l.seq == view.last_seq && l.kind == "ack");
            if let Some(r) = self.find(&id(b.seq)) {
                if by_ack {
                    r.acknowledged.get_or_insert_with(|| wall.to_string());
                }
                r.cleared.get_or_insert_with(|| wall.to_string());
                r.game_over = over;
            }
        }
        if let Some(a) = &after {
            let key = id(a.seq);
            if self.find(&key).is_none() {
                self.records.push(AlertRecord {
                    id: key.clone(),
                    board: board.to_string(),
                    board_no: view.header.game.board.clone(),
                    game: game.clone(),
                    seq: a.seq,
                    side: a.side.clone(),
                    reason: a.reason.clone(),
                    article: a.article.clone(),
                    raised: wall.to_string(),
                    heard: heard.to_string(),
                    acknowledged: None,
                    restored: None,
                    cleared: None,
                    game_over: false,
                });
            }
            let r = self.find(&key).expect("pushed");
            if a.acknowledged {
                r.acknowledged.get_or_insert_with(|| wall.to_string());
            }
            if a.restored {
                r.restored.get_or_insert_with(|| wall.to_string());
            }
        }
        self.generation += 1;
    }

    fn find(&mut self, id: &str) -> Option<&mut AlertRecord> {
        self.records.iter_mut().rev().find(|r| r.id == id)
    }

    /// The history the page shows: the alerts not dismissed, newest first.
    pub fn shown(&self) -> Vec<&AlertRecord> {
        self.records
            .iter()
            .rev()
            .filter(|r| !self.dismissed.contains_key(&r.id))
            .take(SHOWN)
            .collect()
    }

    /// An arbiter dismisses alert `id` (`by`: who, `at`: when); written to
    /// the disk before it is answered.
    pub fn dismiss(&mut self, id: &str, by: &str, at: &str) -> Result<(), DismissError> {
        let r = self
            .records
            .iter()
            .find(|r| r.id == id)
            .ok_or(DismissError::NoSuchAlert)?;
        if r.cleared.is_none() {
            return Err(DismissError::StillOpen);
        }
        let d = Dismissal {
            id: id.to_string(),
            at: at.to_string(),
            by: by.to_string(),
        };
        if let Some(path) = &self.path {
            let line = serde_json::to_string(&d).expect("serializes") + "\n";
            let written = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .and_then(|mut f| f.write_all(line.as_bytes()));
            if let Err(e) = written {
                tracing::error!("cannot write {}: {e}", path.display());
            }
        }
        self.dismissed.insert(id.to_string(), d);
        self.generation += 1;
        Ok(())
    }
}
