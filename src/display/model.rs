//! What the screen knows: a start position and static information, updated
//! by the engine's [`Event`]s and by the physical board ([`Sensed`]). The
//! daemon and the replay drive it the same way: [`ScreenModel::apply`] for
//! every event, [`ScreenModel::set_sensed`] whenever the engine's view of
//! the board changes. Rendering is a pure function of the model.

use shakmaty::fen::Fen;
use shakmaty::{Board, Color, Piece};

use crate::arbiter::event::{
    AdjustEvent, FlagEvent, GameOverEvent, GameOverReason, IllegalEvent, IllegalStandsEvent,
    SensorFaultEvent, StartPositionEvent, TouchMoveEvent,
};
use crate::arbiter::restore::{self, SquareMark, Step};
use crate::arbiter::{Event, RuleSet};
use crate::board::{Sensed, SensorKind};
use crate::i18n::Lang;

/// Which side is at the bottom of the diagram.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    #[default]
    White,
    Black,
}

impl Orientation {
    pub fn bottom(self) -> Color {
        match self {
            Orientation::White => Color::White,
            Orientation::Black => Color::Black,
        }
    }
}

/// Who may see an illegal-move alert (laws.md section 7: Art. 12.6 keeps
/// the arbiter from telling a player that the opponent erred; event
/// regulations differ on whether players may see the alert).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum AlertVisibility {
    /// Every output shows the alert at once.
    #[default]
    Always,
    /// The alert shows only after the arbiter's button (`ack`); until then
    /// the screen shows the position and a neutral "arbiter call" mark.
    AfterButton,
    /// Only outputs marked for the arbiter show the alert; the others keep
    /// the normal screen.
    SecondOutput,
}

/// Who looks at an output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Audience {
    /// The arbiter: everything, subject to [`AlertVisibility::AfterButton`].
    #[default]
    Arbiter,
    /// Players and spectators: the alert only under
    /// [`AlertVisibility::Always`], touch-move findings never.
    Players,
}

/// How the LED announces an illegal move (laws.md section 7: a steady LED
/// draws less of the hall's attention than a blinking one).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum LedMode {
    #[default]
    Blink,
    Steady,
    /// The LED stays dark: the arbiter relies on the screen.
    Off,
}

/// What the LED shows now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LedSignal {
    Off,
    Steady,
    Blink,
}

/// Static information shown on every screen.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenInfo {
    pub rules: RuleSet,
    pub orientation: Orientation,
    pub sensor: SensorKind,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The language of every text on the screen.
    pub lang: Lang,
}

impl Default for ScreenInfo {
    fn default() -> ScreenInfo {
        ScreenInfo {
            rules: RuleSet::default(),
            orientation: Orientation::White,
            sensor: SensorKind::Occupancy,
            white: None,
            black: None,
            lang: Lang::En,
        }
    }
}

/// A position as far as the screen needs it (no legality: under
/// `supervision claim` the game may go on from an illegal position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub board: Board,
    pub turn: Color,
    /// Full-move number of the side to move.
    pub fullmove: u32,
}

impl Shown {
    /// Parses a FEN, a bare placement (White to move, move 1) or `startpos`.
    pub fn parse(fen: &str) -> Result<Shown, String> {
        let fen = fen.trim();
        let fen = if fen == "startpos" {
            super::STARTPOS
        } else {
            fen
        };
        if fen.is_empty() {
            return Err("empty FEN".into());
        }
        if !fen.contains(' ') {
            return Board::from_ascii_board_fen(fen.as_bytes())
                .map(|board| Shown {
                    board,
                    turn: Color::White,
                    fullmove: 1,
                })
                .map_err(|e| format!("`{fen}` is not a piece placement: {e}"));
        }
        let setup = Fen::from_ascii(fen.as_bytes())
            .map_err(|e| format!("`{fen}` is not a FEN: {e}"))?
            .into_setup();
        Ok(Shown {
            board: setup.board,
            turn: setup.turn,
            fullmove: setup.fullmoves.get(),
        })
    }
}

/// The last legal move: `11... Nf6`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub number: u32,
    pub side: Color,
    pub san: String,
    pub from: shakmaty::Square,
    pub to: shakmaty::Square,
}

impl LastMove {
    pub fn text(&self) -> String {
        crate::words::numbered_move(self.number, self.side, &self.san)
    }

    /// The move for people, with the piece letters of their language:
    /// `11... Cf6` in Spanish.
    pub fn text_in(&self, tr: &crate::words::Tr) -> String {
        crate::words::numbered_move(self.number, self.side, &crate::words::san(tr, &self.san))
    }
}

/// An illegal move being dealt with.
#[derive(Clone, Debug, PartialEq)]
pub struct Alert {
    pub event: IllegalEvent,
    /// The position to restore (parsed `restore_fen`).
    pub target: Shown,
    /// The engine said the board matches again (`restored`).
    pub restored: bool,
    /// The arbiter pressed the button since the alert.
    pub acknowledged: bool,
    /// Nothing was to be put back when it came (a press without a move,
    /// Art. 7.5.3): the LED calls the arbiter until the button, for the
    /// penalty.
    pub nothing_to_restore: bool,
}

/// Calmer notices than an illegal move.
#[derive(Clone, Debug, PartialEq)]
pub enum Advisory {
    TouchMove(TouchMoveEvent),
    SensorFault(SensorFaultEvent),
    StartPosition(StartPositionEvent),
    IllegalStands(IllegalStandsEvent),
    /// A flag fell and the game goes on (`claim`, A.5.3) or waits for the
    /// arbiter (6.9 undecided).
    Flag(FlagEvent),
}

impl Advisory {
    /// About one player's conduct: shown to the arbiter only when the
    /// alert visibility keeps alerts from the players.
    pub fn about_a_player(&self) -> bool {
        matches!(self, Advisory::TouchMove(_) | Advisory::IllegalStands(_))
    }

    /// For the arbiter alone, whatever the alert visibility: a flag under
    /// `claim` supervision (A.5.3: the arbiter refrains from pointing out a
    /// flag fall; the players claim it).
    pub fn arbiter_only(&self) -> bool {
        matches!(self, Advisory::Flag(f) if f.game_goes_on)
    }
}

/// A choice of the arbiter's result at the board (`daemon::result_menu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultChoice {
    Result(crate::arbiter::event::GameResult),
    /// Leave without entering a result.
    Cancel,
}

/// The screen's state. See the module documentation.
#[derive(Clone, Debug)]
pub struct ScreenModel {
    pub info: ScreenInfo,
    pub visibility: AlertVisibility,
    start: Board,
    position: Shown,
    /// The board before the last legal move (the touch-move advice names
    /// the pieces lifted in it).
    before_last: Board,
    last_move: Option<LastMove>,
    illegal: [u32; 2],
    sensed: Sensed,
    /// Pieces lifted and not yet put down, to name a piece dropped on an
    /// occupancy board.
    hand: Vec<Piece>,
    alert: Option<Alert>,
    /// Advisories with the number of moves seen when they came.
    advisories: Vec<(Advisory, u32)>,
    game_over: Option<GameOverEvent>,
    moves: u32,
    /// Why the last press decided nothing (`awaiting_restore`, ...).
    note: Option<String>,
    /// A "j'adoube" announced since the last decision (Art. 4.2.1).
    adjust: Option<AdjustEvent>,
    /// The alert's penalty waits for the 7.5.5 analysis.
    ruling_pending: bool,
    /// The start position as given (a new game begins from it).
    first: Shown,
    /// The arbiter's result choice, while open (the arbiter's view only).
    result_menu: Option<ResultChoice>,
    /// The round and the board number of a hall's pairing (issue 30),
    /// shown with the players.
    round: Option<(String, String)>,
}

fn index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn sensed_of(board: &Board) -> Sensed {
    Sensed {
        occupied: board.occupied(),
        pieces: board.clone(),
    }
}

impl ScreenModel {
    /// The players of the game (a hall's pairing: issue 30), and its round
    /// and board number when known.
    pub fn set_game(
        &mut self,
        white: Option<String>,
        black: Option<String>,
        round: Option<(String, String)>,
    ) {
        self.info.white = white;
        self.info.black = black;
        self.round = round;
    }

    /// The round and board number of the game, when a pairing gave them.
    pub fn round(&self) -> Option<&(String, String)> {
        self.round.as_ref()
    }

    /// A model at the start position (a FEN, a piece placement or `startpos`).
    pub fn new(start_fen: &str, info: ScreenInfo) -> Result<ScreenModel, String> {
        let position = Shown::parse(start_fen)?;
        Ok(ScreenModel::from_shown(position, info))
    }

    fn from_shown(position: Shown, info: ScreenInfo) -> ScreenModel {
        ScreenModel {
            first: position.clone(),
            result_menu: None,
            round: None,
            info,
            visibility: AlertVisibility::Always,
            start: position.board.clone(),
            before_last: position.board.clone(),
            sensed: sensed_of(&position.board),
            position,
            last_move: None,
            illegal: [0, 0],
            hand: Vec::new(),
            alert: None,
            advisories: Vec::new(),
            game_over: None,
            moves: 0,
            note: None,
            adjust: None,
            ruling_pending: false,
        }
    }

    /// The arbiter's result choice opens, moves on, or closes (None).
    pub fn set_result_menu(&mut self, choice: Option<ResultChoice>) {
        self.result_menu = choice;
    }

    pub fn result_menu(&self) -> Option<ResultChoice> {
        self.result_menu
    }

    pub fn with_visibility(mut self, visibility: AlertVisibility) -> ScreenModel {
        self.visibility = visibility;
        self
    }

    /// The engine's view of the physical board (every scan, or when it changes).
    pub fn set_sensed(&mut self, sensed: &Sensed) {
        self.sensed = sensed.clone();
        self.hand.clear();
    }

    pub fn sensed(&self) -> &Sensed {
        &self.sensed
    }

    /// The position of the game (after the last legal move).
    pub fn position(&self) -> &Shown {
        &self.position
    }

    pub fn last_move(&self) -> Option<&LastMove> {
        self.last_move.as_ref()
    }

    /// Completed illegal moves of `side` so far.
    pub fn illegal_count(&self, side: Color) -> u32 {
        self.illegal[index(side)]
    }

    pub fn alert(&self) -> Option<&Alert> {
        self.alert.as_ref()
    }

    pub fn advisories(&self) -> impl Iterator<Item = &Advisory> {
        self.advisories.iter().map(|(a, _)| a)
    }

    pub fn game_over(&self) -> Option<&GameOverEvent> {
        self.game_over.as_ref()
    }

    /// Why the last press decided nothing: the `why` code of
    /// `press_ignored`, until the next decision.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// A "j'adoube" announced since the last decision, shown briefly.
    pub fn adjust(&self) -> Option<&AdjustEvent> {
        self.adjust.as_ref()
    }

    /// The board before the last legal move.
    pub fn before_last_move(&self) -> &Board {
        &self.before_last
    }

    /// The configured start position.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// Has a move been completed yet?
    pub fn started(&self) -> bool {
        self.moves > 0
    }

    /// How the board differs from the position to restore.
    pub fn alert_marks(&self) -> Vec<SquareMark> {
        self.alert.as_ref().map_or_else(Vec::new, |a| {
            restore::differences(&self.sensed, &a.target.board)
        })
    }

    /// What the arbiter must do to restore the position, in order.
    pub fn alert_steps(&self) -> Vec<Step> {
        match &self.alert {
            Some(a) if !a.restored => restore::restore_steps(&self.sensed, &a.target.board),
            _ => Vec::new(),
        }
    }

    /// The alert's position is on the board: the engine said so, or the
    /// sensors show nothing left to do.
    pub fn alert_restored(&self) -> bool {
        self.alert
            .as_ref()
            .is_some_and(|a| a.restored || self.alert_steps().is_empty())
    }

    /// Does `audience` see the alert now?
    pub fn alert_visible(&self, audience: Audience) -> bool {
        let Some(alert) = &self.alert else {
            return false;
        };
        match (self.visibility, audience) {
            (AlertVisibility::Always, _) => true,
            (AlertVisibility::AfterButton, _) => alert.acknowledged,
            (AlertVisibility::SecondOutput, Audience::Arbiter) => true,
            (AlertVisibility::SecondOutput, Audience::Players) => false,
        }
    }

    /// The advisories `audience` may see.
    pub fn visible_advisories(&self, audience: Audience) -> Vec<&Advisory> {
        let private = self.visibility != AlertVisibility::Always && audience == Audience::Players;
        self.advisories()
            .filter(|a| !(private && a.about_a_player()))
            .filter(|a| !(audience == Audience::Players && a.arbiter_only()))
            .collect()
    }

    /// An illegal move whose penalty waits for the Art. 7.5.5 analysis
    /// (the daemon's notice: the `illegal` event to come, its penalty not
    /// set yet): shown as the alert at once; the `illegal` event of the
    /// ruling replaces it.
    pub fn ruling_pending(&mut self, notice: &IllegalEvent) {
        self.apply(&Event::Illegal(notice.clone()));
        self.ruling_pending = true;
    }

    /// Is the alert's penalty still being worked out (Art. 7.5.5)?
    pub fn is_ruling_pending(&self) -> bool {
        self.ruling_pending && self.alert.is_some()
    }

    /// Updates the model with one engine event.
    pub fn apply(&mut self, event: &Event) {
        if matches!(event, Event::Illegal(_)) {
            self.ruling_pending = false;
        }
        if !event.is_input() {
            self.note = None;
            self.adjust = None;
        }
        // "J'adoube" shows while its window lasts, at most until the next
        // decision.
        if self.adjust.as_ref().is_some_and(|a| event.t() >= a.until) {
            self.adjust = None;
        }
        match event {
            Event::Lift(e) => {
                let piece = e.piece.or_else(|| self.sensed.pieces.piece_at(e.square));
                self.sensed.occupied.discard(e.square);
                self.sensed.pieces.discard_piece_at(e.square);
                self.hand.extend(piece);
            }
            Event::Drop(e) => {
                let piece = match e.piece {
                    Some(p) => {
                        if let Some(k) = self.hand.iter().position(|h| *h == p) {
                            self.hand.remove(k);
                        }
                        Some(p)
                    }
                    // One piece in the hand: that is the piece put down.
                    None if self.hand.len() == 1 => self.hand.pop(),
                    None => None,
                };
                self.sensed.occupied.add(e.square);
                match piece {
                    Some(p) => self.sensed.pieces.set_piece_at(e.square, p),
                    None => self.sensed.pieces.discard_piece_at(e.square),
                }
            }
            Event::Press(_) => {}
            Event::Move(e) => {
                self.moves += 1;
                self.before_last = self.position.board.clone();
                if let Ok(shown) = Shown::parse(&e.fen) {
                    self.sensed = sensed_of(&shown.board);
                    self.position = shown;
                }
                self.hand.clear();
                self.last_move = Some(LastMove {
                    number: e.number,
                    side: e.side,
                    san: e.san.clone(),
                    from: e.from,
                    to: e.to,
                });
                self.alert = None;
                let moves = self.moves;
                self.advisories.retain(|(a, born)| match a {
                    // 4.8: the claim is lost once the opponent moves on.
                    Advisory::TouchMove(_) => *born >= moves,
                    Advisory::IllegalStands(_) => moves - born < 2,
                    Advisory::StartPosition(_) => false,
                    Advisory::SensorFault(_) | Advisory::Flag(_) => true,
                });
            }
            Event::Illegal(e) => {
                self.illegal[index(e.side)] = e.count;
                let target = Shown::parse(&e.restore_fen).unwrap_or_else(|_| self.position.clone());
                if let Ok(board) = Board::from_ascii_board_fen(e.board.as_bytes()) {
                    self.sensed = sensed_of(&board);
                }
                self.hand.clear();
                let nothing_to_restore =
                    restore::restore_steps(&self.sensed, &target.board).is_empty();
                self.alert = Some(Alert {
                    event: e.clone(),
                    target,
                    restored: false,
                    acknowledged: false,
                    nothing_to_restore,
                });
            }
            Event::Restored(e) => {
                if let Ok(shown) = Shown::parse(&e.fen) {
                    self.sensed = sensed_of(&shown.board);
                    self.position = shown.clone();
                    if let Some(a) = &mut self.alert {
                        a.target = shown;
                    }
                }
                self.hand.clear();
                if let Some(a) = &mut self.alert {
                    a.restored = true;
                }
            }
            Event::IllegalStands(e) => {
                self.illegal[index(e.side)] = e.count;
                if let Ok(shown) = Shown::parse(&e.fen) {
                    self.position = shown;
                }
                self.alert = None;
                self.push_advisory(Advisory::IllegalStands(e.clone()));
            }
            Event::TouchMove(e) => self.push_advisory(Advisory::TouchMove(e.clone())),
            Event::GameOver(e) => {
                self.game_over = Some(e.clone());
                // Section 8: after the players' or the arbiter's result,
                // or a flag, nothing calls the arbiter any more (a game
                // lost by illegal moves keeps its alert until the button).
                if e.reason != GameOverReason::IllegalMoves {
                    self.alert = None;
                    self.ruling_pending = false;
                }
                self.advisories.retain(|(a, _)| {
                    !matches!(
                        a,
                        Advisory::Flag(_) | Advisory::TouchMove(_) | Advisory::IllegalStands(_)
                    )
                });
            }
            Event::Flag(e) => self.push_advisory(Advisory::Flag(e.clone())),
            Event::NewGame(_) => {
                // A new game from the start position: counts from zero.
                let visibility = self.visibility;
                let menu = self.result_menu;
                *self = ScreenModel::from_shown(self.first.clone(), self.info.clone());
                self.visibility = visibility;
                self.result_menu = menu;
            }
            Event::SensorFault(e) => self.push_advisory(Advisory::SensorFault(e.clone())),
            Event::SensorOk(_) => self
                .advisories
                .retain(|(a, _)| !matches!(a, Advisory::SensorFault(_))),
            Event::StartPosition(e) => {
                if e.ok {
                    self.advisories
                        .retain(|(a, _)| !matches!(a, Advisory::StartPosition(_)));
                    self.sensed = sensed_of(&self.start);
                } else {
                    let mut sensed = sensed_of(&self.start);
                    for d in &e.misplaced {
                        sensed.pieces.discard_piece_at(d.square);
                        sensed.occupied.discard(d.square);
                        if d.occupied || d.found.is_some() {
                            sensed.occupied.add(d.square);
                            if let Some(p) = d.found {
                                sensed.pieces.set_piece_at(d.square, p);
                            }
                        }
                    }
                    self.sensed = sensed;
                    self.push_advisory(Advisory::StartPosition(e.clone()));
                }
            }
            Event::PressIgnored(e) => self.note = Some(e.why.clone()),
            Event::Adjust(e) => self.adjust = Some(e.clone()),
            Event::Ack(_) => {
                // The button first shows an alert kept for it, then
                // dismisses a restored one; with no alert it clears advice
                // about a player.
                let restored = self.alert_restored();
                let after_button = self.visibility == AlertVisibility::AfterButton;
                match &mut self.alert {
                    Some(a) if after_button && !a.acknowledged => a.acknowledged = true,
                    Some(_) if restored => self.alert = None,
                    Some(a) => a.acknowledged = true,
                    None => self.advisories.retain(|(a, _)| !a.about_a_player()),
                }
            }
        }
    }

    /// What the LED should do in `mode`: lit while an illegal move waits
    /// for its position to be restored, and while one that left nothing to
    /// restore (a press without a move, Art. 7.5.3: penalised all the
    /// same) waits for the arbiter's button; off otherwise.
    pub fn led(&self, mode: LedMode) -> LedSignal {
        let call = self
            .alert
            .as_ref()
            .is_some_and(|a| !self.alert_restored() || (a.nothing_to_restore && !a.acknowledged));
        match (call, mode) {
            (false, _) | (true, LedMode::Off) => LedSignal::Off,
            (true, LedMode::Steady) => LedSignal::Steady,
            (true, LedMode::Blink) => LedSignal::Blink,
        }
    }

    /// The model as it was before the current alert: what a screen shows
    /// when the alert is kept from it (the illegal move not yet counted).
    pub fn hiding_alert(&self) -> ScreenModel {
        let mut m = self.clone();
        if let Some(a) = m.alert.take() {
            let i = index(a.event.side);
            m.illegal[i] = m.illegal[i].min(a.event.count.saturating_sub(1));
        }
        m
    }

    fn push_advisory(&mut self, a: Advisory) {
        let same = std::mem::discriminant(&a);
        self.advisories
            .retain(|(b, _)| std::mem::discriminant(b) != same);
        self.advisories.push((a, self.moves));
    }
}
