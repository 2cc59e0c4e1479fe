//! The buses, behind small traits: SPI transfers, GPIO lines (outputs,
//! inputs, edge events) and I2C transactions. [`super::real`] implements
//! them on the devices (rppal for SPI and I2C, gpiocdev for GPIO);
//! [`super::fake`] replays recorded bytes and injects faults.
//!
//! A [`BusProvider`] opens buses by what the configuration names, so the
//! wirings are built the same way on a board and in a test.

use std::time::Duration;

use crate::config::{Bias, LineSpec, SpiDevice};

/// A failed bus operation. `bus` names the device (`spi0.0`, `i2c-1@0x21`,
/// `sensor.matrix.columns`) so a fault report can say where to look.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{bus}: {message}")]
pub struct BusError {
    pub bus: String,
    pub message: String,
}

impl BusError {
    pub fn new(bus: impl Into<String>, message: impl std::fmt::Display) -> BusError {
        BusError {
            bus: bus.into(),
            message: message.to_string(),
        }
    }
}

/// A full-duplex SPI device.
pub trait SpiBus: Send {
    /// `spi0.0`.
    fn name(&self) -> &str;
    /// Clocks out `write` while filling `read` (same length).
    fn transfer(&mut self, read: &mut [u8], write: &[u8]) -> Result<(), BusError>;
}

/// GPIO output lines; `active` is the logical level (the line's active
/// level is applied by the kernel).
pub trait OutputLines: Send {
    fn name(&self) -> &str;
    fn count(&self) -> usize;
    fn set(&mut self, index: usize, active: bool) -> Result<(), BusError>;
}

/// GPIO input lines, read together: bit *i* is line *i*, set when active.
pub trait InputLines: Send {
    fn name(&self) -> &str;
    fn count(&self) -> usize;
    fn read(&mut self) -> Result<u64, BusError>;
}

/// One edge on an input line with edge detection, as the kernel saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Index of the line in its request.
    pub line: usize,
    /// Inactive → active.
    pub rising: bool,
    /// CLOCK_MONOTONIC, nanoseconds, stamped by the kernel.
    pub timestamp_ns: u64,
}

/// Input lines that report edges.
pub trait EdgeLines: Send {
    fn name(&self) -> &str;
    fn count(&self) -> usize;
    /// The next edge, waiting at most `timeout`; `None` when none came.
    fn next_edge(&mut self, timeout: Duration) -> Result<Option<Edge>, BusError>;
    /// Current levels, bit *i* set when line *i* is active.
    fn levels(&mut self) -> Result<u64, BusError>;
}

/// An I2C bus (7-bit addresses).
pub trait I2cBus: Send {
    fn name(&self) -> &str;
    fn write(&mut self, addr: u8, bytes: &[u8]) -> Result<(), BusError>;
    /// Write then read with a repeated start (register reads).
    fn write_read(&mut self, addr: u8, write: &[u8], read: &mut [u8]) -> Result<(), BusError>;
}

/// Short waits between bus operations (settle times).
pub trait Delay: Send {
    fn delay(&mut self, d: Duration);
}

/// What a request of GPIO lines asks for.
#[derive(Clone, Debug)]
pub struct LineRequest<'a> {
    /// The configuration key the lines come from; the bus name in errors and
    /// recordings (`sensor.matrix.columns`, `clock`).
    pub role: &'a str,
    pub lines: &'a [LineSpec],
    pub active_low: bool,
    pub bias: Option<Bias>,
    /// Kernel debounce (inputs).
    pub debounce: Option<Duration>,
}

/// Opens buses by what the configuration names.
pub trait BusProvider {
    fn spi(&mut self, dev: SpiDevice, clock_hz: u32, mode: u8)
    -> Result<Box<dyn SpiBus>, BusError>;
    fn i2c(&mut self, bus: u8) -> Result<Box<dyn I2cBus>, BusError>;
    /// Outputs start inactive.
    fn outputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn OutputLines>, BusError>;
    fn inputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn InputLines>, BusError>;
    /// Inputs with edge detection on both edges.
    fn edges(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn EdgeLines>, BusError>;
    fn delay(&mut self) -> Box<dyn Delay>;
}
