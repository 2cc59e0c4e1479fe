//! What the board reported, when: the board as the sensors saw it at any
//! recent instant, and where a clock press falls among the changes.
//!
//! Every change is stamped with the hardware time it arrived at. The
//! daemon scans this log a little in the past ([`super::Timing::lag`]), so
//! that a press, which a DGT board reports late, can still be placed among
//! the changes where it happened ([`BoardLog::release_due`]).

use std::collections::VecDeque;

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Rank,
    Role, Setup, Square,
};

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
    /// Squares a dump at a press found the updates got wrong (lost
    /// updates), as the dump showed them: the rest of the board as the
    /// updates say.
    Repair(Vec<(Square, Option<Piece>)>),
    /// The board cannot be read from here on (until the next dump).
    Lost(String),
    /// The board is read but must not be judged from here on (`Some`: why,
    /// shown as a sensor fault), or may be again (`None`): a press that
    /// may have been more than one while the board was unplugged, a clock
    /// missing when its lever gives the presses.
    Fault(Option<String>),
}

/// The board at some point of the log, and the fault that hides it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    board: Result<Board, String>,
    fault: Option<String>,
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
    /// The clock says this side's flag fell: no change belongs to it.
    Flag(Color),
    /// A result entered at the board (a simulated board's trace): no
    /// change belongs to it.
    Result(crate::arbiter::event::GameResult),
}

#[derive(Clone, Copy, Debug)]
struct Pending {
    kind: PressKind,
    /// When it was reported (lever), or happened (line, ack).
    at: Time,
    side: Option<Color>,
    clock: Option<ClockTimes>,
    /// Made while the board was unplugged (a lever found changed when it
    /// came back).
    unseen: bool,
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
    base: State,
    /// The board as of the last scan, and the next entry to apply.
    view: State,
    view_next: u64,
    view_t: Time,
    /// The scan before the last one (see [`BoardLog::after_the_scanner`]).
    view_prev_t: Time,
    /// The board after the last entry.
    now: State,
    /// A dump has been received (before it, the board reads as the first
    /// dump: the start-up, not a fault).
    dumped: bool,
    /// Bytes were lost at this time, or a dump was asked for to check the
    /// board at a press, and no dump has come since.
    doubt: Option<Time>,
    pending: VecDeque<Pending>,
    released: VecDeque<ClockEvent>,
    released_count: u64,
    last_press: Time,
    /// The game as the log follows it: the position the next press's
    /// mover moves from (see [`BoardLog::place`]). `None` until the first
    /// press, then from the board.
    shadow: Option<Chess>,
    /// The game's start position as the daemon was given it (castling
    /// rights, en passant square, move number): the log's game until the
    /// first press when the board stands as it (see [`BoardLog::set_start`]).
    start: Option<Chess>,
    /// Absolute index of the first entry after the last press placed.
    floor: u64,
    /// Presses placed between two changes read at once (the same time):
    /// the press's time, and the absolute index of the first entry after
    /// it. A scan at that very time reads the board up to there.
    splits: VecDeque<(Time, u64)>,
    /// A press that may have been more than one (made while the board was
    /// unplugged): nothing is judged until the board is back to this, the
    /// position of the last move judged, or the arbiter acknowledges.
    held: Option<Board>,
    /// Why (shown as a sensor fault).
    held_why: &'static str,
    /// The lever gives the presses and no clock is plugged in.
    no_clock: bool,
    /// Presses that could not be judged (held) since the log began.
    uncertain: u64,
    /// A hold was released by the board set back to the position of the
    /// last move judged (not by the arbiter), and no press has been judged
    /// as a move since: the players may not have gone on from there.
    restored_unsure: bool,
}

/// How long the board a press is judged on stands before the changes
/// after the press are read: more than the engine's debounce (`game.
/// debounce_ms`, at most 60 ms) and a scan (see [`BoardLog::stand`]).
const STAND: Time = Time::from_millis(100);

/// The changes after a press that came before its board stood are read
/// this far apart, in their order: each stands long enough to be read on
/// its own (more than the engine's debounce, fixed at 30 ms with a DGT
/// board, and a scan, at most 15 ms with that debounce). Read at once,
/// two pieces lifted one after the other would count as lifted in one
/// scan (laws.md 5: the player's own piece first, whatever the order the
/// board gave), and a piece lifted and put back would not be seen touched
/// (Art. 4.3, 4.4).
const STAND_GAP: Time = Time::from_millis(50);

/// Whether a split found for a press (its time, the absolute index of
/// the first entry after it, the game after it) is taken.
type Accept<'a> = dyn Fn(&BoardLog, &(Time, u64, Chess)) -> bool + 'a;

/// Keep this much history behind the scanner.
const KEEP: Time = Time::from_millis(10_000);

/// Why the board is not judged while a press is held.
pub const UNCERTAIN: &str = crate::words::DGT_UNCERTAIN;

/// Why the board is not judged while a press is held because the board
/// showed a legal move inside the press's window and the mover's hand went
/// on (journalled in English, shown as `fault-dgt-uncertain-window`).
pub const UNCERTAIN_WINDOW: &str = crate::words::DGT_UNCERTAIN_WINDOW;

/// Why the board is not judged while a press is held because no split of
/// its window shows a legal move and where the press fell decides what is
/// judged (journalled in English, shown as `fault-dgt-uncertain-press`).
pub const UNCERTAIN_PRESS: &str = crate::words::DGT_UNCERTAIN_PRESS;

/// Why the board is not judged without its clock.
pub const NO_CLOCK: &str = crate::words::DGT_NO_CLOCK;

impl BoardLog {
    pub fn new(latency: Latency) -> BoardLog {
        let none = State {
            board: Err("no DGT board has sent its position yet".to_string()),
            fault: None,
        };
        BoardLog {
            latency,
            entries: VecDeque::new(),
            first: 0,
            base: none.clone(),
            view: none.clone(),
            view_next: 0,
            view_t: Time::ZERO,
            view_prev_t: Time::ZERO,
            now: none,
            dumped: false,
            doubt: None,
            pending: VecDeque::new(),
            released: VecDeque::new(),
            released_count: 0,
            last_press: Time::ZERO,
            shadow: None,
            start: None,
            floor: 0,
            splits: VecDeque::new(),
            held: None,
            held_why: UNCERTAIN,
            restored_unsure: false,
            no_clock: false,
            uncertain: 0,
        }
    }

    /// The game's start position (`game.start`): before its first press
    /// the log follows the game from it when the board stands as it and
    /// its side is on move, with its castling rights and en passant
    /// square; from any other board, with the rights the board allows (a
    /// game resumed elsewhere). Without it a king and a rook on their
    /// squares were taken to keep their castling right, and a castling the
    /// engine judges illegal (Art. 3.8.2.1: the right was lost before the
    /// start position) was followed as a move, the log's game then astray.
    pub fn set_start(&mut self, setup: Setup) {
        self.start = lenient(setup);
    }

    /// A game the log knows only `board` of, `turn` to move: the start
    /// position if it is that, else [`following`].
    fn fresh(&self, board: &Board, turn: Color) -> Option<Chess> {
        match &self.start {
            Some(start) if start.board() == board && start.turn() == turn => Some(start.clone()),
            _ => following(board, turn),
        }
    }

    /// The board after everything received (or why it is not known).
    pub fn current(&self) -> Result<&Board, &str> {
        self.now.board.as_ref().map_err(String::as_str)
    }

    pub fn in_doubt(&self) -> Option<Time> {
        self.doubt
    }

    /// Presses held as uncertain so far.
    pub fn uncertain(&self) -> u64 {
        self.uncertain
    }

    /// A press is held: nothing is judged (see [`UNCERTAIN`]).
    pub fn held(&self) -> bool {
        self.held.is_some()
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
            .filter(|p| matches!(p.kind, PressKind::Lever | PressKind::Line))
            .map(|p| Time(p.at.micros().saturating_sub(1)))
            .min()
            .filter(|at| *at > self.view_t && *at < t);
        match at {
            Some(at) if wrong.any() && self.dumped => {
                // Only the squares the updates got wrong are taken from the
                // dump, from just before the press: the others are as the
                // updates say, then and after (a dump read later may show
                // the opponent starting already).
                let i = self.entries.partition_point(|e| e.t <= at);
                // A piece put down (its update lost) after the same piece
                // was lifted elsewhere, reported after that point: the put
                // came after the lift (a move of the opponent begun at once).
                let i = self.after_its_lift(i, wrong, &board);
                let at = match i.checked_sub(1).map(|j| self.entries[j].t) {
                    Some(last) => at.max(last),
                    None => at,
                };
                let mut then = self.base.board.clone();
                for e in self.entries.range(..i) {
                    apply_board(&mut then, &e.change);
                }
                let change = match then {
                    Ok(_) => Change::Repair(
                        wrong
                            .into_iter()
                            .map(|sq| (sq, board.piece_at(sq)))
                            .collect(),
                    ),
                    Err(_) => Change::Dump(board.clone()),
                };
                // The board after everything: that, and the updates after
                // the press (later than the dump if it was read before them).
                let mut now = then;
                apply_board(&mut now, &change);
                for e in self.entries.range(i..) {
                    apply_board(&mut now, &e.change);
                }
                self.entries.insert(i, Entry { t: at, change });
                self.now.board = now;
                self.doubt = None;
                self.release_hold_if_restored(t);
            }
            _ if wrong.any() || self.doubt.is_some() || !self.dumped => {
                self.push(t, Change::Dump(board))
            }
            _ => {}
        }
        self.doubt = None;
        wrong
    }

    /// Where a repair of the squares `wrong` (as `dump` shows them) goes,
    /// from index `i` on: after the last field update that lifts, from
    /// another square, a piece the repair puts down.
    fn after_its_lift(&self, i: usize, wrong: Bitboard, dump: &Board) -> usize {
        // The board at `i` (a board lost earlier and dumped again since
        // is known again).
        let mut r = self.base.board.clone();
        for e in self.entries.range(..i) {
            apply_board(&mut r, &e.change);
        }
        let Ok(mut b) = r else { return i };
        let puts: Vec<Piece> = wrong
            .into_iter()
            .filter_map(|sq| dump.piece_at(sq).filter(|p| b.piece_at(sq) != Some(*p)))
            .collect();
        let mut found = i;
        for (j, e) in self.entries.iter().enumerate().skip(i) {
            if let Change::Field(sq, None) = &e.change
                && !wrong.contains(*sq)
                && b.piece_at(*sq).is_some_and(|p| puts.contains(&p))
            {
                found = j + 1;
            }
            let mut r = Ok(b);
            apply_board(&mut r, &e.change);
            let Ok(next) = r else { return found };
            b = next;
        }
        found
    }

    pub fn push(&mut self, t: Time, change: Change) {
        // Arrival times never go back (a clock that did is clamped).
        let t = self.entries.back().map_or(t, |e| e.t.max(t));
        if let Change::Dump(b) = &change
            && !self.dumped
        {
            // Before its first dump the board reads as that dump: starting
            // up is no fault.
            self.dumped = true;
            for state in [&mut self.base, &mut self.view] {
                if state.board.is_err() {
                    state.board = Ok(b.clone());
                }
            }
        }
        apply(&mut self.now, &change);
        // A dump ends a doubt; so does losing the board: the dump asked
        // for will not come, and a press waiting for it is placed on the
        // updates received (the dump after the reconnection checks them).
        if matches!(change, Change::Dump(_) | Change::Lost(_)) {
            self.doubt = None;
        }
        let board_change = matches!(change, Change::Field(..) | Change::Dump(_));
        self.entries.push_back(Entry { t, change });
        if board_change {
            self.release_hold_if_restored(t);
        }
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

    /// The fault shown while presses are not judged, if any.
    fn overlay(&self) -> Option<String> {
        if self.held.is_some() {
            Some(self.held_why.to_string())
        } else if self.no_clock {
            Some(NO_CLOCK.to_string())
        } else {
            None
        }
    }

    /// Sets what hides the board from here on, if it changed.
    fn set_overlay(&mut self, t: Time, before: Option<String>) {
        let after = self.overlay();
        if after != before {
            self.push(t, Change::Fault(after));
        }
    }

    /// With the lever giving the presses: whether a clock is plugged in.
    pub fn set_no_clock(&mut self, t: Time, missing: bool) {
        let before = self.overlay();
        self.no_clock = missing;
        self.set_overlay(t, before);
    }

    /// The arbiter's acknowledgement, or the board back to the position
    /// held: presses are judged again.
    pub fn release_hold(&mut self, t: Time) {
        let before = self.overlay();
        self.held = None;
        self.set_overlay(t, before);
    }

    fn release_hold_if_restored(&mut self, t: Time) {
        if self
            .held
            .as_ref()
            .is_some_and(|b| self.now.board.as_ref().is_ok_and(|now| now == b))
        {
            self.release_hold(t);
            self.restored_unsure = true;
        }
    }

    /// Holds the game at `t`: more than one press may have been made
    /// unseen; nobody is judged until the arbiter has looked.
    fn hold(&mut self, t: Time) {
        self.hold_for(t, UNCERTAIN);
    }

    /// Holds the game at `t` for `why`.
    fn hold_for(&mut self, t: Time, why: &'static str) {
        // The position of the last move judged (before the first press:
        // the board the log started from).
        let Some(board) =
            (self.shadow.as_ref().map(|p| p.board().clone())).or_else(|| self.board_at_floor())
        else {
            return;
        };
        let before = self.overlay();
        self.held = Some(board);
        self.held_why = why;
        self.uncertain += 1;
        // In its place among the changes (the scanner is behind).
        let t = t.max(self.view_t);
        let i = self.entries.partition_point(|e| e.t <= t);
        if i == self.entries.len() {
            self.set_overlay(t, before);
        } else {
            self.entries.insert(
                i,
                Entry {
                    t,
                    change: Change::Fault(self.overlay()),
                },
            );
            let fault = Change::Fault(self.overlay());
            apply(&mut self.now, &fault);
        }
    }

    /// The board came back after a disconnection and the lever is where it
    /// was: none or two presses were made unseen. If the board is where it
    /// was, none (two would both be presses without a move). If a piece
    /// was put down (a move, one or two, or more than a move in progress),
    /// the data cannot tell: one move on is that move not pressed yet, or
    /// pressed and the opponent's press without a move (an illegal move,
    /// Art. 6.2.2 / 7.5.3, missed if taken as none); the arbiter is told
    /// (see [`UNCERTAIN`]). Pieces only lifted (one or two squares) are a
    /// move in progress, as an unchanged board.
    pub fn reconnected_without_press(&mut self, t: Time) {
        let Ok(now) = &self.now.board else {
            return;
        };
        // Before the first press the log follows no game yet: the board it
        // started from, either side to move.
        let positions: Vec<Chess> = match &self.shadow {
            Some(pos) => vec![pos.clone()],
            None => match self.board_at_floor() {
                Some(b) => Color::ALL
                    .into_iter()
                    .filter_map(|c| self.fresh(&b, c))
                    .collect(),
                None => Vec::new(),
            },
        };
        // (Before issue 26's sixth round a board one move on was taken as
        // that move not pressed yet: seeds 4001 and 5131 of
        // `tests/dgt_random.rs`, two presses unseen, the second without a
        // move, went untold.)
        if positions.is_empty() || positions.iter().any(|pos| *pos.board() == *now) {
            return;
        }
        let two = positions.iter().any(|pos| {
            results(pos)
                .into_iter()
                .any(|(_, after)| results(&after).iter().any(|(b, _)| b == now))
        });
        // Not where it was, and more than a move in progress (pieces in
        // the air, nothing put down): presses may have been made unseen,
        // whether or not their moves were legal (an illegal move and the
        // reply; a move and a press without a move).
        let many = positions.iter().all(|pos| {
            let differ = || {
                Square::ALL
                    .into_iter()
                    .filter(|sq| pos.board().piece_at(*sq) != now.piece_at(*sq))
            };
            differ().count() >= 3 || differ().any(|sq| now.piece_at(sq).is_some())
        });
        if two || many {
            // One move on: that move not pressed yet, or pressed and the
            // opponent's press without a move; the board does not tell
            // where the clock was pressed.
            let one_on = positions
                .iter()
                .any(|pos| results(pos).iter().any(|(b, _)| b == now));
            if self.shadow.is_none() {
                self.shadow = positions.into_iter().next();
            }
            if one_on && !two {
                self.hold_for(t, UNCERTAIN_PRESS);
            } else {
                self.hold(t);
            }
        }
    }

    /// The board at the last press placed (before the first: the first
    /// dump), if the log still has it.
    fn board_at_floor(&self) -> Option<Board> {
        let s = (self.floor.max(self.first) - self.first) as usize;
        let mut board = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut board, &e.change);
        }
        board.ok()
    }

    /// The board as the sensors saw it at hardware time `t` (the scanner's
    /// times only go forward).
    pub fn frame_at(&mut self, t: Time) -> Result<Frame, String> {
        if self.view_next < self.first {
            self.view = self.base.clone();
            self.view_next = self.first;
        }
        let stop = self.splits.iter().find(|(at, _)| *at == t).map(|(_, k)| *k);
        while let Some(e) = self.entries.get((self.view_next - self.first) as usize) {
            if e.t > t || stop == Some(self.view_next) {
                break;
            }
            apply(&mut self.view, &e.change);
            self.view_next += 1;
        }
        if t > self.view_t {
            self.view_prev_t = self.view_t;
            self.view_t = t;
        }
        if let Some(why) = &self.view.fault {
            return Err(why.clone());
        }
        self.view.board.clone().map(Frame::Identity)
    }

    /// A press (or the ack) was reported at `at`. While a press is held
    /// (see [`UNCERTAIN`]) presses are not judged; the ack releases it.
    pub fn press(
        &mut self,
        kind: PressKind,
        at: Time,
        side: Option<Color>,
        clock: Option<ClockTimes>,
    ) {
        self.press_of(kind, at, side, clock, false);
    }

    /// A lever found changed when the board came back: a press made while
    /// it was unplugged (`unseen`), judged if the board shows one move.
    pub fn press_of(
        &mut self,
        kind: PressKind,
        at: Time,
        side: Option<Color>,
        clock: Option<ClockTimes>,
        unseen: bool,
    ) {
        if self.held.is_some() {
            match kind {
                PressKind::Ack => self.release_hold(at),
                PressKind::Lever | PressKind::Line => return,
                PressKind::Adjust(_) | PressKind::Flag(_) | PressKind::Result(_) => {}
            }
        }
        self.pending.push_back(Pending {
            kind,
            at,
            side,
            clock,
            unseen,
        });
    }

    /// When the next pending press can be placed (hardware time).
    pub fn next_due(&self) -> Option<Time> {
        self.pending.front().map(|p| self.due(p))
    }

    fn due(&self, p: &Pending) -> Time {
        match p.kind {
            PressKind::Ack | PressKind::Adjust(_) | PressKind::Flag(_) | PressKind::Result(_) => {
                p.at
            }
            PressKind::Lever | PressKind::Line => {
                let due = p.at.plus(self.latency.board);
                match self.completing_change(p) {
                    // A second press of the same side (the clock set back
                    // after an illegal move) may yet be reported whose
                    // window holds the change completing the move the board
                    // shows, and claim it: wait as long as the lever may
                    // be late after that change.
                    Some(c) if self.pending.len() == 1 && self.held.is_none() => {
                        due.max(c.plus(self.latency.clock))
                    }
                    _ => due,
                }
            }
        }
    }

    /// When the change completing the legal move a lever's press would be
    /// judged as reached the log.
    fn completing_change(&self, p: &Pending) -> Option<Time> {
        if p.kind != PressKind::Lever {
            return None;
        }
        let lo = p.at.since(self.latency.clock).max(self.last_press);
        let hi = p.at.plus(self.latency.board);
        let (_, k, _) = self.place_legal(p, lo, hi)?;
        if k <= self.first {
            return None;
        }
        self.entries.get((k - 1 - self.first) as usize).map(|e| e.t)
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
                PressKind::Result(r) => ClockEvent::Result(r, p.at.max(self.last_press)),
                PressKind::Lever | PressKind::Line => {
                    if self.held.is_some() {
                        // Reported before the hold began, placed after
                        // it: not judged either (see `press_of`).
                        continue;
                    }
                    let Some(t) = self.place(&p) else {
                        continue;
                    };
                    let t = t.max(self.last_press);
                    let t = self.after_the_scanner(t);
                    self.last_press = t;
                    self.stand(t);
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

    /// A press placed at `t` behind the scanner's point (it waited for
    /// its window, a dump or a second press of the same side while the
    /// scanner went on) with nothing after its split read yet: at the
    /// scanner's point instead. The board is the same from the split to
    /// there, and the scanner dates a change at the scan that first read
    /// it, which may be after `t`: a piece put down just before the
    /// split's time and read by the next scan would otherwise count as
    /// after the press (seed 5876 of `tests/dgt_random.rs`: a rook's
    /// move reported 49 ms after the lever, read 1 ms after the split,
    /// judged "no move").
    ///
    /// Changes after the split read by the last scan only (the scanner
    /// read the move's last put and the opponent's next lift together,
    /// before the press was placed) are unread: the engine has not
    /// confirmed them yet (its debounce), and the press goes to the
    /// scanner's point with the board at its split; they come again after
    /// [`STAND`] (seed 7515 of `tests/dgt_random.rs`: Qh7-g7 and White's
    /// bishop lifted at once, the queen's put dated after the press,
    /// judged "unrecognized", a false alarm).
    fn after_the_scanner(&mut self, t: Time) -> Time {
        let k = (self.floor.max(self.first) - self.first) as usize;
        if t > self.view_t {
            return t;
        }
        let next = self.entries.get(k).map(|e| e.t);
        if next.is_none_or(|n| n > self.view_t) {
            return self.view_t;
        }
        if next.is_some_and(|n| n > self.view_prev_t) && self.view_next > self.first + k as u64 {
            let mut view = self.base.clone();
            for e in self.entries.range(..k) {
                apply(&mut view, &e.change);
            }
            self.view = view;
            self.view_next = self.first + k as u64;
            self.splits.push_back((self.view_t, self.first + k as u64));
            if self.splits.len() > 16 {
                self.splits.pop_front();
            }
            return self.view_t;
        }
        t
    }

    /// The board a press placed at `t` is judged on stands [`STAND`] in
    /// the log: the changes after the press (from `floor` on) that came
    /// sooner are read as coming then, in their order, [`STAND_GAP`]
    /// apart (and those after them as late as that pushes them). The engine
    /// confirms a change only once it has held for its debounce; a piece
    /// put down just before the press and lifted again by the opponent in
    /// the same scan of the board (a capture begun with the captured
    /// piece) would otherwise never be read, and the move judged without
    /// it.
    fn stand(&mut self, t: Time) {
        let mut next = t.plus(STAND);
        let k = (self.floor.max(self.first) - self.first) as usize;
        for e in self.entries.range_mut(k..) {
            if e.t >= next {
                break;
            }
            e.t = next;
            next = next.plus(STAND_GAP);
        }
    }

    /// The next placed press or ack.
    pub fn take(&mut self) -> Option<ClockEvent> {
        self.released.pop_front()
    }

    /// Presses and acks placed so far.
    pub fn released_count(&self) -> u64 {
        self.released_count
    }

    /// Where a press falls among the changes (`None`: nowhere, it is held
    /// as uncertain).
    ///
    /// The board's own messages give the order of the changes; the press
    /// fell between two of them, and its report's time only bounds where:
    /// a lever's press was made up to `clock` before its report, and a
    /// change made before the press reaches the log up to `board` after it.
    /// So every change that came more than `clock` before the report is
    /// before the press, every change that came more than `board` after
    /// it is after, and the press falls at one of the splits in between.
    /// A dump checking the board at the press (a lost update) is one of
    /// the changes.
    ///
    /// Among those splits the one after which the board shows a legal
    /// move of the mover from the game as the log follows it is taken
    /// (the latest such move: a castling whose rook went first passes
    /// through a legal rook move; of the splits giving that same move,
    /// the earliest: the opponent's touches after it are the opponent's).
    /// En passant with the captured pawn taken last, castling and captures
    /// in either order, promotions: whatever their timing inside the
    /// window. If no split shows a legal move, the move is illegal
    /// whatever the split (or the log lost the game): the press goes after
    /// the mover's last piece put down, as before.
    ///
    /// A press made while the board was unplugged is judged only when a
    /// split shows one legal move; otherwise more than one press may have
    /// been made unseen, and it is held (see [`UNCERTAIN`]).
    fn place(&mut self, p: &Pending) -> Option<Time> {
        if self.restored_unsure
            && let (Some(side), Some(shadow)) = (p.side, &self.shadow)
            && side != shadow.turn()
        {
            // A hold was released by the board set back to the position
            // of the last move judged, and the first press after it is the
            // side's not on move: the players went on from another position
            // (the presses held were moves to them, the board set back by
            // chance). Judged from the log's position, the next press would
            // be read as a move with the opponent's piece on a guess: the
            // arbiter is told again.
            self.hold_for(p.at, UNCERTAIN);
            return None;
        }
        // The side on move pressed: the players follow the log's game.
        self.restored_unsure &= p.side.is_none();
        let lo = match p.kind {
            PressKind::Lever => p.at.since(self.latency.clock),
            _ => p.at,
        }
        .max(self.last_press);
        let hi = p.at.plus(self.latency.board);
        let mut legal = self.place_legal(p, lo, hi);
        let doubtful = |l: &BoardLog, (_, k, after): &(Time, u64, Chess)| {
            l.mover_went_on(*k, hi, after) || l.mover_took_back(*k, lo, after)
        };
        if legal.as_ref().is_none_or(|l| doubtful(self, l)) {
            // No split shows a legal move, or the one shown is followed by
            // the mover's hand going on: a lost put (repaired from the dump
            // at the press, just before the report) may belong earlier,
            // after the lift of the same piece (a slide f2-f3-f4 whose put
            // on f4 was lost shows the legal f2-f3, then f4 repaired after
            // the opponent's reply). Tried there; kept when it shows a
            // legal move that nothing after it puts in doubt (with none
            // before, any legal move it shows).
            let sure = self.place_with_repair_earlier(p, lo, hi, &|l, f| !doubtful(l, f));
            if sure.is_some() {
                legal = sure;
            } else if legal.is_none() {
                legal = self.place_with_repair_earlier(p, lo, hi, &|_, _| true);
            }
        }
        if legal.as_ref().is_none_or(|l| doubtful(self, l)) {
            // A lift from a square the log has empty reveals a lost put: of
            // a piece in the air then (with a legal move shown before it
            // and the mover's piece lifted again since, perhaps the mover
            // going on: a queen e8-d7-c6 whose put on c6 was lost, taken
            // there by the reply).
            if let Some(found) =
                self.place_with_put_found_by_lift(p, lo, hi, &|l, f| !doubtful(l, f))
            {
                legal = Some(found);
            }
        }
        if let Some((t, k, after)) = &legal
            && self.mover_went_on(*k, hi, after)
        {
            // The board showed a legal move inside the window, then the
            // mover's hand went on (one of its pieces put down elsewhere):
            // the press may have been made at either; neither reading is
            // penalised on a guess, the arbiter is told (from the split on:
            // nothing after it is judged).
            self.hold_for(*t, UNCERTAIN_WINDOW);
            return None;
        }
        if let Some((t, k, after)) = &legal
            && self.mover_took_back(*k, lo, after)
        {
            // The board shows that move only after a piece of the mover,
            // put down elsewhere, was put back where it stood, inside the
            // window: pressed before that, the move was another (two
            // pieces moved, a move replaced); the data cannot tell.
            self.hold_for(*t, UNCERTAIN_PRESS);
            return None;
        }
        if let Some((t, k, _)) = &legal
            && self.claimed_by_next(p, *k)
        {
            // The next press is the same side's (the clock set back: the
            // arbiter after an illegal move) and the move may be its: this
            // press illegal and the next one the move, or this the move
            // and the next one a press too many. Nobody is penalised on a
            // guess: the arbiter is told.
            self.hold_for(*t, UNCERTAIN_PRESS);
            return None;
        }
        if let Some((t, k, after)) = legal {
            self.shadow = Some(after);
            self.restored_unsure = false;
            self.floor = k;
            let same_time = k > self.first
                && self
                    .entries
                    .get((k - self.first) as usize)
                    .is_some_and(|e| e.t <= t);
            if same_time {
                self.splits.push_back((t, k));
                if self.splits.len() > 16 {
                    self.splits.pop_front();
                }
            }
            return Some(t);
        }
        if p.unseen {
            self.hold(p.at);
            return None;
        }
        if self.shadow.is_none()
            && let (Some(side), Some(b)) = (p.side, self.board_at_floor())
        {
            // The log's first press is illegal: the game goes on from the
            // position before it, the mover still to move (not from the
            // board the illegal move left).
            self.shadow = self.fresh(&b, side);
        }
        let (t, guessed) = self.place_by_drops(p, lo, hi);
        if matches!(p.kind, PressKind::Lever | PressKind::Line)
            && (guessed || self.board_in_doubt_since_floor() || self.undone_by(p, lo, t))
        {
            // No split shows a legal move, so the mover's move is illegal
            // at every split; but the board judged (and the position that
            // stands if the opponent replies, A.5.2) depends on where the
            // press fell, and the data cannot tell: the mover put none of
            // its pieces down in the window and the board changed in it
            // (the mover's hand on the opponent's piece, or on its own
            // lifted; or the opponent starting), or an update was lost or
            // the board unplugged since the last press (the board between
            // them is not known). Nobody is penalised on a guess: the
            // arbiter is told.
            self.hold_for(t.min(p.at).max(lo), UNCERTAIN_PRESS);
            return None;
        }
        self.floor = self.first + self.entries.partition_point(|e| e.t <= t) as u64;
        Some(t)
    }

    /// The board at `t` is the board at the last press again, and before
    /// that, inside the press's window (after `lo`), a piece of the mover
    /// was put down where the board then stood otherwise: an attempt (an
    /// illegal move) and its undoing, both in the window. Pressed after
    /// the attempt, the move judged is that attempt and the board put
    /// back is the restoring; pressed after the undoing, it is a press
    /// without a move: the data cannot tell, and judged at the undoing a
    /// legal move made next reads as a second illegal move (seed 2803 of
    /// `tests/dgt_random.rs`: a rook a1-b1 with the knight b1 in the hand,
    /// then both put back after the press, reported inside the window).
    fn undone_by(&self, p: &Pending, lo: Time, t: Time) -> bool {
        let Some(floor) = self.board_at_floor() else {
            return false;
        };
        let s = (self.floor.max(self.first) - self.first) as usize;
        let end = self.entries.partition_point(|e| e.t <= t);
        let mut board: Result<Board, String> = Ok(floor.clone());
        let mut attempt = false;
        let mut undone_at = Time::ZERO;
        for e in self.entries.range(s..end.max(s)) {
            apply_board(&mut board, &e.change);
            if board.as_ref().is_ok_and(|b| *b == floor) {
                undone_at = e.t;
            }
            if let Change::Field(_, Some(put)) = &e.change
                && e.t > lo
                && p.side.is_none_or(|side| put.color == side)
                && board.as_ref().is_ok_and(|b| *b != floor)
            {
                attempt = true;
            }
        }
        // Undone after the lever's report: inside the board's delay, so
        // perhaps after the press (before it, the lever's delay makes the
        // press after the undoing the reading the data favour, as for
        // any last drop of the mover).
        attempt && undone_at > p.at && board.is_ok_and(|b| b == floor)
    }

    /// Since the last press placed, an update was lost (a dump found the
    /// board other than the updates said) or the board was lost
    /// (unplugged): what stood on the board between them is not known.
    fn board_in_doubt_since_floor(&self) -> bool {
        let s = (self.floor.max(self.first) - self.first) as usize;
        let mut board = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut board, &e.change);
        }
        for e in self.entries.range(s..) {
            match &e.change {
                Change::Repair(_) | Change::Lost(_) => return true,
                Change::Dump(d) if board.as_ref().is_ok_and(|b| b != d) || board.is_err() => {
                    return true;
                }
                _ => {}
            }
            apply_board(&mut board, &e.change);
        }
        false
    }

    /// The next press pending is a lever's press of the same side whose
    /// window holds the change completing the move of the split `k`
    /// (absolute index) chosen for `p`.
    fn claimed_by_next(&self, p: &Pending, k: u64) -> bool {
        let Some(next) = self.pending.front() else {
            return false;
        };
        if p.kind != PressKind::Lever
            || next.kind != PressKind::Lever
            || p.side.is_none()
            || next.side != p.side
            || k <= self.first
        {
            return false;
        }
        self.entries
            .get((k - 1 - self.first) as usize)
            .is_some_and(|e| e.t > next.at.since(self.latency.clock))
    }

    /// After the split `k` (absolute index) chosen for a press, whether a
    /// piece of the mover is put down, up to `hi`, on a square where the
    /// move left no such piece: the mover's hand going on (a second move,
    /// a move replaced), or the opponent moving the mover's piece (wrong
    /// colour); a reply of the opponent never does it (a piece lifted and
    /// put back on its square is no such change).
    fn mover_went_on(&self, k: u64, hi: Time, after: &Chess) -> bool {
        let mover = !after.turn();
        let from = (k.max(self.first) - self.first) as usize;
        // The board from the split on, and the mover's pieces lifted since.
        let mut board: Result<Board, String> = Ok(after.board().clone());
        let mut in_air: Vec<Piece> = Vec::new();
        self.entries
            .range(from..)
            .take_while(|e| e.t <= hi)
            .any(|e| {
                let elsewhere = |sq: &Square, put: &Piece| {
                    put.color == mover && after.board().piece_at(*sq) != Some(*put)
                };
                let went_on = match (&e.change, &board) {
                    (Change::Field(sq, Some(put)), _) => {
                        if let Some(j) = in_air.iter().position(|h| h == put) {
                            in_air.swap_remove(j);
                        }
                        elsewhere(sq, put)
                    }
                    (Change::Field(sq, None), Ok(b)) => match b.piece_at(*sq) {
                        Some(lifted) => {
                            if lifted.color == mover {
                                in_air.push(lifted);
                            }
                            false
                        }
                        // A lift from a square the log has empty: a put
                        // there was lost (see `place_with_put_found_by_lift`),
                        // perhaps of a piece of the mover lifted since the
                        // split (a queen e8-d7, then on to c6, taken there).
                        None => !in_air.is_empty(),
                    },
                    // A lost put of the mover's found by the dump: made
                    // somewhere between its square's last update and the
                    // dump, so perhaps before the press.
                    (Change::Repair(squares), _) => squares
                        .iter()
                        .any(|(sq, put)| put.is_some_and(|put| elsewhere(sq, &put))),
                    _ => false,
                };
                apply_board(&mut board, &e.change);
                went_on
            })
    }

    /// Before the split `k` (absolute index) chosen for a press, inside
    /// its window (after `lo`), a piece of the mover is put back on the
    /// square it stood on at the last press after it had been put down on
    /// another square since: the mover's hand undoing a move (a touched
    /// piece taken back, one of two moves undone) before the board showed
    /// the move judged. A detour (h2-h3-h4) or a castling's rook first
    /// puts nothing back.
    fn mover_took_back(&self, k: u64, lo: Time, after: &Chess) -> bool {
        let mover = !after.turn();
        let s = (self.floor.max(self.first) - self.first) as usize;
        let k = (k.max(self.first) - self.first) as usize;
        let mut r = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut r, &e.change);
        }
        let Ok(floor) = r else { return false };
        let mut elsewhere: Vec<Piece> = Vec::new();
        for e in self.entries.range(s..k.min(self.entries.len())) {
            let Change::Field(sq, Some(put)) = &e.change else {
                continue;
            };
            if put.color != mover {
                continue;
            }
            if floor.piece_at(*sq) == Some(*put) {
                if e.t > lo && elsewhere.contains(put) {
                    return true;
                }
            } else {
                elsewhere.push(*put);
            }
        }
        false
    }

    /// A repair (updates lost, found by the dump at a press) goes in just
    /// before the press's report: the lost change may have been the
    /// opponent's, after the press. When no split then shows a legal move,
    /// the lost change may as well have been the mover's, made any time
    /// after the last update of its squares: the repair is tried there
    /// (never before the last press; where the scanner has read, at the
    /// first instant it has not), and kept there if a split then shows a
    /// legal move that `accept`s. It is first tried after each lift, from
    /// another square, of a piece it puts down, the latest first (the hand
    /// put it down after lifting it: a queen put back on d8, lifted again,
    /// put on e8 with that update lost), then after the last update of
    /// its squares.
    fn place_with_repair_earlier(
        &mut self,
        p: &Pending,
        lo: Time,
        hi: Time,
        accept: &Accept<'_>,
    ) -> Option<(Time, u64, Chess)> {
        let s = (self.floor.max(self.first) - self.first) as usize;
        let end = self.entries.partition_point(|e| e.t <= hi);
        let r = (s..end)
            .rev()
            .find(|&i| matches!(self.entries[i].change, Change::Repair(_)))?;
        let Change::Repair(squares) = &self.entries[r].change else {
            return None;
        };
        // A dump (or the board lost) sets every square: a repair moved
        // before it would be undone by it.
        let touched = |c: &Change| match c {
            Change::Field(sq, _) => squares.iter().any(|(q, _)| q == sq),
            Change::Repair(r) => r.iter().any(|(q, _)| squares.iter().any(|(s, _)| s == q)),
            Change::Dump(_) | Change::Lost(_) => true,
            Change::Fault(_) => false,
        };
        let e = (s..r)
            .rev()
            .find(|&i| touched(&self.entries[i].change))
            .map_or(s, |i| i + 1);
        let mut starts = self.after_lifts(e, r, squares);
        starts.reverse();
        starts.push(e);
        starts.dedup();
        let saved = self.entries.clone();
        for e in starts {
            if let Some(found) = self.repair_at(p, lo, hi, r, e) {
                if accept(self, &found) {
                    return Some(found);
                }
                self.entries = saved.clone();
            }
        }
        None
    }

    /// A lift reported from a square the log has empty: a piece was put
    /// there and its update lost (the dump at the press, after the lift,
    /// finds nothing wrong). When no split shows a legal move, the lost
    /// put is taken to be one of the pieces in the air then (lifted since
    /// the last press and not put down), put down just before that lift,
    /// or else just after the piece's own lift (the opponent's hand may
    /// have lifted its capturing piece in between), where the scanner has
    /// not read: kept when exactly one such piece gives a split showing a
    /// legal move that `accept`s (a pawn b7-b5 whose put was lost, taken
    /// en passant at once).
    fn place_with_put_found_by_lift(
        &mut self,
        p: &Pending,
        lo: Time,
        hi: Time,
        accept: &Accept<'_>,
    ) -> Option<(Time, u64, Chess)> {
        let s = (self.floor.max(self.first) - self.first) as usize;
        let end = self.entries.partition_point(|e| e.t <= hi);
        // The lift revealing the lost put may come after the window, before
        // the dump checking the press (which then finds nothing wrong: the
        // square is empty again): a knight f7-g5 whose put was lost, lifted
        // again from g5 by the mover just after `hi`.
        let reveal_end = end
            + self
                .entries
                .range(end..)
                .take_while(|e| matches!(e.change, Change::Field(..) | Change::Fault(_)))
                .count();
        let mut board = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut board, &e.change);
        }
        // The pieces in the air, each with the index of its lift.
        type InHand = Vec<(Piece, usize)>;
        let mut in_hand: InHand = Vec::new();
        let mut found: Option<(usize, Square, InHand)> = None;
        for j in s..reveal_end {
            let e = &self.entries[j];
            match (&board, &e.change) {
                // After the window: only the revealing lift is looked for.
                (Ok(b), Change::Field(sq, None)) if j >= end && b.piece_at(*sq).is_some() => {}
                (Ok(b), Change::Field(sq, None)) => match b.piece_at(*sq) {
                    Some(piece) => in_hand.push((piece, j)),
                    None if found.is_none() && e.t > lo && e.t > self.view_t => {
                        let mut pieces = in_hand.clone();
                        // Of the same kind, the last lifted.
                        pieces
                            .sort_by_key(|(p, at)| (p.color as u8, p.role as u8, usize::MAX - at));
                        pieces.dedup_by_key(|(p, _)| *p);
                        found = Some((j, *sq, pieces));
                    }
                    // More than one such lift: not this simple case.
                    None => return None,
                },
                (Ok(_), Change::Field(_, Some(put))) => {
                    if let Some(h) = in_hand.iter().position(|(h, _)| h == put) {
                        in_hand.swap_remove(h);
                    }
                }
                (Ok(_), Change::Fault(_)) => {}
                // A dump, a repair, the board lost: what was in the air
                // is not known.
                _ => in_hand.clear(),
            }
            apply_board(&mut board, &e.change);
        }
        let (j, sq, pieces) = found?;
        // Just before index `i` (after the entry before it).
        let just_before = |l: &BoardLog, i: usize| match i.checked_sub(1).map(|b| l.entries[b].t) {
            Some(before) => l.entries[i].t.since(Time(1)).max(before),
            None => l.entries[i].t.since(Time(1)),
        };
        // The put was made after the piece's lift and before the lift that
        // reveals it: tried just before that lift, then just after the
        // piece's own lift (the opponent's hand may have begun between:
        // a capture on the square whose piece it lifts first elsewhere).
        // Where the scanner has read past the piece's own lift: at the
        // first instant it has not read, when nothing in between touches
        // the square (every board from there on is the same; seed 8589 of
        // `tests/dgt_random.rs`: the king put back on c7 after an illegal
        // move, its update lost, revealed by its next lift after the
        // window: the position restored, then Nd7-b6 pressed).
        let read = self.entries.partition_point(|x| x.t <= self.view_t);
        let seen = (self.view_next.max(self.first) - self.first) as usize;
        let unread = |l: &BoardLog, lifted: usize| {
            let untouched = || {
                l.entries
                    .range(lifted + 1..read)
                    .all(|e| !matches!(e.change, Change::Field(q, _) if q == sq))
            };
            (read > lifted && read < j && read >= seen && untouched()).then_some(read)
        };
        let mut legal = Vec::new();
        for (piece, lifted) in pieces {
            for at in [Some(j), Some(lifted + 1), unread(self, lifted)]
                .into_iter()
                .flatten()
            {
                let t = if at == read && at != j && at != lifted + 1 {
                    self.view_t.plus(Time(1))
                } else {
                    just_before(self, at)
                };
                if t <= self.view_t || t < self.last_press {
                    continue;
                }
                self.entries.insert(
                    at,
                    Entry {
                        t,
                        change: Change::Repair(vec![(sq, Some(piece))]),
                    },
                );
                let ok = self
                    .place_legal(p, lo, hi)
                    .filter(|f| accept(self, f))
                    .is_some();
                self.entries.remove(at);
                if ok {
                    legal.push((piece, at, t));
                    break;
                }
            }
        }
        let [(piece, at, t)] = legal[..] else {
            return None;
        };
        self.entries.insert(
            at,
            Entry {
                t,
                change: Change::Repair(vec![(sq, Some(piece))]),
            },
        );
        self.place_legal(p, lo, hi)
    }

    /// [`BoardLog::place_with_repair_earlier`] with the repair at index `r`
    /// tried at index `e` (before it): the split found, the repair left
    /// there; or `None`, the repair back where it was.
    fn repair_at(
        &mut self,
        p: &Pending,
        lo: Time,
        hi: Time,
        r: usize,
        e: usize,
    ) -> Option<(Time, u64, Chess)> {
        if e >= r {
            return None;
        }
        let t = match e.checked_sub(1).map(|i| self.entries[i].t) {
            Some(before) => self.entries[e].t.since(Time(1)).max(before),
            None => self.entries[e].t.since(Time(1)),
        };
        // The scanner has read past that place: the repair goes at the
        // first instant it has not read instead. Nothing between the two
        // changes the repaired squares (see `e`), so every board after it
        // is the same; only the boards already read lack the lost change
        // (the engine saw them so), and no split there can be taken
        // anyway. The splits this leaves are a subset of those the earlier
        // place would give: no legal move is found that it would not show.
        let (e, t) = if t <= self.view_t {
            let read = self.entries.partition_point(|x| x.t <= self.view_t);
            let seen = (self.view_next.max(self.first) - self.first) as usize;
            if read >= r || read < seen {
                return None;
            }
            (read.max(e), self.view_t.plus(Time(1)))
        } else {
            (e, t)
        };
        if t < self.last_press {
            return None;
        }
        let old_t = self.entries[r].t;
        let mut entry = self.entries.remove(r).expect("the repair");
        entry.t = t;
        self.entries.insert(e, entry);
        if let Some(found) = self.place_legal(p, lo, hi) {
            // As late as that split allows: just before it (no update of
            // its squares in between), so that the lost put comes after
            // the lift of the same piece, as the hand made them (a piece
            // appearing before anything was lifted is no move the engine
            // reads).
            let k = (found.1 - self.first) as usize;
            if k >= 1 && k - 1 > e {
                let mut entry = self.entries.remove(e).expect("the repair");
                entry.t = self.entries[k - 2].t;
                self.entries.insert(k - 1, entry);
                if let Some(later) = self.place_legal(p, lo, hi) {
                    return Some(later);
                }
                let mut entry = self.entries.remove(k - 1).expect("the repair");
                entry.t = t;
                self.entries.insert(e, entry);
            }
            return Some(found);
        }
        let mut entry = self.entries.remove(e).expect("the repair");
        entry.t = old_t;
        self.entries.insert(r, entry);
        None
    }

    /// The indices just after each field update in `from..to` lifting,
    /// from a square `squares` leaves alone, a piece that `squares` put
    /// down (where the board did not have it), in order.
    fn after_lifts(
        &self,
        from: usize,
        to: usize,
        squares: &[(Square, Option<Piece>)],
    ) -> Vec<usize> {
        let mut r = self.base.board.clone();
        for e in self.entries.range(..from) {
            apply_board(&mut r, &e.change);
        }
        let Ok(mut b) = r else { return Vec::new() };
        let puts: Vec<Piece> = squares
            .iter()
            .filter_map(|(sq, put)| put.filter(|p| b.piece_at(*sq) != Some(*p)))
            .collect();
        let mut found = Vec::new();
        for j in from..to.min(self.entries.len()) {
            let change = &self.entries[j].change;
            if let Change::Field(sq, None) = change
                && !squares.iter().any(|(q, _)| q == sq)
                && b.piece_at(*sq).is_some_and(|p| puts.contains(&p))
            {
                found.push(j + 1);
            }
            let mut r = Ok(b);
            apply_board(&mut r, change);
            let Ok(next) = r else { return found };
            b = next;
        }
        found
    }

    /// The split showing a legal move (see [`BoardLog::place`]): its time,
    /// the absolute index of the first entry after it, the game after it.
    fn place_legal(&self, p: &Pending, lo: Time, hi: Time) -> Option<(Time, u64, Chess)> {
        let s = (self.floor.max(self.first) - self.first) as usize;
        let mut board = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut board, &e.change);
        }
        let mover = p.side.or(self.shadow.as_ref().map(Position::turn))?;
        let pos = match &self.shadow {
            Some(c) if c.turn() == mover => c.clone(),
            // A press by the side not on move after an illegal move (the
            // log's game is the position before it): the illegal move
            // stood (Art. 7.5.1 A.5.2 in blitz, or the opponent replied to
            // it), so the mover moves from the board at the last press.
            Some(c) => match board.as_ref().ok() {
                Some(b) if b != c.board() => {
                    // Castling rights lost in the game stay lost.
                    let mut setup = following(b, mover)?.to_setup(EnPassantMode::Legal);
                    setup.castling_rights &= c.castles().castling_rights();
                    lenient(setup)?
                }
                _ => with_turn(c, mover)?,
            },
            None => self.fresh(board.as_ref().ok()?, mover)?,
        };
        let moves = results(&pos);
        let rest = self.entries.range(s..);
        let k_min = s + rest.clone().take_while(|e| e.t <= lo).count();
        let k_max = s + rest.take_while(|e| e.t <= hi).count();
        for e in self.entries.range(s..k_min) {
            apply_board(&mut board, &e.change);
        }
        let mut legal: Vec<(usize, usize)> = Vec::new();
        for k in k_min..=k_max {
            if k > k_min {
                apply_board(&mut board, &self.entries[k - 1].change);
            }
            if let Ok(b) = &board
                && let Some(i) = moves.iter().position(|(r, _)| r == b)
            {
                legal.push((k, i));
            }
        }
        let &(_, last) = legal.last()?;
        let group: Vec<usize> = legal
            .iter()
            .rev()
            .take_while(|(_, i)| *i == last)
            .map(|(k, _)| *k)
            .collect();
        // Of the splits giving that move, the earliest.
        let &k = group.last()?;
        let earliest = k
            .checked_sub(1)
            .map_or(Time::ZERO, |j| self.entries[j].t)
            .max(self.last_press);
        let latest = self
            .entries
            .get(k)
            .map(|e| Time(e.t.micros().saturating_sub(1)));
        // Changes read at once (the same time): the press falls at that
        // time, between them (see `splits`).
        let t = latest.map_or(p.at, |l| l.min(p.at)).max(earliest);
        Some((t, self.first + k as u64, moves[last].1.clone()))
    }

    /// Where a press falls when no split shows a legal move: after the
    /// last piece of the mover put down in its window (the move's last
    /// act; an en passant capture may end by taking the captured pawn
    /// off), and as late as the report allows but before the next change
    /// (the opponent starting); with no such piece, a lever's press falls
    /// before the first change in its window, a press line's at its time.
    ///
    /// Also whether that placement is a guess: the mover put nothing down
    /// in the window and the board changed in it.
    fn place_by_drops(&self, p: &Pending, lo: Time, hi: Time) -> (Time, bool) {
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
        // The pieces in the air when the window opens (lifted since the
        // last press, before the window): lifted before the press, by the
        // mover's hand, whatever their colour; put down in the window, they
        // end what the mover did before pressing.
        let mut in_hand: Vec<Piece> = Vec::new();
        let s = (self.floor.max(self.first) - self.first) as usize;
        let mut board = self.base.board.clone();
        for e in self.entries.range(..s) {
            apply_board(&mut board, &e.change);
        }
        for e in self.entries.range(s..).take_while(|e| e.t <= lo) {
            if let (Ok(b), Change::Field(sq, piece)) = (&board, &e.change) {
                match piece {
                    None => in_hand.extend(b.piece_at(*sq)),
                    Some(put) => {
                        if let Some(j) = in_hand.iter().position(|h| h == put) {
                            in_hand.swap_remove(j);
                        }
                    }
                }
            }
            apply_board(&mut board, &e.change);
        }
        let mut last_drop = None;
        // Pieces lifted in the window (whose hand, the board cannot see);
        // a piece put down that may be one of them or one in the mover's
        // hand makes the placement a guess.
        let mut lifted: Vec<Piece> = Vec::new();
        let mut ambiguous = false;
        for (j, (_, sq, piece)) in window.iter().enumerate() {
            let Some(put) = piece else {
                if let Ok(b) = &board {
                    lifted.extend(b.piece_at(*sq));
                }
                if let Ok(b) = &mut board {
                    b.discard_piece_at(*sq);
                }
                continue;
            };
            if let Ok(b) = &mut board {
                b.set_piece_at(*sq, *put);
            }
            let was_lifted = lifted.iter().position(|h| h == put);
            if let Some(h) = in_hand.iter().position(|h| h == put) {
                if was_lifted.is_some() && !mover(put) {
                    ambiguous = true;
                }
                in_hand.swap_remove(h);
                last_drop = Some(j);
            } else if mover(put) {
                last_drop = Some(j);
            }
            if let Some(h) = was_lifted {
                lifted.swap_remove(h);
            }
        }
        let Some(mut i) = last_drop else {
            return match p.kind {
                PressKind::Lever => (
                    window
                        .first()
                        .filter(|(t, _, _)| *t <= p.at)
                        .map_or(p.at, |(t, _, _)| before(*t).max(lo)),
                    !window.is_empty(),
                ),
                // A press line's time is exact, but a change made before
                // it may be reported up to `board` after it: a change in
                // the window may be before or after the press.
                _ => (p.at, !window.is_empty()),
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
        (latest.max(done), ambiguous)
    }

    /// The time of the first change after `t`, if any (for a scanner that
    /// skips quiet stretches).
    pub fn next_change_after(&self, t: Time) -> Option<Time> {
        let i = self.entries.partition_point(|e| e.t <= t);
        self.entries.get(i).map(|e| e.t)
    }

    /// The squares where the board after everything received differs from
    /// `board` (a dump checking the log).
    pub fn differs_from(&self, board: &Board) -> Bitboard {
        match &self.now.board {
            Ok(b) => Square::ALL
                .into_iter()
                .filter(|sq| b.piece_at(*sq) != board.piece_at(*sq))
                .collect(),
            Err(_) => Bitboard::FULL,
        }
    }
}

/// Every legal move of `pos`: the board after it, and the game after it.
fn results(pos: &Chess) -> Vec<(Board, Chess)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = pos.clone();
            after.play_unchecked(m);
            (after.board().clone(), after)
        })
        .collect()
}

/// A game following a board the log knows nothing else of: `turn` to
/// move, castling allowed wherever a king and a rook are on their first
/// rank (generous: the log only chooses where a press falls, the engine
/// judges).
fn following(board: &Board, turn: Color) -> Option<Chess> {
    if *board == Board::default() && turn == Color::White {
        return Some(Chess::default());
    }
    let mut rights = Bitboard::EMPTY;
    for color in Color::ALL {
        let first = Bitboard::from_rank(color.fold_wb(Rank::First, Rank::Eighth));
        let ours = board.by_color(color) & first;
        if (board.kings() & ours).any() {
            rights |= board.rooks() & ours;
        }
    }
    let setup = Setup {
        board: board.clone(),
        turn,
        castling_rights: rights,
        ..Setup::empty()
    };
    lenient(setup)
}

/// The same game with the other side to move (a press by the side not
/// on move as the log follows the game).
fn with_turn(pos: &Chess, turn: Color) -> Option<Chess> {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.turn = turn;
    setup.ep_square = None;
    lenient(setup)
}

fn lenient(setup: Setup) -> Option<Chess> {
    // Each `ignore_` drops one kind of error, and gives the position once
    // none is left.
    let e = match Chess::from_setup(setup, CastlingMode::Chess960) {
        Ok(p) => return Some(p),
        Err(e) => e,
    };
    let e = match e.ignore_invalid_castling_rights() {
        Ok(p) => return Some(p),
        Err(e) => e,
    };
    let e = match e.ignore_invalid_ep_square() {
        Ok(p) => return Some(p),
        Err(e) => e,
    };
    let e = match e.ignore_impossible_check() {
        Ok(p) => return Some(p),
        Err(e) => e,
    };
    e.ignore_too_much_material().ok()
}

fn apply(state: &mut State, change: &Change) {
    match change {
        Change::Fault(why) => state.fault = why.clone(),
        _ => apply_board(&mut state.board, change),
    }
}

fn apply_board(board: &mut Result<Board, String>, change: &Change) {
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
        Change::Repair(squares) => {
            if let Ok(b) = board {
                for &(sq, piece) in squares {
                    match piece {
                        Some(p) => b.set_piece_at(sq, p),
                        None => {
                            b.discard_piece_at(sq);
                        }
                    }
                }
            }
        }
        Change::Lost(why) => *board = Err(why.clone()),
        Change::Fault(_) => {}
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

    /// The next press placed at `now`, or when it is due if later (a press
    /// whose move the board shows waits until no second press of the same
    /// side can claim it).
    fn placed(l: &mut BoardLog, now: u64) -> Time {
        let now = ms(now).max(l.next_due().unwrap_or(Time::ZERO));
        assert_eq!(l.release_due(now, ms(2000)), 1);
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
        // The board shows e4 at 1200: a second press of White's reported
        // by 2200 could claim it.
        assert_eq!(l.next_due(), Some(ms(2200)));
        assert_eq!(l.release_due(ms(2150), ms(2000)), 0);
        // As late as the report allows, before Black's first change.
        assert_eq!(placed(&mut l, 2150), Time(1_499_999));
        let mut f = |t| match l.frame_at(ms(t)).unwrap() {
            Frame::Identity(b) => b,
            Frame::Occupancy(_) => unreachable!(),
        };
        assert!(f(1200).piece_at(Square::E4).is_some());
        assert!(f(1200).piece_at(Square::E7).is_some());
        // Black's first change is read once the board judged has stood
        // `STAND`.
        assert!(f(1500).piece_at(Square::E7).is_some());
        assert!(f(1600).piece_at(Square::E7).is_none());
    }

    /// The opponent's touches just after a press, sooner than the board
    /// judged has stood: read after it, in the board's order, each on its
    /// own (Art. 4.3: which piece was touched first; a piece lifted and put
    /// back is a touch).
    #[test]
    fn the_opponents_touches_held_back_by_the_stand_keep_their_order() {
        let mut l = log();
        field(&mut l, 1000, Square::E2, None);
        field(&mut l, 1200, Square::E4, Some('P'));
        // Black lifts the g8 knight, then touches the e7 pawn (lifted and
        // put back), all within 30 ms.
        field(&mut l, 1500, Square::G8, None);
        field(&mut l, 1510, Square::E7, None);
        field(&mut l, 1530, Square::E7, Some('p'));
        l.press(PressKind::Lever, ms(1900), Some(Color::White), None);
        assert_eq!(placed(&mut l, 2150), Time(1_499_999));
        let mut f = |t| board_at(&mut l, ms(t));
        let g8 = |b: &Board| b.piece_at(Square::G8).is_some();
        let e7 = |b: &Board| b.piece_at(Square::E7).is_some();
        // The board judged stands `STAND`, then each change `STAND_GAP`.
        assert!(g8(&f(1590)) && e7(&f(1590)));
        assert!(!g8(&f(1600)) && e7(&f(1600)));
        assert!(!g8(&f(1649)) && e7(&f(1649)));
        assert!(!g8(&f(1650)) && !e7(&f(1650)));
        assert!(!g8(&f(1699)) && !e7(&f(1699)));
        assert!(!g8(&f(1700)) && e7(&f(1700)));
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
    fn a_press_line_after_an_illegal_move_with_changes_reported_after_it_is_held() {
        // A press line's time is exact, but the board reports a change up
        // to `board` late: Black's knight lifted, reported 100 ms after
        // White's press, may have been lifted before it. White's move
        // (e2-e5) is illegal at every split, but the board judged (and what
        // must be restored) depends on where the press fell: held, as with
        // the lever.
        use Square::*;
        let mut l = log();
        l.press(PressKind::Line, ms(500), Some(Color::Black), None);
        placed(&mut l, 750);
        field(&mut l, 1000, E2, None);
        field(&mut l, 1100, E5, Some('P'));
        l.press(PressKind::Line, ms(1200), Some(Color::White), None);
        field(&mut l, 1300, G8, None);
        assert_eq!(l.release_due(ms(1450), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.frame_at(ms(1300)).unwrap_err(), UNCERTAIN_PRESS);
        // Nothing reported after the press: judged at its time.
        let mut l = log();
        l.press(PressKind::Line, ms(500), Some(Color::Black), None);
        placed(&mut l, 750);
        field(&mut l, 1000, E2, None);
        field(&mut l, 1100, E5, Some('P'));
        l.press(PressKind::Line, ms(1200), Some(Color::White), None);
        assert_eq!(placed(&mut l, 1450), ms(1200));
        assert!(!l.held());
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

    /// Plays a move on the log: `(t, square, piece)` changes, then the
    /// lever of `side` reported at `lever`; returns where it was placed.
    fn play(
        l: &mut BoardLog,
        changes: &[(u64, Square, Option<char>)],
        side: Color,
        lever: u64,
    ) -> Time {
        for &(t, sq, piece) in changes {
            field(l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(lever), Some(side), None);
        placed(l, lever + 250)
    }

    fn board_at(l: &mut BoardLog, t: Time) -> Board {
        match l.frame_at(t) {
            Ok(Frame::Identity(b)) => b,
            other => panic!("{other:?}"),
        }
    }

    /// 1. e4 a6 2. e5 d5: White to take en passant.
    fn before_en_passant() -> BoardLog {
        use Square::*;
        let mut l = log();
        let w = Color::White;
        let b = Color::Black;
        play(&mut l, &[(100, E2, None), (200, E4, Some('P'))], w, 400);
        play(&mut l, &[(1000, A7, None), (1100, A6, Some('p'))], b, 1300);
        play(&mut l, &[(2000, E4, None), (2100, E5, Some('P'))], w, 2300);
        play(&mut l, &[(3000, D7, None), (3100, D5, Some('p'))], b, 3300);
        l
    }

    /// Issue 26, case 1: en passant with the captured pawn taken off last,
    /// the lever reported 0.83 to 0.98 s after the removal. The capturing
    /// pawn's drop is then outside the lever's window, the removal inside:
    /// the press used to fall before the removal ("d6 is empty").
    #[test]
    fn en_passant_with_the_captured_pawn_last_and_a_late_lever_is_one_move() {
        use Square::*;
        for delay in [830, 900, 980] {
            let mut l = before_en_passant();
            let t = play(
                &mut l,
                &[(4000, E5, None), (4300, D6, Some('P')), (4500, D5, None)],
                Color::White,
                4500 + delay,
            );
            assert!(t >= ms(4500), "{delay}: placed at {t}");
            let b = board_at(&mut l, t);
            assert_eq!(b.piece_at(D5), None, "{delay}");
            assert_eq!(b.piece_at(D6), Piece::from_char('P'), "{delay}");
            // Black's reply is judged from the position after it.
            let t = play(
                &mut l,
                &[(6000, G8, None), (6100, F6, Some('n'))],
                Color::Black,
                6300,
            );
            assert!(t >= ms(6100), "{t}");
        }
    }

    /// The same with Black starting at once, inside the window: the press
    /// falls after the removal and before Black's first change.
    #[test]
    fn en_passant_then_the_opponent_at_once() {
        use Square::*;
        let mut l = before_en_passant();
        let t = play(
            &mut l,
            &[
                (4000, E5, None),
                (4300, D6, Some('P')),
                (4500, D5, None),
                (4700, G8, None),
            ],
            Color::White,
            5400,
        );
        assert!(t >= ms(4500) && t < ms(4700), "{t}");
    }

    /// Castling with the rook first passes through a legal rook move: the
    /// press falls after the king, the latest legal move.
    #[test]
    fn castling_with_the_rook_first_is_castling() {
        use Square::*;
        let mut l = log();
        let (w, b) = (Color::White, Color::Black);
        play(&mut l, &[(100, E2, None), (200, E4, Some('P'))], w, 400);
        play(&mut l, &[(1000, E7, None), (1100, E5, Some('p'))], b, 1300);
        play(&mut l, &[(2000, G1, None), (2100, F3, Some('N'))], w, 2300);
        play(&mut l, &[(3000, B8, None), (3100, C6, Some('n'))], b, 3300);
        play(&mut l, &[(4000, F1, None), (4100, C4, Some('B'))], w, 4300);
        play(&mut l, &[(5000, G8, None), (5100, F6, Some('n'))], b, 5300);
        let t = play(
            &mut l,
            &[
                (6000, H1, None),
                (6100, F1, Some('R')),
                (6200, E1, None),
                (6300, G1, Some('K')),
            ],
            w,
            6900,
        );
        assert!(t >= ms(6300), "{t}");
    }

    /// The board shows a legal move of the mover inside the window, then
    /// a piece of the mover is put down elsewhere (a second move, or the
    /// opponent's hand on the mover's piece): the press may have been made
    /// before or after it; nobody is judged, the arbiter is told.
    #[test]
    fn a_legal_move_then_the_movers_piece_put_elsewhere_is_held() {
        use Square::*;
        let mut l = log();
        play(
            &mut l,
            &[(100, E2, None), (200, E4, Some('P'))],
            Color::White,
            400,
        );
        for (t, sq, piece) in [
            (1000, E7, None),
            (1100, E5, Some('p')),
            (1200, B8, None),
            (1300, C6, Some('n')),
        ] {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(1500), Some(Color::Black), None);
        // Due once no second press of Black's can claim e5 (1100 + 1000).
        assert_eq!(l.next_due(), Some(ms(2100)));
        assert_eq!(l.release_due(ms(2100), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.uncertain(), 1);
        // From the instant of the legal move on, nothing is judged.
        assert!(l.frame_at(ms(1100)).is_ok());
        let fault = l.frame_at(ms(1300)).unwrap_err();
        assert_eq!(fault, UNCERTAIN_WINDOW);
        // The position of the last move judged set up again: judged again.
        field(&mut l, 2000, C6, None);
        field(&mut l, 2100, B8, Some('n'));
        field(&mut l, 2200, E5, None);
        field(&mut l, 2300, E7, Some('p'));
        assert!(!l.held());
    }

    /// Seed 3225 of `tests/dgt_random.rs`: a hold (White's Nf3 shown, then
    /// the knight put back on g1 inside the window) released by the board
    /// set back to the position of the last move judged; but the players
    /// went on from White's move: White's knight again, Black's reply and
    /// Black's press. The log's game has White on move: judged from it,
    /// White's next press would read Black's piece moved as White's move
    /// (a false alarm). The first press after such a release by the side
    /// not on move is held again.
    #[test]
    fn a_press_of_the_side_not_on_move_after_a_hold_released_by_the_board_is_held() {
        use Square::*;
        let mut l = log();
        play(
            &mut l,
            &[(100, E2, None), (200, E4, Some('P'))],
            Color::White,
            400,
        );
        play(
            &mut l,
            &[(1000, E7, None), (1100, E5, Some('p'))],
            Color::Black,
            1300,
        );
        field(&mut l, 3000, G1, None);
        field(&mut l, 3100, F3, Some('N'));
        l.press(PressKind::Lever, ms(3300), Some(Color::White), None);
        // Black's hand puts the knight back.
        field(&mut l, 3400, F3, None);
        field(&mut l, 3500, G1, Some('N'));
        assert_eq!(l.release_due(ms(4100), ms(2000)), 0);
        assert!(l.held());
        // The dump at Black's press finds the position of the last move
        // judged: released.
        l.press(PressKind::Lever, ms(4200), Some(Color::Black), None);
        l.doubt(ms(4200));
        let mut b = Board::default();
        b.discard_piece_at(E2);
        b.set_piece_at(E4, Piece::from_char('P').unwrap());
        b.discard_piece_at(E7);
        b.set_piece_at(E5, Piece::from_char('p').unwrap());
        l.check(ms(4450), b);
        assert!(!l.held());
        assert_eq!(l.uncertain(), 1);
        // White's knight again, Black's reply, Black's press.
        field(&mut l, 5000, G1, None);
        field(&mut l, 5100, F3, Some('N'));
        field(&mut l, 5500, B8, None);
        field(&mut l, 5600, C6, Some('n'));
        l.press(PressKind::Lever, ms(5800), Some(Color::Black), None);
        assert_eq!(l.release_due(ms(7000), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.uncertain(), 2);
        // White's press is not judged either.
        l.press(PressKind::Lever, ms(7200), Some(Color::White), None);
        assert_eq!(l.release_due(ms(8000), ms(2000)), 0);
    }

    /// Seed 3019 of `tests/dgt_random.rs`: Black touches d7 and puts it
    /// back, plays g7-g5 with the put on g5 lost, presses; White lifts the
    /// knight and takes on g5 (the lift from g5, which the log has empty,
    /// reveals the lost put) before the dump at the press. g7-g5 is the
    /// one legal move; the press is not placed before it (a press without
    /// a move, a false alarm).
    #[test]
    fn a_lost_put_found_by_the_opponents_capture_after_a_touched_piece_put_back() {
        use Square::*;
        let mut l = log();
        play(
            &mut l,
            &[(100, E2, None), (200, E4, Some('P'))],
            Color::White,
            400,
        );
        play(
            &mut l,
            &[(1000, E7, None), (1100, E5, Some('p'))],
            Color::Black,
            1300,
        );
        play(
            &mut l,
            &[(3000, G1, None), (3100, F3, Some('N'))],
            Color::White,
            3300,
        );
        for (t, sq, piece) in [
            (10622, D7, None),
            (11086, D7, Some('p')),
            (11184, G7, None),
            // the put on g5 lost
            (11809, F3, None),
            (12026, G5, None),
        ] {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(12076), Some(Color::Black), None);
        l.doubt(ms(12076));
        let mut b = board_at(&mut l, ms(3400));
        b.discard_piece_at(G7);
        b.discard_piece_at(F3);
        l.check(ms(12326), b);
        field(&mut l, 12349, G5, Some('N'));
        let t = placed(&mut l, 12400);
        assert!(!l.held());
        let at = board_at(&mut l, t);
        assert_eq!(at.piece_at(G5), Piece::from_char('p'));
        assert_eq!(at.piece_at(D7), Piece::from_char('p'));
    }

    /// After 1. e4 e6 2. Nf3, Black's queen d8-e7 (a legal move shown),
    /// on to h4 with that put lost, and White takes on h4 at once: the
    /// lift from h4, which the log has empty, reveals the put. The press
    /// is Qh4, not Qe7 (which made White's Nxh4 read as illegal: seed
    /// 2488 of `tests/dgt_random.rs`, a queen e8-d7-c6 taken on c6).
    #[test]
    fn a_legal_move_shown_then_the_piece_on_with_its_put_lost_is_the_second_square() {
        use Square::*;
        let mut l = log();
        let (w, b) = (Color::White, Color::Black);
        play(&mut l, &[(100, E2, None), (200, E4, Some('P'))], w, 400);
        play(&mut l, &[(1000, E7, None), (1100, E6, Some('p'))], b, 1300);
        play(&mut l, &[(2000, G1, None), (2100, F3, Some('N'))], w, 2300);
        let t = play(
            &mut l,
            &[
                (4000, D8, None),
                (4100, E7, Some('q')),
                (4300, E7, None),
                // (4400: the queen put on h4, its update lost)
                (4600, H4, None),
                (4700, F3, None),
                (4800, H4, Some('N')),
            ],
            b,
            5000,
        );
        let at = board_at(&mut l, t);
        assert_eq!(at.piece_at(H4), Piece::from_char('q'), "{t}");
        assert_eq!(at.piece_at(E7), None, "{t}");
        assert_eq!(at.piece_at(F3), Piece::from_char('N'), "{t}");
        // White's capture is the log's next move.
        l.press(PressKind::Lever, ms(5200), Some(w), None);
        let t = placed(&mut l, 5450);
        assert!(t >= ms(4800), "{t}");
        let game = l.shadow.as_ref().expect("the log follows a game");
        assert_eq!(game.board().piece_at(H4), Piece::from_char('N'));
        assert_eq!(game.turn(), b);
    }

    /// A put reported after the lever (within `board_latency_ms`) and read
    /// by the scanner before the press is placed (the press waited for a
    /// second press of the same side that could claim the move): the
    /// press goes at the scanner's point, not just before it, so that the
    /// engine, which dates the put at the scan that read it, judges the
    /// move with it (seed 5876 of `tests/dgt_random.rs`: "no move").
    #[test]
    fn a_press_placed_behind_the_scanner_goes_to_the_scanners_point() {
        use Square::*;
        let mut l = log();
        field(&mut l, 100, E2, None);
        l.press(PressKind::Lever, ms(300), Some(Color::White), None);
        field(&mut l, 349, E4, Some('P'));
        // The scanner reads on, 1 ms past the put.
        let read = board_at(&mut l, ms(350));
        assert_eq!(read.piece_at(E4), Piece::from_char('P'));
        let t = placed(&mut l, 1400);
        assert!(t >= ms(350), "{t}");
        assert_eq!(board_at(&mut l, t).piece_at(E4), Piece::from_char('P'));
        // With a change after the split read by the last scan only, the
        // same scan as the put: the press at the scanner's point, the
        // change unread (see
        // `a_press_behind_a_scan_that_read_the_opponents_lift_too_unreads_it`;
        // before, the press stayed at the split, the put dated after it).
        let mut l = log();
        field(&mut l, 100, E2, None);
        l.press(PressKind::Lever, ms(300), Some(Color::White), None);
        field(&mut l, 349, E4, Some('P'));
        field(&mut l, 360, E7, None);
        board_at(&mut l, ms(370));
        let t = placed(&mut l, 1400);
        assert_eq!(t, ms(370));
        assert_eq!(board_at(&mut l, t).piece_at(E7), Piece::from_char('p'));
        // Read by an earlier scan (the engine may have confirmed it): the
        // press stays at the split.
        let mut l = log();
        field(&mut l, 100, E2, None);
        l.press(PressKind::Lever, ms(300), Some(Color::White), None);
        field(&mut l, 349, E4, Some('P'));
        field(&mut l, 360, E7, None);
        board_at(&mut l, ms(365));
        board_at(&mut l, ms(420));
        let t = placed(&mut l, 1400);
        assert!(t >= ms(349) && t < ms(360), "{t}");
    }

    /// After 1. e4 e5 2. Nf3, Black's knight g8-f6 with its put lost; the
    /// lever reported; White replies Nb1-c3; Black lifts the knight from
    /// f6 again just after the press's window, before the dump checking
    /// it (which then finds nothing wrong): that lift reveals the put, and
    /// the press is Nf6 (seed 3640 of `tests/dgt_random.rs`: held before,
    /// then Black's next move judged from the wrong board).
    #[test]
    fn a_lift_just_after_the_window_reveals_a_lost_put() {
        use Square::*;
        let mut l = log();
        let (w, b) = (Color::White, Color::Black);
        play(&mut l, &[(100, E2, None), (200, E4, Some('P'))], w, 400);
        play(&mut l, &[(1000, E7, None), (1100, E5, Some('p'))], b, 1300);
        play(&mut l, &[(2000, G1, None), (2100, F3, Some('N'))], w, 2300);
        field(&mut l, 4000, G8, None);
        // (4100: the knight put on f6, its update lost)
        l.press(PressKind::Lever, ms(4500), Some(b), None);
        l.doubt(ms(4500));
        field(&mut l, 4600, B1, None);
        field(&mut l, 4700, C3, Some('N'));
        field(&mut l, 4760, F6, None);
        let dump = l.current().unwrap().clone();
        assert!(!l.check(ms(4780), dump).any());
        let t = placed(&mut l, 4800);
        assert!(t >= ms(4000) && t < ms(4600), "{t}");
        let at = board_at(&mut l, t);
        assert_eq!(at.piece_at(F6), Piece::from_char('n'), "{t}");
        let game = l.shadow.as_ref().expect("the log follows a game");
        assert_eq!(game.board().piece_at(F6), Piece::from_char('n'));
        assert_eq!(game.turn(), w);
    }

    /// After 1. e4 e5 2. Nf3, Black lifts the bishop f8, puts it back (its
    /// update lost), then plays Ng8-f6, the scanner reading past the
    /// knight's lift; the
    /// bishop lifted again just after the window, before the dump checking
    /// the press (which then finds nothing wrong), reveals the put. The
    /// scanner has read past the bishop's lift: the put goes at the first
    /// instant it has not read (nothing touches f8 in between), and the
    /// press is Nf6 (seed 8589 of `tests/dgt_random.rs`: the king put back
    /// after an illegal move, then Nd7-b6; before, no legal move shown, the
    /// engine waiting for the restore for the rest of the game).
    #[test]
    fn a_lost_put_revealed_after_the_window_goes_where_the_scanner_has_not_read() {
        use Square::*;
        let mut l = log();
        let (w, b) = (Color::White, Color::Black);
        play(&mut l, &[(100, E2, None), (200, E4, Some('P'))], w, 400);
        play(&mut l, &[(1000, E7, None), (1100, E5, Some('p'))], b, 1300);
        play(&mut l, &[(2000, G1, None), (2100, F3, Some('N'))], w, 2300);
        field(&mut l, 3000, F8, None);
        // (3100: the bishop put back on f8, its update lost)
        field(&mut l, 3200, G8, None);
        // The scanner reads past both lifts.
        board_at(&mut l, ms(3500));
        field(&mut l, 4100, F6, Some('n'));
        l.press(PressKind::Lever, ms(4300), Some(b), None);
        l.doubt(ms(4300));
        field(&mut l, 4560, F8, None);
        let dump = l.current().unwrap().clone();
        assert!(!l.check(ms(4600), dump).any());
        let t = placed(&mut l, 4650);
        assert!(!l.held());
        assert!(t >= ms(4100) && t < ms(4560), "{t}");
        // Not judged on a guess either.
        assert_eq!(l.uncertain(), 0);
        let at = board_at(&mut l, t);
        assert_eq!(at.piece_at(F8), Piece::from_char('b'), "{t}");
        assert_eq!(at.piece_at(F6), Piece::from_char('n'), "{t}");
        let game = l.shadow.as_ref().expect("the log follows a game");
        assert_eq!(game.turn(), w);
        assert_eq!(game.board().piece_at(G8), None);
    }

    /// White's knight lifted from g1 before the press's window, then in the
    /// window the rook h1-g1 with the knight in the hand (an illegal
    /// move), then, reported after the lever, the rook back on h1 and the
    /// knight on g1: pressed before the undoing, the move judged is the
    /// rook's with the knight off the board; pressed after it, a press
    /// without a move; and judged at the undoing, White's next legal move
    /// read as a second illegal move, the game lost (seed 2803 of
    /// `tests/dgt_random.rs`). The data cannot tell: held, nobody
    /// penalised.
    #[test]
    fn an_illegal_move_undone_after_the_report_is_held() {
        use Square::*;
        let mut l = log();
        field(&mut l, 100, G1, None);
        field(&mut l, 400, H1, None);
        field(&mut l, 500, G1, Some('R'));
        l.press(PressKind::Lever, ms(1300), Some(Color::White), None);
        field(&mut l, 1350, G1, None);
        field(&mut l, 1360, H1, Some('R'));
        field(&mut l, 1400, G1, Some('N'));
        assert_eq!(l.release_due(ms(1600), ms(2000)), 0);
        assert!(l.take().is_none());
        assert!(l.held());
        assert_eq!(l.uncertain(), 1);
        // Undone before the report: judged, at the undoing, as before.
        let mut l = log();
        field(&mut l, 100, G1, None);
        field(&mut l, 400, H1, None);
        field(&mut l, 500, G1, Some('R'));
        field(&mut l, 600, G1, None);
        field(&mut l, 700, H1, Some('R'));
        field(&mut l, 800, G1, Some('N'));
        l.press(PressKind::Lever, ms(1300), Some(Color::White), None);
        let t = placed(&mut l, 1600);
        assert!(t >= ms(800), "{t}");
        assert!(!l.held());
    }

    /// The game starts from a FEN whose Black has lost its kingside
    /// castling right (king and rook on their squares all the same): the
    /// log follows the game from that position, not from the board with
    /// every right it allows. Black castles short (illegal, Art. 3.8.2.1),
    /// the arbiter has the pieces put back, Black plays d7-d6: the log's
    /// game is the start position with d7-d6, White to move. Followed
    /// from the board alone, the castling was the log's move and d7-d6
    /// none (seed 4441 of `tests/dgt_random.rs`: a false alarm later).
    #[test]
    fn the_log_follows_the_game_from_the_start_positions_castling_rights() {
        use Square::*;
        let fen = "rnbqk2r/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQq - 0 1";
        let setup = fen.parse::<shakmaty::fen::Fen>().unwrap().into_setup();
        let start = setup.board.clone();
        let mut l = BoardLog::new(Latency {
            clock: ms(1000),
            board: ms(250),
        });
        l.set_start(setup);
        l.push(ms(0), Change::Dump(start.clone()));
        let b = Color::Black;
        let castled = play(
            &mut l,
            &[
                (100, E8, None),
                (200, G8, Some('k')),
                (300, H8, None),
                (400, F8, Some('r')),
            ],
            b,
            600,
        );
        assert!(castled >= ms(400), "{castled}");
        // The pieces put back, then d7-d6 (the clock set back).
        for (t, sq, piece) in [
            (2000, F8, None),
            (2100, H8, Some('r')),
            (2200, G8, None),
            (2300, E8, Some('k')),
        ] {
            field(&mut l, t, sq, piece);
        }
        let t = play(&mut l, &[(3000, D7, None), (3100, D6, Some('p'))], b, 3300);
        assert!(t >= ms(3100), "{t}");
        let game = l.shadow.as_ref().expect("the log follows a game");
        let mut want = start;
        want.discard_piece_at(D7);
        want.set_piece_at(D6, Piece::from_char('p').unwrap());
        assert_eq!(game.board(), &want);
        assert_eq!(game.turn(), Color::White);
        assert!(!game.castles().has(b, shakmaty::CastlingSide::KingSide));
    }

    /// A piece of White moved by Black's hand (an illegal move the log does
    /// not follow), then White's reply inside the lever's window: White's
    /// press is placed after the reply, from the board as it stood at
    /// Black's press, not read as White's own piece moved the same way.
    #[test]
    fn a_reply_to_an_illegal_move_is_placed_from_the_board_at_the_press() {
        use Square::*;
        let mut l = log();
        play(
            &mut l,
            &[(100, E2, None), (200, E4, Some('P'))],
            Color::White,
            400,
        );
        for (t, sq, piece) in [
            (1000, G1, None),
            (1100, F3, Some('N')),
            (1150, D2, None),
            (1250, D4, Some('P')),
        ] {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(2050), Some(Color::Black), None);
        l.press(PressKind::Lever, ms(2100), Some(Color::White), None);
        assert_eq!(l.release_due(ms(2350), ms(2000)), 2);
        let mut at = Vec::new();
        while let Some(ev) = l.take() {
            if let ClockEvent::Press(p) = ev {
                at.push(p.t);
            }
        }
        assert!(at[0] >= ms(1100) && at[0] < ms(1150), "{at:?}");
        assert!(at[1] >= ms(1250), "{at:?}");
        let b = board_at(&mut l, at[1]);
        assert_eq!(b.piece_at(D4), Piece::from_char('P'));
        assert_eq!(b.piece_at(F3), Piece::from_char('N'));
    }

    /// Issue 26, case 2: the update of the piece put down is lost; the dump
    /// asked for at the lever report shows it, and with the shipped
    /// latencies (1000 and 250 ms) the press reads the move from the dump.
    /// The board after `changes` from the start position.
    fn start_with(changes: &[(Square, Option<char>)]) -> Board {
        let mut b = Board::default();
        for &(sq, piece) in changes {
            match piece {
                Some(c) => b.set_piece_at(sq, Piece::from_char(c).unwrap()),
                None => {
                    b.discard_piece_at(sq);
                }
            }
        }
        b
    }

    #[test]
    fn a_lost_put_behind_the_scanner_is_repaired_just_after_its_point() {
        // Seed 26 of tests/dgt_random.rs: the put on e4 is lost, the
        // scanner reads past the lift of e2 before the lever is reported,
        // Black starts its reply; the dump at the press shows e4. The
        // repair belongs just after the lift, where the scanner has read:
        // it goes at the first instant it has not read, and the press is
        // judged as e2-e4, not held (`place_with_repair_earlier`).
        use Square::*;
        let mut l = log();
        field(&mut l, 1000, E2, None);
        // The pawn's arrival on e4 (at 1100) never reported.
        let read = ms(1300);
        assert_eq!(board_at(&mut l, read), start_with(&[(E2, None)]));
        field(&mut l, 1500, E7, None);
        l.press(PressKind::Lever, ms(1700), Some(Color::White), None);
        l.doubt(ms(1700));
        assert_eq!(l.release_due(ms(1950), ms(2000)), 0);
        let dump = start_with(&[(E2, None), (E4, Some('P')), (E7, None)]);
        assert_eq!(l.check(ms(1980), dump), Bitboard::from(E4));
        let t = placed(&mut l, 1980);
        assert!(!l.held());
        assert!(t > read && t < ms(1500), "{t}");
        assert_eq!(
            board_at(&mut l, t),
            start_with(&[(E2, None), (E4, Some('P'))])
        );
    }

    #[test]
    fn a_slide_with_its_last_put_lost_is_the_whole_slide() {
        // Seed 972: f2-f3-f4 with the put on f4 lost and Black replying
        // before the lever is reported. The board showed the legal f2-f3
        // inside the window, and the repair (just before the report, after
        // the reply) puts the mover's pawn elsewhere: the repair is tried
        // after the pawn's lift from f3, where the split shows f2-f4 and
        // nothing of White's follows.
        use Square::*;
        let mut l = log();
        field(&mut l, 1000, F2, None);
        field(&mut l, 1100, F3, Some('P'));
        field(&mut l, 1300, F3, None);
        // The pawn's arrival on f4 (at 1350) never reported.
        field(&mut l, 1500, E7, None);
        field(&mut l, 1600, E5, Some('p'));
        l.press(PressKind::Lever, ms(1700), Some(Color::White), None);
        l.doubt(ms(1700));
        let dump = start_with(&[(F2, None), (F4, Some('P')), (E7, None), (E5, Some('p'))]);
        assert_eq!(l.check(ms(1980), dump), Bitboard::from(F4));
        let t = placed(&mut l, 1980);
        assert!(!l.held(), "held: {:?}", l.frame_at(t));
        assert_eq!(
            board_at(&mut l, t),
            start_with(&[(F2, None), (F4, Some('P'))])
        );
    }

    #[test]
    fn a_lost_put_after_the_piece_was_put_back_and_lifted_again() {
        // Seed 1220: the knight lifted from g1, put back, lifted again and
        // put on f3 (that update lost), White's reply begun (e7 lifted)
        // before the lever is reported. No split shows a legal move with
        // the repair just before the report; after the last update of f3
        // (the start) the split after the first lift shows Ng1-f3, then
        // the knight put back (the hand going on: held). After the
        // knight's last lift it shows Ng1-f3 and nothing of White's after.
        use Square::*;
        let mut l = log();
        field(&mut l, 1000, G1, None);
        field(&mut l, 1200, G1, Some('N'));
        field(&mut l, 1400, G1, None);
        // The knight's arrival on f3 (at 1450) never reported.
        field(&mut l, 1600, E7, None);
        l.press(PressKind::Lever, ms(1700), Some(Color::White), None);
        l.doubt(ms(1700));
        let dump = start_with(&[(G1, None), (F3, Some('N')), (E7, None)]);
        assert_eq!(l.check(ms(1980), dump), Bitboard::from(F3));
        let t = placed(&mut l, 1980);
        assert!(!l.held(), "held: {:?}", l.frame_at(t));
        assert!(t > ms(1400) && t < ms(1600), "{t}");
        assert_eq!(
            board_at(&mut l, t),
            start_with(&[(G1, None), (F3, Some('N'))])
        );
    }

    #[test]
    fn a_lift_from_a_square_shown_empty_reveals_a_lost_put() {
        // Seed 638: Black's pawn put on e5 (update lost), White takes it at
        // once (e5 lifted first, then d4xe5) before Black's lever is
        // reported. The dump at the press agrees with the updates (e5 holds
        // White's pawn): no repair. But the lift reported from e5, empty
        // for the log, shows a piece was put there: the one piece in the
        // air (Black's pawn from e7) put there just before the lift shows
        // e7-e5, and the press falls there.
        use Square::*;
        let mut l = log();
        play(
            &mut l,
            &[(100, D2, None), (200, D4, Some('P'))],
            Color::White,
            400,
        );
        field(&mut l, 1000, E7, None);
        // The pawn's arrival on e5 (at 1100) never reported.
        field(&mut l, 1500, E5, None);
        field(&mut l, 1600, D4, None);
        field(&mut l, 1700, E5, Some('P'));
        l.press(PressKind::Lever, ms(1550), Some(Color::Black), None);
        l.doubt(ms(1550));
        let dump = start_with(&[(D2, None), (E7, None), (E5, Some('P'))]);
        assert_eq!(l.check(ms(1820), dump), Bitboard::EMPTY);
        let t = placed(&mut l, 1820);
        assert!(!l.held(), "held: {:?}", l.frame_at(t));
        assert!(t < ms(1500), "{t}");
        assert_eq!(
            board_at(&mut l, t),
            start_with(&[(D2, None), (D4, Some('P')), (E7, None), (E5, Some('p'))])
        );
        // Then White's capture, read after the press.
        assert_eq!(
            board_at(&mut l, ms(1800)),
            start_with(&[(D2, None), (E7, None), (E5, Some('P'))])
        );
    }

    #[test]
    fn an_opponents_piece_moved_before_the_press_reads_as_its_reply_the_data_cannot_tell() {
        // The "legal in window" games of tests/dgt_random.rs: an illegal
        // move read as the legal move the board showed inside the press's
        // window. Two games, as made (ms):
        // - legal: White e2-e4 (1000, 1100), presses at 1150; Black
        //   replies at once, e7-e5 (1300, 1400), before the lever's report;
        // - illegal: White e2-e4 (1000, 1100), then White's hand moves
        //   Black's pawn e7-e5 (1300, 1400) and White presses at 1450.
        // With every change reported at once and the lever reported at
        // 1500 (350 ms late in one, 50 in the other: both inside the
        // clock's worst case), the board sends the same bytes at the same
        // times: the daemon's input is the same, so is its log and its
        // verdict, whatever the placement. The clock message tells whole
        // seconds (the same here), and nothing else of the press's time.
        use crate::hw::dgt::proto::{
            ClockReading, SideTime, clock_message, code_of, field_message, field_of,
        };
        use Square::*;
        let latency = log().latency;
        let stream = |changes: &[(u64, Square, Option<char>)], pressed: u64| {
            let reported: u64 = 1500;
            assert!(reported >= pressed && ms(reported - pressed) <= latency.clock);
            let mut out: Vec<(u64, Vec<u8>)> = changes
                .iter()
                .map(|&(t, sq, piece)| {
                    let piece = piece.map(|c| Piece::from_char(c).unwrap());
                    (t, field_message(field_of(sq, false), code_of(piece)))
                })
                .collect();
            // White on the left: its press puts the lever down on the left.
            let reading = ClockReading {
                left: SideTime {
                    seconds: 299,
                    flag: false,
                },
                right: SideTime {
                    seconds: 300,
                    flag: false,
                },
                running: true,
                right_up: true,
                absent: false,
            };
            out.push((reported, clock_message(&reading)));
            out
        };
        let changes = [
            (1000, E2, None),
            (1100, E4, Some('P')),
            (1300, E7, None),
            (1400, E5, Some('p')),
        ];
        let legal = stream(&changes, 1150);
        let illegal = stream(&changes, 1450);
        assert_eq!(legal, illegal);
        // What the log makes of it: the press falls after e2-e4, the only
        // legal move shown; the rest is read as Black's reply.
        let mut l = log();
        for &(t, sq, piece) in &changes {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(1500), Some(Color::White), None);
        let t = placed(&mut l, 1750);
        assert!(!l.held());
        assert_eq!(
            board_at(&mut l, t),
            start_with(&[(E2, None), (E4, Some('P'))])
        );
    }

    #[test]
    fn a_legal_move_the_reply_then_the_movers_piece_again_cannot_be_told() {
        // Seed 746 of tests/dgt_random.rs (the one legal game never
        // unplugged still held): White Ng1-f3 and presses, Black replies
        // e7-e5 and presses, White's Nf3-g5 lands inside the window of
        // White's press. The same reports (ms) come from a game where
        // Black replied before White pressed and White pressed after
        // moving the knight on (two moves of White's in a row), every
        // change and lever report within the latencies: Black's press
        // cannot bound White's (its report comes after White's: the same
        // lever), so the knight's second move may be before White's press.
        use Square::*;
        let latency = log().latency;
        let arrivals = [
            (1000, G1, None),
            (1100, F3, Some('N')),
            (1300, E7, None),
            (1400, E5, Some('p')),
            (1500, F3, None),
            (1600, G5, Some('N')),
        ];
        let reports = [1550, 1700];
        // (changes made, presses made): the legal game, the other one.
        let legal: ([u64; 6], [u64; 2]) = ([1000, 1100, 1300, 1400, 1500, 1600], [1150, 1450]);
        let other: ([u64; 6], [u64; 2]) = ([1000, 1100, 1250, 1300, 1350, 1400], [1450, 1500]);
        for (made, pressed) in [legal, other] {
            for (m, a) in made.iter().zip(&arrivals) {
                assert!(*m <= a.0 && ms(a.0 - m) <= latency.board);
            }
            for (p, r) in pressed.iter().zip(reports) {
                assert!(*p <= r && ms(r - p) <= latency.clock);
            }
        }
        // White's press in the other game is after its knight's second
        // move, before Black's.
        assert!(other.1[0] > other.0[5] && other.1[0] < other.1[1]);
        let mut l = log();
        for &(t, sq, piece) in &arrivals[..4] {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(reports[0]), Some(Color::White), None);
        for &(t, sq, piece) in &arrivals[4..] {
            field(&mut l, t, sq, piece);
        }
        l.press(PressKind::Lever, ms(reports[1]), Some(Color::Black), None);
        assert_eq!(l.release_due(ms(2200), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.frame_at(ms(1300)).unwrap_err(), UNCERTAIN_WINDOW);
    }

    #[test]
    fn a_lost_put_is_repaired_from_the_dump_at_the_press() {
        use Square::*;
        let mut l = log();
        field(&mut l, 1000, E2, None);
        // The pawn's arrival on e4 (at 1300) never reported.
        l.press(PressKind::Lever, ms(1800), Some(Color::White), None);
        l.doubt(ms(1800));
        assert_eq!(l.release_due(ms(2050), ms(2000)), 0);
        let mut b = Board::default();
        b.discard_piece_at(E2);
        b.set_piece_at(E4, Piece::from_char('P').unwrap());
        assert_eq!(l.check(ms(1870), b.clone()), Bitboard::from(E4));
        field(&mut l, 1900, E7, None);
        let t = placed(&mut l, 2100);
        assert_eq!(board_at(&mut l, t), b);
    }

    /// Issue 26, case 3: a press made while the board was unplugged. The
    /// lever is found changed when the board is back: a press, judged on
    /// the board's dump; two presses unseen (the lever as it was, the
    /// board two moves on) hold the game, penalising nobody.
    #[test]
    fn a_lever_changed_while_unplugged_is_a_press() {
        use super::super::{LeverNews, LeverState};
        use crate::config::ClockSide;
        use crate::hw::dgt::proto::ClockReading;
        use Square::*;
        let reading = |right_up| ClockReading {
            running: true,
            right_up,
            ..ClockReading::default()
        };
        let mut l = log();
        let mut lever = LeverState::default();
        let w = ClockSide::Left;
        // White on the left: at the start Black's (right) side is down.
        assert_eq!(
            lever.reading(&mut l, ms(10), &reading(false), w),
            LeverNews::Nothing
        );
        field(&mut l, 100, E2, None);
        field(&mut l, 200, E4, Some('P'));
        assert_eq!(
            lever.reading(&mut l, ms(400), &reading(true), w),
            LeverNews::Press(Color::White)
        );
        placed(&mut l, 650);
        // Unplugged; Black plays e5 and presses, unseen.
        l.push(ms(1000), Change::Lost("unplugged".into()));
        lever.away();
        let mut after = Board::default();
        after.discard_piece_at(E2);
        after.set_piece_at(E4, Piece::from_char('P').unwrap());
        after.discard_piece_at(E7);
        after.set_piece_at(E5, Piece::from_char('p').unwrap());
        // Back: the lever first, then the dump.
        assert_eq!(
            lever.reading(&mut l, ms(5000), &reading(false), w),
            LeverNews::Press(Color::Black)
        );
        l.doubt(ms(5000));
        l.check(ms(5050), after.clone());
        let t = placed(&mut l, 5300);
        assert_eq!(board_at(&mut l, t), after);
        assert!(!l.held());

        // Unplugged again: White plays Nf3, Black Nc6, both press; the
        // lever is back where it was.
        l.push(ms(6000), Change::Lost("unplugged".into()));
        lever.away();
        let mut two = after.clone();
        two.discard_piece_at(G1);
        two.set_piece_at(F3, Piece::from_char('N').unwrap());
        two.discard_piece_at(B8);
        two.set_piece_at(C6, Piece::from_char('n').unwrap());
        assert_eq!(
            lever.reading(&mut l, ms(9000), &reading(false), w),
            LeverNews::CheckUnseen
        );
        l.doubt(ms(9000));
        l.check(ms(9050), two);
        l.reconnected_without_press(ms(9050));
        assert!(l.held());
        assert_eq!(l.uncertain(), 1);
        let fault = l.frame_at(ms(9100)).unwrap_err();
        assert!(fault.contains("more than one move"), "{fault}");
        // Presses are not judged meanwhile.
        l.press(PressKind::Lever, ms(9500), Some(Color::White), None);
        assert_eq!(l.release_due(ms(9800), ms(2000)), 0);
        // The arbiter sets the position back: the game goes on.
        field(&mut l, 10_000, F3, None);
        field(&mut l, 10_100, G1, Some('N'));
        field(&mut l, 10_200, C6, None);
        field(&mut l, 10_300, B8, Some('n'));
        assert!(!l.held());
        assert_eq!(board_at(&mut l, ms(10_400)), after);
        field(&mut l, 11_000, G1, None);
        field(&mut l, 11_100, F3, Some('N'));
        assert_eq!(
            lever.reading(&mut l, ms(11_300), &reading(true), w),
            LeverNews::Press(Color::White)
        );
        let t = placed(&mut l, 11_550);
        assert!(t >= ms(11_100));
        // A press unseen whose board is not one move on: held too.
        l.push(ms(12_000), Change::Lost("unplugged".into()));
        lever.away();
        let mut odd = board_at(&mut l, t);
        odd.discard_piece_at(B8);
        odd.discard_piece_at(A7);
        assert_eq!(
            lever.reading(&mut l, ms(14_000), &reading(false), w),
            LeverNews::Press(Color::Black)
        );
        l.doubt(ms(14_000));
        l.check(ms(14_050), odd);
        assert_eq!(l.release_due(ms(14_300), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.uncertain(), 2);
    }

    /// Seeds 4001 and 5131 of `tests/dgt_random.rs`: unplugged, White
    /// plays d3 and presses, Black presses without a move (Art. 7.5.3 in
    /// the trace: an illegal move); back, the lever is where it was and
    /// the board one move on. None pressed yet (d3 not pressed) or two
    /// (the second illegal): the data cannot tell, so the arbiter is told
    /// and nobody judged (before, taken as none: the illegal press went
    /// untold). The board where it was, or a piece only lifted, is no
    /// hold: two presses would both be without a move.
    #[test]
    fn a_board_one_move_on_after_an_unplug_with_the_lever_unchanged_is_held() {
        use super::super::{LeverNews, LeverState};
        use crate::config::ClockSide;
        use crate::hw::dgt::proto::ClockReading;
        use Square::*;
        let reading = |right_up| ClockReading {
            running: true,
            right_up,
            ..ClockReading::default()
        };
        let w = ClockSide::Left;
        // 1. e4 e5 judged; then unplugged for a while; `act` on the board
        // meanwhile; back with the lever unchanged (Black's side down).
        let back = |act: &dyn Fn(&mut Board)| {
            let mut l = log();
            let mut lever = LeverState::default();
            lever.reading(&mut l, ms(10), &reading(false), w);
            field(&mut l, 100, E2, None);
            field(&mut l, 200, E4, Some('P'));
            lever.reading(&mut l, ms(400), &reading(true), w);
            placed(&mut l, 650);
            field(&mut l, 1000, E7, None);
            field(&mut l, 1100, E5, Some('p'));
            lever.reading(&mut l, ms(1300), &reading(false), w);
            placed(&mut l, 1550);
            let mut b = board_at(&mut l, ms(1600));
            l.push(ms(2000), Change::Lost("unplugged".into()));
            lever.away();
            act(&mut b);
            assert_eq!(
                lever.reading(&mut l, ms(6000), &reading(false), w),
                LeverNews::CheckUnseen
            );
            l.doubt(ms(6000));
            l.check(ms(6050), b);
            l.reconnected_without_press(ms(6050));
            l
        };
        let p = |c| Piece::from_char(c).unwrap();
        // d2-d3 (pressed or not).
        let l = back(&|b| {
            b.discard_piece_at(D2);
            b.set_piece_at(D3, p('P'));
        });
        assert!(l.held());
        assert_eq!(l.uncertain(), 1);
        // Nothing moved, or White's knight in the hand: a move in progress.
        for act in [&(|_: &mut Board| {}) as &dyn Fn(&mut Board), &|b| {
            b.discard_piece_at(G1);
        }] {
            let mut l = back(act);
            assert!(!l.held());
            assert_eq!(l.uncertain(), 0);
            assert!(l.frame_at(ms(6100)).is_ok());
        }
    }

    /// Seed 7515 of `tests/dgt_random.rs`: the move's last put and the
    /// opponent's next lift come in one read; the scanner reads both
    /// before the press is placed (it waited for a second press of the
    /// same side). The press goes to the scanner's point with the board
    /// at its split (the lift unread, read again after [`STAND`]): judged
    /// with it, the put was dated after the press (a false alarm).
    #[test]
    fn a_press_behind_a_scan_that_read_the_opponents_lift_too_unreads_it() {
        use Square::*;
        let mut l = log();
        field(&mut l, 900, E2, None);
        assert!(l.frame_at(ms(1190)).is_ok());
        // e4 put, and Black's knight lifted, in one read.
        field(&mut l, 1200, E4, Some('P'));
        field(&mut l, 1200, G8, None);
        l.press(PressKind::Lever, ms(1300), Some(Color::White), None);
        // The scanner reads both.
        let read = board_at(&mut l, ms(1205));
        assert_eq!(read.piece_at(G8), None);
        let t = placed(&mut l, 2300);
        assert_eq!(t, ms(1205));
        let mut want = Board::default();
        want.discard_piece_at(E2);
        want.set_piece_at(E4, Piece::from_char('P').unwrap());
        assert_eq!(board_at(&mut l, t), want);
        // The lift comes again after the board has stood.
        assert_eq!(board_at(&mut l, ms(1250)), want);
        assert_eq!(board_at(&mut l, ms(1310)).piece_at(G8), None);
    }

    /// A flag falling (issue 27) comes out of the log as a clock input,
    /// in its place among the presses, once.
    #[test]
    fn a_falling_flag_is_a_clock_input() {
        use super::super::LeverState;
        use crate::config::ClockSide;
        use crate::hw::dgt::proto::{ClockReading, SideTime};
        let mut l = log();
        let mut lever = LeverState::default();
        let mut r = ClockReading {
            running: true,
            right_up: true,
            ..ClockReading::default()
        };
        lever.reading(&mut l, ms(100), &r, ClockSide::Left);
        r.right = SideTime {
            seconds: 0,
            flag: true,
        };
        lever.reading(&mut l, ms(200), &r, ClockSide::Left);
        lever.reading(&mut l, ms(300), &r, ClockSide::Left);
        assert_eq!(l.release_due(ms(400), ms(2000)), 1);
        // White is on the left: the right side is Black's.
        assert_eq!(l.take(), Some(ClockEvent::Flag(Color::Black, ms(200))));
        assert_eq!(l.take(), None);
    }

    /// Before its first dump the board reads as that dump (starting up is
    /// no fault); with no board at all it is one.
    #[test]
    fn the_start_reads_as_the_first_dump() {
        let mut l = BoardLog::new(Latency {
            clock: ms(1000),
            board: ms(250),
        });
        assert!(l.frame_at(ms(0)).is_err());
        let mut l = BoardLog::new(Latency {
            clock: ms(1000),
            board: ms(250),
        });
        l.check(ms(300), Board::default());
        assert_eq!(l.frame_at(ms(0)), Ok(Frame::Identity(Board::default())));
    }

    /// With the lever giving the presses, a missing clock is a fault that
    /// hides the board (the pieces are still followed) until it is back.
    #[test]
    fn a_missing_clock_is_a_fault_until_it_is_back() {
        let mut l = log();
        l.set_no_clock(ms(3000), true);
        field(&mut l, 3500, Square::E2, None);
        let fault = l.frame_at(ms(3600)).unwrap_err();
        assert!(fault.contains("no clock"), "{fault}");
        l.set_no_clock(ms(4000), false);
        let b = board_at(&mut l, ms(4000));
        assert_eq!(b.piece_at(Square::E2), None);
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
        // The dump came after the press's window and the board before it
        // is not known (bytes lost): where the press fell cannot be told,
        // it is held (a "press without a move" would be a guess).
        assert_eq!(l.release_due(ms(1400), ms(2000)), 0);
        assert!(l.held());
        assert_eq!(l.frame_at(ms(1000)).unwrap_err(), UNCERTAIN_PRESS);
        // The arbiter acknowledges.
        l.release_hold(ms(1500));
        assert!(!l.held());
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
