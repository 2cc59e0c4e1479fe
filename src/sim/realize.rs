//! How a hand carries out a move: the physical orders of the trace samples.
//!
//! Quiet moves, slides over empty squares, captures with the captured piece
//! lifted first or second (or, deliberately, in the same scan), en passant
//! with either pawn first, promotions placed directly or pawn-then-swap,
//! castling king first, rook first or both in the air, and touch-move
//! variants (touching the moving piece first, or another own piece).

use shakmaty::{Board, CastlingSide, Chess, Color, Move, Piece, Position, Role, Square};

use super::phys::{Step, Timed, feasible, hand, path};
use super::rng::Rng;

/// In which order the captured piece leaves the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapOrder {
    /// The captured piece is lifted before the moving piece.
    First,
    /// The moving piece is lifted first.
    Second,
    /// Both are lifted in the same scan (the captured piece's line first);
    /// Art. 4.3.3: the player's own piece then counts as touched first.
    Tie,
}

/// One piece going from `from` to `to`, as a hand does it.
#[derive(Clone, Debug)]
pub struct PieceMove {
    pub from: Square,
    pub to: Square,
    pub piece: Piece,
    /// The piece standing on `to` at the end (the promoted piece).
    pub placed: Piece,
    /// Promotion: the pawn is put on `to` first, then swapped.
    pub swap: bool,
    /// Squares the piece rests on briefly on its way (a slide).
    pub mids: Vec<Square>,
    /// The square of a piece leaving the board (captured).
    pub capture: Option<Square>,
    pub order: CapOrder,
    /// En passant with the own pawn first: the pawn lands before the
    /// captured pawn is lifted (otherwise both are in the air).
    pub drop_before_capture: bool,
}

impl PieceMove {
    pub fn simple(from: Square, to: Square, piece: Piece) -> PieceMove {
        PieceMove {
            from,
            to,
            piece,
            placed: piece,
            swap: false,
            mids: Vec::new(),
            capture: None,
            order: CapOrder::Second,
            drop_before_capture: false,
        }
    }

    pub fn steps(&self) -> Vec<Timed> {
        let mut travel = Vec::new();
        for &m in &self.mids {
            travel.push(Timed::hand(Step::Drop(m, self.piece)));
            travel.push(Timed::hand(Step::Lift(m)));
        }
        let mut land = Vec::new();
        if self.swap {
            land.push(Timed::hand(Step::Drop(self.to, self.piece)));
            land.push(Timed::hand(Step::Lift(self.to)));
        }
        land.push(Timed::hand(Step::Drop(self.to, self.placed)));
        let lift_from = Timed::hand(Step::Lift(self.from));
        let mut v = Vec::new();
        match (self.capture, self.order) {
            (None, _) => {
                v.push(lift_from);
                v.extend(travel);
                v.extend(land);
            }
            (Some(c), CapOrder::First) => {
                v.push(Timed::hand(Step::Lift(c)));
                v.push(lift_from);
                v.extend(travel);
                v.extend(land);
            }
            (Some(c), CapOrder::Tie) => {
                v.push(Timed::hand(Step::Lift(c)));
                v.push(Timed {
                    step: Step::Lift(self.from),
                    same_scan: true,
                });
                v.extend(travel);
                v.extend(land);
            }
            (Some(c), CapOrder::Second) => {
                v.push(lift_from);
                v.extend(travel);
                if c != self.to && self.drop_before_capture {
                    v.extend(land);
                    v.push(Timed::hand(Step::Lift(c)));
                } else {
                    v.push(Timed::hand(Step::Lift(c)));
                    v.extend(land);
                }
            }
        }
        v
    }

    /// The pieces touched, by their squares before the move, in the order
    /// of touching (Art. 4.3.3: in a tie the own piece counts first).
    pub fn touched(&self, board: &Board) -> Vec<(Square, Piece)> {
        let own = (self.from, self.piece);
        match self.capture {
            None => vec![own],
            Some(c) => {
                let other = (c, board.piece_at(c).expect("a captured piece"));
                match self.order {
                    CapOrder::First => vec![other, own],
                    CapOrder::Second | CapOrder::Tie => vec![own, other],
                }
            }
        }
    }
}

/// A move as carried out, with what the engine must say about touch-move.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    pub steps: Vec<Timed>,
    pub tags: Vec<&'static str>,
    /// `touch_move` expected after the `move`: (touched, moved).
    pub advisory: Option<(Square, Square)>,
}

/// Which physical orders may be chosen.
#[derive(Clone, Copy, Debug)]
pub struct Allow {
    /// Touch-move breaches (another own piece touched first; castling
    /// rook first): only when the move does not end the game, where the
    /// order of `touch_move` and `game_over` would be unspecified.
    pub breach: bool,
    /// Touching pieces other than the moving and the captured one.
    pub extra_touch: bool,
    /// Deliberate same-scan lifts.
    pub tie: bool,
}

fn is_slider(role: Role) -> bool {
    matches!(role, Role::Bishop | Role::Rook | Role::Queen)
}

/// Some of the squares on the way from `from` to `to`, in order.
pub fn slide_mids(rng: &mut Rng, from: Square, to: Square) -> Vec<Square> {
    let p = path(from, to);
    if p.is_empty() {
        return p;
    }
    let k = 1 + rng.index(p.len().min(2));
    let mut idx: Vec<usize> = (0..p.len()).collect();
    rng.shuffle(&mut idx);
    let mut chosen: Vec<usize> = idx[..k].to_vec();
    chosen.sort_unstable();
    chosen.into_iter().map(|i| p[i]).collect()
}

pub fn random_order(rng: &mut Rng, tie: bool) -> CapOrder {
    if tie && rng.chance(0.05) {
        CapOrder::Tie
    } else if rng.chance(0.5) {
        CapOrder::First
    } else {
        CapOrder::Second
    }
}

/// The square of the piece a move captures.
pub fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// Carries out the legal move `m` of `pos` on the physical `board`
/// (equal to `pos.board()`).
pub fn realize(pos: &Chess, m: Move, board: &Board, rng: &mut Rng, allow: Allow) -> Plan {
    let us = pos.turn();
    let mut plan = Plan::default();
    let pm = match m {
        Move::Castle { king, rook } => return castle(pos, king, rook, board, rng, allow),
        Move::Put { .. } => unreachable!("no drops in chess"),
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let piece = Piece { color: us, role };
            let mut pm = PieceMove::simple(from, to, piece);
            if let Some(r) = promotion {
                pm.placed = Piece { color: us, role: r };
                pm.swap = rng.chance(0.5);
                plan.tags.push(if pm.swap {
                    "promotion:swap"
                } else {
                    "promotion:direct"
                });
                if r != Role::Queen {
                    plan.tags.push("promotion:under");
                }
                if capture.is_some() {
                    plan.tags.push("promotion:capture");
                }
            }
            let double = role == Role::Pawn && from.distance(to) == 2;
            if (is_slider(role) || double) && rng.chance(0.25) {
                pm.mids = slide_mids(rng, from, to);
                if !pm.mids.is_empty() {
                    plan.tags.push("slide");
                }
            }
            if double {
                plan.tags.push("move:pawn_double");
            }
            if capture.is_some() {
                pm.capture = Some(to);
                pm.order = random_order(rng, allow.tie);
                plan.tags.push(match pm.order {
                    CapOrder::First => "capture:captured_first",
                    CapOrder::Second => "capture:captured_second",
                    CapOrder::Tie => "capture:same_scan",
                });
            } else {
                plan.tags.push("move:quiet");
            }
            pm
        }
        Move::EnPassant { from, to } => {
            let mut pm = PieceMove::simple(
                from,
                to,
                Piece {
                    color: us,
                    role: Role::Pawn,
                },
            );
            pm.capture = captured_square(m);
            pm.order = random_order(rng, allow.tie);
            pm.drop_before_capture = rng.chance(0.5);
            plan.tags.push(match (pm.order, pm.drop_before_capture) {
                (CapOrder::First, _) => "en_passant:captured_first",
                (CapOrder::Tie, _) => "en_passant:same_scan",
                (CapOrder::Second, true) => "en_passant:own_first_drop_then_lift",
                (CapOrder::Second, false) => "en_passant:own_first_both_in_air",
            });
            pm
        }
    };
    let mut steps = pm.steps();
    if allow.extra_touch && rng.chance(0.07) {
        touch_first(pos, m, &pm, board, rng, allow, &mut plan, &mut steps);
    }
    plan.steps = steps;
    plan
}

/// Prefixes a touch (lift and put back) of the moving piece or of another
/// own piece: Art. 4.3.1, the first piece touched that can move must move.
#[allow(clippy::too_many_arguments)]
fn touch_first(
    pos: &Chess,
    m: Move,
    pm: &PieceMove,
    board: &Board,
    rng: &mut Rng,
    allow: Allow,
    plan: &mut Plan,
    steps: &mut Vec<Timed>,
) {
    let us = pos.turn();
    if !allow.breach || rng.chance(0.3) {
        // Touching the moving piece first is no breach.
        let mut v = hand([Step::Lift(pm.from), Step::Drop(pm.from, pm.piece)]);
        v.append(steps);
        *steps = v;
        plan.tags.push("touch:same_piece_first");
        return;
    }
    if pm.order == CapOrder::First && pm.capture.is_some() {
        return; // keep the own piece touched first
    }
    let legal = pos.legal_moves();
    let others: Vec<Square> = (board.by_color(us) & !shakmaty::Bitboard::from(pm.from))
        .into_iter()
        .collect();
    if others.is_empty() {
        return;
    }
    let o = *rng.pick(&others);
    let cap = captured_square(m);
    // 4.3.3: with both colours touched, if the first own piece could capture
    // the opponent's piece touched, that capture would be the obligation:
    // avoid the case rather than guess how it is reported.
    if let Some(c) = cap
        && legal
            .iter()
            .any(|l| l.from() == Some(o) && captured_square(*l) == Some(c))
    {
        return;
    }
    let piece_o = board.piece_at(o).expect("own piece");
    let mut v = hand([Step::Lift(o), Step::Drop(o, piece_o)]);
    v.append(steps);
    *steps = v;
    if legal.iter().any(|l| l.from() == Some(o)) {
        plan.advisory = Some((o, pm.from));
        plan.tags.push("touch:other_piece_breach");
    } else {
        plan.tags.push("touch:other_piece_immobile");
    }
}

fn castle(
    pos: &Chess,
    king: Square,
    rook: Square,
    board: &Board,
    rng: &mut Rng,
    allow: Allow,
) -> Plan {
    let us: Color = pos.turn();
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let (kd, rd) = (side.king_to(us), side.rook_to(us));
    let k = Piece {
        color: us,
        role: Role::King,
    };
    let r = Piece {
        color: us,
        role: Role::Rook,
    };
    use Step::{Drop, Lift};
    // (tag, steps, rook first, weight)
    let mut options: Vec<(&'static str, Vec<Step>, bool, f64)> = vec![
        (
            "castle:king_first",
            vec![Lift(king), Drop(kd, k), Lift(rook), Drop(rd, r)],
            false,
            4.0,
        ),
        (
            "castle:both_in_air_king_first",
            vec![Lift(king), Lift(rook), Drop(kd, k), Drop(rd, r)],
            false,
            1.5,
        ),
        (
            "castle:both_in_air_king_first",
            vec![Lift(king), Lift(rook), Drop(rd, r), Drop(kd, k)],
            false,
            1.0,
        ),
    ];
    // Rook first is a breach of 4.4.2, reported after the move. Only when
    // both pieces really move: a piece lifted and put back in Chess960
    // castling is left out of the breach cases.
    if allow.breach && king != kd && rook != rd {
        options.push((
            "castle:rook_first",
            vec![Lift(rook), Drop(rd, r), Lift(king), Drop(kd, k)],
            true,
            1.5,
        ));
        options.push((
            "castle:both_in_air_rook_first",
            vec![Lift(rook), Lift(king), Drop(kd, k), Drop(rd, r)],
            true,
            1.0,
        ));
    }
    options.retain(|(_, steps, _, _)| feasible(board, &hand(steps.iter().copied())));
    let weights: Vec<f64> = options.iter().map(|o| o.3).collect();
    let i = rng
        .weighted(&weights)
        .expect("king-first castling is always feasible");
    let (tag, steps, rook_first, _) = options.swap_remove(i);
    let mut plan = Plan {
        steps: hand(steps),
        tags: vec![tag],
        advisory: None,
    };
    if rook_first {
        plan.advisory = Some((rook, king));
    }
    plan.tags.push(match side {
        CastlingSide::KingSide => "castle:king_side",
        CastlingSide::QueenSide => "castle:queen_side",
    });
    if king == kd || rook == rd {
        plan.tags.push("castle:960_piece_stays");
    }
    plan
}
