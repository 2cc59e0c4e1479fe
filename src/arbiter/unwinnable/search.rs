//! The dynamic half of the analysis: searching for a helpmate (a series of
//! legal moves, both sides cooperating, that ends in mate by the winner),
//! and exhausting every reachable position when there are few enough.

use std::collections::VecDeque;

use shakmaty::{Color, Move, Role, Square};

use super::node::{Key, KeyMap, Node, irreversible};
use super::reach::{DARK, Regions};

/// Proves with the static analysis that `winner` can never mate from `pos`.
pub(crate) fn statically_dead<N: Node>(pos: &N, winner: Color) -> bool {
    let board = pos.board();
    if (board.by_color(winner) & !board.kings()).is_empty() {
        return true;
    }
    Regions::analyse(board, pos.turn(), pos.ep()).cannot_mate(winner)
}

/// The loser is checkmated.
pub(crate) fn is_mate_by<N: Node>(pos: &N, winner: Color) -> bool {
    pos.turn() != winner && pos.in_check() && pos.moves().is_empty()
}

/// Where the heuristics drive the pieces: a corner on the loser's side of
/// the board, of the colour the winner's bishops can attack (or that the
/// loser's bishops cannot block). The loser's king goes to the corner, the
/// loser's other pieces next to it (to block its flight squares), the
/// winner's king two squares in front of it and the winner's knights to it.
#[derive(Clone, Copy)]
struct Targets {
    corner: Square,
    blocker: Square,
    winner_king: Square,
}

impl Targets {
    fn of<N: Node>(pos: &N, winner: Color) -> Targets {
        let b = pos.board();
        let ours = b.by_color(winner);
        let theirs = b.by_color(!winner);
        let dark_bishops = |side: shakmaty::Bitboard| (side & b.bishops()).0 & DARK != 0;
        let light_bishops = |side: shakmaty::Bitboard| (side & b.bishops()).0 & !DARK != 0;
        let dark = dark_bishops(ours) || (!light_bishops(ours) && light_bishops(theirs));
        // H8 is dark; A8 light. Seen from White as the winner.
        let (corner, blocker, king) = if dark {
            (Square::H8, Square::G8, Square::H6)
        } else {
            (Square::A8, Square::B8, Square::A6)
        };
        let orient = |s: Square| {
            if winner == Color::White {
                s
            } else {
                s.flip_vertical().flip_horizontal()
            }
        };
        Targets {
            corner: orient(corner),
            blocker: orient(blocker),
            winner_king: orient(king),
        }
    }
}

fn knight_distance(a: Square, b: Square) -> u32 {
    let dx = (i32::from(a.file()) - i32::from(b.file())).unsigned_abs();
    let dy = (i32::from(a.rank()) - i32::from(b.rank())).unsigned_abs();
    let (x, y) = if dx > dy { (dx, dy) } else { (dy, dx) };
    // About right for a heuristic: a knight covers two files and one rank.
    x.div_ceil(2).max((x + y).div_ceil(3))
}

/// Does a king or knight move from `from` to `to` get closer to `target`?
fn closer(role: Role, from: Square, to: Square, target: Square) -> bool {
    match role {
        Role::King => to.distance(target) < from.distance(target),
        Role::Knight => knight_distance(to, target) < knight_distance(from, target),
        _ => false,
    }
}

/// Must the loser promote for the winner to have any mate (the winner has
/// a lone knight, or bishops of one colour only, and the loser nothing to
/// block with)? Then the loser's pawn moves and minor promotions are
/// progress.
fn loser_must_promote(b: &shakmaty::Board, winner: Color) -> bool {
    let ours = b.by_color(winner) & !b.kings();
    let theirs = b.by_color(!winner) & !b.kings();
    if ours.count() == 1 && (ours & b.knights()).any() {
        return (theirs & (b.knights() | b.bishops() | b.rooks())).is_empty();
    }
    let bishops = ours & b.bishops();
    if ours == bishops && bishops.any() {
        let colour = if bishops.0 & DARK != 0 { DARK } else { !DARK };
        if bishops.0 & !colour != 0 {
            return false;
        }
        return (b.bishops().0 & !colour) == 0 && (theirs & b.knights()).is_empty();
    }
    false
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Progress: free.
    Reward,
    /// Free right after a rewarded move, else one unit.
    Normal,
    /// Three units.
    Punish,
}

/// Heuristic iterative-deepening helpmate search. Never proves anything
/// impossible: it only finds lines.
///
/// Each move costs depth by its [`Kind`]; the depth grows each iteration.
/// Progress (captures and pawn pushes by the winner, kings and knights
/// heading for their targets) is free, so deep but purposeful lines are
/// reached early. A transposition table skips positions already searched
/// with at least as much depth left.
pub(crate) struct Helpmate {
    winner: Color,
    pub nodes: u64,
    limit: u64,
    iteration_limit: u64,
    iteration_nodes: u64,
    tt: KeyMap<i32>,
    line: Vec<Move>,
    targets: Targets,
    must_promote: bool,
}

/// Beyond this many plies nothing is free any more.
const FREE_PLIES: usize = 200;
/// Hard limit on the line length.
const MAX_PLIES: usize = 400;

impl Helpmate {
    pub fn new(winner: Color, limit: u64, iteration_limit: u64) -> Helpmate {
        Helpmate {
            winner,
            nodes: 0,
            limit,
            iteration_limit,
            iteration_nodes: 0,
            tt: KeyMap::default(),
            line: Vec::new(),
            targets: Targets {
                corner: Square::H8,
                blocker: Square::G8,
                winner_king: Square::H6,
            },
            must_promote: false,
        }
    }

    /// Searches with growing depth until a mate is found, the node limit is
    /// reached or the depth passes `max_depth`.
    pub fn run<N: Node>(&mut self, root: &N, max_depth: i32) -> Option<Vec<Move>> {
        self.targets = Targets::of(root, self.winner);
        self.must_promote = loser_must_promote(root.board(), self.winner);
        for depth in 1..=max_depth {
            self.line.clear();
            self.tt.clear();
            self.iteration_nodes = 0;
            if self.dfs(root, depth, false) {
                return Some(std::mem::take(&mut self.line));
            }
            if self.nodes >= self.limit {
                break;
            }
        }
        None
    }

    fn kind<N: Node>(&self, pos: &N, m: &Move) -> Kind {
        let role = m.role();
        let from = m.from().unwrap_or(m.to());
        let t = self.targets;
        if pos.turn() == self.winner {
            match m.promotion() {
                Some(Role::Queen) => return Kind::Reward,
                Some(Role::Knight) => return Kind::Normal,
                Some(_) => return Kind::Punish,
                None => {}
            }
            if m.is_capture() {
                return Kind::Reward;
            }
            if role == Role::Pawn {
                let rank = u32::from(m.to().rank());
                let advanced = if self.winner == Color::White {
                    rank >= 4
                } else {
                    rank <= 3
                };
                return if advanced { Kind::Reward } else { Kind::Normal };
            }
            let target = if role == Role::King {
                t.winner_king
            } else {
                t.corner
            };
            if closer(role, from, m.to(), target) {
                Kind::Reward
            } else {
                Kind::Normal
            }
        } else {
            if self.must_promote && role == Role::Pawn {
                return match m.promotion() {
                    Some(Role::Queen | Role::Rook) => Kind::Punish,
                    _ => Kind::Reward,
                };
            }
            let target = if role == Role::King {
                t.corner
            } else {
                t.blocker
            };
            if closer(role, from, m.to(), target) {
                Kind::Reward
            } else if m.is_capture() {
                Kind::Punish
            } else {
                Kind::Normal
            }
        }
    }

    fn dfs<N: Node>(&mut self, pos: &N, depth: i32, progress: bool) -> bool {
        self.nodes += 1;
        self.iteration_nodes += 1;
        let moves = pos.moves();
        if moves.is_empty() {
            return pos.turn() != self.winner && pos.in_check();
        }
        if depth <= 0 || self.line.len() >= MAX_PLIES {
            return false;
        }
        if self.nodes >= self.limit || self.iteration_nodes >= self.iteration_limit {
            return false;
        }
        let key: Key = pos.key();
        let stored = depth * 2 + i32::from(progress);
        match self.tt.get(&key) {
            Some(&seen) if seen >= stored => return false,
            _ => {
                self.tt.insert(key, stored);
            }
        }
        let free = self.line.len() < FREE_PLIES;
        let mut scored: Vec<(i32, bool, &Move)> = moves
            .iter()
            .map(|m| {
                let kind = self.kind(pos, m);
                let cost = match kind {
                    Kind::Reward if free => 0,
                    Kind::Reward | Kind::Normal => i32::from(!(progress && free)),
                    Kind::Punish => 3,
                };
                (cost, kind == Kind::Reward && free, m)
            })
            .collect();
        scored.sort_by_key(|&(cost, reward, _)| (cost, !reward));
        for (cost, reward, m) in scored {
            if cost >= depth && cost != 0 {
                // Still try it: a mate may be one move away.
                let next = pos.after(m);
                if pos.turn() == self.winner && next.in_check() && next.moves().is_empty() {
                    self.line.push(*m);
                    return true;
                }
                continue;
            }
            let next = pos.after(m);
            self.line.push(*m);
            if self.dfs(&next, depth - cost, reward) {
                return true;
            }
            self.line.pop();
            if self.nodes >= self.limit || self.iteration_nodes >= self.iteration_limit {
                return false;
            }
        }
        false
    }
}

/// Plain iterative deepening over every legal move, for a mate within
/// `max_plies` plies: the shortest lines for simple positions.
pub(crate) fn short_mate<N: Node>(
    root: &N,
    winner: Color,
    max_plies: usize,
    node_limit: u64,
) -> Option<Vec<Move>> {
    fn dfs<N: Node>(
        pos: &N,
        winner: Color,
        plies: usize,
        line: &mut Vec<Move>,
        nodes: &mut u64,
        limit: u64,
    ) -> bool {
        *nodes += 1;
        if plies == 0 || *nodes > limit {
            return false;
        }
        for m in pos.moves() {
            let next = pos.after(&m);
            line.push(m);
            if plies == 1 {
                if pos.turn() == winner && is_mate_by(&next, winner) {
                    return true;
                }
            } else if dfs(&next, winner, plies - 1, line, nodes, limit) {
                return true;
            }
            line.pop();
        }
        false
    }
    let first = if root.turn() == winner { 1 } else { 2 };
    let mut nodes = 0;
    for plies in (first..=max_plies).step_by(2) {
        let mut line = Vec::new();
        if dfs(root, winner, plies, &mut line, &mut nodes, node_limit) {
            return Some(line);
        }
    }
    None
}

/// What exhausting the reachable positions found.
pub(crate) enum Exhaust {
    /// A shortest mating line.
    Mate(Vec<Move>),
    /// No reachable position is a mate by the winner: proved.
    NoMate,
    /// Too many positions.
    Limit,
}

/// Breadth-first walk of every position reachable from `root`, each once,
/// skipping those the static analysis proves dead. Exhaustive, so
/// [`Exhaust::NoMate`] is a proof; breadth-first, so a mate found is a
/// shortest one.
pub(crate) fn exhaust<N: Node>(root: &N, winner: Color, limit: usize) -> Exhaust {
    let mut seen: KeyMap<()> = KeyMap::default();
    let mut parents: Vec<(u32, Option<Move>)> = vec![(0, None)];
    let mut queue: VecDeque<(N, u32)> = VecDeque::new();
    seen.insert(root.key(), ());
    queue.push_back((root.clone(), 0));
    while let Some((pos, id)) = queue.pop_front() {
        let moves = pos.moves();
        if moves.is_empty() {
            if pos.turn() != winner && pos.in_check() {
                let mut line = Vec::new();
                let mut at = id as usize;
                while let (parent, Some(m)) = &parents[at] {
                    line.push(*m);
                    at = *parent as usize;
                }
                line.reverse();
                return Exhaust::Mate(line);
            }
            continue;
        }
        for m in moves {
            let next = pos.after(&m);
            if seen.insert(next.key(), ()).is_some() {
                continue;
            }
            if seen.len() > limit {
                return Exhaust::Limit;
            }
            if irreversible(&m) && statically_dead(&next, winner) {
                continue;
            }
            parents.push((id, Some(m)));
            queue.push_back((next, (parents.len() - 1) as u32));
        }
    }
    Exhaust::NoMate
}
