//! The engine: sensor frames and clock presses in, decisions out.
//!
//! ```text
//! frames --> debounce --> lifts/drops --> window + touches
//! press  --> (board settles) --> reading --> verdict (Laws) --> events
//! ```
//!
//! Deterministic and pure: time is passed in, nothing is read from a clock
//! or a device. A live board and a trace drive it through the same calls.

use std::collections::{HashMap, VecDeque};

use shakmaty::{Bitboard, Board, ByColor, Color, Move, Role, Setup};

use super::ending::{self, Kings};
use super::event::*;
use super::infer::{self, Attempt, Settled, Window};
use super::judge::{self, Judgement};
use super::position::{Position, RepetitionKey};
use super::rules::{ClockMode, RuleSet, Supervision, Variant};
use super::touch::{self, Touch};
use super::unwinnable::{self, Budget, Verdict};
use crate::board::{Cell, DebounceConfig, Debouncer, Frame, Sensed, SensorKind, SquareChange};
use crate::time::Time;

/// How long a "j'adoube" covers the announcing player's adjustments at most
/// (trace format 1.1; the Laws set no time, the board needs one).
pub const ADJUST_WINDOW: Time = Time::from_millis(10_000);

/// How the engine is set up for one game.
#[derive(Clone, Debug)]
pub struct EngineConfig {
    pub rules: RuleSet,
    pub supervision: Supervision,
    pub sensor: SensorKind,
    pub clock: ClockMode,
    pub variant: Variant,
    pub debounce: DebounceConfig,
    /// How long a verdict may wait after the press for the board to settle.
    pub settle: Time,
    /// The clock's increment, for the advice to take it back after an
    /// illegal press (0: no increment).
    pub increment_seconds: u32,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            rules: RuleSet::default(),
            supervision: Supervision::Full,
            sensor: SensorKind::Occupancy,
            clock: ClockMode::Single,
            variant: Variant::Standard,
            debounce: DebounceConfig::default(),
            settle: Time::from_millis(150),
            increment_seconds: 0,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for a move.
    Play,
    /// An illegal move waits for the position to be restored.
    Restore,
    /// The game has ended (the post-game of `laws.md` section 8: nothing is
    /// judged until a new game begins).
    Over,
    /// A flag fell under `full` supervision and Art. 6.9's analysis was
    /// undecided: the game waits for the arbiter's result; nothing is
    /// judged meanwhile.
    AwaitingResult,
}

/// An illegal move whose position has not been restored yet.
#[derive(Clone, Debug)]
struct Pending {
    offender: Color,
    /// The position on the board after the illegal move, with the opponent
    /// to move: where the game goes on if it stands (A.5.2).
    raw: Position,
    /// The opponent's touches since the illegal press, against `raw`.
    opp_touches: Vec<Touch>,
    opp_lifted: Bitboard,
}

#[derive(Clone, Copy, Debug)]
struct PendingPress {
    t: Time,
    side: Option<Color>,
    /// Changes begun up to this time belong to the move the press
    /// completes: the press time, or, for a press made while the sensors
    /// could not be read, the time they could be read again (the move was
    /// made while the board was not seen).
    cutoff: Option<Time>,
    /// A `press_ignored` (`sensor_fault`) was reported for it.
    deferred: bool,
    /// The squares flickering when it was deferred: what they settle to,
    /// whenever that is, belongs to this press.
    flickering: Bitboard,
}

/// A ruling the engine waits for (only with [`Engine::defer_rulings`]): can
/// `opponent` still checkmate in `setup`? Asked by Art. 7.5.5 (the penalty
/// of a decisive illegal move) and by Art. 6.9 (a flag).
#[derive(Clone, Debug)]
pub struct RulingRequest {
    pub question: Question,
    /// The position to analyse: the position to restore (7.5.5), the last
    /// position judged or the position to restore (6.9).
    pub setup: Setup,
    pub opponent: Color,
}

/// Why a ruling is asked.
#[derive(Clone, Debug)]
pub enum Question {
    /// Art. 7.5.5: the `illegal` event to come, every field final but
    /// `penalty` ([`Penalty::None`] here; the ruling sets it). What the
    /// arbiter is shown at once.
    Illegal(Box<IllegalEvent>),
    /// Art. 6.9: `side`'s flag fell at `t`.
    Flag { t: Time, side: Color },
}

impl RulingRequest {
    /// The time of the input that asked the ruling.
    pub fn t(&self) -> Time {
        match &self.question {
            Question::Illegal(e) => e.t,
            Question::Flag { t, .. } => *t,
        }
    }

    /// The illegal move to show at once while its penalty is worked out.
    pub fn notice(&self) -> Option<&IllegalEvent> {
        match &self.question {
            Question::Illegal(e) => Some(e.as_ref()),
            Question::Flag { .. } => None,
        }
    }

    /// The analysis the ruling needs: pure and deterministic (bounded by
    /// node counts, not by time), so it gives the same verdict on any
    /// thread, under any load. The engine asks exactly this when it does
    /// not defer.
    pub fn analyse(&self) -> Verdict {
        // A decisive ruling: the bounded search of the press budget (it
        // starts with everything quick mode does; the arbiter decides when
        // even that is not enough).
        unwinnable::can_checkmate(&self.setup, self.opponent, Budget::Press)
    }
}

/// A ruling asked and not yet given: the request, and the time of the call
/// that asked it (settling goes on from there once it is given).
#[derive(Clone, Debug)]
struct Ruling {
    request: RulingRequest,
    now: Time,
}

/// What became of a press.
enum Outcome {
    Judged,
    /// Not judged while a sensor fault could make it an alert against a
    /// player: judged once the sensors are trusted again.
    Deferred,
}

/// The engine of one game.
#[derive(Clone, Debug)]
pub struct Engine {
    cfg: EngineConfig,
    deb: Debouncer,
    /// The position the side to move moves from.
    pos: Position,
    phase: Phase,
    pending: Option<Pending>,
    window: Window,
    touches: Vec<Touch>,
    lifted: Bitboard,
    recording: bool,
    counts: ByColor<u32>,
    presses: VecDeque<PendingPress>,
    held: Vec<SquareChange>,
    /// Changes confirmed with the one being applied, not applied yet (see
    /// [`Engine::judged`]).
    in_flight: Vec<SquareChange>,
    history: HashMap<RepetitionKey, u32>,
    /// A.5.4: the position that stood is illegal; decide after the next move.
    a54: bool,
    frame_fault: bool,
    /// The hardware layer reports the sensors unreadable.
    hw_fault: bool,
    flicker: Bitboard,
    first_frame: bool,
    setup: bool,
    /// The misplaced squares last reported (Art. 7.2.1).
    setup_reported: Vec<SquareDiff>,
    started: bool,
    last_move: Option<String>,
    /// "J'adoube" announcements (Art. 4.2.1), side and time: the recent ones.
    adjusts: Vec<(Color, Time)>,
    /// The latest press by the side on move: an announcement made before it
    /// is spent ("until that player's next press").
    last_press: Option<Time>,
    /// Own pieces lifted under an announcement and not yet back on their
    /// squares: touches unless they are put back.
    adjusting: Bitboard,
    scratch: Vec<SquareChange>,
    flicker_scratch: Vec<crate::board::FlickerChange>,
    /// Hand 7.5.5 rulings to the caller ([`Engine::defer_rulings`]).
    defer_rulings: bool,
    /// The 7.5.5 or 6.9 ruling asked and not yet given.
    ruling: Option<Ruling>,
    /// The start position of this board's games: a new game begins from it
    /// (`laws.md` section 8).
    start: Position,
    /// This board's game: 1, then 2 after the first `new_game`, ...
    game: u32,
    /// When the game ended (for the new game's wait).
    ended_at: Option<Time>,
    /// The time of the last change on the board.
    last_change: Time,
    /// The kings since the last press (the result they give, section 8).
    kings: Kings,
}

fn frame_of(board: &Board, sensor: SensorKind) -> Frame {
    match sensor {
        SensorKind::Occupancy => Frame::Occupancy(board.occupied().0),
        SensorKind::Identity => Frame::Identity(board.clone()),
    }
}

impl Engine {
    /// An engine for a game from `start`.
    pub fn new(cfg: EngineConfig, start: Position) -> Engine {
        let deb = Debouncer::new(cfg.debounce.clone(), &frame_of(&start.board, cfg.sensor));
        let mut history = HashMap::new();
        history.insert(start.repetition_key(), 1);
        Engine {
            kings: Kings::new(&start.board),
            start: start.clone(),
            game: 1,
            ended_at: None,
            last_change: Time::ZERO,
            window: Window::new(start.board.clone()),
            deb,
            pos: start,
            phase: Phase::Play,
            pending: None,
            touches: Vec::new(),
            lifted: Bitboard::EMPTY,
            recording: true,
            counts: ByColor::new_with(|_| 0),
            presses: VecDeque::new(),
            held: Vec::new(),
            in_flight: Vec::new(),
            history,
            a54: false,
            frame_fault: false,
            hw_fault: false,
            flicker: Bitboard::EMPTY,
            first_frame: true,
            setup: false,
            setup_reported: Vec::new(),
            started: false,
            last_move: None,
            adjusts: Vec::new(),
            last_press: None,
            adjusting: Bitboard::EMPTY,
            scratch: Vec::new(),
            flicker_scratch: Vec::new(),
            defer_rulings: false,
            ruling: None,
            cfg,
        }
    }

    pub fn config(&self) -> &EngineConfig {
        &self.cfg
    }

    /// The position the side to move moves from (after an illegal move: the
    /// position to restore).
    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Completed illegal moves per player.
    pub fn counts(&self) -> ByColor<u32> {
        self.counts
    }

    /// SAN of the last completed move.
    pub fn last_move(&self) -> Option<&str> {
        self.last_move.as_deref()
    }

    /// What stands on the board, as far as the engine knows.
    pub fn sensed(&self) -> Sensed {
        let occupied = self.deb.occupied();
        let pieces = match self.cfg.sensor {
            SensorKind::Identity => {
                let mut b = Board::empty();
                for sq in occupied {
                    if let Cell::Piece(p) = self.deb.cell(sq) {
                        b.set_piece_at(sq, p);
                    }
                }
                b
            }
            SensorKind::Occupancy => {
                let (mut b, _) = self.window.track();
                for sq in b.occupied() & !occupied {
                    b.discard_piece_at(sq);
                }
                b
            }
        };
        Sensed { occupied, pieces }
    }

    /// Art. 7.5.5 rulings (a decisive illegal move whose penalty needs the
    /// unwinnability analysis, up to about a second) are handed to the
    /// caller instead of being worked out inside the call: the call that
    /// meets one returns the events before it, and
    /// [`Engine::pending_ruling`] says what to analyse; the caller runs
    /// [`RulingRequest::analyse`] wherever it likes (the daemon: on a
    /// worker thread, while the LED already calls the arbiter) and gives
    /// the verdict to [`Engine::complete_ruling`], which returns the
    /// `illegal` event with its penalty and everything after it. The
    /// events, their order and their fields are exactly those of an engine
    /// that does not defer, as long as the caller feeds no other input in
    /// between (it queues them); an input fed anyway first completes the
    /// ruling in place. Off by default (`replay`, recovery, tests).
    pub fn defer_rulings(&mut self, on: bool) {
        self.defer_rulings = on;
    }

    /// The 7.5.5 ruling the engine waits for, if any.
    pub fn pending_ruling(&self) -> Option<&RulingRequest> {
        self.ruling.as_ref().map(|r| &r.request)
    }

    /// Gives the verdict of [`Engine::pending_ruling`]'s analysis: the
    /// `illegal` event with its penalty, the end of the game, and whatever
    /// the inputs already fed decide after them (nothing when no ruling
    /// waits).
    pub fn complete_ruling(&mut self, verdict: Verdict) -> Vec<Event> {
        let mut out = Vec::new();
        let Some(Ruling { request, now }) = self.ruling.take() else {
            return out;
        };
        let press = matches!(request.question, Question::Illegal(_));
        self.rule(request, verdict, &mut out);
        if press {
            self.press_done(&mut out);
        }
        self.try_settle(now, &mut out);
        out
    }

    /// This board's game: 1, then 2 after the first `new_game`, ...
    pub fn game(&self) -> u32 {
        self.game
    }

    /// An input while a ruling waits: the ruling is worked out here first,
    /// so the engine's answers never depend on when the verdict came.
    fn ruling_first(&mut self) -> Vec<Event> {
        match &self.ruling {
            Some(r) => {
                let verdict = r.request.analyse();
                self.complete_ruling(verdict)
            }
            None => Vec::new(),
        }
    }

    /// Nothing would happen on another scan of the same frame: no change
    /// waits for the debounce, no press for its verdict, no ruling. (A
    /// caller may then skip identical scans and feed them later, in order,
    /// with the next input that differs: the answers are the same.)
    pub fn is_quiet(&self) -> bool {
        self.deb.is_quiet() && self.presses.is_empty() && self.ruling.is_none() && !self.watching()
    }

    /// One scan of the grid, taken at `t`.
    pub fn on_frame(&mut self, t: Time, frame: &Frame) -> Vec<Event> {
        let mut out = self.ruling_first();
        let frame = match frame.as_kind(self.cfg.sensor) {
            Some(f) => f,
            None => {
                self.fault(
                    t,
                    "identity sensors configured, but the frame has occupancy only".into(),
                    (FaultCode::NotIdentity, None, None),
                    &mut out,
                );
                return out;
            }
        };
        // A frame that cannot be a chessboard in play (more than 32 pieces,
        // every square empty) is a fault of the sensors: it is not fed to the
        // debounce, so it never becomes a move.
        let count = frame.occupied().count();
        if count > 32 || count == 0 {
            if !self.frame_fault {
                self.frame_fault = true;
                let (code, detail) = match count {
                    64 => (
                        FaultCode::AllOccupied,
                        "every square reads occupied (chain unplugged or unpowered?)".to_string(),
                    ),
                    0 => (
                        FaultCode::AllEmpty,
                        "every square reads empty (chain unplugged or unpowered?)".to_string(),
                    ),
                    n => (
                        FaultCode::TooMany,
                        format!("{n} squares read occupied: more than the 32 pieces of a game"),
                    ),
                };
                let n = (code == FaultCode::TooMany).then_some(count as u32);
                self.fault(t, detail, (code, None, n), &mut out);
            }
            self.try_settle(t, &mut out);
            return out;
        }
        if self.frame_fault {
            self.frame_fault = false;
            self.recovered(t);
            if self.flicker.is_empty() && !self.hw_fault {
                out.push(Event::SensorOk(SensorOkEvent { t }));
            }
        }
        if self.first_frame {
            self.first_frame = false;
            self.check_setup(t, &frame, &mut out);
        }
        let mut changes = std::mem::take(&mut self.scratch);
        let mut flicker = std::mem::take(&mut self.flicker_scratch);
        self.deb.feed(t, &frame, &mut changes, &mut flicker);
        for f in flicker.drain(..) {
            if f.faulty {
                self.flicker.add(f.square);
                let detail = format!("square {} flickers without end", f.square);
                self.fault(
                    f.t,
                    detail,
                    (FaultCode::Flicker, Some(f.square), None),
                    &mut out,
                );
            } else {
                self.flicker.discard(f.square);
                if self.flicker.is_empty() && !self.frame_fault {
                    out.push(Event::SensorOk(SensorOkEvent { t: f.t }));
                }
            }
        }
        for i in 0..changes.len() {
            let c = changes[i];
            if self
                .presses
                .front()
                .is_some_and(|p| c.t > p.cutoff.unwrap_or(p.t))
            {
                self.held.push(c);
            } else {
                // Several changes confirmed by one scan are applied one by
                // one: what is judged on the board meanwhile (a position
                // restored) sees only those applied so far.
                self.in_flight.clear();
                self.in_flight.extend_from_slice(&changes[i + 1..]);
                self.apply_change(c, &mut out);
            }
        }
        self.in_flight.clear();
        changes.clear();
        self.scratch = changes;
        self.flicker_scratch = flicker;
        self.try_settle(t, &mut out);
        self.watch(t, &mut out);
        out
    }

    /// `on_frame(t, frame)` would change nothing and report nothing, at any
    /// later `t`: the board rests on `frame` (every square debounced to it,
    /// nothing flickering, no press waiting), or the frame is one the
    /// sensors cannot give and that fault is already reported. A replay
    /// jumps over such a span instead of feeding every scan of it, so its
    /// cost grows with the inputs, not with the time they span.
    pub fn is_idle_for(&self, frame: &Frame) -> bool {
        if self.ruling.is_some() {
            // The next input gives the ruling first.
            return false;
        }
        let Some(frame) = frame.as_kind(self.cfg.sensor) else {
            // Reported again at every scan.
            return false;
        };
        let count = frame.occupied().count();
        if count > 32 || count == 0 {
            // Not fed to the debounce, no press judged while blind.
            return self.frame_fault;
        }
        !self.frame_fault
            && !self.first_frame
            && self.presses.is_empty()
            && !self.watching()
            && self.deb.is_idle_for(&frame)
    }

    /// The clock's press line fired at `t` (`side`: which line, with a dual
    /// clock). Take a scan at `t` first: changes made up to the press belong
    /// to the move it completes.
    pub fn on_press(&mut self, t: Time, side: Option<Color>) -> Vec<Event> {
        let mut out = self.ruling_first();
        out.push(Event::Press(PressEvent { t, side }));
        let cutoff = (!self.blind()).then_some(t);
        self.presses.push_back(PendingPress {
            t,
            side,
            cutoff,
            deferred: false,
            flickering: Bitboard::EMPTY,
        });
        self.try_settle(t, &mut out);
        out
    }

    /// The hardware layer cannot read the sensors (a read error, a chain
    /// reading all ones): until [`Engine::on_sensor_ok`], no frame comes and
    /// no press is judged; the game state is kept.
    pub fn on_sensor_fault(&mut self, ev: SensorFaultEvent) -> Vec<Event> {
        let mut out = self.ruling_first();
        self.hw_fault = true;
        out.push(Event::SensorFault(ev));
        out
    }

    /// The sensors can be read again. Presses made meanwhile are judged on
    /// the board as it now settles.
    pub fn on_sensor_ok(&mut self, t: Time) -> Vec<Event> {
        let mut out = self.ruling_first();
        if !self.hw_fault {
            return out;
        }
        self.hw_fault = false;
        if !self.frame_fault {
            self.recovered(t);
            if self.flicker.is_empty() {
                out.push(Event::SensorOk(SensorOkEvent { t }));
            }
        }
        out
    }

    /// No frame reaches the debounce (unreadable sensors).
    fn blind(&self) -> bool {
        self.frame_fault || self.hw_fault
    }

    fn recovered(&mut self, t: Time) {
        for p in self.presses.iter_mut().filter(|p| p.cutoff.is_none()) {
            p.cutoff = Some(t);
        }
    }

    /// The arbiter's acknowledge button.
    pub fn on_ack(&mut self, t: Time) -> Vec<Event> {
        let mut out = self.ruling_first();
        out.push(Event::Ack(AckEvent { t }));
        out
    }

    /// `side` announced "j'adoube" at `t` (Art. 4.2.1), with a button by the
    /// board: until that side's next press, or [`ADJUST_WINDOW`] after the
    /// announcement if that comes first, a piece of its own lifted and put
    /// back on its square is an adjustment, not a touch. By the side not to
    /// move it changes nothing (the event records it).
    pub fn on_adjust(&mut self, t: Time, side: Color) -> Vec<Event> {
        let mut out = self.ruling_first();
        self.adjusts.retain(|&(_, at)| at.plus(ADJUST_WINDOW) > t);
        self.adjusts.push((side, t));
        // A press still waiting for its verdict passes the turn with it.
        let to_move = if self.presses.is_empty() {
            self.pos.turn
        } else {
            !self.pos.turn
        };
        out.push(Event::Adjust(AdjustEvent {
            t,
            side,
            applies: matches!(self.phase, Phase::Play | Phase::Restore) && side == to_move,
            until: t.plus(ADJUST_WINDOW),
        }));
        out
    }

    /// `side`'s flag fell at `t` (an electronic clock says so). Art. 6.9:
    /// the player loses, but the game is drawn when the opponent cannot
    /// checkmate the player's king by any possible series of legal moves
    /// (the analysis of 7.5.5, on the last position judged; with an illegal
    /// move waiting, the position to restore). `full` supervision: the game
    /// ends (an undecided analysis: the arbiter decides, the game waits).
    /// `claim` (A.5.3): the flag counts once claimed; the arbiter alone is
    /// told what 6.9 would give and play goes on. After the end: nothing.
    pub fn on_flag(&mut self, t: Time, side: Color) -> Vec<Event> {
        let mut out = self.ruling_first();
        if matches!(self.phase, Phase::Over | Phase::AwaitingResult) {
            // Recorded by the caller; it changes nothing (section 8).
            return out;
        }
        let request = RulingRequest {
            question: Question::Flag { t, side },
            setup: self.pos.to_setup(),
            opponent: !side,
        };
        if self.defer_rulings {
            self.ruling = Some(Ruling { request, now: t });
        } else {
            let verdict = request.analyse();
            self.rule(request, verdict, &mut out);
        }
        out
    }

    /// The arbiter entered `result` at `t` (`by`: who): the game ends, or
    /// its result is corrected; the last one stands (section 8).
    pub fn on_result(&mut self, t: Time, result: GameResult, by: Option<String>) -> Vec<Event> {
        let mut out = self.ruling_first();
        // Art. 5.1 (a win), 5.2 (a draw): the arbiter records which.
        let article = if result == GameResult::Draw {
            "5.2"
        } else {
            "5.1"
        };
        let over = GameOverEvent::new(t, result, GameOverReason::Arbiter, article);
        self.end(GameOverEvent { by, ..over }, &mut out);
        out
    }

    /// Art. 6.9 ruled on a flag.
    fn flag_ruled(&mut self, t: Time, side: Color, verdict: Verdict, out: &mut Vec<Event>) {
        let decided = match verdict {
            Verdict::CanMate(_) => Some((GameResult::win_for(!side), GameOverReason::Time)),
            Verdict::CannotMate => Some((
                GameResult::Draw,
                GameOverReason::TimeOpponentCannotCheckmate,
            )),
            Verdict::Undecided => None,
        };
        let claim = self.cfg.supervision == Supervision::Claim;
        match decided {
            Some((result, reason)) if !claim => {
                // Art. 6.9 ended the game: `side`'s flag fell.
                let over = GameOverEvent::new(t, result, reason, reason.article());
                self.end(
                    GameOverEvent {
                        flagged: Some(side),
                        ..over
                    },
                    out,
                );
            }
            _ => {
                if !claim {
                    // Undecided: the arbiter decides; nothing is judged
                    // until the result is entered.
                    self.phase = Phase::AwaitingResult;
                }
                out.push(Event::Flag(FlagEvent {
                    t,
                    side,
                    result_if_claimed: decided.map(|(r, _)| r),
                    arbiter_decides: decided.is_none(),
                    opponent_can_checkmate: match verdict {
                        Verdict::CanMate(_) => Some(true),
                        Verdict::CannotMate => Some(false),
                        Verdict::Undecided => None,
                    },
                    game_goes_on: claim,
                    article: "6.9".into(),
                }));
            }
        }
    }

    // ----- the kings in the centre, a new game (laws.md section 8) -----------

    /// The result the kings in the centre give now, if they give one.
    fn kings_signal(&self) -> Option<GameResult> {
        if !matches!(self.phase, Phase::Play | Phase::Restore) || self.blind() {
            return None;
        }
        let (occupied, board) = self.settled();
        self.kings.signal(board.as_ref(), occupied)
    }

    /// The players' result, read from the kings: a resignation (5.1.2) or
    /// an agreed draw (5.2.3). Not a move: nothing is judged.
    fn kings_end(&mut self, t: Time, result: GameResult, out: &mut Vec<Event>) {
        let article = if result == GameResult::Draw {
            "5.2.3"
        } else {
            "5.1.2"
        };
        self.end(
            GameOverEvent::new(t, result, GameOverReason::Kings, article),
            out,
        );
    }

    /// The start position stands on the board (the pieces, with identity
    /// sensors).
    fn start_stands(&self) -> bool {
        let (occupied, board) = self.settled();
        occupied == self.start.board.occupied() && board.is_none_or(|b| b == self.start.board)
    }

    /// Something is read once the board has stood still long enough: the
    /// kings' result, or a new game.
    fn watching(&self) -> bool {
        match self.phase {
            Phase::Play | Phase::Restore => self.kings_signal().is_some(),
            Phase::Over => !self.blind() && self.start_stands(),
            Phase::AwaitingResult => false,
        }
    }

    /// Reads what the board says after standing still: the kings in the
    /// centre 5 s unchanged with no press, or the start position 5 s after
    /// the end of a game.
    fn watch(&mut self, t: Time, out: &mut Vec<Event>) {
        if !self.presses.is_empty() || self.ruling.is_some() || self.blind() || !self.deb.is_quiet()
        {
            return;
        }
        match self.phase {
            Phase::Play | Phase::Restore => {
                let still = t >= self.last_change.plus(ending::KINGS_STILL);
                debug_assert!(ending::KINGS_STILL >= ending::KINGS_AT_LEAST);
                if still && let Some(result) = self.kings_signal() {
                    self.kings_end(t, result, out);
                }
            }
            Phase::Over => {
                let since = self.last_change.max(self.ended_at.unwrap_or(Time::ZERO));
                if t >= since.plus(ending::NEW_GAME_STILL) && self.start_stands() {
                    self.new_game(t, out);
                }
            }
            Phase::AwaitingResult => {}
        }
    }

    /// A new game from the start position, on the same board: counts from
    /// zero, a game of its own.
    fn new_game(&mut self, t: Time, out: &mut Vec<Event>) {
        let mut next = Engine::new(self.cfg.clone(), self.start.clone());
        next.deb = self.deb.clone();
        next.first_frame = false;
        next.defer_rulings = self.defer_rulings;
        next.game = self.game + 1;
        next.last_change = self.last_change;
        next.hw_fault = self.hw_fault;
        next.frame_fault = self.frame_fault;
        next.flicker = self.flicker;
        *self = next;
        out.push(Event::NewGame(NewGameEvent { t, game: self.game }));
    }

    /// Is a lift at `t` by the side on move covered by its announcement?
    fn adjusting_at(&self, t: Time) -> bool {
        let turn = self.pos.turn;
        self.adjusts.iter().any(|&(side, at)| {
            side == turn
                && at <= t
                && t < at.plus(ADJUST_WINDOW)
                && self.last_press.is_none_or(|p| at > p)
        })
    }

    /// A fault found in the frames: its English `detail` (for the log and
    /// contract 1.0), its code and square.
    fn fault(
        &mut self,
        t: Time,
        detail: String,
        (code, square, occupied): (FaultCode, Option<shakmaty::Square>, Option<u32>),
        out: &mut Vec<Event>,
    ) {
        out.push(Event::SensorFault(SensorFaultEvent {
            t,
            detail,
            square,
            bus: None,
            code: Some(code),
            occupied,
        }));
    }

    /// Judges pending presses whose board has settled.
    fn try_settle(&mut self, now: Time, out: &mut Vec<Event>) {
        while let Some(p) = self.presses.front().copied() {
            let Some(cutoff) = p.cutoff.filter(|_| !self.blind()) else {
                return;
            };
            let settled = !self.deb.pending_at_or_before(cutoff);
            if !settled && now < cutoff.plus(self.cfg.settle) {
                return;
            }
            if p.deferred {
                // What the flickering squares settled to, even after the press.
                let held = std::mem::take(&mut self.held);
                let (mine, later): (Vec<_>, Vec<_>) = held
                    .into_iter()
                    .partition(|c| p.flickering.contains(c.square));
                self.held = later;
                for c in mine {
                    self.apply_change(c, out);
                }
            }
            if let Outcome::Deferred = self.press(p, out) {
                let flickering = self.flicker;
                let front = self.presses.front_mut().expect("the press");
                front.flickering |= flickering;
                if !front.deferred {
                    front.deferred = true;
                    out.push(ignored(p.t, p.side, "sensor_fault"));
                }
                return;
            }
            if let Some(r) = &mut self.ruling {
                // The press waits for its 7.5.5 ruling (complete_ruling).
                r.now = now;
                return;
            }
            self.press_done(out);
        }
    }

    /// The front press is judged: the changes begun after it, up to the
    /// next press, go on.
    fn press_done(&mut self, out: &mut Vec<Event>) {
        self.presses.pop_front();
        // The kings' signal counts the lifts since the last press (section 8).
        self.kings = Kings::new(&self.sensed().pieces);
        let next = self.presses.front().map(|q| q.cutoff.unwrap_or(q.t));
        let held = std::mem::take(&mut self.held);
        for (i, &c) in held.iter().enumerate() {
            if next.is_some_and(|n| c.t > n) {
                self.held.push(c);
            } else {
                self.in_flight.clear();
                self.in_flight.extend_from_slice(&held[i + 1..]);
                self.apply_change(c, out);
            }
        }
        self.in_flight.clear();
    }

    // ----- changes on the board ---------------------------------------------

    fn apply_change(&mut self, c: SquareChange, out: &mut Vec<Event>) {
        let sq = c.square;
        self.last_change = self.last_change.max(c.t);
        if c.from.is_occupied() {
            self.kings.lift(sq, c.from.piece());
            self.window.lift(c.t, sq, c.from.piece());
            out.push(Event::Lift(PieceEvent {
                t: c.t,
                square: sq,
                piece: c.from.piece(),
            }));
            self.touch(c.t, sq);
        }
        if c.to.is_occupied() {
            self.kings.drop(sq, c.to.piece());
            self.window.drop(c.t, sq, c.to.piece());
            out.push(Event::Drop(PieceEvent {
                t: c.t,
                square: sq,
                piece: c.to.piece(),
            }));
            self.put_back(sq, c.to.piece());
        }
        if self.setup {
            self.report_setup(c.t, out);
        }
        if self.phase == Phase::Restore {
            self.check_restored(c.t, out);
        }
    }

    /// Records the first lift of a piece in this turn (laws.md §5: touched
    /// means lifted).
    fn touch(&mut self, t: Time, sq: shakmaty::Square) {
        if self.setup {
            return;
        }
        // Claim supervision: the opponent may be making a move (A.5.2).
        if let Some(p) = &mut self.pending
            && !p.opp_lifted.contains(sq)
        {
            p.opp_lifted.add(sq);
            if let Some(piece) = p.raw.board.piece_at(sq) {
                p.opp_touches.push(Touch {
                    square: sq,
                    piece,
                    t,
                });
            }
        }
        if self.phase == Phase::Restore {
            return;
        }
        if self.recording && !self.lifted.contains(sq) {
            self.lifted.add(sq);
            if let Some(piece) = self.pos.board.piece_at(sq) {
                if piece.color == self.pos.turn && self.adjusting_at(t) {
                    self.adjusting.add(sq);
                }
                self.touches.push(Touch {
                    square: sq,
                    piece,
                    t,
                });
            }
        }
    }

    /// A piece put down on `sq`: a piece lifted under "j'adoube" and put
    /// back on its own square was adjusted, not touched (Art. 4.2.1); it is
    /// touched if lifted again after that.
    fn put_back(&mut self, sq: shakmaty::Square, piece: Option<shakmaty::Piece>) {
        if self.adjusting.is_empty() || self.phase != Phase::Play {
            return;
        }
        let home = self.adjusting.contains(sq)
            && piece.is_none_or(|p| Some(p) == self.pos.board.piece_at(sq));
        if !home {
            // A piece put down elsewhere: the pieces lifted under the
            // announcement were moved, not adjusted; they stay touched.
            self.adjusting = Bitboard::EMPTY;
            return;
        }
        self.adjusting.discard(sq);
        self.lifted.discard(sq);
        self.touches.retain(|t| t.square != sq);
    }

    fn settled(&self) -> (Bitboard, Option<Board>) {
        let s = self.judged();
        let board = (self.cfg.sensor == SensorKind::Identity).then_some(s.pieces);
        (s.occupied, board)
    }

    /// The board a press is judged on: as sensed, without the changes begun
    /// after the press (held for the next move). A change begun just after
    /// the press may be confirmed by the same scan as the last change of
    /// the move (a board that reports its changes late and together, a DGT
    /// board): it is the opponent's, not part of the position judged.
    fn judged(&self) -> Sensed {
        let mut s = self.sensed();
        if self.held.is_empty() && self.in_flight.is_empty() {
            return s;
        }
        for c in self.held.iter().chain(&self.in_flight).rev() {
            match c.from {
                Cell::Empty => {
                    s.occupied.discard(c.square);
                    s.pieces.discard_piece_at(c.square);
                }
                Cell::Occupied => s.occupied.add(c.square),
                Cell::Piece(p) => {
                    s.occupied.add(c.square);
                    s.pieces.set_piece_at(c.square, p);
                }
            }
        }
        if self.cfg.sensor == SensorKind::Occupancy {
            let (mut b, _) = self.window.track();
            for sq in b.occupied() & !s.occupied {
                b.discard_piece_at(sq);
            }
            s.pieces = b;
        }
        s
    }

    fn check_restored(&mut self, t: Time, out: &mut Vec<Event>) {
        let (occupied, board) = self.settled();
        if occupied != self.pos.board.occupied()
            || board.as_ref().is_some_and(|b| *b != self.pos.board)
        {
            return;
        }
        // Occupancy sensors: the pieces tracked from the lifts and drops must
        // be the right ones, not only the squares.
        if board.is_none()
            && infer::explain(&self.window, &self.pos.board, None, false, 0).is_none()
        {
            return;
        }
        out.push(Event::Restored(RestoredEvent {
            t,
            fen: self.pos.fen(),
        }));
        self.phase = Phase::Play;
        self.pending = None;
        self.window = Window::new(self.pos.board.clone());
        self.lifted = Bitboard::EMPTY;
        self.recording = true;
    }

    // ----- start position (Art. 7.2.1) --------------------------------------

    fn check_setup(&mut self, t: Time, frame: &Frame, out: &mut Vec<Event>) {
        let misplaced = self.misplaced_in(frame);
        if !misplaced.is_empty() {
            self.setup = true;
            self.setup_reported = misplaced.clone();
            out.push(Event::StartPosition(StartPositionEvent {
                t,
                ok: false,
                misplaced,
                article: "7.2.1".into(),
            }));
        }
    }

    fn misplaced_in(&self, frame: &Frame) -> Vec<SquareDiff> {
        let mut diffs = Vec::new();
        for sq in shakmaty::Square::ALL {
            let expected = self.pos.board.piece_at(sq);
            let occupied = frame.occupied().contains(sq);
            let found = frame.piece_at(sq);
            let wrong = match frame {
                Frame::Occupancy(_) => expected.is_some() != occupied,
                Frame::Identity(_) => expected != found,
            };
            if wrong {
                diffs.push(SquareDiff {
                    square: sq,
                    expected,
                    found,
                    occupied,
                });
            }
        }
        diffs
    }

    fn report_setup(&mut self, t: Time, out: &mut Vec<Event>) {
        let (occupied, board) = self.settled();
        let frame = match board {
            Some(b) => Frame::Identity(b),
            None => Frame::Occupancy(occupied.0),
        };
        let misplaced = self.misplaced_in(&frame);
        let ok = misplaced.is_empty();
        if misplaced == self.setup_reported && !ok {
            return; // nothing new to tell
        }
        self.setup_reported = misplaced.clone();
        out.push(Event::StartPosition(StartPositionEvent {
            t,
            ok,
            misplaced,
            article: "7.2.1".into(),
        }));
        if ok {
            self.setup = false;
            self.window = Window::new(self.pos.board.clone());
            self.touches.clear();
            self.lifted = Bitboard::EMPTY;
        }
    }

    // ----- the press ----------------------------------------------------------

    fn press(&mut self, p: PendingPress, out: &mut Vec<Event>) -> Outcome {
        let t = p.t;
        if matches!(self.phase, Phase::Over | Phase::AwaitingResult) {
            // The post-game (section 8): nothing is judged.
            out.push(ignored(t, p.side, "game_over"));
            return Outcome::Judged;
        }
        // Both kings lifted since the last press and put on the centre
        // squares: read at once at a press (section 8); not a move.
        if let Some(result) = self.kings_signal() {
            self.kings_end(t, result, out);
            return Outcome::Judged;
        }
        self.setup = false;
        self.started = true;
        // The mover's press ends its "j'adoube" (4.2.1); a piece lifted under
        // it and not put back was touched.
        let by_other =
            self.cfg.clock == ClockMode::Dual && p.side.is_some_and(|s| s != self.pos.turn);
        if !by_other {
            self.last_press = Some(t);
            self.adjusting = Bitboard::EMPTY;
        }
        // Claim supervision (A.5.2): an illegal move not yet corrected stands
        // once the opponent completes a move. With a single press line the
        // board tells who moved: a legal replacement by the offender from
        // the position to restore, or else the opponent's move.
        if let Some(pending) = self.pending.clone()
            && self.cfg.supervision == Supervision::Claim
        {
            let legal = |v: Option<(Judgement, infer::Reading)>| {
                matches!(v, Some((Judgement::Legal(_), _)))
            };
            let replacement = match (self.cfg.clock, p.side) {
                (ClockMode::Dual, Some(side)) => side == pending.offender,
                _ if legal(self.read(&self.pos)) => true,
                // After a press without a move the board is as it was: the
                // offender is still the one to blame unless the opponent
                // visibly moved.
                _ if self.phase == Phase::Play => !legal(self.read(&pending.raw)),
                _ => false,
            };
            if !replacement {
                return self.stands(t, pending, out);
            }
        }
        if self.phase == Phase::Restore {
            // Only a legal replacement made straight from the position to
            // restore counts; anything else waits for the restoration.
            if self.cfg.clock == ClockMode::Dual && p.side.is_some_and(|s| s != self.pos.turn) {
                out.push(ignored(t, p.side, "awaiting_restore"));
                return Outcome::Judged;
            }
            match self.read(&self.pos) {
                Some((Judgement::Legal(m), _)) => {
                    self.pending = None;
                    self.phase = Phase::Play;
                    self.complete(t, m, out);
                }
                _ => out.push(ignored(t, p.side, "awaiting_restore")),
            }
            return Outcome::Judged;
        }
        if self.cfg.clock == ClockMode::Dual && p.side.is_some_and(|s| s != self.pos.turn) {
            out.push(ignored(t, p.side, "not_on_move"));
            return Outcome::Judged;
        }
        let verdict = self.read(&self.pos);
        if self.flicker.any() && !matches!(verdict, Some((Judgement::Legal(_), _))) {
            return Outcome::Deferred;
        }
        self.verdict(t, verdict, out);
        Outcome::Judged
    }

    /// Applies a verdict read from the board.
    fn verdict(
        &mut self,
        t: Time,
        verdict: Option<(Judgement, infer::Reading)>,
        out: &mut Vec<Event>,
    ) {
        match verdict {
            Some((Judgement::Legal(m), _)) => self.complete(t, m, out),
            Some((Judgement::Illegal(i), reading)) => self.illegal(t, i, Some(reading), out),
            None => {
                let i = judge::Illegal {
                    reason: Reason::Unrecognized,
                    rule: Rule::NotAMove,
                    stands_as: None,
                };
                self.illegal(t, i, None, out)
            }
        }
    }

    /// Reads the move from the settled board, made by the side to move in
    /// `pos`: the best explained attempt and its verdict.
    fn read(&self, pos: &Position) -> Option<(Judgement, infer::Reading)> {
        let (occupied, board) = self.settled();
        let settled = Settled {
            occupied,
            board: board.as_ref(),
        };
        let readings = infer::read(pos, &self.window, &settled, |a| {
            matches!(judge::judge(pos, a), Judgement::Legal(_))
        });
        let best = readings.into_iter().next()?;
        Some((judge::judge(pos, &best.attempt), best))
    }

    fn complete(&mut self, t: Time, m: Move, out: &mut Vec<Event>) {
        let before = self.pos.clone();
        let side = before.turn;
        let san = before.san(&m);
        let after = before.play(&m);
        let touched = self.first_touched(&before);
        let promotion_assumed = self.cfg.sensor == SensorKind::Occupancy && m.promotion().is_some();
        out.push(Event::Move(MoveEvent {
            t,
            side,
            uci: before.uci(&m),
            san: san.clone(),
            fen: after.fen(),
            number: before.fullmoves,
            from: m.from().expect("board move"),
            to: m.to(),
            promotion_assumed,
            touched,
        }));
        if let Some(mut b) = touch::breach(&before, &self.touches, &m, t) {
            // Whose hand (4.2.1): the first piece lifted is the opponent's
            // and stands on its square after the move.
            let mut order = self.touches.clone();
            touch::canonical_order(&mut order, side);
            if let Some((square, rest)) = touch::opponent_adjusted(&before, &order, &after.board) {
                let other = touch::breach(&before, &rest, &m, t);
                b.if_adjusted = Some(Box::new(IfAdjusted {
                    square,
                    touched: other.as_ref().map(|o| o.touched),
                    article: other.map(|o| o.article),
                    obligation: None,
                }));
            }
            out.push(Event::TouchMove(b));
        }
        self.last_move = Some(san);
        self.new_turn(after);
        *self.history.entry(self.pos.repetition_key()).or_insert(0) += 1;
        if let Some((result, reason)) = self.game_end() {
            self.game_over(t, result, reason, out);
        }
    }

    fn new_turn(&mut self, pos: Position) {
        self.window = Window::new(pos.board.clone());
        self.pos = pos;
        self.touches.clear();
        self.lifted = Bitboard::EMPTY;
        self.adjusting = Bitboard::EMPTY;
        self.recording = true;
        self.phase = Phase::Play;
        self.pending = None;
    }

    fn first_touched(&self, pos: &Position) -> Option<shakmaty::Square> {
        let mut order = self.touches.clone();
        touch::canonical_order(&mut order, pos.turn);
        order.first().map(|t| t.square)
    }

    /// How the game ends after a completed move, if it does.
    fn game_end(&mut self) -> Option<(GameResult, GameOverReason)> {
        let p = &self.pos;
        if std::mem::take(&mut self.a54) {
            // A.5.4: the illegal position that stood is still illegal after
            // the next completed move: the game is drawn.
            if a54_illegal(p) {
                return Some((GameResult::Draw, GameOverReason::IllegalMoves));
            }
        }
        if !p.has_legal_move() {
            return Some(if p.is_check() {
                (GameResult::win_for(!p.turn), GameOverReason::Checkmate)
            } else {
                (GameResult::Draw, GameOverReason::Stalemate)
            });
        }
        // Art. 5.2.2: neither side can checkmate by any series of legal moves.
        let setup = p.to_setup();
        if Color::ALL
            .iter()
            .all(|&c| unwinnable::can_checkmate(&setup, c, Budget::Quick) == Verdict::CannotMate)
        {
            return Some((GameResult::Draw, GameOverReason::DeadPosition));
        }
        if p.halfmoves >= 150 {
            return Some((GameResult::Draw, GameOverReason::SeventyFiveMoves));
        }
        if self
            .history
            .get(&p.repetition_key())
            .is_some_and(|&n| n >= 5)
        {
            return Some((GameResult::Draw, GameOverReason::FivefoldRepetition));
        }
        None
    }

    fn game_over(
        &mut self,
        t: Time,
        result: GameResult,
        reason: GameOverReason,
        out: &mut Vec<Event>,
    ) {
        self.end(GameOverEvent::new(t, result, reason, reason.article()), out);
    }

    /// The game ends (or its result is corrected, `arbiter`).
    fn end(&mut self, over: GameOverEvent, out: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.pending = None;
        self.ended_at = Some(over.t);
        out.push(Event::GameOver(over));
    }

    // ----- illegal moves (Art. 7.5) -----------------------------------------

    fn illegal(
        &mut self,
        t: Time,
        i: judge::Illegal,
        reading: Option<infer::Reading>,
        out: &mut Vec<Event>,
    ) {
        let before = self.pos.clone();
        let side = before.turn;
        self.counts[side] += 1;
        let count = self.counts[side];
        let mut order = self.touches.clone();
        touch::canonical_order(&mut order, side);
        let touched = order.first().map(|t| t.square);
        // 7.5.2: the unpromoted pawn becomes a queen and the move stands.
        let restore = match &i.stands_as {
            Some(m) => before.play(m),
            None => before.clone(),
        };
        let obligation = if i.stands_as.is_some() {
            None
        } else {
            touch::obligation_for(&before, &order)
        };
        let (occupied, board) = self.settled();
        let tracked = match &reading {
            Some(r) => r.target.clone(),
            None => self.judged().pieces,
        };
        let on_board = board.unwrap_or_else(|| tracked.clone());
        // Whose hand (4.2.1): the first piece lifted is the opponent's and
        // stands on its square again.
        let if_adjusted = match touch::opponent_adjusted(&before, &order, &on_board) {
            Some((square, rest)) if i.stands_as.is_none() => {
                let other = touch::obligation_for(&before, &rest);
                (other != obligation).then(|| {
                    Box::new(IfAdjusted {
                        square,
                        touched: None,
                        article: other.as_ref().map(|o| o.article.clone()),
                        obligation: other,
                    })
                })
            }
            _ => None,
        };
        let squares = reading.as_ref().and_then(|r| r.attempt.squares());
        let mut event = IllegalEvent {
            t,
            side,
            reason: i.reason,
            count,
            restore_fen: restore.fen(),
            touched,
            must_move: obligation.as_ref().map(|o| o.square),
            penalty: Penalty::None,
            penalty_article: self.cfg.rules.article.clone(),
            obligation,
            article: i.rule.article().unwrap_or(i.reason.article()).into(),
            rule: Some(i.rule),
            detail: String::new(),
            attempt: reading
                .as_ref()
                .map(|r| describe_attempt(&before, &r.attempt)),
            from: squares.map(|(f, _)| f),
            to: squares.map(|(_, t)| t),
            if_adjusted,
            board: super::position::placement(&on_board),
            take_back_increment: (self.cfg.increment_seconds > 0)
                .then_some(self.cfg.increment_seconds),
        };
        if self.cfg.rules.loses(count) {
            // 7.5.5: lost, unless the opponent cannot checkmate the
            // offender's king by any possible series of legal moves. The
            // game ends either way: nothing below matters.
            let request = RulingRequest {
                question: Question::Illegal(Box::new(event)),
                setup: restore.to_setup(),
                opponent: !side,
            };
            if self.defer_rulings {
                self.ruling = Some(Ruling { request, now: t });
            } else {
                let verdict = request.analyse();
                self.rule(request, verdict, out);
            }
            return;
        }
        event.penalty = self.penalty(side);
        out.push(Event::Illegal(event));
        let needs_restore = occupied != restore.board.occupied() || on_board != restore.board;
        if i.stands_as.is_some() {
            // The move stands (as a queen): the opponent's turn begins.
            self.last_move = None;
            self.touches.clear();
            self.lifted = Bitboard::EMPTY;
        }
        self.pos = restore;
        if needs_restore {
            let mut raw = before.play_raw(reading.as_ref().map(|r| &r.attempt), &tracked);
            if let Some(m) = &i.stands_as {
                // The pawn still stands there as a pawn.
                raw.board.set_piece_at(
                    m.to(),
                    shakmaty::Piece {
                        color: side,
                        role: Role::Pawn,
                    },
                );
            }
            self.phase = Phase::Restore;
            self.recording = false;
            self.pending = Some(Pending {
                offender: side,
                raw,
                opp_touches: Vec::new(),
                opp_lifted: Bitboard::EMPTY,
            });
        } else if self.cfg.supervision == Supervision::Claim && i.reason == Reason::NoMove {
            // Nothing to restore, but if the opponent simply moves on, the
            // press without a move stands too (A.5.2).
            self.pending = Some(Pending {
                offender: side,
                raw: before.play_raw(Some(&Attempt::NoChange), &before.board),
                opp_touches: Vec::new(),
                opp_lifted: Bitboard::EMPTY,
            });
        }
    }

    /// The penalty of an illegal move that does not lose (Art. 7.5.4 and
    /// the rule set's extra time).
    fn penalty(&self, side: Color) -> Penalty {
        let rules = &self.cfg.rules;
        if rules.extra_seconds > 0 {
            Penalty::Time {
                to: !side,
                seconds: rules.extra_seconds,
            }
        } else {
            Penalty::None
        }
    }

    /// Art. 7.5.5 ruled: the `illegal` event with its penalty, and the end
    /// of the game (a loss, or a draw when the opponent cannot checkmate).
    fn rule(&mut self, request: RulingRequest, verdict: Verdict, out: &mut Vec<Event>) {
        let RulingRequest {
            question, opponent, ..
        } = request;
        let mut illegal = match question {
            Question::Illegal(e) => *e,
            Question::Flag { t, side } => return self.flag_ruled(t, side, verdict, out),
        };
        let side = illegal.side;
        illegal.penalty = match verdict {
            Verdict::CannotMate => Penalty::Draw {
                result: GameResult::Draw,
                reason: DrawReason::OpponentCannotCheckmate,
            },
            Verdict::CanMate(_) => Penalty::Loss {
                side,
                result: GameResult::win_for(opponent),
                arbiter_decides: false,
            },
            Verdict::Undecided => Penalty::Loss {
                side,
                result: GameResult::win_for(opponent),
                arbiter_decides: true,
            },
        };
        let t = illegal.t;
        let result = illegal
            .penalty
            .result()
            .expect("a 7.5.5 penalty ends the game");
        out.push(Event::Illegal(illegal));
        self.game_over(t, result, GameOverReason::IllegalMoves, out);
    }

    /// A.5.2: the opponent completed a move before the position was
    /// restored: the illegal move stands and no longer counts.
    fn stands(&mut self, t: Time, pending: Pending, out: &mut Vec<Event>) -> Outcome {
        // The opponent's move, from the position actually on the board.
        let verdict = self.read(&pending.raw);
        if self.flicker.any() && !matches!(verdict, Some((Judgement::Legal(_), _))) {
            return Outcome::Deferred;
        }
        let offender = pending.offender;
        self.counts[offender] = self.counts[offender].saturating_sub(1);
        out.push(Event::IllegalStands(IllegalStandsEvent {
            t,
            side: offender,
            fen: pending.raw.fen(),
            count: self.counts[offender],
        }));
        self.a54 = a54_illegal(&pending.raw);
        self.pos = pending.raw;
        self.phase = Phase::Play;
        self.pending = None;
        self.touches = pending.opp_touches;
        self.lifted = pending.opp_lifted;
        self.recording = true;
        self.verdict(t, verdict, out);
        Outcome::Judged
    }
}

/// A.5.4: both kings in check, or a pawn on the first or last rank.
fn a54_illegal(p: &Position) -> bool {
    let back_ranks =
        Bitboard::from_rank(shakmaty::Rank::First) | Bitboard::from_rank(shakmaty::Rank::Eighth);
    (p.in_check(Color::White) && p.in_check(Color::Black)) || (p.board.pawns() & back_ranks).any()
}

fn ignored(t: Time, side: Option<Color>, why: &str) -> Event {
    Event::PressIgnored(PressIgnoredEvent {
        t,
        side,
        why: why.into(),
    })
}

/// The attempt in coordinates, for the arbiter: `Ke1-e3`, `Bd4xe5`, `O-O`.
pub fn describe_attempt(pos: &Position, a: &Attempt) -> String {
    match *a {
        Attempt::NoChange => "no move".into(),
        Attempt::Castle { king, rook } => judge::castling_words(king, rook).into(),
        Attempt::EnPassant { from, to } => format!("{}x{} e.p.", from, to),
        Attempt::Piece { from, to, placed } => {
            let mover = pos.board.piece_at(from);
            let letter = |r: Role| {
                if r == Role::Pawn {
                    String::new()
                } else {
                    r.upper_char().to_string()
                }
            };
            let role = mover.map(|m| letter(m.role)).unwrap_or_default();
            let sep = if pos.board.occupied().contains(to) {
                'x'
            } else {
                '-'
            };
            let promo = match mover {
                Some(m) if m.role != placed.role => format!("={}", placed.role.upper_char()),
                _ => String::new(),
            };
            format!("{role}{from}{sep}{to}{promo}")
        }
    }
}

impl Position {
    /// The position on the board after an attempt that may be illegal, with
    /// the opponent to move: castling rights and clocks follow the pieces.
    /// Without an attempt (not a single move), `board` as tracked.
    pub fn play_raw(&self, attempt: Option<&Attempt>, board: &Board) -> Position {
        let mut next = self.clone();
        let moved = match attempt {
            Some(Attempt::Piece { from, to, .. }) | Some(Attempt::EnPassant { from, to }) => {
                Bitboard::from_square(*from) | Bitboard::from_square(*to)
            }
            Some(Attempt::Castle { king, rook }) => {
                Bitboard::from_square(*king) | Bitboard::from_square(*rook)
            }
            Some(Attempt::NoChange) => Bitboard::EMPTY,
            None => (self.board.occupied() ^ board.occupied()) | self.board.occupied(),
        };
        next.board = board.clone();
        next.castling &= !moved;
        if let Some(k) = self.king(self.turn).filter(|k| moved.contains(*k)) {
            next.castling &= !Bitboard::from_rank(k.rank());
        }
        next.ep_square = None;
        next.halfmoves = self.halfmoves.saturating_add(1);
        if self.turn == Color::Black {
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        next.turn = !self.turn;
        let castling = next.castling;
        next.castling = Bitboard::EMPTY;
        for rook in castling {
            let ok = next
                .board
                .piece_at(rook)
                .is_some_and(|p| p.role == Role::Rook && rook.rank() == p.color.backrank())
                && next
                    .king(next.board.color_at(rook).expect("rook"))
                    .is_some_and(|k| k.rank() == rook.rank());
            if ok {
                next.castling.add(rook);
            }
        }
        next
    }
}
