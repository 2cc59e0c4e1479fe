//! A DGT board of our own on a pseudo-terminal, playing traces as a real
//! board would (field updates, dumps on request, the clock's lever, clock
//! acknowledgements), and the daemon run against it on a simulated clock
//! that the test steps, so that every run gives the same decisions.
//!
//! Time: the board's log is stamped with a [`VirtualClock`]; the scanner's
//! timebase ([`EmuTimebase`]) moves it forward, and before each step lets
//! the emulator write what is due and waits until the DGT reader thread
//! has handled every byte (and the clock thread has passed on every press
//! placed). Engine time is the trace's time: the board plays trace time
//! `t` at hardware time `t + lag`.

#![allow(dead_code)]

use std::collections::VecDeque;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use jadoube::arbiter::{ClockMode, Event};
use jadoube::config::ClockSide;
use jadoube::daemon::{self, ClockMsg, Notifier, Options, Parts, Timebase, Wake, Wall};
use jadoube::display::ScreenOptions;
use jadoube::hw::dgt::link::codes_of;
use jadoube::hw::dgt::log::Latency;
use jadoube::hw::dgt::proto::{self, ClockReading, SideTime, cmd};
use jadoube::hw::dgt::{self, Device, Dgt, HwClock, ScanPoint};
use jadoube::hw::{ClockEvent, FaultMonitor, Press, Scanner, SquareLeds};
use jadoube::journal::format::{GameInfo, Header};
use jadoube::time::Time;
use jadoube::trace::{Op, Trace};
use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

// ---------------------------------------------------------------- clock

/// Hardware time that only the test moves.
#[derive(Debug, Default)]
pub struct VirtualClock(AtomicU64);

impl VirtualClock {
    pub fn set(&self, t: Time) {
        self.0.fetch_max(t.micros(), Ordering::SeqCst);
    }
}

impl HwClock for VirtualClock {
    fn now(&self) -> Time {
        Time(self.0.load(Ordering::SeqCst))
    }
}

// ---------------------------------------------------------------- pseudo-terminal

/// A pseudo-terminal: we hold the master side, the program opens the
/// slave by a path that is a symbolic link (as `/dev/serial/by-id/` names
/// are), so that a "new" board after a reconnection has the same path.
pub struct Pty {
    master: File,
    _slave: OwnedFd,
}

impl Pty {
    /// A new pseudo-terminal, raw, with `link` pointing at its slave.
    pub fn open(link: &Path) -> Pty {
        let (mut m, mut s) = (0, 0);
        // SAFETY: openpty fills the two descriptors; the other arguments may be null.
        let r = unsafe {
            libc::openpty(
                &mut m,
                &mut s,
                std::ptr::null_mut(),
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        assert_eq!(r, 0, "openpty: {}", std::io::Error::last_os_error());
        // SAFETY: the descriptors were just returned by openpty and are ours.
        let (master, slave) = unsafe { (File::from_raw_fd(m), OwnedFd::from_raw_fd(s)) };
        // SAFETY: plain termios calls on a descriptor we own.
        unsafe {
            let mut t: libc::termios = std::mem::zeroed();
            libc::tcgetattr(s, &mut t);
            libc::cfmakeraw(&mut t);
            libc::tcsetattr(s, libc::TCSANOW, &t);
            let fl = libc::fcntl(m, libc::F_GETFL);
            libc::fcntl(m, libc::F_SETFL, fl | libc::O_NONBLOCK);
        }
        let target = std::fs::read_link(format!("/proc/self/fd/{}", slave.as_raw_fd())).unwrap();
        let _ = std::fs::remove_file(link);
        std::os::unix::fs::symlink(&target, link).unwrap();
        Pty {
            master,
            _slave: slave,
        }
    }

    fn read_available(&mut self, out: &mut Vec<u8>) {
        let mut buf = [0u8; 256];
        loop {
            match self.master.read(&mut buf) {
                Ok(0) => return,
                Ok(n) => out.extend_from_slice(&buf[..n]),
                Err(_) => return,
            }
        }
    }

    pub fn write(&mut self, bytes: &[u8]) {
        let mut done = 0;
        while done < bytes.len() {
            match self.master.write(&bytes[done..]) {
                Ok(n) => done += n,
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    std::thread::sleep(Duration::from_micros(200));
                }
                Err(e) => panic!("pty write: {e}"),
            }
        }
    }
}

// ---------------------------------------------------------------- the board

/// What the emulated board does at a time.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    /// A piece arrives or leaves: the board's model changes, and a field
    /// update is sent (in update mode).
    Field(Square, Option<Piece>),
    /// The same, but the update is lost on the way (nothing sent).
    LostField(Square, Option<Piece>),
    /// The player of this colour presses the clock's lever.
    Lever(Color),
    /// Bytes as they are (garbage, half a message).
    Raw(Vec<u8>),
    /// The USB cable is pulled out: the port goes away.
    Unplug,
    /// ...and put back: a new port at the same path, the board as it is.
    Plug,
}

/// Noise added to what the board sends.
#[derive(Clone, Copy, Debug, Default)]
pub struct Noise {
    /// Send every message in two parts, this far apart.
    pub split: Option<Time>,
    /// Send a stray byte before every n-th message.
    pub stray_every: Option<u32>,
}

/// An emulated DGT board with a DGT 3000 clock.
pub struct Emulator {
    link: PathBuf,
    pty: Option<Pty>,
    board: Board,
    rotated: bool,
    clock: Option<ClockReading>,
    /// Which side of the clock is White's.
    white: ClockSide,
    update_mode: bool,
    script: VecDeque<(Time, Act)>,
    /// Bytes to send at a time.
    outbox: VecDeque<(Time, Vec<u8>)>,
    rx: Vec<u8>,
    /// Every command received, whole.
    pub commands: Vec<Vec<u8>>,
    /// Texts the clock was asked to show (`""`: its times again).
    pub clock_texts: Vec<String>,
    /// Squares lit by LED commands.
    pub leds: Bitboard,
    /// Answers come this long after the command.
    pub reply_delay: Time,
    pub noise: Noise,
    sent_messages: u32,
    /// Bytes written to the current port.
    pub written: u64,
    /// Times the cable was pulled.
    pub unplugs: u64,
    /// The clock ignores this many text commands (no text, no
    /// acknowledgement: lost on the way).
    pub deaf_texts: u32,
}

impl Emulator {
    pub fn new(link: &Path, board: Board, white: ClockSide) -> Emulator {
        let right_up = white != ClockSide::Left;
        Emulator {
            link: link.to_path_buf(),
            pty: Some(Pty::open(link)),
            board,
            rotated: false,
            clock: Some(ClockReading {
                left: SideTime {
                    seconds: 5400,
                    flag: false,
                },
                right: SideTime {
                    seconds: 5400,
                    flag: false,
                },
                running: true,
                // White moves first: Black's side of the lever is down.
                right_up,
                absent: false,
            }),
            white,
            update_mode: false,
            script: VecDeque::new(),
            outbox: VecDeque::new(),
            rx: Vec::new(),
            commands: Vec::new(),
            clock_texts: Vec::new(),
            leds: Bitboard::EMPTY,
            reply_delay: Time::ZERO,
            noise: Noise::default(),
            sent_messages: 0,
            written: 0,
            unplugs: 0,
            deaf_texts: 0,
        }
    }

    pub fn without_clock(mut self) -> Emulator {
        self.clock = None;
        self
    }

    pub fn at(&mut self, t: Time, act: Act) {
        let i = self.script.partition_point(|(s, _)| *s <= t);
        self.script.insert(i, (t, act));
    }

    /// The next time something is due.
    pub fn next_time(&self) -> Option<Time> {
        let a = self.script.front().map(|(t, _)| *t);
        let b = self.outbox.front().map(|(t, _)| *t);
        match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    pub fn script_done(&self) -> bool {
        self.script.is_empty()
    }

    fn send(&mut self, t: Time, msg: Vec<u8>) {
        self.sent_messages += 1;
        if let Some(n) = self.noise.stray_every
            && self.sent_messages.is_multiple_of(n)
        {
            self.outbox.push_back((t, vec![0x15]));
        }
        match self.noise.split {
            Some(gap) if msg.len() > 1 => {
                let cut = msg.len() / 2;
                self.outbox.push_back((t, msg[..cut].to_vec()));
                self.outbox.push_back((t.plus(gap), msg[cut..].to_vec()));
            }
            _ => self.outbox.push_back((t, msg)),
        }
        self.outbox.make_contiguous().sort_by_key(|(t, _)| *t);
    }

    /// Reads the program's commands and answers them at `now`.
    fn service(&mut self, now: Time) {
        let Some(pty) = &mut self.pty else { return };
        let mut bytes = Vec::new();
        pty.read_available(&mut bytes);
        self.rx.extend(bytes);
        while let Some(&first) = self.rx.first() {
            let Some(len) = proto::command_len(first, self.rx.get(1).copied()) else {
                if self.rx.len() < 2 && matches!(first, cmd::CLOCK | cmd::LEDS) {
                    break;
                }
                self.rx.remove(0);
                continue;
            };
            if self.rx.len() < len {
                break;
            }
            let c: Vec<u8> = self.rx.drain(..len).collect();
            self.command(now, &c);
            self.commands.push(c);
        }
    }

    fn command(&mut self, now: Time, c: &[u8]) {
        let at = now.plus(self.reply_delay);
        match c[0] {
            cmd::UPDATE_NICE => {
                self.update_mode = true;
                if let Some(r) = self.clock {
                    self.send(at, proto::clock_message(&r));
                }
            }
            cmd::RESET => self.update_mode = false,
            cmd::SEND_BOARD => {
                let codes = codes_of(&self.board, self.rotated);
                self.send(at, proto::board_message(&codes));
            }
            cmd::SERIAL => self.send(at, proto::serial_message("24680")),
            cmd::VERSION => self.send(at, proto::version_message(3, 1)),
            cmd::LEDS => {
                let (on, a, b) = (c[2] == 1, c[3], c[4]);
                for f in a..=b.min(63) {
                    let sq = proto::square_of(f, self.rotated);
                    if on {
                        self.leds.add(sq);
                    } else {
                        self.leds.discard(sq);
                    }
                }
            }
            cmd::CLOCK if self.clock.is_some() => {
                let command = c[3];
                if command == 0x0c && self.deaf_texts > 0 {
                    self.deaf_texts -= 1;
                    return;
                }
                match command {
                    0x0c => self
                        .clock_texts
                        .push(String::from_utf8_lossy(&c[4..12]).trim().to_string()),
                    0x03 => self.clock_texts.push(String::new()),
                    _ => {}
                }
                let data = if command == 0x09 { 0x22 } else { 0 };
                self.send(at, proto::clock_ack_message(command, data));
            }
            _ => {}
        }
    }

    fn lever(&mut self, t: Time, side: Color) {
        let Some(mut r) = self.clock else { return };
        let mine = if side == Color::White {
            self.white
        } else {
            match self.white {
                ClockSide::Left => ClockSide::Right,
                ClockSide::Right => ClockSide::Left,
            }
        };
        let down_right_up = mine == ClockSide::Left;
        if r.right_up == down_right_up {
            // This side is down already (the same player again, after an
            // illegal move): the arbiter stopped the clock and set the lever
            // back, which is no press.
            r.running = false;
            r.right_up = !down_right_up;
            self.send(t, proto::clock_message(&r));
            r.running = true;
        }
        // The pressing side's time, a second less, stops; the other runs.
        let s = if mine == ClockSide::Left {
            &mut r.left
        } else {
            &mut r.right
        };
        s.seconds = s.seconds.saturating_sub(1);
        r.right_up = down_right_up;
        self.clock = Some(r);
        self.send(t, proto::clock_message(&r));
    }

    /// Answers the program's commands at once (no simulated time).
    pub fn pump(&mut self) {
        self.step(Time::from_micros(u64::MAX / 2));
    }

    /// Writes bytes as they are, now.
    pub fn raw_write(&mut self, bytes: &[u8]) {
        if let Some(pty) = &mut self.pty {
            pty.write(bytes);
            self.written += bytes.len() as u64;
        }
    }

    /// Does what is due at `now`; writes what is due. `true` if anything was
    /// written.
    fn step(&mut self, now: Time) -> bool {
        self.service(now);
        while self.script.front().is_some_and(|(t, _)| *t <= now) {
            let (t, act) = self.script.pop_front().unwrap();
            match act {
                Act::Field(sq, piece) | Act::LostField(sq, piece) => {
                    let lost = matches!(act, Act::LostField(..));
                    match piece {
                        Some(p) => self.board.set_piece_at(sq, p),
                        None => {
                            self.board.discard_piece_at(sq);
                        }
                    }
                    if self.update_mode && !lost {
                        let f = proto::field_of(sq, self.rotated);
                        self.send(t, proto::field_message(f, proto::code_of(piece)));
                    }
                }
                Act::Lever(side) => self.lever(t, side),
                Act::Raw(bytes) => self.outbox.push_back((t, bytes)),
                Act::Unplug => {
                    self.pty = None;
                    self.outbox.clear();
                    self.rx.clear();
                    self.update_mode = false;
                    self.written = 0;
                    self.unplugs += 1;
                }
                Act::Plug => {
                    self.pty = Some(Pty::open(&self.link));
                }
            }
        }
        // One write per step: the caller waits for the reader to take it
        // before the next, so a message sent in parts arrives in parts.
        if self.outbox.front().is_some_and(|(t, _)| *t <= now) {
            let (_, bytes) = self.outbox.pop_front().unwrap();
            if let Some(pty) = &mut self.pty {
                pty.write(&bytes);
                self.written += bytes.len() as u64;
                return true;
            }
        }
        false
    }
}

// ---------------------------------------------------------------- the world

/// The emulator, the DGT reader and the virtual clock, stepped together.
pub struct World {
    pub emu: Emulator,
    pub dgt: Dgt,
    pub clock: Arc<VirtualClock>,
    /// Press lines (GPIO): (time, event), passed to the board's log.
    lines: VecDeque<(Time, ClockEvent)>,
}

impl World {
    /// Time moves to `t` (not back); what is due is done, and the reader
    /// has handled it when this returns.
    pub fn advance(&mut self, t: Time) {
        self.clock.set(t);
        self.settle();
    }

    pub fn now(&self) -> Time {
        self.clock.now()
    }

    fn settle(&mut self) {
        let now = self.clock.now();
        while self.lines.front().is_some_and(|(t, _)| *t <= now) {
            let (_, ev) = self.lines.pop_front().unwrap();
            self.dgt.press_line(ev);
        }
        // Dumps due now (checking the board at a press) are asked for
        // before the board moves on.
        self.dgt.time_advanced();
        // Wall time for the reader to catch up: generous, as a loaded CI
        // machine (other tests building and running) starves its thread.
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let wrote = self.emu.step(now);
            // The reader sees a pulled cable, and comes back on a new port
            // before time goes on.
            loop {
                let s = self.dgt.stats();
                let ok = if self.emu.pty.is_none() {
                    s.lost >= self.emu.unplugs
                } else {
                    s.connects > self.emu.unplugs && s.link_bytes >= self.emu.written
                };
                if ok {
                    break;
                }
                assert!(
                    Instant::now() < until,
                    "the DGT reader does not follow: {s:?}"
                );
                // A reconnection sends commands to answer.
                self.emu.step(now);
                std::thread::sleep(Duration::from_micros(50));
            }
            if !wrote {
                // A command written after the last byte (a dump asked for)
                // is answered now too.
                std::thread::sleep(Duration::from_micros(200));
                if !self.emu.step(now) {
                    break;
                }
            }
        }
        self.dgt.time_advanced();
    }

    /// The next time the world has something to do, after now.
    pub fn next_time(&self) -> Option<Time> {
        let now = self.clock.now();
        [
            self.emu.next_time(),
            self.dgt.presses().1,
            self.lines.front().map(|(t, _)| *t),
        ]
        .into_iter()
        .flatten()
        .filter(|t| *t > now)
        .min()
    }

    /// Opens the board and lets it send its first dump.
    pub fn start(emu: Emulator, opts: dgt::Options) -> World {
        let clock = Arc::new(VirtualClock::default());
        let dgt = Dgt::open(opts, clock.clone()).unwrap();
        let mut w = World {
            emu,
            dgt,
            clock,
            lines: VecDeque::new(),
        };
        w.wait_connected();
        w
    }

    /// Waits (real time) until the reader has (re)connected and has the
    /// board's dump.
    pub fn wait_connected(&mut self) {
        let until = Instant::now() + Duration::from_secs(10);
        let dumps = self.dgt.stats().dumps;
        loop {
            self.settle();
            let s = self.dgt.stats();
            if s.dumps > dumps
                && self.dgt.info().serial.is_some()
                && self.dgt.info().clock.is_some()
                || (s.dumps > dumps && self.emu.clock.is_none() && self.dgt.info().serial.is_some())
            {
                return;
            }
            assert!(Instant::now() < until, "the DGT reader does not connect");
            // Answers that come later (a board slow to answer).
            match self.emu.next_time() {
                Some(t) if t > self.now() => self.advance(t),
                _ => std::thread::sleep(Duration::from_millis(5)),
            }
        }
    }

    pub fn press_line(&mut self, t: Time, ev: ClockEvent) {
        self.lines.push_back((t, ev));
    }
}

/// The daemon's timebase over a [`World`] (see the module documentation):
/// hardware time is engine time plus `shift`, and the scanner reaches
/// engine time `e` when hardware time is `e + shift + lag`.
pub struct EmuTimebase {
    pub world: Mutex<World>,
    pub shift: Time,
    pub lag: Time,
    pub scan_point: Arc<ScanPoint>,
    early: Mutex<VecDeque<ClockMsg>>,
    received: AtomicU64,
}

impl EmuTimebase {
    pub fn new(world: World, shift: Time, lag: Time, scan_point: Arc<ScanPoint>) -> EmuTimebase {
        EmuTimebase {
            world: Mutex::new(world),
            shift,
            lag,
            scan_point,
            early: Mutex::new(VecDeque::new()),
            received: AtomicU64::new(0),
        }
    }

    fn engine(&self, hw: Time) -> Time {
        hw.since(self.shift)
    }
}

impl Timebase for EmuTimebase {
    fn now(&self) -> Time {
        self.engine(self.world.lock().unwrap().now().since(self.lag))
    }

    fn wait(&self, deadline: Time, events: &Receiver<ClockMsg>) -> Wake {
        let mut early = self.early.lock().unwrap();
        loop {
            let mut world = self.world.lock().unwrap();
            // Every press the board placed must have come through the
            // daemon's clock thread before time moves on.
            let released = world.dgt.presses().0;
            while self.received.load(Ordering::SeqCst) < released {
                match events.recv_timeout(Duration::from_secs(10)) {
                    Ok(m) => {
                        early.push_back(m);
                        self.received.fetch_add(1, Ordering::SeqCst);
                    }
                    Err(RecvTimeoutError::Timeout) => panic!("a placed press did not arrive"),
                    Err(RecvTimeoutError::Disconnected) => return Wake::Idle,
                }
            }
            let due = early.front().map(|m| match m.event {
                ClockEvent::Press(p) => self.engine(p.t),
                ClockEvent::Ack(t) | ClockEvent::Adjust(_, t) | ClockEvent::Flag(_, t) => {
                    self.engine(t)
                }
            });
            if due.is_some_and(|t| t <= deadline) {
                return Wake::Event(early.pop_front().unwrap());
            }
            let now = world.now();
            let target = deadline.plus(self.shift).plus(self.lag);
            if now >= target {
                return Wake::Deadline;
            }
            let step = world.next_time().filter(|t| *t <= target).unwrap_or(target);
            world.advance(step);
        }
    }

    fn begin_scan(&self, t: Time, _press: bool) {
        self.scan_point.set(t.plus(self.shift));
    }

    fn hw_time(&self, t: Time) -> Time {
        self.engine(t)
    }

    fn press_scan_time(&self, press: Time, last_t: Time) -> Time {
        self.engine(press).max(last_t)
    }
}

// ---------------------------------------------------------------- traces

/// Makes an occupancy trace an identity trace (a DGT board sees pieces):
/// a piece put down is the one lifted last by the side to move (from
/// `replay` of the original: the side changes at each `move`), else the
/// one lifted last; a pawn reaching the last rank becomes a queen; a square
/// that reappears in an `occ` frame gets back what left it. `occ` frames
/// become `board` frames. Identity traces are returned as they are.
pub fn to_identity(text: &str) -> String {
    let trace = jadoube::trace::parse(text).unwrap();
    if trace.sensor == Some(jadoube::board::SensorKind::Identity) {
        return text.to_string();
    }
    let (_, start) = jadoube::trace::setup(&trace, &Default::default()).unwrap();
    let events = jadoube::replay::replay_text(text, &Default::default()).unwrap();
    let moves: Vec<(Time, Color)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Move(m) => Some((m.t, m.side)),
            _ => None,
        })
        .collect();
    let first = start.turn;
    let to_move = |t: Time| {
        moves
            .iter()
            .rev()
            .find(|(mt, _)| *mt < t)
            .map_or(first, |(_, side)| side.other())
    };
    let mut board = start.board.clone();
    let mut hand: Vec<(Square, Piece)> = Vec::new();
    let mut out = String::from("sensor identity\n");
    let letter = |p: Piece| p.char();
    let lift = |board: &mut Board, hand: &mut Vec<(Square, Piece)>, sq: Square| {
        if let Some(p) = board.remove_piece_at(sq) {
            hand.push((sq, p));
        }
    };
    let choose = |hand: &mut Vec<(Square, Piece)>, sq: Square, mover: Color| -> Piece {
        let i = hand
            .iter()
            .rposition(|(_, p)| p.color == mover)
            .or(hand.len().checked_sub(1));
        let mut p = match i {
            Some(i) => hand.remove(i).1,
            None => Piece {
                color: mover,
                role: Role::Queen,
            },
        };
        if p.role == Role::Pawn
            && sq.rank()
                == p.color
                    .fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First)
        {
            p.role = Role::Queen;
        }
        p
    };
    for raw in text.lines() {
        let body = raw.split('#').next().unwrap_or("").trim();
        let mut toks = body.split_whitespace();
        let Some(first_tok) = toks.next() else {
            continue;
        };
        if jadoube::time::Time::parse_secs(first_tok).is_err() {
            if first_tok != "sensor" {
                out += body;
                out += "\n";
            }
            continue;
        }
        let t = Time::parse_secs(first_tok).unwrap();
        let line = jadoube::trace::parse(&format!("{body}\n")).unwrap();
        let op = line.lines[0].op.clone();
        match op {
            Op::Lift(sq) => {
                lift(&mut board, &mut hand, sq);
                out += &format!("{first_tok} lift {sq}\n");
            }
            Op::Drop(sq, piece) => {
                let p = match piece {
                    Some(p) => {
                        if let Some(i) = hand.iter().rposition(|(_, h)| *h == p) {
                            hand.remove(i);
                        }
                        p
                    }
                    None => choose(&mut hand, sq, to_move(t)),
                };
                board.set_piece_at(sq, p);
                out += &format!("{first_tok} drop {sq} {}\n", letter(p));
            }
            Op::Occ(bits) => {
                let bits = Bitboard(bits);
                for sq in board.occupied() & !bits {
                    lift(&mut board, &mut hand, sq);
                }
                for sq in bits & !board.occupied() {
                    let p = match hand.iter().rposition(|(from, _)| *from == sq) {
                        Some(i) => hand.remove(i).1,
                        None => choose(&mut hand, sq, to_move(t)),
                    };
                    board.set_piece_at(sq, p);
                }
                out += &format!("{first_tok} board {}\n", board.board_fen());
            }
            Op::Board(b) => {
                board = b;
                out += &format!("{first_tok} board {}\n", board.board_fen());
            }
            Op::Press(_) | Op::Ack | Op::Adjust(_) => {
                out += body;
                out += "\n";
            }
        }
    }
    out
}

/// What the board does for a trace's lines: its changes as field updates
/// at trace time + `lag`, presses as the lever (`lever`) or as press lines.
pub fn script(world: &mut World, trace: &Trace, start: &Board, lag: Time, lever: bool) {
    let mut phys = jadoube::trace::Physical::new(start);
    for line in &trace.lines {
        let t = line.t.plus(lag);
        match &line.op {
            Op::Press(side) => {
                if lever {
                    world
                        .emu
                        .at(t, Act::Lever(side.expect("a dual clock trace")));
                } else {
                    world.press_line(
                        t,
                        ClockEvent::Press(Press {
                            t,
                            side: *side,
                            clock: None,
                        }),
                    );
                }
            }
            Op::Ack => world.press_line(t, ClockEvent::Ack(t)),
            // The "j'adoube" buttons are GPIO lines beside the board.
            Op::Adjust(side) => world.press_line(t, ClockEvent::Adjust(*side, t)),
            _ => {
                let before = phys.pieces.clone();
                phys.apply(line, jadoube::board::SensorKind::Identity)
                    .unwrap();
                for sq in Square::ALL {
                    let (a, b) = (before.piece_at(sq), phys.pieces.piece_at(sq));
                    if a != b {
                        // A piece replaced by another leaves first.
                        if a.is_some() && b.is_some() {
                            world.emu.at(t, Act::Field(sq, None));
                        }
                        world.emu.at(t, Act::Field(sq, b));
                    }
                }
            }
        }
    }
}

/// How a run is set up.
#[derive(Clone, Debug)]
pub struct RunOpts {
    pub latency: Latency,
    pub noise: Noise,
    /// Extra acts at trace times (before `lag` is added).
    pub acts: Vec<(Time, Act)>,
    pub reply_delay: Time,
    /// The clock's display and the board's LEDs as outputs.
    pub outputs: bool,
    /// Text commands the clock loses.
    pub deaf_texts: u32,
    /// No clock plugged in.
    pub no_clock: bool,
}

impl Default for RunOpts {
    fn default() -> Self {
        RunOpts {
            latency: Latency {
                clock: Time::ZERO,
                board: Time::ZERO,
            },
            noise: Noise::default(),
            acts: Vec::new(),
            reply_delay: Time::ZERO,
            outputs: false,
            deaf_texts: 0,
            no_clock: false,
        }
    }
}

/// What a run gives.
pub struct Run {
    pub summary: daemon::Summary,
    pub stats: dgt::Stats,
    pub info: dgt::Info,
    pub clock_texts: Vec<String>,
    pub leds: Bitboard,
    pub commands: Vec<Vec<u8>>,
}

/// A fresh directory under the system's temporary directory.
pub fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("jadoube-dgt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Plays an identity trace on the emulated board through the whole daemon.
pub fn run_trace(text: &str, name: &str, o: &RunOpts) -> Run {
    let trace = jadoube::trace::parse(text).unwrap();
    let (cfg, start) = jadoube::trace::setup(&trace, &Default::default()).unwrap();
    let lever = cfg.clock == ClockMode::Dual;
    let dir = temp_dir(name);
    let link = dir.join("dgt-board");
    let white = ClockSide::Left;
    let mut emu = Emulator::new(&link, start.board.clone(), white);
    if o.no_clock {
        emu = emu.without_clock();
    }
    emu.noise = o.noise;
    emu.reply_delay = o.reply_delay;
    emu.deaf_texts = o.deaf_texts;
    let opts = dgt::Options {
        device: Device::Path(link.clone()),
        rotated: false,
        clock_white: lever.then_some(white),
        latency: o.latency,
        resync: Time::from_millis(1000),
        ping_after: Duration::from_secs(2),
    };
    let lag = opts.lag();
    let mut world = World::start(emu, opts);
    script(&mut world, &trace, &start.board, lag, lever);
    for (t, act) in &o.acts {
        world.emu.at(t.plus(lag), act.clone());
    }
    let dgt = world.dgt.clone();
    let timing = dgt.timing();
    let scanner = Scanner::new(
        Box::new(dgt.grid(timing.scan_point.clone())),
        FaultMonitor::new(2, 3),
    );
    let led_cfg = jadoube::config::LedConfig {
        enabled: false,
        ..Default::default()
    };
    let mut led =
        jadoube::hw::led::open_led(&led_cfg, &mut jadoube::hw::fake::FakeBuses::new()).unwrap();
    let mut square_leds: Option<Box<dyn SquareLeds>> = None;
    if o.outputs {
        led = Box::new(dgt::BothLeds(led, Box::new(dgt.clock_display(true))));
        square_leds = Some(Box::new(dgt.square_leds()));
    }
    let tb = Arc::new(EmuTimebase::new(world, lag, lag, timing.scan_point.clone()));
    let start_text = trace
        .start
        .as_ref()
        .map_or_else(|| "startpos".to_string(), |(_, s)| s.clone());
    let header = Header::new(
        &cfg,
        &start_text,
        100,
        GameInfo::default(),
        dgt.info().describe(),
    );
    let wall = Wall::Sim(std::time::UNIX_EPOCH + Duration::from_secs(1_777_712_400));
    let game = jadoube::journal::recover::open_game_with(
        &dir.join("game.jsonl"),
        header.clone(),
        &|t| wall.at(t),
        true,
        jadoube::journal::key::MissingKey::Make,
    )
    .unwrap();
    // As `[led] enabled = false` gives it: no status LED (the clock's
    // display shows the alert all the same).
    let screen = ScreenOptions {
        outputs: Vec::new(),
        led: jadoube::display::LedMode::Off,
        ..ScreenOptions::default()
    };
    let opts = Options {
        outputs: daemon::outputs_config(&header, screen, None).unwrap(),
        end: Some(jadoube::trace::trace_end(&trace)),
        wall,
        notifier: Notifier::none(),
        started: Instant::now(),
        sync_every: Duration::from_secs(1),
        keep_events: true,
        journal_tail: None,
    };
    let parts = Parts {
        scanner,
        clock: Box::new(dgt.clock_input()),
        led,
        square_leds,
        timebase: tb.clone(),
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (_stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let summary = rt
        .block_on(daemon::run_daemon(parts, game, opts, stop_rx))
        .unwrap();
    let world = tb.world.lock().unwrap();
    Run {
        summary,
        stats: dgt.stats(),
        info: dgt.info(),
        clock_texts: world.emu.clock_texts.clone(),
        leds: world.emu.leds,
        commands: world.emu.commands.clone(),
    }
}

pub fn json(events: &[Event]) -> Vec<serde_json::Value> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap())
        .collect()
}

/// What `replay` gives for a trace's text.
pub fn replay(text: &str) -> Vec<Event> {
    jadoube::replay::replay_text(text, &Default::default()).unwrap()
}

/// The first difference between two event lists, for a message.
pub fn difference(got: &[serde_json::Value], want: &[serde_json::Value]) -> Option<String> {
    if got == want {
        return None;
    }
    let at = got
        .iter()
        .zip(want)
        .position(|(a, b)| a != b)
        .unwrap_or(got.len().min(want.len()));
    Some(format!(
        "{} events against {}; first difference at {at}: {:?} vs {:?}",
        got.len(),
        want.len(),
        got.get(at),
        want.get(at)
    ))
}
