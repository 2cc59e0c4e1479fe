//! Touch-move (Art. 4.3, 4.4, 4.5), as far as sensors can see: "touched"
//! means lifted (laws.md §1, §5). Findings are advice for the arbiter,
//! never penalties.

use shakmaty::{Color, Move, Piece, Role, Square};

use super::event::{Obligation, ObligationKind, TouchMoveEvent};
use super::position::Position;
use crate::time::Time;

/// A piece lifted for the first time in this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touch {
    pub square: Square,
    pub piece: Piece,
    /// When it was lifted: touches lifted in the same scan share a time.
    pub t: Time,
}

/// Orders touches as the Laws count them: by time, and within one scan the
/// mover's own pieces first (laws.md §5, 4.3.3), the king before a rook.
pub fn canonical_order(touches: &mut [Touch], mover: Color) {
    touches.sort_by_key(|t| (t.t, t.piece.color != mover, t.piece.role != Role::King));
}

/// Does `m` capture the piece on `sq`?
pub fn captures(m: &Move, sq: Square) -> bool {
    match *m {
        Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()) == sq,
        Move::Normal { to, capture, .. } => capture.is_some() && to == sq,
        _ => false,
    }
}

fn obligation(kind: ObligationKind, square: Square, article: &str) -> Obligation {
    Obligation {
        kind,
        square,
        other: None,
        no_castling_with: None,
        article: article.to_string(),
    }
}

/// What the player must do with the move, given the pieces touched so far
/// in this turn (in the order they count). `None`: any legal move (4.5).
pub fn obligation_for(pos: &Position, touches: &[Touch]) -> Option<Obligation> {
    let us = pos.turn;
    let own: Vec<&Touch> = touches.iter().filter(|t| t.piece.color == us).collect();
    let opp: Vec<&Touch> = touches.iter().filter(|t| t.piece.color != us).collect();
    let moves = pos.legal_moves();
    let can_move = |sq: Square, except_castle: Option<Square>| {
        moves.iter().any(|m| {
            m.from() == Some(sq)
                && !matches!(m, Move::Castle { rook, .. } if Some(*rook) == except_castle)
        })
    };
    let capturable = |sq: Square| moves.iter().any(|m| captures(m, sq));

    if opp.is_empty() {
        // Castling touches (4.4).
        if let Some(first) = own.first() {
            let rank = us.backrank();
            let is_king = |t: &Touch| t.piece.role == Role::King;
            let is_rook = |t: &Touch| t.piece.role == Role::Rook && t.square.rank() == rank;
            if is_king(first)
                && first.square.rank() == rank
                && let Some(rook) = own.iter().skip(1).find(|t| is_rook(t))
            {
                {
                    let castle = Move::Castle {
                        king: first.square,
                        rook: rook.square,
                    };
                    if moves.contains(&castle) {
                        // 4.4.1: king, then rook: castle on that side.
                        let mut o = obligation(ObligationKind::Castle, first.square, "4.4.1");
                        o.other = Some(rook.square);
                        return Some(o);
                    }
                    // 4.4.3: castling illegal: another king move if any.
                    return can_move(first.square, None)
                        .then(|| obligation(ObligationKind::Move, first.square, "4.4.3"));
                }
            }
            if is_rook(first)
                && let Some(king) = own.iter().skip(1).find(|t| is_king(t))
            {
                {
                    // 4.4.2: rook, then king: no castling with that rook; the
                    // rook must move if it can.
                    let no = Some(first.square);
                    for sq in [first.square, king.square] {
                        if can_move(sq, no) {
                            let mut o = obligation(ObligationKind::Move, sq, "4.4.2");
                            o.no_castling_with = no;
                            return Some(o);
                        }
                    }
                    return None;
                }
            }
        }
        // 4.3.1: move the first own piece touched that can move.
        return own
            .iter()
            .find(|t| can_move(t.square, None))
            .map(|t| obligation(ObligationKind::Move, t.square, "4.3.1"));
    }
    if own.is_empty() {
        // 4.3.2: capture the first opponent's piece touched that can be.
        return opp
            .iter()
            .find(|t| capturable(t.square))
            .map(|t| obligation(ObligationKind::Capture, t.square, "4.3.2"));
    }
    // 4.3.3: pieces of both colours: capture the first-touched opponent's
    // piece with the first-touched own piece; if that is illegal, move or
    // capture the first piece touched that can be.
    let (a, b) = (own[0].square, opp[0].square);
    if moves.iter().any(|m| m.from() == Some(a) && captures(m, b)) {
        let first = touches.first().expect("touched").square;
        let mut o = obligation(ObligationKind::CaptureWith, first, "4.3.3");
        o.other = Some(if first == a { b } else { a });
        return Some(o);
    }
    touches.iter().find_map(|t| {
        if t.piece.color == us {
            can_move(t.square, None).then(|| obligation(ObligationKind::Move, t.square, "4.3.3"))
        } else {
            capturable(t.square).then(|| obligation(ObligationKind::Capture, t.square, "4.3.3"))
        }
    })
}

/// Whose hand (Art. 4.2.1): when the first piece lifted in the turn is
/// the opponent's and stands on its square again in `board`, its owner may
/// have adjusted it rather than the player to move touching it. Returns that
/// square and the touches of the other reading (without the opponent's
/// pieces back on their squares).
pub fn opponent_adjusted(
    pos: &Position,
    order: &[Touch],
    board: &shakmaty::Board,
) -> Option<(Square, Vec<Touch>)> {
    let back = |t: &Touch| t.piece.color != pos.turn && board.piece_at(t.square) == Some(t.piece);
    let first = order.first().filter(|t| back(t))?;
    let rest = order.iter().filter(|t| !back(t)).copied().collect();
    Some((first.square, rest))
}

/// Does the legal move `m` satisfy `o`?
pub fn complies(o: &Obligation, m: &Move) -> bool {
    let castles_with = |r: Square| matches!(m, Move::Castle { rook, .. } if *rook == r);
    match o.kind {
        ObligationKind::Move => {
            m.from() == Some(o.square) && !o.no_castling_with.is_some_and(castles_with)
        }
        ObligationKind::Capture => captures(m, o.square),
        ObligationKind::Castle => o.other.is_some_and(castles_with) && m.from() == Some(o.square),
        ObligationKind::CaptureWith => {
            let other = o.other.expect("two pieces");
            let (sq1, sq2) = (o.square, other);
            (m.from() == Some(sq1) && captures(m, sq2))
                || (m.from() == Some(sq2) && captures(m, sq1))
        }
    }
}

/// The touch-move breach of a completed legal move, if any. Touches lifted
/// in the same scan cannot be ordered: any order that the move satisfies
/// clears the player.
pub fn breach(pos: &Position, touches: &[Touch], m: &Move, t: Time) -> Option<TouchMoveEvent> {
    let mut order = touches.to_vec();
    canonical_order(&mut order, pos.turn);
    let (touched, article) = breach_in(pos, &order, m)?;
    if tie_orders(&order)
        .iter()
        .any(|alt| breach_in(pos, alt, m).is_none())
    {
        return None;
    }
    Some(TouchMoveEvent {
        t,
        side: pos.turn,
        touched,
        moved: m.from().expect("board move"),
        article,
        if_adjusted: None,
        board: super::position::placement(&pos.board),
    })
}

/// The piece whose touch `m` breaks, with the article, for one order of
/// the touches.
fn breach_in(pos: &Position, order: &[Touch], m: &Move) -> Option<(Square, String)> {
    // 4.4.2: a rook touched first, then the king: no castling with that
    // rook in this move, whatever else the position allows.
    if let Move::Castle { rook, .. } = *m {
        let own: Vec<&Touch> = order.iter().filter(|t| t.piece.color == pos.turn).collect();
        let rook_first = own.first().is_some_and(|t| t.square == rook);
        if rook_first && own.iter().any(|t| t.piece.role == Role::King) {
            return Some((rook, "4.4.2".into()));
        }
    }
    let o = obligation_for(pos, order)?;
    (!complies(&o, m)).then_some((o.square, o.article))
}

/// Other orders of the touches, swapping pieces of one colour lifted in the
/// same scan (at most a few: groups are small).
fn tie_orders(order: &[Touch]) -> Vec<Vec<Touch>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && order[j].t == order[i].t {
            j += 1;
        }
        if j - i >= 2 && j - i <= 4 {
            // Across colours the Laws decide (the own piece first, 4.3.3);
            // between pieces of one colour nothing can.
            for a in i..j {
                for b in a + 1..j {
                    if order[a].piece.color == order[b].piece.color {
                        let mut alt = order.to_vec();
                        alt.swap(a, b);
                        out.push(alt);
                    }
                }
            }
        }
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::rules::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Standard).unwrap()
    }

    fn touches(p: &Position, sqs: &[(Square, u64)]) -> Vec<Touch> {
        sqs.iter()
            .map(|&(square, ms)| Touch {
                square,
                piece: p.board.piece_at(square).unwrap(),
                t: Time::from_millis(ms),
            })
            .collect()
    }

    fn must(p: &Position, sqs: &[(Square, u64)]) -> Option<(ObligationKind, Square, String)> {
        let mut t = touches(p, sqs);
        canonical_order(&mut t, p.turn);
        obligation_for(p, &t).map(|o| (o.kind, o.square, o.article))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn own_piece_first_touched_that_can_move() {
        use Square::*;
        let p = pos(START);
        assert_eq!(
            must(&p, &[(G1, 0), (E2, 10)]),
            Some((ObligationKind::Move, G1, "4.3.1".into()))
        );
        // The bishop on c1 cannot move: the next piece touched must.
        assert_eq!(
            must(&p, &[(C1, 0), (E2, 10)]),
            Some((ObligationKind::Move, E2, "4.3.1".into()))
        );
        assert_eq!(must(&p, &[(C1, 0)]), None);
        assert_eq!(must(&p, &[]), None);
    }

    #[test]
    fn opponents_piece_and_both_colours() {
        use Square::*;
        let p = pos("4k3/8/8/2p1p3/3B4/8/8/4K3 w - - 0 1");
        assert_eq!(
            must(&p, &[(E5, 0)]),
            Some((ObligationKind::Capture, E5, "4.3.2".into()))
        );
        assert_eq!(
            must(&p, &[(E5, 0), (D4, 100)]),
            Some((ObligationKind::CaptureWith, E5, "4.3.3".into()))
        );
        // Same scan: the own piece counts first.
        assert_eq!(
            must(&p, &[(E5, 0), (D4, 0)]),
            Some((ObligationKind::CaptureWith, D4, "4.3.3".into()))
        );
        // A black pawn that cannot be captured, then the bishop.
        let p = pos("4k3/7p/8/4p3/3B4/8/8/4K3 w - - 0 1");
        assert_eq!(
            must(&p, &[(H7, 0), (D4, 10)]),
            Some((ObligationKind::Move, D4, "4.3.3".into()))
        );
    }

    #[test]
    fn castling_touches() {
        use Square::*;
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(
            must(&p, &[(E1, 0), (H1, 10)]),
            Some((ObligationKind::Castle, E1, "4.4.1".into()))
        );
        let o = {
            let mut t = touches(&p, &[(H1, 0), (E1, 10)]);
            canonical_order(&mut t, p.turn);
            obligation_for(&p, &t).unwrap()
        };
        assert_eq!(
            (o.kind, o.square, o.article.as_str()),
            (ObligationKind::Move, H1, "4.4.2")
        );
        let castle = Move::Castle { king: E1, rook: H1 };
        assert!(!complies(&o, &castle));
        let t = touches(&p, &[(H1, 0), (E1, 10)]);
        let b = breach(&p, &t, &castle, Time::ZERO).unwrap();
        assert_eq!((b.touched, b.moved), (H1, E1));
        // King first: castling is what was owed.
        let t = touches(&p, &[(E1, 0), (H1, 10)]);
        assert!(breach(&p, &t, &castle, Time::ZERO).is_none());
        // Both in one scan: no breach (the king counts first).
        let t = touches(&p, &[(H1, 0), (E1, 0)]);
        assert!(breach(&p, &t, &castle, Time::ZERO).is_none());
        // 4.4.3: castling through check is illegal; the king must move.
        let p = pos("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1");
        assert_eq!(
            must(&p, &[(E1, 0), (H1, 10)]),
            Some((ObligationKind::Move, E1, "4.4.3".into()))
        );
    }

    #[test]
    fn breach_of_another_piece_moved() {
        use Square::*;
        let p = pos(START);
        let t = touches(&p, &[(G1, 0), (E2, 500)]);
        let e4 = Move::Normal {
            role: Role::Pawn,
            from: E2,
            capture: None,
            to: E4,
            promotion: None,
        };
        let b = breach(&p, &t, &e4, Time::from_millis(1800)).unwrap();
        assert_eq!((b.side, b.touched, b.moved), (Color::White, G1, E2));
        let t = touches(&p, &[(E2, 0), (G1, 500)]);
        assert!(breach(&p, &t, &e4, Time::ZERO).is_none());
        // En passant captures the pawn beside.
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let t = touches(&p, &[(D5, 0), (E5, 100)]);
        assert!(breach(&p, &t, &Move::EnPassant { from: E5, to: D6 }, Time::ZERO).is_none());
    }
}
