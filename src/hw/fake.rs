//! Fake buses that replay recorded bytes, and a recorder that writes them.
//!
//! A recording is text, one bus operation per line:
//!
//! ```text
//! # 74HC165 chain on spi0.0: eight data bytes, then the SER byte
//! spi0.0 ff ff ff ff ff ff ff ff 00
//! spi0.0 ! Input/output error (os error 5)
//! i2c-1@0x20 ffff 0000 0000 ffff
//! sensor.matrix.columns 81
//! edge clock 0 rise 1.250
//! ```
//!
//! - `BUS BYTES…`: the bytes the next read on `BUS` returns (an SPI
//!   transfer's read buffer, an I2C register read at that address, or the
//!   levels of input lines, bit *i* = line *i*, little-endian). Bytes are hex,
//!   two digits each, and may be run together.
//! - `BUS ! MESSAGE`: the next operation on `BUS` fails with MESSAGE (a
//!   write, an output or a read: whichever comes first).
//! - `edge ROLE LINE rise|fall SECONDS`: an edge on line LINE of the edge
//!   lines ROLE (`clock`), with its kernel timestamp in seconds.
//!
//! Bus names are those of the devices: `spiB.C`, `i2c-N@0xAA`, and for GPIO
//! lines the configuration key they come from (`sensor.matrix.columns`,
//! `sensor.shift_register.load`, `clock`, `led`). Every write, line setting
//! and delay is logged so tests can assert what the driver did.
//!
//! GPIO lines are taken as configured, unless a test gives the fakes GPIO
//! chips with named lines ([`FakeHandle::set_gpio_chips`]): then they are
//! looked up there as on a board ([`super::bus::find_line`]), a line that is
//! not there is an error, and [`BusProvider::lines_found`] says how each was
//! found.

use std::collections::{HashMap, VecDeque};
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use super::bus::{
    BusError, BusProvider, BusWhy, Delay, Edge, EdgeLines, FoundLine, FoundLines, I2cBus,
    InputLines, LineRequest, OutputLines, RunWhy, SpiBus,
};
use crate::config::SpiDevice;

/// One recorded reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Bytes(Vec<u8>),
    Fail(String),
}

/// A parsed recording.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recording {
    pub replies: Vec<(String, Reply)>,
    pub edges: Vec<(String, Edge)>,
}

/// Why a line of a recording is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordingWhy {
    /// `edge` without its four fields.
    EdgeShape,
    LineIndex,
    RiseOrFall,
    /// The edge's seconds (`Time::parse_secs`): not a number.
    NotSeconds(String),
    /// More than six decimals.
    Decimals(String),
    TooLarge(String),
    /// Neither hex bytes nor `! message`.
    Hex,
    NoBytes,
}

impl std::fmt::Display for RecordingWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordingWhy::EdgeShape => write!(f, "expected `edge ROLE LINE rise|fall SECONDS`"),
            RecordingWhy::LineIndex => write!(f, "the line index is not a number"),
            RecordingWhy::RiseOrFall => write!(f, "expected rise or fall"),
            RecordingWhy::NotSeconds(s) => write!(f, "`{s}` is not a number of seconds"),
            RecordingWhy::Decimals(s) => write!(f, "`{s}`: more than six decimals (microseconds)"),
            RecordingWhy::TooLarge(s) => write!(f, "`{s}` is too large"),
            RecordingWhy::Hex => write!(f, "expected hex bytes, or `! message`"),
            RecordingWhy::NoBytes => write!(f, "no bytes"),
        }
    }
}

/// A recording's line refused: `line N: WHY: `LINE``.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {why}: `{text}`")]
pub struct RecordingError {
    pub line: usize,
    pub why: RecordingWhy,
    /// The line, trimmed.
    pub text: String,
}

/// The kind of `Time::parse_secs`'s reason for `s`.
fn seconds_why(s: &str, reason: &str) -> RecordingWhy {
    if reason.ends_with("is too large") {
        RecordingWhy::TooLarge(s.into())
    } else if reason.contains("six decimals") {
        RecordingWhy::Decimals(s.into())
    } else {
        RecordingWhy::NotSeconds(s.into())
    }
}

impl Recording {
    /// Parses the text form; errors name the line.
    pub fn parse(src: &str) -> Result<Recording, RecordingError> {
        let mut rec = Recording::default();
        for (n, raw) in src.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let err = |why: RecordingWhy| RecordingError {
                line: n + 1,
                why,
                text: raw.trim().to_string(),
            };
            let (bus, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let rest = rest.trim();
            if bus == "edge" {
                let t: Vec<&str> = rest.split_whitespace().collect();
                let [role, idx, dir, secs] = t[..] else {
                    return Err(err(RecordingWhy::EdgeShape));
                };
                let line = idx.parse().map_err(|_| err(RecordingWhy::LineIndex))?;
                let rising = match dir {
                    "rise" => true,
                    "fall" => false,
                    _ => return Err(err(RecordingWhy::RiseOrFall)),
                };
                let t =
                    crate::time::Time::parse_secs(secs).map_err(|e| err(seconds_why(secs, &e)))?;
                rec.edges.push((
                    role.to_string(),
                    Edge {
                        line,
                        rising,
                        timestamp_ns: t.micros() * 1000,
                    },
                ));
            } else if let Some(msg) = rest.strip_prefix('!') {
                rec.replies
                    .push((bus.to_string(), Reply::Fail(msg.trim().to_string())));
            } else {
                let bytes = parse_hex(rest).ok_or_else(|| err(RecordingWhy::Hex))?;
                if bytes.is_empty() {
                    return Err(err(RecordingWhy::NoBytes));
                }
                rec.replies.push((bus.to_string(), Reply::Bytes(bytes)));
            }
        }
        Ok(rec)
    }
}

fn parse_hex(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for tok in s.split_whitespace() {
        let tok = tok.strip_prefix("0x").unwrap_or(tok);
        if tok.len() % 2 != 0 {
            return None;
        }
        for i in (0..tok.len()).step_by(2) {
            out.push(u8::from_str_radix(tok.get(i..i + 2)?, 16).ok()?);
        }
    }
    Some(out)
}

/// Hex bytes as a recording writes them.
pub fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Default)]
struct Shared {
    queues: HashMap<String, (Vec<Reply>, usize)>,
    edges: HashMap<String, VecDeque<Edge>>,
    log: Vec<String>,
    delays: Vec<Duration>,
    repeat: bool,
    now_ns: u64,
    /// GPIO chips (device, line names by offset), if the test gave some.
    chips: Option<Vec<(PathBuf, Vec<String>)>>,
    found: FoundLines,
    /// `run --fake`: no log, no delays kept, edge waits block.
    live: bool,
}

impl Shared {
    /// The next reply on `bus` (borrowed: nothing is allocated per read).
    fn pop(&mut self, bus: &str) -> Result<&[u8], BusError> {
        let repeat = self.repeat;
        let Some((items, next)) = self.queues.get_mut(bus) else {
            return Err(BusError::run(bus, RunWhy::NothingRecorded));
        };
        if *next >= items.len() {
            if !repeat || items.is_empty() {
                return Err(BusError::run(bus, RunWhy::Exhausted));
            }
            *next = 0;
        }
        let r = &items[*next];
        *next += 1;
        match r {
            Reply::Bytes(b) => Ok(b),
            Reply::Fail(m) => Err(BusError::run(bus, RunWhy::parse(bus, m))),
        }
    }

    /// A write fails when the next recorded reply is a failure.
    fn write_fault(&mut self, bus: &str) -> Result<(), BusError> {
        if let Some((items, next)) = self.queues.get_mut(bus)
            && let Some(Reply::Fail(m)) = items.get(*next)
        {
            let m = m.clone();
            *next += 1;
            return Err(BusError::run(bus, RunWhy::parse(bus, &m)));
        }
        Ok(())
    }
}

/// A handle on the fakes' shared state: push replies, read the log.
#[derive(Clone, Default)]
pub struct FakeHandle(Arc<Mutex<Shared>>);

impl FakeHandle {
    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn push(&self, bus: &str, reply: Reply) {
        self.lock()
            .queues
            .entry(bus.to_string())
            .or_default()
            .0
            .push(reply);
    }

    pub fn push_bytes(&self, bus: &str, bytes: &[u8]) {
        self.push(bus, Reply::Bytes(bytes.to_vec()));
    }

    pub fn push_fail(&self, bus: &str, message: &str) {
        self.push(bus, Reply::Fail(message.to_string()));
    }

    pub fn push_edge(&self, role: &str, edge: Edge) {
        self.lock()
            .edges
            .entry(role.to_string())
            .or_default()
            .push_back(edge);
    }

    /// Replay each bus's replies in a loop instead of failing at the end.
    pub fn set_repeat(&self, repeat: bool) {
        self.lock().repeat = repeat;
    }

    /// For running the daemon on a recording (`run --fake`): each bus's
    /// replies in a loop, nothing logged (a long run does not grow), and
    /// a wait for an edge that is not there blocks for its timeout, as on
    /// real lines.
    pub fn set_live(&self) {
        let mut s = self.lock();
        s.repeat = true;
        s.live = true;
    }

    /// Edges stamped at or before this time are delivered.
    pub fn set_now_ns(&self, ns: u64) {
        self.lock().now_ns = ns;
    }

    /// GPIO chips with named lines (device, names by offset), in the order
    /// the kernel would list them: requests find their lines there.
    pub fn set_gpio_chips(&self, chips: &[(&str, &[&str])]) {
        self.lock().chips = Some(
            chips
                .iter()
                .map(|(c, names)| {
                    (
                        PathBuf::from(c),
                        names.iter().map(|n| n.to_string()).collect(),
                    )
                })
                .collect(),
        );
    }

    /// Finds a request's lines on the chips given, if any.
    fn find_lines(&self, req: &LineRequest<'_>) -> Result<(), BusError> {
        let s = self.lock();
        let Some(chips) = &s.chips else {
            return Ok(());
        };
        let lookup = |name: &str| {
            chips.iter().find_map(|(chip, lines)| {
                let i = lines.iter().position(|l| l == name)?;
                Some((chip.clone(), i as u32))
            })
        };
        let found = req
            .lines
            .iter()
            .map(|spec| super::bus::find_line(req.role, spec, lookup))
            .collect::<Result<Vec<_>, _>>()?;
        s.found.record(req.role, &found);
        Ok(())
    }

    /// Replies not yet consumed on a bus.
    pub fn pending(&self, bus: &str) -> usize {
        self.lock()
            .queues
            .get(bus)
            .map_or(0, |(items, next)| items.len().saturating_sub(*next))
    }

    pub fn log(&self) -> Vec<String> {
        self.lock().log.clone()
    }

    pub fn take_log(&self) -> Vec<String> {
        std::mem::take(&mut self.lock().log)
    }

    pub fn delays(&self) -> Vec<Duration> {
        self.lock().delays.clone()
    }

    fn log_line(&self, line: impl FnOnce() -> String) {
        let mut s = self.lock();
        if !s.live {
            s.log.push(line());
        }
    }
}

/// A [`BusProvider`] whose buses replay a recording.
#[derive(Clone, Default)]
pub struct FakeBuses {
    pub handle: FakeHandle,
}

impl FakeBuses {
    pub fn new() -> FakeBuses {
        let f = FakeBuses::default();
        f.handle.set_now_ns(u64::MAX);
        f
    }

    pub fn from_recording(rec: &Recording) -> FakeBuses {
        let f = FakeBuses::new();
        for (bus, r) in &rec.replies {
            f.handle.push(bus, r.clone());
        }
        for (role, e) in &rec.edges {
            f.handle.push_edge(role, *e);
        }
        f
    }
}

impl BusProvider for FakeBuses {
    fn spi(
        &mut self,
        dev: SpiDevice,
        clock_hz: u32,
        mode: u8,
    ) -> Result<Box<dyn SpiBus>, BusError> {
        let name = dev.to_string();
        self.handle
            .log_line(|| format!("{name} open {clock_hz} Hz mode {mode}"));
        Ok(Box::new(FakeSpi {
            name,
            h: self.handle.clone(),
        }))
    }

    fn i2c(&mut self, bus: u8) -> Result<Box<dyn I2cBus>, BusError> {
        Ok(Box::new(FakeI2c {
            name: format!("i2c-{bus}"),
            h: self.handle.clone(),
        }))
    }

    fn outputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn OutputLines>, BusError> {
        self.handle.find_lines(req)?;
        Ok(Box::new(FakeLines::new(req, &self.handle)))
    }

    fn inputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn InputLines>, BusError> {
        self.handle.find_lines(req)?;
        Ok(Box::new(FakeLines::new(req, &self.handle)))
    }

    fn edges(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn EdgeLines>, BusError> {
        self.handle.find_lines(req)?;
        Ok(Box::new(FakeLines::new(req, &self.handle)))
    }

    fn delay(&mut self) -> Box<dyn Delay> {
        Box::new(FakeDelay(self.handle.clone()))
    }

    fn lines_found(&self) -> Vec<FoundLine> {
        self.handle.lock().found.get()
    }
}

struct FakeSpi {
    name: String,
    h: FakeHandle,
}

impl SpiBus for FakeSpi {
    fn name(&self) -> &str {
        &self.name
    }

    fn transfer(&mut self, read: &mut [u8], write: &[u8]) -> Result<(), BusError> {
        self.h
            .log_line(|| format!("{} > {}", self.name, hex(write)));
        copy_exact(&self.name, self.h.lock().pop(&self.name)?, read)
    }
}

fn copy_exact(bus: &str, bytes: &[u8], read: &mut [u8]) -> Result<(), BusError> {
    if bytes.len() != read.len() {
        return Err(BusError::run(
            bus,
            RunWhy::RecordedLength {
                recorded: bytes.len(),
                wants: read.len(),
            },
        ));
    }
    read.copy_from_slice(bytes);
    Ok(())
}

struct FakeI2c {
    name: String,
    h: FakeHandle,
}

impl I2cBus for FakeI2c {
    fn name(&self) -> &str {
        &self.name
    }

    fn write(&mut self, addr: u8, bytes: &[u8]) -> Result<(), BusError> {
        let dev = format!("{}@{addr:#04x}", self.name);
        self.h.log_line(|| format!("{dev} > {}", hex(bytes)));
        self.h.lock().write_fault(&dev)
    }

    fn write_read(&mut self, addr: u8, write: &[u8], read: &mut [u8]) -> Result<(), BusError> {
        let dev = format!("{}@{addr:#04x}", self.name);
        self.h.log_line(|| format!("{dev} > {} <", hex(write)));
        copy_exact(&dev, self.h.lock().pop(&dev)?, read)
    }
}

struct FakeLines {
    name: String,
    count: usize,
    levels: u64,
    h: FakeHandle,
}

impl FakeLines {
    fn new(req: &LineRequest<'_>, h: &FakeHandle) -> FakeLines {
        FakeLines {
            name: req.role.to_string(),
            count: req.lines.len(),
            levels: 0,
            h: h.clone(),
        }
    }
}

impl OutputLines for FakeLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.count
    }

    fn set(&mut self, index: usize, active: bool) -> Result<(), BusError> {
        if index >= self.count {
            return Err(BusError::of(&self.name, BusWhy::NoLine(index)));
        }
        self.h
            .log_line(|| format!("{}[{index}] = {}", self.name, u8::from(active)));
        self.h.lock().write_fault(&self.name)
    }
}

impl InputLines for FakeLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.count
    }

    fn read(&mut self) -> Result<u64, BusError> {
        let mut s = self.h.lock();
        let bytes = s.pop(&self.name)?;
        if bytes.len() > 8 {
            return Err(BusError::run(&self.name, RunWhy::TooManyLines));
        }
        Ok(bytes
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, b)| acc | u64::from(*b) << (8 * i)))
    }
}

impl EdgeLines for FakeLines {
    fn name(&self) -> &str {
        &self.name
    }

    fn count(&self) -> usize {
        self.count
    }

    fn next_edge(&mut self, timeout: Duration) -> Result<Option<Edge>, BusError> {
        let mut s = self.h.lock();
        let now = s.now_ns;
        let live = s.live;
        let Some(q) = s.edges.get_mut(&self.name).filter(|q| !q.is_empty()) else {
            if live {
                drop(s);
                std::thread::sleep(timeout);
            }
            return Ok(None);
        };
        if q.front().is_some_and(|e| e.timestamp_ns <= now) {
            let e = q.pop_front().expect("checked above");
            if e.rising {
                self.levels |= 1 << e.line;
            } else {
                self.levels &= !(1 << e.line);
            }
            return Ok(Some(e));
        }
        Ok(None)
    }

    fn levels(&mut self) -> Result<u64, BusError> {
        Ok(self.levels)
    }
}

struct FakeDelay(FakeHandle);

impl Delay for FakeDelay {
    fn delay(&mut self, d: Duration) {
        let mut s = self.0.lock();
        if !s.live {
            s.delays.push(d);
        }
    }
}

// ---------------------------------------------------------------- recorder

/// Wraps a provider so that every reply its buses give is appended to a
/// recording (`jadoube diag --record FILE`), for replay with `--fake`.
pub struct Recorder<P> {
    inner: P,
    out: Arc<Mutex<Box<dyn Write + Send>>>,
    start_ns: u64,
}

impl<P: BusProvider> Recorder<P> {
    pub fn new(inner: P, out: Box<dyn Write + Send>, start_ns: u64) -> Recorder<P> {
        Recorder {
            inner,
            out: Arc::new(Mutex::new(out)),
            start_ns,
        }
    }
}

#[derive(Clone)]
struct Sink(Arc<Mutex<Box<dyn Write + Send>>>);

impl Sink {
    fn line(&self, bus: &str, r: &Result<Vec<u8>, BusError>) {
        let text = match r {
            Ok(b) => format!("{bus} {}\n", hex(b)),
            Err(e) => format!("{bus} ! {}\n", e.message),
        };
        let mut out = self.0.lock().unwrap_or_else(|p| p.into_inner());
        // A recording that cannot be written must not stop the scan.
        let _ = out.write_all(text.as_bytes());
    }
}

struct RecSpi(Box<dyn SpiBus>, Sink);

impl SpiBus for RecSpi {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn transfer(&mut self, read: &mut [u8], write: &[u8]) -> Result<(), BusError> {
        let r = self.0.transfer(read, write).map(|()| read.to_vec());
        self.1.line(self.0.name(), &r);
        r.map(drop)
    }
}

struct RecI2c(Box<dyn I2cBus>, Sink);

impl I2cBus for RecI2c {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn write(&mut self, addr: u8, bytes: &[u8]) -> Result<(), BusError> {
        let r = self.0.write(addr, bytes);
        if let Err(e) = &r {
            self.1
                .line(&format!("{}@{addr:#04x}", self.0.name()), &Err(e.clone()));
        }
        r
    }
    fn write_read(&mut self, addr: u8, write: &[u8], read: &mut [u8]) -> Result<(), BusError> {
        let r = self.0.write_read(addr, write, read).map(|()| read.to_vec());
        self.1.line(&format!("{}@{addr:#04x}", self.0.name()), &r);
        r.map(drop)
    }
}

struct RecInputs(Box<dyn InputLines>, Sink);

impl InputLines for RecInputs {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn count(&self) -> usize {
        self.0.count()
    }
    fn read(&mut self) -> Result<u64, BusError> {
        let r = self.0.read();
        let n = self.0.count().div_ceil(8).max(1);
        self.1.line(
            self.0.name(),
            &r.clone().map(|v| v.to_le_bytes()[..n].to_vec()),
        );
        r
    }
}

struct RecEdges(Box<dyn EdgeLines>, Sink, u64);

impl EdgeLines for RecEdges {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn count(&self) -> usize {
        self.0.count()
    }
    fn next_edge(&mut self, timeout: Duration) -> Result<Option<Edge>, BusError> {
        let r = self.0.next_edge(timeout);
        if let Ok(Some(e)) = &r {
            let t = crate::time::Time::from_micros(e.timestamp_ns.saturating_sub(self.2) / 1000);
            let text = format!(
                "edge {} {} {} {}.{:06}\n",
                self.0.name(),
                e.line,
                if e.rising { "rise" } else { "fall" },
                t.micros() / 1_000_000,
                t.micros() % 1_000_000
            );
            let mut out = (self.1).0.lock().unwrap_or_else(|p| p.into_inner());
            let _ = out.write_all(text.as_bytes());
        }
        r
    }
    fn levels(&mut self) -> Result<u64, BusError> {
        self.0.levels()
    }
}

impl<P: BusProvider> BusProvider for Recorder<P> {
    fn spi(
        &mut self,
        dev: SpiDevice,
        clock_hz: u32,
        mode: u8,
    ) -> Result<Box<dyn SpiBus>, BusError> {
        Ok(Box::new(RecSpi(
            self.inner.spi(dev, clock_hz, mode)?,
            Sink(self.out.clone()),
        )))
    }
    fn i2c(&mut self, bus: u8) -> Result<Box<dyn I2cBus>, BusError> {
        Ok(Box::new(RecI2c(
            self.inner.i2c(bus)?,
            Sink(self.out.clone()),
        )))
    }
    fn outputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn OutputLines>, BusError> {
        self.inner.outputs(req)
    }
    fn inputs(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn InputLines>, BusError> {
        Ok(Box::new(RecInputs(
            self.inner.inputs(req)?,
            Sink(self.out.clone()),
        )))
    }
    fn edges(&mut self, req: &LineRequest<'_>) -> Result<Box<dyn EdgeLines>, BusError> {
        Ok(Box::new(RecEdges(
            self.inner.edges(req)?,
            Sink(self.out.clone()),
            self.start_ns,
        )))
    }
    fn delay(&mut self) -> Box<dyn Delay> {
        self.inner.delay()
    }
    fn lines_found(&self) -> Vec<FoundLine> {
        self.inner.lines_found()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_recordings_and_names_bad_lines() {
        let rec =
            Recording::parse("# c\nspi0.0 ffff 00 0x12\nspi0.0 ! EIO\nedge clock 1 rise 1.5\n")
                .unwrap();
        assert_eq!(
            rec.replies[0],
            ("spi0.0".into(), Reply::Bytes(vec![0xff, 0xff, 0, 0x12]))
        );
        assert_eq!(rec.replies[1], ("spi0.0".into(), Reply::Fail("EIO".into())));
        assert_eq!(
            rec.edges[0].1,
            Edge {
                line: 1,
                rising: true,
                timestamp_ns: 1_500_000_000
            }
        );
        assert_eq!(
            Recording::parse("spi0.0 fff\n").unwrap_err().to_string(),
            "line 1: expected hex bytes, or `! message`: `spi0.0 fff`"
        );
        assert!(
            Recording::parse("\n\nedge clock x rise 1\n")
                .unwrap_err()
                .to_string()
                .starts_with("line 3:")
        );
    }

    #[test]
    fn replays_in_order_then_runs_out_or_repeats() {
        let mut fb = FakeBuses::new();
        fb.handle.push_bytes("spi0.0", &[1]);
        fb.handle.push_fail("spi0.0", "EIO");
        let mut spi = fb.spi(SpiDevice { bus: 0, cs: 0 }, 1_000_000, 0).unwrap();
        let mut buf = [0u8; 1];
        spi.transfer(&mut buf, &[0]).unwrap();
        assert_eq!(buf, [1]);
        assert_eq!(
            spi.transfer(&mut buf, &[0]).unwrap_err().to_string(),
            "spi0.0: EIO"
        );
        assert_eq!(
            spi.transfer(&mut buf, &[0]).unwrap_err().message,
            "recording exhausted"
        );
        fb.handle.set_repeat(true);
        spi.transfer(&mut buf, &[0]).unwrap();
        assert_eq!(buf, [1]);
        assert!(
            spi.transfer(&mut [0u8; 2], &[0, 0]).is_err(),
            "a wrong length is an error"
        );
    }

    #[test]
    fn the_recorder_writes_what_the_fake_replays() {
        let inner = FakeBuses::new();
        inner.handle.push_bytes("spi0.0", &[0xab, 0xcd]);
        inner.handle.push_fail("spi0.0", "EIO");
        let buf: Arc<Mutex<Vec<u8>>> = Arc::default();
        struct W(Arc<Mutex<Vec<u8>>>);
        impl Write for W {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut rec = Recorder::new(inner, Box::new(W(buf.clone())), 0);
        let mut spi = rec.spi(SpiDevice { bus: 0, cs: 0 }, 1_000_000, 0).unwrap();
        let mut r = [0u8; 2];
        spi.transfer(&mut r, &[0, 0]).unwrap();
        assert!(spi.transfer(&mut r, &[0, 0]).is_err());
        let text = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
        assert_eq!(text, "spi0.0 ab cd\nspi0.0 ! EIO\n");
        let replayed = Recording::parse(&text).unwrap();
        assert_eq!(replayed.replies.len(), 2);
    }
}
