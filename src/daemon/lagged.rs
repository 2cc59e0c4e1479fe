//! Engine time for sensors that report the past (a DGT board): the
//! scanner runs `lag` behind the hardware clock and reads the board's log
//! at its own time, so that a press reported late by the board can still be
//! put in its place among the piece changes (`hw::dgt`).
//!
//! Engine time is `offset + hardware time − lag` (from `offset`, where the
//! journal had got to). A press or an ack is handed to the scanner only
//! when engine time reaches it, and the scan at a press reads the board at
//! the press's own time, not later: what was put down just before it
//! belongs to its move, what came just after does not.

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
    /// Engine time at hardware time `lag`.
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
        t.since(self.offset).plus(self.lag)
    }

    fn event_time(&self, m: &ClockMsg) -> Time {
        match m.event {
            ClockEvent::Press(p) => self.hw_time(p.t),
            ClockEvent::Ack(t) => self.hw_time(t),
        }
    }

    /// Real time until hardware time `hw`.
    fn until(&self, hw: Time) -> Duration {
        Duration::from_micros(hw.since(self.clock.now()).micros())
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
            let next = early
                .front()
                .map(|m| self.event_time(m))
                .filter(|t| *t <= deadline);
            let target = next.unwrap_or(deadline);
            let left = self.until(self.hw(target));
            if left.is_zero() {
                return match next {
                    Some(_) => Wake::Event(early.pop_front().expect("an event")),
                    None => Wake::Deadline,
                };
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
        self.offset.plus(t.since(self.lag))
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
        let tb = Lagged::new(
            clock.clone(),
            Time::from_millis(5000),
            Time::from_millis(1000),
            sp,
        );
        // Before the lag has passed, engine time stays at the offset.
        assert_eq!(tb.now(), Time::from_millis(5000));
        clock.0.store(1_500_000, Ordering::SeqCst);
        assert_eq!(tb.now(), Time::from_millis(5500));
        // A press at hardware 1.2 s is engine 5.2 s: due, it comes before
        // the deadline of 5.3 s.
        let (tx, rx) = std::sync::mpsc::channel();
        let press = Press {
            t: Time::from_millis(1200),
            side: None,
            clock: None,
        };
        tx.send(ClockMsg {
            event: ClockEvent::Press(press),
            at: Instant::now(),
        })
        .unwrap();
        match tb.wait(Time::from_millis(5300), &rx) {
            Wake::Event(m) => assert_eq!(m.event, ClockEvent::Press(press)),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            tb.press_scan_time(press.t, Time::from_millis(5100)),
            Time::from_millis(5200)
        );
        // A press not yet due waits behind an earlier deadline.
        let later = Press {
            t: Time::from_millis(1400),
            ..press
        };
        tx.send(ClockMsg {
            event: ClockEvent::Press(later),
            at: Instant::now(),
        })
        .unwrap();
        assert!(matches!(
            tb.wait(Time::from_millis(5300), &rx),
            Wake::Deadline
        ));
        tb.begin_scan(Time::from_millis(5300), false);
        assert_eq!(tb.scan_point.get(), Some(Time::from_millis(1300)));
        match tb.wait(Time::from_millis(5600), &rx) {
            Wake::Event(m) => assert_eq!(m.event, ClockEvent::Press(later)),
            other => panic!("{other:?}"),
        }
        // Nothing due before 5.6 s (hardware 1.6 s): the wait gives up
        // after IDLE so the scanner can look at its shutdown flag.
        assert!(matches!(tb.wait(Time::from_millis(5600), &rx), Wake::Idle));
        clock.0.store(1_600_000, Ordering::SeqCst);
        assert!(matches!(
            tb.wait(Time::from_millis(5600), &rx),
            Wake::Deadline
        ));
    }
}
