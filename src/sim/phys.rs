//! The physical board and the clock of a simulated game: hand movements
//! become timed trace lines, with human timing and sensor glitches.
//!
//! Timing rules (the bounds of `shared/spec/trace-format.md`, with margin):
//! - hand movements (lifts and drops) are 60-500 ms apart, so every real
//!   state lasts at least 60 ms and becomes an event; the only exception is
//!   a deliberate tie ([`Timed::same_scan`]): two lifts at the same instant;
//! - the press comes 10-500 ms after the last change;
//! - nothing of the next move happens within 60 ms after a press;
//! - a glitch flips one square for 5-10 ms (two `occ` or `board` lines),
//!   never within 30 ms of a press nor within 60 ms of a real change of the
//!   same square (so that each real state of that square lasts 60 ms
//!   before and after the glitch: the debounce bound of the trace format),
//!   and never overlapping another line (at least 5 ms away).

use std::fmt::Write;

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use super::expect::color_name;
use super::rng::Rng;
use crate::arbiter::ClockMode;
use crate::board::SensorKind;

/// A glitch keeps this far (ms) from a real change of its square.
const SAME_SQUARE_MARGIN: u64 = 60;

/// One hand movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A piece leaves the square.
    Lift(Square),
    /// This piece arrives on the square.
    Drop(Square, Piece),
}

impl Step {
    pub fn square(self) -> Square {
        match self {
            Step::Lift(sq) | Step::Drop(sq, _) => sq,
        }
    }
}

/// A step and whether it happens in the same instant (so the same 10 ms
/// scan) as the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timed {
    pub step: Step,
    pub same_scan: bool,
}

impl Timed {
    pub fn hand(step: Step) -> Timed {
        Timed {
            step,
            same_scan: false,
        }
    }
}

pub fn hand(steps: impl IntoIterator<Item = Step>) -> Vec<Timed> {
    steps.into_iter().map(Timed::hand).collect()
}

/// Applies `step` to `board`, or says why it is physically impossible.
pub fn apply(board: &mut Board, step: Step) -> Result<(), String> {
    match step {
        Step::Lift(sq) => match board.remove_piece_at(sq) {
            Some(_) => Ok(()),
            None => Err(format!("lift of the empty square {sq}")),
        },
        Step::Drop(sq, piece) => {
            if board.piece_at(sq).is_some() {
                return Err(format!("drop on the occupied square {sq}"));
            }
            board.set_piece_at(sq, piece);
            Ok(())
        }
    }
}

/// Can `steps` be carried out from `board`?
pub fn feasible(board: &Board, steps: &[Timed]) -> bool {
    let mut b = board.clone();
    steps.iter().all(|t| apply(&mut b, t.step).is_ok())
}

/// The board after `steps` (which must be feasible).
pub fn after(board: &Board, steps: &[Timed]) -> Board {
    let mut b = board.clone();
    for t in steps {
        apply(&mut b, t.step).expect("feasible steps");
    }
    b
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Last {
    Start,
    Press,
    Change(Square),
    Frame,
}

/// The next line to be written after a pause.
#[derive(Clone, Copy, Debug)]
enum Next<'a> {
    Press,
    Change(&'a [Square]),
}

/// Writes timed lines for hand movements and presses, keeping the physical
/// board and inserting glitches.
pub struct Emitter {
    out: String,
    /// Time of the last line, in milliseconds.
    t: u64,
    last: Last,
    board: Board,
    sensor: SensorKind,
    clock: ClockMode,
    /// Time of the last real change of each square.
    changed_at: [Option<u64>; 64],
    glitch_rate: f64,
    pub glitches: u32,
    pub ties: u32,
}

pub fn fmt_time(ms: u64) -> String {
    format!("{}.{:03}", ms / 1000, ms % 1000)
}

impl Emitter {
    pub fn new(board: Board, sensor: SensorKind, clock: ClockMode, glitch_rate: f64) -> Emitter {
        Emitter {
            out: String::new(),
            t: 0,
            last: Last::Start,
            board,
            sensor,
            clock,
            changed_at: [None; 64],
            glitch_rate,
            glitches: 0,
            ties: 0,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn into_text(self) -> String {
        self.out
    }

    /// A pause before the first hand movement of a turn (after a press).
    pub fn think_gap(rng: &mut Rng) -> u64 {
        match rng.below(20) {
            0..=1 => rng.range(60, 300),
            2..=16 => rng.range(300, 3000),
            _ => rng.range(3000, 5000),
        }
    }

    /// A pause between two hand movements.
    pub fn hand_gap(rng: &mut Rng) -> u64 {
        match rng.below(10) {
            0..=1 => rng.range(60, 100),
            2..=8 => rng.range(100, 400),
            _ => rng.range(400, 500),
        }
    }

    /// Carries out `steps`: the first after `first_gap` ms, the others after
    /// a hand gap (or in the same instant when `same_scan`).
    pub fn steps(&mut self, rng: &mut Rng, first_gap: u64, steps: &[Timed]) {
        let mut i = 0;
        while i < steps.len() {
            // A group: one step and the steps tied to it.
            let mut j = i + 1;
            while j < steps.len() && steps[j].same_scan {
                j += 1;
            }
            let squares: Vec<Square> = steps[i..j].iter().map(|s| s.step.square()).collect();
            let gap = if i == 0 {
                first_gap
            } else {
                Self::hand_gap(rng)
            };
            self.pause(rng, gap, Next::Change(&squares));
            for s in &steps[i..j] {
                self.change(s.step);
            }
            if j - i > 1 {
                self.ties += 1;
            }
            i = j;
        }
    }

    /// The clock press of `side`, 10-500 ms after the last change.
    pub fn press(&mut self, rng: &mut Rng, side: Color) {
        let gap = match rng.below(10) {
            // Nothing changed since the last press: a thinking pause.
            _ if matches!(self.last, Last::Press | Last::Start) => Self::think_gap(rng),
            0 => rng.range(10, 30),
            1..=7 => rng.range(30, 300),
            _ => rng.range(300, 500),
        };
        self.pause(rng, gap, Next::Press);
        let line = match self.clock {
            ClockMode::Single => "press".to_string(),
            ClockMode::Dual => format!("press {}", color_name(side)),
        };
        self.line(&line);
        self.last = Last::Press;
    }

    /// A comment line (`# ...`), to help whoever debugs the trace.
    pub fn comment(&mut self, text: &str) {
        let _ = writeln!(self.out, "# {text}");
    }

    fn line(&mut self, text: &str) {
        let _ = writeln!(self.out, "{} {}", fmt_time(self.t), text);
    }

    fn change(&mut self, step: Step) {
        apply(&mut self.board, step)
            .unwrap_or_else(|e| panic!("simulator bug at {}: {e}", fmt_time(self.t)));
        let text = match step {
            Step::Lift(sq) => format!("lift {sq}"),
            Step::Drop(sq, piece) => match self.sensor {
                SensorKind::Identity => format!("drop {sq} {}", piece.char()),
                SensorKind::Occupancy => format!("drop {sq}"),
            },
        };
        self.line(&text);
        self.changed_at[step.square() as usize] = Some(self.t);
        self.last = Last::Change(step.square());
    }

    /// Lets `gap` ms pass before the next line, maybe with a glitch.
    fn pause(&mut self, rng: &mut Rng, gap: u64, next: Next<'_>) {
        let t0 = self.t;
        let t1 = t0 + gap;
        let p = if gap >= 300 {
            self.glitch_rate
        } else {
            self.glitch_rate / 4.0
        };
        if gap >= 25 && rng.chance(p) {
            let sq = Square::new(rng.below(64) as u32);
            let d = rng.range(5, 10);
            let after_last = match self.last {
                Last::Press => 30,
                Last::Change(s) if s == sq => SAME_SQUARE_MARGIN,
                Last::Start | Last::Change(_) | Last::Frame => 5,
            };
            let lo = t0 + after_last;
            let lo = match self.changed_at[sq as usize] {
                Some(tc) => lo.max(tc + SAME_SQUARE_MARGIN),
                None => lo,
            };
            let before_next = match next {
                Next::Press => 30,
                Next::Change(squares) if squares.contains(&sq) => SAME_SQUARE_MARGIN,
                // A press may follow the change 10 ms later: keep 30 ms.
                Next::Change(_) => 20,
            };
            if lo + d + before_next <= t1 {
                let tg = rng.range(lo, t1 - before_next - d);
                self.glitch(rng, tg, d, sq);
            }
        }
        self.t = t1;
    }

    fn glitch(&mut self, rng: &mut Rng, tg: u64, d: u64, sq: Square) {
        let mut flipped = self.board.clone();
        if flipped.remove_piece_at(sq).is_none() {
            let color = if rng.chance(0.5) {
                Color::White
            } else {
                Color::Black
            };
            let role = *rng.pick(&Role::ALL);
            flipped.set_piece_at(sq, Piece { color, role });
        }
        self.t = tg;
        let text = self.frame(&flipped);
        self.line(&text);
        self.t = tg + d;
        let text = self.frame(&self.board.clone());
        self.line(&text);
        self.last = Last::Frame;
        self.glitches += 1;
    }

    fn frame(&self, board: &Board) -> String {
        match self.sensor {
            SensorKind::Occupancy => format!("occ {:016x}", board.occupied().0),
            SensorKind::Identity => format!("board {board}"),
        }
    }
}

/// The squares strictly between `a` and `b` on a line, from `a` to `b`.
pub fn path(a: Square, b: Square) -> Vec<Square> {
    let between: Bitboard = shakmaty::attacks::between(a, b);
    let mut v: Vec<Square> = between.into_iter().collect();
    v.sort_by_key(|s| s.distance(a));
    v
}
