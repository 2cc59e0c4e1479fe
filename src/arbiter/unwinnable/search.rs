//! The dynamic half of the analysis: searching for a helpmate (a series of
//! legal moves, both sides cooperating, that ends in mate by the winner),
//! and exhausting every reachable position when there are few enough.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use shakmaty::{Color, Move, MoveList, Role, Square};

use super::node::{IdHasher, KeyMap, Node, irreversible};
use super::reach::{DARK, Extra, Regions, idx, pawn_push, pawn_span};

/// Work allowed to one static analysis (see [`Regions::cannot_mate`]): at
/// the root of a full analysis, and when pruning the searches (where a
/// missed proof only costs nodes).
pub(crate) const STATIC_WORK: u64 = 200_000;
pub(crate) const PRUNE_WORK: u64 = 20_000;

/// Proves with the static analysis that `winner` can never mate from `pos`.
pub(crate) fn statically_dead<N: Node>(pos: &N, winner: Color, work: u64) -> bool {
    let board = pos.board();
    if (board.by_color(winner) & !board.kings()).is_empty()
        || minor_cannot_mate(board, pos.turn(), winner)
    {
        return true;
    }
    let mut work = work;
    let extra = Extra {
        winner: Some(winner),
        ..pos.extra()
    };
    Regions::analyse(board, pos.turn(), extra).cannot_mate(winner, &mut work)
}

/// Material alone proves that `winner` can never mate
/// (`docs/unwinnable.md`, "A lone minor piece", has the proofs; CHA applies
/// the same rules): the loser must promote for the winner to have any mate
/// ([`loser_must_promote`]: a lone knight against queens and pawns only, or
/// bishops of one colour against no knight and no bishop of the other
/// colour) and has no pawn to promote, so its material never grows:
/// - against a lone knight, the winner's king would have to cover both
///   squares next to the king and to the knight, and a queen on the king's
///   last free square takes the knight;
/// - against bishops of one colour, of the two squares next to the king and
///   to the square the check comes through, the winner's king covers one
///   at most, and a rook or queen on the other takes the bishop or steps
///   into its line (never pinned: a square of the other colour).
///
/// Both need the kings apart and a single check at most, as after any legal
/// move: a raw board (A.5.2) where the kings touch, the loser is in check
/// twice, or in check with the winner to move, is left to the analysis.
fn minor_cannot_mate(b: &shakmaty::Board, turn: Color, winner: Color) -> bool {
    if (b.pawns() & b.by_color(!winner)).any() || !loser_must_promote(b, winner) {
        return false;
    }
    let (Some(k), Some(our_king)) = (b.king_of(!winner), b.king_of(winner)) else {
        return false;
    };
    let checks = b.attacks_to(k, winner, b.occupied()).count();
    !(shakmaty::attacks::king_attacks(k).contains(our_king)
        || checks > 1
        || (checks == 1 && turn == winner))
}

/// What the static analysis proved of the positions met so far, by exact
/// key: shared by the helpmate searches and the walk of one question (the
/// walk's proofs rest on it, so a key stands for one position only).
pub(crate) struct DeadTable {
    winner: Color,
    proved: KeyMap<bool>,
}

impl DeadTable {
    pub fn new(winner: Color) -> DeadTable {
        DeadTable {
            winner,
            proved: KeyMap::default(),
        }
    }

    /// [`statically_dead`] with the pruning work, each position analysed
    /// once.
    pub fn dead<N: Node>(&mut self, pos: &N) -> bool {
        let winner = self.winner;
        *self
            .proved
            .entry(pos.key())
            .or_insert_with(|| statically_dead(pos, winner, PRUNE_WORK))
    }
}

/// Could the static analysis prove anything here? Not while the winner has
/// a queen or a rook and few pawns are blocked, nor while no pawn is
/// blocked and one of the winner's pawns has no pawn ahead on its file
/// (it may queen, and nothing stands still: on the lichess file and the
/// test vector such positions were 118,000 and 160,000 of the searches'
/// analyses, proved dead none and took up to nine tenths of the slowest
/// lichess question). Pruning is only an optimisation: a position not
/// analysed is searched on.
fn worth_analysing(b: &shakmaty::Board, winner: Color) -> bool {
    let white = (b.pawns() & b.white()).0;
    let black = (b.pawns() & b.black()).0;
    let blocked = (white << 8 & black).count_ones();
    let ours = b.by_color(winner);
    if (ours & (b.queens() | b.rooks())).is_empty() {
        return blocked > 0 || !has_open_file_ahead(b, winner);
    }
    blocked >= 3
}

/// Has `winner` a pawn with no pawn (of either side) ahead on its file?
fn has_open_file_ahead(b: &shakmaty::Board, winner: Color) -> bool {
    let pawns = b.pawns().0;
    // Every square below (for White; above for Black) some pawn.
    let behind = match winner {
        Color::White => {
            let mut x = pawns >> 8;
            x |= x >> 8;
            x |= x >> 16;
            x | x >> 32
        }
        Color::Black => {
            let mut x = pawns << 8;
            x |= x << 8;
            x |= x << 16;
            x | x << 32
        }
    };
    (b.pawns() & b.by_color(winner)).0 & !behind != 0
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
    /// The corner's two neighbours off its diagonal: where the loser's
    /// pieces block the king in (a bishop's mate; see [`Mode::Net`]).
    pub blocks: [Square; 2],
    pub winner_king: Square,
    pub winner_piece: Square,
}

/// What the [`Mode::Unlock`] search steers towards, per position.
#[derive(Clone, Copy, Debug)]
struct Unlock {
    /// Squares the winner's pawns and the loser's pawns attack: a piece
    /// offered there can be taken by a pawn, which changes its file.
    winner_pawn_attacks: u64,
    loser_pawn_attacks: u64,
    /// The enemy pawn each king heads for: the nearest one that stands in
    /// front of one of its own side's pawns (taking it opens the file).
    winner_king: Option<Square>,
    loser_king: Option<Square>,
}

impl Unlock {
    fn of<N: Node>(pos: &N, winner: Color) -> Unlock {
        let b = pos.board();
        let pawns = |c: Color| (b.pawns() & b.by_color(c)).0;
        let target = |c: Color| -> Option<Square> {
            let king = b.king_of(c)?;
            let theirs = pawns(!c);
            // Every square in front of our pawns, on their files.
            let mut front = 0u64;
            let mut span = pawns(c);
            for _ in 0..7 {
                span = pawn_push(idx(c), span);
                front |= span;
            }
            let blockers = theirs & front;
            squares_of(blockers).min_by_key(|&s| s.distance(king))
        };
        Unlock {
            winner_pawn_attacks: pawn_span(idx(winner), pawns(winner)),
            loser_pawn_attacks: pawn_span(idx(!winner), pawns(!winner)),
            winner_king: target(winner),
            loser_king: target(!winner),
        }
    }
}

/// Does a pawn of `winner` pushed to `to` stand in the enemy's half?
fn advanced_push(winner: Color, to: Square) -> bool {
    let rank = u32::from(to.rank());
    if winner == Color::White {
        rank >= 4
    } else {
        rank <= 3
    }
}

fn squares_of(b: u64) -> impl Iterator<Item = Square> {
    shakmaty::Bitboard(b).into_iter()
}

/// How the helpmate search rewards moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Mating nets in a corner (see [`Targets`]).
    Corner,
    /// While the winner has no queen or rook: opening pawn files. Pieces
    /// offered to enemy pawns, pawn captures, kings taking the pawns that
    /// block their own side's pawns, every promotion and the loser's pawn
    /// pushes are progress (the loser may have to promote a piece and give
    /// it to a winner's pawn). With a queen or rook, as [`Mode::Corner`].
    Unlock,
    /// As [`Mode::Corner`], and every loser's piece heading for the
    /// corner's two neighbours off its diagonal (the winner's bishops
    /// cannot cover them: in a bishop's mate the loser's own pieces block
    /// them).
    Net,
}

/// Does a winner's piece make room for the loser's king in the corner
/// (it stood there, or attacked it through its own side's pieces, and no
/// longer does)? Only while the loser's king is not there yet.
fn clears_corner(b: &shakmaty::Board, m: &Move, corner: Square) -> bool {
    let (Some(from), role) = (m.from(), m.role()) else {
        return false;
    };
    if matches!(role, Role::King | Role::Pawn) || b.kings().contains(corner) {
        return false;
    }
    let Some(side) = b.color_at(from) else {
        return false;
    };
    let occ = b.by_color(!side);
    let piece = shakmaty::Piece { color: side, role };
    let attacks = |s: Square| shakmaty::attacks::attacks(s, piece, occ).contains(corner);
    (from == corner || attacks(from)) && !attacks(m.to())
}

/// Does a loser's piece moving from `from` to `to` get closer (in king
/// steps) to a square of `blocks` it could stand on and that no piece of
/// its side holds yet?
fn closer_to_block(
    b: &shakmaty::Board,
    role: Role,
    from: Square,
    to: Square,
    blocks: &[Square; 2],
) -> bool {
    let side = b.color_at(from);
    let free = |s: &&Square| {
        let held = side.is_some_and(|c| b.by_color(c).contains(**s)) && **s != from;
        let colour_ok = role != Role::Bishop || s.is_dark() == from.is_dark();
        !held && colour_ok
    };
    blocks
        .iter()
        .filter(free)
        .map(|&s| (to.distance(s), from.distance(s)))
        .min_by_key(|&(_, d)| d)
        .is_some_and(|(after, before)| after < before)
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
        let (corner, blocker, other, king) = if dark {
            (Square::H8, Square::G8, Square::H7, Square::H6)
        } else {
            (Square::A8, Square::B8, Square::A7, Square::A6)
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
            blocks: [orient(blocker), orient(other)],
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
    /// Shared with the walk (see [`Walk::run`]).
    pub dead: DeadTable,
    line: Vec<Move>,
    targets: Targets,
    /// Keep `targets` (else the corner targets of each position).
    fixed_targets: bool,
    mode: Mode,
}

impl Helpmate {
    /// A search that [`Helpmate::restart`] sets going.
    pub fn new(winner: Color) -> Helpmate {
        Helpmate {
            winner,
            nodes: 0,
            limit: 0,
            iteration_limit: 0,
            iteration_nodes: 0,
            max_depth: 0,
            tt: DigestMap::default(),
            dead: DeadTable::new(winner),
            line: Vec::new(),
            targets: Targets {
                loser_king: Square::H8,
                loser_piece: Square::G8,
                blocks: [Square::G8, Square::H7],
                winner_king: Square::H6,
                winner_piece: Square::H8,
            },
            fixed_targets: false,
            mode: Mode::Corner,
        }
    }

    /// A new search from scratch with these rewards and limits, keeping
    /// what the static analysis proved of the positions met so far (the
    /// same answers, not computed again).
    pub fn restart(&mut self, mode: Mode, limit: u64, iteration_limit: u64) {
        self.mode = mode;
        self.limit = limit;
        self.iteration_limit = iteration_limit;
        self.nodes = 0;
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

    /// [`Mode::Unlock`]'s rewards (while the winner has no queen or rook).
    fn unlock_kind<N: Node>(&self, pos: &N, m: &Move, t: &Targets, u: &Unlock) -> Kind {
        let role = m.role();
        let from = m.from().unwrap_or(m.to());
        let to = m.to();
        let winners = pos.turn() == self.winner;
        if m.is_promotion() {
            return Kind::Reward;
        }
        let (enemy_pawn_attacks, king_target) = if winners {
            (u.loser_pawn_attacks, u.winner_king)
        } else {
            (u.winner_pawn_attacks, u.loser_king)
        };
        match role {
            Role::Pawn => {
                if m.is_capture() || !winners {
                    return Kind::Reward;
                }
                if advanced_push(self.winner, to) {
                    Kind::Reward
                } else {
                    Kind::Normal
                }
            }
            Role::King => {
                if m.is_capture() {
                    let pawn = pos.board().role_at(to) == Some(Role::Pawn);
                    return if winners || pawn {
                        Kind::Reward
                    } else {
                        Kind::Punish
                    };
                }
                let target =
                    king_target.unwrap_or(if winners { t.winner_king } else { t.loser_king });
                if closer(role, from, to, target) {
                    Kind::Reward
                } else {
                    Kind::Normal
                }
            }
            _ => {
                if enemy_pawn_attacks & (1u64 << to as u32) != 0 {
                    return Kind::Reward;
                }
                if m.is_capture() {
                    return if winners { Kind::Reward } else { Kind::Punish };
                }
                let target = if winners {
                    t.winner_piece
                } else {
                    t.loser_piece
                };
                if closer(role, from, to, target) {
                    Kind::Reward
                } else {
                    Kind::Normal
                }
            }
        }
    }

    fn kind<N: Node>(&self, pos: &N, m: &Move, t: &Targets, must_promote: bool) -> Kind {
        let role = m.role();
        let from = m.from().unwrap_or(m.to());
        if pos.turn() == self.winner {
            if m.is_capture() {
                return Kind::Reward;
            }
            if role == Role::Pawn {
                return if advanced_push(self.winner, m.to()) {
                    Kind::Reward
                } else {
                    Kind::Normal
                };
            }
            let target = if role == Role::King {
                t.winner_king
            } else {
                t.winner_piece
            };
            if closer(role, from, m.to(), target)
                || (self.mode == Mode::Net && clears_corner(pos.board(), m, t.loser_king))
            {
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
            if self.mode == Mode::Net
                && role != Role::King
                && role != Role::Pawn
                && closer_to_block(pos.board(), role, from, m.to(), &t.blocks)
            {
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
        self.dead.dead(pos)
    }

    fn out_of_nodes(&self) -> bool {
        self.nodes >= self.limit || self.iteration_nodes >= self.iteration_limit
    }

    fn dfs<N: Node>(&mut self, pos: &N, depth: i32, progress: bool) -> bool {
        self.nodes += 1;
        self.iteration_nodes += 1;
        if depth >= self.max_depth || self.line.len() >= MAX_PLIES || self.out_of_nodes() {
            // A leaf: only a mate of the loser counts, and without a check
            // there is none (no need to generate the moves).
            return pos.turn() != self.winner && pos.in_check() && pos.moves().is_empty();
        }
        let moves = pos.moves();
        if moves.is_empty() {
            return pos.turn() != self.winner && pos.in_check();
        }
        let left = self.max_depth - depth;
        match self.tt.entry(digest(pos)) {
            Entry::Occupied(e) if *e.get() >= left => return false,
            Entry::Occupied(mut e) => {
                e.insert(left);
            }
            Entry::Vacant(e) => {
                e.insert(left);
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
        let unlock = (self.mode == Mode::Unlock && {
            let b = pos.board();
            (b.by_color(self.winner) & (b.queens() | b.rooks())).is_empty()
        })
        .then(|| Unlock::of(pos, self.winner));
        let mut scored: Vec<(i32, bool, Move)> = moves
            .iter()
            .map(|m| {
                let mut kind = match &unlock {
                    Some(u) => self.unlock_kind(pos, m, &targets, u),
                    None => self.kind(pos, m, &targets, must_promote),
                };
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
            // A leaf is only tested for mate, which a dead position is
            // not: the static analysis is spent on positions searched on.
            let leaf = depth + cost >= self.max_depth;
            if !leaf && irreversible(&m) && self.dead(&next) {
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

/// Does every series of at most `depth` legal moves from `pos` end the
/// game without a mate by `winner`, leave `winner` with a bare king, or
/// reach (by a capture or a pawn move) a position the static analysis
/// proves dead?
/// (An exhaustive search of every move, as the reference tool's quick mode
/// does; `nodes` bounds the work: at zero the answer is "no".) `true`
/// proves that `winner` can never mate.
pub(crate) fn dies_out<N: Node>(pos: &N, winner: Color, depth: u32, nodes: &mut u32) -> bool {
    let b = pos.board();
    if (b.by_color(winner) & !b.kings()).is_empty() {
        return true;
    }
    if *nodes == 0 {
        return false;
    }
    *nodes -= 1;
    let moves = pos.moves();
    if moves.is_empty() {
        return !(pos.in_check() && pos.turn() != winner);
    }
    // The other moves first: a series that goes on is found sooner, and
    // without the static analysis, which may settle a capture or a pawn
    // move.
    depth > 0
        && moves
            .iter()
            .filter(|m| !irreversible(m))
            .chain(moves.iter().filter(|m| irreversible(m)))
            .all(|m| {
                let next = pos.after(m);
                (irreversible(m) && statically_dead(&next, winner, PRUNE_WORK))
                    || dies_out(&next, winner, depth - 1, nodes)
            })
}

/// Can the game go round from `pos` (a piece of each side moves and comes
/// back, after one move more when that fails, as when in check), so that
/// some series of legal moves, none of them a capture or a pawn move,
/// never ends? `moves` are the legal moves of
/// `pos`. A cheap test that [`dies_out`] would fail.
pub(crate) fn goes_round<N: Node>(pos: &N, moves: &MoveList) -> bool {
    cycle(pos.board(), pos.turn())
        || moves.iter().find(|m| !irreversible(m)).is_some_and(|m| {
            let next = pos.after(m);
            cycle(next.board(), next.turn())
        })
}

/// `b` with the piece on `from` moved to the empty square `to`.
fn moved(b: &shakmaty::Board, from: Square, to: Square) -> Option<shakmaty::Board> {
    let piece = b.piece_at(from)?;
    let mut next = b.clone();
    next.discard_piece_at(from);
    next.set_piece_at(to, piece);
    Some(next)
}

/// Is the king of `c` attacked on `b`?
fn checked(b: &shakmaty::Board, c: Color) -> bool {
    b.king_of(c)
        .is_some_and(|k| b.attacks_to(k, !c, b.occupied()).any())
}

/// Moves of `c`'s pieces (not pawns) onto empty squares that leave
/// neither king in check, kings and knights first; a few only.
fn quiet_moves(
    b: &shakmaty::Board,
    c: Color,
) -> impl Iterator<Item = (Square, Square, shakmaty::Board)> + '_ {
    let ours = b.by_color(c) & !b.pawns();
    let first = ours & (b.kings() | b.knights());
    first
        .into_iter()
        .chain(ours & !first)
        .flat_map(move |from| {
            let piece = b.piece_at(from).expect("a piece");
            (shakmaty::attacks::attacks(from, piece, b.occupied()) & !b.occupied())
                .into_iter()
                .map(move |to| (from, to))
        })
        .filter_map(move |(from, to)| {
            let next = moved(b, from, to)?;
            (!checked(&next, c) && !checked(&next, !c)).then_some((from, to, next))
        })
        .take(4)
}

/// A four-ply cycle from the board `b` with `us` to move: a piece of ours
/// moves and comes back while one of theirs does the same, every move
/// legal (onto an empty square, leaving no king in check; on the way back
/// the way is checked again).
fn cycle(b: &shakmaty::Board, us: Color) -> bool {
    if checked(b, us) || checked(b, !us) {
        return false;
    }
    let back = |b: &shakmaty::Board, from: Square, to: Square| {
        let piece = b.piece_at(from)?;
        if !(shakmaty::attacks::attacks(from, piece, b.occupied()) & !b.occupied()).contains(to) {
            return None;
        }
        let next = moved(b, from, to)?;
        (!checked(&next, Color::White) && !checked(&next, Color::Black)).then_some(next)
    };
    quiet_moves(b, us).any(|(x, y, b1)| {
        quiet_moves(&b1, !us)
            .take(4)
            .any(|(u, v, b2)| back(&b2, y, x).is_some_and(|b3| back(&b3, v, u).is_some()))
    })
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

/// Breadth-first walk of every position reachable from a root, each once,
/// skipping those the static analysis proves dead. Exhaustive, so
/// [`Exhaust::NoMate`] is a proof; breadth-first, so a mate found is a
/// shortest one. A walk stopped at its limit goes on where it stopped when
/// run again with a larger one (nothing is visited twice).
pub(crate) struct Walk<N> {
    winner: Color,
    seen: KeyMap<()>,
    /// Each position queued: the position it came from and the move.
    parents: Vec<(u32, Option<Move>)>,
    /// Positions to expand: each with its index in `parents` and whether
    /// an irreversible move reached it (then it is tested dead when its
    /// turn comes, not when queued: a walk stopped at its limit leaves
    /// much of its last layer unexpanded, and need not analyse it).
    queue: VecDeque<(N, u32, bool)>,
}

impl<N: Node> Walk<N> {
    pub fn new(root: &N, winner: Color) -> Walk<N> {
        let mut seen: KeyMap<()> = KeyMap::default();
        seen.insert(root.key(), ());
        Walk {
            winner,
            seen,
            parents: vec![(0, None)],
            queue: VecDeque::from([(root.clone(), 0, false)]),
        }
    }

    /// Walks on until every reachable position is visited, a mate is met,
    /// or more than `limit` positions have been seen in all.
    /// `dead` is the table of positions proved dead, shared with the
    /// helpmate searches.
    pub fn run(&mut self, limit: usize, dead: &mut DeadTable) -> Exhaust {
        let winner = self.winner;
        while self.seen.len() <= limit {
            let Some((pos, id, irreversibly)) = self.queue.pop_front() else {
                return Exhaust::NoMate;
            };
            // Proved dead: none of its futures is a mate (nor itself).
            if irreversibly && dead.dead(&pos) {
                continue;
            }
            let moves = pos.moves();
            if moves.is_empty() {
                if pos.turn() != winner && pos.in_check() {
                    return Exhaust::Mate(self.line_to(id));
                }
                continue;
            }
            for &m in &moves {
                let next = pos.after(&m);
                if self.seen.insert(next.key(), ()).is_some() {
                    continue;
                }
                self.parents.push((id, Some(m)));
                self.queue
                    .push_back((next, (self.parents.len() - 1) as u32, irreversible(&m)));
            }
        }
        Exhaust::Limit
    }

    /// After its first thousand positions, is the walk still branching
    /// out: more than nine in ten of the positions seen still to visit (a
    /// dozen new positions or more from each one visited)? It will then not
    /// come to an end soon. On the CHA test vector every walk that ended
    /// within 30,000 positions had at most 84 % left to visit after its
    /// first thousand; on the lichess file the one walk that got that far
    /// had 93 % and never ended.
    pub fn branching_out(&self) -> bool {
        self.seen.len() >= 1_000 && self.queue.len() * 10 > self.seen.len() * 9
    }

    /// The moves from the root to the position queued as `id`.
    fn line_to(&self, id: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = id as usize;
        while let (parent, Some(m)) = &self.parents[at] {
            line.push(*m);
            at = *parent as usize;
        }
        line.reverse();
        line
    }
}

/// Does `b` look like a locked pawn ending, whose reachable positions
/// [`roam`] may visit: at most one piece besides the kings and pawns, at
/// least three pawns that cannot step forward, and a king that has no
/// square to step to? (Only a guess, to spend the walk where it may
/// succeed.)
pub(crate) fn locked_ending(b: &shakmaty::Board) -> bool {
    if (b.occupied() & !b.pawns() & !b.kings()).count() > 1 {
        return false;
    }
    let occupied = b.occupied().0;
    let white = (b.pawns() & b.white()).0;
    let black = (b.pawns() & b.black()).0;
    if ((white << 8) & occupied).count_ones() + ((black >> 8) & occupied).count_ones() < 3 {
        return false;
    }
    Color::ALL.iter().any(|&c| {
        b.king_of(c).is_some_and(|k| {
            let without = b.occupied() ^ shakmaty::Bitboard::from_square(k);
            (shakmaty::attacks::king_attacks(k) & !b.by_color(c))
                .into_iter()
                .all(|s| b.attacks_to(s, !c, without).any())
        })
    })
}

/// Positions [`roam`] may visit after a promotion to a knight or bishop.
const ROAM_AFTER_PROMOTION: usize = 200;

/// Visits every position reachable from `root` (depth first, each once,
/// skipping those the static analysis proves dead after a capture or a
/// pawn move) and answers whether none is a mate by `winner`: `true` is a
/// proof. Gives up (`false`) after `limit` positions, at a mate, after a
/// promotion to a queen or rook that neither ends the game nor is proved
/// dead, and soon after any other (new pieces: too many positions to
/// come).
pub(crate) fn roam<N: Node>(root: &N, winner: Color, limit: usize) -> bool {
    let mut seen: KeyMap<()> = KeyMap::default();
    let mut stack: Vec<(N, Option<Role>)> = vec![(root.clone(), None)];
    let mut limit = limit;
    seen.insert(root.key(), ());
    while let Some((pos, promoted)) = stack.pop() {
        let moves = pos.moves();
        if moves.is_empty() {
            if pos.turn() != winner && pos.in_check() {
                return false;
            }
            continue;
        }
        match promoted {
            Some(Role::Queen | Role::Rook) => return false,
            Some(_) => limit = limit.min(seen.len() + ROAM_AFTER_PROMOTION),
            None => {}
        }
        // Pawn moves last on the stack: explored first, so that a
        // promotion, where it gives up, comes soon.
        let (pawn, other): (Vec<Move>, Vec<Move>) =
            moves.iter().partition(|m| m.role() == Role::Pawn);
        for m in other.into_iter().chain(pawn) {
            let next = pos.after(&m);
            if seen.insert(next.key(), ()).is_some() {
                continue;
            }
            if seen.len() > limit {
                return false;
            }
            if irreversible(&m) && statically_dead(&next, winner, PRUNE_WORK) {
                continue;
            }
            stack.push((next, m.promotion()));
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Chess, fen::Fen};

    fn chess(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("a FEN")
            .into_position(CastlingMode::Chess960)
            .expect("a legal position")
    }

    #[test]
    fn a_walk_branching_out_is_told_apart_from_one_that_ends() {
        let sizes = |fen: &str, winner: Color| {
            let root = chess(fen);
            let mut walk = Walk::new(&root, winner);
            let r = walk.run(1_000, &mut DeadTable::new(winner));
            assert!(matches!(r, Exhaust::Limit), "{fen}");
            let out = walk.branching_out();
            let ends = matches!(
                walk.run(30_000, &mut DeadTable::new(winner)),
                Exhaust::NoMate
            );
            (out, ends)
        };
        // Queen, rook and pawns against a knight (lichess): a dozen new
        // positions from each.
        assert_eq!(
            sizes("8/1p3k2/8/p3K3/3N4/8/8/3q3r b - - 3 57", Color::White),
            (true, false)
        );
        // Kings behind a locked wall: the walk ends (nobody can mate).
        assert_eq!(
            sizes("8/8/2k5/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", Color::White),
            (false, true)
        );
    }

    #[test]
    fn searches_skip_the_analysis_where_a_pawn_runs_free() {
        let worth = |fen: &str, winner: Color| {
            let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
            worth_analysing(&setup.board, winner)
        };
        // Black's h-pawn has an open file and no pawn is blocked (the
        // slowest lichess question once).
        assert!(!worth(
            "8/R5pp/5k2/1P6/8/8/PP3PP1/5K2 w - - 1 38",
            Color::Black
        ));
        // White's b-pawn has an open file too (without the rook).
        assert!(!worth(
            "8/6pp/5k2/1P6/8/8/PP3PP1/5K2 w - - 1 38",
            Color::White
        ));
        // Black's h-pawn is blocked by White's: analysed.
        assert!(worth("8/8/6k1/2B5/8/6Pp/PP5P/6K1 w - - 0 46", Color::Black));
        // A pawn ahead on the file, none blocked: analysed.
        assert!(worth("8/7p/8/8/7P/8/8/k5K1 w - - 0 1", Color::White));
        assert!(worth("8/7p/8/8/7P/8/8/k5K1 w - - 0 1", Color::Black));
        // No pawn at all: analysed (a lone minor piece, say).
        assert!(worth("8/8/8/8/8/8/2kN4/2K5 w - - 0 1", Color::White));
        // A rook and no blocked pawn: not analysed, as before.
        assert!(!worth("8/8/8/8/8/8/2k5/2KR4 w - - 0 1", Color::White));
    }

    /// [`minor_cannot_mate`] on a FEN.
    fn rule(fen: &str, winner: Color) -> bool {
        let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
        minor_cannot_mate(&setup.board, setup.turn, winner)
    }

    #[test]
    fn a_lone_minor_piece_is_dead_by_material_alone() {
        // Met by the helpmate search in a real game (lichess): the bishop
        // or knight against five promoted queens.
        for dead in [
            "6Bk/8/8/6K1/4q3/2q5/qq6/3q4 w - - 0 1",
            "6Nk/8/8/6K1/4q3/2q5/qq6/3q4 b - - 0 1",
            // Bishops of one colour (two), rooks, queens and a bishop of
            // the same colour against them.
            "k7/8/1r6/2B5/8/4B3/5q2/2b3K1 w - - 0 1",
        ] {
            assert!(rule(dead, Color::White), "{dead}");
            assert!(!rule(dead, Color::Black), "{dead}: Black");
        }
        for open in [
            // A pawn may promote to a piece that blocks without defending.
            "6Bk/7p/8/6K1/4q3/8/8/8 w - - 0 1",
            // A rook next to the king on the knight's diagonal.
            "6rk/8/7K/8/8/8/8/3N4 w - - 0 1",
            // A knight may block; a bishop on the other colour too.
            "6Bk/8/8/6K1/4n3/8/8/8 w - - 0 1",
            "6Bk/8/8/6K1/3b4/8/8/8 w - - 0 1",
            // Bishops of both colours, or a knight and a bishop.
            "7k/8/8/6K1/8/8/1BB5/8 w - - 0 1",
            "7k/8/8/6K1/8/8/1BN5/8 w - - 0 1",
            // Raw boards (A.5.2): the kings touch; the loser in check from
            // two bishops; in check with the winner to move.
            "k7/qK6/8/8/8/8/8/7B w - - 0 1",
            "2k4q/8/B3B3/8/8/8/8/6K1 b - - 0 1",
            "k7/q7/8/8/8/8/8/6KB w - - 0 1",
        ] {
            assert!(!rule(open, Color::White), "{open}");
        }
        // The rook case is no theorem: mate with a lone knight.
        assert_finds("6rk/8/7K/8/8/8/8/3N4 w - - 0 1", Color::White, Mode::Corner);
    }

    /// Wherever the rule applies in the labelled files, the label says
    /// that side cannot mate.
    #[test]
    fn the_material_rule_agrees_with_the_labelled_positions() {
        let vector = include_str!("../../../tests/data/cha-test-vector.txt");
        let lichess = include_str!("../../../tests/data/lichess-timeouts-30k.txt");
        let mut applied = 0;
        for line in vector
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let (label, fen) = line.split_at(2);
            for (c, can) in [
                (Color::White, label.as_bytes()[0] == b'W'),
                (Color::Black, label.as_bytes()[1] == b'B'),
            ] {
                if rule(fen.trim(), c) {
                    applied += 1;
                    assert!(!can, "{c:?} can mate in {fen}");
                }
            }
        }
        for line in lichess
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let mut parts = line.splitn(3, ' ');
            let c = match parts.next() {
                Some("white") => Color::White,
                _ => Color::Black,
            };
            let can = parts.next() == Some("can_mate");
            let fen = parts.next().expect("a FEN");
            if rule(fen, c) {
                applied += 1;
                assert!(!can, "{c:?} can mate in {fen}");
            }
        }
        println!("the rule applies to {applied} questions");
        assert!(applied > 0);
    }

    /// Searches `fen` in `mode` and checks the line: legal moves ending
    /// in mate by `winner`.
    fn assert_finds(fen: &str, winner: Color, mode: Mode) {
        let root = chess(fen);
        let mut search = Helpmate::new(winner);
        search.restart(mode, 200_000, 100_000);
        let line = search
            .run(&root, None, 1000)
            .unwrap_or_else(|| panic!("no line in {fen}"));
        let mut pos = root;
        for m in &line {
            assert!(pos.moves().contains(m), "{m:?} is illegal in {fen}");
            pos = pos.after(m);
        }
        assert!(
            is_mate_by(&pos, winner),
            "no mate by {winner:?} after {line:?}"
        );
    }

    #[test]
    fn every_series_of_moves_may_end_the_game_soon() {
        // After g5+ and any reply White is stalemated, or Black's king
        // takes g5 (a dead position): White never mates.
        let pos = chess("8/7p/6pk/6P1/p3b2K/7P/6q1/8 b - -");
        let mut nodes = 10_000;
        assert!(dies_out(&pos, Color::White, 9, &mut nodes));
        // Black's lone king and White's queen play on for ever.
        let pos = chess("4k3/8/8/8/8/8/8/3QK3 w - -");
        assert!(goes_round(&pos, &pos.moves()));
        let mut nodes = 10_000;
        assert!(!dies_out(&pos, Color::White, 9, &mut nodes));
        // Black's king must take a knight: K+N cannot mate.
        let pos = chess("8/8/8/8/8/2K5/N7/kN6 b - -");
        assert!(!goes_round(&pos, &pos.moves()));
        let mut nodes = 10_000;
        assert!(dies_out(&pos, Color::White, 9, &mut nodes));
    }

    #[test]
    fn a_locked_pawn_ending_is_walked_through() {
        // White's king is stuck on h1 and White's pawns run out of moves:
        // Black's king may take them only when it stalemates White, and
        // Black's pawns never pass. Nobody mates.
        let pos = chess("k7/p1p1p3/8/8/P1P5/4P1p1/6Pp/7K w - -");
        assert!(locked_ending(pos.board()));
        assert!(roam(&pos, Color::White, 30_000));
        assert!(roam(&pos, Color::Black, 30_000));
        // Free pawns promote: the walk gives up.
        let pos = chess("k7/8/8/8/P7/8/6Pp/7K w - -");
        assert!(!roam(&pos, Color::White, 30_000));
        // Not a locked ending.
        assert!(!locked_ending(chess("4k3/8/8/8/8/8/8/3QK3 w - -").board()));
    }

    #[test]
    fn unlock_mode_opens_a_file_with_a_sacrifice() {
        // White's pawns are locked: White's bishop must be given to a
        // black pawn, whose new file lets it promote; Black's king takes
        // the pawns in the way of White's own.
        assert_finds(
            "8/8/3b4/2b5/1p1p1pBp/1PpP1P1P/1kP5/3K4 w - -",
            Color::White,
            Mode::Unlock,
        );
        // White's bishop is given to Black's king, White's king takes a
        // pawn and Black's pawns open the b-file.
        assert_finds(
            "2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - -",
            Color::Black,
            Mode::Unlock,
        );
    }

    #[test]
    fn net_mode_blocks_the_corner_with_the_losers_bishops() {
        // A locked wall; Black's light bishops mate White's king on h1,
        // White's dark bishops blocking g1 and h2.
        assert_finds(
            "8/4kb2/8/1p1p1p1p/1P1P1P1P/1bB5/3B1K2/8 b - -",
            Color::Black,
            Mode::Net,
        );
        // White's bishops leave the long diagonal to let Black's king into
        // h8, Black's bishops block g8 and h7.
        assert_finds(
            "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - -",
            Color::White,
            Mode::Net,
        );
    }
}
