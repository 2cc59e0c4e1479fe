//! The buses on real devices: rppal for SPI (`/dev/spidevB.C`) and I2C
//! (`/dev/i2c-N`), gpiocdev for GPIO lines (`/dev/gpiochipN`, lines found
//! by name: the configuration's, then the other names Pi kernels give the
//! same header line, [`super::bus::find_line`]).
//!
//! rppal is retired (2025) and its GPIO chip lookup breaks on current Pi 5
//! kernels, so only its SPI and I2C are used: both are thin ioctl wrappers
//! over the kernel devices and need no Pi model detection
//! (`Spi::new` and `I2c::with_bus` open the device node they are given).
//! I2C uses rppal rather than linux-embedded-hal because rppal is already
//! here for SPI and has the I2C-block transfers the MCP23017 register
//! accesses need (below), and linux-embedded-hal would add i2cdev, nix,
//! spidev, sysfs_gpio and serialport for one ioctl. Should rppal stop
//! building, [`RppalI2c`] and [`RppalSpi`] are the only code to replace.
//!
//! Register accesses go to the kernel as SMBus "I2C block" transfers
//! (`I2C_SMBUS` ioctl) whenever the adapter offers them: a write of a
//! register and its data, and a register write followed, after a repeated
//! start, by a read. On an adapter with plain I2C (the Pi's i2c-bcm2835)
//! the kernel turns them into exactly the messages an `I2C_RDWR` would send;
//! on an SMBus-only adapter (`i2c-stub`, which the kernel-interface tests
//! in the VM use, and some SMBus controllers) they are the only way in.
//! Other shapes fall back to plain `write` and `I2C_RDWR`.
//!
//! A GPIO chip can go away (an expander chip with a kernel driver unbound,
//! a removed gpio-sim chip): the kernel then answers ENODEV on the request.
//! [`GpioLines`] drops such a request and asks for the lines again, found
//! by name again, at its next use, so the caller sees errors while the chip
//! is gone (a `sensor_fault` for a sensor wiring) and normal readings once
//! it is back.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::Duration;

use gpiocdev::Request;
use gpiocdev::line::{EdgeDetection, EdgeKind, Offset, Value, Values};

use super::bus::{
    BusError, BusProvider, BusWhy, Delay, DeviceGroup, Edge, EdgeLines, FoundLine, FoundLines,
    I2cBus, InputLines, LineRequest, OsWhy, OutputLines, RunWhy, SpiBus,
};
use crate::config::{Bias, LineSpec, SpiDevice};

/// Opens the real devices.
#[derive(Debug, Default)]
pub struct RealBuses {
    found: FoundLines,
}

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
        let i2c = rppal::i2c::I2c::with_bus(bus).map_err(|e| {
            let os = match &e {
                rppal::i2c::Error::Io(io) => Some(OsWhy::of(io)),
                _ => None,
            };
            BusError::of(
                &name,
                BusWhy::CannotOpen {
                    device: format!("/dev/i2c-{bus}"),
                    os,
                    detail: e.to_string(),
                    group: DeviceGroup::I2c,
                },
            )
        })?;
        let caps = i2c.capabilities();
        Ok(Box::new(RppalI2c {
            name,
            i2c,
            addr: None,
            block_write: caps.i2c_block_write(),
            block_read: caps.i2c_block_read(),
        }))
    }

    fn outputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn OutputLines>, BusError> {
        let lines = GpioLines::request(req, Kind::Output, &self.found)?;
        Ok(Box::new(lines))
    }

    fn inputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn InputLines>, BusError> {
        Ok(Box::new(GpioLines::request(req, Kind::Input, &self.found)?))
    }

    fn edges(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn EdgeLines>, BusError> {
        Ok(Box::new(GpioLines::request(req, Kind::Edges, &self.found)?))
    }

    fn delay(&mut self) -> Box<dyn Delay> {
        Box::new(ThreadDelay)
    }

    fn lines_found(&self) -> Vec<FoundLine> {
        self.found.get()
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
            b => return Err(BusError::of(name, BusWhy::NoSpiBus(b))),
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
            .ok_or_else(|| BusError::of(&name, BusWhy::NoChipSelect))?;
        let mode = match mode {
            0 => Mode::Mode0,
            1 => Mode::Mode1,
            2 => Mode::Mode2,
            3 => Mode::Mode3,
            m => return Err(BusError::of(name, BusWhy::NoSpiMode(m))),
        };
        let spi = Spi::new(bus, ss, clock_hz, mode).map_err(|e| {
            let os = match &e {
                rppal::spi::Error::Io(io) => Some(OsWhy::of(io)),
                _ => None,
            };
            BusError::of(
                &name,
                BusWhy::CannotOpen {
                    device: format!("/dev/spidev{}.{}", dev.bus, dev.cs),
                    os,
                    detail: e.to_string(),
                    group: DeviceGroup::Spi,
                },
            )
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
            .map_err(|e| BusError::run(&self.name, RunWhy::Spi(e.to_string())))?;
        if n != read.len() {
            return Err(BusError::run(
                &self.name,
                RunWhy::ShortTransfer {
                    done: n,
                    of: read.len(),
                },
            ));
        }
        Ok(())
    }
}

/// The most data bytes one SMBus I2C-block transfer carries.
const I2C_BLOCK_MAX: usize = 32;

/// An I2C bus through rppal.
pub struct RppalI2c {
    name: String,
    i2c: rppal::i2c::I2c,
    addr: Option<u8>,
    /// The adapter offers SMBus I2C-block writes and reads.
    block_write: bool,
    block_read: bool,
}

impl RppalI2c {
    fn select(&mut self, addr: u8) -> Result<(), BusError> {
        if self.addr != Some(addr) {
            self.i2c
                .set_slave_address(u16::from(addr))
                .map_err(|e| self.failed(addr, e))?;
            self.addr = Some(addr);
        }
        Ok(())
    }

    fn dev(&self, addr: u8) -> String {
        format!("{}@{addr:#04x}", self.name)
    }

    fn failed(&self, addr: u8, e: rppal::i2c::Error) -> BusError {
        BusError::run(self.dev(addr), RunWhy::I2c(e.to_string()))
    }
}

impl I2cBus for RppalI2c {
    fn name(&self) -> &str {
        &self.name
    }

    fn write(&mut self, addr: u8, bytes: &[u8]) -> Result<(), BusError> {
        self.select(addr)?;
        if let [register, data @ ..] = bytes
            && self.block_write
            && !data.is_empty()
            && data.len() <= I2C_BLOCK_MAX
        {
            // START, address+W, register, data..., STOP: the same bytes as
            // a plain write of `bytes`.
            return self
                .i2c
                .block_write(*register, data)
                .map_err(|e| self.failed(addr, e));
        }
        let n = self.i2c.write(bytes).map_err(|e| self.failed(addr, e))?;
        if n != bytes.len() {
            return Err(BusError::run(
                self.dev(addr),
                RunWhy::ShortWrite {
                    done: n,
                    of: bytes.len(),
                },
            ));
        }
        Ok(())
    }

    fn write_read(&mut self, addr: u8, write: &[u8], read: &mut [u8]) -> Result<(), BusError> {
        self.select(addr)?;
        if let [register] = write
            && self.block_read
            && !read.is_empty()
            && read.len() <= I2C_BLOCK_MAX
        {
            // START, address+W, register, repeated START, address+R,
            // read.len() bytes, STOP.
            return self
                .i2c
                .block_read(*register, read)
                .map_err(|e| self.failed(addr, e));
        }
        self.i2c
            .write_read(write, read)
            .map_err(|e| self.failed(addr, e))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Output,
    Input,
    Edges,
}

/// GPIO lines of one request (all on one chip, as on every Pi header).
///
/// When the chip goes away (ENODEV), the request is dropped and the error
/// returned; the next use asks for the lines again (by name, so the chip
/// may come back under another number), and outputs get their last values
/// back.
pub struct GpioLines {
    name: String,
    /// Where the lines were found, for `diag`.
    found: FoundLines,
    kind: Kind,
    lines: Vec<LineSpec>,
    active_low: bool,
    bias: Option<Bias>,
    debounce: Option<Duration>,
    req: Option<Request>,
    offsets: Vec<Offset>,
    values: Values,
    /// The last value set on each output.
    set: Vec<bool>,
    /// Why the request was dropped (its chip went away), until it is back.
    gone: Option<String>,
}

/// The lines of the system's chips by name: the first line of each name,
/// chips in the order of their numbers (as `gpioinfo` lists them).
fn named_lines() -> Result<HashMap<String, (PathBuf, Offset)>, gpiocdev::Error> {
    let mut names = HashMap::new();
    for l in gpiocdev::LineIterator::new()? {
        if !l.info.name.is_empty() {
            names.entry(l.info.name).or_insert((l.chip, l.info.offset));
        }
    }
    Ok(names)
}

/// Finds a configured line on this system's GPIO chips
/// ([`super::bus::find_line`]: by its name, then by the other names Pi
/// kernels give the same header line).
pub fn find_line(role: &str, spec: &LineSpec) -> Result<FoundLine, BusError> {
    find_lines(role, std::slice::from_ref(spec)).map(|mut v| v.remove(0))
}

/// Finds lines, listing the chips' lines once for all of them.
fn find_lines(role: &str, specs: &[LineSpec]) -> Result<Vec<FoundLine>, BusError> {
    let names = if specs.iter().any(|s| matches!(s, LineSpec::Named(_))) {
        named_lines().map_err(|e| {
            BusError::of(
                role,
                BusWhy::CannotListLines {
                    no_chips: matches!(e, gpiocdev::Error::NoGpioChips()),
                    os: gpio_os(&e),
                    detail: e.to_string(),
                },
            )
        })?
    } else {
        HashMap::new()
    };
    specs
        .iter()
        .map(|spec| super::bus::find_line(role, spec, |n| names.get(n).cloned()))
        .collect()
}

/// The system's reason of a gpiocdev error, when it is one.
fn gpio_os(e: &gpiocdev::Error) -> Option<OsWhy> {
    match e {
        gpiocdev::Error::Os(n) => Some(OsWhy::of(&std::io::Error::from_raw_os_error(n.0))),
        _ => None,
    }
}

/// The kernel said ENODEV: the chip of the request was removed. gpiocdev
/// keeps the errno only in the error's text (its uAPI error type is not
/// public), as `std::io::Error` writes it.
fn chip_gone(e: &gpiocdev::Error) -> bool {
    let enodev = std::io::Error::from_raw_os_error(libc::ENODEV).to_string();
    let mut source: Option<&dyn std::error::Error> = Some(e);
    while let Some(err) = source {
        if err.to_string().contains(&enodev) {
            return true;
        }
        source = err.source();
    }
    false
}

impl GpioLines {
    fn request(
        req: &LineRequest<'_>,
        kind: Kind,
        found: &FoundLines,
    ) -> Result<GpioLines, BusError> {
        let mut lines = GpioLines {
            name: req.role.to_string(),
            found: found.clone(),
            kind,
            lines: req.lines.to_vec(),
            active_low: req.active_low,
            bias: req.bias,
            debounce: req.debounce,
            req: None,
            offsets: Vec::new(),
            values: Values::default(),
            set: vec![false; req.lines.len()],
            gone: None,
        };
        lines.open()?;
        Ok(lines)
    }

    /// Finds the lines and requests them from their chip.
    fn open(&mut self) -> Result<(), BusError> {
        let role = self.name.as_str();
        let mut chip: Option<PathBuf> = None;
        let mut offsets = Vec::new();
        let mut seen = HashSet::new();
        let found = find_lines(role, &self.lines)?;
        for f in &found {
            let (spec, c, off) = (&f.spec, &f.chip, f.offset);
            match &chip {
                None => chip = Some(c.clone()),
                Some(first) if first != c => {
                    return Err(BusError::of(
                        role,
                        BusWhy::OtherChip {
                            line: spec.to_string(),
                            chip: c.display().to_string(),
                            first: first.display().to_string(),
                        },
                    ));
                }
                Some(_) => {}
            }
            if !seen.insert(off) {
                return Err(BusError::of(role, BusWhy::ListedTwice(spec.to_string())));
            }
            offsets.push(off);
        }
        let chip = chip.ok_or_else(|| BusError::of(role, BusWhy::NoLines))?;
        let mut b = Request::builder();
        b.on_chip(&chip)
            .with_consumer(format!("jadoube:{role}"))
            .with_lines(&offsets);
        if self.active_low {
            b.as_active_low();
        }
        match self.kind {
            Kind::Output => {
                b.as_output(Value::Inactive);
            }
            Kind::Input | Kind::Edges => {
                b.as_input();
                if let Some(bias) = self.bias {
                    b.with_bias(match bias {
                        Bias::PullUp => gpiocdev::line::Bias::PullUp,
                        Bias::PullDown => gpiocdev::line::Bias::PullDown,
                        Bias::Disabled => gpiocdev::line::Bias::Disabled,
                    });
                }
                if let Some(d) = self.debounce.filter(|d| !d.is_zero()) {
                    b.with_debounce_period(d);
                }
                if self.kind == Kind::Edges {
                    b.with_edge_detection(EdgeDetection::BothEdges);
                }
            }
        }
        let request = b.request().map_err(|e| {
            BusError::of(
                role,
                BusWhy::CannotRequest {
                    chip: chip.display().to_string(),
                    os: gpio_os(&e),
                    detail: e.to_string(),
                },
            )
        })?;
        if self.kind == Kind::Output {
            for (off, on) in offsets.iter().zip(&self.set) {
                if *on {
                    request
                        .set_value(*off, Value::Active)
                        .map_err(|e| BusError::run(role, RunWhy::Gpio(e.to_string())))?;
                }
            }
        }
        for f in found.iter().filter(|f| f.by_other_name()) {
            tracing::info!("{role}: {f}");
        }
        self.found.record(role, &found);
        self.values = Values::from_offsets(&offsets);
        self.offsets = offsets;
        self.req = Some(request);
        Ok(())
    }

    /// The request, asked for again if its chip went away.
    fn live(&mut self) -> Result<&Request, BusError> {
        self.ensure()?;
        Ok(self.req.as_ref().expect("just opened"))
    }

    fn ensure(&mut self) -> Result<(), BusError> {
        if self.req.is_none() {
            if let Err(e) = self.open() {
                let why = self.gone.as_deref().unwrap_or("gone");
                let lines = self
                    .lines
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>();
                return Err(BusError::run(
                    &self.name,
                    RunWhy::NotBack {
                        lines: lines.join(", "),
                        gone: why.to_string(),
                        now: e.message,
                    },
                ));
            }
            self.gone = None;
        }
        Ok(())
    }

    /// A failed operation: forget the request if its chip went away.
    fn failed(&mut self, e: gpiocdev::Error) -> BusError {
        if chip_gone(&e) {
            self.req = None;
            self.gone = Some(e.to_string());
            BusError::run(&self.name, RunWhy::ChipGone(e.to_string()))
        } else {
            BusError::run(&self.name, RunWhy::Gpio(e.to_string()))
        }
    }

    fn read_bits(&mut self) -> Result<u64, BusError> {
        let mut values = std::mem::take(&mut self.values);
        let r = self.live()?.values(&mut values);
        self.values = values;
        r.map_err(|e| self.failed(e))?;
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
        self.lines.len()
    }

    fn set(&mut self, index: usize, active: bool) -> Result<(), BusError> {
        if index >= self.lines.len() {
            return Err(BusError::of(&self.name, BusWhy::NoLine(index)));
        }
        self.set[index] = active;
        let v = if active {
            Value::Active
        } else {
            Value::Inactive
        };
        self.ensure()?;
        // After a reopen the offsets are the new chip's.
        let r = self
            .req
            .as_ref()
            .expect("ensured")
            .set_value(self.offsets[index], v);
        r.map_err(|e| self.failed(e))
    }
}

impl InputLines for GpioLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.lines.len()
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
        self.lines.len()
    }

    fn next_edge(&mut self, timeout: Duration) -> Result<Option<Edge>, BusError> {
        let req = self.live()?;
        let ready = req.wait_edge_event(timeout).and_then(|ready| {
            if ready {
                req.read_edge_event().map(Some)
            } else {
                Ok(None)
            }
        });
        let Some(ev) = ready.map_err(|e| self.failed(e))? else {
            return Ok(None);
        };
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
