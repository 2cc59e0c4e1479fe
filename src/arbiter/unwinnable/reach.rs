//! The static half of the analysis: where can each piece ever go?
//!
//! A piece is *static* when it can never move and never be captured, whatever
//! the two players do; a king is static when it can never move. The set of
//! static pieces is the greatest set that is consistent with itself:
//! assuming exactly those pieces stay put for ever, we compute, piece by
//! piece, every square it could ever stand on (its *region*), then check
//! that no assumed-static piece could move or be captured by a piece from
//! those regions (a capture by the enemy king that always leaves the other
//! side without a move does not count: the game ends there); pieces that
//! fail are dropped and the regions recomputed, until nothing changes. By induction on any series of legal moves (the
//! first move that would leave a region or disturb a static piece is
//! impossible: see `docs/unwinnable.md`), every piece stays in its region
//! for ever and the static pieces never move.
//!
//! Every rule below over-approximates what pieces can do (other pieces are
//! never treated as obstacles, only static ones; a capture is assumed
//! possible wherever an enemy piece could ever be) and under-approximates
//! what they cannot (a king is kept off a square only when a static enemy
//! attacks it in a way nothing could ever block). That is what makes
//! [`Regions::cannot_mate`] sound.

// Unit, colour and role indices address several arrays at once.
#![allow(clippy::needless_range_loop)]

use shakmaty::{Bitboard, Board, Color, Role, Square, attacks};

pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;
pub(crate) const FILE_H: u64 = FILE_A << 7;
pub(crate) const RANK_1: u64 = 0xff;
pub(crate) const RANK_8: u64 = 0xff << 56;
pub(crate) const DARK: u64 = 0xaa55_aa55_aa55_aa55;

/// Role indices of the non-king pieces.
pub(crate) const PAWN: usize = 0;
pub(crate) const KNIGHT: usize = 1;
pub(crate) const BISHOP: usize = 2;
pub(crate) const ROOK: usize = 3;
pub(crate) const QUEEN: usize = 4;

/// At most this many non-king pieces are analysed one by one (a legal
/// position has at most 30, a physical board hardly more); with more, the
/// analysis proves nothing.
const MAX_UNITS: usize = 32;

#[inline]
fn sq(i: u32) -> Square {
    Square::new(i)
}

#[inline]
pub(crate) fn bit(s: Square) -> u64 {
    1u64 << s.to_u32()
}

/// Iterates the squares of a bitboard.
#[inline]
pub(crate) fn squares(mut b: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let i = b.trailing_zeros();
            b &= b - 1;
            Some(sq(i))
        }
    })
}

#[inline]
pub(crate) fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[inline]
pub(crate) fn last_rank(c: usize) -> u64 {
    if c == 0 { RANK_8 } else { RANK_1 }
}

#[inline]
fn back_rank(c: usize) -> u64 {
    if c == 0 { RANK_1 } else { RANK_8 }
}

#[inline]
pub(crate) fn pawn_push(c: usize, b: u64) -> u64 {
    if c == 0 { b << 8 } else { b >> 8 }
}

/// Squares attacked by pawns of colour `c` standing on `b`.
#[inline]
pub(crate) fn pawn_span(c: usize, b: u64) -> u64 {
    if c == 0 {
        ((b & !FILE_A) << 7) | ((b & !FILE_H) << 9)
    } else {
        ((b & !FILE_A) >> 9) | ((b & !FILE_H) >> 7)
    }
}

#[inline]
pub(crate) fn king_span(b: u64) -> u64 {
    let side = ((b & !FILE_A) >> 1) | ((b & !FILE_H) << 1);
    let row = b | side;
    side | (row << 8) | (row >> 8)
}

#[inline]
fn knight_span(b: u64) -> u64 {
    let l1 = (b >> 1) & !FILE_H;
    let l2 = (b >> 2) & !(FILE_H | (FILE_H >> 1));
    let r1 = (b << 1) & !FILE_A;
    let r2 = (b << 2) & !(FILE_A | (FILE_A << 1));
    let h1 = l1 | r1;
    let h2 = l2 | r2;
    (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8)
}

/// Attacks of a piece of `role` (colour `c`) on `s` with `occ` as blockers.
#[inline]
pub(crate) fn piece_attacks(c: usize, role: usize, s: Square, occ: u64) -> u64 {
    let occ = Bitboard(occ);
    match role {
        PAWN => pawn_span(c, bit(s) & !last_rank(c)),
        KNIGHT => attacks::knight_attacks(s).0,
        BISHOP => attacks::bishop_attacks(s, occ).0,
        ROOK => attacks::rook_attacks(s, occ).0,
        QUEEN => attacks::queen_attacks(s, occ).0,
        _ => attacks::king_attacks(s).0,
    }
}

/// Squares from which a piece of `role` (colour `c`) attacks `t`, with
/// `occ` as blockers.
#[inline]
fn attackers_from(c: usize, role: usize, t: Square, occ: u64) -> u64 {
    if role == PAWN {
        pawn_span(1 - c, bit(t)) & !last_rank(c)
    } else {
        piece_attacks(c, role, t, occ)
    }
}

/// The squares one step from `from` in the directions a piece of `role`
/// (not a pawn or king) moves: its attacks when every square blocks.
#[inline]
fn step_span(role: usize, from: u64) -> u64 {
    match role {
        KNIGHT => knight_span(from),
        BISHOP => {
            ((from & !FILE_A) << 7)
                | ((from & !FILE_H) << 9)
                | ((from & !FILE_A) >> 9)
                | ((from & !FILE_H) >> 7)
        }
        ROOK => ((from & !FILE_A) >> 1) | ((from & !FILE_H) << 1) | (from << 8) | (from >> 8),
        _ => king_span(from),
    }
}

/// Everywhere a piece of `role` (not a pawn) starting on `start` can go,
/// with `walls` impassable. A slide is a series of single steps through
/// squares that are not walls, so this is the set of squares connected to
/// `start` by steps ([`step_span`]) through non-wall squares.
fn flood(role: usize, start: u64, walls: u64) -> u64 {
    let mut region = start;
    let mut frontier = start;
    while frontier != 0 {
        let next = step_span(role, frontier) & !walls & !region;
        region |= next;
        frontier = next;
    }
    region
}

/// Squares attacked by a piece of `role` (not a pawn) from anywhere in a
/// region closed under its moves with `walls` impassable (a [`flood`] of
/// non-wall squares): a ray from the region passes only through squares of
/// the region up to the square it attacks, which is one step from the
/// last of them.
#[inline]
fn closed_attacks(role: usize, region: u64) -> u64 {
    step_span(role, region)
}

/// The regions of pieces that move as `role`, for one set of walls: the
/// squares that are not walls fall into classes connected by the piece's
/// moves (moves between them are symmetric), each flooded once.
struct Components {
    walls: u64,
    /// Per role (knight..queen): the classes found so far.
    found: [[u64; 8]; 4],
    len: [usize; 4],
}

impl Components {
    fn new(walls: u64) -> Components {
        Components {
            walls,
            found: [[0; 8]; 4],
            len: [0; 4],
        }
    }

    /// [`flood`]`(role, start, walls)`.
    fn flood(&mut self, role: usize, start: u64) -> u64 {
        let r = role - KNIGHT;
        let mut region = 0;
        let mut rest = start;
        for &c in &self.found[r][..self.len[r]] {
            if c & rest != 0 {
                region |= c;
                rest &= !c;
            }
        }
        while rest != 0 {
            let s = rest & rest.wrapping_neg();
            let c = flood(role, s, self.walls);
            if s & self.walls == 0 && self.len[r] < 8 {
                self.found[r][self.len[r]] = c;
                self.len[r] += 1;
            }
            region |= c;
            rest &= !c & !s;
        }
        region
    }
}

/// Pawns of colour `c` from `start`: pushes onto any non-wall square,
/// captures onto squares where an enemy piece could be. Returns the region
/// and the squares reached by a move (to find promotions).
fn pawn_flood(c: usize, start: u64, walls: u64, prey: u64) -> (u64, u64) {
    let mut region = start;
    let mut moved = 0;
    loop {
        let src = region & !last_rank(c);
        let to = (pawn_push(c, src) | (pawn_span(c, src) & prey)) & !walls;
        moved |= to;
        if to & !region == 0 {
            return (region, moved);
        }
        region |= to;
    }
}

/// The indices of the bits of `mask` (units), lowest first.
#[inline]
fn units_of(mask: u64) -> impl Iterator<Item = usize> {
    squares(mask).map(|s| s as usize)
}

/// The squares of a file strictly between `a` and `b`, or from `a` up to
/// (not including) `b` in the direction of colour `c`'s pushes.
fn file_segment(c: usize, from: u32, until: u32) -> u64 {
    let mut out = 0;
    let mut i = from;
    while i != until {
        out |= 1 << i;
        i = if c == 0 { i + 8 } else { i - 8 };
    }
    out
}

#[derive(Clone, Copy, Default, Debug)]
struct Unit {
    colour: usize,
    role: usize,
    square: u32,
}

/// Where the pieces of a position can ever go.
#[derive(Clone, Debug)]
pub(crate) struct Regions {
    n: usize,
    units: [Unit; MAX_UNITS],
    /// Per unit and role (pawn..queen): where it could stand as that role
    /// (a pawn also as what it may promote to). Static units: their square.
    region: [[u64; 5]; MAX_UNITS],
    /// Per unit: every square it could ever attack (see `unit_attacks`).
    attack: [u64; MAX_UNITS],
    /// More non-king pieces than [`MAX_UNITS`]: nothing was analysed.
    too_many: bool,
    /// The unit on each square (of the analysed board).
    at: [u8; 64],
    /// The units that are pawns, and of each colour (bit `i`: unit `i`).
    pawn_units: u64,
    colour_units: [u64; 2],
    /// Per colour: where its mobile units could stand, and attack.
    mobile_occ: [u64; 2],
    mobile_attack: [u64; 2],
    /// Where any unit could stand.
    occupiable: u64,
    /// Static units (bit `i`: unit `i`).
    fixed: u64,
    /// Per colour: squares of its static pieces, its king included when it
    /// can never move.
    walls: [u64; 2],
    /// Per colour: where its king can stand.
    king: [u64; 2],
    king_square: [Square; 2],
    /// Per colour: squares attacked by its static pieces along lines no
    /// piece could ever block.
    guard: [u64; 2],
    /// Per colour: squares its king may never step onto (attacked by a
    /// static enemy at point blank or along a line nothing could block).
    forbidden: [u64; 2],
    /// Per colour: whether it may ever castle.
    castle: [bool; 2],
    /// Where the king of the side to move may step now (legally).
    escapes: u64,
    /// The side to move; whether the two kings stand next to each other
    /// (only on a raw board).
    turn: usize,
    kings_touch: bool,
    /// Whether a capture by a king that leaves the other side without a
    /// legal move may be ruled out (see [`Regions::terminal`]), and the
    /// winner it is ruled out for (`None`: both).
    terminal_rule: bool,
    winner: Option<usize>,
}

/// The en passant and castling facts a board alone does not tell.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extra {
    /// The square a pawn skipped on the last move, if it may be captured
    /// en passant now.
    pub ep: Option<Square>,
    /// Rooks with castling rights.
    pub castling: u64,
    /// The side whose mates are in question, if known: it sharpens one
    /// rule (see [`Regions::terminal`]).
    pub winner: Option<Color>,
}

impl Regions {
    /// The analysis of a board (any board with one king per colour; it
    /// need not be legal). `turn` is the side to move.
    pub fn analyse(board: &Board, turn: Color, extra: Extra) -> Regions {
        let mut r = Regions::new(turn, extra);
        r.run(board, turn, extra);
        r
    }

    fn new(turn: Color, extra: Extra) -> Regions {
        Regions {
            n: 0,
            units: [Unit::default(); MAX_UNITS],
            region: [[0; 5]; MAX_UNITS],
            attack: [0; MAX_UNITS],
            too_many: false,
            at: [0; 64],
            pawn_units: 0,
            colour_units: [0; 2],
            mobile_occ: [0; 2],
            mobile_attack: [0; 2],
            occupiable: 0,
            fixed: 0,
            walls: [0; 2],
            king: [0; 2],
            king_square: [Square::A1; 2],
            guard: [0; 2],
            forbidden: [0; 2],
            castle: [false; 2],
            turn: idx(turn),
            escapes: 0,
            kings_touch: false,
            terminal_rule: false,
            winner: extra.winner.map(idx),
        }
    }

    /// The fixed point (see [`Regions::analyse`]).
    fn run(&mut self, board: &Board, turn: Color, extra: Extra) {
        let r = self;
        for c in Color::ALL {
            let ci = idx(c);
            let ours = board.by_color(c);
            if let Some(k) = (ours & board.kings()).first() {
                r.king_square[ci] = k;
            }
            for (role_i, role) in [
                Role::Pawn,
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
            ]
            .into_iter()
            .enumerate()
            {
                for s in ours & board.by_role(role) {
                    if r.n == MAX_UNITS {
                        r.too_many = true;
                    } else {
                        r.units[r.n] = Unit {
                            colour: ci,
                            role: role_i,
                            square: s.to_u32(),
                        };
                        r.at[s as usize] = r.n as u8;
                        if role_i == PAWN {
                            r.pawn_units |= 1 << r.n;
                        }
                        r.colour_units[ci] |= 1 << r.n;
                        r.n += 1;
                    }
                }
            }
        }
        if r.too_many {
            return;
        }
        r.kings_touch = king_span(bit(r.king_square[0])) & bit(r.king_square[1]) != 0;
        let k0 = r.king_square[r.turn];
        let without_king = board.occupied() ^ Bitboard::from_square(k0);
        r.escapes = (attacks::king_attacks(k0) & !board.by_color(turn))
            .into_iter()
            .filter(|&s| board.attacks_to(s, !turn, without_king).is_empty())
            .fold(0, |a, s| a | bit(s));
        // A game-ending king capture is only ruled out where the side not
        // to move is not in check (as after any legal move): on a raw board
        // that is not so, the capture could be a mate at once.
        r.terminal_rule = board
            .attacks_to(r.king_square[idx(!turn)], turn, board.occupied())
            .is_empty();
        let all = if r.n == 64 { !0 } else { (1u64 << r.n) - 1 };
        let mut fixed = all;
        // The pawn that just made a double step may be captured en passant
        // on the square it skipped: it is not static, and counts as
        // standing there too.
        let mut ep_prey = [0u64; 2];
        if let Some(ep) = extra.ep {
            let mover = idx(!turn);
            ep_prey[mover] = bit(ep);
            let pawn = pawn_push(mover, bit(ep));
            for i in 0..r.n {
                if 1u64 << r.units[i].square == pawn {
                    fixed &= !(1 << i);
                }
            }
        }
        // Castling moves a rook and its king, once the squares between
        // them and their destinations are empty: never while a static
        // piece stands there.
        let mut castles: Vec<(usize, u64, u64)> = Vec::new();
        for i in 0..r.n {
            let u = r.units[i];
            let k = r.king_square[u.colour];
            let rank = back_rank(u.colour);
            if u.role != ROOK || extra.castling >> u.square & 1 == 0 || bit(k) & rank == 0 {
                continue;
            }
            let rook = sq(u.square);
            let (king_to, rook_to) = if rook.file() > k.file() {
                (rank & FILE_A << 6, rank & FILE_A << 5)
            } else {
                (rank & FILE_A << 2, rank & FILE_A << 3)
            };
            let (kt, rt) = (sq(king_to.trailing_zeros()), sq(rook_to.trailing_zeros()));
            let path =
                (attacks::between(k, kt).0 | king_to | attacks::between(rook, rt).0 | rook_to)
                    & !bit(k)
                    & !bit(rook);
            castles.push((i, path, king_to | rook_to));
        }
        // The first round, where every piece is assumed static, drops the
        // pieces that can move now and frees the kings that can step onto
        // a free square no enemy attacks at point blank: start after it.
        // (The fixed point is the greatest consistent set below any start
        // that contains it; a piece that can move now is in none.)
        let occupied = board.occupied().0;
        let kings = board.kings().0;
        let mut king_fixed = [true, true];
        for c in 0..2 {
            let e = 1 - c;
            let ours = board.by_color(Color::ALL[c]).0;
            let theirs = board.by_color(Color::ALL[e]).0;
            let mut point_blank = king_span(bit(r.king_square[e]));
            for i in units_of(r.colour_units[c]) {
                let u = r.units[i];
                let b = 1u64 << u.square;
                let moves = if u.role == PAWN {
                    let from = b & !last_rank(c);
                    (pawn_push(c, from) & !occupied) | (pawn_span(c, from) & theirs & !kings)
                } else {
                    piece_attacks(c, u.role, sq(u.square), occupied) & !ours & !kings
                };
                if moves != 0 {
                    fixed &= !(1 << i);
                }
            }
            for i in units_of(r.colour_units[e]) {
                let u = r.units[i];
                point_blank |= piece_attacks(e, u.role, sq(u.square), !0);
            }
            if king_span(bit(r.king_square[c])) & !occupied & !point_blank != 0 {
                king_fixed[c] = false;
            }
        }
        let mut castle_seed = [0u64; 2];
        loop {
            r.fixed = fixed;
            r.walls = [0; 2];
            for i in 0..r.n {
                if fixed >> i & 1 != 0 {
                    let u = r.units[i];
                    r.walls[u.colour] |= 1 << u.square;
                }
            }
            for &(i, path, seed) in &castles {
                let c = r.units[i].colour;
                if path & (r.walls[0] | r.walls[1]) == 0 {
                    fixed &= !(1 << i);
                    r.walls[c] &= !(1u64 << r.units[i].square);
                    king_fixed[c] = false;
                    castle_seed[c] |= seed;
                }
            }
            r.fixed = fixed;
            for c in 0..2 {
                if king_fixed[c] {
                    r.walls[c] |= bit(r.king_square[c]);
                }
            }
            r.castle = [castle_seed[0] != 0, castle_seed[1] != 0];
            let attacked = r.fill(ep_prey, castle_seed);
            if attacked != 0 {
                fixed &= !attacked;
                continue;
            }
            let mut changed = false;
            for c in 0..2 {
                if king_fixed[c] && r.king[c] != bit(r.king_square[c]) {
                    king_fixed[c] = false;
                    changed = true;
                }
            }
            let drop = r.unstable();
            if drop != 0 {
                fixed &= !drop;
                changed = true;
            }
            if !changed {
                return;
            }
        }
    }

    #[inline]
    fn all_walls(&self) -> u64 {
        self.walls[0] | self.walls[1]
    }

    /// Every unit (bit `i`: unit `i`).
    #[inline]
    fn all_units(&self) -> u64 {
        if self.n == 64 {
            !0
        } else {
            (1u64 << self.n) - 1
        }
    }

    #[inline]
    fn is_fixed(&self, i: usize) -> bool {
        self.fixed >> i & 1 != 0
    }

    /// Everywhere unit `i` could stand, as any role.
    #[inline]
    fn occupiable_by(&self, i: usize) -> u64 {
        let r = &self.region[i];
        r[0] | r[1] | r[2] | r[3] | r[4]
    }

    /// Can no piece of `c` but its king ever move (each stands still for
    /// ever, static or not: a mobile unit whose region is its square may
    /// be taken, but never moves)?
    fn only_king_steps(&self, c: usize) -> bool {
        units_of(self.colour_units[c] & !self.fixed)
            .all(|j| self.occupiable_by(j) == 1u64 << self.units[j].square)
    }

    /// Is every non-king piece of `c` static (only its king ever moves)?
    fn only_king_moves(&self, c: usize) -> bool {
        self.colour_units[c] & !self.fixed == 0
    }

    /// Squares a piece of unit `i` could ever attack (static units from
    /// their square), with static pieces as the only blockers.
    #[inline]
    fn unit_attacks(&self, i: usize) -> u64 {
        self.attack[i]
    }

    /// Computes [`Regions::unit_attacks`] from the regions: a static unit
    /// from its square, a mobile one from its regions (each closed under
    /// its moves: see [`closed_attacks`]).
    fn compute_attacks(&self, i: usize) -> u64 {
        let u = self.units[i];
        if self.is_fixed(i) {
            return piece_attacks(u.colour, u.role, sq(u.square), self.all_walls());
        }
        let r = &self.region[i];
        pawn_span(u.colour, r[PAWN] & !last_rank(u.colour))
            | (KNIGHT..=QUEEN).fold(0, |a, role| a | closed_attacks(role, r[role]))
    }

    /// Squares attacked by the static pieces of `c`
    /// with `blockers` as the squares that may block a line. A static king
    /// guards its neighbours.
    fn static_attacks(&self, c: usize, blockers: u64) -> u64 {
        let mut out = 0;
        for i in units_of(self.fixed & self.colour_units[c]) {
            let u = self.units[i];
            out |= piece_attacks(c, u.role, sq(u.square), blockers);
        }
        let k = bit(self.king_square[c]);
        if self.walls[c] & k != 0 {
            out |= king_span(k);
        }
        out
    }

    /// Computes the regions for the current static set; or stops early
    /// and returns static units that could move, or that an enemy piece
    /// (not a pawn) could capture: they are not static (the round would
    /// drop them, see [`Regions::unstable`]).
    fn fill(&mut self, ep_prey: [u64; 2], castle_seed: [u64; 2]) -> u64 {
        let walls = self.all_walls();
        // A static unit that can step off (onto a square no static piece
        // holds) is not static: that needs the walls alone.
        let movable = units_of(self.fixed)
            .filter(|&i| {
                let u = self.units[i];
                let c = u.colour;
                let moves = if u.role == PAWN {
                    pawn_push(c, (1u64 << u.square) & !last_rank(c)) & !walls
                } else {
                    let enemy_king = bit(self.king_square[1 - c]);
                    piece_attacks(c, u.role, sq(u.square), walls)
                        & !self.walls[c]
                        & !(enemy_king & self.walls[1 - c])
                };
                moves != 0
            })
            .fold(0u64, |a, i| a | 1 << i);
        if movable != 0 {
            return movable;
        }
        let mobile = self.all_units() & !self.fixed;
        let mobile_pawns = mobile & self.pawn_units;
        // Kings, first kept off only what static enemies attack at point
        // blank.
        let mut forbidden = [self.static_attacks(1, !0), self.static_attacks(0, !0)];
        // A king to move, in check from a static piece in a way nothing
        // can block, must step off now (to a square it may step onto now)
        // and never comes back.
        let flood_king = |r: &Regions, c: usize, forbidden: u64| {
            let k0 = bit(r.king_square[c]);
            let castles = castle_seed[c] & !walls;
            if c == r.turn && forbidden & k0 != 0 {
                k0 | king_flood((r.escapes & !walls) | castles, walls, forbidden)
            } else {
                king_flood(k0 | castles, walls, forbidden)
            }
        };
        for c in 0..2 {
            self.king[c] = flood_king(self, c, forbidden[c]);
        }
        // Static units stand where they are; other pieces flood. The
        // mobile pieces (not pawns): where they stand and attack, per
        // colour.
        let mut comps = Components::new(walls);
        let mut pawns = [0u64; 2];
        let mut piece_occ = [0u64; 2];
        let mut piece_attack = [0u64; 2];
        for i in 0..self.n {
            let u = self.units[i];
            self.region[i] = [0; 5];
            if self.is_fixed(i) {
                self.region[i][u.role] = 1 << u.square;
            } else if u.role == PAWN {
                pawns[u.colour] |= 1 << u.square;
            } else {
                let mut start = 1u64 << u.square;
                if u.role == ROOK {
                    start |= castle_seed[u.colour] & !walls;
                }
                let region = comps.flood(u.role, start);
                self.region[i][u.role] = region;
                let attack = closed_attacks(u.role, region);
                self.attack[i] = attack;
                piece_occ[u.colour] |= region;
                piece_attack[u.colour] |= attack;
            }
        }
        let attacked = units_of(self.fixed)
            .filter(|&i| {
                let u = self.units[i];
                piece_attack[1 - u.colour] >> u.square & 1 != 0
            })
            .fold(0u64, |a, i| a | 1 << i);
        if attacked != 0 {
            return attacked;
        }
        // Each mobile pawn facing an enemy pawn further up its file (no
        // static piece between) stays below it until it may capture, or
        // the enemy pawn may capture or be captured.
        let mut facing = [0u8; MAX_UNITS];
        let mut segment = [0u64; MAX_UNITS];
        let mut locked = 0u64;
        for i in units_of(mobile_pawns) {
            let u = self.units[i];
            let mut s = 1u64 << u.square;
            loop {
                s = pawn_push(u.colour, s);
                if s == 0 || s & walls != 0 {
                    break;
                }
                if s & pawns[1 - u.colour] != 0 {
                    facing[i] = self.at[s.trailing_zeros() as usize];
                    segment[i] = file_segment(u.colour, u.square, s.trailing_zeros());
                    locked |= 1 << i;
                    break;
                }
            }
        }
        // Where each colour's mobile pieces could be captured.
        let mut prey = [
            ep_prey[0] | piece_occ[0] | pawns[0],
            ep_prey[1] | piece_occ[1] | pawns[1],
        ];
        let mut pawn_occ;
        let mut pawn_attack;
        loop {
            pawn_occ = [0u64; 2];
            pawn_attack = [0u64; 2];
            for i in units_of(mobile_pawns) {
                let u = self.units[i];
                let start = 1u64 << u.square;
                // The pawn that may be taken en passant also stands on the
                // square it skipped.
                let ep_here = if pawn_push(u.colour, ep_prey[u.colour]) == start {
                    ep_prey[u.colour]
                } else {
                    0
                };
                if locked >> i & 1 != 0 {
                    self.region[i] = [segment[i] | start | ep_here, 0, 0, 0, 0];
                } else {
                    let (region, moved) = pawn_flood(u.colour, start, walls, prey[1 - u.colour]);
                    let promo = moved & last_rank(u.colour);
                    self.region[i][PAWN] = region | ep_here;
                    for role in KNIGHT..=QUEEN {
                        self.region[i][role] = if promo != 0 {
                            comps.flood(role, promo)
                        } else {
                            0
                        };
                    }
                }
                let attack = self.compute_attacks(i);
                self.attack[i] = attack;
                pawn_occ[u.colour] |= self.occupiable_by(i);
                pawn_attack[u.colour] |= attack;
            }
            let next_prey = [
                ep_prey[0] | piece_occ[0] | pawn_occ[0],
                ep_prey[1] | piece_occ[1] | pawn_occ[1],
            ];
            // Release the locks that may open: where could each colour
            // capture?
            let takes = [
                king_span(self.king[0]) | piece_attack[0] | pawn_attack[0],
                king_span(self.king[1]) | piece_attack[1] | pawn_attack[1],
            ];
            let mut still = locked;
            for i in units_of(locked) {
                let c = self.units[i].colour;
                let j = usize::from(facing[i]);
                let own_capture = pawn_span(c, segment[i]) & next_prey[1 - c] != 0;
                let their_capture =
                    pawn_span(1 - c, self.region[j][PAWN] & !last_rank(1 - c)) & next_prey[c] != 0;
                if own_capture || their_capture || takes[c] & self.occupiable_by(j) != 0 {
                    still &= !(1 << i);
                }
            }
            if still == locked && next_prey == prey {
                break;
            }
            locked = still;
            prey = next_prey;
        }
        self.mobile_occ = [piece_occ[0] | pawn_occ[0], piece_occ[1] | pawn_occ[1]];
        self.mobile_attack = [
            piece_attack[0] | pawn_attack[0],
            piece_attack[1] | pawn_attack[1],
        ];
        // Then, knowing where everything else could stand, also off the
        // lines of static sliders that nothing could ever block.
        let kings = bit(self.king_square[0]) | bit(self.king_square[1]);
        let others = self.mobile_occ[0] | self.mobile_occ[1] | (walls & !kings);
        self.occupiable = others;
        for c in 0..2 {
            // Anything but `c`'s own king could stand in the way.
            self.guard[1 - c] = self.static_attacks(1 - c, others | self.king[1 - c]);
            forbidden[c] |= self.guard[1 - c];
        }
        for c in 0..2 {
            self.king[c] = flood_king(self, c, forbidden[c]);
        }
        self.forbidden = forbidden;
        for i in units_of(self.fixed) {
            self.attack[i] = self.compute_attacks(i);
        }
        0
    }

    /// The assumed-static units that could in fact move or be captured.
    fn unstable(&self) -> u64 {
        let walls = self.all_walls();
        let prey = self.mobile_occ;
        let attacked = self.mobile_attack;
        let occupiable = self.occupiable;
        // Squares each colour's static pieces guard along lines nothing
        // could block (anything but that colour's own king could stand in
        // the way). A piece never guards its own square, so this is the
        // same with or without the piece in question.
        let guarded = [
            self.static_attacks(0, occupiable | self.king[0] | walls),
            self.static_attacks(1, occupiable | self.king[1] | walls),
        ];
        let mut drop = 0;
        let mut king_prey = 0u64;
        let mut takeable = [0u64; 2];
        for i in units_of(self.fixed) {
            let u = self.units[i];
            let (c, e) = (u.colour, 1 - u.colour);
            let b = 1u64 << u.square;
            let enemy_king = bit(self.king_square[e]);
            // Could it move?
            let moves = if u.role == PAWN {
                // Static enemy pieces are prey too (taking one would
                // disturb both).
                let victims = prey[e] | (self.walls[e] & !enemy_king);
                let push = pawn_push(c, b & !last_rank(c)) & !walls;
                push | (pawn_span(c, b & !last_rank(c)) & victims)
            } else {
                // (Never onto the enemy king's square if it stays there.)
                piece_attacks(c, u.role, sq(u.square), walls)
                    & !self.walls[c]
                    & !(enemy_king & self.walls[e])
            };
            // Could an enemy piece capture it?
            let by_pieces = attacked[e] & b != 0;
            // The enemy king may take it unless a static friend guards it
            // along a line nothing could block.
            let by_king = king_span(b) & self.king[e] != 0 && guarded[c] & b == 0;
            if moves != 0 || by_pieces {
                drop |= 1 << i;
            } else if by_king {
                king_prey |= 1 << i;
                takeable[c] |= b;
            }
        }
        // A piece only the enemy king could take stays if taking it always
        // ends the game.
        for i in (0..self.n).filter(|&i| king_prey >> i & 1 != 0) {
            if !self.terminal(i, &takeable) {
                drop |= 1 << i;
            }
        }
        drop
    }

    /// Would the capture of static unit `i` by the enemy king end the game
    /// at once, without a mate by the winner? So when, after it, the
    /// unit's side has no legal move: all its other pieces are static
    /// (they have none), it cannot castle, and wherever its king may stand
    /// (not next to `i`, or the capture is illegal) every square next to it
    /// is attacked by the capturing king, held by a static friend or a
    /// static enemy it may not take (`takeable[c]`: the static pieces of
    /// colour `c` the enemy king could take), or attacked by static
    /// enemies for ever. It would be a mate by the capturer if the king's
    /// move uncovered a check: ruled out when the capturer may be the
    /// winner. See `docs/unwinnable.md`.
    fn terminal(&self, i: usize, takeable: &[u64; 2]) -> bool {
        let u = self.units[i];
        let (c, e) = (u.colour, 1 - u.colour);
        if !self.terminal_rule
            || self.castle[c]
            || self.king[e] == bit(self.king_square[e])
            || !self.only_king_steps(c)
        {
            return false;
        }
        let b = 1u64 << u.square;
        let hit = king_span(b);
        let stuck = hit | self.walls[c] | (self.walls[e] & !takeable[e]) | self.forbidden[c];
        let check_matters = self.winner.is_none_or(|w| w == e);
        let walls = self.all_walls();
        squares(self.king[c] & !hit & !b).all(|y| {
            king_span(bit(y)) & !stuck == 0
                && !(check_matters
                    && squares(hit & self.king[e]).any(|s| self.slider_behind(e, y, s, walls)))
        })
    }

    /// Could a slider of colour `c` stand behind `s` on a line from `t`
    /// that no static piece blocks, so that it attacks `t` once `s` is
    /// left?
    fn slider_behind(&self, c: usize, t: Square, s: Square, walls: u64) -> bool {
        let sb = bit(s);
        if attacks::queen_attacks(t, Bitboard(0)).0 & sb == 0
            || attacks::between(t, s).0 & walls != 0
        {
            return false;
        }
        let diagonal = attacks::bishop_attacks(t, Bitboard(0)).0 & sb != 0;
        let (role, reach) = if diagonal {
            (BISHOP, attacks::bishop_attacks(s, Bitboard(walls)).0)
        } else {
            (ROOK, attacks::rook_attacks(s, Bitboard(walls)).0)
        };
        // From `s` away from `t`, up to the first static piece.
        let reach = reach & beyond(t, s);
        (0..self.n).any(|j| {
            let u = self.units[j];
            u.colour == c
                && if self.is_fixed(j) {
                    (u.role == role || u.role == QUEEN) && reach >> u.square & 1 != 0
                } else {
                    (self.region[j][role] | self.region[j][QUEEN]) & reach != 0
                }
        })
    }

    /// Where the winner's king may stand when the loser's king is mated on
    /// `k`. When the loser can only ever move its king (its other pieces
    /// are static, nobody may castle), the mate follows a move of the
    /// loser's king from a square next to `k` (it stood there with the
    /// winner's king already in place, not next to it), or the winner's
    /// king has just moved, uncovering the check; unless the mate comes at
    /// once (the kings as they stand now, or the winner's king one step
    /// away). See `docs/unwinnable.md`.
    fn mating_king_squares(&self, w: usize, k: Square) -> u64 {
        let l = 1 - w;
        let kb = bit(k);
        let near = king_span(kb);
        let all = self.king[w] & !near & !kb;
        if self.castle[0] || self.castle[1] || self.kings_touch || !self.only_king_moves(l) {
            return all;
        }
        let (k0, y0) = (self.king_square[l], self.king_square[w]);
        let came_from = self.king[l] & near;
        let walls = self.all_walls();
        squares(all)
            .filter(|&y| {
                let yb = bit(y);
                let at_once =
                    k == k0 && (y == y0 || (self.turn == w && king_span(bit(y0)) & yb != 0));
                at_once
                    || came_from & !king_span(yb) & !yb != 0
                    || squares(king_span(yb) & self.king[w])
                        .any(|x| self.slider_behind(w, k, x, walls))
            })
            .fold(0, |a, y| a | bit(y))
    }

    /// Proves that `winner` can never checkmate. `true` is certain; `false`
    /// means "not proved". `work` bounds the effort (it is decreased; at
    /// zero the answer is "not proved").
    ///
    /// Mate needs the loser's king on some square `k` of its region, in
    /// check from a non-king piece of the winner, and each square next to
    /// `k` either held by a loser's piece or attacked by the winner. For
    /// each `k` the squares still to cover are matched against the pieces
    /// that could cover them, one square per piece: the winner's pieces
    /// (and king) attack from one square of their region each, the loser's
    /// pieces block one square each.
    pub fn cannot_mate(&self, winner: Color, work: &mut u64) -> bool {
        if self.too_many {
            return false;
        }
        let w = idx(winner);
        let l = 1 - w;
        let mut attackable = 0;
        for i in 0..self.n {
            if self.units[i].colour == w {
                attackable |= self.unit_attacks(i);
            }
        }
        let targets = attackable & self.king[l];
        if targets == 0 {
            return true;
        }
        let net = Net::new(self, w);
        for k in squares(targets) {
            if *work == 0 {
                return false;
            }
            if net.possible(self, k, work) {
                return false;
            }
        }
        true
    }
}

/// Everywhere a king starting on `start` can go, never onto `walls` or
/// `forbidden`.
fn king_flood(start: u64, walls: u64, forbidden: u64) -> u64 {
    let blocked = walls | forbidden;
    let mut region = start;
    let mut frontier = start;
    while frontier != 0 {
        let next = king_span(frontier) & !blocked & !region;
        region |= next;
        frontier = next;
    }
    region
}

/// The material for the mating-net test of one winner, shared by every
/// square of the loser's king.
struct Net {
    w: usize,
    walls: u64,
    /// Squares the winner's static pieces attack (lines blocked only by
    /// static pieces: an over-approximation).
    static_cover: u64,
    /// The loser's static pieces (permanent blockers).
    static_block: u64,
    /// The winner's mobile units: per role, the region.
    attackers: Vec<[u64; 5]>,
    /// The loser's mobile units: where each could stand.
    blockers: Vec<u64>,
    /// The loser's mobile units: per role, the region.
    blocker_roles: Vec<[u64; 5]>,
    /// The winner's static units: (role, square).
    static_units: Vec<(usize, Square)>,
    /// Where any winner's mobile unit could attack; where any loser's unit
    /// could stand.
    any_attack: u64,
    any_block: u64,
}

impl Net {
    fn new(r: &Regions, w: usize) -> Net {
        let l = 1 - w;
        let walls = r.all_walls();
        let mut attackers: Vec<[u64; 5]> = Vec::with_capacity(r.n);
        let mut blockers: Vec<u64> = Vec::with_capacity(r.n);
        let mut blocker_roles: Vec<[u64; 5]> = Vec::with_capacity(r.n);
        let mut static_units = Vec::with_capacity(r.n);
        let mut static_block = 0;
        let mut any_attack = 0;
        for i in 0..r.n {
            let u = r.units[i];
            if r.is_fixed(i) {
                if u.colour == l {
                    static_block |= 1 << u.square;
                } else {
                    static_units.push((u.role, sq(u.square)));
                }
            } else if u.colour == w {
                any_attack |= r.unit_attacks(i);
                // Units with identical regions are interchangeable but
                // still count one each.
                attackers.push(r.region[i]);
            } else {
                blockers.push(r.occupiable_by(i));
                blocker_roles.push(r.region[i]);
            }
        }
        let any_block = blockers.iter().fold(0, |a, b| a | b);
        Net {
            w,
            walls,
            static_cover: r.static_attacks(w, walls),
            static_block,
            attackers,
            blockers,
            blocker_roles,
            static_units,
            any_attack,
            any_block,
        }
    }

    /// Could the loser's king be mated on `k`?
    fn possible(&self, r: &Regions, k: Square, work: &mut u64) -> bool {
        let w = self.w;
        let kb = bit(k);
        let near = king_span(kb);
        let need_near = near & !self.static_cover & !self.static_block;
        let need = need_near | (kb & !self.static_cover);
        // The winner's king stands somewhere, not next to `k`.
        let king_squares = r.mating_king_squares(w, k);
        if king_squares == 0 {
            return false;
        }
        if need == 0 {
            return true;
        }
        // Squares only the winner's king can cover: it must cover them
        // all from one square.
        let king_only = need_near & !self.any_attack & !self.any_block;
        if king_only != 0
            && !squares(king_squares).any(|x| king_span(bit(x)) & king_only == king_only)
        {
            return false;
        }
        if kb & need & !self.any_attack != 0 {
            return false;
        }
        let mut bits = [0u64; 9];
        let mut nbits = 0;
        for s in squares(need) {
            bits[nbits] = bit(s);
            nbits += 1;
        }
        let full = (1usize << nbits) - 1;
        let kbit = (0..nbits)
            .find(|&i| bits[i] == kb)
            .map_or(0, |p| 1usize << p);
        let compress =
            |a: u64| (0..nbits).fold(0usize, |m, i| if a & bits[i] != 0 { m | 1 << i } else { m });
        // Per role (computed when first needed): for each square, which
        // needed squares a piece of that role attacks from it.
        let mut cover = [[0u16; 64]; 5];
        let mut from_any = [0u64; 5];
        let mut ready = 0u8;
        // Cheap necessary conditions: the check, and every square coverable
        // by someone (from anywhere: an over-approximation).
        let king_cover = compress(king_span(king_squares & king_span(need_near)) & need_near);
        let coverable = compress(self.any_attack & need) | king_cover;
        let may_block = compress(need_near & self.any_block);
        if kbit != 0 && coverable & kbit == 0 {
            return false;
        }
        if (coverable | may_block) != full {
            return false;
        }
        // The needed squares each of the loser's pieces could stand on (not
        // `k`): a set of squares is blocked by a matching, one piece per
        // square.
        let mut can_block = [0u16; MAX_UNITS];
        for (b, &occ) in self.blockers.iter().enumerate() {
            can_block[b] = compress(occ & !kb) as u16;
        }
        let can_block = &can_block[..self.blockers.len()];
        let mates = |m: usize| {
            let rest = full & !m;
            m & kbit == kbit && blockable(rest as u16, can_block)
        };
        // Which sets the winner's pieces can cover, one square each: each
        // winner's unit (the king first, then the strongest roles) covers
        // what it attacks from one square of its region (only the masks no other mask of the unit
        // contains count). Stops at the first set that leaves the rest to
        // the loser's blockers.
        let mut seen = [0u64; 8];
        seen[0] = 1;
        let mut reached = [0u16; 512];
        let mut count = 1;
        let mut found = mates(0);
        let units = self.attackers.len();
        let mut role_masks = [[0u16; 64]; 5];
        let mut role_len = [usize::MAX; 5];
        let mut unit = [0u16; 512];
        for u in std::iter::once(units).chain((0..units).rev()) {
            if found {
                break;
            }
            let mut dedupe = [0u64; 8];
            let mut len = 0;
            let mut add = |m: usize| {
                if m != 0 && dedupe[m >> 6] >> (m & 63) & 1 == 0 {
                    dedupe[m >> 6] |= 1 << (m & 63);
                    unit[len] = m as u16;
                    len += 1;
                }
            };
            if u < units {
                let region = &self.attackers[u];
                for role in 0..5 {
                    if region[role] == 0 {
                        continue;
                    }
                    if ready >> role & 1 == 0 {
                        ready |= 1 << role;
                        for t in 0..nbits {
                            let from =
                                attackers_from(w, role, sq(bits[t].trailing_zeros()), self.walls);
                            from_any[role] |= from;
                            for x in squares(from) {
                                cover[role][x as usize] |= 1 << t;
                            }
                        }
                    }
                    let useful = from_any[role] & region[role] & !kb;
                    *work = work.saturating_sub(u64::from(useful.count_ones()));
                    if useful != 0 && useful == from_any[role] & !kb {
                        // Anywhere: the role's masks, computed once.
                        if role_len[role] == usize::MAX {
                            role_len[role] = maximal_masks(
                                squares(useful).map(|x| cover[role][x as usize]),
                                &mut role_masks[role],
                            );
                        }
                        for &m in &role_masks[role][..role_len[role]] {
                            add(usize::from(m));
                        }
                    } else {
                        for x in squares(useful) {
                            add(usize::from(cover[role][x as usize]));
                        }
                    }
                }
            } else {
                // The winner's king, never next to the loser's.
                for x in squares(king_squares & king_span(need_near)) {
                    add(compress(king_span(bit(x)) & need_near));
                }
            }
            // Drop the masks another one contains.
            let mut hi = len;
            let mut i = 0;
            while i < hi {
                let m = unit[i];
                if (0..hi).any(|j| j != i && unit[j] & m == m && unit[j] != m) {
                    unit[i] = unit[hi - 1];
                    hi -= 1;
                } else {
                    i += 1;
                }
            }
            let before = count;
            'states: for i in 0..before {
                for &m in &unit[..hi] {
                    let v = usize::from(reached[i] | m);
                    if seen[v >> 6] >> (v & 63) & 1 == 0 {
                        seen[v >> 6] |= 1 << (v & 63);
                        reached[count] = v as u16;
                        count += 1;
                        if mates(v) {
                            found = true;
                            break 'states;
                        }
                    }
                }
            }
            *work = work.saturating_sub((before * hi) as u64 / 8 + 1);
        }
        if !found {
            return false;
        }
        // With few pieces for the winner, a closer look: the loser's
        // blockers must not be able to capture the checking piece or step
        // into its line.
        if self.attackers.len() <= REFINED_UNITS
            && self.blockers.len() <= REFINED_BLOCKERS
            && kb & self.static_cover == 0
        {
            return self.refined(k, need, king_squares, work);
        }
        true
    }
}

/// Can the loser's pieces stand on every square of `rest` at once, one
/// piece per square, piece `b` only on the squares of `can_block[b]`? (A
/// bipartite matching, found by augmenting paths.)
fn blockable(rest: u16, can_block: &[u16]) -> bool {
    if rest.count_ones() as usize > can_block.len() {
        return false;
    }
    // The square each piece blocks, if any.
    let mut holds = [u8::MAX; MAX_UNITS];
    fn augment(s: u8, can_block: &[u16], holds: &mut [u8; MAX_UNITS], tried: &mut u32) -> bool {
        for b in 0..can_block.len() {
            if can_block[b] >> s & 1 == 0 || *tried >> b & 1 != 0 {
                continue;
            }
            *tried |= 1 << b;
            if holds[b] == u8::MAX || augment(holds[b], can_block, holds, tried) {
                holds[b] = s;
                return true;
            }
        }
        false
    }
    let mut left = rest;
    while left != 0 {
        let s = left.trailing_zeros() as u8;
        left &= left - 1;
        if !augment(s, can_block, &mut holds, &mut 0) {
            return false;
        }
    }
    true
}

/// Keeps in `out` the distinct masks of `masks` that no other one
/// contains (at most 64); returns how many.
fn maximal_masks(masks: impl Iterator<Item = u16>, out: &mut [u16; 64]) -> usize {
    let mut len = 0;
    'next: for m in masks {
        let mut i = 0;
        while i < len {
            let o = out[i];
            if o & m == m {
                continue 'next;
            }
            if o & m == o {
                out[i] = out[len - 1];
                len -= 1;
            } else {
                i += 1;
            }
        }
        if len < out.len() {
            out[len] = m;
            len += 1;
        }
    }
    len
}

/// The refined test runs when the winner has at most this many mobile
/// pieces and the loser at most this many.
const REFINED_UNITS: usize = 2;
const REFINED_BLOCKERS: usize = 8;

/// The squares on the line from `k` through `s` (on a rank, file or
/// diagonal of `k`), beyond `s`.
fn beyond(k: Square, s: Square) -> u64 {
    let (df, dr) = (
        (i32::from(s.file()) - i32::from(k.file())).signum(),
        (i32::from(s.rank()) - i32::from(k.rank())).signum(),
    );
    let mut out = 0;
    let (mut f, mut r) = (i32::from(s.file()) + df, i32::from(s.rank()) + dr);
    while (0..8).contains(&f) && (0..8).contains(&r) {
        out |= 1u64 << (r * 8 + f);
        f += df;
        r += dr;
    }
    out
}

/// The square next to `k` through which an attack from `c` arrives (for a
/// knight, `c` itself): two attacks from different directions can check
/// at once.
fn direction(k: Square, c: Square) -> Square {
    let line = attacks::between(c, k).0 & king_span(bit(k));
    if line != 0 {
        sq(line.trailing_zeros())
    } else {
        c
    }
}

/// Are both units bishops and nothing else, or both rooks?
fn same_slider(a: &[u64; 5], b: &[u64; 5]) -> bool {
    let only = |r: &[u64; 5], role: usize| (0..5).all(|x| (x == role) == (r[x] != 0));
    (only(a, BISHOP) && only(b, BISHOP)) || (only(a, ROOK) && only(b, ROOK))
}

/// One placement of the pieces around a mate, for the refined test.
struct Scene {
    k: Square,
    /// Squares certainly occupied; squares that may be occupied (pieces
    /// whose place is not fixed by the scene).
    known: u64,
    maybe: u64,
    /// The checking line (must be empty), and the checker's square.
    line: u64,
    checker: Square,
    /// The checking unit (it stays where it checks from).
    checker_unit: usize,
    /// Double check may be possible: defences do not count.
    double: bool,
}

impl Net {
    /// Could the loser's king be mated on `k`, looking at where each piece
    /// stands? Every winner's piece but the checker and the king is either
    /// placed on a square that covers something, or anywhere; every
    /// needed square is blocked by its own loser's piece, none of which
    /// may capture the checker or step into its line (unless it may be
    /// pinned, or the check may be double).
    fn refined(&self, k: Square, need: u64, king_region: u64, work: &mut u64) -> bool {
        let w = self.w;
        let l = 1 - w;
        let kb = bit(k);
        let near = king_span(kb);
        let walls = self.walls;
        let n = self.attackers.len();
        let mut placed = Vec::with_capacity(9);
        for u in 0..n {
            for role in 0..5 {
                let checks = self.attackers[u][role] & attackers_from(w, role, k, walls) & !kb;
                for c in squares(checks) {
                    *work = work.saturating_sub(4);
                    if *work == 0 {
                        return true;
                    }
                    let cb = bit(c);
                    let covered = piece_attacks(w, role, c, walls);
                    let mut rest = need & !covered & !kb;
                    if near & cb != 0 && self.static_cover & cb == 0 {
                        rest |= cb;
                    }
                    let line = if matches!(role, BISHOP | ROOK | QUEEN) {
                        attacks::between(c, k).0
                    } else {
                        0
                    };
                    let dir = direction(k, c);
                    // Could another winner's piece check at the same time?
                    let mut double = false;
                    for v in (0..n).filter(|&v| v != u) {
                        // Two bishops (or two rooks) never check at once:
                        // the one moving cannot reach the other line
                        // through the king. (Only castling or en passant
                        // could uncover two lines, and those need a rook
                        // with castling rights or a pawn: other roles.)
                        if same_slider(&self.attackers[u], &self.attackers[v]) {
                            continue;
                        }
                        for vr in 0..5 {
                            for x in
                                squares(self.attackers[v][vr] & attackers_from(w, vr, k, walls))
                            {
                                double |= direction(k, x) != dir && x != c;
                            }
                        }
                    }
                    for &(vr, x) in &self.static_units {
                        double |=
                            piece_attacks(w, vr, x, walls) & kb != 0 && direction(k, x) != dir;
                    }
                    // The other winner's piece, if any: unplaced, or on a
                    // square covering something.
                    let other = (0..n).find(|&v| v != u);
                    let mut other_options: Vec<Option<(u64, u64)>> = vec![None];
                    if let Some(v) = other {
                        for vr in 0..5 {
                            let region = self.attackers[v][vr] & !kb & !cb & !line;
                            for x in squares(region) {
                                let cover = piece_attacks(w, vr, x, walls) & rest;
                                if cover != 0 {
                                    other_options.push(Some((bit(x), cover)));
                                }
                            }
                        }
                    }
                    let mut king_options: Vec<Option<(u64, u64)>> = vec![None];
                    for y in squares(king_region & !cb & !line & king_span(rest)) {
                        king_options.push(Some((bit(y), king_span(bit(y)) & rest)));
                    }
                    for ov in &other_options {
                        for kv in &king_options {
                            *work = work.saturating_sub(1);
                            let mut left = rest;
                            let mut known = kb | cb | walls;
                            let mut maybe = 0;
                            match ov {
                                Some((x, cover)) => {
                                    left &= !cover;
                                    known |= x;
                                }
                                None => {
                                    if let Some(v) = other {
                                        maybe |= self.attackers[v].iter().fold(0, |a, b| a | b);
                                    }
                                }
                            }
                            match kv {
                                Some((y, cover)) => {
                                    left &= !cover;
                                    known |= y;
                                }
                                None => maybe |= king_region,
                            }
                            if left & cb != 0
                                || left & !self.any_block != 0
                                || left.count_ones() as usize > self.blockers.len()
                            {
                                continue;
                            }
                            if let (Some((x, _)), Some((y, _))) = (ov, kv)
                                && x == y
                            {
                                continue;
                            }
                            let scene = Scene {
                                k,
                                known,
                                maybe,
                                line,
                                checker: c,
                                checker_unit: u,
                                double,
                            };
                            let mut targets = [Square::A1; 9];
                            let mut count = 0;
                            for t in squares(left) {
                                targets[count] = t;
                                count += 1;
                            }
                            placed.clear();
                            if self.block(l, &scene, &targets[..count], &mut placed, work) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        // Static checkers are not looked at closely.
        self.static_units
            .iter()
            .any(|&(role, x)| piece_attacks(w, role, x, walls) & kb != 0)
    }

    /// Assigns a distinct loser's piece to each of `targets[at..]`, none
    /// of which may defend against the check. `placed` holds the pieces
    /// assigned so far, with their squares.
    fn block(
        &self,
        l: usize,
        scene: &Scene,
        targets: &[Square],
        placed: &mut Vec<(usize, Square)>,
        work: &mut u64,
    ) -> bool {
        let at = placed.len();
        if at == targets.len() {
            return self.no_defence(l, scene, placed);
        }
        if *work == 0 {
            return true;
        }
        let t = targets[at];
        let mut tried: Vec<&[u64; 5]> = Vec::new();
        for b in 0..self.blockers.len() {
            if self.blockers[b] & bit(t) == 0 || placed.iter().any(|&(p, _)| p == b) {
                continue;
            }
            // Pieces with the same regions are interchangeable.
            if tried.contains(&&self.blocker_roles[b]) {
                continue;
            }
            tried.push(&self.blocker_roles[b]);
            *work = work.saturating_sub(1);
            placed.push((b, t));
            let found = self.block(l, scene, targets, placed, work);
            placed.pop();
            if found {
                return true;
            }
        }
        false
    }

    /// With the blockers `placed`, is there no certain defence against the
    /// check?
    fn no_defence(&self, l: usize, scene: &Scene, placed: &[(usize, Square)]) -> bool {
        if scene.double {
            return true;
        }
        let mut known = scene.known;
        let mut free: Vec<usize> = Vec::new();
        for b in 0..self.blockers.len() {
            match placed.iter().find(|&&(p, _)| p == b) {
                Some(&(_, s)) => known |= bit(s),
                None => free.push(b),
            }
        }
        let cb = bit(scene.checker);
        // Could a winner's slider pin a piece standing on `s` against the
        // king?
        let pinnable = |s: Square| {
            if attacks::queen_attacks(scene.k, Bitboard(0)).0 & bit(s) == 0 {
                return false;
            }
            let far = beyond(scene.k, s);
            let diagonal = attacks::bishop_attacks(scene.k, Bitboard(0)).0 & bit(s) != 0;
            let (a, c) = if diagonal {
                (BISHOP, QUEEN)
            } else {
                (ROOK, QUEEN)
            };
            (0..self.attackers.len())
                .filter(|&v| v != scene.checker_unit)
                .any(|v| (self.attackers[v][a] | self.attackers[v][c]) & far != 0)
                || self
                    .static_units
                    .iter()
                    .any(|&(role, x)| (role == a || role == c) && far & bit(x) != 0)
        };
        // Is the way from `s` to `t` certainly open to a loser's slider:
        // every square on it empty, or holding a loser's piece that slides
        // that way too (and so defends in its place)?
        let open = |s: Square, t: Square| {
            let diagonal = attacks::bishop_attacks(s, Bitboard(0)).0 & bit(t) != 0;
            let (a, c) = if diagonal {
                (BISHOP, QUEEN)
            } else {
                (ROOK, QUEEN)
            };
            squares(attacks::between(s, t).0 & !scene.line).all(|p| {
                let pb = bit(p);
                if known & pb != 0 || scene.maybe & pb != 0 {
                    return false;
                }
                free.iter().all(|&b| {
                    let roles = &self.blocker_roles[b];
                    (0..5).all(|r| roles[r] & pb == 0 || r == a || r == c)
                }) && (free.iter().all(|&b| self.blockers[b] & pb == 0) || !pinnable(p))
            })
        };
        placed.iter().all(|&(b, s)| {
            if pinnable(s) {
                return true;
            }
            // Whatever the piece on `s` is, it can capture the checker or
            // step into the line: no mate with it there.
            let roles = &self.blocker_roles[b];
            let goal = cb | scene.line;
            let defends = (0..5)
                .filter(|&role| roles[role] & bit(s) != 0)
                .all(|role| match role {
                    PAWN => {
                        let from = bit(s) & !last_rank(l);
                        (pawn_span(l, from) & cb) | (pawn_push(l, from) & scene.line) != 0
                    }
                    KNIGHT => attacks::knight_attacks(s).0 & goal != 0,
                    _ => squares(piece_attacks(l, role, s, 0) & goal).any(|t| open(s, t)),
                });
            !defends
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn regions(fen: &str) -> Regions {
        let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
        Regions::analyse(
            &setup.board,
            setup.turn,
            Extra {
                ep: setup.ep_square,
                castling: setup.castling_rights.0,
                winner: None,
            },
        )
    }

    fn dead(fen: &str, c: Color) -> bool {
        regions(fen).cannot_mate(c, &mut u64::MAX.clone())
    }

    fn unit_at(r: &Regions, s: Square) -> usize {
        (0..r.n)
            .find(|&i| r.units[i].square == s.to_u32())
            .expect("a unit")
    }

    #[test]
    fn a_pawn_that_just_made_a_double_step_may_be_taken_en_passant() {
        let r = regions("k7/8/8/2p5/1pP5/1P6/8/K7 b - c3");
        let c4 = unit_at(&r, Square::C4);
        assert!(!r.is_fixed(c4), "the pawn on c4 is not static");
        let b4 = unit_at(&r, Square::B4);
        assert_ne!(r.region[b4][PAWN] & bit(Square::C3), 0, "b4xc3 en passant");
    }

    #[test]
    fn facing_pawns_never_pass_each_other() {
        // Both sides' pawns meet head to head on every file; nothing can
        // capture them: no pawn ever promotes, nobody can mate.
        let fen = "3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K4 w - -";
        let r = regions(fen);
        for i in 0..r.n {
            assert_eq!(r.region[i][QUEEN], 0, "unit {i} promotes");
        }
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
    }

    #[test]
    fn a_king_that_can_never_move_is_a_wall() {
        // The white king is boxed in on h1 for ever: Black's h2 pawn can
        // never advance, and only dark squares are ever attacked.
        let fen = "1b5k/b7/8/3B4/8/6p1/6Pp/7K w - -";
        let r = regions(fen);
        assert_eq!(r.king[0], bit(Square::H1));
        assert!(dead(fen, Color::Black));
        assert!(!dead(fen, Color::White));
    }

    #[test]
    fn bishops_of_one_colour_cannot_mate() {
        let fen = "1b1k1b1b/b1b1b1b1/8/8/8/8/1B1B1B1B/B1B1K1B1 w - -";
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
    }

    #[test]
    fn each_blocker_blocks_one_square() {
        // Black's dark bishop below the wall is the only piece that could
        // reach White's king; White's one light bishop there cannot block
        // two dark squares next to it.
        let fen = "3k4/4b3/3b4/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - -";
        assert!(dead(fen, Color::Black));
        // Above the wall, Black's two dark bishops can block a8's two dark
        // neighbours while White's light bishop mates; one cannot.
        assert!(!dead(fen, Color::White));
        let fen = "3k4/4b3/8/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - -";
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
    }

    #[test]
    fn heavy_blockers_capture_or_block_a_lone_minor_piece() {
        // A queen or rook next to the king always takes the checking
        // knight or bishop, or steps into its line.
        for (fen, winner) in [
            ("2kq4/8/8/8/8/8/2KN4/8 w - -", Color::White),
            ("1q1q1q2/1k2q1q1/8/8/8/8/2N5/1K6 b - -", Color::White),
            ("3kr3/8/8/8/8/3KB3/8/8 w - -", Color::White),
            ("rr1r4/rk1r4/rr6/8/8/2K5/2B5/8 b - -", Color::White),
            ("k7/q7/8/8/8/2KB4/2B5/8 w - -", Color::White),
            ("4kn2/8/8/8/8/8/1Q6/1K6 w - -", Color::Black),
            // Two bishops never give double check: the rooks always
            // defend.
            ("5b2/4bk2/8/8/8/8/3KR3/3R4 w - -", Color::Black),
            ("8/8/8/8/8/2b1k1b1/3R4/4KR2 w - -", Color::Black),
        ] {
            assert!(dead(fen, winner), "{fen}");
        }
        // Minor pieces block without defending: mates exist.
        for (fen, winner) in [
            ("1k3b2/8/8/8/8/8/8/1K3N2 w - -", Color::White),
            ("2k5/3n4/8/8/8/8/8/2KB4 w - -", Color::Black),
            ("6rk/6pp/8/4N3/8/8/8/K7 w - -", Color::White),
        ] {
            assert!(!dead(fen, winner), "{fen}");
        }
    }

    #[test]
    fn a_king_capture_that_always_stalemates_never_happens() {
        // Kxg2 (with White's king on h4: on h3 it guards g2) and Kxh5
        // (with it on h3) leave White without a move: the white pawns
        // stand for ever, Black's dark bishops never reach White's light
        // squares, and mating on h4 needs Black's king on h2 to take h3
        // from White's king, which is stalemate before any check.
        let fen = "8/2b5/1b5p/b4p1P/5p1K/5Pp1/6P1/5kb1 b - -";
        let r = regions(fen);
        for s in [Square::G2, Square::H5, Square::F3] {
            assert!(r.is_fixed(unit_at(&r, s)), "{s:?} is static");
        }
        assert_eq!(r.king[0], bit(Square::H3) | bit(Square::H4));
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
        // A white knight gives White a move after Kxg2 (and Black a mate:
        // Kxg2, then a bishop check on h4).
        let r = regions("8/2b5/1b5p/b4p1P/5p1K/5Pp1/6P1/N4kb1 b - -");
        assert!(!r.is_fixed(unit_at(&r, Square::G2)));
        // White already in check (a raw board): Kxg2 mates at once.
        let fen = "8/2b1b3/1b5p/b4p1P/5p1K/5Pp1/6P1/5kb1 b - -";
        let r = regions(fen);
        assert!(!r.is_fixed(unit_at(&r, Square::G2)));
        assert!(!dead(fen, Color::Black));
    }

    #[test]
    fn a_king_boxed_on_two_squares_is_never_mated_by_a_king_beside_its_way_in() {
        // Black's king shuttles between a5 and a6 and nothing else of
        // Black's ever moves (Kxb7 and Kxa4 stalemate). A mate on a5 needs
        // White's king on a7 to take a6 (light: White's bishops are dark),
        // but Black's king can only have come from a6, next to a7.
        let fen = "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - -";
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
        let r = regions(fen);
        assert_eq!(r.mating_king_squares(0, Square::A5) & bit(Square::A7), 0);
        // Unless the kings already stand so (a raw board): Bd2#.
        assert!(!dead(
            "8/Kp2B1B1/1PpB1B2/k1P1B3/p1P2B2/P7/8/8 w - -",
            Color::White
        ));
        // Or Black has another piece to move in between.
        let fen = "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/6n1 w - -";
        assert!(!dead(fen, Color::White));
    }

    #[test]
    fn a_slider_behind_a_square_is_found_through_empty_squares_only() {
        let r = regions("8/2b5/1b5p/b4p1P/5p1K/5Pp1/6P1/5kb1 b - -");
        let walls = r.all_walls();
        // A black bishop may stand on d8, behind e7 from h4.
        assert!(r.slider_behind(1, Square::H4, Square::E7, walls));
        // The static pawn on g3 is in the way from h4 to f2.
        assert!(!r.slider_behind(1, Square::H4, Square::F2, walls));
        // No black rook or queen anywhere.
        assert!(!r.slider_behind(1, Square::H4, Square::H2, walls));
    }

    #[test]
    fn a_king_in_check_from_a_static_piece_never_comes_back() {
        // Black's king must leave a6 (b5 checks it for ever), and a5 is
        // next to White's king now: it steps to a7 or b7, above the wall.
        let fen = "8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - -";
        let r = regions(fen);
        assert_eq!(r.king[1] & bit(Square::A5), 0);
        assert_ne!(r.king[1] & bit(Square::B7), 0);
        assert_eq!(r.king[1] & RANK_1, 0);
        // Opposite bishops on both sides of the wall: dead for both.
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
        // White's king away: Black's king may step to a5, then anywhere.
        let r = regions("8/2b5/kp1p1p2/1PpP1Pp1/2P3P1/3B4/8/7K b - -");
        assert_ne!(r.king[1] & bit(Square::A5), 0);
    }

    #[test]
    fn a_piece_that_never_moves_gives_no_move_after_a_king_capture() {
        // Black's king may take g2 (White's king still shuttles h4-h5): g2
        // is not static, but it never moves, so taking g3 stalemates White
        // and g3, g4, f4 stay.
        let fen = "8/7p/k4p1P/5p1K/5Pp1/6P1/6P1/8 w - -";
        let r = regions(fen);
        let g2 = unit_at(&r, Square::G2);
        assert!(!r.is_fixed(g2));
        assert_eq!(r.occupiable_by(g2), bit(Square::G2));
        for s in [Square::G3, Square::G4, Square::F4] {
            assert!(r.is_fixed(unit_at(&r, s)), "{s:?} is static");
        }
        assert!(dead(fen, Color::White));
        assert!(dead(fen, Color::Black));
    }

    #[test]
    fn a_castling_rook_is_not_static() {
        // The rook on a1 cannot move by itself, but castling moves it.
        let r = regions("4k3/8/8/8/8/8/P7/R3K3 w Q -");
        let a1 = unit_at(&r, Square::A1);
        assert!(!r.is_fixed(a1));
        assert_ne!(r.region[a1][ROOK] & bit(Square::D1), 0);
        assert_ne!(r.king[0] & bit(Square::C1), 0);
    }
}
