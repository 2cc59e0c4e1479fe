//! A game as the hall shows it, built from its published lines (header
//! first) with the board's own screen model (`display::ScreenModel`): the
//! position, whose move, the open alert with the position to restore and
//! the steps to get there, advisories, the sensors' health. The board's
//! publisher computes the same view for its retained `state` message.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::arbiter::Event;
use crate::display::model::Advisory;
use crate::display::{AlertVisibility, Orientation, ScreenInfo, ScreenModel};
use crate::i18n::{Lang, Tr};
use crate::journal::export::termination;
use crate::journal::format::{ClockRec, Header, Line, Record};
use crate::words;

/// One game, as far as its lines go.
#[derive(Clone, Debug)]
pub struct GameView {
    pub game: String,
    pub header: Header,
    pub model: ScreenModel,
    /// Seq of the line that opened the current alert.
    alert_seq: Option<u64>,
    /// Seq of the `ack` that acknowledged it.
    ack_seq: Option<u64>,
    pub last: Option<LastDecision>,
    /// The last decision's event, for its words in another language.
    last_event: Option<Event>,
    pub last_seq: u64,
    pub last_wall: String,
    pub stopped: bool,
    pub restarts: u32,
    /// The clock's times at the last press that carried them.
    pub clocks: Option<ClockRec>,
    /// Which game of the board: 1, then the `game` of each `new_game`.
    pub board_game: u32,
}

/// The last decision, for the tile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LastDecision {
    pub seq: u64,
    pub kind: String,
    pub wall: String,
    /// In words (`explain::describe`), or the move.
    pub text: String,
}

/// An illegal move being dealt with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlertState {
    /// Seq of the `illegal` line.
    pub seq: u64,
    pub side: String,
    pub reason: String,
    pub article: String,
    /// In words.
    pub text: String,
    pub penalty: String,
    /// The position to put back (FEN), as on the board's screen.
    pub restore_fen: String,
    /// The pieces on the board at the press (placement).
    pub board: String,
    /// What to do to restore it, from the board at the press.
    pub steps: Vec<String>,
    /// The arbiter pressed the board's button since.
    pub acknowledged: bool,
    pub ack_seq: Option<u64>,
    /// The board matches the position to restore.
    pub restored: bool,
}

/// The sensors' health.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SensorHealth {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// A board's state: the retained `state` message, and the tile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardState {
    pub board: String,
    pub game: String,
    pub event: Option<String>,
    pub round: Option<String>,
    pub board_no: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The position of the game (after its last legal move), FEN.
    pub fen: String,
    pub turn: String,
    pub moves: u32,
    pub last_move: Option<String>,
    pub last_decision: Option<LastDecision>,
    pub alert: Option<AlertState>,
    /// Touch-move findings, an illegal move that stands, a wrong start
    /// position, sensor faults: in words.
    pub advisories: Vec<String>,
    pub sensor: SensorHealth,
    pub illegal_white: u32,
    pub illegal_black: u32,
    /// `1-0 (checkmate, Art. 5.1.1)`.
    pub game_over: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: Option<String>,
    /// The time left on each side as the clock showed it at the last press
    /// (a clock that tells its times: a DGT clock through the board); none
    /// with a press line only.
    pub clocks: Option<ClockRec>,
    /// The seq of the game's last published line.
    pub last_seq: u64,
    pub wall: String,
    pub stopped: bool,
    pub restarts: u32,
    /// Whether the game goes on, waits for the arbiter after a flag, or
    /// has ended (`laws.md` section 8).
    #[serde(default)]
    pub status: GameStatus,
    /// How the game ended, once it has: the last result given (an
    /// arbiter's correction stands).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
    /// Which game of the board this is: 1, then 2, ... after each
    /// `new_game` (a two-game match, a blitz round on one board).
    #[serde(default = "first_game")]
    pub board_game: u32,
}

fn first_game() -> u32 {
    1
}

/// Where a game stands (`laws.md` section 8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Still being played.
    #[default]
    Running,
    /// A flag fell and the game waits for the arbiter's result (`full`
    /// supervision, the 6.9 analysis undecided).
    Flag,
    /// Ended: see [`BoardState::ending`].
    Over,
}

/// How a game ended, for the tile and the arbiter's page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ending {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    /// The contract's reason: `checkmate`, `kings`, `time`,
    /// `time_opponent_cannot_checkmate`, `arbiter`, ...
    pub reason: String,
    pub article: String,
    /// PGN's `Termination` (`normal`, `time forfeit`, `rules infraction`,
    /// `adjudication`), as in the export.
    pub termination: String,
    /// How it ended, in words (the hall's language): `Black's flag fell`.
    pub text: String,
    /// Who entered an arbiter's result: `board`, `hall:NAME`, `sim`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// Whose flag fell (`white`, `black`), for a game ended on time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flagged: Option<String>,
}

/// A decision in words for the tile: a move with the piece letters of the
/// reader's language, else the decision's sentence citing the articles of
/// the rule set's edition (as the board's screen does).
fn last_text(tr: &Tr, ev: &Event, edition: crate::arbiter::rules::Edition) -> String {
    match ev {
        Event::Move(m) => words::numbered_move(m.number, m.side, &words::san(tr, &m.san)),
        e => words::cite_in(
            &words::describe(tr, e).unwrap_or_else(|| e.kind().replace('_', " ")),
            edition,
        ),
    }
}

fn side(c: Color) -> String {
    match c {
        Color::White => "white".into(),
        Color::Black => "black".into(),
    }
}

impl GameView {
    /// The catalogue of the view's language.
    fn tr(&self) -> &'static Tr {
        crate::i18n::tr(self.model.info.lang)
    }

    /// A game from its header line.
    pub fn new(game: &str, header: &Header, lang: Lang) -> Result<GameView, String> {
        let info = ScreenInfo {
            rules: header.rules.clone(),
            orientation: Orientation::White,
            sensor: header.sensor,
            // A hall's pairing names the players of each game of the
            // board (issue 30); without one, the journal's.
            white: header.players(1).0,
            black: header.players(1).1,
            lang,
        };
        let model = ScreenModel::new(&header.start, info)?.with_visibility(AlertVisibility::Always);
        Ok(GameView {
            game: game.to_string(),
            header: header.clone(),
            model,
            alert_seq: None,
            ack_seq: None,
            last: None,
            last_event: None,
            last_seq: 0,
            last_wall: String::new(),
            stopped: false,
            restarts: 0,
            clocks: None,
            board_game: 1,
        })
    }

    /// A game from its lines (the first is the header).
    pub fn from_lines(game: &str, lines: &[Line], lang: Lang) -> Result<GameView, String> {
        let header = match lines.first().map(|l| &l.rec) {
            Some(Record::Header(h)) => h,
            _ => return Err(format!("game {game}: the first line is not the header")),
        };
        let mut v = GameView::new(game, header, lang)?;
        for l in &lines[1..] {
            v.apply(l);
        }
        Ok(v)
    }

    /// One more published line.
    pub fn apply(&mut self, line: &Line) {
        self.last_seq = line.seq;
        self.last_wall = line.wall.clone();
        match &line.rec {
            Record::Event(e) => {
                let ev = &e.event;
                self.model.apply(ev);
                match ev {
                    Event::Illegal(_) => {
                        self.alert_seq = Some(line.seq);
                        self.ack_seq = None;
                    }
                    Event::Ack(_) if self.model.alert().is_some() => {
                        self.ack_seq.get_or_insert(line.seq);
                    }
                    // A new game on the board (section 8): the model starts
                    // again from the start position; the clock's times of
                    // the last game are not this one's.
                    Event::NewGame(n) => {
                        self.board_game = n.game;
                        self.clocks = None;
                        let (white, black) = self.header.players(n.game);
                        self.model.info.white = white;
                        self.model.info.black = black;
                    }
                    _ => {}
                }
                if self.model.alert().is_none() {
                    self.alert_seq = None;
                    self.ack_seq = None;
                }
                let text = last_text(self.tr(), ev, self.model.info.rules.edition());
                self.last_event = Some(ev.clone());
                self.last = Some(LastDecision {
                    seq: line.seq,
                    kind: ev.kind().into(),
                    wall: line.wall.clone(),
                    text,
                });
                self.stopped = false;
            }
            Record::Restart(_) => {
                self.restarts += 1;
                self.stopped = false;
            }
            Record::Stop(_) => self.stopped = true,
            Record::Press(p) if p.clock.is_some() => self.clocks = p.clock,
            _ => {}
        }
    }

    /// The seq of the line that raised the open alert.
    pub fn alert_seq(&self) -> Option<u64> {
        self.alert_seq
    }

    /// The open alert, if any.
    pub fn alert(&self) -> Option<AlertState> {
        self.alert_in(self.tr())
    }

    /// The open alert, its words in the language of `tr`.
    pub fn alert_in(&self, tr: &Tr) -> Option<AlertState> {
        let a = self.model.alert()?;
        let e = &a.event;
        let text = words::cite_in(
            &words::describe(tr, &Event::Illegal(e.clone())).unwrap_or_default(),
            self.model.info.rules.edition(),
        );
        Some(AlertState {
            seq: self.alert_seq.unwrap_or(self.last_seq),
            side: side(e.side),
            reason: e.reason.code().into(),
            article: e.article.clone(),
            text,
            penalty: words::penalty(
                tr,
                &e.penalty,
                e.side,
                &self.model.info.rules.article,
                &self.model.info.rules.name,
            ),
            restore_fen: e.restore_fen.clone(),
            board: e.board.clone(),
            steps: self
                .model
                .alert_steps()
                .iter()
                .map(|s| crate::display::view::step_text(tr, s))
                .collect(),
            acknowledged: a.acknowledged,
            ack_seq: self.ack_seq,
            restored: self.model.alert_restored(),
        })
    }

    /// The state of `board` playing this game.
    pub fn state(&self, board: &str) -> BoardState {
        self.state_in(board, self.model.info.lang)
    }

    /// The state of `board`, its words in `lang` (the hall's page in the
    /// language its reader asked for).
    pub fn state_in(&self, board: &str, lang: Lang) -> BoardState {
        let tr = crate::i18n::tr(lang);
        let m = &self.model;
        let pos = m.position();
        let g = &self.header.game;
        let mut sensor = SensorHealth {
            ok: true,
            detail: None,
        };
        let mut advisories = Vec::new();
        for a in m.advisories() {
            match a {
                Advisory::SensorFault(f) => {
                    sensor = SensorHealth {
                        ok: false,
                        detail: Some(words::fault_detail(tr, f)),
                    };
                }
                Advisory::TouchMove(e) => {
                    advisories.extend(words::describe(tr, &Event::TouchMove(e.clone())))
                }
                Advisory::StartPosition(e) => {
                    advisories.extend(words::describe(tr, &Event::StartPosition(e.clone())))
                }
                Advisory::IllegalStands(e) => {
                    advisories.extend(words::describe(tr, &Event::IllegalStands(e.clone())))
                }
                Advisory::Flag(e) => advisories.push(words::flag_words(tr, e)),
            }
        }
        let over = m.game_over();
        // Under `full` supervision a flag the 6.9 analysis could not decide
        // stops the game until the arbiter enters the result.
        let waiting = m
            .advisories()
            .any(|a| matches!(a, Advisory::Flag(f) if !f.game_goes_on));
        BoardState {
            board: board.to_string(),
            game: self.game.clone(),
            event: g.event.clone(),
            round: g.round.clone(),
            board_no: g.board.clone(),
            // The players of this game of the board (a hall's pairing
            // gives game 2 its own, colours as the pairing says).
            white: self.header.players(self.board_game).0,
            black: self.header.players(self.board_game).1,
            // For the diagram: placement, side to move, move number.
            fen: format!(
                "{} {} - - 0 {}",
                pos.board,
                if pos.turn == Color::White { 'w' } else { 'b' },
                pos.fullmove.max(1)
            ),
            turn: side(pos.turn),
            moves: self.moves(),
            last_move: m.last_move().map(|l| l.text_in(tr)),
            last_decision: self.last.clone().map(|mut l| {
                if let Some(e) = &self.last_event {
                    l.text = last_text(tr, e, m.info.rules.edition());
                }
                l
            }),
            // Once the game has ended there is nothing to restore: a game
            // lost by a second illegal move (Art. 7.5.5) is over, not red.
            alert: if over.is_some() {
                None
            } else {
                self.alert_in(tr)
            },
            advisories,
            sensor,
            illegal_white: m.illegal_count(Color::White),
            illegal_black: m.illegal_count(Color::Black),
            game_over: over.map(|o| {
                format!(
                    "{} ({}, Art. {})",
                    o.result.as_str(),
                    words::game_over_reason(tr, o),
                    o.article
                )
            }),
            result: over.map(|o| o.result.as_str().to_string()),
            clocks: self.clocks,
            last_seq: self.last_seq,
            wall: self.last_wall.clone(),
            stopped: self.stopped,
            restarts: self.restarts,
            status: if over.is_some() {
                GameStatus::Over
            } else if waiting {
                GameStatus::Flag
            } else {
                GameStatus::Running
            },
            ending: over.map(|o| Ending {
                result: o.result.as_str().to_string(),
                reason: serde_json::to_value(o.reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                article: o.article.clone(),
                termination: termination(Some(o.reason)).to_string(),
                text: words::game_over_reason(tr, o),
                by: o.by.clone(),
                flagged: o.flagged.map(side),
            }),
            board_game: self.board_game,
        }
    }

    /// Half-moves played (from the last move's number and side).
    fn moves(&self) -> u32 {
        self.model.last_move().map_or(0, |l| {
            2 * l.number.saturating_sub(1) + u32::from(l.side == Color::Black) + 1
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::engine::EngineConfig;
    use crate::arbiter::event::{SensorFaultEvent, SensorOkEvent};
    use crate::journal::format::{EventRec, GENESIS, GameInfo, StopRec};
    use crate::time::Time;

    fn line(seq: u64, rec: Record) -> Line {
        Line {
            seq,
            t: Time(seq),
            wall: format!("2026-05-02T09:00:{seq:02}.000Z"),
            rec,
            prev: GENESIS.into(),
        }
    }

    /// The tile speaks the reader's language: a move with its piece letters
    /// (a knight is C in Spanish), in words and numbers as the screen does.
    #[test]
    fn the_tile_writes_moves_with_the_readers_piece_letters() {
        use crate::arbiter::event::MoveEvent;
        let h = Header::for_tests();
        let mut v =
            GameView::from_lines("g", &[line(0, Record::Header(Box::new(h)))], Lang::En).unwrap();
        let event = Event::Move(MoveEvent {
            t: Time(1),
            side: Color::White,
            uci: "g1f3".into(),
            san: "Nf3".into(),
            fen: "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1".into(),
            number: 1,
            from: shakmaty::Square::G1,
            to: shakmaty::Square::F3,
            promotion_assumed: false,
            touched: Some(shakmaty::Square::G1),
        });
        v.apply(&line(1, Record::Event(EventRec { event })));
        let es = v.state_in("b1", Lang::Es);
        assert_eq!(es.last_move.as_deref(), Some("1. Cf3"));
        assert_eq!(es.last_decision.map(|d| d.text).as_deref(), Some("1. Cf3"));
        assert_eq!(
            v.state_in("b1", Lang::En).last_move.as_deref(),
            Some("1. Nf3")
        );
    }

    /// A press that carries the clock's times (a DGT clock) is published
    /// and sets the tile's clocks; a press line alone leaves them unknown.
    #[test]
    fn clocks_come_from_presses_that_carry_them() {
        use crate::journal::format::PressRec;
        let h = Header::for_tests();
        let mut v =
            GameView::from_lines("g", &[line(0, Record::Header(Box::new(h)))], Lang::En).unwrap();
        let bare = Record::Press(PressRec {
            side: None,
            clock: None,
        });
        assert!(!crate::hall::proto::is_published(&bare));
        v.apply(&line(1, bare));
        assert_eq!(v.state("b1").clocks, None);
        let timed = Record::Press(PressRec {
            side: None,
            clock: Some(ClockRec {
                white_s: 5400,
                black_s: 5391,
            }),
        });
        assert!(crate::hall::proto::is_published(&timed));
        v.apply(&line(2, timed));
        let s = v.state("b1");
        assert_eq!(
            s.clocks,
            Some(ClockRec {
                white_s: 5400,
                black_s: 5391
            })
        );
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["clocks"]["white_s"], 5400);
    }

    /// Issue 30: a hall's pairing of two games names each game's players
    /// on the tile, game 2 with the colours the pairing gives.
    #[test]
    fn a_pairing_names_each_game_s_players() {
        use crate::arbiter::event::NewGameEvent;
        use crate::journal::format::{PairedPlayers, PairingRec};
        let g = GameInfo {
            white: Some("A".into()),
            black: Some("B".into()),
            ..GameInfo::default()
        };
        let mut h = Header::new(&EngineConfig::default(), "startpos", 100, g, "t".into());
        let pair = |w: &str, b: &str| PairedPlayers {
            white: w.into(),
            black: b.into(),
            ..PairedPlayers::default()
        };
        h.pairing = Some(PairingRec {
            id: "r1".into(),
            games: vec![pair("A", "B"), pair("B", "A")],
        });
        let mut v =
            GameView::from_lines("g", &[line(0, Record::Header(Box::new(h)))], Lang::En).unwrap();
        let s = v.state("b1");
        assert_eq!(
            (s.white.as_deref(), s.black.as_deref()),
            (Some("A"), Some("B"))
        );
        v.apply(&line(
            3,
            Record::Event(EventRec {
                event: Event::NewGame(NewGameEvent {
                    t: Time(3),
                    game: 2,
                }),
            }),
        ));
        let s = v.state("b1");
        assert_eq!(
            (s.white.as_deref(), s.black.as_deref()),
            (Some("B"), Some("A"))
        );
        assert_eq!(v.model.info.white.as_deref(), Some("B"));
    }

    #[test]
    fn sensor_faults_and_stops_show() {
        let g = GameInfo {
            round: Some("3".into()),
            white: Some("A".into()),
            ..GameInfo::default()
        };
        let h = Header::new(&EngineConfig::default(), "startpos", 100, g, "t".into());
        let mut v =
            GameView::from_lines("g", &[line(0, Record::Header(Box::new(h)))], Lang::En).unwrap();
        let s = v.state("b1");
        assert!(s.sensor.ok && s.alert.is_none() && s.last_decision.is_none());
        assert_eq!(
            (s.round.as_deref(), s.white.as_deref()),
            (Some("3"), Some("A"))
        );
        assert_eq!(s.turn, "white");
        assert!(
            s.fen
                .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w")
        );
        v.apply(&line(
            4,
            Record::Event(EventRec {
                event: Event::SensorFault(SensorFaultEvent {
                    t: Time(4),
                    detail: "square e4 flickers without end".into(),
                    square: None,
                    bus: None,
                    code: None,
                    occupied: None,
                }),
            }),
        ));
        let s = v.state("b1");
        assert!(!s.sensor.ok);
        assert_eq!(
            s.sensor.detail.as_deref(),
            Some("square e4 flickers without end")
        );
        assert_eq!(s.last_decision.as_ref().unwrap().kind, "sensor_fault");
        assert_eq!(s.last_seq, 4);
        v.apply(&line(
            7,
            Record::Event(EventRec {
                event: Event::SensorOk(SensorOkEvent { t: Time(7) }),
            }),
        ));
        assert!(v.state("b1").sensor.ok);
        v.apply(&line(
            9,
            Record::Stop(StopRec {
                reason: "end".into(),
            }),
        ));
        let s = v.state("b1");
        assert!(s.stopped);
        assert_eq!((s.last_seq, s.last_decision.unwrap().seq), (9, 7));
    }

    /// A flag the 6.9 analysis could not decide stops the game for the
    /// arbiter (`full`): the tile says so; the arbiter's result ends it,
    /// in words and codes; a flag that ended the game names whose fell.
    #[test]
    fn a_flag_waits_for_the_arbiter_and_an_ending_says_how() {
        use crate::arbiter::event::{FlagEvent, GameOverEvent, GameOverReason, GameResult};
        let ev = |seq: u64, event: Event| line(seq, Record::Event(EventRec { event }));
        let h = Header::for_tests();
        let fresh = || {
            GameView::from_lines(
                "g",
                &[line(0, Record::Header(Box::new(h.clone())))],
                Lang::En,
            )
            .unwrap()
        };
        let mut v = fresh();
        let s = v.state("b1");
        assert_eq!(
            (s.status, s.ending, s.board_game),
            (GameStatus::Running, None, 1)
        );
        let flag = FlagEvent {
            t: Time(1),
            side: Color::White,
            result_if_claimed: None,
            arbiter_decides: true,
            opponent_can_checkmate: None,
            game_goes_on: false,
            article: "6.9".into(),
        };
        v.apply(&ev(1, Event::Flag(flag.clone())));
        let s = v.state("b1");
        assert_eq!(s.status, GameStatus::Flag);
        assert_eq!(s.ending, None);
        assert!(
            s.advisories[0].contains("the arbiter decides"),
            "{:?}",
            s.advisories
        );
        // Under `claim` the game goes on: running, the flag told.
        let mut claim = v.clone();
        claim.apply(&ev(
            2,
            Event::Flag(FlagEvent {
                game_goes_on: true,
                arbiter_decides: false,
                result_if_claimed: Some(GameResult::BlackWins),
                opponent_can_checkmate: Some(true),
                ..flag
            }),
        ));
        assert_eq!(claim.state("b1").status, GameStatus::Running);

        let over = |reason, result, by: Option<&str>, flagged| GameOverEvent {
            t: Time(3),
            result,
            reason,
            article: reason.article().into(),
            by: by.map(str::to_string),
            flagged,
        };
        v.apply(&ev(
            3,
            Event::GameOver(over(
                GameOverReason::Arbiter,
                GameResult::Draw,
                Some("hall:chief"),
                None,
            )),
        ));
        let s = v.state("b1");
        assert_eq!(s.status, GameStatus::Over);
        let e = s.ending.unwrap();
        assert_eq!(
            (e.result.as_str(), e.reason.as_str(), e.termination.as_str()),
            ("1/2-1/2", "arbiter", "adjudication")
        );
        assert_eq!(e.by.as_deref(), Some("hall:chief"));
        assert!(s.advisories.is_empty(), "the flag is settled");

        let mut t = fresh();
        t.apply(&ev(
            4,
            Event::GameOver(over(
                GameOverReason::Time,
                GameResult::BlackWins,
                None,
                Some(Color::White),
            )),
        ));
        let s = t.state("b1");
        let e = s.ending.unwrap();
        assert_eq!(e.reason, "time");
        assert_eq!(e.termination, "time forfeit");
        assert_eq!(
            e.text,
            "White's flag fell; Black can still checkmate, so White loses"
        );
        assert_eq!(e.flagged.as_deref(), Some("white"));
        assert_eq!(
            s.game_over.as_deref(),
            Some("0-1 (White's flag fell; Black can still checkmate, so White loses, Art. 6.9)")
        );
        let json = serde_json::to_value(t.state("b1")).unwrap();
        assert_eq!(json["status"], "over");
        assert_eq!(json["ending"]["reason"], "time");
        assert_eq!(json["board_game"], 1);
        // A board's state from before these fields still reads.
        let mut old = json.clone();
        let o = old.as_object_mut().unwrap();
        for k in ["status", "ending", "board_game"] {
            o.remove(k);
        }
        let back: BoardState = serde_json::from_value(old).unwrap();
        assert_eq!((back.status, back.board_game), (GameStatus::Running, 1));
    }
}
