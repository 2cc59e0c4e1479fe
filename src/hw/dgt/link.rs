//! The reader thread: finds and opens the port, keeps the board in update
//! mode, reads its messages into the log, and starts again when the port
//! goes away.

use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use shakmaty::Board;

use super::log::Change;
use super::proto::{self, Decoded, Decoder, Message, cmd};
use super::{Busy, Device, LeverNews, Shared, lock};
use crate::time::Time;
use crate::words::hw_fault::LinkWhy;

/// The board's speed.
pub const BAUD: u32 = 9600;
/// A read waits at most this long (then the thread checks its timers).
const READ_TIMEOUT: Duration = Duration::from_millis(100);
/// Bytes of one message come a millisecond apart; a silence this long in
/// the middle of one means bytes were lost.
const GAP: Duration = Duration::from_millis(250);
/// Between two attempts to open the port.
const RETRY: Duration = Duration::from_millis(500);
/// With the lever giving the presses, no clock this long after the
/// connection is a fault.
pub const NO_CLOCK_AFTER: Time = Time::from_millis(3000);

/// Opens a serial port at the board's settings.
pub fn open_port(path: &Path) -> Result<Box<dyn serialport::SerialPort>, String> {
    serialport::new(path.to_string_lossy(), BAUD)
        .data_bits(serialport::DataBits::Eight)
        .parity(serialport::Parity::None)
        .stop_bits(serialport::StopBits::One)
        .flow_control(serialport::FlowControl::None)
        .timeout(READ_TIMEOUT)
        .open()
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// The serial ports a DGT board may be on, most likely first: names under
/// `/dev/serial/by-id` that say DGT, the other USB serial ports, Bluetooth
/// serial ports.
pub fn candidates() -> Vec<PathBuf> {
    let mut named = Vec::new();
    let mut seen = Vec::new();
    if let Ok(rd) = std::fs::read_dir("/dev/serial/by-id") {
        let mut links: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        links.sort();
        links.sort_by_key(|p| !p.to_string_lossy().to_ascii_lowercase().contains("dgt"));
        for l in links {
            if let Ok(target) = std::fs::canonicalize(&l) {
                seen.push(target);
            }
            named.push(l);
        }
    }
    let mut others: Vec<PathBuf> = std::fs::read_dir("/dev")
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    let n = p.file_name().map(|n| n.to_string_lossy().into_owned());
                    n.is_some_and(|n| {
                        n.starts_with("ttyACM")
                            || n.starts_with("ttyUSB")
                            || n.starts_with("rfcomm")
                    })
                })
                .filter(|p| !seen.contains(p))
                .collect()
        })
        .unwrap_or_default();
    others.sort();
    named.extend(others);
    named
}

/// Asks the port for a DGT board's version: whether one answers within
/// `wait`.
pub fn probe(port: &mut dyn serialport::SerialPort, wait: Duration) -> bool {
    if port.write_all(&[cmd::VERSION]).is_err() {
        return false;
    }
    let until = Instant::now() + wait;
    let mut dec = Decoder::new();
    let mut buf = [0u8; 64];
    let mut out = Vec::new();
    while Instant::now() < until {
        match port.read(&mut buf) {
            Ok(n) if n > 0 => {
                dec.push(&buf[..n], &mut out);
                if out
                    .iter()
                    .any(|d| matches!(d, Decoded::Message(Message::Version { .. })))
                {
                    return true;
                }
            }
            Ok(_) => return false,
            Err(e) if e.kind() == ErrorKind::TimedOut => {}
            Err(_) => return false,
        }
    }
    false
}

fn find(device: &Device) -> Result<(Box<dyn serialport::SerialPort>, PathBuf), String> {
    match device {
        Device::Path(p) => open_port(p).map(|port| (port, p.clone())),
        Device::Auto => {
            for p in candidates() {
                if let Ok(mut port) = open_port(&p)
                    && probe(port.as_mut(), Duration::from_millis(500))
                {
                    return Ok((port, p));
                }
            }
            Err("no DGT board answers on the USB serial ports".into())
        }
    }
}

/// The reader thread's body: until the handles are dropped.
pub(super) fn run(shared: &Arc<Shared>) {
    let mut last_error = String::new();
    while !shared.stop.load(Ordering::SeqCst) {
        match find(&shared.opts.device) {
            Ok((port, path)) => {
                last_error.clear();
                let why = Session::new(shared, port, &path).run();
                *lock(&shared.writer) = None;
                let t = shared.now();
                let mut log = lock(&shared.log);
                log.push(t, Change::Lost(why.to_string()));
                shared.release(&mut log);
                drop(log);
                lock(&shared.stats).lost += 1;
                if !shared.stop.load(Ordering::SeqCst) {
                    tracing::error!("dgt: {why}");
                }
            }
            Err(e) => {
                if e != last_error {
                    tracing::warn!("dgt: {e}");
                    last_error = e;
                }
                let until = Instant::now() + RETRY;
                while Instant::now() < until && !shared.stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        }
    }
}

/// One connection to the board.
struct Session<'a> {
    shared: &'a Shared,
    port: Box<dyn serialport::SerialPort>,
    path: String,
    decoder: Decoder,
    last_byte: Instant,
    /// A dump was asked for at this time and has not come.
    dump_asked: Option<Instant>,
    dump_tries: u32,
    /// The board was asked whether it is there.
    pinged: Option<Instant>,
    /// The lever was where it was before a disconnection: the next dump
    /// shows whether two presses may have been made unseen.
    check_unseen: bool,
    /// When the port was opened (hardware time).
    opened_at: Time,
}

impl<'a> Session<'a> {
    fn new(shared: &'a Shared, port: Box<dyn serialport::SerialPort>, path: &Path) -> Session<'a> {
        Session {
            shared,
            port,
            path: path.display().to_string(),
            decoder: Decoder::new(),
            last_byte: Instant::now(),
            dump_asked: None,
            dump_tries: 0,
            pinged: None,
            check_unseen: false,
            opened_at: shared.now(),
        }
    }

    /// Reads until the port goes away (or the handles are dropped): why.
    fn run(mut self) -> LinkWhy {
        let port = self.path.clone();
        match self.port.try_clone() {
            Ok(w) => *lock(&self.shared.writer) = Some(w),
            Err(e) => {
                return LinkWhy::NoClone {
                    port,
                    why: e.to_string(),
                };
            }
        }
        {
            let mut info = lock(&self.shared.info);
            info.device = Some(self.path.clone());
            info.serial = None;
            info.version = None;
            info.clock = None;
            info.clock_seen = None;
            info.lever = None;
        }
        // Presses made while the board was away are found by the lever.
        lock(&self.shared.lever).away();
        {
            let mut s = lock(&self.shared.stats);
            s.connects += 1;
            s.link_bytes = 0;
        }
        let hello = [cmd::UPDATE_NICE, cmd::SERIAL, cmd::VERSION, cmd::SEND_BOARD];
        if !self.shared.write(&hello) {
            return LinkWhy::NoWrite { port };
        }
        self.dump_asked = Some(Instant::now());
        {
            let mut q = lock(&self.shared.clock_queue);
            // What a clock shows after the board came back is not known.
            q.shown = None;
            // The clock's version first: the next command waits for its
            // acknowledgement.
            q.busy = None;
            if self.shared.write(&proto::clock_version()) {
                q.busy = Some(Busy {
                    at: self.shared.now(),
                    command: proto::clock_cmd::VERSION,
                    show: None,
                });
            }
        }
        let mut buf = [0u8; 256];
        let mut out = Vec::new();
        loop {
            if self.shared.stop.load(Ordering::SeqCst) {
                return LinkWhy::Stopped;
            }
            // A dump to check the board at a press is asked for when due
            // (`Shared::release`, from any thread): wake up for it.
            let check = *lock(&self.shared.check_at);
            let wait = check.map_or(READ_TIMEOUT, |at| {
                let left = at.since(self.shared.now());
                Duration::from_micros(left.micros().max(1000)).min(READ_TIMEOUT)
            });
            let _ = self.port.set_timeout(wait);
            match self.port.read(&mut buf) {
                Ok(0) => return LinkWhy::Closed { port },
                Ok(n) => {
                    let t = self.shared.now();
                    self.last_byte = Instant::now();
                    self.pinged = None;
                    out.clear();
                    self.decoder.push(&buf[..n], &mut out);
                    for d in out.drain(..) {
                        self.handle(t, d);
                    }
                    self.check_clock_present();
                    let mut s = lock(&self.shared.stats);
                    s.bytes += n as u64;
                    s.link_bytes += n as u64;
                }
                Err(e) if e.kind() == ErrorKind::TimedOut => {
                    if let Some(why) = self.idle() {
                        return why;
                    }
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    return LinkWhy::ReadFailed {
                        port,
                        why: e.to_string(),
                    };
                }
            }
            let mut log = lock(&self.shared.log);
            self.shared.release(&mut log);
        }
    }

    /// Asks for a dump that checks the board at a press; the press waits
    /// for it. The board reports a change up to `board_latency_ms` after it
    /// was made (its scan): a dump read sooner may not show yet what was
    /// done just before the press (an update lost then would not be
    /// found). So the dump of a lever's press is asked for that long after
    /// its report, when everything made before the press has been scanned.
    fn check_board(&mut self, t: crate::time::Time, press: bool) {
        let mut log = lock(&self.shared.log);
        log.doubt(t);
        if press {
            let at = t.plus(self.shared.opts.latency.board);
            lock(&self.shared.check_at).get_or_insert(at);
            self.shared.release(&mut log);
        } else {
            drop(log);
            self.ask_dump();
        }
    }

    /// Asks for a dump unless one is on its way (the board answers in
    /// order: that one will show the board after what caused the doubt).
    fn ask_dump(&mut self) {
        if self.dump_asked.is_none() {
            self.shared.write(&[cmd::SEND_BOARD]);
            self.dump_asked = Some(Instant::now());
        }
    }

    /// Timers, between reads: a message cut short, a dump that does not
    /// come, a board that no longer answers.
    fn idle(&mut self) -> Option<LinkWhy> {
        if self.decoder.in_message() && self.last_byte.elapsed() > GAP {
            let t = self.shared.now();
            if let Some(d) = self.decoder.abandon() {
                self.handle(t, d);
            }
        }
        let resync = Duration::from_micros(self.shared.opts.resync.micros());
        if let Some(at) = self.dump_asked
            && at.elapsed() > resync
        {
            self.dump_tries += 1;
            if self.dump_tries >= 3 {
                return Some(LinkWhy::NoPosition {
                    port: self.path.clone(),
                });
            }
            self.dump_asked = None;
            lock(&self.shared.stats).resyncs += 1;
            self.ask_dump();
        }
        let ping_after = self.shared.opts.ping_after;
        match self.pinged {
            None if self.last_byte.elapsed() > ping_after => {
                self.shared.write(&[cmd::SERIAL]);
                self.pinged = Some(Instant::now());
            }
            Some(at) if at.elapsed() > ping_after => {
                return Some(LinkWhy::NoAnswer {
                    port: self.path.clone(),
                });
            }
            _ => {}
        }
        self.check_clock_present();
        let mut q = lock(&self.shared.clock_queue);
        self.shared.clock_send(&mut q);
        None
    }

    /// With the lever giving the presses: a clock not seen a few seconds
    /// after the connection is a sensor fault (nothing could be judged).
    fn check_clock_present(&mut self) {
        if self.shared.opts.clock_white.is_none() {
            return;
        }
        let now = self.shared.now();
        let seen = lock(&self.shared.info).clock_seen;
        if seen != Some(true) && now.since(self.opened_at) >= NO_CLOCK_AFTER {
            let mut log = lock(&self.shared.log);
            log.set_no_clock(now, true);
        }
    }

    fn handle(&mut self, t: crate::time::Time, d: Decoded) {
        let m = match d {
            Decoded::Message(m) => m,
            Decoded::Garbled(what) => {
                {
                    let mut s = lock(&self.shared.stats);
                    s.garbled += 1;
                    // One dump answers every doubt until it comes.
                    if self.dump_asked.is_none() {
                        s.resyncs += 1;
                    }
                }
                tracing::warn!("dgt {}: {what}: asking for the whole board", self.path);
                lock(&self.shared.log).doubt(t);
                self.ask_dump();
                return;
            }
        };
        lock(&self.shared.stats).messages += 1;
        let rotated = self.shared.opts.rotated;
        match m {
            Message::Board(codes) => {
                let board = board_of(&codes, rotated);
                self.dump_asked = None;
                self.dump_tries = 0;
                let mut log = lock(&self.shared.log);
                let known = log.current().is_ok();
                let wrong = log.check(t, board);
                if std::mem::take(&mut self.check_unseen) {
                    log.reconnected_without_press(t);
                }
                drop(log);
                let mut s = lock(&self.shared.stats);
                s.dumps += 1;
                if wrong.any() && known {
                    s.corrected += 1;
                    tracing::warn!(
                        "dgt {}: the board differs from its updates on {} (updates were lost)",
                        self.path,
                        crate::arbiter::position::square_list(wrong)
                    );
                }
            }
            Message::Field { field, code } => {
                lock(&self.shared.log).push(t, field_change(field, code, rotated));
            }
            Message::Clock(r) => {
                {
                    let mut info = lock(&self.shared.info);
                    info.clock_seen = Some(!r.absent);
                    if !r.absent {
                        info.lever = Some((r.lever_down(), t));
                    }
                }
                let Some(white) = self.shared.opts.clock_white else {
                    return;
                };
                let news = {
                    let mut log = lock(&self.shared.log);
                    lock(&self.shared.lever).reading(&mut log, t, &r, white)
                };
                match news {
                    LeverNews::Press(side) => {
                        lock(&self.shared.stats).levers += 1;
                        lock(&self.shared.info).last_press = Some((side, t));
                        self.check_board(t, true);
                    }
                    LeverNews::CheckUnseen => {
                        self.check_unseen = true;
                        self.check_board(t, false);
                    }
                    LeverNews::Nothing => {}
                }
            }
            Message::ClockAck {
                command,
                data,
                error,
            } => {
                if command == 0x09 {
                    lock(&self.shared.info).clock = Some((data >> 4, data & 0x0f));
                }
                if error {
                    tracing::warn!(
                        "dgt {}: the clock refused command {command:#04x}",
                        self.path
                    );
                }
                if command & 0x80 == 0 {
                    let mut q = lock(&self.shared.clock_queue);
                    // Shown once acknowledged, not once written: a command
                    // the clock never acknowledged is sent again.
                    if let Some(b) = q.busy.filter(|b| b.command == command) {
                        if !error && b.show.is_some() {
                            q.shown = b.show;
                        }
                        q.busy = None;
                    }
                    self.shared.clock_send(&mut q);
                }
            }
            Message::Serial(s) => {
                lock(&self.shared.info).serial = Some(s.trim().to_string());
            }
            Message::Version { major, minor } => {
                lock(&self.shared.info).version = Some((major, minor));
            }
            Message::ClockEmpty | Message::Other { .. } => {}
        }
    }
}

/// A field update as a change of the board log (a code that is no chess
/// piece, a result piece, reads as an empty square, as in a dump).
pub fn field_change(field: u8, code: u8, rotated: bool) -> Change {
    let piece = proto::piece_of(code).unwrap_or(None);
    Change::Field(proto::square_of(field, rotated), piece)
}

/// A dump's piece codes as a board (the result pieces, 13 to 15, are no
/// chess pieces: read as empty squares).
pub fn board_of(codes: &[u8; 64], rotated: bool) -> Board {
    let mut b = Board::empty();
    for (f, &code) in codes.iter().enumerate() {
        if let Ok(Some(p)) = proto::piece_of(code) {
            b.set_piece_at(proto::square_of(f as u8, rotated), p);
        }
    }
    b
}

/// A board as a dump's piece codes.
pub fn codes_of(board: &Board, rotated: bool) -> [u8; 64] {
    let mut codes = [0u8; 64];
    for (f, c) in codes.iter_mut().enumerate() {
        *c = proto::code_of(board.piece_at(proto::square_of(f as u8, rotated)));
    }
    codes
}
