//! Per-square debounce: sensor samples in, confirmed square changes out.
//!
//! The bounds come from the trace contract (`trace-format.md`, "Timing
//! semantics"): a change lasting 20 ms or less is noise and must not become
//! an event; one lasting 60 ms or more is real and must. A square's new
//! reading becomes a change once it has been read continuously for
//! [`DebounceConfig::confirm`] (30 ms by default: at 100 Hz a 20 ms glitch is
//! seen for at most 20 ms, a 60 ms change for more than 40 ms). Each change
//! carries the time it *began* (the first sample that showed it), not the
//! time it was confirmed.
//!
//! A square whose readings keep changing without ever holding is a sensor
//! fault, not a move: after [`DebounceConfig::flicker_limit`] rejected
//! changes within [`DebounceConfig::flicker_window`] it is reported, and
//! cleared once it has been quiet for [`DebounceConfig::flicker_quiet`].

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use super::frame::Frame;
use crate::time::Time;

/// Debounce settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebounceConfig {
    /// How long a new reading must hold to become a change.
    pub confirm: Time,
    /// A change already read for this long survives one deviating scan
    /// (a glitch inside a real change is noise too).
    pub tolerate_after: Time,
    /// Rejected changes of one square, within `flicker_window`, that make it
    /// a faulty square.
    pub flicker_limit: u32,
    pub flicker_window: Time,
    /// Quiet time after which a faulty square is trusted again.
    pub flicker_quiet: Time,
}

impl Default for DebounceConfig {
    fn default() -> DebounceConfig {
        DebounceConfig {
            confirm: Time::from_millis(30),
            tolerate_after: Time::from_millis(20),
            flicker_limit: 10,
            flicker_window: Time::from_millis(2000),
            flicker_quiet: Time::from_millis(2000),
        }
    }
}

/// What a sensor reads on one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    /// Occupied, piece unknown (occupancy sensors).
    Occupied,
    Piece(Piece),
}

impl Cell {
    pub fn is_occupied(self) -> bool {
        self != Cell::Empty
    }

    pub fn piece(self) -> Option<Piece> {
        match self {
            Cell::Piece(p) => Some(p),
            _ => None,
        }
    }

    fn code(self) -> u8 {
        match self {
            Cell::Empty => 0,
            Cell::Occupied => 1,
            Cell::Piece(p) => 2 + (p.color as u8) * 6 + (p.role as u8 - 1),
        }
    }

    fn from_code(code: u8) -> Cell {
        match code {
            0 => Cell::Empty,
            1 => Cell::Occupied,
            c => {
                let c = c - 2;
                let color = if c / 6 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                Cell::Piece(Piece {
                    color,
                    role: Role::ALL[usize::from(c % 6)],
                })
            }
        }
    }
}

/// A confirmed change of one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareChange {
    /// When the change began (first sample that showed it).
    pub t: Time,
    pub square: Square,
    pub from: Cell,
    pub to: Cell,
}

/// A square that started or stopped flickering without end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlickerChange {
    pub t: Time,
    pub square: Square,
    pub faulty: bool,
}

/// The per-square debouncer.
#[derive(Clone, Debug)]
pub struct Debouncer {
    cfg: DebounceConfig,
    stable: [u8; 64],
    stable_occ: u64,
    stable_board: Option<Board>,
    cand: [u8; 64],
    cand_since: [Time; 64],
    /// Last scan that showed the candidate reading.
    last_seen: [Time; 64],
    pending: u64,
    /// Pending changes interrupted by one deviating scan.
    suspect: u64,
    suspect_val: [u8; 64],
    suspect_t: [Time; 64],
    noise_count: [u32; 64],
    noise_window: [Time; 64],
    last_noise: [Time; 64],
    faulty: u64,
}

fn codes_of(frame: &Frame) -> [u8; 64] {
    let mut codes = [0u8; 64];
    match frame {
        Frame::Occupancy(bits) => {
            for sq in Bitboard(*bits) {
                codes[usize::from(sq)] = 1;
            }
        }
        Frame::Identity(board) => {
            for (sq, p) in board.iter() {
                codes[usize::from(sq)] = Cell::Piece(p).code();
            }
        }
    }
    codes
}

impl Debouncer {
    /// A debouncer whose stable state is `initial`.
    pub fn new(cfg: DebounceConfig, initial: &Frame) -> Debouncer {
        let stable = codes_of(initial);
        Debouncer {
            cfg,
            stable,
            stable_occ: initial.occupied().0,
            stable_board: match initial {
                Frame::Identity(b) => Some(b.clone()),
                Frame::Occupancy(_) => None,
            },
            cand: [0; 64],
            cand_since: [Time::ZERO; 64],
            last_seen: [Time::ZERO; 64],
            pending: 0,
            suspect: 0,
            suspect_val: [0; 64],
            suspect_t: [Time::ZERO; 64],
            noise_count: [0; 64],
            noise_window: [Time::ZERO; 64],
            last_noise: [Time::ZERO; 64],
            faulty: 0,
        }
    }

    pub fn config(&self) -> &DebounceConfig {
        &self.cfg
    }

    /// The stable (debounced) reading of `sq`.
    pub fn cell(&self, sq: Square) -> Cell {
        Cell::from_code(self.stable[usize::from(sq)])
    }

    /// The debounced occupancy.
    pub fn occupied(&self) -> Bitboard {
        Bitboard(self.stable_occ)
    }

    /// Squares flickering without end.
    pub fn faulty(&self) -> Bitboard {
        Bitboard(self.faulty)
    }

    /// Nothing waits: no change to confirm or reject, no square
    /// flickering (another scan equal to the stable state changes nothing).
    pub fn is_quiet(&self) -> bool {
        self.pending == 0 && self.faulty == 0
    }

    /// Is a change that began at or before `t` still waiting to be
    /// confirmed or rejected?
    pub fn pending_at_or_before(&self, t: Time) -> bool {
        Bitboard(self.pending)
            .into_iter()
            .any(|sq| self.cand_since[usize::from(sq)] <= t)
    }

    /// Feeding `frame` would change nothing, at any later time: every
    /// square reads its stable state, no change is pending, none flickers.
    /// (The test [`Debouncer::feed`] makes first.)
    pub fn is_idle_for(&self, frame: &Frame) -> bool {
        self.pending == 0 && self.faulty == 0 && !self.differs(frame)
    }

    fn differs(&self, frame: &Frame) -> bool {
        match (frame, &self.stable_board) {
            (Frame::Occupancy(bits), None) => *bits != self.stable_occ,
            (Frame::Identity(b), Some(stable)) => b != stable,
            // A frame of the other kind than the first: compare square by square.
            _ => true,
        }
    }

    /// Feeds one sample taken at `t`. Confirmed changes are appended to
    /// `changes` in the order they began; squares starting or stopping to
    /// flicker to `flicker`.
    pub fn feed(
        &mut self,
        t: Time,
        frame: &Frame,
        changes: &mut Vec<SquareChange>,
        flicker: &mut Vec<FlickerChange>,
    ) {
        // The idle case, every scan of a quiet board: nothing to do.
        if self.is_idle_for(frame) {
            return;
        }
        let raw = codes_of(frame);
        let first = changes.len();
        let mut squares = self.pending | self.faulty;
        for (i, (r, s)) in raw.iter().zip(self.stable.iter()).enumerate() {
            if r != s {
                squares |= 1 << i;
            }
        }
        for sq in Bitboard(squares) {
            let i = usize::from(sq);
            let bit = 1u64 << i;
            let r = raw[i];
            let pending = self.pending & bit != 0;
            if pending && self.cand[i] == r {
                // The new reading holds (again, after a tolerated glitch).
                self.suspect &= !bit;
                self.last_seen[i] = t;
                if t.since(self.cand_since[i]) >= self.cfg.confirm {
                    self.confirm(sq, changes);
                }
            } else if pending {
                // A glitch inside a change that has already held beyond the
                // noise bound: one deviating scan is tolerated (the change
                // goes on if the next scan shows it again).
                let held = self.last_seen[i].since(self.cand_since[i]) >= self.cfg.tolerate_after;
                if held && self.suspect & bit == 0 {
                    self.suspect |= bit;
                    self.suspect_val[i] = r;
                    self.suspect_t[i] = t;
                    continue;
                }
                // The reading moved on before it held: noise.
                let began = if self.suspect & bit != 0 && self.suspect_val[i] == r {
                    self.suspect_t[i]
                } else {
                    t
                };
                self.suspect &= !bit;
                self.noise(began, sq, flicker);
                if r == self.stable[i] {
                    self.pending &= !bit;
                } else {
                    self.start(i, r, began, changes);
                }
            } else if r != self.stable[i] {
                self.start(i, r, t, changes);
            }
        }
        if self.faulty != 0 {
            for sq in Bitboard(self.faulty) {
                let i = usize::from(sq);
                if t.since(self.last_noise[i]) >= self.cfg.flicker_quiet {
                    self.faulty &= !(1 << i);
                    self.noise_count[i] = 0;
                    flicker.push(FlickerChange {
                        t,
                        square: sq,
                        faulty: false,
                    });
                }
            }
        }
        // In time order; changes seen at the same time (one frame showing a
        // whole move, as a board read at once can) lifts first, then pieces
        // replaced, then drops: a piece leaves its square before it lands
        // on another, whatever the squares' order.
        changes[first..].sort_by_key(|c| {
            let order = match (c.from.is_occupied(), c.to.is_occupied()) {
                (true, false) => 0,
                (true, true) => 1,
                _ => 2,
            };
            (c.t, order)
        });
    }

    fn start(&mut self, i: usize, r: u8, t: Time, changes: &mut Vec<SquareChange>) {
        self.cand[i] = r;
        self.cand_since[i] = t;
        self.last_seen[i] = t;
        self.pending |= 1 << i;
        if self.cfg.confirm == Time::ZERO {
            self.confirm(Square::new(i as u32), changes);
        }
    }

    fn confirm(&mut self, sq: Square, changes: &mut Vec<SquareChange>) {
        let i = usize::from(sq);
        let from = Cell::from_code(self.stable[i]);
        let to = Cell::from_code(self.cand[i]);
        self.stable[i] = self.cand[i];
        self.pending &= !(1 << i);
        if to.is_occupied() {
            self.stable_occ |= 1 << i;
        } else {
            self.stable_occ &= !(1 << i);
        }
        if let Some(board) = &mut self.stable_board {
            match to.piece() {
                Some(p) => board.set_piece_at(sq, p),
                None => board.discard_piece_at(sq),
            }
        }
        changes.push(SquareChange {
            t: self.cand_since[i],
            square: sq,
            from,
            to,
        });
    }

    fn noise(&mut self, t: Time, sq: Square, flicker: &mut Vec<FlickerChange>) {
        let i = usize::from(sq);
        self.last_noise[i] = t;
        if t.since(self.noise_window[i]) > self.cfg.flicker_window {
            self.noise_window[i] = t;
            self.noise_count[i] = 0;
        }
        self.noise_count[i] += 1;
        if self.noise_count[i] >= self.cfg.flicker_limit && self.faulty & (1 << i) == 0 {
            self.faulty |= 1 << i;
            flicker.push(FlickerChange {
                t,
                square: sq,
                faulty: true,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E2: u64 = 1 << 12;
    const E4: u64 = 1 << 28;
    const START: u64 = 0xffff_0000_0000_ffff;

    fn run(samples: &[(u64, u64)]) -> (Vec<SquareChange>, Vec<FlickerChange>) {
        let mut d = Debouncer::new(DebounceConfig::default(), &Frame::Occupancy(START));
        let (mut c, mut f) = (Vec::new(), Vec::new());
        for &(ms, bits) in samples {
            d.feed(
                Time::from_millis(ms),
                &Frame::Occupancy(bits),
                &mut c,
                &mut f,
            );
        }
        (c, f)
    }

    /// Samples every 10 ms from `from` to `to` (exclusive) of `bits`.
    fn hold(from: u64, to: u64, bits: u64) -> Vec<(u64, u64)> {
        (from..to).step_by(10).map(|ms| (ms, bits)).collect()
    }

    #[test]
    fn a_glitch_of_20_ms_is_noise() {
        let mut s = hold(0, 100, START);
        s.extend(hold(100, 120, START & !E2));
        s.extend(hold(120, 400, START));
        let (changes, _) = run(&s);
        assert!(changes.is_empty(), "{changes:?}");
    }

    #[test]
    fn a_change_of_60_ms_is_an_event_dated_when_it_began() {
        let mut s = hold(0, 100, START);
        s.extend(hold(100, 160, START & !E2));
        s.extend(hold(160, 400, START & !E2 | E4));
        let (changes, _) = run(&s);
        assert_eq!(changes.len(), 2, "{changes:?}");
        assert_eq!(changes[0].t, Time::from_millis(100));
        assert_eq!(changes[0].square, Square::E2);
        assert_eq!(
            (changes[0].from, changes[0].to),
            (Cell::Occupied, Cell::Empty)
        );
        assert_eq!(changes[1].t, Time::from_millis(160));
        assert_eq!(changes[1].square, Square::E4);
        assert_eq!(
            (changes[1].from, changes[1].to),
            (Cell::Empty, Cell::Occupied)
        );
    }

    #[test]
    fn a_glitch_inside_a_real_change_is_noise_too() {
        // e2 lifted at 100 ms; a 7 ms glitch reads it occupied at 130 ms;
        // the pawn lands back at 170 ms: the lift lasted 70 ms and counts.
        let mut s = hold(0, 100, START);
        s.extend(hold(100, 130, START & !E2));
        s.push((130, START));
        s.extend(hold(140, 170, START & !E2));
        s.extend(hold(170, 400, START));
        let (changes, _) = run(&s);
        assert_eq!(changes.len(), 2, "{changes:?}");
        assert_eq!(
            (changes[0].t, changes[0].to),
            (Time::from_millis(100), Cell::Empty)
        );
        assert_eq!(
            (changes[1].t, changes[1].to),
            (Time::from_millis(170), Cell::Occupied)
        );
    }

    #[test]
    fn two_scans_back_end_a_change_that_had_not_held() {
        let mut s = hold(0, 100, START);
        s.extend(hold(100, 125, START & !E2));
        s.extend(hold(125, 400, START));
        let (changes, _) = run(&s);
        assert!(changes.is_empty(), "{changes:?}");
    }

    #[test]
    fn a_change_is_pending_until_it_holds() {
        let mut d = Debouncer::new(DebounceConfig::default(), &Frame::Occupancy(START));
        let (mut c, mut f) = (Vec::new(), Vec::new());
        d.feed(
            Time::from_millis(10),
            &Frame::Occupancy(START & !E2),
            &mut c,
            &mut f,
        );
        assert!(d.pending_at_or_before(Time::from_millis(10)));
        assert!(!d.pending_at_or_before(Time::from_millis(5)));
        d.feed(
            Time::from_millis(40),
            &Frame::Occupancy(START & !E2),
            &mut c,
            &mut f,
        );
        assert!(!d.pending_at_or_before(Time::from_millis(40)));
        assert_eq!(c.len(), 1);
        assert_eq!(d.occupied().0, START & !E2);
    }

    #[test]
    fn endless_flicker_is_a_fault_that_clears() {
        let mut s = Vec::new();
        for k in 0..40u64 {
            s.push((k * 20, if k % 2 == 0 { START } else { START & !E2 }));
        }
        s.extend(hold(800, 3000, START));
        let (changes, flicker) = run(&s);
        assert!(changes.is_empty());
        assert_eq!(flicker.len(), 2, "{flicker:?}");
        assert!(flicker[0].faulty && flicker[0].square == Square::E2);
        assert!(!flicker[1].faulty && flicker[1].t >= Time::from_millis(2700));
    }

    #[test]
    fn identity_swap_is_one_change() {
        let mut b = Board::default();
        let mut d = Debouncer::new(DebounceConfig::default(), &Frame::Identity(b.clone()));
        b.set_piece_at(
            Square::E2,
            Piece {
                color: Color::White,
                role: Role::Queen,
            },
        );
        let (mut c, mut f) = (Vec::new(), Vec::new());
        for ms in (0..60).step_by(10) {
            d.feed(
                Time::from_millis(ms),
                &Frame::Identity(b.clone()),
                &mut c,
                &mut f,
            );
        }
        assert_eq!(c.len(), 1);
        assert_eq!(
            c[0].from,
            Cell::Piece(Piece {
                color: Color::White,
                role: Role::Pawn
            })
        );
        assert_eq!(
            c[0].to,
            Cell::Piece(Piece {
                color: Color::White,
                role: Role::Queen
            })
        );
        assert_eq!(d.cell(Square::E2), c[0].to);
    }

    #[test]
    fn cell_codes_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let c = Cell::Piece(Piece { color, role });
                assert_eq!(Cell::from_code(c.code()), c);
            }
        }
        assert_eq!(Cell::from_code(Cell::Empty.code()), Cell::Empty);
        assert_eq!(Cell::from_code(Cell::Occupied.code()), Cell::Occupied);
    }
}
