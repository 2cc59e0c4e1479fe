//! "Can this side still checkmate?" (Art. 5.2.2, 6.9, 7.5.5, 5.1.2).
//!
//! The Laws turn a loss into a draw when "the opponent cannot checkmate the
//! player's king by any possible series of legal moves", and end the game
//! at once in a dead position (5.2.2). [`can_checkmate`] answers for one
//! side, after the method of M. Ambrona, "A Practical Algorithm for Chess
//! Unwinnability" (FUN 2022), implemented anew over shakmaty:
//!
//! - a sound static analysis of where every piece can ever go (pawns and
//!   pieces that can never move, kings that can never cross a pawn wall,
//!   bishops' colours, mating nets that the winner's few pieces cannot
//!   weave) proves impossibility ([`Verdict::CannotMate`]);
//! - forced single-reply sequences are followed first;
//! - a heuristic, iteratively deepened helpmate search finds mates, and the
//!   line it returns is the proof ([`Verdict::CanMate`]);
//! - in full mode, when few positions are reachable, all of them are
//!   visited (pruned by the static analysis), which decides either way.
//!
//! `docs/unwinnable.md` explains why each step is sound.
//!
//! The 50- and 75-move rules and repetitions are not considered: like the
//! reference tool, "any possible series of legal moves" is read without
//! them.
//!
//! # Example
//!
//! ```
//! use jadoube::arbiter::unwinnable::{can_checkmate, Budget, Verdict};
//! use shakmaty::{Color, fen::Fen};
//!
//! // A locked pawn wall with bishops that cannot open it: nobody can win.
//! let fen: Fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -".parse().unwrap();
//! let setup = fen.into_setup();
//! assert_eq!(can_checkmate(&setup, Color::White, Budget::Quick), Verdict::CannotMate);
//!
//! // A lone knight can mate when the defender's own pawn boxes its king in.
//! let fen: Fen = "7k/7p/8/8/8/8/8/K5N1 w - -".parse().unwrap();
//! let setup = fen.into_setup();
//! assert!(matches!(can_checkmate(&setup, Color::White, Budget::Full), Verdict::CanMate(_)));
//! ```

mod cli;
mod node;
mod reach;
mod search;

pub use cli::{UnwinnableArgs, run};

use shakmaty::{CastlingMode, Chess, Color, FromSetup, Move, Setup};

use self::node::Node;
use self::search::{Exhaust, Helpmate, exhaust, is_mate_by, statically_dead};
use crate::arbiter::position::Position;
use crate::arbiter::rules::Variant;

/// How much work the analysis may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Small, for use at the clock press: the arbiter should not wait (a few
    /// microseconds on average). Proves most dead positions, finds short
    /// mates, and otherwise answers [`Verdict::Undecided`].
    Quick,
    /// Large, for the command line or a decisive ruling (typically well
    /// under a millisecond, at most a few hundred milliseconds).
    Full,
}

/// The answer to "can `winner` still checkmate?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Yes: a series of legal moves ending in mate by `winner` (the proof;
    /// empty when the loser is checkmated already).
    CanMate(Vec<Move>),
    /// No series of legal moves ends in mate by `winner`. Only returned when
    /// certain.
    CannotMate,
    /// Not decided within the budget: the arbiter decides.
    Undecided,
}

/// Work limits of one budget.
struct Limits {
    /// Nodes of the heuristic helpmate search (0: no search), in all and
    /// per iteration.
    helpmate_nodes: u64,
    iteration_nodes: u64,
    /// Deepest iteration of the helpmate search (in cost units, about two
    /// per ply).
    helpmate_depth: i32,
    /// Positions the exhaustive walk may visit (0: no walk).
    exhaust_positions: usize,
}

impl Limits {
    fn of(budget: Budget) -> Limits {
        match budget {
            Budget::Quick => Limits {
                helpmate_nodes: 0,
                iteration_nodes: 0,
                helpmate_depth: 0,
                exhaust_positions: 0,
            },
            Budget::Full => Limits {
                helpmate_nodes: search::num("UNW_HM", 300_000),
                iteration_nodes: search::num("UNW_IT", 20_000),
                helpmate_depth: 400,
                exhaust_positions: search::num("UNW_EX", 1_000_000) as usize,
            },
        }
    }
}

/// Longest forced sequence followed before the analysis proper.
const MAX_FORCED: usize = 100;

/// Can `winner` checkmate the other side by some series of legal moves from
/// `setup`? `setup` may be a position no legal game reaches (an illegal move
/// that stood under A.5.2): the side not to move in check, a pawn on its
/// last rank, too much material, stray castling rights.
///
/// A board without exactly one king of each colour is not a chess position:
/// the answer is then [`Verdict::Undecided`] (the arbiter decides).
pub fn can_checkmate(setup: &Setup, winner: Color, budget: Budget) -> Verdict {
    let board = &setup.board;
    if Color::ALL
        .iter()
        .any(|&c| (board.kings() & board.by_color(c)).count() != 1)
    {
        return Verdict::Undecided;
    }
    match to_chess(setup) {
        Some(pos) => analyse(&pos, winner, budget),
        None => analyse(
            &Position::from_setup(setup.clone(), Variant::Chess960),
            winner,
            budget,
        ),
    }
}

/// shakmaty's position, where shakmaty accepts the board (ignoring what it
/// can ignore without changing the moves).
#[allow(clippy::result_large_err)]
fn to_chess(setup: &Setup) -> Option<Chess> {
    Chess::from_setup(setup.clone(), CastlingMode::Chess960)
        .or_else(|e| e.ignore_too_much_material())
        .or_else(|e| e.ignore_impossible_check())
        .or_else(|e| e.ignore_invalid_castling_rights())
        .or_else(|e| e.ignore_invalid_ep_square())
        .ok()
}

fn analyse<N: Node>(root: &N, winner: Color, budget: Budget) -> Verdict {
    let verdict = decide(root, winner, budget);
    match verdict {
        // The line is the proof: check it once more.
        Verdict::CanMate(ref line) if !is_mating_line(root, winner, line) => Verdict::Undecided,
        v => v,
    }
}

fn decide<N: Node>(root: &N, winner: Color, budget: Budget) -> Verdict {
    let limits = Limits::of(budget);
    // Follow forced moves: every series of legal moves starts with them.
    let mut pos = root.clone();
    let mut prefix = Vec::new();
    loop {
        let moves = pos.moves();
        if moves.is_empty() {
            // Checkmate or stalemate: the game is over.
            return if pos.in_check() && pos.turn() != winner {
                Verdict::CanMate(prefix)
            } else {
                Verdict::CannotMate
            };
        }
        if moves.len() != 1 || prefix.len() >= MAX_FORCED {
            break;
        }
        pos = pos.after(&moves[0]);
        prefix.push(moves[0]);
    }
    if statically_dead(&pos, winner) {
        return Verdict::CannotMate;
    }
    let with_prefix = |line: Vec<Move>| {
        let mut all = prefix.clone();
        all.extend(line);
        Verdict::CanMate(all)
    };
    if limits.helpmate_nodes > 0 {
        let mut helpmate = Helpmate::new(winner, limits.helpmate_nodes, limits.iteration_nodes);
        let found = helpmate.run(&pos, limits.helpmate_depth);
        if std::env::var_os("UNW_TRACE").is_some() {
            eprintln!(
                "helpmate: {} nodes, found {:?}",
                helpmate.nodes,
                found.as_ref().map(|l| l.len())
            );
        }
        if let Some(line) = found {
            return with_prefix(line);
        }
    }
    if limits.exhaust_positions == 0 {
        return Verdict::Undecided;
    }
    match exhaust(&pos, winner, limits.exhaust_positions) {
        Exhaust::Mate(line) => with_prefix(line),
        Exhaust::NoMate => Verdict::CannotMate,
        Exhaust::Limit => Verdict::Undecided,
    }
}

/// Is `line` a series of legal moves from `root` ending in mate by `winner`?
fn is_mating_line<N: Node>(root: &N, winner: Color, line: &[Move]) -> bool {
    let mut pos = root.clone();
    for m in line {
        if !pos.moves().contains(m) {
            return false;
        }
        pos = pos.after(m);
    }
    is_mate_by(&pos, winner)
}
