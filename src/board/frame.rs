//! One reading of the whole sensor grid.

use shakmaty::{Bitboard, Board, Piece, Square};

/// What the sensors can tell about a square.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum SensorKind {
    /// "A magnet is here": one bit per square.
    #[default]
    Occupancy,
    /// Which piece stands on each square.
    Identity,
}

/// One scan of the grid, in board coordinates (a1 = bit 0, h8 = bit 63):
/// the hardware layer has already applied wiring, mapping and orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Frame {
    /// Occupancy sensors: bit *i* set when square *i* reads occupied.
    Occupancy(u64),
    /// Identity sensors: the piece read on each square.
    Identity(Board),
}

impl Frame {
    /// The occupied squares, whatever the sensor kind.
    pub fn occupied(&self) -> Bitboard {
        match self {
            Frame::Occupancy(bits) => Bitboard(*bits),
            Frame::Identity(board) => board.occupied(),
        }
    }

    /// The piece read on `sq`, when the sensors can tell it.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        match self {
            Frame::Occupancy(_) => None,
            Frame::Identity(board) => board.piece_at(sq),
        }
    }

    pub fn kind(&self) -> SensorKind {
        match self {
            Frame::Occupancy(_) => SensorKind::Occupancy,
            Frame::Identity(_) => SensorKind::Identity,
        }
    }

    /// The frame as the given kind of sensor would read it (identity frames
    /// can be read as occupancy; occupancy cannot become identity).
    pub fn as_kind(&self, kind: SensorKind) -> Option<Frame> {
        match (self, kind) {
            (_, k) if k == self.kind() => Some(self.clone()),
            (Frame::Identity(b), SensorKind::Occupancy) => Some(Frame::Occupancy(b.occupied().0)),
            _ => None,
        }
    }
}

/// What is physically on the board as far as the engine knows: the occupied
/// squares (always known) and the pieces on them where known (identity
/// sensors, or tracking of lifts and drops from a known position).
/// `pieces.occupied()` is always a subset of `occupied`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sensed {
    pub occupied: Bitboard,
    pub pieces: Board,
}

impl Sensed {
    /// Occupied squares whose piece is not known.
    pub fn unknown(&self) -> Bitboard {
        self.occupied & !self.pieces.occupied()
    }
}
