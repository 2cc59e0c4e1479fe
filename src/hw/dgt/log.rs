//! What the board reported, when: the board as the sensors saw it at any
//! recent instant, and where a clock press falls among the changes.
//!
//! Every change is stamped with the hardware time it arrived at. The
//! daemon scans this log a little in the past ([`super::Timing::lag`]), so
//! that a press, which a DGT board reports late, can still be placed among
//! the changes where it happened ([`BoardLog::release_due`]).

use std::collections::VecDeque;

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use crate::board::Frame;
use crate::hw::clock::{ClockEvent, ClockTimes, Press};
use crate::time::Time;

/// One change the board reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A field update: the square now holds this (nothing: emptied).
    Field(Square, Option<Piece>),
    /// A full dump: the board is this (after a doubt, a reconnection, or a
    /// check at a press).
    Dump(Board),
    /// The board cannot be read from here on (until the next dump).
    Lost(String),
}

#[derive(Clone, Debug)]
struct Entry {
    t: Time,
    change: Change,
}

/// Where a press came from, which says where it may fall among the changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressKind {
    /// The clock's lever, reported by the board after the fact (up to
    /// `before` late); the changes just before it may come up to `after`
    /// after the report.
    Lever,
    /// A press line: the time is exact, but the board reports the changes
    /// made just before it up to `after` late.
    Line,
    /// The arbiter's button: no change belongs to it.
    Ack,
    /// A player's "j'adoube" button (Art. 4.2.1): no change belongs to it.
    Adjust(Color),
    /// A flag line (Art. 6.9): no change belongs to it.
    Flag(Color),
}

#[derive(Clone, Copy, Debug)]
struct Pending {
    kind: PressKind,
    /// When it was reported (lever), or happened (line, ack).
    at: Time,
    side: Option<Color>,
    clock: Option<ClockTimes>,
}

/// How far a press may be from its report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Latency {
    /// A lever change is reported up to this late.
    pub clock: Time,
    /// A change on the board is reported up to this late.
    pub board: Time,
}

/// A board log (see the module documentation).
#[derive(Debug)]
pub struct BoardLog {
    latency: Latency,
    entries: VecDeque<Entry>,
    /// Absolute index of `entries[0]`.
    first: u64,
    /// The board before `entries[0]`, or the fault then.
    base: Result<Board, String>,
    /// The board as of the last scan, and the next entry to apply.
    view: Result<Board, String>,
    view_next: u64,
    view_t: Time,
    /// The board after the last entry.
    now: Result<Board, String>,
    /// Bytes were lost at this time, or a dump was asked for to check the
    /// board at a press, and no dump has come since.
    doubt: Option<Time>,
    pending: VecDeque<Pending>,
    released: VecDeque<ClockEvent>,
    released_count: u64,
    last_press: Time,
}

/// Keep this much history behind the scanner.
const KEEP: Time = Time::from_millis(10_000);

impl BoardLog {
    pub fn new(latency: Latency) -> BoardLog {
        let none = Err("no board dump received yet".to_string());
        BoardLog {
            latency,
            entries: VecDeque::new(),
            first: 0,
            base: none.clone(),
            view: none.clone(),
            view_next: 0,
            view_t: Time::ZERO,
            now: none,
            doubt: None,
            pending: VecDeque::new(),
            released: VecDeque::new(),
            released_count: 0,
            last_press: Time::ZERO,
        }
    }

    /// The board after everything received (or why it is not known).
    pub fn current(&self) -> Result<&Board, &str> {
        self.now.as_ref().map_err(String::as_str)
    }

    pub fn in_doubt(&self) -> Option<Time> {
        self.doubt
    }

    /// Bytes were lost at `t`: until the next dump the board may be wrong.
    pub fn doubt(&mut self, t: Time) {
        self.doubt.get_or_insert(t);
    }

    /// A dump that checks the board at a press: when it shows changes the
    /// updates missed, they count from just before the earliest press still
    /// to be placed (the board was like that when it was pressed), unless
    /// the scanner has read past that.
    pub fn check(&mut self, t: Time, board: Board) -> Bitboard {
        let wrong = self.differs_from(&board);
        let at = self
            .pending
            .iter()
            .filter(|p| {
                !matches!(
                    p.kind,
                    PressKind::Ack | PressKind::Adjust(_) | PressKind::Flag(_)
                )
            })
            .map(|p| Time(p.at.micros().saturating_sub(1)))
            .min()
            .filter(|at| *at > self.view_t && *at < t);
        match at {
            Some(at) if wrong.any() => {
                let i = self.entries.partition_point(|e| e.t <= at);
                self.entries.insert(
                    i,
                    Entry {
                        t: at,
                        change: Change::Dump(board.clone()),
                    },
                );
                // Later updates are in the dump already: the board after
                // everything is the dump.
                self.now = Ok(board);
                self.doubt = None;
            }
            _ if wrong.any() || self.doubt.is_some() => self.push(t, Change::Dump(board)),
            _ => {}
        }
        self.doubt = None;
        wrong
    }

    pub fn push(&mut self, t: Time, change: Change) {
        // Arrival times never go back (a clock that did is clamped).
        let t = self.entries.back().map_or(t, |e| e.t.max(t));
        apply(&mut self.now, &change);
        if matches!(change, Change::Dump(_)) {
            self.doubt = None;
        }
        self.entries.push_back(Entry { t, change });
        self.prune(t);
    }

    fn prune(&mut self, now: Time) {
        while self.entries.len() > 64
            && self.first < self.view_next
            && self
                .entries
                .front()
                .is_some_and(|e| e.t.plus(KEEP) < now && e.t < self.view_t)
        {
            let e = self.entries.pop_front().expect("an entry");
            apply(&mut self.base, &e.change);
            self.first += 1;
        }
    }

    /// The board as the sensors saw it at hardware time `t` (the scanner's
    /// times only go forward).
    pub fn frame_at(&mut self, t: Time) -> Result<Frame, String> {
        if self.view_next < self.first {
            self.view = self.base.clone();
            self.view_next = self.first;
        }
        while let Some(e) = self.entries.get((self.view_next - self.first) as usize) {
            if e.t > t {
                break;
            }
            apply(&mut self.view, &e.change);
            self.view_next += 1;
        }
        self.view_t = self.view_t.max(t);
        self.view.clone().map(Frame::Identity)
    }

    /// A press (or the ack) was reported at `at`.
    pub fn press(
        &mut self,
        kind: PressKind,
        at: Time,
        side: Option<Color>,
        clock: Option<ClockTimes>,
    ) {
        self.pending.push_back(Pending {
            kind,
            at,
            side,
            clock,
        });
    }

    /// When the next pending press can be placed (hardware time).
    pub fn next_due(&self) -> Option<Time> {
        self.pending.front().map(|p| self.due(p))
    }

    fn due(&self, p: &Pending) -> Time {
        match p.kind {
            PressKind::Ack | PressKind::Adjust(_) | PressKind::Flag(_) => p.at,
            PressKind::Lever | PressKind::Line => p.at.plus(self.latency.board),
        }
    }

    /// Places the presses whose time has come (hardware time `now`); a
    /// press waits while the board is in doubt (a dump is on its way), up
    /// to `resync` after it was due.
    pub fn release_due(&mut self, now: Time, resync: Time) -> usize {
        let mut n = 0;
        while let Some(p) = self.pending.front().copied() {
            let due = self.due(&p);
            if now < due {
                break;
            }
            if self.doubt.is_some() && now < due.plus(resync) {
                break;
            }
            self.pending.pop_front();
            let ev = match p.kind {
                PressKind::Ack => ClockEvent::Ack(p.at.max(self.last_press)),
                PressKind::Adjust(side) => ClockEvent::Adjust(side, p.at.max(self.last_press)),
                PressKind::Flag(side) => ClockEvent::Flag(side, p.at.max(self.last_press)),
                _ => {
                    let t = self.place(&p).max(self.last_press);
                    self.last_press = t;
                    ClockEvent::Press(Press {
                        t,
                        side: p.side,
                        clock: p.clock,
                    })
                }
            };
            self.released.push_back(ev);
            self.released_count += 1;
            n += 1;
        }
        n
    }

    /// The next placed press or ack.
    pub fn take(&mut self) -> Option<ClockEvent> {
        self.released.pop_front()
    }

    /// Presses and acks placed so far.
    pub fn released_count(&self) -> u64 {
        self.released_count
    }

    /// Where a press falls among the changes: after the last piece of the
    /// mover put down in its window (the move's last act; an en passant
    /// capture may end by taking the captured pawn off), and as late as the
    /// report allows but before the next change (the opponent starting);
    /// with no such piece, a lever's press falls before the first change in
    /// its window, a press line's at its time.
    fn place(&self, p: &Pending) -> Time {
        let lo = match p.kind {
            PressKind::Lever => p.at.since(self.latency.clock),
            _ => p.at,
        }
        .max(self.last_press);
        let hi = p.at.plus(self.latency.board);
        let window: Vec<(Time, Square, Option<Piece>)> = self
            .entries
            .iter()
            .filter(|e| e.t > lo && e.t <= hi)
            .filter_map(|e| match e.change {
                Change::Field(sq, piece) => Some((e.t, sq, piece)),
                _ => None,
            })
            .collect();
        let before = |t: Time| Time(t.micros().saturating_sub(1));
        let mover = |piece: &Piece| p.side.is_none_or(|s| piece.color == s);
        let last_drop = window
            .iter()
            .rposition(|(_, _, piece)| piece.as_ref().is_some_and(mover));
        let Some(mut i) = last_drop else {
            return match p.kind {
                PressKind::Lever => window
                    .first()
                    .filter(|(t, _, _)| *t <= p.at)
                    .map_or(p.at, |(t, _, _)| before(*t).max(lo)),
                _ => p.at,
            };
        };
        if let (Some(piece), Some((_, from, None))) = (window[i].2, window.get(i + 1))
            && en_passant_victim(window[i].1, piece) == Some(*from)
        {
            i += 1;
        }
        let done = window[i].0;
        let latest = window
            .get(i + 1)
            .map_or(p.at, |(t, _, _)| before(*t).min(p.at));
        latest.max(done)
    }

    /// The squares where the board after everything received differs from
    /// `board` (a dump checking the log).
    pub fn differs_from(&self, board: &Board) -> Bitboard {
        match &self.now {
            Ok(b) => Square::ALL
                .into_iter()
                .filter(|sq| b.piece_at(*sq) != board.piece_at(*sq))
                .collect(),
            Err(_) => Bitboard::FULL,
        }
    }
}

fn apply(board: &mut Result<Board, String>, change: &Change) {
    match change {
        Change::Field(sq, piece) => {
            if let Ok(b) = board {
                match piece {
                    Some(p) => b.set_piece_at(*sq, *p),
                    None => {
                        b.discard_piece_at(*sq);
                    }
                }
            }
        }
        Change::Dump(b) => *board = Ok(b.clone()),
        Change::Lost(why) => *board = Err(why.clone()),
    }
}

/// The square of the pawn an en passant capture by `piece` landing on `to`
/// takes.
fn en_passant_victim(to: Square, piece: Piece) -> Option<Square> {
    if piece.role != Role::Pawn {
        return None;
    }
    let (landing, victim) = match piece.color {
        Color::White => (shakmaty::Rank::Sixth, shakmaty::Rank::Fifth),
        Color::Black => (shakmaty::Rank::Third, shakmaty::Rank::Fourth),
    };
    (to.rank() == landing).then(|| Square::from_coords(to.file(), victim))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Time {
        Time::from_millis(n)
    }

    fn log() -> BoardLog {
        let mut l = BoardLog::new(Latency {
            clock: ms(1000),
            board: ms(250),
        });
        l.push(ms(0), Change::Dump(Board::default()));
        l
    }

    fn field(l: &mut BoardLog, t: u64, sq: Square, piece: Option<char>) {
        let p = piece.map(|c| Piece::from_char(c).unwrap());
        l.push(ms(t), Change::Field(sq, p));
    }

    fn placed(l: &mut BoardLog, now: u64) -> Time {
        assert_eq!(l.release_due(ms(now), ms(2000)), 1);
        match l.take() {
            Some(ClockEvent::Press(p)) => p.t,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_lever_press_falls_after_the_movers_last_drop() {
        let mut l = log();
        field(&mut l, 1000, Square::E2, None);
        field(&mut l, 1200, Square::E4, Some('P'));
        // Black starts at once, before the lever change is reported.
        field(&mut l, 1500, Square::E7, None);
        field(&mut l, 1700, Square::E5, Some('p'));
        l.press(PressKind::Lever, ms(1900), Some(Color::White), None);
        assert_eq!(l.next_due(), Some(ms(2150)));
        assert_eq!(l.release_due(ms(2000), ms(2000)), 0);
        // As late as the report allows, before Black's first change.
        assert_eq!(placed(&mut l, 2150), Time(1_499_999));
        let mut f = |t| match l.frame_at(ms(t)).unwrap() {
            Frame::Identity(b) => b,
            Frame::Occupancy(_) => unreachable!(),
        };
        assert!(f(1200).piece_at(Square::E4).is_some());
        assert!(f(1200).piece_at(Square::E7).is_some());
        assert!(f(1500).piece_at(Square::E7).is_none());
    }

    #[test]
    fn a_lever_press_with_no_drop_of_the_mover_falls_before_the_opponent() {
        let mut l = log();
        field(&mut l, 100, Square::G1, None);
        field(&mut l, 300, Square::F3, Some('N'));
        // Reported 1.5 s later: the knight was put down before the window;
        // Black lifted a pawn inside it.
        field(&mut l, 1500, Square::D7, None);
        l.press(PressKind::Lever, ms(1800), Some(Color::White), None);
        assert_eq!(placed(&mut l, 2050), Time(1_499_999));
        // Nothing in the window: at the report.
        l.press(PressKind::Lever, ms(5000), Some(Color::Black), None);
        assert_eq!(placed(&mut l, 5250), ms(5000));
    }

    #[test]
    fn a_press_line_waits_for_the_drop_reported_late() {
        let mut l = log();
        field(&mut l, 1000, Square::E2, None);
        l.press(PressKind::Line, ms(1100), None, None);
        field(&mut l, 1200, Square::E4, Some('P'));
        field(&mut l, 1300, Square::E7, None);
        assert_eq!(placed(&mut l, 1350), ms(1200));
        l.press(PressKind::Line, ms(2000), None, None);
        assert_eq!(placed(&mut l, 2250), ms(2000));
    }

    #[test]
    fn en_passant_ends_with_the_captured_pawn() {
        let mut l = log();
        field(&mut l, 100, Square::E5, Some('P'));
        field(&mut l, 1000, Square::E5, None);
        field(&mut l, 1100, Square::D6, Some('P'));
        field(&mut l, 1200, Square::D5, None);
        field(&mut l, 1400, Square::G8, None);
        l.press(PressKind::Lever, ms(1500), Some(Color::White), None);
        assert_eq!(placed(&mut l, 1750), Time(1_399_999));
        // Reported at once: at the report.
        field(&mut l, 2000, Square::G8, Some('n'));
        field(&mut l, 2500, Square::F3, None);
        field(&mut l, 2600, Square::G5, Some('N'));
        l.press(PressKind::Lever, ms(2700), Some(Color::White), None);
        assert_eq!(placed(&mut l, 2950), ms(2700));
    }

    #[test]
    fn presses_wait_for_the_dump_after_a_doubt() {
        let mut l = log();
        l.doubt(ms(900));
        l.press(PressKind::Lever, ms(1000), Some(Color::White), None);
        assert_eq!(l.release_due(ms(1300), ms(2000)), 0);
        let mut b = Board::default();
        b.discard_piece_at(Square::E2);
        b.set_piece_at(Square::E4, Piece::from_char('P').unwrap());
        assert_eq!(l.differs_from(&b).count(), 2);
        l.push(ms(1400), Change::Dump(b));
        assert_eq!(l.in_doubt(), None);
        assert_eq!(placed(&mut l, 1400), ms(1000));
        // A doubt never cleared: the press goes after `resync`.
        l.doubt(ms(2000));
        l.press(PressKind::Line, ms(2000), None, None);
        assert_eq!(l.release_due(ms(3000), ms(2000)), 0);
        assert_eq!(placed(&mut l, 4250), ms(2000));
    }

    #[test]
    fn a_lost_board_is_an_error_until_the_next_dump() {
        let mut l = log();
        l.push(ms(100), Change::Lost("unplugged".into()));
        l.push(ms(300), Change::Dump(Board::empty()));
        assert!(l.frame_at(ms(50)).is_ok());
        assert_eq!(l.frame_at(ms(150)), Err("unplugged".to_string()));
        assert_eq!(l.frame_at(ms(300)), Ok(Frame::Identity(Board::empty())));
    }

    #[test]
    fn history_is_pruned_behind_the_scanner() {
        let mut l = log();
        for i in 0..1000u64 {
            let sq = if i % 2 == 0 { None } else { Some('P') };
            field(&mut l, 100 * i + 100, Square::E2, sq);
            let _ = l.frame_at(ms(100 * i + 100));
        }
        assert!(l.entries.len() < 200, "{}", l.entries.len());
        // The view is still right.
        let Ok(Frame::Identity(b)) = l.frame_at(ms(200_000)) else {
            panic!()
        };
        assert!(b.piece_at(Square::E2).is_some());
    }
}
