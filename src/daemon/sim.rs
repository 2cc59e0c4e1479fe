//! `run --sim TRACE`: the hardware traits over a trace, under a clock that
//! runs at any speed.
//!
//! - [`SimGrid`] is a [`SensorGrid`] reading the trace's physical board at
//!   the instant the scanner scans for;
//! - [`SimClockInput`] is a [`ClockInput`] yielding the trace's presses and
//!   acks at their times;
//! - [`SimClock`] is the [`Timebase`]: trace time, stepped by the scanner.
//!
//! The scanner moves time forward: to its next scan, or to the next clock
//! event if that comes first; the clock input waits for time to reach its
//! event. At `--speed X` each step first waits until the real time for it
//! has come (X times faster than the trace); at `--speed max` it does not
//! wait. Either way the scans, presses and acks reach the engine at the same
//! times and in the same order as in `jadoube replay`, so the decisions are
//! the same, at any speed, under any load.
//!
//! Resuming after a crash: the journal says how far the game got (its last
//! time `T`) and how many presses and acks it consumed; the clock starts at
//! `T`, the clock input skips those presses, and the board is the trace's
//! board at `T`.

use std::collections::VecDeque;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use shakmaty::Board;

use super::timebase::{ClockMsg, IDLE, Timebase, Wake};
use crate::arbiter::rules::ClockMode;
use crate::board::{Frame, SensorKind};
use crate::hw::bus::BusError;
use crate::hw::{
    ClockEvent, ClockInput, ClockStatus, Mapping, Press, RawReading, SensorError, SensorGrid,
};
use crate::time::Time;
use crate::trace::{Op, Physical, Trace, TraceError, press_side};

/// How fast a simulation runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Speed {
    /// This many times faster than the trace (1: real time).
    Times(f64),
    /// As fast as possible.
    Max,
}

impl std::str::FromStr for Speed {
    type Err = String;
    fn from_str(s: &str) -> Result<Speed, String> {
        if s == "max" {
            return Ok(Speed::Max);
        }
        match s.parse::<f64>() {
            Ok(0.0) => Ok(Speed::Max),
            Ok(x) if x.is_finite() && x > 0.0 => Ok(Speed::Times(x)),
            _ => Err(format!(
                "`{s}` is not a speed: a factor such as 1, 10 or 0.5, or `max` (0 also means max)"
            )),
        }
    }
}

/// A validated trace for the simulation.
#[derive(Clone, Debug)]
pub struct SimTrace {
    pub trace: Trace,
    pub sensor: SensorKind,
    pub clock: ClockMode,
    pub start: Board,
    /// The last scan: one second after the last line (as `replay`).
    pub end: Time,
}

impl SimTrace {
    /// Checks every line once (a lift of an empty square, a press without
    /// its side on a dual clock) so the simulation cannot fail half-way.
    pub fn new(
        trace: Trace,
        sensor: SensorKind,
        clock: ClockMode,
        start: Board,
    ) -> Result<SimTrace, TraceError> {
        let mut phys = Physical::new(&start);
        for line in &trace.lines {
            match &line.op {
                Op::Press(side) => {
                    press_side(clock, *side, line.number)?;
                }
                _ => phys.apply(line, sensor)?,
            }
        }
        let end = crate::trace::trace_end(&trace);
        Ok(SimTrace {
            trace,
            sensor,
            clock,
            start,
            end,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClockState {
    /// The clock input has not asked for its first event yet.
    Starting,
    /// It waits for time to reach this.
    Waiting(Time),
    /// It has just been given its event and is passing it on.
    Busy,
    /// No more presses in the trace.
    Done,
}

#[derive(Debug)]
struct State {
    now: Time,
    clock: ClockState,
    /// Where the scanner is about to scan, and for a press scan the trace
    /// line of the press (the board as it was just before that line).
    scan_at: Time,
    scan_before_line: Option<usize>,
    /// Trace lines of the presses yielded, not yet scanned for.
    presses: VecDeque<usize>,
}

/// Trace time, stepped by the scanner (see the module documentation).
#[derive(Debug)]
pub struct SimClock {
    speed: Speed,
    real_start: Instant,
    base: Time,
    st: Mutex<State>,
    cv: Condvar,
}

impl SimClock {
    /// A clock at trace time `start`.
    pub fn new(speed: Speed, start: Time) -> Arc<SimClock> {
        Arc::new(SimClock {
            speed,
            real_start: Instant::now(),
            base: start,
            st: Mutex::new(State {
                now: start,
                clock: ClockState::Starting,
                scan_at: start,
                scan_before_line: None,
                presses: VecDeque::new(),
            }),
            cv: Condvar::new(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.st.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits (real time) until trace time `t` may be reached; false if that
    /// is more than [`IDLE`] away (the caller checks for shutdown and waits
    /// again).
    fn pace(&self, t: Time) -> bool {
        let Speed::Times(x) = self.speed else {
            return true;
        };
        let due = self.real_start + Duration::from_secs_f64(t.since(self.base).as_secs_f64() / x);
        let now = Instant::now();
        if due <= now {
            return true;
        }
        if due - now > IDLE {
            super::timebase::sleep_until(now + IDLE);
            return false;
        }
        super::timebase::sleep_until(due);
        true
    }

    /// Where the scanner scans now (for [`SimGrid`]).
    fn scan_point(&self) -> (Time, Option<usize>) {
        let st = self.lock();
        (st.scan_at, st.scan_before_line)
    }
}

impl Timebase for SimClock {
    fn now(&self) -> Time {
        self.lock().now
    }

    fn wait(&self, deadline: Time, events: &Receiver<ClockMsg>) -> Wake {
        loop {
            if let Ok(m) = events.try_recv() {
                return Wake::Event(m);
            }
            let st = self.lock();
            match st.clock {
                ClockState::Starting | ClockState::Busy => {
                    let (_st, to) = self
                        .cv
                        .wait_timeout(st, IDLE)
                        .unwrap_or_else(|e| e.into_inner());
                    if to.timed_out() {
                        return Wake::Idle;
                    }
                }
                ClockState::Waiting(tp) if tp <= deadline => {
                    let target = tp.max(st.now);
                    drop(st);
                    if !self.pace(target) {
                        return Wake::Idle;
                    }
                    let mut st = self.lock();
                    if st.clock == ClockState::Waiting(tp) {
                        st.now = target;
                        self.cv.notify_all();
                        while st.clock == ClockState::Waiting(tp) {
                            let (s, to) = self
                                .cv
                                .wait_timeout(st, IDLE)
                                .unwrap_or_else(|e| e.into_inner());
                            st = s;
                            if to.timed_out() {
                                return Wake::Idle;
                            }
                        }
                    }
                }
                ClockState::Waiting(_) | ClockState::Done => {
                    drop(st);
                    if !self.pace(deadline) {
                        return Wake::Idle;
                    }
                    let mut st = self.lock();
                    st.now = st.now.max(deadline);
                    return Wake::Deadline;
                }
            }
        }
    }

    fn begin_scan(&self, t: Time, press: bool) {
        let mut st = self.lock();
        st.scan_at = t;
        st.scan_before_line = if press { st.presses.pop_front() } else { None };
    }

    fn hw_time(&self, t: Time) -> Time {
        t
    }
}

/// The trace's board as sensors: a [`SensorGrid`].
pub struct SimGrid {
    trace: Arc<SimTrace>,
    clock: Arc<SimClock>,
    phys: Physical,
    /// Trace lines applied so far.
    next_line: usize,
    raw: RawReading,
    /// The board `raw` was last set from.
    raw_of: Option<shakmaty::Bitboard>,
    mapping: Mapping,
    name: String,
}

impl SimGrid {
    /// The board at trace time `from` (lines before it applied).
    pub fn new(trace: Arc<SimTrace>, clock: Arc<SimClock>, from: Time, name: String) -> SimGrid {
        let mut g = SimGrid {
            phys: Physical::new(&trace.start),
            trace,
            clock,
            next_line: 0,
            raw: RawReading::digital(64),
            raw_of: None,
            mapping: Mapping::identity(),
            name,
        };
        g.advance(|t, _| t < from);
        g
    }

    fn advance(&mut self, apply: impl Fn(Time, usize) -> bool) {
        while let Some(line) = self.trace.trace.lines.get(self.next_line) {
            if !apply(line.t, self.next_line) {
                break;
            }
            // Checked by SimTrace::new.
            let _ = self.phys.apply(line, self.trace.sensor);
            self.next_line += 1;
        }
    }
}

impl SensorGrid for SimGrid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        let (t, before) = self.clock.scan_point();
        match before {
            Some(press_line) => self.advance(|lt, i| lt <= t && i < press_line),
            None => self.advance(|lt, _| lt <= t),
        }
        if self.raw_of != Some(self.phys.occupied) {
            // The raw reading (for `diag`-like views) follows the board only
            // when it changes: an idle scan costs next to nothing.
            for sq in shakmaty::Square::ALL {
                self.raw.values[usize::from(sq)] = u16::from(self.phys.occupied.contains(sq));
            }
            self.raw_of = Some(self.phys.occupied);
        }
        Ok(self.phys.frame(self.trace.sensor))
    }

    fn raw(&self) -> &RawReading {
        &self.raw
    }

    fn mapping(&self) -> &Mapping {
        &self.mapping
    }

    fn describe(&self) -> String {
        format!("simulated board: {}", self.name)
    }
}

/// The trace's presses and acks: a [`ClockInput`].
pub struct SimClockInput {
    trace: Arc<SimTrace>,
    clock: Arc<SimClock>,
    /// The next trace line to look at.
    next_line: usize,
    /// Presses and acks still to skip (consumed before a restart).
    skip: usize,
}

impl SimClockInput {
    pub fn new(trace: Arc<SimTrace>, clock: Arc<SimClock>, skip: usize) -> SimClockInput {
        SimClockInput {
            trace,
            clock,
            next_line: 0,
            skip,
        }
    }

    /// The next press or ack line: (index, time, event).
    fn next_clock_line(&mut self) -> Option<(usize, Time, ClockEvent)> {
        while let Some(line) = self.trace.trace.lines.get(self.next_line) {
            let i = self.next_line;
            let ev = match line.op {
                Op::Press(side) => ClockEvent::Press(Press {
                    t: line.t,
                    side: press_side(self.trace.clock, side, line.number).ok()?,
                    clock: None,
                }),
                Op::Ack => ClockEvent::Ack(line.t),
                Op::Adjust(side) => ClockEvent::Adjust(side, line.t),
                Op::Flag(side) => ClockEvent::Flag(side, line.t),
                Op::Result(result) => ClockEvent::Result(result, line.t),
                _ => {
                    self.next_line += 1;
                    continue;
                }
            };
            if self.skip > 0 {
                self.skip -= 1;
                self.next_line += 1;
                continue;
            }
            return Some((i, line.t, ev));
        }
        None
    }
}

impl ClockInput for SimClockInput {
    fn next_event(&mut self, timeout: Duration) -> Result<Option<ClockEvent>, BusError> {
        let next = self.next_clock_line();
        let clock = Arc::clone(&self.clock);
        let mut st = clock.lock();
        let Some((i, t, ev)) = next else {
            st.clock = ClockState::Done;
            clock.cv.notify_all();
            drop(st);
            std::thread::sleep(timeout);
            return Ok(None);
        };
        st.clock = ClockState::Waiting(t);
        clock.cv.notify_all();
        let give_up = Instant::now() + timeout;
        while st.now < t {
            let left = give_up.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Ok(None);
            }
            st = clock
                .cv
                .wait_timeout(st, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        st.clock = ClockState::Busy;
        if matches!(ev, ClockEvent::Press(_)) {
            st.presses.push_back(i);
        }
        clock.cv.notify_all();
        self.next_line = i + 1;
        Ok(Some(ev))
    }

    fn status(&mut self) -> ClockStatus {
        ClockStatus::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn speeds() {
        assert_eq!("max".parse::<Speed>(), Ok(Speed::Max));
        assert_eq!("0".parse::<Speed>(), Ok(Speed::Max));
        assert_eq!("2.5".parse::<Speed>(), Ok(Speed::Times(2.5)));
        assert!("-1".parse::<Speed>().is_err());
        assert!("fast".parse::<Speed>().is_err());
    }

    #[test]
    fn bad_traces_are_refused_before_the_start() {
        let t = crate::trace::parse("0.1 lift e4\n").unwrap();
        let e = SimTrace::new(
            t,
            SensorKind::Occupancy,
            ClockMode::Single,
            Board::default(),
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1: lift e4: the square is already empty"
        );
        let t = crate::trace::parse("0.1 press\n").unwrap();
        assert!(
            SimTrace::new(t, SensorKind::Occupancy, ClockMode::Dual, Board::default()).is_err()
        );
    }

    /// The scanner's view: presses come before a scan at the same time,
    /// and the press scan sees the board as it was just before the press.
    #[test]
    fn presses_and_scans_interleave_in_trace_order() {
        let trace = crate::trace::parse(
            "0.000 lift e2\n0.015 drop e4\n0.020 press\n0.020 lift e7\n0.035 ack\n",
        )
        .unwrap();
        let st = Arc::new(
            SimTrace::new(
                trace,
                SensorKind::Occupancy,
                ClockMode::Single,
                Board::default(),
            )
            .unwrap(),
        );
        let clock = SimClock::new(Speed::Max, Time::ZERO);
        let mut grid = SimGrid::new(st.clone(), clock.clone(), Time::ZERO, "t".into());
        let mut input = SimClockInput::new(st.clone(), clock.clone(), 0);
        let (tx, rx) = mpsc::channel();
        let th = std::thread::spawn(move || {
            for _ in 0..3 {
                if let Ok(Some(ev)) = input.next_event(Duration::from_secs(5)) {
                    tx.send(ClockMsg {
                        event: ev,
                        at: Instant::now(),
                    })
                    .unwrap();
                }
            }
        });
        const MASK: u64 = 1 << 12 | 1 << 28 | 1 << 52; // e2, e4, e7
        let period = Time::from_millis(10);
        let mut next = Time::ZERO;
        let mut log = Vec::new();
        while next <= Time::from_millis(40) {
            match clock.wait(next, &rx) {
                Wake::Deadline => {
                    clock.begin_scan(next, false);
                    let Frame::Occupancy(bits) = grid.scan().unwrap() else {
                        unreachable!()
                    };
                    log.push(format!("scan {} {:x}", next, bits & MASK));
                    next = next.plus(period);
                }
                Wake::Event(m) => match m.event {
                    ClockEvent::Press(p) => {
                        clock.begin_scan(clock.now(), true);
                        let Frame::Occupancy(bits) = grid.scan().unwrap() else {
                            unreachable!()
                        };
                        log.push(format!("press {} {:x}", p.t, bits & MASK));
                    }
                    ClockEvent::Ack(t) => log.push(format!("ack {t}")),
                    ClockEvent::Adjust(side, t) => log.push(format!("adjust {side} {t}")),
                    ClockEvent::Flag(side, t) => log.push(format!("flag {side} {t}")),
                    ClockEvent::Result(r, t) => log.push(format!("result {} {t}", r.as_str())),
                },
                Wake::Idle => {}
            }
        }
        th.join().unwrap();
        assert_eq!(
            log,
            [
                "scan 0.000 10000000000000",
                "scan 0.010 10000000000000",
                "press 0.020 10000010000000",
                "scan 0.020 10000000",
                "scan 0.030 10000000",
                "ack 0.035",
                "scan 0.040 10000000",
            ]
        );
    }
}
