//! Is the change a legal move? If not, why not (Art. 3.10, reason codes of
//! `trace-format.md`).
//!
//! Two irregularities in one move count as one illegal move (laws.md §2);
//! the reason reported is the first that applies, in this order: moving the
//! opponent's piece; a castling attempt whose conditions fail; an en passant
//! capture that is not available; a piece that cannot move that way; the
//! own king left in check; a pawn left unpromoted on the last rank.

use shakmaty::{Bitboard, File, Move, Piece, Role, Square, attacks};

use super::event::Reason;
use super::infer::Attempt;
use super::position::{Position, castling_side, pawn_forward, pawn_start_rank};

/// The verdict on one attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Legal(Move),
    Illegal(Illegal),
}

/// `("a king moves one square", Some("3.8.1"))` from
/// `"a king moves one square (Art. 3.8.1)"`.
pub fn split_article(detail: &str) -> (&str, Option<&str>) {
    match detail.rsplit_once(" (Art. ") {
        Some((text, rest)) if rest.ends_with(')') => (text, Some(&rest[..rest.len() - 1])),
        _ => (detail, None),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    pub reason: Reason,
    /// The rule broken, in words, for the arbiter.
    pub detail: &'static str,
    /// The move as it would stand (7.5.2: the pawn promoted to a queen).
    pub stands_as: Option<Move>,
}

fn illegal(reason: Reason, detail: &'static str) -> Judgement {
    Judgement::Illegal(Illegal {
        reason,
        detail,
        stands_as: None,
    })
}

/// Judges `attempt` made by the side to move in `pos`.
pub fn judge(pos: &Position, attempt: &Attempt) -> Judgement {
    match *attempt {
        Attempt::NoChange => illegal(
            Reason::NoMove,
            "the clock was pressed without a move (Art. 7.5.3)",
        ),
        Attempt::Castle { king, rook } => {
            let Some(k) = pos.board.piece_at(king) else {
                return illegal(Reason::Unrecognized, "no piece there");
            };
            if k.color != pos.turn {
                return illegal(
                    Reason::WrongColor,
                    "the player castled with the opponent's king and rook",
                );
            }
            match pos.castling_problem(king, rook) {
                None => Judgement::Legal(Move::Castle { king, rook }),
                Some(why) => illegal(Reason::CastlingNotAllowed, why),
            }
        }
        Attempt::EnPassant { from, to } => {
            let Some(p) = pos.board.piece_at(from) else {
                return illegal(Reason::Unrecognized, "no piece there");
            };
            if p.color != pos.turn {
                return illegal(
                    Reason::WrongColor,
                    "the player captured with an opponent's pawn",
                );
            }
            let m = Move::EnPassant { from, to };
            let not_allowed = || {
                illegal(
                    Reason::EnPassantNotAllowed,
                    "en passant is only possible on the move right after the double step (Art. 3.7.4.2)",
                )
            };
            if pos.ep_square != Some(to) || !pos.is_en_passant_pattern(from, to) {
                return not_allowed();
            }
            if pos.leaves_king_in_check(&m) {
                return illegal(
                    Reason::LeavesKingInCheck,
                    "the capture leaves the own king in check (Art. 3.9)",
                );
            }
            if !pos.is_legal(&m) {
                return not_allowed();
            }
            Judgement::Legal(m)
        }
        Attempt::Piece { from, to, placed } => judge_piece(pos, from, to, placed),
    }
}

fn judge_piece(pos: &Position, from: Square, to: Square, placed: Piece) -> Judgement {
    let Some(mover) = pos.board.piece_at(from) else {
        return illegal(Reason::Unrecognized, "no piece there");
    };
    if mover.color != pos.turn {
        return illegal(Reason::WrongColor, "the player moved an opponent's piece");
    }
    let captured = pos.board.piece_at(to);
    if captured.is_some_and(|c| c.color == mover.color) {
        return illegal(
            Reason::InvalidPieceMove,
            "a piece cannot capture a piece of its own colour (Art. 3.1)",
        );
    }
    if captured.is_some_and(|c| c.role == Role::King) {
        return illegal(
            Reason::InvalidPieceMove,
            "the king cannot be captured (Art. 1.4.1)",
        );
    }
    let promotes = mover.role == Role::Pawn && to.rank() == (!mover.color).backrank();
    let promotion = if promotes {
        if placed.color != mover.color {
            return illegal(
                Reason::InvalidPieceMove,
                "a pawn must promote to a piece of its own colour (Art. 3.7.5.1)",
            );
        }
        match placed.role {
            Role::King => {
                return illegal(
                    Reason::InvalidPieceMove,
                    "a pawn cannot promote to a king (Art. 3.7.5.1)",
                );
            }
            Role::Pawn => None,
            role => Some(role),
        }
    } else if placed != mover {
        return illegal(Reason::Unrecognized, "a piece changed into another");
    } else {
        None
    };
    // A king stepping two or more squares along its back rank: castling
    // without the rook, or castling that is not allowed (Art. 3.8.2, 4.4.3).
    if mover.role == Role::King
        && from.rank() == mover.color.backrank()
        && to.rank() == from.rank()
        && (i32::from(from.file()) - i32::from(to.file())).abs() >= 2
        && captured.is_none()
        && matches!(to.file(), File::C | File::G)
        && !attacks::king_attacks(from).contains(to)
    {
        let rook = castling_rook(pos, from, to);
        return match rook.and_then(|r| pos.castling_problem(from, r).map(|why| (r, why))) {
            None if rook.is_some() => illegal(
                Reason::InvalidPieceMove,
                "the king moved two squares without the rook: castling was not completed",
            ),
            Some((_, why)) => illegal(Reason::CastlingNotAllowed, why),
            None => illegal(
                Reason::CastlingNotAllowed,
                "the king or that rook has moved",
            ),
        };
    }
    if !geometry_ok(pos, mover, from, to, captured) {
        let detail = match mover.role {
            Role::Pawn => "a pawn cannot move that way (Art. 3.7)",
            Role::King => "a king moves one square (Art. 3.8.1)",
            Role::Knight => "a knight cannot move that way (Art. 3.6)",
            _ if (attacks::attacks(from, mover, Bitboard::EMPTY)).contains(to) => {
                "the piece cannot jump over other pieces (Art. 3.5)"
            }
            _ => "the piece cannot move that way (Art. 3.2-3.4)",
        };
        return illegal(Reason::InvalidPieceMove, detail);
    }
    let unpromoted = promotes && promotion.is_none();
    let m = Move::Normal {
        role: mover.role,
        from,
        capture: captured.map(|c| c.role),
        to,
        promotion: if unpromoted {
            Some(Role::Queen)
        } else {
            promotion
        },
    };
    if pos.leaves_king_in_check(&m) {
        return illegal(
            Reason::LeavesKingInCheck,
            "the move leaves or puts the own king in check (Art. 3.9)",
        );
    }
    if unpromoted {
        return Judgement::Illegal(Illegal {
            reason: Reason::UnpromotedPawn,
            detail: "a pawn on the last rank must be exchanged; it is replaced by a queen (Art. 7.5.2)",
            stands_as: Some(m),
        });
    }
    Judgement::Legal(m)
}

/// The rook a king stepping from `from` to `to` would castle with: one with
/// castling rights on that side, or the one nearest the corner.
fn castling_rook(pos: &Position, from: Square, to: Square) -> Option<Square> {
    let color = pos.board.color_at(from)?;
    let rooks =
        pos.board.rooks() & pos.board.by_color(color) & Bitboard::from_rank(color.backrank());
    let kingside = to.file() > from.file();
    let on_side = |r: &Square| (r.file() > from.file()) == kingside;
    (pos.castling & rooks)
        .into_iter()
        .find(on_side)
        .or_else(|| {
            let mut side: Vec<Square> = rooks.into_iter().filter(on_side).collect();
            if kingside {
                side.pop()
            } else {
                side.first().copied()
            }
        })
}

fn geometry_ok(
    pos: &Position,
    mover: Piece,
    from: Square,
    to: Square,
    captured: Option<Piece>,
) -> bool {
    let occupied = pos.board.occupied();
    match mover.role {
        Role::Pawn => {
            if captured.is_some() {
                return attacks::pawn_attacks(mover.color, from).contains(to);
            }
            let Some(one) = pawn_forward(mover.color, from) else {
                return false;
            };
            if to == one {
                return true;
            }
            from.rank() == pawn_start_rank(mover.color)
                && !occupied.contains(one)
                && pawn_forward(mover.color, one) == Some(to)
        }
        _ => attacks::attacks(from, mover, occupied).contains(to),
    }
}

/// The side of a castling attempt, for words.
pub fn castling_words(king: Square, rook: Square) -> &'static str {
    match castling_side(king, rook) {
        shakmaty::CastlingSide::KingSide => "O-O",
        shakmaty::CastlingSide::QueenSide => "O-O-O",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::rules::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Standard).unwrap()
    }

    fn reason(fen: &str, a: Attempt) -> Option<Reason> {
        match judge(&pos(fen), &a) {
            Judgement::Legal(_) => None,
            Judgement::Illegal(i) => Some(i.reason),
        }
    }

    fn mv(from: Square, to: Square, c: char) -> Attempt {
        Attempt::Piece {
            from,
            to,
            placed: Piece::from_char(c).unwrap(),
        }
    }

    #[test]
    fn each_reason_code() {
        use Square::*;
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(reason(start, mv(E2, E4, 'P')), None);
        assert_eq!(reason(start, Attempt::NoChange), Some(Reason::NoMove));
        assert_eq!(reason(start, mv(E7, E5, 'p')), Some(Reason::WrongColor));
        assert_eq!(
            reason(start, mv(E2, E5, 'P')),
            Some(Reason::InvalidPieceMove)
        );
        assert_eq!(
            reason(start, mv(F1, C4, 'B')),
            Some(Reason::InvalidPieceMove)
        ); // jumps
        assert_eq!(
            reason(start, mv(D1, D2, 'Q')),
            Some(Reason::InvalidPieceMove)
        ); // own piece
        // Pinned piece, king into check, check not answered.
        assert_eq!(
            reason("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", mv(E2, C3, 'N')),
            Some(Reason::LeavesKingInCheck)
        );
        assert_eq!(
            reason("4k3/3r4/8/8/8/8/8/4K3 w - - 0 1", mv(E1, D1, 'K')),
            Some(Reason::LeavesKingInCheck)
        );
        assert_eq!(
            reason("4k3/4r3/8/8/8/8/P7/4K3 w - - 0 1", mv(A2, A3, 'P')),
            Some(Reason::LeavesKingInCheck)
        );
        // Kings side by side.
        assert_eq!(
            reason("8/8/8/3k4/8/3K4/8/8 w - - 0 1", mv(D3, D4, 'K')),
            Some(Reason::LeavesKingInCheck)
        );
        // Castling through an attacked square, rights lost, king-only.
        assert_eq!(
            reason(
                "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1",
                Attempt::Castle { king: E1, rook: H1 }
            ),
            Some(Reason::CastlingNotAllowed)
        );
        assert_eq!(
            reason(
                "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
                Attempt::Castle { king: E1, rook: H1 }
            ),
            Some(Reason::CastlingNotAllowed)
        );
        assert_eq!(
            reason("4k3/8/8/8/8/8/8/4K2R w - - 0 1", mv(E1, G1, 'K')),
            Some(Reason::CastlingNotAllowed)
        );
        assert_eq!(
            reason("4k3/8/8/8/8/8/8/4K2R w K - 0 1", mv(E1, G1, 'K')),
            Some(Reason::InvalidPieceMove)
        );
        assert_eq!(
            reason(
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                Attempt::Castle { king: E1, rook: H1 }
            ),
            None
        );
        // En passant one move late, and in time.
        assert_eq!(
            reason(
                "5k2/8/8/3pP3/8/8/8/5K2 w - - 2 3",
                Attempt::EnPassant { from: E5, to: D6 }
            ),
            Some(Reason::EnPassantNotAllowed)
        );
        assert_eq!(
            reason(
                "5k2/8/8/3pP3/8/8/8/5K2 w - d6 0 3",
                Attempt::EnPassant { from: E5, to: D6 }
            ),
            None
        );
        // Pawn geometry: straight capture, diagonal without capture.
        assert_eq!(
            reason("4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", mv(E3, E4, 'P')),
            Some(Reason::InvalidPieceMove)
        );
        assert_eq!(
            reason("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", mv(E3, D4, 'P')),
            Some(Reason::InvalidPieceMove)
        );
        // Promotion: unpromoted, wrong colour, to a knight.
        assert_eq!(
            reason("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", mv(B7, B8, 'P')),
            Some(Reason::UnpromotedPawn)
        );
        assert_eq!(
            reason("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", mv(B7, B8, 'q')),
            Some(Reason::InvalidPieceMove)
        );
        assert_eq!(
            reason("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", mv(B7, B8, 'N')),
            None
        );
        // A piece that changed into another is not a move.
        assert_eq!(reason(start, mv(G1, F3, 'B')), Some(Reason::Unrecognized));
    }

    #[test]
    fn unpromoted_pawn_stands_as_a_queen() {
        let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let Judgement::Illegal(i) = judge(&p, &mv(Square::B7, Square::B8, 'P')) else {
            panic!()
        };
        let m = i.stands_as.unwrap();
        assert_eq!(p.play(&m).fen(), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }
}
