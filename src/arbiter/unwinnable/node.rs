//! One interface over the two position types the analysis walks: shakmaty's
//! [`Chess`] (fast, for every position shakmaty accepts) and the arbiter's
//! raw [`Position`] (for boards only an illegal move that stood can reach).

use std::hash::{BuildHasherDefault, Hasher};

use shakmaty::{Board, Chess, Color, EnPassantMode, Move, MoveList, Position as _, Role};

use super::reach::Extra;
use crate::arbiter::position::Position;

pub(crate) trait Node: Clone {
    fn board(&self) -> &Board;
    fn turn(&self) -> Color;
    fn moves(&self) -> MoveList;
    fn after(&self, m: &Move) -> Self;
    fn in_check(&self) -> bool;
    /// The square skipped by the last double step, if a capture en passant
    /// may follow.
    fn ep(&self) -> Option<shakmaty::Square>;
    fn castling(&self) -> u64;

    /// What the static analysis needs besides the board.
    fn extra(&self) -> Extra {
        Extra {
            ep: self.ep(),
            castling: self.castling(),
            winner: None,
        }
    }

    /// An exact key: two positions with the same key have the same moves
    /// and the same futures. Each square's role is coded in three bits
    /// (pawn 1 to king 6, none 0), one bitboard per bit, so the placement
    /// takes four words (colours, then the bits) instead of eight.
    fn key(&self) -> Key {
        let b = self.board();
        let ep = self.ep().map_or(64, |s| s.to_u32() as u64);
        let castling = self.castling();
        let meta =
            (castling & 0xff) | (castling >> 48) & 0xff00 | ep << 16 | (self.turn() as u64) << 24;
        Key([
            b.white().0,
            (b.pawns() | b.bishops() | b.queens()).0,
            (b.knights() | b.bishops() | b.kings()).0,
            (b.rooks() | b.queens() | b.kings()).0,
            meta,
        ])
    }
}

impl Node for Chess {
    fn board(&self) -> &Board {
        shakmaty::Position::board(self)
    }
    fn turn(&self) -> Color {
        shakmaty::Position::turn(self)
    }
    fn moves(&self) -> MoveList {
        self.legal_moves()
    }
    fn after(&self, m: &Move) -> Self {
        let mut next = self.clone();
        next.play_unchecked(*m);
        next
    }
    fn in_check(&self) -> bool {
        self.is_check()
    }
    fn ep(&self) -> Option<shakmaty::Square> {
        self.ep_square(EnPassantMode::Legal)
    }
    fn castling(&self) -> u64 {
        self.castles().castling_rights().0
    }
}

impl Node for Position {
    fn board(&self) -> &Board {
        &self.board
    }
    fn turn(&self) -> Color {
        self.turn
    }
    fn moves(&self) -> MoveList {
        self.legal_moves()
    }
    fn after(&self, m: &Move) -> Self {
        self.play(m)
    }
    fn in_check(&self) -> bool {
        self.is_check()
    }
    fn ep(&self) -> Option<shakmaty::Square> {
        self.legal_ep_square()
    }
    fn castling(&self) -> u64 {
        self.castling.0
    }
}

/// See [`Node::key`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Key(pub [u64; 5]);

// By hand: word by word, inlined (the derived ones compare by `memcmp`
// and hash the words as bytes, one hasher round per byte), as the tables
// of the walk and the searches probe a key for every move.
impl PartialEq for Key {
    #[inline]
    fn eq(&self, other: &Key) -> bool {
        let (a, b) = (&self.0, &other.0);
        ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) | (a[4] ^ b[4])) == 0
    }
}

impl Eq for Key {}

impl std::hash::Hash for Key {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        for &w in &self.0 {
            state.write_u64(w);
        }
    }
}

/// A fast hasher for [`Key`] (keys are compared in full, so the hash only
/// spreads them).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // The products above carry each bit upwards only: a final mix
        // spreads every word over the low bits (the table's buckets).
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^ (x >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// A pass-through hasher for keys that are already digests.
#[derive(Default)]
pub(crate) struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(*b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

pub(crate) type KeyMap<V> = std::collections::HashMap<Key, V, BuildHasherDefault<KeyHasher>>;

/// Moves that can never be undone: captures, pawn moves, castling. The
/// static analysis only changes its answer after one of them.
pub(crate) fn irreversible(m: &Move) -> bool {
    m.is_capture() || m.role() == Role::Pawn || m.is_castle()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, FromSetup, Square};

    fn chess(fen: &str) -> Chess {
        let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
        Chess::from_setup(setup, CastlingMode::Chess960).expect("a legal position")
    }

    #[test]
    fn the_key_tells_every_role_colour_and_state_apart() {
        // The same square holding each role of each colour, and the
        // same placement with another side to move, castling right or
        // en passant square: all keys differ.
        let mut fens: Vec<String> = "PNBRQpnbrq"
            .chars()
            .map(|p| format!("4k3/8/8/8/3{p}4/8/8/4K3 w - -"))
            .collect();
        fens.extend(
            [
                "4k3/8/8/8/8/8/8/4K3 w - -",
                "4k3/8/8/8/8/8/8/4K3 b - -",
                "4k3/8/8/8/8/8/8/R3K2R w KQ -",
                "4k3/8/8/8/8/8/8/R3K2R w K -",
                "4k3/8/8/8/8/8/8/R3K2R w Q -",
                "4k3/8/8/8/8/8/8/R3K2R w - -",
                "4k3/8/8/3pP3/8/8/8/4K3 w - d6",
                "4k3/8/8/3pP3/8/8/8/4K3 w - -",
            ]
            .map(String::from),
        );
        let keys: Vec<Key> = fens.iter().map(|f| chess(f).key()).collect();
        for (i, a) in keys.iter().enumerate() {
            for (j, b) in keys.iter().enumerate() {
                assert_eq!(a == b, i == j, "{} / {}", fens[i], fens[j]);
            }
        }
        // The same position reached two ways has the same key.
        let start = chess("4k3/8/8/8/8/8/8/RN2K3 w - -");
        let one = start.after(&Move::Normal {
            role: Role::Knight,
            from: Square::B1,
            capture: None,
            to: Square::C3,
            promotion: None,
        });
        assert_eq!(one.key(), chess("4k3/8/8/8/8/2N5/8/R3K3 b - -").key());
    }
}
