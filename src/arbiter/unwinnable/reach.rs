//! The static half of the analysis: where can each piece ever go?
//!
//! A piece is *static* when it can never move and never be captured, whatever
//! the two players do. The set of static pieces is the greatest set that is
//! consistent with itself: assuming exactly those pieces stay put forever,
//! we flood-fill where every other piece could ever stand (its *region*),
//! then check that no assumed-static piece could move or be captured by a
//! piece from those regions; pieces that fail are dropped and the fill is
//! redone, until nothing changes. By induction on any series of legal moves
//! (the first move that would leave a region or disturb a static piece is
//! impossible: see `docs/unwinnable.md`), every piece stays in its region
//! for ever and the static pieces never move.
//!
//! Every rule below over-approximates what pieces can do (other pieces are
//! never treated as obstacles, only static ones; a capture is assumed
//! possible wherever an enemy piece could ever be) and under-approximates
//! what they cannot (a king is kept off a square only when a static enemy
//! attacks it in a way nothing could ever block). That is what makes
//! [`Regions::cannot_mate`] sound.

// Colour and role indices address several arrays at once.
#![allow(clippy::needless_range_loop)]

use shakmaty::{Board, Color, Role, Square, attacks};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;
pub(crate) const DARK: u64 = 0xaa55_aa55_aa55_aa55;

/// Role indices of the non-king pieces, in `Regions::reach`.
const PAWN: usize = 0;
const KNIGHT: usize = 1;
const BISHOP: usize = 2;
const ROOK: usize = 3;
const QUEEN: usize = 4;

/// At most this many mobile non-king pieces of the winner for the
/// mating-net test (beyond, mate material is plentiful and the search
/// decides).
const MAX_NET_UNITS: usize = 4;

#[inline]
fn sq(i: u32) -> Square {
    Square::new(i)
}

/// Iterates the squares of a bitboard.
#[inline]
fn squares(mut b: u64) -> impl Iterator<Item = Square> {
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
fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[inline]
fn last_rank(c: usize) -> u64 {
    if c == 0 { RANK_8 } else { RANK_1 }
}

#[inline]
fn pawn_push(c: usize, b: u64) -> u64 {
    if c == 0 { b << 8 } else { b >> 8 }
}

/// Squares attacked by pawns of colour `c` standing on `b`.
#[inline]
fn pawn_span(c: usize, b: u64) -> u64 {
    if c == 0 {
        ((b & !FILE_A) << 7) | ((b & !FILE_H) << 9)
    } else {
        ((b & !FILE_A) >> 9) | ((b & !FILE_H) >> 7)
    }
}

#[inline]
fn king_span(b: u64) -> u64 {
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

/// Attacks of a piece of `role` on `s` with `occ` as blockers (not pawns).
#[inline]
fn piece_attacks(role: usize, s: Square, occ: u64) -> u64 {
    let occ = shakmaty::Bitboard(occ);
    match role {
        KNIGHT => attacks::knight_attacks(s).0,
        BISHOP => attacks::bishop_attacks(s, occ).0,
        ROOK => attacks::rook_attacks(s, occ).0,
        QUEEN => attacks::queen_attacks(s, occ).0,
        _ => attacks::king_attacks(s).0,
    }
}

#[inline]
fn shift(b: u64, d: i32) -> u64 {
    if d > 0 { b << d } else { b >> -d }
}

/// Squares attacked along direction `d` (with `wrap` the squares a step in
/// that direction may land on) by sliders on `from`, through `empty`
/// squares (Kogge-Stone fill).
#[inline]
fn ray_span(from: u64, empty: u64, d: i32, wrap: u64) -> u64 {
    let mut g = from;
    let mut e = empty & wrap;
    g |= e & shift(g, d);
    e &= shift(e, d);
    g |= e & shift(g, 2 * d);
    e &= shift(e, 2 * d);
    g |= e & shift(g, 4 * d);
    shift(g, d) & wrap
}

fn diagonal_span(from: u64, empty: u64) -> u64 {
    ray_span(from, empty, 9, !FILE_A)
        | ray_span(from, empty, 7, !FILE_H)
        | ray_span(from, empty, -7, !FILE_A)
        | ray_span(from, empty, -9, !FILE_H)
}

fn orthogonal_span(from: u64, empty: u64) -> u64 {
    ray_span(from, empty, 8, !0)
        | ray_span(from, empty, -8, !0)
        | ray_span(from, empty, 1, !FILE_A)
        | ray_span(from, empty, -1, !FILE_H)
}

/// Union of the attacks of `role` from every square of `from`, with `occ`
/// as the blockers.
fn attack_span(c: usize, role: usize, from: u64, occ: u64) -> u64 {
    match role {
        PAWN => pawn_span(c, from & !last_rank(c)),
        KNIGHT => knight_span(from),
        BISHOP => diagonal_span(from, !occ),
        ROOK => orthogonal_span(from, !occ),
        QUEEN => diagonal_span(from, !occ) | orthogonal_span(from, !occ),
        _ => king_span(from),
    }
}

/// Everywhere a piece of `role` (not a pawn, not a king) starting on `start`
/// can go, with `walls` impassable.
fn flood(role: usize, start: u64, walls: u64) -> u64 {
    let mut region = start;
    let mut frontier = start;
    while frontier != 0 {
        let next = attack_span(0, role, frontier, walls) & !walls & !region;
        region |= next;
        frontier = next;
    }
    region
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

/// The squares of a file from `low` up to `high` (square indices).
fn segment(low: u32, high: u32) -> u64 {
    (low..=high).step_by(8).fold(0, |acc, i| acc | 1 << i)
}

/// Pairs (white pawn, black pawn) of mobile pawns facing each other on a
/// file with no pawn between, the white one below.
fn facing_pairs(white: u64, black: u64, all_pawns: u64) -> Vec<(u32, u32)> {
    let mut pairs = Vec::new();
    for w in squares(white) {
        let i = w.to_u32();
        let ahead = (i + 8..64).step_by(8).find(|j| all_pawns >> j & 1 != 0);
        if let Some(j) = ahead
            && black >> j & 1 != 0
        {
            pairs.push((i, j));
        }
    }
    pairs
}

/// Where the pieces of a position can ever go.
#[derive(Clone, Debug)]
pub(crate) struct Regions {
    /// Pieces that never move and are never captured, per colour.
    pub fixed: [u64; 2],
    /// Per colour and role (pawn..queen): where its mobile pieces of that
    /// role, and the pieces its pawns may promote to, can stand.
    pub reach: [[u64; 5]; 2],
    /// Per colour: where its king can stand.
    pub king: [u64; 2],
    /// The board the regions were computed for.
    pieces: [[u64; 6]; 2],
}

impl Regions {
    /// The analysis of a board (any board with one king per colour; it
    /// need not be legal). `ep` is the square a pawn skipped on the last
    /// move, if any (`turn` is the side to move).
    pub fn analyse(board: &Board, turn: Color, ep: Option<Square>) -> Regions {
        let mut pieces = [[0u64; 6]; 2];
        for c in [Color::White, Color::Black] {
            let ours = board.by_color(c).0;
            for (r, role) in Role::ALL.iter().enumerate() {
                pieces[idx(c)][r] = board.by_role(*role).0 & ours;
            }
        }
        // The pawn that just made a double step may be captured en passant
        // on the square it skipped: treat it as standing there too.
        let mut ep_prey = [0u64; 2];
        let mut fixed = [0u64; 2];
        for c in 0..2 {
            fixed[c] = pieces[c][..5].iter().fold(0, |a, b| a | b);
        }
        if let Some(ep) = ep {
            let mover = idx(!turn);
            let skipped = 1u64 << ep.to_u32();
            ep_prey[mover] = skipped;
            // That pawn may be captured at once: it is not static.
            fixed[mover] &= !(pawn_push(mover, skipped) | pawn_push(1 - mover, skipped));
        }
        loop {
            let mut regions = Regions {
                fixed,
                reach: [[0; 5]; 2],
                king: [0; 2],
                pieces,
            };
            regions.fill(ep_prey);
            let drop = regions.unstable();
            if drop == [0, 0] {
                return regions;
            }
            fixed[0] &= !drop[0];
            fixed[1] &= !drop[1];
        }
    }

    fn walls(&self) -> u64 {
        self.fixed[0] | self.fixed[1]
    }

    /// Where the non-king pieces of `c` could ever stand (static ones too).
    pub fn occupiable(&self, c: usize) -> u64 {
        self.reach[c].iter().fold(self.fixed[c], |a, b| a | b)
    }

    /// Computes the regions for the current static set.
    fn fill(&mut self, ep_prey: [u64; 2]) {
        let walls = self.walls();
        let mobile = |c: usize, r: usize| self.pieces[c][r] & !self.fixed[c];
        // Kings, first kept off only what static enemies attack at point
        // blank.
        let mut forbidden = [self.guarded(1, !0), self.guarded(0, !0)];
        for c in 0..2 {
            self.king[c] = king_flood(self.pieces[c][5], walls, forbidden[c]);
        }
        // Pawn captures need prey, and prey moves. Two mobile pawns facing
        // each other on a file can only pass once one of them may leave the
        // file (capture) or be captured: until then each stays on its
        // segment of the file. Iterate to a fixed point.
        let mut prey = [0u64; 2];
        for c in 0..2 {
            prey[c] = (0..5).fold(ep_prey[c], |a, r| a | mobile(c, r));
        }
        let pairs = facing_pairs(
            mobile(0, PAWN),
            mobile(1, PAWN),
            self.pieces[0][PAWN] | self.pieces[1][PAWN],
        );
        let mut locked = [0u64; 2];
        for &(w, b) in &pairs {
            locked[0] |= 1 << w;
            locked[1] |= 1 << b;
        }
        loop {
            let mut reach = [[0u64; 5]; 2];
            for c in 0..2 {
                let (pawns, moved) =
                    pawn_flood(c, mobile(c, PAWN) & !locked[c], walls, prey[1 - c]);
                let promo = moved & last_rank(c);
                let segments = pairs.iter().fold(0, |acc, &(w, b)| {
                    let (own, seg) = if c == 0 {
                        (w, segment(w, b - 8))
                    } else {
                        (b, segment(w + 8, b))
                    };
                    if locked[c] >> own & 1 != 0 {
                        acc | seg
                    } else {
                        acc
                    }
                });
                reach[c][PAWN] = pawns | segments | ep_prey[c];
                for r in KNIGHT..=QUEEN {
                    reach[c][r] = flood(r, mobile(c, r) | promo, walls);
                }
            }
            self.reach = reach;
            let next = [
                self.occupiable(0) & !self.fixed[0],
                self.occupiable(1) & !self.fixed[1],
            ];
            let occ = [self.occupiable(0), self.occupiable(1)];
            let mut still = [0u64; 2];
            for &(w, b) in &pairs {
                let (seg_w, seg_b) = (segment(w, b - 8), segment(w + 8, b));
                let w_cap = pawn_span(0, seg_w) & occ[1] != 0;
                let b_cap = pawn_span(1, seg_b) & occ[0] != 0;
                let w_taken = self.can_take(1, seg_w, walls);
                let b_taken = self.can_take(0, seg_b, walls);
                if !(w_cap || b_cap || b_taken) {
                    still[0] |= 1 << w;
                }
                if !(w_cap || b_cap || w_taken) {
                    still[1] |= 1 << b;
                }
            }
            if next == prey && still == locked {
                break;
            }
            prey = next;
            locked = still;
        }
        // Then, knowing where everything else could stand, also off the
        // lines of static sliders that nothing could ever block.
        let others = self.occupiable(0) | self.occupiable(1);
        for c in 0..2 {
            // Anything but `c`'s own king could stand in the way.
            forbidden[c] |= self.guarded(1 - c, others | self.king[1 - c]);
        }
        for c in 0..2 {
            self.king[c] = king_flood(self.pieces[c][5], walls, forbidden[c]);
        }
    }

    /// Could a mobile piece of colour `c` (its king included) ever capture
    /// on a square of `set`?
    fn can_take(&self, c: usize, set: u64, walls: u64) -> bool {
        let reach = &self.reach[c];
        (knight_span(set) & reach[KNIGHT])
            | (diagonal_span(set, !walls) & (reach[BISHOP] | reach[QUEEN]))
            | (orthogonal_span(set, !walls) & (reach[ROOK] | reach[QUEEN]))
            | (pawn_span(1 - c, set) & reach[PAWN])
            | (king_span(set) & self.king[c])
            != 0
    }

    /// Squares attacked by the static pieces of `c` with `blockers` as the
    /// squares that may block a line.
    fn guarded(&self, c: usize, blockers: u64) -> u64 {
        let fixed = self.fixed[c];
        let mut out = pawn_span(c, self.pieces[c][PAWN] & fixed & !last_rank(c));
        out |= knight_span(self.pieces[c][KNIGHT] & fixed);
        for r in BISHOP..=QUEEN {
            out |= attack_span(c, r, self.pieces[c][r] & fixed, blockers);
        }
        out
    }

    /// The assumed-static pieces that could in fact move or be captured.
    fn unstable(&self) -> [u64; 2] {
        let walls = self.walls();
        let mut drop = [0u64; 2];
        for c in 0..2 {
            let e = 1 - c;
            let own = self.fixed[c];
            let prey = self.occupiable(e);
            let line_blockers = self.occupiable(0) | self.occupiable(1) | self.king[c];
            for s in squares(own) {
                let bit = 1u64 << s.to_u32();
                let role = (0..5)
                    .find(|&r| self.pieces[c][r] & bit != 0)
                    .unwrap_or(PAWN);
                // Could it move?
                let moves = if role == PAWN {
                    let push = pawn_push(c, bit & !last_rank(c)) & !walls;
                    push | (pawn_span(c, bit) & prey)
                } else {
                    piece_attacks(role, s, walls) & !own
                };
                // Could an enemy piece capture it?
                let reach = &self.reach[e];
                let by_pieces = (knight_span(bit) & reach[KNIGHT])
                    | (piece_attacks(BISHOP, s, walls) & (reach[BISHOP] | reach[QUEEN]))
                    | (piece_attacks(ROOK, s, walls) & (reach[ROOK] | reach[QUEEN]))
                    | (pawn_span(c, bit) & reach[PAWN]);
                // The enemy king may take it unless a static friend guards it
                // along a line nothing could block.
                let by_king = king_span(bit) & self.king[e] != 0 && {
                    let friends = Regions {
                        fixed: self.fixed_without(c, bit),
                        ..self.clone()
                    };
                    friends.guarded(c, line_blockers | walls) & bit == 0
                };
                if moves != 0 || by_pieces != 0 || by_king {
                    drop[c] |= bit;
                }
            }
        }
        drop
    }

    fn fixed_without(&self, c: usize, bit: u64) -> [u64; 2] {
        let mut f = self.fixed;
        f[c] &= !bit;
        f
    }

    /// Squares `c`'s pieces (not the king) could ever attack: from every
    /// square of their regions, static pieces from where they stand.
    fn attackable(&self, c: usize) -> u64 {
        let walls = self.walls();
        let mut out = self.guarded(c, walls);
        for r in PAWN..=QUEEN {
            out |= attack_span(c, r, self.reach[c][r], walls);
        }
        out
    }

    /// Number of mobile non-king pieces of colour `c`.
    fn mobile_count(&self, c: usize) -> usize {
        (0..5)
            .map(|r| (self.pieces[c][r] & !self.fixed[c]).count_ones() as usize)
            .sum()
    }

    /// Proves that `winner` can never checkmate. `true` is certain; `false`
    /// means "not proved".
    ///
    /// Mate needs the loser's king on some square `k` of its region, in
    /// check from a non-king piece of the winner, and each square next to
    /// `k` either held by a loser's piece or attacked by the winner. First
    /// test: no winner's piece can ever attack the loser king's region.
    /// Second test (few winner's pieces): no placement of the winner's
    /// pieces, each anywhere in its region, covers `k` and its free
    /// neighbours for any `k`.
    pub fn cannot_mate(&self, winner: Color) -> bool {
        let w = idx(winner);
        let l = 1 - w;
        let targets = self.attackable(w) & self.king[l];
        if targets == 0 {
            return true;
        }
        if self.mobile_count(w) > MAX_NET_UNITS {
            return false;
        }
        let walls = self.walls();
        let free_cover = self.guarded(w, walls);
        let blockable = self.occupiable(l);
        let units = self.net_units(w);
        squares(targets).all(|k| !self.net_possible(w, k, &units, free_cover, blockable, walls))
    }

    /// The winner's mobile pieces, each as the (role, region) pairs it may
    /// attack from; the king last.
    fn net_units(&self, w: usize) -> Vec<Vec<(usize, u64)>> {
        let mut units = Vec::new();
        let promotes = self.reach[w][PAWN] & last_rank(w) != 0;
        for r in PAWN..=QUEEN {
            let n = (self.pieces[w][r] & !self.fixed[w]).count_ones();
            for _ in 0..n {
                let mut unit = vec![(r, self.reach[w][r])];
                if r == PAWN && promotes {
                    unit.extend((KNIGHT..=QUEEN).map(|p| (p, self.reach[w][p])));
                }
                units.push(unit);
            }
        }
        units
    }

    /// Could the winner's units (and king) cover `k` with a check and every
    /// neighbour of `k` that no loser's piece could block?
    fn net_possible(
        &self,
        w: usize,
        k: Square,
        units: &[Vec<(usize, u64)>],
        free_cover: u64,
        blockable: u64,
        walls: u64,
    ) -> bool {
        let kbit = 1u64 << k.to_u32();
        let near = attacks::king_attacks(k).0;
        let need = (kbit & !free_cover) | (near & !free_cover & !blockable);
        if need == 0 {
            return true;
        }
        let bits: Vec<u64> = squares(need).map(|s| 1u64 << s.to_u32()).collect();
        let full = (1usize << bits.len()) - 1;
        let compress = |a: u64| {
            bits.iter()
                .enumerate()
                .fold(0usize, |m, (i, b)| if a & b != 0 { m | 1 << i } else { m })
        };
        // What each unit could cover from each square of its region.
        let mut unit_masks: Vec<Vec<usize>> = Vec::with_capacity(units.len() + 1);
        for unit in units {
            let mut seen = [0u64; 8];
            let mut masks = Vec::new();
            for &(role, region) in unit {
                for x in squares(region & !kbit) {
                    let a = if role == PAWN {
                        pawn_span(w, 1 << x.to_u32())
                    } else {
                        piece_attacks(role, x, walls)
                    };
                    let m = compress(a & need);
                    if m != 0 && seen[m >> 6] >> (m & 63) & 1 == 0 {
                        seen[m >> 6] |= 1 << (m & 63);
                        masks.push(m);
                    }
                }
            }
            unit_masks.push(masks);
        }
        // The winner's king, never next to the loser's.
        let mut seen = [0u64; 8];
        let mut masks = Vec::new();
        for x in squares(self.king[w] & !near & !kbit) {
            let m = compress(attacks::king_attacks(x).0 & need);
            if m != 0 && seen[m >> 6] >> (m & 63) & 1 == 0 {
                seen[m >> 6] |= 1 << (m & 63);
                masks.push(m);
            }
        }
        unit_masks.push(masks);
        for masks in &mut unit_masks {
            maximal(masks);
        }
        // Cheap necessary condition: every needed square coverable by someone.
        if unit_masks.iter().flatten().fold(0, |a, m| a | m) != full {
            return false;
        }
        // Exact: each unit at one square at a time.
        let mut reached = vec![0usize];
        let mut in_reached = [0u64; 8];
        in_reached[0] = 1;
        for masks in &unit_masks {
            let before = reached.len();
            for i in 0..before {
                for &m in masks {
                    let u = reached[i] | m;
                    if in_reached[u >> 6] >> (u & 63) & 1 == 0 {
                        if u == full {
                            return true;
                        }
                        in_reached[u >> 6] |= 1 << (u & 63);
                        reached.push(u);
                    }
                }
            }
        }
        false
    }
}

/// Keeps only the masks no other mask contains: covering less is never
/// better.
fn maximal(masks: &mut Vec<usize>) {
    masks.sort_unstable_by_key(|m| std::cmp::Reverse(m.count_ones()));
    let mut kept: Vec<usize> = Vec::with_capacity(masks.len());
    for &m in masks.iter() {
        if !kept.iter().any(|&k| k & m == m) {
            kept.push(m);
        }
    }
    *masks = kept;
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn regions(fen: &str) -> Regions {
        let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
        Regions::analyse(&setup.board, setup.turn, setup.ep_square)
    }

    #[test]
    fn a_pawn_that_just_made_a_double_step_may_be_taken_en_passant() {
        let c4 = 1u64 << Square::C4.to_u32();
        let c3 = 1u64 << Square::C3.to_u32();
        let after = regions("k7/8/8/2p5/1pP5/1P6/8/K7 b - c3");
        assert_eq!(after.fixed[0] & c4, 0, "the pawn on c4 is not static");
        assert_ne!(after.reach[1][PAWN] & c3, 0, "b4xc3 en passant");
    }

    #[test]
    fn facing_pawns_never_pass_each_other() {
        // Both sides' pawns meet head to head on every file; nothing can
        // capture them: no pawn ever promotes, nobody can mate.
        let r = regions("3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K4 w - -");
        assert_eq!(r.reach[0][PAWN] & RANK_8, 0);
        assert!(r.cannot_mate(Color::White));
    }
}
