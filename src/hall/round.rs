//! The round table: each pairing next to what its board's journal says
//! (issue 30, `docs/hall.md`): the result and how it came (checkmate, the
//! kings in the centre, a flag under Art. 6.9, the arbiter's entry, illegal
//! moves), games still running or not begun, results changed by an arbiter
//! (who, when), and the checks an organiser wants: a board playing another
//! pairing (colours swapped, other players, the game on another board) and
//! a result entered at the hall that the board's journal does not show.
//!
//! Pure: pairings and journal lines in, rows out; the hall's service feeds
//! it from its store.

use std::collections::BTreeMap;

use crate::arbiter::event::{Event, GameOverEvent, GameOverReason};
use crate::journal::format::{Header, Line, Record};

use super::pairings::{Game, Outcome, Pairings, Score};

/// One board's journal as the hall holds it.
#[derive(Debug, Clone, Copy)]
pub struct BoardJournal<'a> {
    /// The board's name on the hall (its MQTT name).
    pub name: &'a str,
    pub header: &'a Header,
    pub lines: &'a [Line],
}

/// Where a pairing's game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// No journal of the round names this board.
    NoBoard,
    /// The board has the game and no move has been made.
    NotStarted,
    Playing,
    Finished,
}

/// An arbiter's result that replaced another (laws.md section 8: the last
/// one stands).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    /// `board` (the arbiter's button at the board), `hall:NAME`.
    pub by: String,
    /// When (the journal line's UTC time).
    pub wall: String,
    pub from: Score,
    pub to: Score,
}

/// What an organiser must look at before trusting a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// The board plays the pairing with the colours swapped.
    ColoursSwapped,
    /// The board's game names other players than the pairing.
    OtherPlayers { white: String, black: String },
    /// The pairing's players play on another board.
    OnOtherBoard { board: String },
    /// The result entered at the hall is not the journal's.
    ResultDiffers {
        entered: Score,
        journal: Option<Score>,
    },
}

/// One row of the round table.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub game: Game,
    /// The hall's board that holds the game.
    pub board_name: Option<String>,
    pub status: Status,
    /// Half-moves played.
    pub plies: u32,
    /// The result that stands and how it came.
    pub outcome: Option<Outcome>,
    pub reason: Option<GameOverReason>,
    /// Who gave an arbiter's result.
    pub by: Option<String>,
    /// The `game_over` that stands (its words: `words::game_over_reason`).
    pub ended: Option<GameOverEvent>,
    pub corrections: Vec<Correction>,
    pub checks: Vec<Check>,
}

/// The letter without its accent, for the Latin letters of players'
/// names (a pairing program writes "García", a board's round file
/// "Garcia"; the TRF of 2005 "Mueller" stays apart from "Müller").
fn base(c: char) -> char {
    const FROM: &str = "àáâãäåāăąçćčďđèéêëēėęěìíîïīįıðñńňòóôõöøōőùúûüūůűųýÿźżžśšşţťŕřľĺłğ";
    const TO: &str = "aaaaaaaaaccccdeeeeeeeeiiiiiiidnnnoooooooouuuuuuuuyyzzzsssttrrlllg";
    FROM.chars()
        .position(|f| f == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

/// Names compared as people write them: case, accents, spaces and commas
/// aside.
fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .map(base)
            .collect()
    };
    !a.trim().is_empty() && norm(a) == norm(b)
}

/// The lines of the round's game: a journal's first game (the players may
/// set up the start position and play on after it ends: `new_game`, a game
/// of no pairing; an arbiter's correction after the end stays in it).
fn first_game(lines: &[Line]) -> &[Line] {
    let end = lines
        .iter()
        .position(|l| matches!(&l.rec, Record::Event(e) if matches!(e.event, Event::NewGame(_))))
        .unwrap_or(lines.len());
    &lines[..end]
}

/// A game set up from another position than the start: how many moves
/// were played before is not in the journal, so it counts as played.
fn from_start(h: &Header) -> bool {
    h.start == "startpos"
        || h.start
            .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq")
}

/// What a game's lines say: half-moves, the result standing, how, by
/// whom, and the corrections on the way.
struct Played {
    plies: u32,
    result: Option<(Score, GameOverReason, Option<String>)>,
    ended: Option<GameOverEvent>,
    corrections: Vec<Correction>,
}

fn played(lines: &[Line]) -> Played {
    let mut p = Played {
        plies: 0,
        result: None,
        ended: None,
        corrections: Vec::new(),
    };
    for l in lines {
        let Record::Event(e) = &l.rec else { continue };
        match &e.event {
            Event::Move(_) => p.plies += 1,
            Event::GameOver(g) => {
                let to = Score::from(g.result);
                if let Some((from, _, _)) = p.result {
                    p.corrections.push(Correction {
                        by: g.by.clone().unwrap_or_else(|| "board".into()),
                        wall: l.wall.clone(),
                        from,
                        to,
                    });
                }
                p.result = Some((to, g.reason, g.by.clone()));
                p.ended = Some(g.clone());
            }
            _ => {}
        }
    }
    p
}

/// The round table of `pairings` from the boards' journals; `entered` is
/// what arbiters entered at the hall by board number (checked against the
/// journals: the board journals an entry it received).
pub fn table(
    pairings: &Pairings,
    journals: &[BoardJournal],
    entered: &BTreeMap<u32, Score>,
) -> Vec<Row> {
    let of_round: Vec<&BoardJournal> = journals
        .iter()
        .filter(|j| j.header.game.round.as_deref() == Some(pairings.round.as_str()))
        .collect();
    pairings
        .games
        .iter()
        .map(|g| row(g, &of_round, entered.get(&g.board).copied()))
        .collect()
}

fn row(g: &Game, journals: &[&BoardJournal], entered: Option<Score>) -> Row {
    let board = g.board.to_string();
    let on_board = journals
        .iter()
        .filter(|j| j.header.game.board.as_deref() == Some(board.as_str()))
        .max_by_key(|j| j.lines.last().map(|l| l.wall.clone()));
    let mut checks = Vec::new();
    let names = |j: &BoardJournal| {
        (
            j.header.game.white.clone().unwrap_or_default(),
            j.header.game.black.clone().unwrap_or_default(),
        )
    };
    let Some(j) = on_board else {
        // The players may sit at another board of the round.
        if let Some(other) = journals.iter().find(|j| {
            let (w, b) = names(j);
            (same_name(&w, &g.white.name) && same_name(&b, &g.black.name))
                || (same_name(&w, &g.black.name) && same_name(&b, &g.white.name))
        }) {
            checks.push(Check::OnOtherBoard {
                board: other.header.game.board.clone().unwrap_or_default(),
            });
        }
        if let Some(e) = entered {
            checks.push(Check::ResultDiffers {
                entered: e,
                journal: None,
            });
        }
        return Row {
            game: g.clone(),
            board_name: None,
            status: Status::NoBoard,
            plies: 0,
            outcome: None,
            reason: None,
            by: None,
            ended: None,
            corrections: Vec::new(),
            checks,
        };
    };
    let (w, b) = names(j);
    if same_name(&w, &g.black.name) && same_name(&b, &g.white.name) {
        checks.push(Check::ColoursSwapped);
    } else if !(same_name(&w, &g.white.name) && same_name(&b, &g.black.name)) {
        checks.push(Check::OtherPlayers { white: w, black: b });
    }
    let p = played(first_game(j.lines));
    let plies = if from_start(j.header) {
        p.plies
    } else {
        p.plies.max(2)
    };
    let journal = p.result.as_ref().map(|r| r.0);
    if let Some(e) = entered
        && journal != Some(e)
    {
        checks.push(Check::ResultDiffers {
            entered: e,
            journal,
        });
    }
    let status = match (&p.result, p.plies) {
        (Some(_), _) => Status::Finished,
        (None, 0) => Status::NotStarted,
        (None, _) => Status::Playing,
    };
    Row {
        game: g.clone(),
        board_name: Some(j.name.to_string()),
        status,
        plies: p.plies,
        outcome: p.result.as_ref().map(|r| Outcome::of_game(r.0, plies)),
        reason: p.result.as_ref().map(|r| r.1),
        by: p.result.and_then(|r| r.2),
        ended: p.ended,
        corrections: p.corrections,
        checks,
    }
}

/// The finished games of a table, for [`super::trf::Trf::with_results`].
pub fn results(rows: &[Row]) -> Vec<(Game, Outcome)> {
    rows.iter()
        .filter_map(|r| Some((r.game.clone(), r.outcome?)))
        .collect()
}
