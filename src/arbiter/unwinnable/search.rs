//! The dynamic half of the analysis: searching for a helpmate (a series of
//! legal moves, both sides cooperating, that ends in mate by the winner),
//! and exhausting every reachable position when there are few enough.

use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use shakmaty::{Color, Move, Role, Square};

use super::node::{IdHasher, KeyMap, Node, irreversible};
use super::reach::{DARK, Extra, Regions};

/// Work allowed to one static analysis (see [`Regions::cannot_mate`]): at
/// the root of a full analysis, and when pruning the searches (where a
/// missed proof only costs nodes).
pub(crate) const STATIC_WORK: u64 = 200_000;
pub(crate) const PRUNE_WORK: u64 = 20_000;

/// Proves with the static analysis that `winner` can never mate from `pos`.
pub(crate) fn statically_dead<N: Node>(pos: &N, winner: Color, work: u64) -> bool {
    let board = pos.board();
    if (board.by_color(winner) & !board.kings()).is_empty() {
        return true;
    }
    let mut work = work;
    let extra = Extra {
        winner: Some(winner),
        ..pos.extra()
    };
    Regions::analyse(board, pos.turn(), extra).cannot_mate(winner, &mut work)
}

/// Could the static analysis prove anything here? Not while the winner has
/// a queen or a rook and few pawns are blocked (then it is not worth its
/// cost inside a search: pruning is only an optimisation).
fn worth_analysing(b: &shakmaty::Board, winner: Color) -> bool {
    let ours = b.by_color(winner);
    if (ours & (b.queens() | b.rooks())).is_empty() {
        return true;
    }
    let white = (b.pawns() & b.white()).0;
    let black = (b.pawns() & b.black()).0;
    let blocked = (white << 8 & black).count_ones();
    blocked >= 3
}

/// The loser is checkmated.
pub(crate) fn is_mate_by<N: Node>(pos: &N, winner: Color) -> bool {
    pos.turn() != winner && pos.in_check() && pos.moves().is_empty()
}

/// Knight moves from one square to another on an empty board.
fn knight_distance(a: Square, b: Square) -> u8 {
    static TABLE: OnceLock<Vec<[u8; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..64u32)
            .map(|from| {
                let mut dist = [u8::MAX; 64];
                dist[from as usize] = 0;
                let mut frontier = vec![Square::new(from)];
                let mut d = 0;
                while !frontier.is_empty() {
                    d += 1;
                    let mut next = Vec::new();
                    for s in frontier {
                        for t in shakmaty::attacks::knight_attacks(s) {
                            if dist[t as usize] == u8::MAX {
                                dist[t as usize] = d;
                                next.push(t);
                            }
                        }
                    }
                    frontier = next;
                }
                dist
            })
            .collect()
    });
    table[a as usize][b as usize]
}

/// Does a king or knight move from `from` to `to` get closer to `target`?
fn closer(role: Role, from: Square, to: Square, target: Square) -> bool {
    match role {
        Role::King => to.distance(target) < from.distance(target),
        Role::Knight => knight_distance(to, target) < knight_distance(from, target),
        _ => false,
    }
}

/// Where the heuristics drive the pieces: a corner on the loser's side of
/// the board, of the colour the winner's bishops can attack (or that the
/// loser's bishops cannot block). The loser's king goes to the corner, the
/// loser's other pieces next to it (to block its flight squares), the
/// winner's king two squares in front of it and the winner's knights to it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Targets {
    pub loser_king: Square,
    pub loser_piece: Square,
    pub winner_king: Square,
    pub winner_piece: Square,
}

impl Targets {
    pub fn corner<N: Node>(pos: &N, winner: Color) -> Targets {
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
            loser_king: orient(corner),
            loser_piece: orient(blocker),
            winner_king: orient(king),
            winner_piece: orient(corner),
        }
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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Progress: free.
    Reward,
    /// Free right after progress, else one unit.
    Normal,
    /// Three units.
    Punish,
}

/// Beyond this many plies nothing is free any more.
const FREE_PLIES: usize = 300;
/// Hard limit on the line length.
const MAX_PLIES: usize = 500;

/// A 64-bit digest of a position key (for the search's tables, which only
/// steer the search: a collision may hide a line, never invent one).
fn digest<N: Node>(pos: &N) -> u64 {
    let k = pos.key();
    k.0.iter().fold(0x9e37_79b9_7f4a_7c15u64, |h, &w| {
        let x = (h ^ w).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x ^ (x >> 31)
    })
}

type DigestMap<V> = HashMap<u64, V, BuildHasherDefault<IdHasher>>;

/// Heuristic iterative-deepening helpmate search. Never proves anything
/// impossible: it only finds lines.
///
/// Each move costs depth by its [`Kind`]; the allowed depth grows each
/// iteration. Progress (captures and advanced pawn pushes by the winner,
/// kings and knights heading for their targets) is free, so deep but
/// purposeful lines are reached early. A transposition table skips
/// positions already searched with at least as much depth left; positions
/// the static analysis proves dead (checked after each irreversible move)
/// are skipped.
pub(crate) struct Helpmate {
    winner: Color,
    pub nodes: u64,
    limit: u64,
    iteration_limit: u64,
    iteration_nodes: u64,
    max_depth: i32,
    tt: DigestMap<i32>,
    dead: DigestMap<bool>,
    line: Vec<Move>,
    targets: Targets,
    /// Keep `targets` (else the corner targets of each position).
    fixed_targets: bool,
}

impl Helpmate {
    pub fn new(winner: Color, limit: u64, iteration_limit: u64) -> Helpmate {
        Helpmate {
            winner,
            nodes: 0,
            limit,
            iteration_limit,
            iteration_nodes: 0,
            max_depth: 0,
            tt: DigestMap::default(),
            dead: DigestMap::default(),
            line: Vec::new(),
            targets: Targets {
                loser_king: Square::H8,
                loser_piece: Square::G8,
                winner_king: Square::H6,
                winner_piece: Square::H8,
            },
            fixed_targets: false,
        }
    }

    /// Searches with growing depth until a mate is found, the node limit is
    /// reached or the depth passes `max_depth`.
    pub fn run<N: Node>(
        &mut self,
        root: &N,
        targets: Option<Targets>,
        max_depth: i32,
    ) -> Option<Vec<Move>> {
        self.fixed_targets = targets.is_some();
        if let Some(t) = targets {
            self.targets = t;
        }
        self.tt.clear();
        for depth in 1..=max_depth {
            self.line.clear();
            self.iteration_nodes = 0;
            self.max_depth = depth;
            if self.dfs(root, 0, false) {
                return Some(std::mem::take(&mut self.line));
            }
            if self.nodes >= self.limit {
                break;
            }
        }
        None
    }

    fn kind<N: Node>(&self, pos: &N, m: &Move, t: &Targets, must_promote: bool) -> Kind {
        let role = m.role();
        let from = m.from().unwrap_or(m.to());
        if pos.turn() == self.winner {
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
                t.winner_piece
            };
            if closer(role, from, m.to(), target) {
                Kind::Reward
            } else {
                Kind::Normal
            }
        } else {
            let mut kind = Kind::Normal;
            if must_promote {
                let heavy = matches!(m.promotion(), Some(Role::Queen | Role::Rook));
                kind = if role == Role::Pawn && !heavy {
                    Kind::Reward
                } else {
                    Kind::Punish
                };
            }
            let target = if role == Role::King {
                t.loser_king
            } else {
                t.loser_piece
            };
            if closer(role, from, m.to(), target) {
                kind = Kind::Reward;
            }
            if m.is_capture() {
                kind = Kind::Punish;
            }
            kind
        }
    }

    /// Is `pos` (just reached by an irreversible move) proved dead?
    fn dead<N: Node>(&mut self, pos: &N) -> bool {
        let b = pos.board();
        let ours = b.by_color(self.winner) & !b.kings();
        if ours.is_empty() {
            return true;
        }
        if !worth_analysing(b, self.winner) {
            return false;
        }
        let h = digest(pos);
        if let Some(&d) = self.dead.get(&h) {
            return d;
        }
        let d = statically_dead(pos, self.winner, PRUNE_WORK);
        self.dead.insert(h, d);
        d
    }

    fn out_of_nodes(&self) -> bool {
        self.nodes >= self.limit || self.iteration_nodes >= self.iteration_limit
    }

    fn dfs<N: Node>(&mut self, pos: &N, depth: i32, progress: bool) -> bool {
        self.nodes += 1;
        self.iteration_nodes += 1;
        let moves = pos.moves();
        if moves.is_empty() {
            return pos.turn() != self.winner && pos.in_check();
        }
        if depth >= self.max_depth || self.line.len() >= MAX_PLIES || self.out_of_nodes() {
            return false;
        }
        let left = self.max_depth - depth;
        let h = digest(pos);
        match self.tt.get(&h) {
            Some(&seen) if seen >= left => return false,
            _ => {
                self.tt.insert(h, left);
            }
        }
        let free = self.line.len() < FREE_PLIES;
        let forced = moves.len() == 1;
        // The targets follow the material (after captures and promotions).
        let targets = if self.fixed_targets {
            self.targets
        } else {
            Targets::corner(pos, self.winner)
        };
        let must_promote = loser_must_promote(pos.board(), self.winner);
        let mut scored: Vec<(i32, bool, Move)> = moves
            .iter()
            .map(|m| {
                let mut kind = self.kind(pos, m, &targets, must_promote);
                if kind == Kind::Reward && !free {
                    kind = Kind::Normal;
                }
                let cost = match kind {
                    _ if forced => 0,
                    Kind::Reward => 0,
                    Kind::Normal => i32::from(!progress),
                    Kind::Punish => 3,
                };
                (cost, kind == Kind::Reward, *m)
            })
            .collect();
        scored.sort_by_key(|&(cost, reward, m)| (cost, !reward, !m.is_capture()));
        for (cost, reward, m) in scored {
            let next = pos.after(&m);
            if irreversible(&m) && self.dead(&next) {
                continue;
            }
            self.line.push(m);
            if self.dfs(&next, depth + cost, reward || forced) {
                return true;
            }
            self.line.pop();
            if self.out_of_nodes() {
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
            if irreversible(&m) && statically_dead(&next, winner, PRUNE_WORK) {
                continue;
            }
            parents.push((id, Some(m)));
            queue.push_back((next, (parents.len() - 1) as u32));
        }
    }
    Exhaust::NoMate
}
