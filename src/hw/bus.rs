//! The buses, behind small traits: SPI transfers, GPIO lines (outputs,
//! inputs, edge events) and I2C transactions. [`super::real`] implements
//! them on the devices (rppal for SPI and I2C, gpiocdev for GPIO);
//! [`super::fake`] replays recorded bytes and injects faults.
//!
//! A [`BusProvider`] opens buses by what the configuration names, so the
//! wirings are built the same way on a board and in a test.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::config::{Bias, LineSpec, SpiDevice};

/// A failed bus operation. `bus` names the device (`spi0.0`, `i2c-1@0x21`,
/// `sensor.matrix.columns`) so a fault report can say where to look.
/// `message` is the English; `why`, when the case has a kind, the same in
/// fields, for the command line to say in the person's language
/// (`cli::hw_words`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{bus}: {message}")]
pub struct BusError {
    pub bus: String,
    pub message: String,
    pub why: Option<BusWhy>,
}

impl BusError {
    pub fn new(bus: impl Into<String>, message: impl std::fmt::Display) -> BusError {
        BusError {
            bus: bus.into(),
            message: message.to_string(),
            why: None,
        }
    }

    /// A running bus's failure of a known kind.
    pub fn run(bus: impl Into<String>, why: RunWhy) -> BusError {
        BusError::of(bus, BusWhy::Run(Box::new(why)))
    }

    /// An error of a known kind; its message is the kind's English.
    pub fn of(bus: impl Into<String>, why: BusWhy) -> BusError {
        BusError {
            bus: bus.into(),
            message: why.to_string(),
            why: Some(why),
        }
    }
}

/// The operating system's reason, as kind and number (said in words by the
/// command line and the screen, never as "os error N").
pub use crate::words::hw_fault::{OsWhy, RunWhy};

/// Which group a device's user needs (the hint of a device not opened).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceGroup {
    /// SPI: enabled in config.txt, group spi.
    Spi,
    /// I2C: no hint (as before).
    I2c,
}

/// The kinds of bus errors met when opening the devices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BusWhy {
    /// `/dev/spidevB.C` or `/dev/i2c-N` cannot be opened; `os` when the
    /// library's reason is the system's, `detail` the library's English.
    CannotOpen {
        device: String,
        os: Option<OsWhy>,
        detail: String,
        group: DeviceGroup,
    },
    NoSpiBus(u8),
    NoChipSelect,
    NoSpiMode(u8),
    /// The system's GPIO lines cannot be listed.
    CannotListLines {
        no_chips: bool,
        os: Option<OsWhy>,
        detail: String,
    },
    /// No line of these names (`tried`, quoted); `spec` when the names are
    /// the ones Pi kernels give it.
    LineNotFound {
        tried: Vec<String>,
        spec: Option<String>,
    },
    /// A request's lines on two chips.
    OtherChip {
        line: String,
        chip: String,
        first: String,
    },
    ListedTwice(String),
    NoLines,
    NoLine(usize),
    CannotRequest {
        chip: String,
        os: Option<OsWhy>,
        detail: String,
    },
    /// The wiring's `[sensor.mapping]` refused (a validated configuration
    /// cannot have it): the key, the English, the rule.
    Mapping {
        key: String,
        message: String,
        why: Box<crate::config::ConfigWhy>,
    },
    /// No `[sensor.KIND]` table (a validated configuration has it).
    NoTable(&'static str),
    /// A clock without a press line (a validated configuration has one).
    NoPressLine,
    /// A bus that fails while it runs (`words::hw_fault`, where the screen
    /// reads it back from the journal's English).
    Run(Box<RunWhy>),
}

impl std::fmt::Display for BusWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BusWhy::CannotOpen {
                device,
                detail,
                group,
                ..
            } => {
                write!(f, "cannot open {device}: {detail}")?;
                if *group == DeviceGroup::Spi {
                    write!(
                        f,
                        " (is SPI enabled in config.txt, and the user in group spi?)"
                    )?;
                }
                Ok(())
            }
            BusWhy::NoSpiBus(b) => write!(f, "no SPI bus {b}"),
            BusWhy::NoChipSelect => write!(f, "no such chip select"),
            BusWhy::NoSpiMode(m) => write!(f, "no SPI mode {m}"),
            BusWhy::CannotListLines { detail, .. } => write!(
                f,
                "cannot list the GPIO lines: {detail} (is the user in group gpio?)"
            ),
            BusWhy::LineNotFound { tried, spec } => {
                let tried = quoted(tried);
                write!(f, "no GPIO line named {tried}")?;
                if let Some(spec) = spec {
                    write!(f, " (the names Pi kernels give {spec})")?;
                }
                write!(f, ": see `gpioinfo`; is the user in group gpio?")
            }
            BusWhy::OtherChip { line, chip, first } => write!(
                f,
                "line {line} is on {chip} but the others on {first}: one request needs one chip"
            ),
            BusWhy::ListedTwice(line) => write!(f, "line {line} is listed twice"),
            BusWhy::NoLines => write!(f, "no lines"),
            BusWhy::NoLine(i) => write!(f, "no line {i}"),
            BusWhy::CannotRequest { chip, detail, .. } => {
                write!(f, "cannot request lines on {chip}: {detail}")
            }
            BusWhy::Mapping { key, message, .. } => write!(f, "{key}: {message}"),
            BusWhy::NoTable(kind) => write!(f, "no [sensor.{kind}] table (run check-config)"),
            BusWhy::NoPressLine => write!(f, "no press line configured (run check-config)"),
            BusWhy::Run(why) => write!(f, "{why}"),
        }
    }
}

/// `"a" or "b"`.
pub fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(" or ")
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

/// Where a configured GPIO line was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundLine {
    /// The configuration key (`clock`, `sensor.matrix.columns`).
    pub role: String,
    /// The line as configured.
    pub spec: LineSpec,
    /// The name the kernel gives it, that it was found by (`None`: the
    /// configuration gave a chip and offset).
    pub name: Option<String>,
    /// The chip's device (`/dev/gpiochip0`).
    pub chip: PathBuf,
    pub offset: u32,
}

impl FoundLine {
    /// Found by another name than the configuration's (`GPIO10` on a Pi 4,
    /// whose kernel calls it `SPI_MOSI`).
    pub fn by_other_name(&self) -> bool {
        self.name
            .as_deref()
            .is_some_and(|n| *n != self.spec.to_string())
    }
}

impl std::fmt::Display for FoundLine {
    /// `GPIO10 found as "SPI_MOSI": /dev/gpiochip0 line 10`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.name {
            Some(n) if self.by_other_name() => write!(f, "{} found as \"{n}\"", self.spec)?,
            Some(_) => write!(f, "{} found by name", self.spec)?,
            None => write!(f, "{}", self.spec)?,
        }
        write!(f, ": {} line {}", self.chip.display(), self.offset)
    }
}

/// Finds a configured line: a chip and offset as given; a name by the name,
/// then by the other names Pi kernels give the same header line
/// ([`LineSpec::kernel_names`]: a Pi 3 or 4 calls GPIO10 `SPI_MOSI`, a Pi 5
/// `GPIO10`), each looked up by `lookup` among the lines of the system's
/// chips. The error names every name tried.
pub fn find_line(
    role: &str,
    spec: &LineSpec,
    lookup: impl Fn(&str) -> Option<(PathBuf, u32)>,
) -> Result<FoundLine, BusError> {
    let found = |name: Option<String>, chip: PathBuf, offset: u32| FoundLine {
        role: role.to_string(),
        spec: spec.clone(),
        name,
        chip,
        offset,
    };
    match spec {
        LineSpec::Offset { chip, offset } => {
            let path = if chip.starts_with('/') {
                PathBuf::from(chip)
            } else {
                Path::new("/dev").join(chip)
            };
            Ok(found(None, path, *offset))
        }
        LineSpec::Named(_) => {
            let names = spec.kernel_names();
            for name in &names {
                if let Some((chip, offset)) = lookup(name) {
                    return Ok(found(Some(name.clone()), chip, offset));
                }
            }
            let spec = (names.len() > 1).then(|| spec.to_string());
            Err(BusError::of(
                role,
                BusWhy::LineNotFound { tried: names, spec },
            ))
        }
    }
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
    /// The GPIO lines found so far, and how (for `diag`); the last request
    /// of each role.
    fn lines_found(&self) -> Vec<FoundLine> {
        Vec::new()
    }
}

/// The lines found, kept by a provider for [`BusProvider::lines_found`]:
/// a new request of a role replaces what that role found before.
#[derive(Clone, Debug, Default)]
pub struct FoundLines(std::sync::Arc<std::sync::Mutex<Vec<FoundLine>>>);

impl FoundLines {
    pub fn record(&self, role: &str, found: &[FoundLine]) {
        let mut all = self.0.lock().unwrap_or_else(|p| p.into_inner());
        all.retain(|f| f.role != role);
        all.extend_from_slice(found);
    }

    pub fn get(&self) -> Vec<FoundLine> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The header's lines (offsets 0 to 27) as `gpioinfo` lists them on a
    /// Pi 4 (the names of the kernel's device tree, bcm2711-rpi-4-b.dts), and
    /// a chip of other lines.
    fn pi4() -> Vec<(&'static str, Vec<String>)> {
        let header = include_str!("../../tests/data/pi4-gpio-names.txt")
            .lines()
            .map(str::to_string)
            .collect();
        let exp = ["BT_ON", "WL_ON", "PWR_LED_OFF", "GLOBAL_RESET"];
        vec![
            ("/dev/gpiochip0", header),
            (
                "/dev/gpiochip1",
                exp.iter().map(|s| s.to_string()).collect(),
            ),
        ]
    }

    /// The same on a Pi 5 (bcm2712-rpi-5-b.dts: `ID_SDA`, `ID_SCL`, then
    /// `GPIO2`...), the header's chip after another, as kernels before
    /// 6.6.45 numbered them.
    fn pi5() -> Vec<(&'static str, Vec<String>)> {
        let mut header: Vec<String> = (0..28).map(|i| format!("GPIO{i}")).collect();
        header[0] = "ID_SDA".into();
        header[1] = "ID_SCL".into();
        let other = ["2712_BOOT_CS_N", "PCIE_SDA", "PCIE_SCL"];
        vec![
            (
                "/dev/gpiochip0",
                other.iter().map(|s| s.to_string()).collect(),
            ),
            ("/dev/gpiochip4", header),
        ]
    }

    /// The first line of that name, chip by chip (as gpiocdev finds it).
    fn on(chips: &[(&'static str, Vec<String>)]) -> impl Fn(&str) -> Option<(PathBuf, u32)> {
        move |name: &str| {
            chips.iter().find_map(|(chip, lines)| {
                let i = lines.iter().position(|l| l == name)?;
                Some((PathBuf::from(chip), i as u32))
            })
        }
    }

    fn find(chips: &[(&'static str, Vec<String>)], spec: &str) -> Result<FoundLine, BusError> {
        find_line("clock", &spec.parse().unwrap(), on(chips))
    }

    #[test]
    fn a_header_line_is_found_on_a_pi_4_and_a_pi_5_by_either_name() {
        let (pi4, pi5) = (pi4(), pi5());
        let f = find(&pi4, "GPIO10").unwrap();
        assert_eq!(f.name.as_deref(), Some("SPI_MOSI"));
        assert_eq!(
            (f.chip.as_path(), f.offset),
            (Path::new("/dev/gpiochip0"), 10)
        );
        assert!(f.by_other_name());
        assert_eq!(
            f.to_string(),
            "GPIO10 found as \"SPI_MOSI\": /dev/gpiochip0 line 10"
        );
        let f = find(&pi5, "GPIO10").unwrap();
        assert_eq!(f.name.as_deref(), Some("GPIO10"));
        assert_eq!(
            (f.chip.as_path(), f.offset),
            (Path::new("/dev/gpiochip4"), 10)
        );
        assert_eq!(
            f.to_string(),
            "GPIO10 found by name: /dev/gpiochip4 line 10"
        );
        // The Pi 4's name on a Pi 5, and GPIO0, which a Pi 5 calls ID_SDA.
        let f = find(&pi5, "SPI_MOSI").unwrap();
        assert_eq!((f.name.as_deref(), f.offset), (Some("GPIO10"), 10));
        for pi in [&pi4, &pi5] {
            let f = find(pi, "GPIO0").unwrap();
            assert_eq!((f.name.as_deref(), f.offset), (Some("ID_SDA"), 0));
            let f = find(pi, "GPIO17").unwrap();
            assert_eq!((f.name.as_deref(), f.offset), (Some("GPIO17"), 17));
            assert!(!f.by_other_name());
        }
        // Every header line, on both.
        for n in 0..28 {
            for pi in [&pi4, &pi5] {
                assert_eq!(find(pi, &format!("GPIO{n}")).unwrap().offset, n);
            }
        }
    }

    #[test]
    fn the_name_as_written_comes_first() {
        // A board whose kernel has both names, on different lines: the
        // configuration's wins.
        let chips = vec![
            ("/dev/gpiochip0", vec!["SPI_MOSI".to_string()]),
            ("/dev/gpiochip1", vec!["x".into(), "GPIO10".into()]),
        ];
        let f = find(&chips, "GPIO10").unwrap();
        assert_eq!(
            (f.chip.as_path(), f.offset),
            (Path::new("/dev/gpiochip1"), 1)
        );
        let f = find(&chips, "SPI_MOSI").unwrap();
        assert_eq!(
            (f.chip.as_path(), f.offset),
            (Path::new("/dev/gpiochip0"), 0)
        );
    }

    #[test]
    fn a_line_not_found_names_every_name_tried() {
        let none: Vec<(&'static str, Vec<String>)> = vec![("/dev/gpiochip0", vec![])];
        let e = find(&none, "GPIO10").unwrap_err();
        assert_eq!(e.bus, "clock");
        assert_eq!(
            e.message,
            "no GPIO line named \"GPIO10\" or \"SPI_MOSI\" (the names Pi kernels give GPIO10): see `gpioinfo`; is the user in group gpio?"
        );
        let e = find(&none, "GPIO17").unwrap_err();
        assert_eq!(
            e.message,
            "no GPIO line named \"GPIO17\": see `gpioinfo`; is the user in group gpio?"
        );
        let e = find(&none, "SPI_MOSI").unwrap_err();
        assert!(
            e.message
                .starts_with("no GPIO line named \"SPI_MOSI\" or \"GPIO10\"")
        );
    }

    #[test]
    fn a_chip_and_offset_is_taken_as_given() {
        let f = find(&[], "gpiochip4:10").unwrap();
        assert_eq!(
            (f.chip.as_path(), f.offset, &f.name),
            (Path::new("/dev/gpiochip4"), 10, &None)
        );
        assert_eq!(f.to_string(), "gpiochip4:10: /dev/gpiochip4 line 10");
        let f = find(&[], "/dev/gpiochip1:3").unwrap();
        assert_eq!(f.chip, Path::new("/dev/gpiochip1"));
    }

    #[test]
    fn a_new_request_of_a_role_replaces_what_it_found() {
        let reg = FoundLines::default();
        let pi4 = pi4();
        let a = find(&pi4, "GPIO10").unwrap();
        let b = find_line("led", &"GPIO27".parse().unwrap(), on(&pi4)).unwrap();
        reg.record("clock", std::slice::from_ref(&a));
        reg.record("led", std::slice::from_ref(&b));
        reg.record("clock", std::slice::from_ref(&a));
        assert_eq!(reg.get(), [b, a]);
    }
}
