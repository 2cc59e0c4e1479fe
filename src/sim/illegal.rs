//! Illegal moves as a hand makes them, one builder per reason code of the
//! trace contract, and what the Laws require afterwards (Art. 4.3, 7.5).
//!
//! Conservative by design: a case whose verdict the Laws digest
//! (`shared/spec/laws.md`) leaves open is not generated. See
//! `docs/testing.md` for the list of cases left out.

use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, FromSetup, Move, MoveList, Piece,
    Position, Rank, Role, Setup, Square, attacks,
};

use super::phys::{Step, Timed, after, apply, hand};
use super::play::{History, dead, game_end};
use super::realize::{CapOrder, PieceMove, captured_square, random_order};
use super::rng::Rng;
use crate::arbiter::event::Reason;
use crate::board::SensorKind;

/// An illegal move as it will be carried out.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub reason: Reason,
    /// What kind of case of the reason (for coverage counts).
    pub tag: &'static str,
    pub steps: Vec<Timed>,
    /// Pieces touched (lifted), by their squares before the attempt, in
    /// the order of touching.
    pub touched: Vec<(Square, Piece)>,
    /// The position to put back (7.5.1); after 7.5.2 the position with the
    /// queen and the opponent to move.
    pub restore: Chess,
    /// Under A.5.2 the move could stand (the board is a position the
    /// opponent can play from, checked later).
    pub may_stand: bool,
}

/// What a builder needs to know.
pub struct Ctx<'a> {
    pub pos: &'a Chess,
    pub legal: &'a MoveList,
    pub sensor: SensorKind,
    pub standard: bool,
    pub history: &'a History,
    /// En passant captures the side to move declined on its previous turn.
    pub late_ep: &'a [(Square, Square, Square)],
}

impl Ctx<'_> {
    fn us(&self) -> Color {
        self.pos.turn()
    }

    fn board(&self) -> &Board {
        self.pos.board()
    }

    fn attempt(
        &self,
        reason: Reason,
        tag: &'static str,
        steps: Vec<Timed>,
        touched: Vec<(Square, Piece)>,
        may_stand: bool,
    ) -> Attempt {
        Attempt {
            reason,
            tag,
            steps,
            touched,
            restore: self.pos.clone(),
            may_stand,
        }
    }

    fn attempt_of_move(
        &self,
        reason: Reason,
        tag: &'static str,
        pm: &PieceMove,
        may_stand: bool,
    ) -> Attempt {
        self.attempt(reason, tag, pm.steps(), pm.touched(self.board()), may_stand)
    }
}

/// Is `us`'s king safe on `board`?
pub fn king_safe(board: &Board, us: Color) -> bool {
    board
        .king_of(us)
        .is_some_and(|k| board.attacks_to(k, !us, board.occupied()).is_empty())
}

fn last_rank(c: Color) -> Rank {
    (!c).backrank()
}

fn forward(sq: Square, c: Color, n: i32) -> Option<Square> {
    sq.offset(if c == Color::White { 8 * n } else { -8 * n })
}

fn capture_order(rng: &mut Rng, captured: Option<Piece>, us: Color) -> CapOrder {
    // Ties only with an opponent's piece (4.3.3); own pieces never tie.
    random_order(rng, captured.is_some_and(|p| p.color != us))
}

/// A piece move from `from` to `to` on `ctx`'s board, capturing what
/// stands on `to`; `None` when the board after it leaves the own king in
/// check (the attempt would have two irregularities).
fn simple_attempt(
    ctx: &Ctx,
    rng: &mut Rng,
    from: Square,
    to: Square,
    need_safe: bool,
) -> Option<PieceMove> {
    let b = ctx.board();
    let piece = b.piece_at(from)?;
    let mut pm = PieceMove::simple(from, to, piece);
    if let Some(victim) = b.piece_at(to) {
        pm.capture = Some(to);
        pm.order = capture_order(rng, Some(victim), ctx.us());
    }
    let safe = king_safe(&after(b, &pm.steps()), ctx.us());
    if need_safe != safe {
        return None;
    }
    Some(pm)
}

/// Pseudo-legal normal moves (no castling, en passant or promotion),
/// ignoring the own king's safety: (from, to).
fn pseudo_moves(pos: &Chess) -> Vec<(Square, Square)> {
    let b = pos.board();
    let us = pos.turn();
    let occ = b.occupied();
    let theirs = b.by_color(!us) & !b.kings();
    let mut v = Vec::new();
    for (sq, piece) in b.iter().filter(|(_, p)| p.color == us) {
        if piece.role == Role::Pawn {
            if let Some(f1) = forward(sq, us, 1)
                && !occ.contains(f1)
                && f1.rank() != last_rank(us)
            {
                v.push((sq, f1));
                if sq.rank() == us.relative_rank(Rank::Second)
                    && let Some(f2) = forward(sq, us, 2).filter(|f2| !occ.contains(*f2))
                {
                    v.push((sq, f2));
                }
            }
            for t in attacks::pawn_attacks(us, sq) & theirs {
                if t.rank() != last_rank(us) {
                    v.push((sq, t));
                }
            }
        } else {
            for t in attacks::attacks(sq, piece, occ) & !b.by_color(us) & !b.kings() {
                v.push((sq, t));
            }
        }
    }
    v
}

fn pick_grouped<T>(rng: &mut Rng, mut cands: Vec<(&'static str, T)>) -> Option<(&'static str, T)> {
    if cands.is_empty() {
        return None;
    }
    let mut tags: Vec<&'static str> = cands.iter().map(|c| c.0).collect();
    tags.dedup();
    tags.sort_unstable();
    tags.dedup();
    let tag = *rng.pick(&tags);
    cands.retain(|c| c.0 == tag);
    let i = rng.index(cands.len());
    Some(cands.swap_remove(i))
}

/// Builds an attempt of the given reason, when this position allows one.
pub fn build(ctx: &Ctx, reason: Reason, rng: &mut Rng) -> Option<Attempt> {
    match reason {
        Reason::LeavesKingInCheck => leaves_king_in_check(ctx, rng),
        Reason::CastlingNotAllowed => castling_not_allowed(ctx, rng),
        Reason::EnPassantNotAllowed => en_passant_late(ctx, rng),
        Reason::InvalidPieceMove => invalid_piece_move(ctx, rng),
        Reason::NoMove => no_move(ctx, rng),
        Reason::UnpromotedPawn => unpromoted_pawn(ctx, rng),
        Reason::WrongColor => wrong_color(ctx, rng),
        Reason::Unrecognized => unrecognized(ctx, rng),
    }
}

/// 3.9: a pinned piece leaving its line, the king moving into check, a
/// check not answered.
fn leaves_king_in_check(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    let b = ctx.board();
    let in_check = ctx.pos.is_check();
    let mut cands = Vec::new();
    for (from, to) in pseudo_moves(ctx.pos) {
        let Some(pm) = simple_attempt(ctx, rng, from, to, false) else {
            continue;
        };
        let tag = if b.role_at(from) == Some(Role::King) {
            "leaves_check:king_into_check"
        } else if in_check {
            "leaves_check:check_not_answered"
        } else {
            "leaves_check:pinned_piece"
        };
        cands.push((tag, pm));
    }
    let (tag, pm) = pick_grouped(rng, cands)?;
    Some(ctx.attempt_of_move(Reason::LeavesKingInCheck, tag, &pm, false))
}

/// 3.8.2: castling, king first, whose conditions fail. Standard chess only
/// (the Chess960 castling patterns of an illegal castling are left out).
fn castling_not_allowed(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    if !ctx.standard {
        return None;
    }
    let b = ctx.board();
    let us = ctx.us();
    let back = us.backrank();
    let king = Square::from_coords(shakmaty::File::E, back);
    if b.piece_at(king)
        != Some(Piece {
            color: us,
            role: Role::King,
        })
    {
        return None;
    }
    // 4.4.3: the king touched to castle illegally must make another move if
    // it can; if it has none, any move: left out (must_move undecided).
    if !ctx.legal.iter().any(|m| m.from() == Some(king)) {
        return None;
    }
    let occ = b.occupied();
    let attacked = |sq: Square| b.attacks_to(sq, !us, occ).any();
    let mut cands = Vec::new();
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        let file = if side == CastlingSide::KingSide {
            shakmaty::File::H
        } else {
            shakmaty::File::A
        };
        let rook = Square::from_coords(file, back);
        if b.piece_at(rook)
            != Some(Piece {
                color: us,
                role: Role::Rook,
            })
        {
            continue;
        }
        let (kd, rd) = (side.king_to(us), side.rook_to(us));
        if occ.contains(kd) || occ.contains(rd) {
            continue;
        }
        if ctx.legal.contains(&Move::Castle { king, rook }) {
            continue;
        }
        let between = side == CastlingSide::QueenSide
            && occ.contains(Square::from_coords(shakmaty::File::B, back));
        let tag = if !ctx.pos.castles().has(us, side) {
            "castling:rights_lost"
        } else if between {
            "castling:piece_between"
        } else if ctx.pos.is_check() {
            "castling:in_check"
        } else if attacked(rd) {
            "castling:through_attacked_square"
        } else {
            "castling:into_check"
        };
        let k = Piece {
            color: us,
            role: Role::King,
        };
        let r = Piece {
            color: us,
            role: Role::Rook,
        };
        let steps = match rng.below(3) {
            0 => vec![
                Step::Lift(king),
                Step::Drop(kd, k),
                Step::Lift(rook),
                Step::Drop(rd, r),
            ],
            1 => vec![
                Step::Lift(king),
                Step::Lift(rook),
                Step::Drop(kd, k),
                Step::Drop(rd, r),
            ],
            _ => vec![
                Step::Lift(king),
                Step::Lift(rook),
                Step::Drop(rd, r),
                Step::Drop(kd, k),
            ],
        };
        let steps = hand(steps);
        let safe = king_safe(&after(b, &steps), us);
        cands.push((tag, (steps, rook, safe)));
    }
    let (tag, (steps, rook, safe)) = pick_grouped(rng, cands)?;
    let touched = vec![(king, b.piece_at(king)?), (rook, b.piece_at(rook)?)];
    Some(ctx.attempt(Reason::CastlingNotAllowed, tag, steps, touched, safe))
}

/// 3.7.4.2: en passant one move late (declined on the previous turn).
fn en_passant_late(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    let b = ctx.board();
    let us = ctx.us();
    let pawn = Piece {
        color: us,
        role: Role::Pawn,
    };
    let mut cands = Vec::new();
    for &(from, to, cap) in ctx.late_ep {
        if b.piece_at(from) != Some(pawn)
            || b.piece_at(cap)
                != Some(Piece {
                    color: !us,
                    role: Role::Pawn,
                })
        {
            continue;
        }
        if b.piece_at(to).is_some() || ctx.legal.contains(&Move::EnPassant { from, to }) {
            continue;
        }
        let mut pm = PieceMove::simple(from, to, pawn);
        pm.capture = Some(cap);
        pm.order = random_order(rng, true);
        pm.drop_before_capture = rng.chance(0.5);
        if !king_safe(&after(b, &pm.steps()), us) {
            continue;
        }
        cands.push(("en_passant:one_move_late", pm));
    }
    let (tag, pm) = pick_grouped(rng, cands)?;
    Some(ctx.attempt_of_move(Reason::EnPassantNotAllowed, tag, &pm, true))
}

/// 3.10.1: wrong geometry, jumping, a pawn capturing straight ahead or
/// moving diagonally without a capture, capturing an own piece.
fn invalid_piece_move(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    let b = ctx.board();
    let us = ctx.us();
    let occ = b.occupied();
    let own = b.by_color(us);
    let their_king = b.kings() & b.by_color(!us);
    let own_king = b.kings() & own;
    let mut targets: Vec<(&'static str, Square, Square)> = Vec::new();
    for (sq, piece) in b.iter().filter(|(_, p)| p.color == us) {
        let free = !own & !their_king & !Bitboard::from(sq);
        match piece.role {
            Role::Pawn => {
                let last = last_rank(us);
                let ok = |t: Square| t.rank() != last && t.rank() != us.backrank();
                if let Some(f1) = forward(sq, us, 1).filter(|t| ok(*t)) {
                    if b.by_color(!us).contains(f1) && !their_king.contains(f1) {
                        targets.push(("invalid:pawn_straight_capture", sq, f1));
                    }
                    if occ.contains(f1)
                        && sq.rank() == us.relative_rank(Rank::Second)
                        && let Some(f2) = forward(sq, us, 2).filter(|t| !occ.contains(*t))
                    {
                        targets.push(("invalid:jump", sq, f2));
                    }
                }
                for t in attacks::pawn_attacks(us, sq) {
                    if !ok(t) {
                        continue;
                    }
                    let beside = Square::from_coords(t.file(), sq.rank());
                    let ep_like = b.piece_at(beside)
                        == Some(Piece {
                            color: !us,
                            role: Role::Pawn,
                        });
                    if !occ.contains(t) && !ep_like {
                        targets.push(("invalid:pawn_diagonal_without_capture", sq, t));
                    }
                    if (own & !own_king).contains(t) {
                        targets.push(("invalid:own_capture", sq, t));
                    }
                }
                for t in [forward(sq, us, -1), sq.offset(1), sq.offset(-1)]
                    .into_iter()
                    .flatten()
                {
                    if ok(t)
                        && !occ.contains(t)
                        && t.rank().distance(sq.rank()) <= 1
                        && t.file().distance(sq.file()) <= 1
                    {
                        targets.push(("invalid:geometry", sq, t));
                    }
                }
            }
            Role::King => {
                for t in Bitboard::FULL & free & !attacks::king_attacks(sq) {
                    // Two squares away, never along the back rank (castling-like).
                    if sq.distance(t) == 2 && !(sq.rank() == us.backrank() && t.rank() == sq.rank())
                    {
                        targets.push(("invalid:geometry", sq, t));
                    }
                }
                for t in attacks::king_attacks(sq) & own & !own_king {
                    targets.push(("invalid:own_capture", sq, t));
                }
            }
            _ => {
                let pattern = attacks::attacks(sq, piece, Bitboard::EMPTY);
                let reach = attacks::attacks(sq, piece, occ);
                let geometry: Vec<Square> = (free & !pattern).into_iter().collect();
                for _ in 0..3.min(geometry.len()) {
                    targets.push(("invalid:geometry", sq, *rng.pick(&geometry)));
                }
                for t in free & pattern & !reach {
                    targets.push(("invalid:jump", sq, t));
                }
                for t in reach & own & !own_king {
                    targets.push(("invalid:own_capture", sq, t));
                }
            }
        }
    }
    let mut cands = Vec::new();
    for (tag, from, to) in targets {
        if ctx
            .legal
            .iter()
            .any(|m| m.from() == Some(from) && m.to() == to)
        {
            continue; // never happens by construction; a guard
        }
        if let Some(pm) = simple_attempt(ctx, rng, from, to, true) {
            cands.push((tag, pm));
        }
    }
    let (tag, pm) = pick_grouped(rng, cands)?;
    Some(ctx.attempt_of_move(Reason::InvalidPieceMove, tag, &pm, true))
}

/// 7.5.3: the clock pressed without a move, maybe after lifting a piece
/// and putting it back.
fn no_move(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    let b = ctx.board();
    let us = ctx.us();
    let (tag, sq) = match rng.below(4) {
        0 => ("no_move:nothing_touched", None),
        1 => {
            let theirs: Vec<Square> = b.by_color(!us).into_iter().collect();
            ("no_move:opponent_piece_touched", Some(*rng.pick(&theirs)))
        }
        _ => {
            let mobile: Vec<Square> = ctx.legal.iter().filter_map(|m| m.from()).collect();
            let all: Vec<Square> = b.by_color(us).into_iter().collect();
            if rng.chance(0.7) && !mobile.is_empty() {
                ("no_move:own_piece_touched", Some(*rng.pick(&mobile)))
            } else {
                ("no_move:own_piece_touched", Some(*rng.pick(&all)))
            }
        }
    };
    let (steps, touched) = match sq {
        None => (Vec::new(), Vec::new()),
        Some(sq) => {
            let p = b.piece_at(sq)?;
            (hand([Step::Lift(sq), Step::Drop(sq, p)]), vec![(sq, p)])
        }
    };
    Some(ctx.attempt(Reason::NoMove, tag, steps, touched, false))
}

/// 7.5.2 (identity sensors only): a pawn left as a pawn on the last rank.
/// The move stands with a queen; cases where that queen ends the game are
/// left out.
fn unpromoted_pawn(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    if ctx.sensor != SensorKind::Identity {
        return None;
    }
    let us = ctx.us();
    let b = ctx.board();
    let mut cands = Vec::new();
    for m in ctx
        .legal
        .iter()
        .filter(|m| m.promotion() == Some(Role::Queen))
    {
        let mut queen = ctx.pos.clone();
        queen.play_unchecked(*m);
        if game_end(&queen, ctx.history.count(&queen) + 1).is_some() {
            continue;
        }
        let (from, to) = (m.from()?, m.to());
        let pawn = Piece {
            color: us,
            role: Role::Pawn,
        };
        let mut pm = PieceMove::simple(from, to, pawn);
        if m.is_capture() {
            pm.capture = Some(to);
            pm.order = random_order(rng, false);
        }
        cands.push(("unpromoted:pawn_left_on_last_rank", (pm, queen)));
    }
    let (tag, (pm, queen)) = pick_grouped(rng, cands)?;
    Some(Attempt {
        reason: Reason::UnpromotedPawn,
        tag,
        steps: pm.steps(),
        touched: pm.touched(b),
        restore: queen,
        may_stand: false,
    })
}

/// The player moves one of the opponent's pieces (a move that would be
/// legal for the opponent, without capture).
fn wrong_color(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    if ctx.pos.is_check() {
        return None;
    }
    let us = ctx.us();
    let b = ctx.board();
    let theirs = ctx.pos.clone().swap_turn().ok()?;
    let mut cands = Vec::new();
    for m in theirs.legal_moves() {
        let Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        } = m
        else {
            continue;
        };
        let pm = PieceMove::simple(from, to, Piece { color: !us, role });
        if king_safe(&after(b, &pm.steps()), us) {
            cands.push(("wrong_color:opponent_piece_moved", pm));
        }
    }
    let (tag, pm) = pick_grouped(rng, cands)?;
    Some(ctx.attempt_of_move(Reason::WrongColor, tag, &pm, true))
}

/// The change is no single move: two own pieces moved, or a piece taken off
/// the board.
fn unrecognized(ctx: &Ctx, rng: &mut Rng) -> Option<Attempt> {
    if ctx.pos.is_check() {
        return None;
    }
    let us = ctx.us();
    let b = ctx.board();
    if rng.chance(0.5) {
        let quiet: Vec<(Square, Square)> = ctx
            .legal
            .iter()
            .filter_map(|m| match *m {
                Move::Normal {
                    role,
                    from,
                    capture: None,
                    to,
                    promotion: None,
                } if role != Role::King => Some((from, to)),
                _ => None,
            })
            .collect();
        for _ in 0..20 {
            if quiet.len() < 2 {
                break;
            }
            let (f1, t1) = *rng.pick(&quiet);
            let (f2, t2) = *rng.pick(&quiet);
            let mut squares = [f1, t1, f2, t2];
            squares.sort_unstable();
            if squares.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let steps = hand([
                Step::Lift(f1),
                Step::Drop(t1, b.piece_at(f1)?),
                Step::Lift(f2),
                Step::Drop(t2, b.piece_at(f2)?),
            ]);
            if !king_safe(&after(b, &steps), us) {
                continue;
            }
            let touched = vec![(f1, b.piece_at(f1)?), (f2, b.piece_at(f2)?)];
            return Some(ctx.attempt(
                Reason::Unrecognized,
                "unrecognized:two_pieces_moved",
                steps,
                touched,
                true,
            ));
        }
        None
    } else {
        let pieces: Vec<Square> = (b.by_color(us) & !b.kings()).into_iter().collect();
        if pieces.is_empty() {
            return None;
        }
        let sq = *rng.pick(&pieces);
        let steps = hand([Step::Lift(sq)]);
        if !king_safe(&after(b, &steps), us) {
            return None;
        }
        let touched = vec![(sq, b.piece_at(sq)?)];
        Some(ctx.attempt(
            Reason::Unrecognized,
            "unrecognized:piece_removed",
            steps,
            touched,
            true,
        ))
    }
}

/// Art. 4.3 (laws.md section 5): the square of the piece the player must
/// now move (own piece) or capture (opponent's piece): the first piece
/// touched that can be moved or captured. `None` for the case left out:
/// pieces of both colours touched where the first own piece could capture
/// the first opponent's piece (the 4.3.3 capture obligation).
pub fn must_move(
    pos: &Chess,
    legal: &MoveList,
    touched: &[(Square, Piece)],
) -> Option<Option<Square>> {
    let us = pos.turn();
    let own = touched.iter().find(|t| t.1.color == us);
    let opp = touched.iter().find(|t| t.1.color != us);
    if let (Some(o), Some(x)) = (own, opp)
        && legal
            .iter()
            .any(|m| m.from() == Some(o.0) && captured_square(*m) == Some(x.0))
    {
        return None;
    }
    for (sq, piece) in touched {
        let can = if piece.color == us {
            legal.iter().any(|m| m.from() == Some(*sq))
        } else {
            legal.iter().any(|m| captured_square(*m) == Some(*sq))
        };
        if can {
            return Some(Some(*sq));
        }
    }
    Some(None)
}

/// The position on the board after an illegal move that stands (A.5.2),
/// with the opponent to move, when play can go on from it: valid, with a
/// legal move, not dead. Castling rights stay with the kings and rooks that
/// have not moved (a king that moved loses both); no en passant.
pub fn standing_position(pos: &Chess, board: &Board, mode: CastlingMode) -> Option<Chess> {
    let mut setup = Setup::empty();
    setup.board = board.clone();
    let before = pos.board();
    let changed: Bitboard = Square::ALL
        .into_iter()
        .filter(|&sq| before.piece_at(sq) != board.piece_at(sq))
        .collect();
    let mut rights = pos.castles().castling_rights() & !changed;
    for color in Color::ALL {
        if before.king_of(color).is_none_or(|k| changed.contains(k)) {
            rights &= !Bitboard::from_rank(color.backrank());
        }
    }
    setup.castling_rights = rights;
    setup.turn = !pos.turn();
    setup.halfmoves = pos.halfmoves() + 1;
    setup.fullmoves = pos.fullmoves();
    if pos.turn() == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    let stands = Chess::from_setup(setup, mode).ok()?;
    if stands.legal_moves().is_empty() || dead(&stands) {
        return None;
    }
    Some(stands)
}

/// Puts the board back to `target`, lifting wrong pieces and dropping the
/// right ones in random order; never passes through a board whose
/// occupancy matches `target` while a piece is wrong (an occupancy sensor
/// would take it for the restored position).
pub fn restore_steps(current: &Board, target: &Board, rng: &mut Rng) -> Vec<Step> {
    let mut cur = current.clone();
    let mut pool: Vec<Piece> = Vec::new();
    for color in Color::ALL {
        for role in Role::ALL {
            let p = Piece { color, role };
            let need = target.by_piece(p).count();
            let have = cur.by_piece(p).count();
            for _ in have..need {
                pool.push(p);
            }
        }
    }
    let mut steps = Vec::new();
    while cur != *target {
        let mut opts = Vec::new();
        for sq in Square::ALL {
            match (cur.piece_at(sq), target.piece_at(sq)) {
                (Some(p), t) if Some(p) != t => opts.push(Step::Lift(sq)),
                (None, Some(t)) if pool.contains(&t) => opts.push(Step::Drop(sq, t)),
                _ => {}
            }
        }
        let good: Vec<Step> = opts
            .iter()
            .copied()
            .filter(|s| {
                let mut b = cur.clone();
                apply(&mut b, *s).is_ok() && !(b.occupied() == target.occupied() && b != *target)
            })
            .collect();
        let step = if good.is_empty() {
            *rng.pick(&opts)
        } else {
            *rng.pick(&good)
        };
        match step {
            Step::Lift(sq) => pool.push(cur.piece_at(sq).expect("occupied")),
            Step::Drop(_, p) => {
                let i = pool.iter().position(|q| *q == p).expect("in the pool");
                pool.swap_remove(i);
            }
        }
        apply(&mut cur, step).expect("a possible step");
        steps.push(step);
    }
    steps
}
