//! Reading the move from the board at the clock press.
//!
//! The sensors give the board as it settled and the lifts and drops since
//! the last known position (the *window*). A move is read in two steps:
//!
//! 1. **Hypotheses.** Every single change a hand could have made that leaves
//!    the board as the sensors read it: one piece from a square to another
//!    (capturing what stood there, whatever its colour), en passant, castling
//!    (king and rook), or nothing. Legal or not: the verdict comes later.
//! 2. **Explanation.** Each hypothesis must be physically possible given the
//!    lifts and drops, in order: every drop places a piece that is in the
//!    hand (lifted earlier and not yet put down), and every square ends with
//!    the piece the hypothesis puts there. Occupancy sensors cannot tell
//!    which piece lands, so this is a small search over the assignments; it
//!    is what tells `Bxe5` from `Bxc5` (only the captured square was lifted),
//!    a Chess960 castling from a one-square king move (the rook's square was
//!    lifted), and a capture from a piece that simply vanished.
//!
//! Pieces that come from off the board cost one each: only a promotion may
//! use one (the new piece). Identity sensors name every dropped piece.

use shakmaty::{Bitboard, Board, Color, Move, Piece, Role, Square};

use super::position::{Position, castling_side};
use crate::time::Time;

/// A lift or drop in the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    pub t: Time,
    pub square: Square,
    pub kind: MotionKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MotionKind {
    Lift,
    /// The piece, when identity sensors read it.
    Drop(Option<Piece>),
}

/// The lifts and drops since the board last stood in a known position.
#[derive(Clone, Debug, Default)]
pub struct Window {
    /// The known position the window starts from.
    pub start: Board,
    /// Pieces in the air when the window started.
    pub hand: Vec<Piece>,
    pub motions: Vec<Motion>,
    /// How many pieces are in the air now.
    in_air: usize,
    /// The piece of the last lift, when identity sensors read it.
    last_lifted: Option<Piece>,
}

/// Beyond this many motions in one window the search is not run: the
/// pieces are tracked greedily instead (no physical turn comes near it).
pub const MAX_SEARCHED_MOTIONS: usize = 1024;

impl Window {
    pub fn new(start: Board) -> Window {
        Window {
            start,
            ..Window::default()
        }
    }

    /// A piece leaves `square` (`piece`: when identity sensors read it).
    pub fn lift(&mut self, t: Time, square: Square, piece: Option<Piece>) {
        self.motions.push(Motion {
            t,
            square,
            kind: MotionKind::Lift,
        });
        self.in_air += 1;
        self.last_lifted = piece;
    }

    /// A piece arrives on `square`. A piece lifted and put straight back,
    /// with nothing else in the air, changes nothing: the pair is dropped
    /// from the window (the touch is kept by the caller), which keeps
    /// windows short whatever the fiddling.
    pub fn drop(&mut self, t: Time, square: Square, piece: Option<Piece>) {
        let put_back = self.hand.is_empty()
            && self.in_air == 1
            && self
                .motions
                .last()
                .is_some_and(|m| m.square == square && m.kind == MotionKind::Lift)
            && (piece.is_none() || piece == self.last_lifted);
        self.in_air = self.in_air.saturating_sub(1);
        if put_back {
            self.motions.pop();
        } else {
            self.motions.push(Motion {
                t,
                square,
                kind: MotionKind::Drop(piece),
            });
        }
    }

    /// Best-effort identities of what stands on the board now: each drop
    /// places the piece lifted most recently (identity sensors: the piece
    /// read). Squares whose piece cannot be told are left out.
    pub fn track(&self) -> (Board, Vec<Piece>) {
        let mut board = self.start.clone();
        let mut hand: Vec<Option<Piece>> = self.hand.iter().copied().map(Some).collect();
        let mut unknown = Bitboard::EMPTY;
        for m in &self.motions {
            match m.kind {
                MotionKind::Lift => {
                    let p = board.remove_piece_at(m.square);
                    hand.push(if unknown.contains(m.square) { None } else { p });
                    unknown.discard(m.square);
                }
                MotionKind::Drop(sensed) => {
                    let pick = match sensed {
                        Some(p) => {
                            if let Some(i) = hand.iter().rposition(|h| *h == Some(p)) {
                                hand.remove(i);
                            }
                            Some(p)
                        }
                        None => hand.pop().flatten(),
                    };
                    match pick {
                        Some(p) => board.set_piece_at(m.square, p),
                        None => {
                            board.discard_piece_at(m.square);
                            unknown.add(m.square);
                        }
                    }
                }
            }
        }
        (board, hand.into_iter().flatten().collect())
    }
}

/// One single change a hand could have made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The board is as it was.
    NoChange,
    /// One piece from `from` to `to` (capturing what stood there); `placed`
    /// is the piece that ends on `to` (differs from the mover on promotion).
    Piece {
        from: Square,
        to: Square,
        placed: Piece,
    },
    EnPassant {
        from: Square,
        to: Square,
    },
    /// King and rook as in castling (Art. 3.8.2), legal or not.
    Castle {
        king: Square,
        rook: Square,
    },
}

impl Attempt {
    /// The from- and to-square of a one-piece move (none for castling or no
    /// change).
    pub fn squares(&self) -> Option<(Square, Square)> {
        match *self {
            Attempt::Piece { from, to, .. } | Attempt::EnPassant { from, to } => Some((from, to)),
            Attempt::Castle { .. } | Attempt::NoChange => None,
        }
    }
}

/// A hypothesis that matches the settled board, with how it was explained.
#[derive(Clone, Debug)]
pub struct Reading {
    pub attempt: Attempt,
    /// The placement the attempt leaves.
    pub target: Board,
    /// Pieces from off the board the explanation needed.
    pub cost: u32,
    /// Index of the last motion on the attempt's destination (recency).
    pub last_motion: Option<usize>,
    /// Squares lifted in the window that the attempt leaves as they were
    /// (touched and put back, as far as this reading goes).
    pub untouched_lifts: u32,
}

/// What the sensors read once settled.
#[derive(Clone, Debug)]
pub struct Settled<'a> {
    pub occupied: Bitboard,
    /// Identity sensors: the full board.
    pub board: Option<&'a Board>,
}

impl Settled<'_> {
    fn matches(&self, target: &Board) -> bool {
        match self.board {
            Some(b) => b == target,
            None => target.occupied() == self.occupied,
        }
    }
}

/// Every single change from `pos` that leaves the board as `settled` reads
/// it and that the window's lifts and drops can explain, best first: fewest
/// pieces from off the board, then legal before illegal (decided by the
/// caller through `is_legal`), then the fewest squares lifted for nothing
/// (a Chess960 castling whose rook was lifted, not a king step with the rook
/// touched), then the most recent motion on the destination. Empty when no single change explains the board.
pub fn read(
    pos: &Position,
    window: &Window,
    settled: &Settled<'_>,
    is_legal: impl Fn(&Attempt) -> bool,
) -> Vec<Reading> {
    let mut readings = Vec::new();
    for (attempt, target, flex) in hypotheses(pos, settled) {
        if !settled.matches(&target) {
            continue;
        }
        let promotion = flex.is_some()
            || matches!(&attempt, Attempt::Piece { from, placed, .. } if pos.board.piece_at(*from).is_some_and(|m| m != *placed));
        let allowed = u32::from(promotion);
        // A capture needs the captured piece lifted and then a piece put on
        // its square: otherwise a twin elsewhere on the board would look
        // captured when a piece simply left the board.
        if let Attempt::Piece { to, .. } = attempt
            && pos.board.occupied().contains(to)
        {
            let lifted = window
                .motions
                .iter()
                .position(|m| m.square == to && m.kind == MotionKind::Lift);
            let landed = window
                .motions
                .iter()
                .rposition(|m| m.square == to && matches!(m.kind, MotionKind::Drop(_)));
            if !matches!((lifted, landed), (Some(l), Some(d)) if d > l) {
                continue;
            }
        }
        let Some(cost) = explain(window, &target, flex, settled.board.is_some(), allowed) else {
            continue;
        };
        let dest = match &attempt {
            Attempt::Piece { to, .. } | Attempt::EnPassant { to, .. } => Some(*to),
            Attempt::Castle { king, .. } => Some(*king),
            Attempt::NoChange => None,
        };
        let last_motion = dest.and_then(|d| window.motions.iter().rposition(|m| m.square == d));
        let mut moved: Bitboard = window.motions.iter().map(|m| m.square).collect();
        if let Attempt::Castle { king, .. } = attempt {
            // A king lifted and put back on its square is how a Chess960
            // castling that leaves the king in place is made.
            moved.discard(king);
        }
        let untouched_lifts = moved
            .into_iter()
            .filter(|&sq| window.start.piece_at(sq) == target.piece_at(sq))
            .count() as u32;
        readings.push(Reading {
            attempt,
            target,
            cost,
            last_motion,
            untouched_lifts,
        });
    }
    let legal: Vec<bool> = readings.iter().map(|r| is_legal(&r.attempt)).collect();
    let mut order: Vec<usize> = (0..readings.len()).collect();
    order.sort_by_key(|&i| {
        let r = &readings[i];
        (
            r.cost,
            !legal[i],
            r.untouched_lifts,
            std::cmp::Reverse(r.last_motion),
        )
    });
    let mut sorted: Vec<Option<Reading>> = readings.into_iter().map(Some).collect();
    order
        .into_iter()
        .map(|i| sorted[i].take().expect("each once"))
        .collect()
}

type Hypothesis = (Attempt, Board, Option<(Square, Piece)>);

/// The single changes that could leave the settled occupancy.
fn hypotheses(pos: &Position, settled: &Settled<'_>) -> Vec<Hypothesis> {
    let before = pos.board.occupied();
    let vacated = before & !settled.occupied;
    let arrived = settled.occupied & !before;
    let mut out = Vec::new();
    if vacated.is_empty() && arrived.is_empty() {
        out.push((Attempt::NoChange, pos.board.clone(), None));
    }
    // One piece moves (and captures whatever stood on its destination).
    if vacated.count() == 1 && arrived.count() <= 1 {
        let from = vacated.first().expect("one square");
        let mover = pos.board.piece_at(from).expect("occupied before");
        let destinations = if arrived.any() {
            arrived
        } else {
            before & !Bitboard::from_square(from)
        };
        for to in destinations {
            let last_rank = to.rank() == (!mover.color).backrank();
            let promotes = mover.role == Role::Pawn && last_rank;
            let placed = match settled.board.and_then(|b| b.piece_at(to)) {
                Some(p) => p,
                None if promotes => Piece {
                    color: mover.color,
                    role: Role::Queen,
                },
                None => mover,
            };
            let mut target = pos.board.clone();
            target.discard_piece_at(from);
            target.set_piece_at(to, placed);
            // Occupancy sensors cannot see the new piece: the pawn itself
            // may still stand there (read as a queen).
            let flex = (promotes && settled.board.is_none()).then_some((to, mover));
            out.push((Attempt::Piece { from, to, placed }, target, flex));
        }
    }
    // En passant: the pawn and the pawn it takes leave, one square fills.
    if vacated.count() == 2 && arrived.count() == 1 {
        let to = arrived.first().expect("one square");
        for from in vacated {
            if pos.is_en_passant_pattern(from, to) {
                let captured = Square::from_coords(to.file(), from.rank());
                if vacated.contains(captured) {
                    let m = Move::EnPassant { from, to };
                    let color = pos.board.color_at(from).expect("pawn");
                    let mut target = pos.board.clone();
                    super::position::apply(&mut target, &m, color);
                    out.push((Attempt::EnPassant { from, to }, target, None));
                }
            }
        }
    }
    // Castling: a king and a rook of one colour on its back rank.
    if vacated.count() <= 2 && arrived.count() <= 2 {
        for color in Color::ALL {
            let rank = Bitboard::from_rank(color.backrank());
            let kings = pos.board.kings() & pos.board.by_color(color) & rank;
            let rooks = pos.board.rooks() & pos.board.by_color(color) & rank;
            for king in kings {
                for rook in rooks {
                    let side = castling_side(king, rook);
                    let (kt, rt) = (side.king_to(color), side.rook_to(color));
                    if kt == king && rt == rook {
                        continue; // nothing would move
                    }
                    let mut target = pos.board.clone();
                    target.discard_piece_at(king);
                    target.discard_piece_at(rook);
                    if (target.occupied() & (Bitboard::from_square(kt) | Bitboard::from_square(rt)))
                        .any()
                    {
                        continue; // would land on another piece
                    }
                    target.set_piece_at(
                        kt,
                        Piece {
                            color,
                            role: Role::King,
                        },
                    );
                    target.set_piece_at(
                        rt,
                        Piece {
                            color,
                            role: Role::Rook,
                        },
                    );
                    out.push((Attempt::Castle { king, rook }, target, None));
                }
            }
        }
    }
    out
}

const WILD: u8 = 13;
const NODE_LIMIT: u32 = 200_000;

fn code(p: Option<Piece>) -> u8 {
    match p {
        None => 0,
        Some(p) => 1 + (p.color as u8) * 6 + (p.role as u8 - 1),
    }
}

struct Search<'a> {
    motions: &'a [Motion],
    last: [usize; 64],
    target: [u8; 64],
    flex: Option<(usize, u8)>,
    identity: bool,
    best: Option<u32>,
    max_cost: u32,
    nodes: u32,
}

impl Search<'_> {
    fn fits(&self, sq: usize, cell: u8) -> bool {
        let want = self.target[sq];
        cell == want
            || (cell == WILD && want != 0)
            || self
                .flex
                .is_some_and(|(fsq, pawn)| fsq == sq && cell == pawn && want != 0)
    }

    fn dfs(&mut self, i: usize, cells: &mut [u8; 64], hand: &mut Vec<u8>, cost: u32) {
        if self.best.is_some_and(|b| cost >= b) || cost > self.max_cost {
            return;
        }
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            return;
        }
        let Some(m) = self.motions.get(i) else {
            self.best = Some(cost);
            return;
        };
        let sq = usize::from(m.square);
        let done_here = self.last[sq] == i;
        match m.kind {
            MotionKind::Lift => {
                let cell = std::mem::replace(&mut cells[sq], 0);
                hand.push(if cell == 0 { WILD } else { cell });
                if !done_here || self.fits(sq, 0) {
                    self.dfs(i + 1, cells, hand, cost);
                }
                hand.pop();
                cells[sq] = cell;
            }
            MotionKind::Drop(sensed) => {
                let prev = cells[sq];
                let sensed = sensed.filter(|_| self.identity).map(|p| code(Some(p)));
                // Pieces in the hand, the most recently lifted first.
                let mut tried: u32 = 0;
                for k in (0..hand.len()).rev() {
                    let c = hand[k];
                    let bit = 1u32 << c;
                    if tried & bit != 0 {
                        continue;
                    }
                    tried |= bit;
                    let placed = match sensed {
                        Some(s) if c == s || c == WILD => s,
                        Some(_) => continue,
                        None => c,
                    };
                    if done_here && !self.fits(sq, placed) {
                        continue;
                    }
                    hand.remove(k);
                    cells[sq] = placed;
                    self.dfs(i + 1, cells, hand, cost);
                    cells[sq] = prev;
                    hand.insert(k, c);
                }
                // A piece from off the board.
                let placed = sensed.unwrap_or(WILD);
                if !done_here || self.fits(sq, placed) {
                    cells[sq] = placed;
                    self.dfs(i + 1, cells, hand, cost + 1);
                    cells[sq] = prev;
                }
            }
        }
    }
}

/// The fewest pieces from off the board with which the window's motions
/// turn its start into `target`, if at most `max_cost`. `flex`: on that
/// square the pawn may stand for the promoted piece (occupancy sensors).
pub fn explain(
    window: &Window,
    target: &Board,
    flex: Option<(Square, Piece)>,
    identity: bool,
    max_cost: u32,
) -> Option<u32> {
    if window.motions.len() > MAX_SEARCHED_MOTIONS {
        let (tracked, _) = window.track();
        let fits = |sq: Square| {
            tracked.piece_at(sq) == target.piece_at(sq)
                || flex.is_some_and(|(f, pawn)| f == sq && tracked.piece_at(sq) == Some(pawn))
        };
        return Square::ALL.into_iter().all(fits).then_some(0);
    }
    let mut last = [usize::MAX; 64];
    for (i, m) in window.motions.iter().enumerate() {
        last[usize::from(m.square)] = i;
    }
    let mut cells = [0u8; 64];
    let mut want = [0u8; 64];
    for sq in Square::ALL {
        let i = usize::from(sq);
        cells[i] = code(window.start.piece_at(sq));
        want[i] = code(target.piece_at(sq));
    }
    let mut search = Search {
        motions: &window.motions,
        last,
        target: want,
        flex: flex.map(|(sq, p)| (usize::from(sq), code(Some(p)))),
        identity,
        best: None,
        max_cost,
        nodes: 0,
    };
    // Squares no motion touched keep their piece.
    for (i, &cell) in cells.iter().enumerate() {
        if search.last[i] == usize::MAX && !search.fits(i, cell) {
            return None;
        }
    }
    let mut hand: Vec<u8> = window.hand.iter().map(|p| code(Some(*p))).collect();
    search.dfs(0, &mut cells, &mut hand, 0);
    search.best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::rules::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Standard).unwrap()
    }

    fn window(p: &Position, motions: &[(&str, Option<char>)]) -> Window {
        let mut w = Window::new(p.board.clone());
        for (i, (sq, drop)) in motions.iter().enumerate() {
            let t = Time::from_millis(100 * i as u64);
            let square: Square = sq.parse().unwrap();
            let kind = match drop {
                None => MotionKind::Lift,
                Some('-') => MotionKind::Drop(None),
                Some(c) => MotionKind::Drop(Piece::from_char(*c)),
            };
            w.motions.push(Motion { t, square, kind });
        }
        w
    }

    /// Plays the window on the start position's occupancy.
    fn settle(w: &Window) -> Bitboard {
        let mut occ = w.start.occupied();
        for m in &w.motions {
            match m.kind {
                MotionKind::Lift => occ.discard(m.square),
                MotionKind::Drop(_) => occ.add(m.square),
            }
        }
        occ
    }

    fn best(p: &Position, w: &Window) -> Option<Attempt> {
        let s = Settled {
            occupied: settle(w),
            board: None,
        };
        read(p, w, &s, |a| legal(p, a))
            .into_iter()
            .next()
            .map(|r| r.attempt)
    }

    fn legal(p: &Position, a: &Attempt) -> bool {
        p.legal_moves().iter().any(|m| match (a, m) {
            (Attempt::Piece { from, to, .. }, Move::Normal { from: f, to: t, .. }) => {
                f == from && t == to
            }
            (Attempt::EnPassant { from, to }, Move::EnPassant { from: f, to: t }) => {
                f == from && t == to
            }
            (Attempt::Castle { king, rook }, Move::Castle { king: k, rook: r }) => {
                k == king && r == rook
            }
            _ => false,
        })
    }

    fn piece(from: Square, to: Square, c: char) -> Attempt {
        Attempt::Piece {
            from,
            to,
            placed: Piece::from_char(c).unwrap(),
        }
    }

    #[test]
    fn the_lifted_square_tells_which_capture() {
        // The bishop on d4 can take on c5 or e5: same occupancy after.
        let p = pos("4k3/8/8/2p1p3/3B4/8/8/4K3 w - - 0 1");
        let w = window(&p, &[("e5", None), ("d4", None), ("e5", Some('-'))]);
        assert_eq!(best(&p, &w), Some(piece(Square::D4, Square::E5, 'B')));
        let w = window(&p, &[("d4", None), ("c5", None), ("c5", Some('-'))]);
        assert_eq!(best(&p, &w), Some(piece(Square::D4, Square::C5, 'B')));
        // c5 touched and put back first, then e5 taken.
        let w = window(
            &p,
            &[
                ("c5", None),
                ("c5", Some('-')),
                ("d4", None),
                ("e5", None),
                ("e5", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), Some(piece(Square::D4, Square::E5, 'B')));
    }

    #[test]
    fn a_vanished_piece_is_not_a_capture() {
        let p = pos("4k3/8/8/2p1p3/3B4/8/8/4K3 w - - 0 1");
        let w = window(&p, &[("d4", None)]);
        assert_eq!(best(&p, &w), None);
        // Even if another square was touched meanwhile.
        let w = window(&p, &[("e5", None), ("e5", Some('-')), ("d4", None)]);
        assert_eq!(best(&p, &w), None);
    }

    #[test]
    fn slides_and_castling_orders() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        // Rook slides a1 -> b1 -> c1 -> d1.
        let w = window(
            &p,
            &[
                ("a1", None),
                ("b1", Some('-')),
                ("b1", None),
                ("c1", Some('-')),
                ("c1", None),
                ("d1", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), Some(piece(Square::A1, Square::D1, 'R')));
        let castle = Some(Attempt::Castle {
            king: Square::E1,
            rook: Square::H1,
        });
        let w = window(
            &p,
            &[
                ("e1", None),
                ("g1", Some('-')),
                ("h1", None),
                ("f1", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), castle);
        let w = window(
            &p,
            &[
                ("h1", None),
                ("f1", Some('-')),
                ("e1", None),
                ("g1", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), castle);
        let w = window(
            &p,
            &[
                ("e1", None),
                ("h1", None),
                ("g1", Some('-')),
                ("f1", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), castle);
    }

    #[test]
    fn chess960_castling_onto_the_rooks_square_needs_the_rook_lifted() {
        let mut p =
            Position::from_fen("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", Variant::Chess960).unwrap();
        p.chess960 = true;
        // King e1, rook g1: O-O puts the king on g1 and the rook on f1,
        // which by occupancy is Kf1.
        let w = window(&p, &[("e1", None), ("f1", Some('-'))]);
        assert_eq!(best(&p, &w), Some(piece(Square::E1, Square::F1, 'K')));
        let w = window(
            &p,
            &[
                ("e1", None),
                ("g1", None),
                ("g1", Some('-')),
                ("f1", Some('-')),
            ],
        );
        assert_eq!(
            best(&p, &w),
            Some(Attempt::Castle {
                king: Square::E1,
                rook: Square::G1
            })
        );
    }

    #[test]
    fn chess960_castling_with_the_king_in_place() {
        let p = Position::from_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1", Variant::Chess960).unwrap();
        // Rook h1 -> f1 would jump over the king: only castling explains it.
        let w = window(&p, &[("h1", None), ("f1", Some('-'))]);
        assert_eq!(
            best(&p, &w),
            Some(Attempt::Castle {
                king: Square::G1,
                rook: Square::H1
            })
        );
        // With the king lifted and put back, as the Chess960 rules describe.
        let w = window(
            &p,
            &[
                ("g1", None),
                ("h1", None),
                ("f1", Some('-')),
                ("g1", Some('-')),
            ],
        );
        assert_eq!(
            best(&p, &w),
            Some(Attempt::Castle {
                king: Square::G1,
                rook: Square::H1
            })
        );
    }

    #[test]
    fn en_passant_in_either_order_and_promotions() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let ep = Some(Attempt::EnPassant {
            from: Square::E5,
            to: Square::D6,
        });
        let w = window(&p, &[("e5", None), ("d6", Some('-')), ("d5", None)]);
        assert_eq!(best(&p, &w), ep);
        let w = window(&p, &[("d5", None), ("e5", None), ("d6", Some('-'))]);
        assert_eq!(best(&p, &w), ep);
        // Promotion: pawn placed, then swapped; or the queen placed directly.
        let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let promo = Some(piece(Square::B7, Square::B8, 'Q'));
        let w = window(
            &p,
            &[
                ("b7", None),
                ("b8", Some('-')),
                ("b8", None),
                ("b8", Some('-')),
            ],
        );
        assert_eq!(best(&p, &w), promo);
        let w = window(&p, &[("b7", None), ("b8", Some('-'))]);
        assert_eq!(best(&p, &w), promo);
    }

    #[test]
    fn identity_reads_the_promoted_piece() {
        let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let w = window(&p, &[("b7", None), ("b8", Some('N'))]);
        let mut board = p.board.clone();
        board.discard_piece_at(Square::B7);
        board.set_piece_at(Square::B8, Piece::from_char('N').unwrap());
        let s = Settled {
            occupied: board.occupied(),
            board: Some(&board),
        };
        let r = read(&p, &w, &s, |a| legal(&p, a));
        assert_eq!(r[0].attempt, piece(Square::B7, Square::B8, 'N'));
        assert_eq!(r[0].cost, 1);
    }

    #[test]
    fn tracking_follows_the_hand() {
        let p = pos("4k3/8/8/2p1p3/3B4/8/8/4K3 w - - 0 1");
        let w = window(&p, &[("e5", None), ("d4", None), ("e5", Some('-'))]);
        let (board, hand) = w.track();
        assert_eq!(board.piece_at(Square::E5), Piece::from_char('B'));
        assert_eq!(hand, vec![Piece::from_char('p').unwrap()]);
    }
}
