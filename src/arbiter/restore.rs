//! Restore guidance: which squares differ from the position to put back, and
//! the shortest list of hand moves that turns the physical board into it
//! (Art. 7.5.1 reinstates the position; 7.4 / 7.6 displaced pieces).
//!
//! Pure: a [`Sensed`] board and a target [`Board`] in, [`SquareMark`]s and
//! [`Step`]s out. Deterministic for the same input.
//!
//! # The hand-move model
//!
//! One step is one action of the arbiter's hand: move a piece from a square
//! to an empty square, take a piece off the board, or put one (from beside
//! the board) on an empty square. Two pieces that belong on each other's
//! squares are a [`Step::Swap`], counted as two moves. Moving a misplaced
//! piece straight to the square where it belongs is one move where "remove
//! and put back" would be two, so the list pairs as many pieces with the
//! squares that need them as possible; among pairings of equal length it
//! prefers short distances. A ring of three or more pieces that all stand on
//! each other's squares needs one extra move (one piece set aside), which the
//! pairing avoids whenever another piece of the same kind can break the ring.
//!
//! # Example
//!
//! ```
//! use jadoube::arbiter::restore::{restore_steps, Step};
//! use jadoube::board::Sensed;
//! use shakmaty::{Board, Square};
//!
//! let target = Board::from_ascii_board_fen(b"4k3/8/8/8/8/8/8/4K3").unwrap();
//! let physical = Board::from_ascii_board_fen(b"4k3/8/8/8/8/4K3/8/8").unwrap();
//! let sensed = Sensed { occupied: physical.occupied(), pieces: physical };
//! let steps = restore_steps(&sensed, &target);
//! assert_eq!(steps.len(), 1);
//! assert!(matches!(
//!     steps[0],
//!     Step::Move { from: Square::E3, to: Square::E1, known: true, .. }
//! ));
//! ```

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use crate::board::Sensed;

/// How one square differs from the position to restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A piece belongs here and the square is empty.
    Missing { expected: Piece },
    /// The square must be empty; `found` is the piece on it when known.
    Extra { found: Option<Piece> },
    /// A different piece stands here (identity known).
    Wrong { expected: Piece, found: Piece },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareMark {
    pub square: Square,
    pub mark: Mark,
}

/// The squares where the physical board differs from `target`, in square
/// order (a1, b1, ..., h8). An occupied square whose piece is not known
/// counts as right when `target` has a piece there: the sensors cannot tell.
pub fn differences(sensed: &Sensed, target: &Board) -> Vec<SquareMark> {
    let mut out = Vec::new();
    for square in Square::ALL {
        let expected = target.piece_at(square);
        let occupied = sensed.occupied.contains(square);
        let found = sensed.pieces.piece_at(square).filter(|_| occupied);
        let mark = match (expected, occupied, found) {
            (Some(expected), false, _) => Mark::Missing { expected },
            (None, true, found) => Mark::Extra { found },
            (Some(expected), true, Some(found)) if found != expected => {
                Mark::Wrong { expected, found }
            }
            _ => continue,
        };
        out.push(SquareMark { square, mark });
    }
    out
}

/// One action of the arbiter's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Move the piece on `from` to the empty square `to`. `piece` is what
    /// belongs on `to`; `known` is false when the sensors cannot tell what
    /// stands on `from` (the only piece left over and the only square left
    /// to fill: it must be that piece).
    Move {
        from: Square,
        to: Square,
        piece: Piece,
        known: bool,
    },
    /// Take the piece on `from` off the board.
    Remove { from: Square, piece: Option<Piece> },
    /// Put `piece` on the empty square `to`: a captured piece from beside
    /// the board, or the piece set aside by [`Step::SetAside`].
    Put {
        to: Square,
        piece: Piece,
        from_aside: bool,
    },
    /// `piece_a` on `a` and `piece_b` on `b` belong on each other's squares.
    Swap {
        a: Square,
        b: Square,
        piece_a: Piece,
        piece_b: Piece,
    },
    /// Lift `piece` off `from` and hold it: three or more pieces stand on
    /// each other's squares. A later `Put { from_aside: true }` places it.
    SetAside { from: Square, piece: Piece },
}

impl Step {
    /// Moves of the hand this step takes (a swap is two).
    pub fn hand_moves(&self) -> usize {
        match self {
            Step::Swap { .. } => 2,
            _ => 1,
        }
    }

    /// The square the step takes a piece from, if any.
    pub fn from(&self) -> Option<Square> {
        match *self {
            Step::Move { from, .. } | Step::Remove { from, .. } | Step::SetAside { from, .. } => {
                Some(from)
            }
            Step::Swap { a, .. } => Some(a),
            Step::Put { .. } => None,
        }
    }

    /// The square the step puts a piece on, if any.
    pub fn to(&self) -> Option<Square> {
        match *self {
            Step::Move { to, .. } | Step::Put { to, .. } => Some(to),
            Step::Swap { b, .. } => Some(b),
            Step::Remove { .. } | Step::SetAside { .. } => None,
        }
    }
}

/// Total moves of the hand of a step list.
pub fn hand_moves(steps: &[Step]) -> usize {
    steps.iter().map(Step::hand_moves).sum()
}

/// `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`: the code of a
/// piece's kind (its words are the catalogues').
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// The fewest hand moves that turn the physical board into `target`, in an
/// order that can be carried out as listed (a square is emptied before a
/// piece is put on it). Empty when the board matches as far as the sensors
/// can tell.
pub fn restore_steps(sensed: &Sensed, target: &Board) -> Vec<Step> {
    let marks = differences(sensed, target);
    let plan = Plan::new(&marks);
    plan.order(sensed.occupied)
}

/// The pairing of pieces to move with squares to fill.
struct Plan {
    /// Squares whose piece must leave: the piece when known.
    sources: Vec<(Square, Option<Piece>)>,
    /// Squares that need a piece.
    sinks: Vec<(Square, Piece)>,
    /// `edge[i] = Some(j)`: the piece of source `i` goes to sink `j`.
    edge: Vec<Option<usize>>,
}

impl Plan {
    fn new(marks: &[SquareMark]) -> Plan {
        let mut sources = Vec::new();
        let mut sinks = Vec::new();
        for m in marks {
            match m.mark {
                Mark::Missing { expected } => sinks.push((m.square, expected)),
                Mark::Extra { found } => sources.push((m.square, found)),
                Mark::Wrong { expected, found } => {
                    sources.push((m.square, Some(found)));
                    sinks.push((m.square, expected));
                }
            }
        }
        let mut plan = Plan {
            edge: vec![None; sources.len()],
            sources,
            sinks,
        };
        plan.pair_known();
        plan.break_rings();
        plan.pair_unknown();
        plan
    }

    /// Per kind of piece, a maximum pairing of minimum total distance.
    fn pair_known(&mut self) {
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece { color, role };
                let src: Vec<usize> = (0..self.sources.len())
                    .filter(|&i| self.sources[i].1 == Some(piece))
                    .collect();
                let dst: Vec<usize> = (0..self.sinks.len())
                    .filter(|&j| self.sinks[j].1 == piece)
                    .collect();
                if src.is_empty() || dst.is_empty() {
                    continue;
                }
                let cost: Vec<Vec<i64>> = src
                    .iter()
                    .map(|&i| {
                        dst.iter()
                            .map(|&j| distance(self.sources[i].0, self.sinks[j].0))
                            .collect()
                    })
                    .collect();
                for (a, b) in assignment(&cost) {
                    self.edge[src[a]] = Some(dst[b]);
                }
            }
        }
    }

    fn source_at(&self, sq: Square) -> Option<usize> {
        self.sources.iter().position(|s| s.0 == sq)
    }

    fn incoming(&self, sink: usize) -> Option<usize> {
        self.edge.iter().position(|e| *e == Some(sink))
    }

    /// The ring through source `i`, as source indices in order, when the
    /// pieces from `i` on only ever move onto squares whose own piece moves.
    fn ring(&self, start: usize) -> Option<Vec<usize>> {
        let mut ring = vec![start];
        let mut i = start;
        loop {
            let next = self.source_at(self.sinks[self.edge[i]?].0)?;
            if next == start {
                return Some(ring);
            }
            if ring.contains(&next) {
                return None;
            }
            ring.push(next);
            i = next;
        }
    }

    /// Rings of three or more: each costs a move to set one piece aside.
    fn penalty(&self) -> usize {
        (0..self.sources.len())
            .filter_map(|i| {
                self.ring(i)
                    .filter(|r| r.len() >= 3 && r.iter().all(|&j| j >= i))
            })
            .count()
    }

    /// Re-pairs pieces of the same kind while that leaves fewer rings of
    /// three or more: a piece of the kind that was to be taken off takes a
    /// place in the ring, or the ring's piece goes to a square that was to
    /// be filled from beside the board, or two pieces of one kind exchange
    /// destinations (joining a ring to a chain, or splitting it into swaps).
    /// The number of pairs, and so the count of the other moves, is kept.
    fn break_rings(&mut self) {
        let mut penalty = self.penalty();
        'again: while penalty > 0 {
            let kind = |p: &Plan, u: usize| p.sinks[p.edge[u].expect("paired")].1;
            let paired: Vec<usize> = (0..self.sources.len())
                .filter(|&u| self.edge[u].is_some())
                .collect();
            for &u in &paired {
                let v = self.edge[u];
                let piece = kind(self, u);
                let mut candidates: Vec<Vec<Option<usize>>> = Vec::new();
                for w in 0..self.sources.len() {
                    if w == u {
                        continue;
                    }
                    match self.edge[w] {
                        None if self.sources[w].1 == Some(piece) => {
                            let mut e = self.edge.clone();
                            e[w] = v;
                            e[u] = None;
                            candidates.push(e);
                        }
                        Some(x) if self.sinks[x].1 == piece => {
                            let mut e = self.edge.clone();
                            e[w] = v;
                            e[u] = Some(x);
                            candidates.push(e);
                        }
                        _ => {}
                    }
                }
                for y in 0..self.sinks.len() {
                    if self.sinks[y].1 == piece && self.incoming(y).is_none() {
                        let mut e = self.edge.clone();
                        e[u] = Some(y);
                        candidates.push(e);
                    }
                }
                for e in candidates {
                    let old = std::mem::replace(&mut self.edge, e);
                    let p = self.penalty();
                    if p < penalty {
                        penalty = p;
                        continue 'again;
                    }
                    self.edge = old;
                }
            }
            return;
        }
    }

    /// A piece of unknown identity pairs with a square only when it is the
    /// only one left over and that square the only one left to fill.
    fn pair_unknown(&mut self) {
        let unknown: Vec<usize> = (0..self.sources.len())
            .filter(|&i| self.sources[i].1.is_none())
            .collect();
        let open: Vec<usize> = (0..self.sinks.len())
            .filter(|&j| self.incoming(j).is_none())
            .collect();
        if let ([i], [j]) = (unknown.as_slice(), open.as_slice()) {
            // Not onto its own square (cannot happen: unknown pieces never
            // make a square wrong), and only onto a square that will be empty.
            if self.sources[*i].0 != self.sinks[*j].0 {
                self.edge[*i] = Some(*j);
            }
        }
    }

    /// The steps in an order that can be carried out: removals, then moves
    /// onto squares already empty, then pieces put back; rings last.
    fn order(&self, occupied: Bitboard) -> Vec<Step> {
        #[derive(Clone, Copy)]
        enum Item {
            Move(usize),
            Put(usize, bool),
        }
        let mut occupied = occupied;
        let mut steps = Vec::new();
        for (i, &(from, piece)) in self.sources.iter().enumerate() {
            if self.edge[i].is_none() {
                steps.push(Step::Remove { from, piece });
                occupied.discard(from);
            }
        }
        let mut items: Vec<Item> = (0..self.sources.len())
            .filter(|&i| self.edge[i].is_some())
            .map(Item::Move)
            .collect();
        items.extend(
            (0..self.sinks.len())
                .filter(|&j| self.incoming(j).is_none())
                .map(|j| Item::Put(j, false)),
        );
        while !items.is_empty() {
            let ready = items.iter().position(|item| match *item {
                Item::Move(i) => !occupied.contains(self.sinks[self.edge[i].unwrap()].0),
                Item::Put(j, _) => !occupied.contains(self.sinks[j].0),
            });
            if let Some(k) = ready {
                match items.remove(k) {
                    Item::Move(i) => {
                        let (from, piece) = self.sources[i];
                        let (to, expected) = self.sinks[self.edge[i].unwrap()];
                        steps.push(Step::Move {
                            from,
                            to,
                            piece: expected,
                            known: piece.is_some(),
                        });
                        occupied.discard(from);
                        occupied.add(to);
                    }
                    Item::Put(j, from_aside) => {
                        let (to, piece) = self.sinks[j];
                        steps.push(Step::Put {
                            to,
                            piece,
                            from_aside,
                        });
                        occupied.add(to);
                    }
                }
                continue;
            }
            // Every move left waits on another: rings. Open the first one.
            let Some(Item::Move(start)) =
                items.iter().copied().find(|it| matches!(it, Item::Move(_)))
            else {
                unreachable!("a put waits only on a move")
            };
            let ring = self.ring(start).expect("moves that all wait form rings");
            if let [a, b] = ring[..] {
                let (sa, pa) = self.sources[a];
                let (sb, pb) = self.sources[b];
                steps.push(Step::Swap {
                    a: sa,
                    b: sb,
                    piece_a: pa.unwrap(),
                    piece_b: pb.unwrap(),
                });
                items.retain(|it| !matches!(it, Item::Move(i) if *i == a || *i == b));
            } else {
                let (from, piece) = self.sources[start];
                steps.push(Step::SetAside {
                    from,
                    piece: piece.expect("rings are of known pieces"),
                });
                occupied.discard(from);
                let k = items
                    .iter()
                    .position(|it| matches!(it, Item::Move(i) if *i == start))
                    .unwrap();
                items[k] = Item::Put(self.edge[start].unwrap(), true);
                // Held in the hand: it goes back once everything else is done.
                let put = items.remove(k);
                items.push(put);
            }
        }
        steps
    }
}

/// Distance for pairing: king steps, then file + rank steps to break ties.
fn distance(a: Square, b: Square) -> i64 {
    let df = (a.file() as i64 - b.file() as i64).abs();
    let dr = (a.rank() as i64 - b.rank() as i64).abs();
    df.max(dr) * 32 + df + dr
}

/// Minimum-cost assignment (Hungarian algorithm) on an `n x m` cost matrix:
/// `min(n, m)` pairs `(row, column)`. Deterministic.
fn assignment(cost: &[Vec<i64>]) -> Vec<(usize, usize)> {
    let n = cost.len();
    let m = cost.first().map_or(0, Vec::len);
    if n > m {
        let t: Vec<Vec<i64>> = (0..m)
            .map(|j| (0..n).map(|i| cost[i][j]).collect())
            .collect();
        return assignment(&t).into_iter().map(|(j, i)| (i, j)).collect();
    }
    // n <= m; 1-based potentials as in the classic formulation.
    const INF: i64 = i64::MAX / 4;
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; m + 1];
    let mut p = vec![0usize; m + 1];
    let mut way = vec![0usize; m + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![INF; m + 1];
        let mut used = vec![false; m + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = INF;
            let mut j1 = 0;
            for j in 1..=m {
                if !used[j] {
                    let cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=m {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut out: Vec<(usize, usize)> = (1..=m)
        .filter(|&j| p[j] != 0)
        .map(|j| (p[j] - 1, j - 1))
        .collect();
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use std::collections::{BinaryHeap, HashMap};

    use super::*;

    fn board(placement: &str) -> Board {
        Board::from_ascii_board_fen(placement.as_bytes()).expect("placement")
    }

    fn identity(placement: &str) -> Sensed {
        let pieces = board(placement);
        Sensed {
            occupied: pieces.occupied(),
            pieces,
        }
    }

    /// Carries the steps out on the physical board, checking each is possible.
    fn carry_out(sensed: &Sensed, steps: &[Step]) -> Board {
        let mut b = sensed.pieces.clone();
        let mut occ = sensed.occupied;
        let mut hand: Option<Piece> = None;
        for s in steps {
            match *s {
                Step::Move {
                    from,
                    to,
                    piece,
                    known,
                } => {
                    assert!(occ.contains(from) && !occ.contains(to), "{s:?}");
                    if known {
                        assert_eq!(b.piece_at(from), Some(piece), "{s:?}");
                    }
                    b.discard_piece_at(from);
                    occ.discard(from);
                    b.set_piece_at(to, piece);
                    occ.add(to);
                }
                Step::Remove { from, piece } => {
                    assert!(occ.contains(from), "{s:?}");
                    assert_eq!(b.piece_at(from), piece, "{s:?}");
                    b.discard_piece_at(from);
                    occ.discard(from);
                }
                Step::Put {
                    to,
                    piece,
                    from_aside,
                } => {
                    assert!(!occ.contains(to), "{s:?}");
                    if from_aside {
                        assert_eq!(hand.take(), Some(piece));
                    }
                    b.set_piece_at(to, piece);
                    occ.add(to);
                }
                Step::Swap {
                    a,
                    b: sq_b,
                    piece_a,
                    piece_b,
                } => {
                    assert_eq!(
                        (b.piece_at(a), b.piece_at(sq_b)),
                        (Some(piece_a), Some(piece_b))
                    );
                    b.set_piece_at(a, piece_b);
                    b.set_piece_at(sq_b, piece_a);
                }
                Step::SetAside { from, piece } => {
                    assert!(hand.is_none());
                    assert_eq!(b.piece_at(from), Some(piece));
                    hand = Some(piece);
                    b.discard_piece_at(from);
                    occ.discard(from);
                }
            }
        }
        assert!(hand.is_none());
        b
    }

    /// The steps in the English words of the terminal, arrows in ASCII.
    fn texts(steps: &[Step]) -> Vec<String> {
        let en = crate::words::tr(crate::i18n::Lang::En);
        steps
            .iter()
            .map(|s| crate::words::step(en, s).replace('→', "->"))
            .collect()
    }

    #[test]
    fn king_walked_back_in_one_move() {
        let sensed = identity("4k3/8/8/8/8/4K3/8/8");
        let steps = restore_steps(&sensed, &board("4k3/8/8/8/8/8/8/4K3"));
        assert_eq!(texts(&steps), ["White king e3 -> e1"]);
    }

    #[test]
    fn illegal_capture_moves_back_then_puts_back() {
        // Bc1xf6 through a pawn: the bishop goes home, the knight comes back.
        let sensed = identity("4k3/8/5B2/8/8/8/3P4/4K3");
        let target = board("4k3/8/5n2/8/8/8/3P4/2B1K3");
        let steps = restore_steps(&sensed, &target);
        assert_eq!(
            texts(&steps),
            ["White bishop f6 -> c1", "Put back the black knight on f6"]
        );
        assert_eq!(carry_out(&sensed, &steps), target);
    }

    #[test]
    fn misplaced_piece_moves_straight_rather_than_remove_and_put() {
        let sensed = identity("4k3/8/8/8/4N3/8/8/4K3");
        let target = board("4k3/8/8/8/8/8/8/4K1N1");
        let steps = restore_steps(&sensed, &target);
        assert_eq!(
            steps,
            [Step::Move {
                from: Square::E4,
                to: Square::G1,
                piece: Piece::from_char('N').unwrap(),
                known: true
            }]
        );
        assert_eq!(hand_moves(&steps), 1);
    }

    #[test]
    fn pairing_prefers_short_moves() {
        // Pawns on d4 and e4 belong on d2 and e2: not crossed over.
        let sensed = identity("4k3/8/8/8/3PP3/8/8/4K3");
        let target = board("4k3/8/8/8/8/8/3PP3/4K3");
        assert_eq!(
            texts(&restore_steps(&sensed, &target)),
            ["White pawn d4 -> d2", "White pawn e4 -> e2"]
        );
    }

    #[test]
    fn swapped_pieces_are_one_swap() {
        let sensed = identity("4k3/8/8/8/8/8/8/1BN1K3");
        let target = board("4k3/8/8/8/8/8/8/1NB1K3");
        let steps = restore_steps(&sensed, &target);
        assert_eq!(
            texts(&steps),
            ["Swap the white bishop on b1 and the white knight on c1"]
        );
        assert_eq!(hand_moves(&steps), 2);
        assert_eq!(carry_out(&sensed, &steps), target);
    }

    #[test]
    fn ring_of_three_sets_one_piece_aside() {
        let sensed = identity("4k3/8/8/8/8/8/8/RBN1K3");
        let target = board("4k3/8/8/8/8/8/8/NRB1K3");
        let steps = restore_steps(&sensed, &target);
        assert_eq!(hand_moves(&steps), 4);
        assert!(
            matches!(
                steps[0],
                Step::SetAside {
                    from: Square::A1,
                    ..
                }
            ),
            "{steps:?}"
        );
        assert!(
            matches!(
                steps[3],
                Step::Put {
                    to: Square::B1,
                    from_aside: true,
                    ..
                }
            ),
            "{steps:?}"
        );
        assert_eq!(carry_out(&sensed, &steps), target);
    }

    #[test]
    fn ring_opened_by_a_spare_piece_of_its_kind() {
        // Knight a1 -> b1's square needs N, but the extra knight on d4 can
        // fill b1 instead: 4 moves in a chain, no piece held aside.
        let sensed = identity("4k3/8/8/8/3N4/8/8/RBN1K3");
        let target = board("4k3/8/8/8/8/8/8/NRB1K3");
        let steps = restore_steps(&sensed, &target);
        assert_eq!(hand_moves(&steps), 4, "{steps:?}");
        assert!(
            !steps.iter().any(|s| matches!(s, Step::SetAside { .. })),
            "{steps:?}"
        );
        assert_eq!(carry_out(&sensed, &steps), target);
    }

    #[test]
    fn wrong_piece_with_identity_sensors() {
        // A queen stands where the rook belongs; the rook is off the board.
        let sensed = identity("4k3/8/8/8/8/8/8/Q3K3");
        let target = board("4k3/8/8/8/8/8/8/R2QK3");
        let marks = differences(&sensed, &target);
        assert_eq!(marks.len(), 2);
        assert_eq!(
            marks[0].mark,
            Mark::Wrong {
                expected: Piece::from_char('R').unwrap(),
                found: Piece::from_char('Q').unwrap()
            }
        );
        let steps = restore_steps(&sensed, &target);
        assert_eq!(
            texts(&steps),
            ["White queen a1 -> d1", "Put back the white rook on a1"]
        );
    }

    #[test]
    fn unknown_piece_is_the_piece_on_its_square() {
        // Occupancy sensors, nothing tracked: e3 is occupied, e1 is empty.
        let target = board("4k3/8/8/8/8/8/8/4K3");
        let occupied = Bitboard::from(Square::E8) | Bitboard::from(Square::E3);
        let sensed = Sensed {
            occupied,
            pieces: Board::empty(),
        };
        let marks = differences(&sensed, &target);
        assert_eq!(
            marks.iter().map(|m| m.square).collect::<Vec<_>>(),
            [Square::E1, Square::E3]
        );
        assert_eq!(
            texts(&restore_steps(&sensed, &target)),
            ["Piece on e3 -> e1 (it must be the white king)"]
        );
        // Two unknown pieces and two squares: no guess.
        let occupied = occupied | Bitboard::from(Square::F3);
        let target = board("4k3/8/8/8/8/8/8/4K1N1");
        let sensed = Sensed {
            occupied,
            pieces: Board::empty(),
        };
        assert_eq!(
            texts(&restore_steps(&sensed, &target)),
            [
                "Remove the piece on e3",
                "Remove the piece on f3",
                "Put back the white king on e1",
                "Put back the white knight on g1"
            ]
        );
    }

    #[test]
    fn matching_board_needs_nothing() {
        let sensed = identity("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        assert!(
            restore_steps(
                &sensed,
                &board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
            )
            .is_empty()
        );
        // Occupancy only, pieces unknown but squares right: nothing to do.
        let sensed = Sensed {
            occupied: sensed.occupied,
            pieces: Board::empty(),
        };
        assert!(restore_steps(&sensed, &Board::default()).is_empty());
    }

    #[test]
    fn assignment_is_optimal_on_small_matrices() {
        let cost = vec![vec![4, 1, 3], vec![2, 0, 5], vec![3, 2, 2]];
        let pairs = assignment(&cost);
        let total: i64 = pairs.iter().map(|&(i, j)| cost[i][j]).sum();
        assert_eq!(total, 5);
        let rect = vec![vec![7, 1], vec![1, 7], vec![0, 0]];
        // Best: row 2 takes a zero, one of rows 0 and 1 its one.
        let pairs = assignment(&rect);
        assert_eq!(pairs.len(), 2);
        assert_eq!(pairs.iter().map(|&(i, j)| rect[i][j]).sum::<i64>(), 1);
    }

    // --- Minimality against an exhaustive search --------------------------

    const SQUARES: [Square; 5] = [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1];
    const KINDS: [char; 3] = ['N', 'B', 'n'];

    type State = [u8; 5]; // 0 empty, 1 + index in KINDS

    /// The cheapest way under the hand-move model, by Dijkstra's search over
    /// every placement of the five squares.
    fn exhaustive(from: State, to: State) -> usize {
        let mut best: HashMap<State, usize> = HashMap::new();
        let mut heap = BinaryHeap::new();
        heap.push(std::cmp::Reverse((0usize, from)));
        best.insert(from, 0);
        while let Some(std::cmp::Reverse((d, s))) = heap.pop() {
            if s == to {
                return d;
            }
            if best.get(&s).is_some_and(|&b| b < d) {
                continue;
            }
            let mut next = Vec::new();
            for a in 0..5 {
                if s[a] != 0 {
                    let mut t = s;
                    t[a] = 0;
                    next.push((t, 1)); // remove
                    for b in 0..5 {
                        if s[b] == 0 {
                            let mut t = s;
                            t[b] = s[a];
                            t[a] = 0;
                            next.push((t, 1)); // move
                        } else if b > a {
                            let mut t = s;
                            t.swap(a, b);
                            next.push((t, 2)); // swap
                        }
                    }
                } else {
                    for k in 1..=KINDS.len() as u8 {
                        let mut t = s;
                        t[a] = k;
                        next.push((t, 1)); // put
                    }
                }
            }
            for (t, c) in next {
                let nd = d + c;
                if best.get(&t).is_none_or(|&b| nd < b) {
                    best.insert(t, nd);
                    heap.push(std::cmp::Reverse((nd, t)));
                }
            }
        }
        unreachable!("every placement is reachable")
    }

    fn to_board(s: State) -> Board {
        let mut b = Board::empty();
        for (i, &k) in s.iter().enumerate() {
            if k != 0 {
                b.set_piece_at(SQUARES[i], Piece::from_char(KINDS[k as usize - 1]).unwrap());
            }
        }
        b
    }

    #[test]
    fn fewest_hand_moves_on_random_small_boards() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut rnd = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        for case in 0..400 {
            let mut from = [0u8; 5];
            let mut to = [0u8; 5];
            for i in 0..5 {
                from[i] = rnd(4) as u8;
                to[i] = rnd(4) as u8;
            }
            let physical = to_board(from);
            let target = to_board(to);
            let sensed = Sensed {
                occupied: physical.occupied(),
                pieces: physical,
            };
            let steps = restore_steps(&sensed, &target);
            assert_eq!(
                carry_out(&sensed, &steps),
                target,
                "case {case}: {from:?} -> {to:?}: {steps:?}"
            );
            assert_eq!(
                hand_moves(&steps),
                exhaustive(from, to),
                "case {case}: {from:?} -> {to:?}: {steps:?}"
            );
            // Deterministic.
            assert_eq!(restore_steps(&sensed, &target), steps);
        }
    }
}
