//! Engine time for sensors that report the past (a DGT board): the
//! scanner runs `lag` behind the hardware clock and reads the board's log
//! at its own time, so that a press reported late by the board can still be
//! put in its place among the piece changes (`hw::dgt`).
//!
//! Engine time is hardware time plus `offset` (where the journal had got
//! to), but the scanner reaches engine time `e` only `lag` after it: by
//! then every press that happened before `e` has been reported and placed.
//! A press or an ack is handed to the scanner when it reaches its time, and
//! the scan at a press reads the board at the press's own time, not later:
//! what was put down just before it belongs to its move, what came just
//! after does not.
//!
//! A press the clock input hands over has been placed for good, and the
//! log places presses in order: every later press falls at or after it.
//! So the scanner does not wait `lag` for a press it holds: it scans its
//! slots up to the press at once and judges it; only what comes after the
//! press waits for `lag` (a press not yet reported may fall there).

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::timebase::{ClockMsg, IDLE, Timebase, Wake};
use crate::hw::ClockEvent;
use crate::hw::dgt::{HwClock, ScanPoint};
use crate::time::Time;

/// The lagging timebase (see the module documentation).
pub struct Lagged {
    pub clock: Arc<dyn HwClock>,
    /// Engine time at hardware time zero.
    pub offset: Time,
    pub lag: Time,
    pub scan_point: Arc<ScanPoint>,
    /// Events received before their time.
    early: Mutex<VecDeque<ClockMsg>>,
}

impl Lagged {
    pub fn new(
        clock: Arc<dyn HwClock>,
        offset: Time,
        lag: Time,
        scan_point: Arc<ScanPoint>,
    ) -> Lagged {
        Lagged {
            clock,
            offset,
            lag,
            scan_point,
            early: Mutex::new(VecDeque::new()),
        }
    }

    /// The hardware time of engine time `t`.
    fn hw(&self, t: Time) -> Time {
        t.since(self.offset)
    }

    fn event_time(&self, m: &ClockMsg) -> Time {
        match m.event {
            ClockEvent::Press(p) => self.hw_time(p.t),
            ClockEvent::Ack(t)
            | ClockEvent::Adjust(_, t)
            | ClockEvent::Flag(_, t)
            | ClockEvent::Result(_, t) => self.hw_time(t),
        }
    }

    /// Real time until the scanner may reach engine time `t`.
    fn until(&self, t: Time) -> Duration {
        let ready = self.hw(t).plus(self.lag);
        Duration::from_micros(ready.since(self.clock.now()).micros())
    }
}

impl Timebase for Lagged {
    fn now(&self) -> Time {
        self.offset.plus(self.clock.now().since(self.lag))
    }

    fn wait(&self, deadline: Time, events: &Receiver<ClockMsg>) -> Wake {
        let started = Instant::now();
        let mut early = self.early.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            while let Ok(m) = events.try_recv() {
                early.push_back(m);
            }
            // A press handed over is placed for good, and no later one can
            // fall before it (the log places them in order): the scanner
            // need not wait `lag` to reach it. It scans the slots up to it
            // at once, then judges it: the verdict as soon as the data
            // allow, not always the worst case.
            if let Some(first) = early.front().map(|m| self.event_time(m)) {
                return if first <= deadline {
                    Wake::Event(early.pop_front().expect("an event"))
                } else {
                    Wake::Deadline
                };
            }
            let left = self.until(deadline);
            if left.is_zero() {
                return Wake::Deadline;
            }
            let spent = started.elapsed();
            if spent >= IDLE {
                return Wake::Idle;
            }
            match events.recv_timeout(left.min(IDLE - spent)) {
                Ok(m) => early.push_back(m),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    // No clock thread any more: keep scanning.
                    drop(early);
                    std::thread::sleep(left.min(IDLE));
                    early = self.early.lock().unwrap_or_else(|e| e.into_inner());
                }
            }
        }
    }

    fn begin_scan(&self, t: Time, _press: bool) {
        self.scan_point.set(self.hw(t));
    }

    fn hw_time(&self, t: Time) -> Time {
        self.offset.plus(t)
    }

    fn press_scan_time(&self, press: Time, last_t: Time) -> Time {
        self.hw_time(press).max(last_t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hw::Press;
    use std::sync::atomic::{AtomicU64, Ordering};

    struct Manual(AtomicU64);
    impl HwClock for Manual {
        fn now(&self) -> Time {
            Time(self.0.load(Ordering::SeqCst))
        }
    }

    #[test]
    fn events_wait_for_their_time_and_scans_read_the_past() {
        let clock = Arc::new(Manual(AtomicU64::new(0)));
        let sp = Arc::new(ScanPoint::default());
        let ms = Time::from_millis;
        let tb = Lagged::new(clock.clone(), ms(5000), ms(1000), sp);
        // Before the lag has passed, engine time stays at the offset.
        assert_eq!(tb.now(), ms(5000));
        clock.0.store(1_500_000, Ordering::SeqCst);
        assert_eq!(tb.now(), ms(5500));
        // A press at hardware 0.4 s is engine 5.4 s: reached, it comes
        // before the deadline of 5.5 s.
        let (tx, rx) = std::sync::mpsc::channel();
        let press = Press {
            t: ms(400),
            side: None,
            clock: None,
        };
        let send = |p: Press| {
            tx.send(ClockMsg {
                event: ClockEvent::Press(p),
                at: Instant::now(),
            })
            .unwrap()
        };
        send(press);
        match tb.wait(ms(5500), &rx) {
            Wake::Event(m) => assert_eq!(m.event, ClockEvent::Press(press)),
            other => panic!("{other:?}"),
        }
        // The scan at the press reads the board at the press.
        assert_eq!(tb.press_scan_time(press.t, ms(5100)), ms(5400));
        // A press at 5.7 s: the slot of 5.5 s before it is scanned at once
        // (the press is placed: nothing can fall before it any more).
        let later = Press {
            t: ms(700),
            ..press
        };
        send(later);
        assert!(matches!(tb.wait(ms(5500), &rx), Wake::Deadline));
        tb.begin_scan(ms(5500), false);
        assert_eq!(tb.scan_point.get(), Some(ms(500)));
        // And the press itself, though hardware time is only 1.5 s (the
        // scanner reaches 5.7 s without waiting until 1.7 s).
        match tb.wait(ms(5800), &rx) {
            Wake::Event(m) => assert_eq!(m.event, ClockEvent::Press(later)),
            other => panic!("{other:?}"),
        }
        // After it, the slots wait for `lag` again: the wait gives up after
        // IDLE so the scanner can look at its shutdown flag.
        assert!(matches!(tb.wait(ms(5800), &rx), Wake::Idle));
        clock.0.store(1_800_000, Ordering::SeqCst);
        assert!(matches!(tb.wait(ms(5800), &rx), Wake::Deadline));
    }
}
