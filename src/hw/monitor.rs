//! Retries, fault reports and recovery around a [`SensorGrid`].
//!
//! A failed scan is retried at once up to `retries` times (a glitch on the
//! bus costs nothing). A scan that still fails reports one `sensor_fault`
//! (again only if the fault changes), and no frame reaches the engine: the
//! game state stays as it was. Scanning goes on at the scan rate; after
//! `recover_after` consecutive good scans the monitor reports `sensor_ok`
//! and frames flow again. Nothing here can produce an alert against a
//! player.
//!
//! The daemon must also hold presses while [`FaultMonitor::is_faulty`]: the
//! engine's last frame is from before the fault, so judging a press on it
//! could call a move that was made "no move" (see the report to the lead).

use super::{SensorError, SensorGrid};
use crate::arbiter::event::{SensorFaultEvent, SensorOkEvent};
use crate::board::Frame;
use crate::time::Time;

/// What one scan gives the daemon.
#[derive(Clone, Debug, PartialEq)]
pub enum ScanEvent {
    /// A good frame: `engine.on_frame(t, &frame)`.
    Frame(Frame),
    /// A new fault: report it (journal, screen, LED); no frame.
    Fault(SensorFaultEvent),
    /// Still at fault, already reported; no frame.
    Faulty,
    /// Good again after a fault: report `sensor_ok`, then feed the frame.
    Recovered(SensorOkEvent, Frame),
}

/// Counters for `diag`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScanStats {
    pub scans: u64,
    pub frames: u64,
    /// Failed reads, retries included.
    pub errors: u64,
    pub retries: u64,
    /// Faults reported.
    pub faults: u64,
}

#[derive(Clone, Debug)]
pub struct FaultMonitor {
    retries: u32,
    recover_after: u32,
    fault: Option<(SensorError, u32)>,
    stats: ScanStats,
}

impl FaultMonitor {
    pub fn new(retries: u32, recover_after: u32) -> FaultMonitor {
        FaultMonitor {
            retries,
            recover_after: recover_after.max(1),
            fault: None,
            stats: ScanStats::default(),
        }
    }

    pub fn is_faulty(&self) -> bool {
        self.fault.is_some()
    }

    /// The fault in force, if any.
    pub fn fault(&self) -> Option<&SensorError> {
        self.fault.as_ref().map(|(e, _)| e)
    }

    pub fn stats(&self) -> ScanStats {
        self.stats
    }

    /// One scan at time `t`, with retries.
    pub fn scan(&mut self, grid: &mut dyn SensorGrid, t: Time) -> ScanEvent {
        self.stats.scans += 1;
        let mut result = grid.scan();
        let mut tries = 0;
        while result.is_err() && tries < self.retries {
            self.stats.errors += 1;
            self.stats.retries += 1;
            tries += 1;
            result = grid.scan();
        }
        match result {
            Ok(frame) => match &mut self.fault {
                None => {
                    self.stats.frames += 1;
                    ScanEvent::Frame(frame)
                }
                Some((_, good)) => {
                    *good += 1;
                    if *good >= self.recover_after {
                        self.fault = None;
                        self.stats.frames += 1;
                        ScanEvent::Recovered(SensorOkEvent { t }, frame)
                    } else {
                        ScanEvent::Faulty
                    }
                }
            },
            Err(e) => {
                self.stats.errors += 1;
                let same = self.fault.as_ref().is_some_and(|(old, _)| *old == e);
                if same {
                    // Nothing allocated while a known fault goes on.
                    if let Some((_, good)) = &mut self.fault {
                        *good = 0;
                    }
                    ScanEvent::Faulty
                } else {
                    self.stats.faults += 1;
                    let event = e.to_event(t);
                    self.fault = Some((e, 0));
                    ScanEvent::Fault(event)
                }
            }
        }
    }
}

/// A grid and its monitor: what the daemon's scanner owns.
pub struct Scanner {
    grid: Box<dyn SensorGrid>,
    monitor: FaultMonitor,
}

impl Scanner {
    pub fn new(grid: Box<dyn SensorGrid>, monitor: FaultMonitor) -> Scanner {
        Scanner { grid, monitor }
    }

    /// Scan once at time `t` (the daemon's `origin.now()`).
    pub fn scan(&mut self, t: Time) -> ScanEvent {
        self.monitor.scan(self.grid.as_mut(), t)
    }

    pub fn grid(&self) -> &dyn SensorGrid {
        self.grid.as_ref()
    }

    pub fn monitor(&self) -> &FaultMonitor {
        &self.monitor
    }
}
