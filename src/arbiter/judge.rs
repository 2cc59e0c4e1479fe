//! Is the change a legal move? If not, why not (Art. 3.10, reason codes of
//! `trace-format.md`).
//!
//! Two irregularities in one move count as one illegal move (laws.md §2);
//! the reason reported is the first that applies, in this order: moving the
//! opponent's piece; a castling attempt whose conditions fail; an en passant
//! capture that is not available; a piece that cannot move that way; the
//! own king left in check; a pawn left unpromoted on the last rank.

use shakmaty::{Bitboard, File, Move, Piece, Role, Square, attacks};

use super::event::{Reason, Rule};
use super::infer::Attempt;
use super::position::{Position, castling_side, pawn_forward, pawn_start_rank};

/// The verdict on one attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Legal(Move),
    Illegal(Illegal),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    pub reason: Reason,
    /// The rule broken (its words are the display's).
    pub rule: Rule,
    /// The move as it would stand (7.5.2: the pawn promoted to a queen).
    pub stands_as: Option<Move>,
}

fn illegal(reason: Reason, rule: Rule) -> Judgement {
    Judgement::Illegal(Illegal {
        reason,
        rule,
        stands_as: None,
    })
}

/// Judges `attempt` made by the side to move in `pos`.
pub fn judge(pos: &Position, attempt: &Attempt) -> Judgement {
    match *attempt {
        Attempt::NoChange => illegal(Reason::NoMove, Rule::NoMove),
        Attempt::Castle { king, rook } => {
            let Some(k) = pos.board.piece_at(king) else {
                return illegal(Reason::Unrecognized, Rule::NotAMove);
            };
            if k.color != pos.turn {
                return illegal(Reason::WrongColor, Rule::OpponentCastled);
            }
            match pos.castling_problem(king, rook) {
                None => Judgement::Legal(Move::Castle { king, rook }),
                Some(why) => illegal(Reason::CastlingNotAllowed, why),
            }
        }
        Attempt::EnPassant { from, to } => {
            let Some(p) = pos.board.piece_at(from) else {
                return illegal(Reason::Unrecognized, Rule::NotAMove);
            };
            if p.color != pos.turn {
                return illegal(Reason::WrongColor, Rule::OpponentPawn);
            }
            let m = Move::EnPassant { from, to };
            let not_allowed = || illegal(Reason::EnPassantNotAllowed, Rule::EnPassantLate);
            if pos.ep_square != Some(to) || !pos.is_en_passant_pattern(from, to) {
                return not_allowed();
            }
            if pos.leaves_king_in_check(&m) {
                return illegal(Reason::LeavesKingInCheck, Rule::KingInCheck);
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
        return illegal(Reason::Unrecognized, Rule::NotAMove);
    };
    if mover.color != pos.turn {
        return illegal(Reason::WrongColor, Rule::OpponentPiece);
    }
    let captured = pos.board.piece_at(to);
    if captured.is_some_and(|c| c.color == mover.color) {
        return illegal(Reason::InvalidPieceMove, Rule::CaptureOwn);
    }
    if captured.is_some_and(|c| c.role == Role::King) {
        return illegal(Reason::InvalidPieceMove, Rule::CaptureKing);
    }
    let promotes = mover.role == Role::Pawn && to.rank() == (!mover.color).backrank();
    let promotion = if promotes {
        if placed.color != mover.color {
            return illegal(Reason::InvalidPieceMove, Rule::PromoteOtherColour);
        }
        match placed.role {
            Role::King => {
                return illegal(Reason::InvalidPieceMove, Rule::PromoteKing);
            }
            Role::Pawn => None,
            role => Some(role),
        }
    } else if placed != mover {
        return illegal(Reason::Unrecognized, Rule::PieceChanged);
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
            None if rook.is_some() => illegal(Reason::InvalidPieceMove, Rule::KingTwoSquares),
            Some((_, why)) => illegal(Reason::CastlingNotAllowed, why),
            None => illegal(Reason::CastlingNotAllowed, Rule::CastleRookMoved),
        };
    }
    if !geometry_ok(pos, mover, from, to, captured) {
        let detail = match mover.role {
            Role::Pawn => pawn_rule(pos, mover, from, to, captured),
            Role::King => Rule::KingMove,
            Role::Knight => Rule::KnightMove,
            _ if (attacks::attacks(from, mover, Bitboard::EMPTY)).contains(to) => Rule::Jump,
            _ => Rule::LineMove,
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
        return illegal(Reason::LeavesKingInCheck, Rule::KingInCheck);
    }
    if unpromoted {
        return Judgement::Illegal(Illegal {
            reason: Reason::UnpromotedPawn,
            rule: Rule::Unpromoted,
            stands_as: Some(m),
        });
    }
    Judgement::Legal(m)
}

/// What is wrong with a pawn move that the geometry refused (Art. 3.7).
fn pawn_rule(
    pos: &Position,
    mover: Piece,
    from: Square,
    to: Square,
    captured: Option<Piece>,
) -> Rule {
    let ahead = |r: i32| if mover.color.is_white() { r } else { -r };
    let dr = ahead(i32::from(to.rank()) - i32::from(from.rank()));
    let df = (i32::from(to.file()) - i32::from(from.file())).abs();
    match (df, dr) {
        (_, ..=0) => Rule::PawnBackwards,
        (0, _) if captured.is_some() => Rule::PawnCaptureStraight,
        (1, 1) => Rule::PawnDiagonalEmpty,
        (0, 2) if from.rank() != pawn_start_rank(mover.color) => Rule::PawnDoubleStep,
        (0, 3..) => Rule::PawnTooFar,
        (0, 2)
            if pawn_forward(mover.color, from)
                .is_some_and(|one| pos.board.occupied().contains(one)) =>
        {
            Rule::Jump
        }
        _ => Rule::PawnMove,
    }
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

/// The side of a castling attempt, in notation.
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
