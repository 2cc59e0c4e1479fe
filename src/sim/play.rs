//! Which move is played: random, biased towards the rare kinds, and how the
//! game ends, judged as the engine will judge it.

use std::collections::HashMap;

use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Move, Position, Role, Square, zobrist::Zobrist64,
};

use super::rng::Rng;
use crate::arbiter::unwinnable::{Budget, Verdict, can_checkmate};

/// Positions seen so far (Art. 9.2.3: same pieces, side to move, castling
/// rights and en passant possibilities), the start position included.
#[derive(Clone, Debug, Default)]
pub struct History {
    seen: HashMap<u64, u32>,
}

pub fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl History {
    pub fn add(&mut self, pos: &Chess) -> u32 {
        let n = self.seen.entry(key(pos)).or_insert(0);
        *n += 1;
        *n
    }

    pub fn count(&self, pos: &Chess) -> u32 {
        self.seen.get(&key(pos)).copied().unwrap_or(0)
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Checkmate(Color),
    Stalemate,
    DeadPosition,
    SeventyFiveMoves,
    Fivefold,
}

impl End {
    pub fn result(self) -> &'static str {
        match self {
            End::Checkmate(Color::White) => "1-0",
            End::Checkmate(Color::Black) => "0-1",
            _ => "1/2-1/2",
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            End::Checkmate(_) => "end:checkmate",
            End::Stalemate => "end:stalemate",
            End::DeadPosition => "end:dead_position",
            End::SeventyFiveMoves => "end:75_moves",
            End::Fivefold => "end:fivefold",
        }
    }
}

/// Neither side can checkmate by any series of legal moves (5.2.2), as the
/// engine asks it at a move: [`Budget::Quick`], both sides `CannotMate`.
pub fn dead(pos: &Chess) -> bool {
    let setup = pos.to_setup(EnPassantMode::Legal);
    Color::ALL
        .iter()
        .all(|&c| can_checkmate(&setup, c, Budget::Quick) == Verdict::CannotMate)
}

/// Does the game end in `pos`, reached by a legal move, where it has now
/// occurred `occurrences` times? Checkmate first (5.1.1), then stalemate
/// (5.2.1), dead position (5.2.2), 75 moves (9.6.2), fivefold (9.6.1).
pub fn game_end(pos: &Chess, occurrences: u32) -> Option<End> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Some(if pos.is_check() {
            End::Checkmate(!pos.turn())
        } else {
            End::Stalemate
        });
    }
    if dead(pos) {
        return Some(End::DeadPosition);
    }
    if pos.halfmoves() >= 150 {
        return Some(End::SeventyFiveMoves);
    }
    if occurrences >= 5 {
        return Some(End::Fivefold);
    }
    None
}

/// The style of play of a game, to make every ending occur.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Random with a bias towards captures, checks and the rare moves.
    Lively,
    /// From `from_ply` on: no pawn moves or captures where avoidable, no
    /// repetition (aims at the 75-move rule).
    Shuffle { from_ply: u32 },
    /// From `from_ply` on: move back and forth (aims at fivefold repetition).
    Repeat { from_ply: u32 },
}

/// What a chosen move must respect.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Occupancy sensors: promotions to a queen only, no castling that
    /// leaves the occupancy unchanged.
    pub occupancy_sensors: bool,
    pub no_castling: bool,
    pub no_en_passant: bool,
    /// Touch-move: the move must be made with the piece on this square.
    pub from: Option<Square>,
    /// Touch-move: the move must capture the piece on this square.
    pub captures: Option<Square>,
    /// Skip moves whose position has already occurred this often.
    pub max_seen: Option<u32>,
    /// Decline en passant (it can then be tried one move late).
    pub decline_en_passant: bool,
    /// Squares the move may neither land on nor pass over.
    pub avoid: Bitboard,
}

/// A Chess960 castling where king and rook swap squares leaves the
/// occupancy unchanged: occupancy sensors cannot tell it from touching both
/// pieces and putting them back, so it is not generated for them.
pub fn invisible_castling(m: &Move) -> bool {
    use shakmaty::File;
    match *m {
        Move::Castle { king, rook } => {
            let (k, r) = (king.file(), rook.file());
            (k == File::F && r == File::G) || (k == File::D && r == File::C)
        }
        _ => false,
    }
}

pub fn allowed(m: &Move, f: &Filter) -> bool {
    // Occupancy sensors: the engine reads every promotion as a queen and
    // cannot see a castling that swaps king and rook.
    if f.occupancy_sensors
        && (m.promotion().is_some_and(|r| r != Role::Queen) || invisible_castling(m))
    {
        return false;
    }
    if (f.no_castling && m.is_castle())
        || ((f.no_en_passant || f.decline_en_passant) && m.is_en_passant())
    {
        return false;
    }
    if f.from.is_some_and(|sq| m.from() != Some(sq)) {
        return false;
    }
    if f.avoid.contains(m.to())
        || m.from()
            .is_some_and(|from| (shakmaty::attacks::between(from, m.to()) & f.avoid).any())
    {
        return false;
    }
    if let Some(c) = f.captures
        && super::realize::captured_square(*m) != Some(c)
    {
        return false;
    }
    true
}

/// Picks a move of `pos` allowed by `filter`, or `None` when there is none.
pub fn choose(
    pos: &Chess,
    rng: &mut Rng,
    style: Style,
    ply: u32,
    filter: &Filter,
    history: &History,
    last_own: Option<(Square, Square)>,
) -> Option<Move> {
    let moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| allowed(m, filter))
        .collect();
    let mut weights = Vec::with_capacity(moves.len());
    let shuffle = matches!(style, Style::Shuffle { from_ply } if ply >= from_ply);
    let repeat = matches!(style, Style::Repeat { from_ply } if ply >= from_ply);
    for m in &moves {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        let seen = history.count(&after);
        if filter.max_seen.is_some_and(|n| seen >= n) {
            weights.push(0.0);
            continue;
        }
        let mut w = 1.0;
        if let Some(victim) = m.capture() {
            w += 2.0 + f64::from(value(victim)) * 0.4;
        }
        if m.is_en_passant() {
            w += 25.0;
        }
        if m.is_castle() {
            w += 12.0;
        }
        if let Some(r) = m.promotion() {
            w += if r == Role::Queen { 12.0 } else { 4.0 };
        }
        if m.role() == Role::Pawn {
            let rank = m.to().rank() as u32;
            let advance = if pos.turn() == Color::White {
                rank
            } else {
                7 - rank
            };
            w += 0.3 * f64::from(advance);
        }
        if after.is_check() {
            w += 2.0;
            if after.legal_moves().is_empty() {
                w += 40.0;
            }
        } else if after.board().by_color(after.turn()).count() <= 3
            && after.legal_moves().is_empty()
        {
            w += 40.0; // stalemate
        }
        if shuffle {
            if m.is_zeroing() {
                w *= 0.02;
            }
            if seen > 0 {
                w *= 0.05;
            }
        }
        if repeat {
            if m.is_zeroing() {
                w *= 0.05;
            }
            if last_own.is_some_and(|(f, t)| m.from() == Some(t) && m.to() == f) {
                w += 200.0;
            }
        }
        weights.push(w);
    }
    let i = rng.weighted(&weights)?;
    Some(moves[i])
}

fn value(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}
