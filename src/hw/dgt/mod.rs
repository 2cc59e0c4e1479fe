//! A DGT electronic board on a serial port as the sensors, its clock's
//! lever as the presses, the clock's display and the board's LEDs as extra
//! outputs.
//!
//! A reader thread owns the port (blocking reads with a timeout, no
//! polling loop): it puts the board in update mode, asks for its serial
//! number, version and a full dump, and stamps every field update with the
//! hardware time it arrived at in a [`log::BoardLog`]. After any doubt (a
//! garbled or cut message, a silence in the middle of one) it asks for a
//! dump, which replaces what the log believed; when the port goes away
//! (unplugged) the board reads as a fault until it is back and has sent a
//! dump again. A lever change of a running clock is a press of the side
//! whose lever went down; its times go with the press into the journal.
//!
//! The board reports a lever change late (it reads the clock a few times a
//! second: up to `clock_latency_ms`), and pieces moved up to
//! `board_latency_ms` late. So the daemon scans this board's log a little
//! in the past ([`Timing::lag`]) and places each press where it belongs
//! among the piece changes ([`log::BoardLog`]); the scanner then sees
//! presses and changes in their order, as `replay` does.
//!
//! Writing to the board (commands, clock texts, LEDs) goes through a clone
//! of the port, from any thread. Clock commands wait for the clock's
//! acknowledgement of the previous one.

pub mod link;
pub mod log;
pub mod proto;

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use shakmaty::{Bitboard, Board, Color};

use super::bus::BusError;
use super::clock::{ClockEvent, ClockInput, ClockStatus, ClockTimes, Origin};
use super::led::{Led, LedPattern, SquareLeds};
use super::{HwError, Mapping, RawReading, SensorError, SensorGrid};
use crate::board::Frame;
use crate::config::{ClockSide, DgtConfig};
use crate::time::Time;
use crate::words::hw_view::{DgtLine, LinkCounts, Presses, Side, Wiring};
use log::{BoardLog, Latency, PressKind};

/// The time the reader stamps arrivals with: CLOCK_MONOTONIC since the
/// hardware origin, or a simulated clock in tests.
pub trait HwClock: Send + Sync + 'static {
    fn now(&self) -> Time;
}

impl HwClock for Origin {
    fn now(&self) -> Time {
        self.elapsed()
    }
}

/// Where the scanner reads the board: a hardware time, set by the
/// daemon's timebase before each scan ([`Timing`]).
#[derive(Debug)]
pub struct ScanPoint(AtomicU64);

impl Default for ScanPoint {
    fn default() -> Self {
        ScanPoint(AtomicU64::new(u64::MAX))
    }
}

impl ScanPoint {
    pub fn set(&self, t: Time) {
        self.0.store(t.micros(), Ordering::SeqCst);
    }

    /// The scan point, if a timebase set one.
    pub fn get(&self) -> Option<Time> {
        let v = self.0.load(Ordering::SeqCst);
        (v != u64::MAX).then_some(Time(v))
    }
}

/// What the daemon must do for a board that reports the past: run `lag`
/// behind the hardware clock and say where each scan reads.
#[derive(Clone, Debug)]
pub struct Timing {
    pub lag: Time,
    pub scan_point: Arc<ScanPoint>,
}

/// Which serial device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Device {
    /// The first USB serial port where a DGT board answers.
    Auto,
    Path(PathBuf),
}

/// How the board is used.
#[derive(Clone, Debug)]
pub struct Options {
    pub device: Device,
    pub rotated: bool,
    /// Lever presses: the side of the clock that is White's (`None`: the
    /// presses come from elsewhere, the lever is not read).
    pub clock_white: Option<ClockSide>,
    pub latency: Latency,
    /// A dump asked for and not received within this: ask again; three
    /// times this: the board is lost.
    pub resync: Time,
    /// Silence after which the board is asked whether it is still there.
    pub ping_after: Duration,
}

impl Options {
    pub fn from_config(c: &DgtConfig) -> Options {
        Options {
            device: if c.device == "auto" {
                Device::Auto
            } else {
                Device::Path(PathBuf::from(&c.device))
            },
            rotated: c.rotated,
            clock_white: if c.lever() { c.clock_white } else { None },
            latency: Latency {
                clock: Time::from_millis(u64::from(c.clock_latency_ms)),
                board: Time::from_millis(u64::from(c.board_latency_ms)),
            },
            resync: Time::from_millis(1000),
            ping_after: Duration::from_secs(2),
        }
    }

    /// How far behind the daemon scans: a press can be placed up to
    /// `clock + board` before it is known, and a margin for the threads.
    pub fn lag(&self) -> Time {
        let lever = if self.clock_white.is_some() {
            self.latency.clock
        } else {
            Time::ZERO
        };
        lever.plus(self.latency.board).plus(Time::from_millis(50))
    }
}

/// What the board and its clock said about themselves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    pub device: Option<String>,
    pub serial: Option<String>,
    pub version: Option<(u8, u8)>,
    /// The clock's version (major, minor): 2.x is a DGT 3000.
    pub clock: Option<(u8, u8)>,
    /// The board's last clock message said a clock is plugged in (`true`)
    /// or none is (`false`); `None`: no clock message since the connection.
    pub clock_seen: Option<bool>,
    /// The lever as last reported: the side that is down, and when (the
    /// hardware time the message came).
    pub lever: Option<(ClockSide, Time)>,
    /// The last lever change read as a press: who pressed, when it was
    /// reported.
    pub last_press: Option<(Color, Time)>,
}

impl Info {
    /// `DGT board serial 12345 version 3.01 on /dev/ttyACM0, clock DGT
    /// 3000 version 2.2`.
    pub fn describe(&self) -> String {
        self.wiring().to_string()
    }

    /// The same, typed (`words::hw_view`).
    pub fn wiring(&self) -> Wiring {
        Wiring::Dgt {
            serial: self.serial.clone(),
            version: self.version,
            device: self.device.clone(),
            clock: self.clock,
        }
    }

    fn dgt3000(&self) -> bool {
        self.clock.is_some_and(|(a, _)| a == 2)
    }
}

/// Counters, for `diag`, the tests and the figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Bytes read and handled.
    pub bytes: u64,
    /// The same, since the port was last opened.
    pub link_bytes: u64,
    pub messages: u64,
    /// Garbled or cut messages.
    pub garbled: u64,
    /// Dumps received.
    pub dumps: u64,
    /// Dumps that found the log wrong (lost updates).
    pub corrected: u64,
    /// Dumps asked for after a doubt (a garbled or cut message, a dump
    /// that did not come in time): the board re-synchronised.
    pub resyncs: u64,
    /// Times the port was opened.
    pub connects: u64,
    /// Times it went away.
    pub lost: u64,
    /// Lever changes read as presses.
    pub levers: u64,
}

/// What the clock should show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockShow {
    /// Its times.
    Times,
    /// An alert.
    Illegal,
}

/// A clock command waiting for the clock's acknowledgement.
#[derive(Clone, Copy, Debug)]
struct Busy {
    /// When it was sent (hardware time).
    at: Time,
    /// The clock command (what the acknowledgement names).
    command: u8,
    /// What the clock shows once it is acknowledged.
    show: Option<ClockShow>,
}

#[derive(Debug)]
struct ClockQueue {
    want: ClockShow,
    /// What the clock acknowledged showing (`None`: not known).
    shown: Option<ClockShow>,
    /// A command is on its way.
    busy: Option<Busy>,
    beep: bool,
}

/// A clock command not acknowledged in this time is sent again.
pub const CLOCK_ACK_WAIT: Time = Time::from_millis(1000);

/// What the reader thread and the handles share.
struct Shared {
    opts: Options,
    clock: Arc<dyn HwClock>,
    log: Mutex<BoardLog>,
    /// Signalled when presses are placed or time was advanced.
    cv: Condvar,
    writer: Mutex<Option<Box<dyn serialport::SerialPort>>>,
    info: Mutex<Info>,
    stats: Mutex<Stats>,
    clock_queue: Mutex<ClockQueue>,
    /// The lever, kept across reconnections.
    lever: Mutex<LeverState>,
    /// When to ask for the dump that checks the board at a lever's press
    /// (hardware time): `board_latency_ms` after its report, when the board
    /// has scanned everything done before the press (`link`).
    check_at: Mutex<Option<Time>>,
    stop: AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    fn now(&self) -> Time {
        self.clock.now()
    }

    /// Writes to the board, if connected; a failure is left to the reader
    /// (it sees the port go away).
    fn write(&self, bytes: &[u8]) -> bool {
        let mut w = lock(&self.writer);
        match w.as_mut() {
            Some(port) => match port.write_all(bytes).and_then(|()| port.flush()) {
                Ok(()) => true,
                Err(e) => {
                    tracing::debug!("dgt: write: {e}");
                    false
                }
            },
            None => false,
        }
    }

    fn press_line(&self, ev: ClockEvent) {
        let mut log = lock(&self.log);
        match ev {
            ClockEvent::Press(p) => log.press(PressKind::Line, p.t, p.side, p.clock),
            ClockEvent::Ack(t) => log.press(PressKind::Ack, t, None, None),
            ClockEvent::Adjust(side, t) => log.press(PressKind::Adjust(side), t, None, None),
            ClockEvent::Flag(side, t) => log.press(PressKind::Flag(side), t, None, None),
            ClockEvent::Result(r, t) => log.press(PressKind::Result(r), t, None, None),
        }
        // The board is checked at each press: the press waits for the dump
        // (if the board is there to send one).
        if matches!(ev, ClockEvent::Press(_)) && self.write(&[proto::cmd::SEND_BOARD]) {
            log.doubt(self.now());
        }
        self.release(&mut log);
    }

    /// Places the presses that are due and wakes the clock input; asks for
    /// the dump that checks the board at a press when it is due.
    fn release(&self, log: &mut BoardLog) {
        let now = self.now();
        let due = {
            let mut c = lock(&self.check_at);
            let due = c.is_some_and(|at| at <= now);
            if due {
                *c = None;
            }
            due
        };
        if due && !self.write(&[proto::cmd::SEND_BOARD]) {
            // Not connected: the press waits for the board to come back.
            tracing::debug!("dgt: the dump at a press could not be asked for");
        }
        if log.release_due(self.now(), self.opts.resync.plus(self.opts.resync)) > 0 {
            self.cv.notify_all();
        }
    }

    /// Sends what the clock should show, unless a command waits for the
    /// clock's acknowledgement (sent again when none came in time).
    fn clock_send(&self, q: &mut ClockQueue) {
        let now = self.now();
        if q.busy.is_some_and(|b| now.since(b.at) < CLOCK_ACK_WAIT) {
            return;
        }
        if let Some(b) = q.busy.take() {
            tracing::debug!("dgt: clock command {:#04x} not acknowledged", b.command);
        }
        if q.shown == Some(q.want) {
            return;
        }
        let dgt3000 = lock(&self.info).dgt3000();
        let bytes = match q.want {
            ClockShow::Times => proto::clock_clear(),
            ClockShow::Illegal if dgt3000 => {
                proto::clock_ascii("ILLEGAL", if q.beep { 4 } else { 0 })
            }
            ClockShow::Illegal => proto::clock_segments("ILLEG", q.beep),
        };
        if self.write(&bytes) {
            q.busy = Some(Busy {
                at: now,
                command: proto::clock_command_of(&bytes).unwrap_or(0),
                show: Some(q.want),
            });
        }
    }
}

/// Stops the reader when the last handle goes.
struct Guard(Arc<Shared>);

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.stop.store(true, Ordering::SeqCst);
        self.0.cv.notify_all();
    }
}

/// An open DGT board: hands out the grid, the clock input and the outputs.
#[derive(Clone)]
pub struct Dgt {
    shared: Arc<Shared>,
    _guard: Arc<Guard>,
}

impl Dgt {
    /// Starts the reader thread on the device (which may not be there yet:
    /// the board reads as a fault until it is).
    pub fn open(opts: Options, clock: Arc<dyn HwClock>) -> Result<Dgt, HwError> {
        let latency = opts.latency;
        let shared = Arc::new(Shared {
            opts,
            clock,
            log: Mutex::new(BoardLog::new(latency)),
            cv: Condvar::new(),
            writer: Mutex::new(None),
            info: Mutex::new(Info::default()),
            stats: Mutex::new(Stats::default()),
            clock_queue: Mutex::new(ClockQueue {
                want: ClockShow::Times,
                shown: Some(ClockShow::Times),
                busy: None,
                beep: true,
            }),
            lever: Mutex::new(LeverState::default()),
            check_at: Mutex::new(None),
            stop: AtomicBool::new(false),
        });
        let reader = shared.clone();
        std::thread::Builder::new()
            .name("dgt".into())
            .spawn(move || link::run(&reader))
            .map_err(|e| {
                let why = super::bus::RunWhy::NoThread {
                    reader: true,
                    why: e.to_string(),
                };
                BusError::run("dgt", why)
            })?;
        let guard = Arc::new(Guard(shared.clone()));
        Ok(Dgt {
            shared,
            _guard: guard,
        })
    }

    /// Waits until the board has sent its first dump (and its serial number
    /// and version, if it answers them), at most `timeout`.
    pub fn wait_ready(&self, timeout: Duration) -> bool {
        let until = Instant::now() + timeout;
        loop {
            let dumped = lock(&self.shared.stats).dumps > 0;
            let named = lock(&self.shared.info).serial.is_some();
            if dumped && named {
                return true;
            }
            if Instant::now() >= until {
                return dumped;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn info(&self) -> Info {
        lock(&self.shared.info).clone()
    }

    pub fn stats(&self) -> Stats {
        *lock(&self.shared.stats)
    }

    /// The board after everything received.
    pub fn board(&self) -> Option<Board> {
        lock(&self.shared.log).current().ok().cloned()
    }

    /// The game's start position (`game.start`, with its castling rights,
    /// en passant square and move number): the board's log follows the
    /// game from it (see [`BoardLog::set_start`]).
    pub fn set_start(&self, setup: shakmaty::Setup) {
        lock(&self.shared.log).set_start(setup);
    }

    pub fn timing(&self) -> Timing {
        Timing {
            lag: self.shared.opts.lag(),
            scan_point: Arc::new(ScanPoint::default()),
        }
    }

    /// The sensors: the board as of the scan point.
    pub fn grid(&self, scan_point: Arc<ScanPoint>) -> DgtGrid {
        DgtGrid {
            dgt: self.clone(),
            scan_point,
            raw: RawReading {
                values: vec![0; 64],
                full_scale: PIECE_CODES,
            },
            mapping: Mapping::identity(),
        }
    }

    /// The presses (lever changes, and what [`Dgt::press_line`] passes).
    pub fn clock_input(&self) -> DgtClock {
        DgtClock { dgt: self.clone() }
    }

    /// A press line or the ack button (GPIO): placed among the changes like
    /// the lever's presses.
    pub fn press_line(&self, ev: ClockEvent) {
        self.shared.press_line(ev);
    }

    /// Time moved on (a simulated clock): place what is due and wake the
    /// waiting clock input.
    pub fn time_advanced(&self) {
        let mut log = lock(&self.shared.log);
        self.shared.release(&mut log);
        self.shared.cv.notify_all();
    }

    /// Presses and acks placed so far, and when the next is due.
    pub fn presses(&self) -> (u64, Option<Time>) {
        let log = lock(&self.shared.log);
        (log.released_count(), log.next_due())
    }

    /// The clock's display as a [`Led`]: the alert while an illegal move
    /// waits for its restoration.
    pub fn clock_display(&self, beep: bool) -> DgtClockDisplay {
        lock(&self.shared.clock_queue).beep = beep;
        DgtClockDisplay {
            dgt: self.clone(),
            pattern: LedPattern::Off,
        }
    }

    /// The board's square LEDs.
    pub fn square_leds(&self) -> DgtLeds {
        DgtLeds { dgt: self.clone() }
    }
}

/// The [`RawReading::full_scale`] of a DGT board: its readings are the
/// board's piece codes (0 empty, 1 to 12 the pieces).
pub const PIECE_CODES: u16 = 15;

/// The board as a [`SensorGrid`].
pub struct DgtGrid {
    dgt: Dgt,
    scan_point: Arc<ScanPoint>,
    raw: RawReading,
    mapping: Mapping,
}

impl DgtGrid {
    fn bus(&self) -> String {
        let info = lock(&self.dgt.shared.info);
        format!("dgt {}", info.device.as_deref().unwrap_or("(no device)"))
    }
}

impl SensorGrid for DgtGrid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        let shared = &self.dgt.shared;
        let t = self.scan_point.get().unwrap_or_else(|| shared.now());
        let frame = read_frame(&mut lock(&shared.log), t, &mut self.raw);
        frame.map_err(|detail| SensorError::Bus {
            bus: self.bus(),
            detail,
        })
    }

    fn raw(&self) -> &RawReading {
        &self.raw
    }

    fn mapping(&self) -> &Mapping {
        &self.mapping
    }

    fn describe(&self) -> String {
        self.dgt.info().describe()
    }

    fn wiring(&self) -> Option<Wiring> {
        Some(self.dgt.info().wiring())
    }

    fn details(&self) -> Vec<DgtLine> {
        details(&self.dgt.info(), &self.dgt.stats(), &self.dgt.shared.opts)
    }
}

/// A scan of the board log: the board at hardware time `t` as an identity
/// frame, and its piece codes by square into `raw` (what [`DgtGrid`] does
/// at each scan, under the log's lock).
pub fn read_frame(log: &mut BoardLog, t: Time, raw: &mut RawReading) -> Result<Frame, String> {
    let f = log.frame_at(t)?;
    raw.values.resize(64, 0);
    if let Frame::Identity(b) = &f {
        for sq in shakmaty::Square::ALL {
            raw.values[usize::from(sq)] = u16::from(proto::code_of(b.piece_at(sq)));
        }
    }
    Ok(f)
}

/// What `diag` shows of a DGT board: the board, its clock, the lever, the
/// link's counters (`words::hw_view::DgtLine`).
pub fn details(info: &Info, stats: &Stats, opts: &Options) -> Vec<DgtLine> {
    let board = DgtLine::Board {
        serial: info.serial.clone(),
        version: info.version,
        device: info.device.clone(),
    };
    let clock = DgtLine::Clock {
        clock: info.clock,
        seen: info.clock_seen,
    };
    let down = info.lever.map(|(down, t)| {
        let side = match down {
            ClockSide::Left => Side::Left,
            ClockSide::Right => Side::Right,
        };
        (side, t)
    });
    let presses = match (opts.clock_white, info.last_press) {
        (None, _) => Presses::NotRead,
        (Some(_), Some((c, t))) => Presses::Last(c, t),
        (Some(_), None) => Presses::None,
    };
    let link = DgtLine::Link(LinkCounts {
        connects: stats.connects,
        lost: stats.lost,
        messages: stats.messages,
        bytes: stats.bytes,
        dumps: stats.dumps,
        corrected: stats.corrected,
        resyncs: stats.resyncs,
        garbled: stats.garbled,
    });
    vec![board, clock, DgtLine::Lever { down, presses }, link]
}

/// The presses, placed among the board's changes, as a [`ClockInput`].
pub struct DgtClock {
    dgt: Dgt,
}

impl ClockInput for DgtClock {
    fn next_event(&mut self, timeout: Duration) -> Result<Option<ClockEvent>, BusError> {
        let shared = &self.dgt.shared;
        let until = Instant::now() + timeout;
        let mut log = lock(&shared.log);
        loop {
            shared.release(&mut log);
            if let Some(ev) = log.take() {
                return Ok(Some(ev));
            }
            let now = Instant::now();
            if now >= until || shared.stop.load(Ordering::SeqCst) {
                return Ok(None);
            }
            let mut wait = until - now;
            if let Some(due) = log.next_due() {
                let left = Duration::from_micros(due.since(shared.now()).micros());
                wait = wait.min(left.max(Duration::from_millis(1)));
            }
            log = shared
                .cv
                .wait_timeout(log, wait)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    fn status(&mut self) -> ClockStatus {
        ClockStatus::default()
    }
}

/// The clock's display as a [`Led`] (an extra output: the LED and the
/// screen stay the main ones).
pub struct DgtClockDisplay {
    dgt: Dgt,
    pattern: LedPattern,
}

impl Led for DgtClockDisplay {
    fn show(&mut self, pattern: LedPattern) -> Result<(), HwError> {
        self.pattern = pattern;
        let shared = &self.dgt.shared;
        let mut q = lock(&shared.clock_queue);
        q.want = if pattern == LedPattern::Illegal {
            ClockShow::Illegal
        } else {
            ClockShow::Times
        };
        shared.clock_send(&mut q);
        Ok(())
    }

    fn tick(&mut self, _t: Time) -> Result<(), HwError> {
        // A command not acknowledged in time is sent again.
        let shared = &self.dgt.shared;
        let mut q = lock(&shared.clock_queue);
        shared.clock_send(&mut q);
        Ok(())
    }

    fn pattern(&self) -> LedPattern {
        self.pattern
    }

    /// Nothing blinks on the clock; but while a text waits for the clock's
    /// acknowledgement of the previous command, a tick every
    /// [`CLOCK_RETRY`] sends it once that command is stale (the reader
    /// thread does too, when the board is silent).
    fn next_change(&self, now: Time) -> Option<Time> {
        let q = lock(&self.dgt.shared.clock_queue);
        (q.shown != Some(q.want)).then(|| now.plus(CLOCK_RETRY))
    }
}

/// How often a clock text waiting to be sent is tried again.
const CLOCK_RETRY: Time = Time::from_millis(100);

/// The board's square LEDs as [`SquareLeds`].
pub struct DgtLeds {
    dgt: Dgt,
}

impl SquareLeds for DgtLeds {
    fn light(&mut self, squares: Bitboard) -> Result<(), HwError> {
        let shared = &self.dgt.shared;
        let rotated = shared.opts.rotated;
        let mut bytes = proto::leds(false, 0, 63);
        for sq in squares {
            let f = proto::field_of(sq, rotated);
            bytes.extend(proto::leds(true, f, f));
        }
        if shared.write(&bytes) {
            Ok(())
        } else {
            Err(HwError::Bus(BusError::run(
                "dgt",
                super::bus::RunWhy::DgtNotConnected,
            )))
        }
    }
}

/// Two status LEDs driven together (the GPIO LED and the clock's display).
pub struct BothLeds(pub Box<dyn Led>, pub Box<dyn Led>);

impl Led for BothLeds {
    fn show(&mut self, pattern: LedPattern) -> Result<(), HwError> {
        let a = self.0.show(pattern);
        let b = self.1.show(pattern);
        a.and(b)
    }

    fn tick(&mut self, t: Time) -> Result<(), HwError> {
        let a = self.0.tick(t);
        let b = self.1.tick(t);
        a.and(b)
    }

    fn pattern(&self) -> LedPattern {
        self.0.pattern()
    }

    fn next_change(&self, now: Time) -> Option<Time> {
        match (self.0.next_change(now), self.1.next_change(now)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// Two sets of square LEDs lit together.
pub struct BothSquareLeds(pub Box<dyn SquareLeds>, pub Box<dyn SquareLeds>);

impl SquareLeds for BothSquareLeds {
    fn light(&mut self, squares: Bitboard) -> Result<(), HwError> {
        let a = self.0.light(squares);
        let b = self.1.light(squares);
        a.and(b)
    }
}

/// The clock's lever and flags as last reported, kept across
/// reconnections: a lever found changed when the board (or its clock)
/// comes back is a press made unseen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeverState {
    /// The lever's last position (`right_up`), once known.
    right_up: Option<bool>,
    /// The board or its clock went away since the last reading.
    away: bool,
    /// The flags (left, right) as last reported.
    flags: (bool, bool),
}

/// What a clock reading meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeverNews {
    Nothing,
    /// A press of this colour, now in the log: check the board with a dump.
    Press(Color),
    /// The lever is where it was before the board or its clock went away:
    /// none or two presses were made unseen; the next dump tells
    /// ([`BoardLog::reconnected_without_press`]).
    CheckUnseen,
}

impl LeverState {
    /// The board or its clock went away: presses may be made unseen.
    pub fn away(&mut self) {
        self.away = true;
    }

    /// A clock reading at `t` (White's side of the clock: `white`): a
    /// lever change of a running clock is a press of the side whose lever
    /// went down; a flag that fell goes into the log as a clock input.
    pub fn reading(
        &mut self,
        log: &mut BoardLog,
        t: Time,
        r: &proto::ClockReading,
        white: ClockSide,
    ) -> LeverNews {
        if r.absent {
            self.away();
            return LeverNews::Nothing;
        }
        log.set_no_clock(t, false);
        let flags = (r.left.flag, r.right.flag);
        let was = std::mem::replace(&mut self.flags, flags);
        for (fell, side) in [
            (flags.0 && !was.0, ClockSide::Left),
            (flags.1 && !was.1, ClockSide::Right),
        ] {
            if fell {
                log.press(PressKind::Flag(color_of(side, white)), t, None, None);
            }
        }
        let unseen = std::mem::take(&mut self.away);
        match self.right_up.replace(r.right_up) {
            Some(prev) if prev != r.right_up && r.running => {
                let side = color_of(r.lever_down(), white);
                log.press_of(
                    PressKind::Lever,
                    t,
                    Some(side),
                    Some(times_of(r, white)),
                    unseen,
                );
                LeverNews::Press(side)
            }
            Some(_) if unseen => LeverNews::CheckUnseen,
            _ => LeverNews::Nothing,
        }
    }
}

/// The colour of the player on a side of the clock.
pub fn color_of(side: ClockSide, white: ClockSide) -> Color {
    if side == white {
        Color::White
    } else {
        Color::Black
    }
}

/// A clock reading as the times of White and Black.
pub fn times_of(r: &proto::ClockReading, white: ClockSide) -> ClockTimes {
    let black = match white {
        ClockSide::Left => ClockSide::Right,
        ClockSide::Right => ClockSide::Left,
    };
    ClockTimes {
        white: r.time(white).seconds,
        black: r.time(black).seconds,
    }
}

/// Presses and acks passed to the DGT board's log by a thread of their own
/// (the GPIO lines' edges).
pub(crate) fn forward_lines(dgt: &Dgt, mut lines: Box<dyn ClockInput>) -> Result<(), HwError> {
    // The shared state only, not a handle: the board stops with the
    // daemon's handles, and this thread with it.
    let shared = dgt.shared.clone();
    std::thread::Builder::new()
        .name("dgt-lines".into())
        .spawn(move || {
            super::clock::pump(
                lines.as_mut(),
                &shared.stop,
                Duration::from_millis(100),
                |ev| {
                    shared.press_line(ev);
                    true
                },
            );
        })
        .map_err(|e| {
            let why = super::bus::RunWhy::NoThread {
                reader: false,
                why: e.to_string(),
            };
            BusError::run("clock", why)
        })?;
    Ok(())
}
