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
}

/// A decision in words for the tile: a move as PGN writes it, else the
/// decision's sentence.
fn last_text(tr: &Tr, ev: &Event) -> String {
    match ev {
        Event::Move(m) => words::numbered_move(m.number, m.side, &m.san),
        e => words::describe(tr, e).unwrap_or_else(|| e.kind().replace('_', " ")),
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
            white: header.game.white.clone(),
            black: header.game.black.clone(),
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
                    _ => {}
                }
                if self.model.alert().is_none() {
                    self.alert_seq = None;
                    self.ack_seq = None;
                }
                let text = last_text(self.tr(), ev);
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

    /// The open alert, if any.
    pub fn alert(&self) -> Option<AlertState> {
        self.alert_in(self.tr())
    }

    /// The open alert, its words in the language of `tr`.
    pub fn alert_in(&self, tr: &Tr) -> Option<AlertState> {
        let a = self.model.alert()?;
        let e = &a.event;
        let text = words::describe(tr, &Event::Illegal(e.clone())).unwrap_or_default();
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
                Advisory::Flag(e) => advisories.push(words::flag_words(self.tr(), e)),
            }
        }
        let over = m.game_over();
        BoardState {
            board: board.to_string(),
            game: self.game.clone(),
            event: g.event.clone(),
            round: g.round.clone(),
            board_no: g.board.clone(),
            white: g.white.clone(),
            black: g.black.clone(),
            // For the diagram: placement, side to move, move number.
            fen: format!(
                "{} {} - - 0 {}",
                pos.board,
                if pos.turn == Color::White { 'w' } else { 'b' },
                pos.fullmove.max(1)
            ),
            turn: side(pos.turn),
            moves: self.moves(),
            last_move: m.last_move().map(|l| l.text()),
            last_decision: self.last.clone().map(|mut l| {
                if let Some(e) = &self.last_event {
                    l.text = last_text(tr, e);
                }
                l
            }),
            alert: self.alert_in(tr),
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

    /// A press that carries the clock's times (a DGT clock) is published
    /// and sets the tile's clocks; a press line alone leaves them unknown.
    #[test]
    fn clocks_come_from_presses_that_carry_them() {
        use crate::journal::format::PressRec;
        let h = Header::new(
            &EngineConfig::default(),
            "startpos",
            100,
            GameInfo::default(),
            "t".into(),
        );
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
}
