//! The chess clock's press lines and the arbiter's button.
//!
//! Lines are requested with edge detection and kernel debounce; the kernel
//! stamps each edge with CLOCK_MONOTONIC. A press is an inactive → active
//! edge of a press line (`[clock] active` is the level while pressed).
//!
//! Time: the daemon picks one [`Origin`] (CLOCK_MONOTONIC at start-up) and
//! stamps scans with `origin.now()`; a press gets
//! `origin.time_of(kernel timestamp − debounce)`. The kernel's software
//! debounce stamps an edge when the line has been stable for the debounce
//! period, so the press itself happened that much earlier. Both are the same
//! clock, so the engine can order presses against sensor changes.

use std::time::Duration;

use shakmaty::Color;

use super::bus::{BusError, BusProvider, Edge, EdgeLines, LineRequest};
use crate::arbiter::event::GameResult;
use crate::config::{Config, Level, LineSpec};
use crate::time::Time;

/// The daemon's time origin on CLOCK_MONOTONIC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    ns: u64,
}

impl Origin {
    /// Now is time zero.
    pub fn now() -> Origin {
        Origin {
            ns: super::real::monotonic_ns(),
        }
    }

    /// A given CLOCK_MONOTONIC instant is time zero (tests, replays).
    pub const fn at_ns(ns: u64) -> Origin {
        Origin { ns }
    }

    /// A CLOCK_MONOTONIC timestamp as engine time (zero if before the origin).
    pub fn time_of(&self, ns: u64) -> Time {
        Time::from_micros(ns.saturating_sub(self.ns) / 1000)
    }

    /// The current time since the origin.
    pub fn elapsed(&self) -> Time {
        self.time_of(super::real::monotonic_ns())
    }
}

/// A press of the clock: the move is complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    pub t: Time,
    /// Whose press line fired; `None` with a single press line.
    pub side: Option<Color>,
    /// The times the clock showed with the press, when the clock tells them
    /// (a DGT clock read through the board); for the journal.
    pub clock: Option<ClockTimes>,
}

/// The time left on each side of a chess clock, in whole seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockTimes {
    pub white: u32,
    pub black: u32,
}

/// What the clock lines report to the daemon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockEvent {
    /// For `engine.on_press(t, side)`.
    Press(Press),
    /// The arbiter's acknowledge button: `engine.on_ack(t)`.
    Ack(Time),
    /// A player's "j'adoube" button (Art. 4.2.1): `engine.on_adjust(t, side)`.
    Adjust(Color, Time),
    /// The clock shows that side's flag has fallen (Art. 6.9):
    /// `engine.on_flag(t, side)`.
    Flag(Color, Time),
    /// A result entered at the board (`engine.on_result`): a simulated
    /// board's `result` line.
    Result(GameResult, Time),
}

/// One line as `diag` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineStatus {
    pub label: String,
    pub line: String,
    pub active: bool,
    pub rises: u64,
    pub falls: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockStatus {
    pub lines: Vec<LineStatus>,
    /// Reading the levels failed.
    pub error: Option<String>,
}

/// Clock input for the daemon: blocking, run on its own thread, e.g.
/// `loop { if let Some(ev) = clock.next_event(Duration::from_millis(100))? { tx.blocking_send(ev) } }`
/// (the timeout lets the thread notice shutdown).
pub trait ClockInput: Send {
    /// The next press or ack, waiting at most `timeout`.
    fn next_event(&mut self, timeout: Duration) -> Result<Option<ClockEvent>, BusError>;
    fn status(&mut self) -> ClockStatus;
}

/// Runs a clock input until `stop`, or until `on_event` returns false,
/// waiting `poll` at most per call; a failing input is logged once and
/// tried again every 100 ms. The body of the daemon's clock thread.
pub fn pump(
    input: &mut dyn ClockInput,
    stop: &std::sync::atomic::AtomicBool,
    poll: Duration,
    mut on_event: impl FnMut(ClockEvent) -> bool,
) {
    let mut failing = false;
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        match input.next_event(poll) {
            Ok(Some(event)) => {
                failing = false;
                if !on_event(event) {
                    return;
                }
            }
            Ok(None) => {}
            Err(e) => {
                if !failing {
                    tracing::error!("clock lines: {e}");
                    failing = true;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Press(Option<Color>),
    Ack,
    Adjust(Color),
    Flag(Color),
}

/// The press lines (and the ack button) on GPIO.
pub struct ClockLines {
    edges: Box<dyn EdgeLines>,
    roles: Vec<(Role, String, String)>,
    counts: Vec<(u64, u64)>,
    origin: Origin,
    debounce_ns: u64,
}

impl ClockLines {
    pub fn open(
        cfg: &Config,
        buses: &mut dyn BusProvider,
        origin: Origin,
    ) -> Result<ClockLines, BusError> {
        ClockLines::open_lines(cfg, buses, origin, true)
    }

    /// The arbiter's button and the "j'adoube" buttons without press lines
    /// (the presses come from elsewhere, such as a DGT clock's lever);
    /// `None` if none is fitted.
    pub fn open_ack(
        cfg: &Config,
        buses: &mut dyn BusProvider,
        origin: Origin,
    ) -> Result<Option<ClockLines>, BusError> {
        if cfg.clock.ack.is_none()
            && cfg.adjust.white.is_none()
            && cfg.adjust.black.is_none()
            && cfg.clock.flag_white.is_none()
            && cfg.clock.flag_black.is_none()
        {
            return Ok(None);
        }
        ClockLines::open_lines(cfg, buses, origin, false).map(Some)
    }

    fn open_lines(
        cfg: &Config,
        buses: &mut dyn BusProvider,
        origin: Origin,
        presses: bool,
    ) -> Result<ClockLines, BusError> {
        let c = &cfg.clock;
        let mut roles: Vec<(Role, String, LineSpec)> = Vec::new();
        if let Some(l) = &c.line {
            roles.push((Role::Press(None), "press".into(), l.clone()));
        }
        if let Some(l) = &c.white {
            roles.push((Role::Press(Some(Color::White)), "white".into(), l.clone()));
        }
        if let Some(l) = &c.black {
            roles.push((Role::Press(Some(Color::Black)), "black".into(), l.clone()));
        }
        if let Some(l) = &c.ack {
            roles.push((Role::Ack, "ack".into(), l.clone()));
        }
        // The "j'adoube" buttons, wired like the clock's lines.
        for (side, label, line) in [
            (Color::White, "adjust white", &cfg.adjust.white),
            (Color::Black, "adjust black", &cfg.adjust.black),
        ] {
            if let Some(l) = line {
                roles.push((Role::Adjust(side), label.into(), l.clone()));
            }
        }
        // A clock's flag outputs (Art. 6.9).
        for (side, label, line) in [
            (Color::White, "flag white", &c.flag_white),
            (Color::Black, "flag black", &c.flag_black),
        ] {
            if let Some(l) = line {
                roles.push((Role::Flag(side), label.into(), l.clone()));
            }
        }
        if presses && !roles.iter().any(|r| matches!(r.0, Role::Press(_))) {
            return Err(BusError::of("clock", super::bus::BusWhy::NoPressLine));
        }
        let lines: Vec<LineSpec> = roles.iter().map(|r| r.2.clone()).collect();
        let debounce = Duration::from_millis(u64::from(c.debounce_ms));
        let edges = buses.edges(&LineRequest {
            role: "clock",
            lines: &lines,
            active_low: c.active == Level::Low,
            bias: Some(c.bias),
            debounce: Some(debounce),
        })?;
        Ok(ClockLines {
            edges,
            counts: vec![(0, 0); roles.len()],
            roles: roles
                .into_iter()
                .map(|(r, label, l)| (r, label, l.to_string()))
                .collect(),
            origin,
            debounce_ns: debounce.as_nanos() as u64,
        })
    }

    /// The event an edge makes, if any (a release makes none).
    pub fn decode(&mut self, e: Edge) -> Option<ClockEvent> {
        let count = self.counts.get_mut(e.line)?;
        if e.rising {
            count.0 += 1;
        } else {
            count.1 += 1;
            return None;
        }
        let t = self
            .origin
            .time_of(e.timestamp_ns.saturating_sub(self.debounce_ns));
        Some(match self.roles[e.line].0 {
            Role::Press(side) => ClockEvent::Press(Press {
                t,
                side,
                clock: None,
            }),
            Role::Ack => ClockEvent::Ack(t),
            Role::Adjust(side) => ClockEvent::Adjust(side, t),
            Role::Flag(side) => ClockEvent::Flag(side, t),
        })
    }
}

impl ClockInput for ClockLines {
    fn next_event(&mut self, timeout: Duration) -> Result<Option<ClockEvent>, BusError> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let Some(edge) = self.edges.next_edge(left)? else {
                return Ok(None);
            };
            if let Some(ev) = self.decode(edge) {
                return Ok(Some(ev));
            }
        }
    }

    fn status(&mut self) -> ClockStatus {
        let levels = self.edges.levels();
        let bits = levels.as_ref().copied().unwrap_or(0);
        ClockStatus {
            lines: self
                .roles
                .iter()
                .zip(&self.counts)
                .enumerate()
                .map(|(i, ((_, label, line), (rises, falls)))| LineStatus {
                    label: label.clone(),
                    line: line.clone(),
                    active: bits >> i & 1 == 1,
                    rises: *rises,
                    falls: *falls,
                })
                .collect(),
            error: levels.err().map(|e| e.to_string()),
        }
    }
}
