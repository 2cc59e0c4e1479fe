//! What the engine decides and reports: the `replay --format jsonl` contract
//! of `shared/spec/trace-format.md`, and the advisories around it.
//!
//! Every variant serializes to one JSON object with `kind` first and `t` in
//! seconds. The decision kinds of the contract (`move`, `illegal`,
//! `restored`, `illegal_stands`, `touch_move`, `game_over`, `sensor_fault`)
//! keep their required fields exactly; other fields are additions.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Piece, Square};

use super::serde_chess;
use crate::time::Time;

/// The version of the `replay --format jsonl` contract these objects follow
/// (`docs/trace-format.md`, `docs/versions.md`). Within major 1 objects only
/// gain fields and kinds; a listed field never changes its meaning.
pub const CONTRACT_VERSION: &str = "1.2";

/// One thing the engine reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A debounced lift: the square reads empty from `t` on.
    Lift(PieceEvent),
    /// A debounced drop: a piece arrives on the square at `t`.
    Drop(PieceEvent),
    /// The clock's press line fired.
    Press(PressEvent),
    /// A press completed a legal move.
    Move(MoveEvent),
    /// A press completed an illegal move (Art. 7.5).
    Illegal(IllegalEvent),
    /// The board again matches the position to restore.
    Restored(RestoredEvent),
    /// `supervision claim`: the opponent completed a move before the
    /// position was restored; the illegal move stands (A.5.2).
    IllegalStands(IllegalStandsEvent),
    /// A completed legal move broke the touch-move rule (Art. 4.3 / 4.4).
    TouchMove(TouchMoveEvent),
    /// The game ended.
    GameOver(GameOverEvent),
    /// The input cannot be a chessboard; the game state is kept and no
    /// player is blamed for it.
    SensorFault(SensorFaultEvent),
    /// The sensors read a plausible board again after a fault.
    SensorOk(SensorOkEvent),
    /// Before the first press: how the board differs from the configured
    /// start position (Art. 7.2.1). `ok` once it matches.
    StartPosition(StartPositionEvent),
    /// A press that completes nothing: the board still waits for the
    /// position to be restored, or the side that pressed is not on move.
    PressIgnored(PressIgnoredEvent),
    /// The arbiter's acknowledge button.
    Ack(AckEvent),
    /// A player announced "j'adoube" (Art. 4.2.1; trace format 1.1).
    Adjust(AdjustEvent),
    /// A flag fell and the game did not end by it (contract 1.2): `claim`
    /// supervision (A.5.3), or the 6.9 analysis was undecided.
    Flag(FlagEvent),
    /// After a game ended, the start position stood on the board for 5 s: a
    /// new game begins (contract 1.2; `laws.md` section 8).
    NewGame(NewGameEvent),
}

impl Event {
    /// The time of the input that caused this event.
    pub fn t(&self) -> Time {
        match self {
            Event::Lift(e) | Event::Drop(e) => e.t,
            Event::Press(e) => e.t,
            Event::Move(e) => e.t,
            Event::Illegal(e) => e.t,
            Event::Restored(e) => e.t,
            Event::IllegalStands(e) => e.t,
            Event::TouchMove(e) => e.t,
            Event::GameOver(e) => e.t,
            Event::SensorFault(e) => e.t,
            Event::SensorOk(e) => e.t,
            Event::StartPosition(e) => e.t,
            Event::PressIgnored(e) => e.t,
            Event::Ack(e) => e.t,
            Event::Adjust(e) => e.t,
            Event::Flag(e) => e.t,
            Event::NewGame(e) => e.t,
        }
    }

    /// The `kind` field of the JSON form.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Lift(_) => "lift",
            Event::Drop(_) => "drop",
            Event::Press(_) => "press",
            Event::Move(_) => "move",
            Event::Illegal(_) => "illegal",
            Event::Restored(_) => "restored",
            Event::IllegalStands(_) => "illegal_stands",
            Event::TouchMove(_) => "touch_move",
            Event::GameOver(_) => "game_over",
            Event::SensorFault(_) => "sensor_fault",
            Event::SensorOk(_) => "sensor_ok",
            Event::StartPosition(_) => "start_position",
            Event::PressIgnored(_) => "press_ignored",
            Event::Ack(_) => "ack",
            Event::Adjust(_) => "adjust",
            Event::Flag(_) => "flag",
            Event::NewGame(_) => "new_game",
        }
    }

    /// Lifts, drops and presses are inputs seen by the engine, not decisions.
    pub fn is_input(&self) -> bool {
        matches!(
            self,
            Event::Lift(_) | Event::Drop(_) | Event::Press(_) | Event::Ack(_)
        )
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    #[serde(with = "serde_chess::square")]
    pub square: Square,
    /// The piece, when identity sensors tell it (drops) or tracking knows it.
    #[serde(
        with = "serde_chess::opt_piece",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub piece: Option<Piece>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PressEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// The side whose press line fired (`None`: single press line).
    #[serde(with = "serde_chess::opt_color", default)]
    pub side: Option<Color>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    pub uci: String,
    pub san: String,
    /// Position after the move.
    pub fen: String,
    /// Full-move number of this move (1 for 1. e4 and 1... e5).
    pub number: u32,
    #[serde(with = "serde_chess::square")]
    pub from: Square,
    #[serde(with = "serde_chess::square")]
    pub to: Square,
    /// Occupancy sensors cannot see the promoted piece: a queen was assumed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub promotion_assumed: bool,
    /// First piece touched (lifted) in this turn.
    #[serde(with = "serde_chess::opt_square", default)]
    pub touched: Option<Square>,
}

/// Why a completed move is illegal (`reason` of the contract).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    LeavesKingInCheck,
    CastlingNotAllowed,
    EnPassantNotAllowed,
    InvalidPieceMove,
    NoMove,
    UnpromotedPawn,
    WrongColor,
    Unrecognized,
}

impl Reason {
    pub const ALL: [Reason; 8] = [
        Reason::LeavesKingInCheck,
        Reason::CastlingNotAllowed,
        Reason::EnPassantNotAllowed,
        Reason::InvalidPieceMove,
        Reason::NoMove,
        Reason::UnpromotedPawn,
        Reason::WrongColor,
        Reason::Unrecognized,
    ];

    /// The code used in the JSON contract.
    pub fn code(self) -> &'static str {
        match self {
            Reason::LeavesKingInCheck => "leaves_king_in_check",
            Reason::CastlingNotAllowed => "castling_not_allowed",
            Reason::EnPassantNotAllowed => "en_passant_not_allowed",
            Reason::InvalidPieceMove => "invalid_piece_move",
            Reason::NoMove => "no_move",
            Reason::UnpromotedPawn => "unpromoted_pawn",
            Reason::WrongColor => "wrong_color",
            Reason::Unrecognized => "unrecognized",
        }
    }

    /// The article of the Laws (2023) that makes the move illegal.
    pub fn article(self) -> &'static str {
        match self {
            Reason::LeavesKingInCheck => "3.9",
            Reason::CastlingNotAllowed => "3.8.2",
            Reason::EnPassantNotAllowed => "3.7.4.2",
            Reason::InvalidPieceMove => "3.10.1",
            Reason::NoMove => "7.5.3",
            Reason::UnpromotedPawn => "7.5.2",
            Reason::WrongColor => "3.10.1",
            Reason::Unrecognized => "3.10.1",
        }
    }
}

/// The rule an illegal move broke, more precisely than its [`Reason`]: a
/// code (`rule` of the `illegal` object); the words are the display's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// The clock was pressed without a move (7.5.3).
    NoMove,
    /// The change on the board is not a single move.
    NotAMove,
    /// A piece changed into another.
    PieceChanged,
    /// The player moved one of the opponent's pieces.
    OpponentPiece,
    /// Castling with the opponent's king and rook.
    OpponentCastled,
    /// En passant with the opponent's pawn.
    OpponentPawn,
    /// Capturing a piece of one's own colour (3.1).
    CaptureOwn,
    /// Capturing the king (1.4.1).
    CaptureKing,
    /// Promotion to a piece of the other colour (3.7.5.1).
    PromoteOtherColour,
    /// Promotion to a king (3.7.5.1).
    PromoteKing,
    /// A pawn cannot move that way (3.7).
    PawnMove,
    /// A pawn never moves backwards or sideways (3.7.1).
    PawnBackwards,
    /// A pawn captures only diagonally (3.7.3).
    PawnCaptureStraight,
    /// A pawn moves diagonally only to capture (3.7.3).
    PawnDiagonalEmpty,
    /// Two squares only from the pawn's starting square (3.7.2).
    PawnDoubleStep,
    /// A pawn moves one square, or two from its starting square (3.7.1, 3.7.2).
    PawnTooFar,
    /// A king moves one square (3.8.1).
    KingMove,
    /// A knight cannot move that way (3.6).
    KnightMove,
    /// A bishop, rook or queen cannot move that way (3.2-3.4).
    LineMove,
    /// A piece cannot jump over other pieces (3.5).
    Jump,
    /// The king moved two squares without the rook (3.8.2).
    KingTwoSquares,
    /// Castling: the king has moved (3.8.2.1).
    CastleKingMoved,
    /// Castling: the king or that rook has moved (3.8.2.1).
    CastleRookMoved,
    /// Castling: a piece stands between the king and the rook (3.8.2.2).
    CastleBlocked,
    /// Castling: the king is in check (3.8.2.2).
    CastleInCheck,
    /// Castling: the king passes through an attacked square (3.8.2.2).
    CastleThroughCheck,
    /// Castling: the king lands on an attacked square (3.8.2.2).
    CastleIntoCheck,
    /// Castling without a king and a rook of one colour.
    CastleNoPieces,
    /// En passant only on the move right after the double step (3.7.4.2).
    EnPassantLate,
    /// The move leaves or puts the own king in check (3.9).
    KingInCheck,
    /// A pawn left on the last rank (7.5.2).
    Unpromoted,
}

impl Rule {
    /// The article of the Laws that the rule is, when more precise than the
    /// reason's.
    pub fn article(self) -> Option<&'static str> {
        Some(match self {
            Rule::NoMove => "7.5.3",
            Rule::CaptureOwn => "3.1",
            Rule::CaptureKing => "1.4.1",
            Rule::PromoteOtherColour | Rule::PromoteKing => "3.7.5.1",
            Rule::PawnMove => "3.7",
            Rule::PawnBackwards => "3.7.1",
            Rule::PawnDoubleStep | Rule::PawnTooFar => "3.7.2",
            Rule::PawnCaptureStraight | Rule::PawnDiagonalEmpty => "3.7.3",
            Rule::KingMove => "3.8.1",
            Rule::KnightMove => "3.6",
            Rule::LineMove => "3.2-3.4",
            Rule::Jump => "3.5",
            Rule::EnPassantLate => "3.7.4.2",
            Rule::KingInCheck => "3.9",
            Rule::Unpromoted => "7.5.2",
            _ => return None,
        })
    }
}

/// A game result as written in PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    pub fn win_for(winner: Color) -> GameResult {
        match winner {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// The penalty of the rule set for an illegal move (`penalty` of the contract).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Penalty {
    /// Extra time on the opponent's clock.
    Time {
        #[serde(with = "serde_chess::color")]
        to: Color,
        seconds: u32,
    },
    /// The offender loses the game.
    Loss {
        #[serde(with = "serde_chess::color")]
        side: Color,
        result: GameResult,
        /// The analysis could not tell within its budget whether the opponent
        /// can still checkmate: the arbiter decides between loss and draw.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        arbiter_decides: bool,
    },
    /// Art. 7.5.5 exception: the opponent cannot checkmate by any series of
    /// legal moves, so the game is drawn.
    Draw {
        result: GameResult,
        reason: DrawReason,
    },
    /// The rules set no penalty.
    None,
}

impl Penalty {
    /// The result when this penalty ends the game.
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Penalty::Loss { result, .. } | Penalty::Draw { result, .. } => Some(*result),
            Penalty::Time { .. } | Penalty::None => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    OpponentCannotCheckmate,
}

/// What the offender must do with the replacement move (Art. 4.3, 4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObligationKind {
    /// Move the own piece on the square (4.3.1).
    Move,
    /// Capture the opponent's piece on the square (4.3.2).
    Capture,
    /// Castle with the king on the square, on the side of the rook touched (4.4.1).
    Castle,
    /// Capture the opponent's piece first touched with the own piece first
    /// touched (4.3.3); `square` is the first piece touched.
    CaptureWith,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Obligation {
    pub kind: ObligationKind,
    #[serde(with = "serde_chess::square")]
    pub square: Square,
    /// For `castle`: the rook; for `capture_with`: the other piece.
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub other: Option<Square>,
    /// 4.4.2: castling with this rook is not allowed in this move.
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub no_castling_with: Option<Square>,
    pub article: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IllegalEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// Who made the illegal move.
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    pub reason: Reason,
    /// This player's completed illegal moves so far, this one included.
    pub count: u32,
    /// The position to put back (7.5.1), or after 7.5.2 the position with
    /// the queen and the opponent to move.
    pub restore_fen: String,
    /// First piece touched (lifted) in this turn.
    #[serde(with = "serde_chess::opt_square")]
    pub touched: Option<Square>,
    /// The piece the player must now move or capture (4.3, 4.4).
    #[serde(with = "serde_chess::opt_square")]
    pub must_move: Option<Square>,
    pub penalty: Penalty,
    /// The article of the rule set that sets the penalty.
    #[serde(default)]
    pub penalty_article: String,
    /// The obligation behind `must_move`, with its article.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obligation: Option<Obligation>,
    /// The article that makes the move illegal.
    pub article: String,
    /// The rule broken, as a code (`king_move`; contract 1.1). Absent from
    /// the events of older journals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<Rule>,
    /// Contract 1.0 gave the rule in English words here: read from older
    /// journals, never written now (the words are the display's).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    /// The move as seen, in coordinates (`Ke1-e3`), when it is one move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attempt: Option<String>,
    /// From- and to-square of the move as seen, when it is one move (the
    /// king's for castling).
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub from: Option<Square>,
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub to: Option<Square>,
    /// The first piece lifted was the opponent's and is back on its square:
    /// the obligation if its owner adjusted it (4.2.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_adjusted: Option<Box<IfAdjusted>>,
    /// Piece placement physically on the board at the press, as tracked.
    pub board: String,
    /// Extra time to add when the clock has an increment: the increment
    /// earned by the illegal press should be taken back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take_back_increment: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RestoredEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    pub fen: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IllegalStandsEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// Who made the illegal move.
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    /// The position the game continues from, before the opponent's move.
    pub fen: String,
    /// The offender's count once this illegal move no longer counts.
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TouchMoveEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    /// The piece that should have been moved or captured.
    #[serde(with = "serde_chess::square")]
    pub touched: Square,
    /// From-square of the piece moved.
    #[serde(with = "serde_chess::square")]
    pub moved: Square,
    pub article: String,
    /// The first piece lifted was the opponent's and is back on its square:
    /// what follows if its owner adjusted it (4.2.1). The arbiter decides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_adjusted: Option<Box<IfAdjusted>>,
    /// The piece placement the move was made from (to name the pieces).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameOverReason {
    Checkmate,
    Stalemate,
    DeadPosition,
    IllegalMoves,
    /// Art. 9.6.2: 75 moves by each player without a capture or pawn move.
    SeventyFiveMoves,
    /// Art. 9.6.1: the same position five times.
    FivefoldRepetition,
    /// Both kings put on the centre squares after the game (contract 1.2):
    /// the players' own result, a resignation (5.1.2) or an agreed draw
    /// (5.2.3).
    Kings,
    /// Art. 6.9: the player whose flag fell loses.
    Time,
    /// Art. 6.9: a flag fell, but the opponent cannot checkmate the
    /// player's king by any possible series of legal moves: drawn.
    TimeOpponentCannotCheckmate,
    /// The arbiter entered the result (a correction when the game had
    /// already ended: the last one stands).
    Arbiter,
}

impl GameOverReason {
    /// The article of the Laws that ends the game this way. The kings in
    /// the centre and the arbiter's entry carry the players' or the
    /// arbiter's own result: [`GameOverEvent::article`] names the article
    /// for that result (`Engine`).
    pub fn article(self) -> &'static str {
        match self {
            GameOverReason::Kings => "5.1.2",
            GameOverReason::Time | GameOverReason::TimeOpponentCannotCheckmate => "6.9",
            GameOverReason::Arbiter => "12.1",
            GameOverReason::Checkmate => "5.1.1",
            GameOverReason::Stalemate => "5.2.1",
            GameOverReason::DeadPosition => "5.2.2",
            GameOverReason::IllegalMoves => "7.5.5",
            GameOverReason::SeventyFiveMoves => "9.6.2",
            GameOverReason::FivefoldRepetition => "9.6.1",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameOverEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    pub result: GameResult,
    pub reason: GameOverReason,
    pub article: String,
    /// Who gave the result, for `arbiter` (contract 1.2): `board` (the
    /// arbiter's button at the board, a trace's `result` line), `hall:NAME`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// Whose flag fell, for `time` and `time_opponent_cannot_checkmate`.
    #[serde(
        with = "serde_chess::opt_color",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub flagged: Option<Color>,
}

impl GameOverEvent {
    /// The game ends at `t`, under `article`; no one named, no flag.
    pub fn new(t: Time, result: GameResult, reason: GameOverReason, article: &str) -> Self {
        GameOverEvent {
            t,
            result,
            reason,
            article: article.into(),
            by: None,
            flagged: None,
        }
    }
}

/// A flag fell without ending the game (contract 1.2; Art. 6.9, A.5.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FlagEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// Whose flag.
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    /// What Art. 6.9 gives once the flag is claimed (`claim`): the
    /// flagged player loses, or a draw when the opponent cannot checkmate.
    /// Absent when the analysis was undecided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_if_claimed: Option<GameResult>,
    /// The 6.9 analysis was undecided within its budget: the arbiter
    /// decides (under `full` supervision the game waits for the result).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub arbiter_decides: bool,
    /// The opponent cannot checkmate (6.9's draw), when decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_can_checkmate: Option<bool>,
    /// `full`: the game is over, waiting for the arbiter's result; `claim`:
    /// play goes on.
    pub game_goes_on: bool,
    pub article: String,
}

/// A new game on the same board (contract 1.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewGameEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// 2 for the board's second game, then 3, ...
    pub game: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SensorFaultEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// What is wrong, in words: `square e4 flickers without end`.
    pub detail: String,
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub square: Option<Square>,
    /// The bus or chain at fault, when the hardware layer knows it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bus: Option<String>,
    /// What the engine found, as a code (contract 1.1; none for the
    /// hardware layer's own faults, whose `detail` names the bus).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<FaultCode>,
    /// `too_many`: how many squares read occupied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occupied: Option<u32>,
}

/// A sensor fault the engine finds in the frames themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultCode {
    /// Every square reads occupied.
    AllOccupied,
    /// Every square reads empty.
    AllEmpty,
    /// More than 32 squares read occupied.
    TooMany,
    /// A square flickers without end (`square`).
    Flicker,
    /// Identity sensors configured, occupancy frames read.
    NotIdentity,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SensorOkEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
}

/// One square that differs from the expected position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SquareDiff {
    #[serde(with = "serde_chess::square")]
    pub square: Square,
    /// What should stand there.
    #[serde(with = "serde_chess::opt_piece")]
    pub expected: Option<Piece>,
    /// What the sensors read: with occupancy sensors only "occupied" is
    /// known, written as `occupied: true` and no piece.
    #[serde(with = "serde_chess::opt_piece")]
    pub found: Option<Piece>,
    pub occupied: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StartPositionEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    pub ok: bool,
    pub misplaced: Vec<SquareDiff>,
    pub article: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PressIgnoredEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    #[serde(with = "serde_chess::opt_color", default)]
    pub side: Option<Color>,
    /// Why nothing was decided: `awaiting_restore`, `not_on_move`,
    /// `game_over`, `sensor_fault`.
    pub why: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AckEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
}

/// "J'adoube" (Art. 4.2.1): `side` announced an adjustment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdjustEvent {
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    #[serde(with = "serde_chess::color")]
    pub side: Color,
    /// The side has the move: until its next press, or `until` if that
    /// comes first, a piece of its own lifted and put back on its square is
    /// an adjustment, not a touch. `false`: the side is not to move (or the
    /// game is over), the announcement changes nothing.
    pub applies: bool,
    /// The end of the adjustment window (the announcement plus 10 s).
    #[serde(with = "serde_chess::time")]
    pub until: Time,
}

/// The other reading of a touch (Art. 4.2.1): the board cannot tell whose
/// hand lifted a piece. When the first piece lifted in a turn belongs to
/// the side not to move and stands again on its square, the player to move
/// may have touched it (4.3.2, 4.3.3) or its owner may have adjusted it on
/// the opponent's time. This is what follows if its owner adjusted it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IfAdjusted {
    /// The piece lifted first: the opponent's, back on its square.
    #[serde(with = "serde_chess::square")]
    pub square: Square,
    /// `touch_move`: the piece whose touch the move still breaks under this
    /// reading (null: no breach at all).
    #[serde(
        with = "serde_chess::opt_square",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub touched: Option<Square>,
    /// The article of that breach, or of the obligation below.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    /// `illegal`: the obligation under this reading (none: any legal move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obligation: Option<Obligation>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn illegal_serializes_to_the_contract() {
        let ev = Event::Illegal(IllegalEvent {
            t: Time::from_millis(3700),
            side: Color::White,
            reason: Reason::InvalidPieceMove,
            count: 1,
            restore_fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            touched: Some(Square::E1),
            must_move: Some(Square::E1),
            penalty: Penalty::Time {
                to: Color::Black,
                seconds: 120,
            },
            penalty_article: "7.5.5".into(),
            obligation: None,
            article: "3.10.1".into(),
            rule: Some(Rule::KingMove),
            detail: String::new(),
            attempt: Some("Ke1-e3".into()),
            from: Some(Square::E1),
            to: Some(Square::E3),
            if_adjusted: None,
            board: "4k3/8/8/8/8/4K3/8/8".into(),
            take_back_increment: None,
        });
        let json = serde_json::to_string(&ev).unwrap();
        assert!(json.starts_with(r#"{"kind":"illegal","t":3.7,"side":"white","reason":"invalid_piece_move","count":1,"#), "{json}");
        assert!(json.contains(r#""touched":"e1","must_move":"e1","penalty":{"kind":"time","to":"black","seconds":120}"#), "{json}");
        assert!(json.contains(r#""rule":"king_move""#), "{json}");
        let back: Event = serde_json::from_str(&json).unwrap();
        assert_eq!(back, ev);
    }

    #[test]
    fn null_squares_and_draw_penalty() {
        let ev = Event::Illegal(IllegalEvent {
            t: Time::ZERO,
            side: Color::Black,
            reason: Reason::NoMove,
            count: 2,
            restore_fen: String::new(),
            touched: None,
            must_move: None,
            penalty: Penalty::Draw {
                result: GameResult::Draw,
                reason: DrawReason::OpponentCannotCheckmate,
            },
            penalty_article: "7.5.5".into(),
            obligation: None,
            article: "7.5.3".into(),
            rule: Some(Rule::NoMove),
            detail: String::new(),
            attempt: None,
            from: None,
            to: None,
            if_adjusted: None,
            board: String::new(),
            take_back_increment: None,
        });
        let json = serde_json::to_string(&ev).unwrap();
        assert!(
            json.contains(r#""touched":null,"must_move":null"#),
            "{json}"
        );
        assert!(json.contains(r#""penalty":{"kind":"draw","result":"1/2-1/2","reason":"opponent_cannot_checkmate"}"#), "{json}");
    }
}
