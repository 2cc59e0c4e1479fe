//! Hardware: the only code that opens `/dev`.
//!
//! The engine sees none of it: the daemon gets [`Frame`]s from a
//! [`Scanner`] (a [`SensorGrid`] behind a [`FaultMonitor`]), clock presses
//! with kernel timestamps from a [`ClockInput`], and drives a [`Led`] and
//! optional [`SquareLeds`]. Everything is built from the configuration by
//! [`open`] (real devices) or [`open_with`] (any [`BusProvider`], such as
//! [`fake::FakeBuses`] replaying recorded bytes).
//!
//! Wirings (`[sensor] kind`):
//! - [`shift::ShiftRegisterGrid`]: 74HC165 chain over SPI, a GPIO load pulse;
//! - [`matrix::MatrixGrid`]: rows driven, columns read, on GPIO lines;
//! - [`mcp23017::Mcp23017Grid`]: four MCP23017 over I2C;
//! - [`analog::AnalogGrid`]: analog hall sensors through MCP3008 ADCs, with
//!   occupancy by threshold and hysteresis, colour by polarity, and piece
//!   identity from a [`calibrate::Calibration`].
//!
//! Faults at the hardware level (a read error, a chain reading all ones or
//! all zeros, a chip that lost its configuration, a dead analog sensor) are
//! [`SensorError`]s: a grid never turns one into a frame. The
//! [`FaultMonitor`] retries, reports a `sensor_fault` once, and lets frames
//! flow again only after `recover_after` good scans.
//!
//! What the daemon does with it (a sketch; threads and channels are its own):
//!
//! ```no_run
//! use std::time::Duration;
//! use jadoube::arbiter::Engine;
//! use jadoube::hw::{self, ClockEvent, LedPattern, ScanEvent};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let cfg = jadoube::config::Config::load("/etc/jadoube/jadoube.toml".as_ref())?;
//! let mut engine = Engine::new(cfg.engine_config()?, cfg.start_position()?);
//! let mut hw = hw::open(&cfg)?;
//! let origin = hw.origin;
//! // Scanner, at game.scan_hz:
//! let t = origin.elapsed();
//! match hw.scanner.scan(t) {
//!     ScanEvent::Frame(f) => { let _events = engine.on_frame(t, &f); }
//!     ScanEvent::Recovered(ok, f) => { let _ = (ok, engine.on_frame(t, &f)); }
//!     ScanEvent::Fault(fault) => { let _ = fault; /* journal + screen */ hw.led.show(LedPattern::SensorFault)?; }
//!     ScanEvent::Faulty => {}
//! }
//! hw.led.tick(t)?;
//! // Clock thread (blocking; the timeout lets it see shutdown):
//! if let Some(ClockEvent::Press(p)) = hw.clock.next_event(Duration::from_millis(100))? {
//!     // Hold presses while hw.scanner.monitor().is_faulty(): the engine's
//!     // last frame predates the fault.
//!     let _events = engine.on_press(p.t, p.side);
//! }
//! # Ok(()) }
//! ```

pub mod analog;
pub mod bus;
pub mod calibrate;
pub mod clock;
pub mod dgt;
pub mod diag;
pub mod fake;
pub mod led;
pub mod matrix;
pub mod mcp23017;
pub mod monitor;
pub mod real;
pub mod shift;

use shakmaty::Square;

pub use crate::config::Mapping;
pub use bus::{BusError, BusProvider};
pub use clock::{ClockEvent, ClockInput, ClockLines, ClockStatus, ClockTimes, Origin, Press};
pub use diag::ToolError;
pub use led::{Led, LedPattern, SquareLeds};
pub use monitor::{FaultMonitor, ScanEvent, ScanStats, Scanner};

use crate::arbiter::event::SensorFaultEvent;
use crate::board::Frame;
use crate::config::{Config, Level, WiringKind};
use crate::time::Time;

/// One wiring of sensors. `scan` is blocking and called by the daemon's
/// scanner at the scan rate.
pub trait SensorGrid: Send {
    /// Reads the whole grid once, in board coordinates. A bad read is an
    /// error, never a frame.
    fn scan(&mut self) -> Result<Frame, SensorError>;
    /// The last reading per wiring position (after a failed scan: what was
    /// read, as far as it went), for `diag` and `calibrate`.
    fn raw(&self) -> &RawReading;
    fn mapping(&self) -> &Mapping;
    /// What is wired, for humans: `74HC165 ×8 on spi0.0, load GPIO25`.
    fn describe(&self) -> String;
    /// What the source says of itself beyond its readings, one line each,
    /// for `diag` (a DGT board: its serial number and version, its clock,
    /// the lever, the link's counters); nothing for wired sensors.
    fn details(&self) -> Vec<crate::words::hw_view::DgtLine> {
        Vec::new()
    }
    /// The same as [`SensorGrid::describe`], typed, to say in a language
    /// (`diag`, `calibrate`); `None`: the description as it is.
    fn wiring(&self) -> Option<crate::words::hw_view::Wiring> {
        None
    }
}

/// Values per wiring position: electrical levels (0 or 1) for digital
/// sensors, ADC counts (0..=1023) for analog ones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawReading {
    pub values: Vec<u16>,
    /// 1 for digital sensors, 1023 for the MCP3008.
    pub full_scale: u16,
}

impl RawReading {
    pub fn digital(positions: usize) -> RawReading {
        RawReading {
            values: vec![0; positions],
            full_scale: 1,
        }
    }
}

/// A fault of the sensor hardware. It names the bus (and the square when
/// one sensor is at fault) so the builder knows where to look; it never
/// blames a player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SensorError {
    /// The bus operation failed.
    #[error("read error on {}: {}", .0.bus, .0.message)]
    Read(BusError),
    /// Every bit read the same: the chain is unplugged or unpowered.
    #[error("{bus} reads all {}: unplugged or unpowered?", if *ones { "ones" } else { "zeros" })]
    Stuck { bus: String, ones: bool },
    /// The bus answered, but not as the wiring must.
    #[error("{bus}: {detail}")]
    Bus { bus: String, detail: String },
    /// One sensor reads impossibly.
    #[error("square {square} ({bus}): {detail}")]
    Square {
        square: Square,
        bus: String,
        detail: String,
    },
}

impl From<BusError> for SensorError {
    fn from(e: BusError) -> SensorError {
        SensorError::Read(e)
    }
}

impl SensorError {
    pub fn bus(&self) -> &str {
        match self {
            SensorError::Read(e) => &e.bus,
            SensorError::Stuck { bus, .. }
            | SensorError::Bus { bus, .. }
            | SensorError::Square { bus, .. } => bus,
        }
    }

    pub fn square(&self) -> Option<Square> {
        match self {
            SensorError::Square { square, .. } => Some(*square),
            _ => None,
        }
    }

    /// The `sensor_fault` event of the contract.
    pub fn to_event(&self, t: Time) -> SensorFaultEvent {
        SensorFaultEvent {
            t,
            detail: self.to_string(),
            square: self.square(),
            bus: Some(self.bus().to_string()),
            code: None,
            occupied: None,
        }
    }
}

/// Opening the hardware failed: the configuration names a device that
/// cannot be opened, or a calibration that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum HwError {
    #[error(transparent)]
    Bus(#[from] BusError),
    #[error("calibration {path}: {why}")]
    Calibration {
        path: String,
        why: calibrate::CalibrationWhy,
    },
    /// `identity = true` and no calibration file.
    #[error(
        "calibration {path}: not found: identity = true needs a calibration (run `jadoube calibrate`)"
    )]
    CalibrationMissing { path: String },
}

/// Everything the daemon drives, built from the configuration.
pub struct Hardware {
    pub scanner: Scanner,
    pub clock: Box<dyn ClockInput>,
    pub led: Box<dyn Led>,
    pub square_leds: Option<Box<dyn SquareLeds>>,
    /// The time origin shared by scans (`origin.now()`) and presses (kernel
    /// timestamps): give the engine `origin.now()` with each frame.
    pub origin: Origin,
    /// Sensors that report the past (a DGT board's log): the daemon scans
    /// `lag` behind the origin's time, at the scan point it sets.
    pub timing: Option<dgt::Timing>,
}

/// Opens the real devices named by a validated configuration.
pub fn open(config: &Config) -> Result<Hardware, HwError> {
    open_with(config, &mut real::RealBuses::default(), Origin::now())
}

/// Builds the hardware on any bus provider (fakes in tests, a recorder in
/// `diag --record`). Buses are opened here; chips are set up at the first
/// scan, so a board powered late is a fault that clears, not a refusal to
/// start.
pub fn open_with(
    config: &Config,
    buses: &mut dyn BusProvider,
    origin: Origin,
) -> Result<Hardware, HwError> {
    if let Some(c) = config.dgt() {
        return open_dgt(config, c, buses, origin);
    }
    let grid = open_grid(config, buses)?;
    let scanner = Scanner::new(
        grid,
        FaultMonitor::new(config.sensor.retries, config.sensor.recover_after),
    );
    let clock = Box::new(ClockLines::open(config, buses, origin)?);
    let led = led::open_led(&config.led, buses)?;
    let square_leds = led::open_square_leds(&config.led, buses)?;
    Ok(Hardware {
        scanner,
        clock,
        led,
        square_leds,
        origin,
        timing: None,
    })
}

/// How long `open` waits for a DGT board's first dump (its serial number
/// goes into the journal's header).
const DGT_READY: std::time::Duration = std::time::Duration::from_secs(3);

/// A DGT board: its log as the sensors, the lever or the press lines as
/// the presses, the clock's display and the board's LEDs beside the LED
/// and square LEDs of `[led]`.
fn open_dgt(
    config: &Config,
    c: &crate::config::DgtConfig,
    buses: &mut dyn BusProvider,
    origin: Origin,
) -> Result<Hardware, HwError> {
    let board = dgt::Dgt::open(dgt::Options::from_config(c), std::sync::Arc::new(origin))?;
    // The log follows the game from the start position with its castling
    // rights (a FEN the config check refused never gets here).
    if let Ok(start) = config.start_position() {
        board.set_start(start.to_setup());
    }
    if !board.wait_ready(DGT_READY) {
        tracing::warn!(
            "dgt: no board yet ({}): it reads as a sensor fault until it answers",
            board.info().describe()
        );
    }
    let timing = board.timing();
    let scanner = Scanner::new(
        Box::new(board.grid(timing.scan_point.clone())),
        FaultMonitor::new(config.sensor.retries, config.sensor.recover_after),
    );
    let lines = if c.lever() {
        ClockLines::open_ack(config, buses, origin)?
    } else {
        Some(ClockLines::open(config, buses, origin)?)
    };
    if let Some(lines) = lines {
        dgt::forward_lines(&board, Box::new(lines))?;
    }
    let mut led = led::open_led(&config.led, buses)?;
    // The clock's display is seen by both players: only where alerts are.
    if c.clock_display && config.screen.alert_visibility == crate::config::AlertVisibility::Always {
        led = Box::new(dgt::BothLeds(
            led,
            Box::new(board.clock_display(c.clock_beep)),
        ));
    }
    let mut square_leds = led::open_square_leds(&config.led, buses)?;
    if c.leds {
        let own: Box<dyn SquareLeds> = Box::new(board.square_leds());
        square_leds = Some(match square_leds {
            Some(other) => Box::new(dgt::BothSquareLeds(other, own)),
            None => own,
        });
    }
    Ok(Hardware {
        scanner,
        clock: Box::new(board.clock_input()),
        led,
        square_leds,
        origin,
        timing: Some(timing),
    })
}

/// The sensor grid alone (for `diag` and `calibrate`).
pub fn open_grid(
    config: &Config,
    buses: &mut dyn BusProvider,
) -> Result<Box<dyn SensorGrid>, HwError> {
    let s = &config.sensor;
    let mapping = Mapping::checked(&s.mapping, config.sensor_positions()).map_err(
        |(key, message, why)| {
            let why = bus::BusWhy::Mapping {
                key: key.to_string(),
                message,
                why: Box::new(why),
            };
            BusError::of("sensor.mapping", why)
        },
    )?;
    let missing = |k: WiringKind| BusError::of("sensor", bus::BusWhy::NoTable(k.name()));
    Ok(match s.kind {
        WiringKind::ShiftRegister => {
            let c = s.shift_register.clone().unwrap_or_default();
            Box::new(shift::ShiftRegisterGrid::open(
                &c,
                s.occupied_level,
                mapping,
                buses,
            )?)
        }
        WiringKind::Matrix => {
            let c = s
                .matrix
                .as_ref()
                .ok_or_else(|| missing(WiringKind::Matrix))?;
            Box::new(matrix::MatrixGrid::open(
                c,
                s.occupied_level,
                mapping,
                buses,
            )?)
        }
        WiringKind::Mcp23017 => {
            let c = s.mcp23017.clone().unwrap_or_default();
            Box::new(mcp23017::Mcp23017Grid::open(
                &c,
                s.occupied_level,
                mapping,
                buses,
            )?)
        }
        WiringKind::Dgt => {
            let c = s.dgt.clone().unwrap_or_default();
            let board = dgt::Dgt::open(
                dgt::Options::from_config(&c),
                std::sync::Arc::new(Origin::now()),
            )?;
            board.wait_ready(DGT_READY);
            // No daemon scans it in the past: read the board as it is now.
            Box::new(board.grid(std::sync::Arc::new(dgt::ScanPoint::default())))
        }
        WiringKind::Mcp3008 => {
            let c = s
                .mcp3008
                .as_ref()
                .ok_or_else(|| missing(WiringKind::Mcp3008))?;
            let cal = if c.calibration.exists() {
                calibrate::Calibration::load(&c.calibration).map_err(|why| {
                    HwError::Calibration {
                        path: c.calibration.display().to_string(),
                        why,
                    }
                })?
            } else if c.identity {
                return Err(HwError::CalibrationMissing {
                    path: c.calibration.display().to_string(),
                });
            } else {
                calibrate::Calibration::nominal(mapping.positions(), c.baseline)
            };
            Box::new(
                analog::AnalogGrid::open(c, cal, mapping, buses).map_err(|e| match e {
                    analog::OpenError::Bus(b) => HwError::Bus(b),
                    analog::OpenError::Calibration(why) => HwError::Calibration {
                        path: c.calibration.display().to_string(),
                        why,
                    },
                })?,
            )
        }
    })
}

/// Every position at one level: a dead chain (unplugged: all ones through
/// pull-ups; unpowered: all zeros). Used by wirings with no better check.
pub(crate) fn check_not_stuck(bus: &str, raw: &RawReading) -> Result<(), SensorError> {
    let first = raw.values.first().copied().unwrap_or(0);
    if raw.values.iter().all(|v| *v == first) {
        return Err(SensorError::Stuck {
            bus: bus.to_string(),
            ones: first == 1,
        });
    }
    Ok(())
}

/// Board occupancy from digital levels per position.
pub(crate) fn digital_frame(raw: &RawReading, mapping: &Mapping, occupied: Level) -> Frame {
    let want = u16::from(occupied == Level::High);
    Frame::Occupancy(mapping.occupancy(|pos| raw.values.get(pos) == Some(&want)))
}
