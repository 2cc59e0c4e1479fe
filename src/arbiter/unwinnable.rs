//! "Can this side still checkmate?" (Art. 5.2.2, 6.9, 7.5.5).
//!
//! PLACEHOLDER: counts material with shakmaty until the unwinnability issue
//! replaces it with a sound analysis. The signature is the contract the Laws
//! engine uses.

use std::process::ExitCode;

use shakmaty::{CastlingMode, Chess, Color, FromSetup, Move, Position, Setup};

/// How much work the analysis may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Small, for use at the clock press: the arbiter should not wait.
    Quick,
    /// Large, for the command line.
    Full,
}

/// The answer to "can `winner` still checkmate?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Yes: a series of legal moves ending in mate by `winner` (the proof).
    CanMate(Vec<Move>),
    /// No series of legal moves ends in mate by `winner`. Only returned when
    /// certain.
    CannotMate,
    /// Not decided within the budget: the arbiter decides.
    Undecided,
}

/// Can `winner` checkmate the other side by some series of legal moves from
/// `setup`? `setup` may be a position no legal game reaches (an illegal move
/// that stood under A.5.2).
#[allow(clippy::result_large_err)]
pub fn can_checkmate(setup: &Setup, winner: Color, _budget: Budget) -> Verdict {
    let pos = Chess::from_setup(setup.clone(), CastlingMode::Chess960)
        .or_else(|e| e.ignore_too_much_material())
        .or_else(|e| e.ignore_impossible_check())
        .or_else(|e| e.ignore_invalid_castling_rights())
        .or_else(|e| e.ignore_invalid_ep_square());
    match pos {
        Ok(pos) if pos.has_insufficient_material(winner) => Verdict::CannotMate,
        _ => Verdict::Undecided,
    }
}

#[derive(clap::Args, Debug)]
pub struct UnwinnableArgs {}

pub fn run(_args: UnwinnableArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("unwinnable is not implemented yet")
}
