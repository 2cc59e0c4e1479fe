//! The buses on real devices: rppal for SPI (`/dev/spidevB.C`) and I2C
//! (`/dev/i2c-N`), gpiocdev for GPIO lines (`/dev/gpiochipN`, lines found
//! by name).
//!
//! rppal is retired (2025) and its GPIO chip lookup breaks on current Pi 5
//! kernels, so only its SPI and I2C are used: both are thin ioctl wrappers
//! over the kernel devices and need no Pi model detection
//! (`Spi::new` and `I2c::with_bus` open the device node they are given).
//! I2C uses rppal rather than linux-embedded-hal because rppal is already
//! here for SPI, its `write_read` issues the repeated-start transaction the
//! MCP23017 register reads need, and linux-embedded-hal would add i2cdev,
//! nix, spidev, sysfs_gpio and serialport for one ioctl. Should rppal stop
//! building, [`RppalI2c`] and [`RppalSpi`] are the only code to replace.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;

use gpiocdev::Request;
use gpiocdev::line::{EdgeDetection, EdgeKind, Offset, Value, Values};

use super::bus::{
    BusError, BusProvider, Delay, Edge, EdgeLines, I2cBus, InputLines, LineRequest, OutputLines,
    SpiBus,
};
use crate::config::{Bias, LineSpec, SpiDevice};

/// Opens the real devices.
#[derive(Debug, Default)]
pub struct RealBuses;

impl BusProvider for RealBuses {
    fn spi(
        &mut self,
        dev: SpiDevice,
        clock_hz: u32,
        mode: u8,
    ) -> Result<Box<dyn SpiBus>, BusError> {
        Ok(Box::new(RppalSpi::open(dev, clock_hz, mode)?))
    }

    fn i2c(&mut self, bus: u8) -> Result<Box<dyn I2cBus>, BusError> {
        let name = format!("i2c-{bus}");
        let i2c = rppal::i2c::I2c::with_bus(bus)
            .map_err(|e| BusError::new(&name, format!("cannot open /dev/i2c-{bus}: {e}")))?;
        Ok(Box::new(RppalI2c {
            name,
            i2c,
            addr: None,
        }))
    }

    fn outputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn OutputLines>, BusError> {
        let lines = GpioLines::request(req, Kind::Output)?;
        Ok(Box::new(lines))
    }

    fn inputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn InputLines>, BusError> {
        Ok(Box::new(GpioLines::request(req, Kind::Input)?))
    }

    fn edges(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn EdgeLines>, BusError> {
        Ok(Box::new(GpioLines::request(req, Kind::Edges)?))
    }

    fn delay(&mut self) -> Box<dyn Delay> {
        Box::new(ThreadDelay)
    }
}

/// Sleeps; spins for waits under 100 µs, which the scheduler would stretch.
pub struct ThreadDelay;

impl Delay for ThreadDelay {
    fn delay(&mut self, d: Duration) {
        if d < Duration::from_micros(100) {
            let until = std::time::Instant::now() + d;
            while std::time::Instant::now() < until {
                std::hint::spin_loop();
            }
        } else {
            std::thread::sleep(d);
        }
    }
}

/// An SPI device through rppal.
pub struct RppalSpi {
    name: String,
    spi: rppal::spi::Spi,
}

impl RppalSpi {
    pub fn open(dev: SpiDevice, clock_hz: u32, mode: u8) -> Result<RppalSpi, BusError> {
        use rppal::spi::{Bus, Mode, SlaveSelect, Spi};
        let name = dev.to_string();
        let bus = match dev.bus {
            0 => Bus::Spi0,
            1 => Bus::Spi1,
            2 => Bus::Spi2,
            3 => Bus::Spi3,
            4 => Bus::Spi4,
            5 => Bus::Spi5,
            6 => Bus::Spi6,
            b => return Err(BusError::new(name, format!("no SPI bus {b}"))),
        };
        const SS: [SlaveSelect; 16] = [
            SlaveSelect::Ss0,
            SlaveSelect::Ss1,
            SlaveSelect::Ss2,
            SlaveSelect::Ss3,
            SlaveSelect::Ss4,
            SlaveSelect::Ss5,
            SlaveSelect::Ss6,
            SlaveSelect::Ss7,
            SlaveSelect::Ss8,
            SlaveSelect::Ss9,
            SlaveSelect::Ss10,
            SlaveSelect::Ss11,
            SlaveSelect::Ss12,
            SlaveSelect::Ss13,
            SlaveSelect::Ss14,
            SlaveSelect::Ss15,
        ];
        let ss = *SS
            .get(usize::from(dev.cs))
            .ok_or_else(|| BusError::new(&name, "no such chip select"))?;
        let mode = match mode {
            0 => Mode::Mode0,
            1 => Mode::Mode1,
            2 => Mode::Mode2,
            3 => Mode::Mode3,
            m => return Err(BusError::new(name, format!("no SPI mode {m}"))),
        };
        let spi = Spi::new(bus, ss, clock_hz, mode).map_err(|e| {
            BusError::new(&name, format!("cannot open /dev/spidev{}.{}: {e} (is SPI enabled in config.txt, and the user in group spi?)", dev.bus, dev.cs))
        })?;
        Ok(RppalSpi { name, spi })
    }
}

impl SpiBus for RppalSpi {
    fn name(&self) -> &str {
        &self.name
    }

    fn transfer(&mut self, read: &mut [u8], write: &[u8]) -> Result<(), BusError> {
        let n = self
            .spi
            .transfer(read, write)
            .map_err(|e| BusError::new(&self.name, e))?;
        if n != read.len() {
            return Err(BusError::new(
                &self.name,
                format!("short transfer: {n} of {} bytes", read.len()),
            ));
        }
        Ok(())
    }
}

/// An I2C bus through rppal.
pub struct RppalI2c {
    name: String,
    i2c: rppal::i2c::I2c,
    addr: Option<u8>,
}

impl RppalI2c {
    fn select(&mut self, addr: u8) -> Result<(), BusError> {
        if self.addr != Some(addr) {
            self.i2c
                .set_slave_address(u16::from(addr))
                .map_err(|e| BusError::new(self.dev(addr), e))?;
            self.addr = Some(addr);
        }
        Ok(())
    }

    fn dev(&self, addr: u8) -> String {
        format!("{}@{addr:#04x}", self.name)
    }
}

impl I2cBus for RppalI2c {
    fn name(&self) -> &str {
        &self.name
    }

    fn write(&mut self, addr: u8, bytes: &[u8]) -> Result<(), BusError> {
        self.select(addr)?;
        let n = self
            .i2c
            .write(bytes)
            .map_err(|e| BusError::new(self.dev(addr), e))?;
        if n != bytes.len() {
            return Err(BusError::new(
                self.dev(addr),
                format!("short write: {n} of {} bytes", bytes.len()),
            ));
        }
        Ok(())
    }

    fn write_read(&mut self, addr: u8, write: &[u8], read: &mut [u8]) -> Result<(), BusError> {
        self.select(addr)?;
        self.i2c
            .write_read(write, read)
            .map_err(|e| BusError::new(self.dev(addr), e))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Output,
    Input,
    Edges,
}

/// GPIO lines of one request (all on one chip, as on every Pi header).
pub struct GpioLines {
    name: String,
    req: Request,
    offsets: Vec<Offset>,
    values: Values,
}

/// The chip and offset of a configured line.
fn resolve(role: &str, spec: &LineSpec) -> Result<(PathBuf, Offset), BusError> {
    match spec {
        LineSpec::Named(name) => gpiocdev::find_named_line(name)
            .map(|found| (found.chip, found.info.offset))
            .ok_or_else(|| {
                BusError::new(
                    role,
                    format!(
                        "no GPIO line named `{name}` (see `gpioinfo`; is the user in group gpio?)"
                    ),
                )
            }),
        LineSpec::Offset { chip, offset } => {
            let path = if chip.starts_with('/') {
                PathBuf::from(chip)
            } else {
                PathBuf::from("/dev").join(chip)
            };
            Ok((path, *offset))
        }
    }
}

impl GpioLines {
    fn request(req: &LineRequest<'_>, kind: Kind) -> Result<GpioLines, BusError> {
        let role = req.role;
        let mut chip: Option<PathBuf> = None;
        let mut offsets = Vec::new();
        let mut seen = HashSet::new();
        for spec in req.lines {
            let (c, off) = resolve(role, spec)?;
            match &chip {
                None => chip = Some(c),
                Some(first) if *first != c => {
                    return Err(BusError::new(
                        role,
                        format!(
                            "line {spec} is on {} but the others on {}: one request needs one chip",
                            c.display(),
                            first.display()
                        ),
                    ));
                }
                Some(_) => {}
            }
            if !seen.insert(off) {
                return Err(BusError::new(role, format!("line {spec} is listed twice")));
            }
            offsets.push(off);
        }
        let chip = chip.ok_or_else(|| BusError::new(role, "no lines"))?;
        let mut b = Request::builder();
        b.on_chip(&chip)
            .with_consumer(format!("jadoube:{role}"))
            .with_lines(&offsets);
        if req.active_low {
            b.as_active_low();
        }
        match kind {
            Kind::Output => {
                b.as_output(Value::Inactive);
            }
            Kind::Input | Kind::Edges => {
                b.as_input();
                if let Some(bias) = req.bias {
                    b.with_bias(match bias {
                        Bias::PullUp => gpiocdev::line::Bias::PullUp,
                        Bias::PullDown => gpiocdev::line::Bias::PullDown,
                        Bias::Disabled => gpiocdev::line::Bias::Disabled,
                    });
                }
                if let Some(d) = req.debounce.filter(|d| !d.is_zero()) {
                    b.with_debounce_period(d);
                }
                if kind == Kind::Edges {
                    b.with_edge_detection(EdgeDetection::BothEdges);
                }
            }
        }
        let request = b.request().map_err(|e| {
            BusError::new(
                role,
                format!("cannot request lines on {}: {e}", chip.display()),
            )
        })?;
        let values = Values::from_offsets(&offsets);
        Ok(GpioLines {
            name: role.to_string(),
            req: request,
            offsets,
            values,
        })
    }

    fn read_bits(&mut self) -> Result<u64, BusError> {
        self.req
            .values(&mut self.values)
            .map_err(|e| BusError::new(&self.name, e))?;
        Ok(self
            .offsets
            .iter()
            .enumerate()
            .filter(|(_, off)| self.values.get(**off) == Some(Value::Active))
            .fold(0, |acc, (i, _)| acc | 1 << i))
    }
}

impl OutputLines for GpioLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.offsets.len()
    }

    fn set(&mut self, index: usize, active: bool) -> Result<(), BusError> {
        let off = *self
            .offsets
            .get(index)
            .ok_or_else(|| BusError::new(&self.name, format!("no line {index}")))?;
        let v = if active {
            Value::Active
        } else {
            Value::Inactive
        };
        self.req
            .set_value(off, v)
            .map_err(|e| BusError::new(&self.name, e))
    }
}

impl InputLines for GpioLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.offsets.len()
    }

    fn read(&mut self) -> Result<u64, BusError> {
        self.read_bits()
    }
}

impl EdgeLines for GpioLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.offsets.len()
    }

    fn next_edge(&mut self, timeout: Duration) -> Result<Option<Edge>, BusError> {
        let ready = self
            .req
            .wait_edge_event(timeout)
            .map_err(|e| BusError::new(&self.name, e))?;
        if !ready {
            return Ok(None);
        }
        let ev = self
            .req
            .read_edge_event()
            .map_err(|e| BusError::new(&self.name, e))?;
        let line = self
            .offsets
            .iter()
            .position(|o| *o == ev.offset)
            .unwrap_or(0);
        Ok(Some(Edge {
            line,
            rising: ev.kind == EdgeKind::Rising,
            timestamp_ns: ev.timestamp_ns,
        }))
    }

    fn levels(&mut self) -> Result<u64, BusError> {
        self.read_bits()
    }
}

/// CLOCK_MONOTONIC in nanoseconds: the clock of gpiocdev's edge timestamps.
pub fn monotonic_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the pointer it is given.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    if rc != 0 {
        return 0;
    }
    (ts.tv_sec as u64)
        .saturating_mul(1_000_000_000)
        .saturating_add(ts.tv_nsec as u64)
}
