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
//!   king captures that could only end the game in stalemate, bishops'
//!   colours, mating nets that the winner's few pieces cannot weave, or
//!   that the loser's last king move could not have walked into) proves
//!   impossibility ([`Verdict::CannotMate`]);
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
//! // A lone knight can mate when the defender's own pieces box its king in.
//! let fen: Fen = "6rk/6pp/8/4N3/8/8/8/K7 w - -".parse().unwrap();
//! let setup = fen.into_setup();
//! assert!(matches!(can_checkmate(&setup, Color::White, Budget::Full), Verdict::CanMate(_)));
//! ```

mod node;
mod reach;
mod search;

use shakmaty::{CastlingMode, Chess, Color, FromSetup, Move, Setup};

use self::node::{KeyMap, Node};
use self::search::{
    Exhaust, Helpmate, Mode, STATIC_WORK, Walk, dies_out, goes_round, is_mate_by, locked_ending,
    roam, short_mate, statically_dead,
};
use crate::arbiter::position::Position;
use crate::arbiter::rules::Variant;

/// How much work the analysis may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Small, for use at the clock press: the arbiter should not wait (a few
    /// microseconds on average). Proves most dead positions, finds short
    /// mates, and otherwise answers [`Verdict::Undecided`].
    Quick,
    /// Bounded, for a decisive ruling at the clock press (7.5.5): the
    /// searches of [`Budget::Full`] with a third to a sixth of their work,
    /// so that an undecided answer costs about a second (two at most on
    /// the CHA test vector), not ten (most mates are found in well under a
    /// millisecond).
    Press,
    /// Large, for the command line (a millisecond or less on most real
    /// positions; composed ones can take seconds, about ten at most on the
    /// CHA test vector, all of which it decides).
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

/// One step of the searches, in the order a budget runs them: the first
/// to decide settles the question, and a question is undecided only when
/// every step fails (so their order changes the time, not the answer).
#[derive(Clone, Copy, Debug)]
enum Step {
    /// A helpmate search afresh with these rewards: nodes in all, nodes
    /// per iteration.
    Search(Mode, u64, u64),
    /// The exhaustive walk, on until this many positions in all (each
    /// walk step goes on where the last one stopped).
    Walk(usize),
}

/// Work limits of one budget.
struct Limits {
    /// Work allowed to the static analysis (see `reach.rs`).
    static_work: u64,
    /// The steps after the short mates, in turn: the first ones, then the
    /// budget's own (none at all: no search).
    steps: [&'static [Step]; 2],
    /// Deepest iteration of the helpmate search (in cost units).
    helpmate_depth: i32,
}

/// The first steps of the budgets that search. Most mates are found at
/// once; a few reachable positions only are all visited. Bishops' nets and
/// opened files are often found at once (in a few thousand nodes), or
/// else need millions. Each longer walk comes before a longer search of
/// about its cost: locked positions are decided by the walk (which needs
/// its last position to prove anything), mates by the searches.
const FIRST_STEPS: &[Step] = &[
    Step::Search(Mode::Corner, 20_000, 10_000),
    Step::Walk(1_000),
    Step::Search(Mode::Net, 20_000, 10_000),
    Step::Search(Mode::Unlock, 20_000, 10_000),
    Step::Walk(30_000),
    Step::Search(Mode::Corner, 300_000, 50_000),
];

impl Limits {
    fn of(budget: Budget) -> Limits {
        use Mode::{Corner, Net, Unlock};
        use Step::{Search, Walk};
        match budget {
            Budget::Quick => Limits {
                static_work: STATIC_WORK,
                steps: [&[], &[]],
                helpmate_depth: 0,
            },
            Budget::Press => Limits {
                static_work: STATIC_WORK,
                steps: [
                    FIRST_STEPS,
                    &[
                        Walk(100_000),
                        Search(Corner, 1_000_000, 200_000),
                        Search(Unlock, 1_000_000, 250_000),
                    ],
                ],
                helpmate_depth: 1000,
            },
            Budget::Full => Limits {
                static_work: STATIC_WORK,
                steps: [
                    FIRST_STEPS,
                    &[
                        // Pawn files opened: most such mates need far
                        // fewer nodes than the long search's, and the
                        // walk and corner search below never find them.
                        Search(Unlock, 300_000, 300_000),
                        Walk(300_000),
                        Search(Corner, 2_000_000, 200_000),
                        // Mates that need pawn files opened first, or a
                        // bishop's net.
                        Search(Unlock, 6_000_000, 1_000_000),
                        Search(Net, 6_000_000, 1_000_000),
                    ],
                ],
                helpmate_depth: 1000,
            },
        }
    }
}

/// Plies and nodes of the search for positions where every series of moves
/// soon ends the game ([`dies_out`]).
const DIES_OUT_PLIES: u32 = 9;
const DIES_OUT_NODES: u32 = 20_000;

/// Positions visited in a locked pawn ending ([`roam`]).
const ROAM_POSITIONS: usize = 8_000;

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
    let verdict = match decide(root, winner, budget) {
        Verdict::CanMate(line) => Verdict::CanMate(without_detours(root, line)),
        v => v,
    };
    match verdict {
        // The line is the proof: check it once more.
        Verdict::CanMate(ref line) if !is_mating_line(root, winner, line) => Verdict::Undecided,
        Verdict::CanMate(line) => {
            #[cfg(debug_assertions)]
            audit(root, winner, &line);
            Verdict::CanMate(line)
        }
        v => v,
    }
}

/// In debug builds (every test), the static analysis is audited on every
/// mating line found: no position on it may be proved dead.
#[cfg(debug_assertions)]
fn audit<N: Node>(root: &N, winner: Color, line: &[Move]) {
    let mut pos = root.clone();
    for (i, m) in line.iter().enumerate() {
        assert!(
            !statically_dead(&pos, winner, STATIC_WORK),
            "unsound static analysis: position {i} of a mating line proved dead ({:?})",
            pos.board()
        );
        pos = pos.after(m);
    }
}

fn decide<N: Node>(root: &N, winner: Color, budget: Budget) -> Verdict {
    let limits = Limits::of(budget);
    // Follow forced moves: every series of legal moves starts with them.
    let mut pos = root.clone();
    let mut prefix = Vec::new();
    let mut moves;
    loop {
        moves = pos.moves();
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
    if statically_dead(&pos, winner, limits.static_work) {
        return Verdict::CannotMate;
    }
    // Every series of a few moves may end the game (stalemate, or the
    // winner's last pieces taken): try them all, unless the game can go
    // round for ever.
    let mut nodes = DIES_OUT_NODES;
    if !goes_round(&pos, &moves) && dies_out(&pos, winner, DIES_OUT_PLIES, &mut nodes) {
        return Verdict::CannotMate;
    }
    // A locked pawn ending: few enough positions to visit them all.
    if locked_ending(pos.board()) && roam(&pos, winner, ROAM_POSITIONS) {
        return Verdict::CannotMate;
    }
    let with_prefix = |line: Vec<Move>| {
        let mut all = prefix.clone();
        all.extend(line);
        Verdict::CanMate(all)
    };
    if limits.steps.iter().all(|s| s.is_empty()) {
        return Verdict::Undecided;
    }
    // Short mates first, with the shortest lines.
    if let Some(line) = short_mate(&pos, winner, 3, 300) {
        return with_prefix(line);
    }
    // The helpmate searches share what the static analysis proved of the
    // positions met; the walk goes on where it stopped.
    let mut helpmate = Helpmate::new(winner);
    let mut walk = Walk::new(&pos, winner);
    let steps: Vec<Step> = limits.steps.iter().copied().flatten().copied().collect();
    for (i, &step) in steps.iter().enumerate() {
        match step {
            // A walk still branching out (see `Walk::branching_out`) would
            // not get to the end of this step: on to the searches, and the
            // walk goes on at the next (longer) walk step.
            Step::Walk(_)
                if walk.branching_out()
                    && steps[i + 1..].iter().any(|s| matches!(s, Step::Walk(_))) => {}
            Step::Search(mode, nodes, per_iteration) => {
                helpmate.restart(mode, nodes, per_iteration);
                let r = helpmate.run(&pos, None, limits.helpmate_depth);
                if let Some(line) = r {
                    return with_prefix(line);
                }
            }
            Step::Walk(positions) => {
                let r = walk.run(positions, &mut helpmate.dead);
                match r {
                    Exhaust::Mate(line) => return with_prefix(line),
                    Exhaust::NoMate => return Verdict::CannotMate,
                    Exhaust::Limit => {}
                }
            }
        }
    }
    Verdict::Undecided
}

/// `line` without the stretches that come back to a position already on
/// it (the search may wander before it finds its way).
fn without_detours<N: Node>(root: &N, line: Vec<Move>) -> Vec<Move> {
    // The positions of the line kept so far, in order and by key.
    let mut keys = vec![root.key()];
    let mut index: KeyMap<usize> = KeyMap::default();
    index.insert(root.key(), 0);
    let mut kept: Vec<Move> = Vec::with_capacity(line.len());
    let mut pos = root.clone();
    for m in line {
        pos = pos.after(&m);
        let key = pos.key();
        if let Some(&at) = index.get(&key) {
            // Back where the line was after `at` moves: cut the loop.
            kept.truncate(at);
            for k in keys.drain(at + 1..) {
                index.remove(&k);
            }
        } else {
            kept.push(m);
            index.insert(key, keys.len());
            keys.push(key);
        }
    }
    kept
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn setup(fen: &str) -> Setup {
        fen.parse::<Fen>().expect("a FEN").into_setup()
    }

    fn verdict(fen: &str, winner: Color, budget: Budget) -> Verdict {
        can_checkmate(&setup(fen), winner, budget)
    }

    /// Replays `line` with the raw position (independent of the search)
    /// and checks it ends in mate by `winner`.
    fn assert_raw_mate(fen: &str, winner: Color, line: &[Move]) {
        let mut pos = Position::from_setup(setup(fen), Variant::Chess960);
        for m in line {
            assert!(pos.is_legal(m), "{m:?} is not legal in {}", pos.fen());
            pos = pos.play(m);
        }
        assert!(
            pos.is_checkmate() && pos.turn != winner,
            "no mate by {winner:?} after {line:?}"
        );
    }

    #[test]
    fn lone_kings_and_insufficient_material() {
        for fen in [
            "8/8/8/4k3/8/8/8/4K3 w - -",
            "8/8/8/4k3/8/8/8/3NK3 w - -",
            "8/8/8/4k3/8/8/8/3BK3 b - -",
        ] {
            for budget in [Budget::Quick, Budget::Full] {
                assert_eq!(
                    verdict(fen, Color::White, budget),
                    Verdict::CannotMate,
                    "{fen}"
                );
                assert_eq!(
                    verdict(fen, Color::Black, budget),
                    Verdict::CannotMate,
                    "{fen}"
                );
            }
        }
        // Same-coloured bishops cannot mate, whoever has them.
        let fen = "8/8/3b4/4k3/8/8/8/2B1K3 w - -";
        assert_eq!(
            verdict(fen, Color::White, Budget::Quick),
            Verdict::CannotMate
        );
        assert_eq!(
            verdict(fen, Color::Black, Budget::Quick),
            Verdict::CannotMate
        );
    }

    #[test]
    fn a_lone_knight_mates_a_boxed_in_king() {
        let fen = "6rk/6pp/8/4N3/8/8/8/K7 w - -";
        let Verdict::CanMate(line) = verdict(fen, Color::White, Budget::Full) else {
            panic!("no mate found")
        };
        assert_eq!(line.len(), 1);
        assert_raw_mate(fen, Color::White, &line);
        // Black's rook and pawns could also mate White's king, in principle.
        assert!(matches!(
            verdict(fen, Color::Black, Budget::Full),
            Verdict::CanMate(_)
        ));
    }

    #[test]
    fn the_press_budget_searches_but_less_than_full() {
        // A mate that needs a search: Quick cannot find it, Press does.
        let fen = "k7/8/8/8/8/8/8/K3P3 w - -";
        assert_eq!(
            verdict(fen, Color::White, Budget::Quick),
            Verdict::Undecided
        );
        let Verdict::CanMate(line) = verdict(fen, Color::White, Budget::Press) else {
            panic!("no mate found at the press")
        };
        assert_raw_mate(fen, Color::White, &line);
        // And it still proves what the static analysis proves.
        let wall = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -";
        assert_eq!(
            verdict(wall, Color::White, Budget::Press),
            Verdict::CannotMate
        );
        // A dead position only a walk of tens of thousands of positions
        // proves (a walk of 30,000 left it undecided).
        let locked = "1k6/1P3p1p/BP1p4/1P6/3P4/8/5PKP/8 w - -";
        assert_eq!(
            verdict(locked, Color::Black, Budget::Press),
            Verdict::CannotMate
        );
    }

    #[test]
    fn quick_mode_proves_what_cha_quick_mode_proves() {
        // A lichess timeout CHA's quick mode proves dead in microseconds
        // (White's king and pawns can hardly move); quick mode proves it
        // too.
        let fen = "8/p6p/5kp1/5pP1/5P1K/1r5P/8/8 b - - 0 47";
        assert_eq!(
            verdict(fen, Color::White, Budget::Quick),
            Verdict::CannotMate
        );
    }

    #[test]
    fn games_already_over() {
        // Black is checkmated: White has mated (an empty line), Black cannot.
        let mate = "6rk/5Npp/8/8/8/8/8/K7 b - -";
        assert_eq!(
            verdict(mate, Color::White, Budget::Quick),
            Verdict::CanMate(vec![])
        );
        assert_eq!(
            verdict(mate, Color::Black, Budget::Quick),
            Verdict::CannotMate
        );
        // Stalemate: the game is drawn, nobody can mate.
        let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - -";
        assert_eq!(
            verdict(stalemate, Color::White, Budget::Quick),
            Verdict::CannotMate
        );
    }

    #[test]
    fn forced_moves_are_followed() {
        // White's only move, fxg5+, mates Black: Black can never mate.
        let fen = "7r/2PR4/6pk/6q1/5P1K/r7/8/8 w - - 0 40";
        assert_eq!(
            verdict(fen, Color::Black, Budget::Quick),
            Verdict::CannotMate
        );
        let Verdict::CanMate(line) = verdict(fen, Color::White, Budget::Quick) else {
            panic!("the forced mate")
        };
        assert_raw_mate(fen, Color::White, &line);
    }

    #[test]
    fn a_locked_wall_is_dead_for_both() {
        let fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -";
        for c in Color::ALL {
            assert_eq!(verdict(fen, c, Budget::Quick), Verdict::CannotMate);
        }
        // Open one file with a rook behind it and both sides can win.
        let open = "2b1k3/8/8/1p1p1p2/1P1P1P2/8/8/2B1K2R w - -";
        assert!(matches!(
            verdict(open, Color::White, Budget::Full),
            Verdict::CanMate(_)
        ));
    }

    #[test]
    fn raw_boards_are_analysed() {
        // The side not to move is in check (an illegal move stood).
        let fen = "4k3/8/4R3/8/8/8/8/4K3 w - -";
        let Verdict::CanMate(line) = verdict(fen, Color::White, Budget::Full) else {
            panic!("no mate found")
        };
        assert_raw_mate(fen, Color::White, &line);
        assert_eq!(
            verdict(fen, Color::Black, Budget::Quick),
            Verdict::CannotMate
        );
        // An unpromoted pawn on the last rank can never move: no mate.
        let fen = "4k2P/8/8/8/8/8/8/4K3 b - -";
        for budget in [Budget::Quick, Budget::Full] {
            assert_eq!(verdict(fen, Color::White, budget), Verdict::CannotMate);
            assert_eq!(verdict(fen, Color::Black, budget), Verdict::CannotMate);
        }
        // A pawn on its own first rank can still advance and promote.
        let fen = "k7/8/8/8/8/8/8/K3P3 w - -";
        let Verdict::CanMate(line) = verdict(fen, Color::White, Budget::Full) else {
            panic!("no mate found")
        };
        assert_raw_mate(fen, Color::White, &line);
    }

    #[test]
    fn boards_without_one_king_each_are_undecided() {
        for fen in [
            "8/8/8/8/8/8/8/K7 w - -",
            "k7/8/8/8/8/8/8/KK6 w - -",
            "8/8/8/8/8/8/8/8 w - -",
        ] {
            for c in Color::ALL {
                assert_eq!(verdict(fen, c, Budget::Full), Verdict::Undecided, "{fen}");
            }
        }
    }

    #[test]
    fn en_passant_capture_is_part_of_the_line() {
        // Only b4xc3 en passant frees Black's pawn to promote and mate.
        let ep = "k7/8/8/2p5/1pP5/1P6/8/K7 b - c3";
        let Verdict::CanMate(line) = verdict(ep, Color::Black, Budget::Full) else {
            panic!("no mate found")
        };
        assert_raw_mate(ep, Color::Black, &line);
    }
}
