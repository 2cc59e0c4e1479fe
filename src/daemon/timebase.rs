//! The daemon's time: engine time (microseconds, continuous across
//! restarts) and how the scanner waits for its next scan or a clock event.
//!
//! Live, engine time is the hardware origin's CLOCK_MONOTONIC plus the time
//! the journal had reached when the daemon started ([`Live`]). In sim mode
//! it is the trace's time, stepped by the scanner ([`super::sim::SimClock`]).

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::hw::{ClockEvent, Origin};
use crate::time::Time;

/// A clock event as the clock thread passes it on.
#[derive(Clone, Copy, Debug)]
pub struct ClockMsg {
    pub event: ClockEvent,
    /// When the clock input yielded it (for the latency figures).
    pub at: Instant,
}

/// What a wait ended with.
#[derive(Debug)]
pub enum Wake {
    /// The deadline has come: scan.
    Deadline,
    /// A press or the arbiter's button.
    Event(ClockMsg),
    /// Nothing yet: check for shutdown and wait again.
    Idle,
}

/// The longest a wait blocks before returning [`Wake::Idle`], so the
/// scanner sees a shutdown in time.
pub const IDLE: Duration = Duration::from_millis(100);

/// Engine time, and the scanner's waits.
pub trait Timebase: Send + Sync {
    /// Engine time now.
    fn now(&self) -> Time;
    /// Waits until engine time `deadline` or a clock event on `events`.
    fn wait(&self, deadline: Time, events: &Receiver<ClockMsg>) -> Wake;
    /// The scanner is about to scan for time `t` (`press`: the scan taken
    /// at a press). Simulated sensors read their board at that instant.
    fn begin_scan(&self, _t: Time, _press: bool) {}
    /// A time from the hardware's origin (a press's kernel timestamp) as
    /// engine time.
    fn hw_time(&self, t: Time) -> Time;
    /// When to scan for a press at hardware time `press`, the last scan
    /// having been at `last_t`: now, for sensors read live; at the press's
    /// own time for sensors that keep their past ([`super::lagged`]).
    fn press_scan_time(&self, _press: Time, last_t: Time) -> Time {
        self.now().max(last_t)
    }
}

/// Live: CLOCK_MONOTONIC since the hardware origin, plus an offset.
#[derive(Clone, Copy, Debug)]
pub struct Live {
    pub origin: Origin,
    /// Engine time at the origin (where the journal had got to).
    pub offset: Time,
}

impl Timebase for Live {
    fn now(&self) -> Time {
        self.offset.plus(self.origin.elapsed())
    }

    fn wait(&self, deadline: Time, events: &Receiver<ClockMsg>) -> Wake {
        let now = self.now();
        if now >= deadline {
            return Wake::Deadline;
        }
        let left = Duration::from_micros(deadline.since(now).micros()).min(IDLE);
        match events.recv_timeout(left) {
            Ok(m) => Wake::Event(m),
            Err(RecvTimeoutError::Timeout) => {
                if self.now() >= deadline {
                    Wake::Deadline
                } else {
                    Wake::Idle
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                // No clock thread any more: keep scanning.
                let left = Duration::from_micros(deadline.since(self.now()).micros());
                sleep_until(Instant::now() + left);
                Wake::Deadline
            }
        }
    }

    fn hw_time(&self, t: Time) -> Time {
        self.offset.plus(t)
    }
}

/// Sleeps until `due` (CLOCK_MONOTONIC, as `Instant`), with an absolute
/// deadline: a late wake-up or a signal does not push the next one later.
pub fn sleep_until(due: Instant) {
    let now = Instant::now();
    let Some(left) = due.checked_duration_since(now) else {
        return;
    };
    // SAFETY: clock_gettime and clock_nanosleep get and read timespecs
    // that live on this stack.
    unsafe {
        let mut ts: libc::timespec = std::mem::zeroed();
        if libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) != 0 {
            std::thread::sleep(left);
            return;
        }
        let nanos = ts.tv_nsec as u64 + u64::from(left.subsec_nanos());
        ts.tv_sec += (left.as_secs() + nanos / 1_000_000_000) as libc::time_t;
        ts.tv_nsec = (nanos % 1_000_000_000) as libc::c_long;
        while libc::clock_nanosleep(
            libc::CLOCK_MONOTONIC,
            libc::TIMER_ABSTIME,
            &ts,
            std::ptr::null_mut(),
        ) == libc::EINTR
        {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_waits_for_the_deadline_or_an_event() {
        let tb = Live {
            origin: Origin::now(),
            offset: Time::from_millis(5000),
        };
        assert!(tb.now() >= Time::from_millis(5000));
        let (tx, rx) = std::sync::mpsc::channel();
        let deadline = tb.now().plus(Time::from_millis(20));
        let mut waits = 0;
        while !matches!(tb.wait(deadline, &rx), Wake::Deadline) {
            waits += 1;
            assert!(waits < 10);
        }
        assert!(tb.now() >= deadline);
        tx.send(ClockMsg {
            event: ClockEvent::Ack(Time::from_millis(1)),
            at: Instant::now(),
        })
        .unwrap();
        match tb.wait(tb.now().plus(Time::from_millis(1000)), &rx) {
            Wake::Event(m) => assert_eq!(m.event, ClockEvent::Ack(Time::from_millis(1))),
            other => panic!("{other:?}"),
        }
        assert_eq!(tb.hw_time(Time::from_millis(1)), Time::from_millis(5001));
    }
}
