//! How a game ends when the Laws leave it to someone to say it (`laws.md`
//! section 8): the kings in the centre, and the waits of the end of a game.
//!
//! After the game the players put both kings on two of d4, d5, e4, e5 (the
//! convention of DGT's boards and LiveChess): both on light squares (d5,
//! e4) 1-0, both on dark squares (d4, e5) 0-1, one on each 1/2-1/2. The four
//! squares touch each other, so two kings never stand there in a game. The
//! signal counts only when both kings were lifted since the last press: a
//! king stepped next to the other is a move, judged at the press.
//!
//! Which result the kings give depends on the colours of their squares
//! only, not on which king stands where.

use shakmaty::{Bitboard, Board, ByColor, Color, Piece, Role, Square};

use super::event::GameResult;
use crate::time::Time;

/// How long the kings must stand still in the centre, with no press, before
/// the result is read.
pub const KINGS_STILL: Time = Time::from_millis(5_000);
/// Never read sooner than this without a press (section 8).
pub const KINGS_AT_LEAST: Time = Time::from_millis(2_000);
/// How long the start position must stand after the end of a game before a
/// new game begins.
pub const NEW_GAME_STILL: Time = Time::from_millis(5_000);

/// d4, d5, e4, e5.
pub const CENTRE: Bitboard = Bitboard(
    (1 << Square::D4 as u32)
        | (1 << Square::D5 as u32)
        | (1 << Square::E4 as u32)
        | (1 << Square::E5 as u32),
);

/// The result two kings on two centre squares give: both light 1-0, both
/// dark 0-1, one of each a draw.
pub fn kings_result(a: Square, b: Square) -> GameResult {
    match (a.is_light(), b.is_light()) {
        (true, true) => GameResult::WhiteWins,
        (false, false) => GameResult::BlackWins,
        _ => GameResult::Draw,
    }
}

/// Where a king is, as occupancy sensors follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Track {
    On(Square),
    /// Lifted, not put down yet: it lands on the next drop.
    InHand,
    /// It could not be followed (both kings and another piece in the air).
    Lost,
}

/// The kings since the last press.
#[derive(Clone, Debug)]
pub struct Kings {
    /// Occupancy sensors: where each king was followed to.
    at: ByColor<Track>,
    /// Lifted since the last press.
    lifted: ByColor<bool>,
    /// Pieces other than the kings in the air (occupancy).
    others_in_hand: u32,
}

impl Kings {
    /// Kings standing as on `board` (a press, the start of a game).
    pub fn new(board: &Board) -> Kings {
        let at = ByColor::new_with(|c| match board.king_of(c) {
            Some(sq) => Track::On(sq),
            None => Track::Lost,
        });
        Kings {
            at,
            lifted: ByColor::new_with(|_| false),
            others_in_hand: 0,
        }
    }

    /// A piece left `sq` (`piece`: as identity sensors read it).
    pub fn lift(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(p) = piece {
            // Identity sensors name the piece.
            if p.role == Role::King {
                self.lifted[p.color] = true;
            }
            return;
        }
        let mut king = false;
        for c in Color::ALL {
            if self.at[c] == Track::On(sq) {
                self.at[c] = Track::InHand;
                self.lifted[c] = true;
                king = true;
            }
        }
        if !king {
            self.others_in_hand += 1;
        }
    }

    /// A piece arrived on `sq`: a king in the air lands on the next drop
    /// after its lift (occupancy sensors).
    pub fn drop(&mut self, sq: Square, piece: Option<Piece>) {
        if piece.is_some() {
            return;
        }
        let in_hand: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| self.at[c] == Track::InHand)
            .collect();
        match in_hand.as_slice() {
            [] => self.others_in_hand = self.others_in_hand.saturating_sub(1),
            [c] => self.at[*c] = Track::On(sq),
            _ if self.others_in_hand == 0 => {
                // Only the two kings in the air: the next two drops are
                // theirs, in either order (the result does not depend on it).
                self.at[Color::White] = Track::On(sq);
            }
            _ => {
                self.at = ByColor::new_with(|_| Track::Lost);
            }
        }
    }

    /// The result the kings give now, if they give one: both lifted since
    /// the last press and both standing on centre squares (`identity`: the
    /// pieces the sensors read; else the kings as followed, on squares that
    /// read occupied).
    pub fn signal(&self, identity: Option<&Board>, occupied: Bitboard) -> Option<GameResult> {
        if !(self.lifted.white && self.lifted.black) {
            return None;
        }
        let squares = match identity {
            Some(board) => {
                let kings = board.kings();
                if kings.count() != 2 || !CENTRE.is_superset(kings) {
                    return None;
                }
                let w = board.king_of(Color::White)?;
                let b = board.king_of(Color::Black)?;
                (w, b)
            }
            None => match (self.at.white, self.at.black) {
                (Track::On(w), Track::On(b))
                    if w != b
                        && CENTRE.contains(w)
                        && CENTRE.contains(b)
                        && occupied.contains(w)
                        && occupied.contains(b) =>
                {
                    (w, b)
                }
                _ => return None,
            },
        };
        Some(kings_result(squares.0, squares.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Board {
        Board::default()
    }

    #[test]
    fn the_colours_of_the_squares_give_the_result() {
        use Square::*;
        assert_eq!(kings_result(D5, E4), GameResult::WhiteWins);
        assert_eq!(kings_result(D4, E5), GameResult::BlackWins);
        assert_eq!(kings_result(D4, D5), GameResult::Draw);
        assert_eq!(kings_result(E5, E4), GameResult::Draw);
        assert_eq!(CENTRE.count(), 4);
    }

    #[test]
    fn occupancy_follows_each_king_to_the_next_drop() {
        let mut k = Kings::new(&start());
        // The knight on d4 taken off, the king lifted, put on d4.
        k.lift(Square::G1, None);
        k.lift(Square::E1, None);
        k.drop(Square::D4, None);
        let occ = Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::D5);
        assert_eq!(k.signal(None, occ), None, "only one king lifted");
        k.lift(Square::E8, None);
        k.drop(Square::D5, None);
        assert_eq!(k.signal(None, occ), Some(GameResult::Draw));
        // Lifted again: no signal while in the air.
        k.lift(Square::D5, None);
        assert_eq!(k.signal(None, Bitboard::from_square(Square::D4)), None);
        k.drop(Square::E4, None);
        let occ = Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::E4);
        assert_eq!(k.signal(None, occ), Some(GameResult::Draw));
    }

    #[test]
    fn a_king_that_did_not_move_gives_no_signal() {
        // Endgame: the black king already stands on d5; White steps next to it.
        let board: Board = "8/8/8/3k4/8/4K3/8/8".parse().unwrap();
        let mut k = Kings::new(&board);
        k.lift(Square::E3, None);
        k.drop(Square::E4, None);
        let occ = Bitboard::from_square(Square::D5) | Bitboard::from_square(Square::E4);
        assert_eq!(k.signal(None, occ), None);
    }

    #[test]
    fn both_kings_and_another_piece_in_the_air_cannot_be_followed() {
        let mut k = Kings::new(&start());
        k.lift(Square::E1, None);
        k.lift(Square::E8, None);
        k.lift(Square::D2, None);
        k.drop(Square::D4, None);
        k.drop(Square::D5, None);
        k.drop(Square::D2, None);
        let occ = Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::D5);
        assert_eq!(k.signal(None, occ), None);
    }

    #[test]
    fn both_kings_alone_in_the_air_still_give_the_result() {
        let mut k = Kings::new(&start());
        k.lift(Square::E1, None);
        k.lift(Square::E8, None);
        k.drop(Square::D5, None);
        k.drop(Square::E4, None);
        let occ = Bitboard::from_square(Square::D5) | Bitboard::from_square(Square::E4);
        assert_eq!(k.signal(None, occ), Some(GameResult::WhiteWins));
    }

    #[test]
    fn identity_sensors_read_the_kings() {
        let mut k = Kings::new(&start());
        let king = |c| Piece {
            color: c,
            role: Role::King,
        };
        let on: Board = "rnbq1bnr/pppppppp/8/4k3/3K4/8/PPPPPPPP/RNBQ1BNR"
            .parse()
            .unwrap();
        k.lift(Square::E1, Some(king(Color::White)));
        assert_eq!(k.signal(Some(&on), on.occupied()), None);
        k.lift(Square::E8, Some(king(Color::Black)));
        assert_eq!(
            k.signal(Some(&on), on.occupied()),
            Some(GameResult::BlackWins)
        );
    }
}
