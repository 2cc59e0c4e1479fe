//! The hardware's faults in the person's language (issue 31, lang9).
//!
//! A running bus's failures ([`RunWhy`]: an SPI transfer, an I2C
//! transaction, a GPIO chip gone, a DGT board not connected…) and the
//! sensor faults the hardware layer reports (`hw::SensorError`, journaled
//! as the `detail` of a `sensor_fault`, in English: the contract) are
//! written here in English ([`RunWhy`]'s and [`Detail`]'s `Display`, used
//! by `hw`) and read back from that English ([`Fault::parse`]), so the
//! screen, its status line, the hall and the terminal say them in their
//! language whether the fault comes from the board itself, a journal or
//! the hall. The system's reason is said by its error number or kind
//! ([`os_words`], lang6's words, moved here from `cli::error_words` so the
//! screen can use them), never as "os error N".

use std::io::ErrorKind;

use crate::i18n::{Arg, Lang, Tr};

/// The operating system's reason, as kind and number (said in words,
/// never as "os error N").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OsWhy {
    pub kind: ErrorKind,
    pub errno: Option<i32>,
}

impl OsWhy {
    pub fn of(e: &std::io::Error) -> OsWhy {
        OsWhy {
            kind: e.kind(),
            errno: e.raw_os_error(),
        }
    }

    /// The error again, to say.
    pub fn io(&self) -> std::io::Error {
        match self.errno {
            Some(n) => std::io::Error::from_raw_os_error(n),
            None => std::io::Error::from(self.kind),
        }
    }

    /// The system's reason in a library's words: the number of the last
    /// "(os error N)" `std::io::Error` writes.
    pub fn in_text(text: &str) -> Option<OsWhy> {
        let at = text.rfind("(os error ")?;
        let rest = &text[at + "(os error ".len()..];
        let n: i32 = rest[..rest.find(')')?].parse().ok()?;
        Some(OsWhy::of(&std::io::Error::from_raw_os_error(n)))
    }
}

/// The operating system's error in words of the catalogue: by the error
/// number where the kind is too broad for a device (`ENODEV`, `EIO`,
/// `EMFILE`, `ENOTTY`…), else by its kind (every stable `ErrorKind`); a
/// kind the catalogue does not name is said as "system error N" with the
/// kind's name (`io-kind-unnamed`), never the system's English text.
pub fn os_words(tr: &Tr, e: &std::io::Error) -> String {
    let by_code = match e.raw_os_error() {
        Some(libc::ENODEV | libc::ENXIO) => Some("io-kind-no-device"),
        Some(libc::EIO) => Some("io-kind-input-output"),
        Some(libc::EMFILE | libc::ENFILE) => Some("io-kind-too-many-open-files"),
        Some(libc::ENOTTY) => Some("io-kind-not-a-terminal"),
        Some(libc::EBADF) => Some("io-kind-bad-descriptor"),
        Some(libc::ENOSPC) => Some("io-storage-full"),
        Some(libc::ELOOP) => Some("io-kind-filesystem-loop"),
        Some(libc::ENAMETOOLONG) => Some("io-kind-name-too-long"),
        Some(libc::EPROTO) => Some("io-kind-protocol"),
        _ => None,
    };
    if let Some(id) = by_code {
        return tr.t(id);
    }
    match os_kind_id(e.kind()) {
        Some(id) => tr.t(id),
        // The kinds std leaves unnamed (`Uncategorized`, `Other`): the
        // number alone.
        None if matches!(e.kind(), ErrorKind::Other)
            || format!("{:?}", e.kind()) == "Uncategorized" =>
        {
            match e.raw_os_error() {
                Some(code) => tr.msg("io-kind-code", &[("code", code.into())]),
                None => tr.t("io-kind-other"),
            }
        }
        None => tr.msg(
            "io-kind-unnamed",
            &[
                ("kind", format!("{:?}", e.kind()).into()),
                (
                    "code",
                    e.raw_os_error()
                        .map_or_else(String::new, |c| c.to_string())
                        .into(),
                ),
            ],
        ),
    }
}

/// The catalogue's message for an [`ErrorKind`] (`io-*`, `io-kind-*`).
fn os_kind_id(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::PermissionDenied => "io-permission-denied",
        ErrorKind::AlreadyExists => "io-already-exists",
        ErrorKind::IsADirectory => "io-is-a-directory",
        ErrorKind::NotADirectory => "io-not-a-directory",
        ErrorKind::DirectoryNotEmpty => "io-directory-not-empty",
        ErrorKind::ReadOnlyFilesystem => "io-read-only",
        ErrorKind::StorageFull => "io-storage-full",
        ErrorKind::InvalidData => "io-invalid-data",
        ErrorKind::UnexpectedEof => "io-unexpected-eof",
        ErrorKind::TimedOut => "io-timed-out",
        ErrorKind::Interrupted => "io-interrupted",
        ErrorKind::ConnectionRefused => "io-kind-connection-refused",
        ErrorKind::ConnectionReset => "io-kind-connection-reset",
        ErrorKind::HostUnreachable => "io-kind-host-unreachable",
        ErrorKind::NetworkUnreachable => "io-kind-network-unreachable",
        ErrorKind::ConnectionAborted => "io-kind-connection-aborted",
        ErrorKind::NotConnected => "io-kind-not-connected",
        ErrorKind::AddrInUse => "io-kind-address-in-use",
        ErrorKind::AddrNotAvailable => "io-kind-address-not-available",
        ErrorKind::NetworkDown => "io-kind-network-down",
        ErrorKind::BrokenPipe => "io-kind-broken-pipe",
        ErrorKind::WouldBlock => "io-kind-would-block",
        ErrorKind::StaleNetworkFileHandle => "io-kind-stale-handle",
        ErrorKind::InvalidInput => "io-kind-invalid-input",
        ErrorKind::WriteZero => "io-kind-write-zero",
        ErrorKind::NotSeekable => "io-kind-not-seekable",
        ErrorKind::QuotaExceeded => "io-kind-quota-exceeded",
        ErrorKind::FileTooLarge => "io-kind-file-too-large",
        ErrorKind::ResourceBusy => "io-kind-resource-busy",
        ErrorKind::ExecutableFileBusy => "io-kind-executable-busy",
        ErrorKind::Deadlock => "io-kind-deadlock",
        ErrorKind::CrossesDevices => "io-kind-crosses-devices",
        ErrorKind::TooManyLinks => "io-kind-too-many-links",
        ErrorKind::InvalidFilename => "io-kind-invalid-filename",
        ErrorKind::ArgumentListTooLong => "io-kind-argument-list-too-long",
        ErrorKind::Unsupported => "io-kind-unsupported",
        ErrorKind::OutOfMemory => "io-kind-out-of-memory",
        _ => return None,
    })
}

/// A library's reason: the system's, in words, when it carries one; else
/// its own words, quoted between backticks (English: as it is).
pub fn reason_words(tr: &Tr, text: &str) -> String {
    if tr.lang() == Lang::En {
        return text.to_string();
    }
    match OsWhy::in_text(text) {
        Some(o) => os_words(tr, &o.io()),
        None => format!("`{text}`"),
    }
}

/// Why a running bus failed. `Display` is the English the hardware layer
/// writes (and always wrote); [`RunWhy::parse`] reads it back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunWhy {
    /// An SPI transfer the driver refused: its words (`I/O error: … (os
    /// error 5)`).
    Spi(String),
    /// An SPI transfer that moved fewer bytes than asked.
    ShortTransfer { done: usize, of: usize },
    /// An I2C transaction the driver refused: its words.
    I2c(String),
    /// An I2C write that sent fewer bytes than asked.
    ShortWrite { done: usize, of: usize },
    /// A GPIO operation the kernel refused: gpiocdev's words.
    Gpio(String),
    /// The kernel said ENODEV: the lines' chip went away; they are asked
    /// for again at the next use.
    ChipGone(String),
    /// The chip went away (`gone`: why) and is not back (`now`: why the
    /// lines cannot be had again).
    NotBack {
        lines: String,
        gone: String,
        now: String,
    },
    /// A DGT board's LEDs set while no board is connected.
    DgtNotConnected,
    /// A thread of the DGT board (its reader, or the one forwarding the
    /// clock's lines) that cannot be started: the system's words.
    NoThread { reader: bool, why: String },
    /// `--fake`: nothing recorded for this bus.
    NothingRecorded,
    /// `--fake`: the recording ran out.
    Exhausted,
    /// `--fake`: input lines recorded with more than 8 bytes.
    TooManyLines,
    /// `--fake`: a reply of another length than the read's.
    RecordedLength { recorded: usize, wants: usize },
    /// Words of no kind above (a failure a recording names), as they are.
    Other(String),
}

const CHIP_GONE: &str = ": the GPIO chip went away (asking for the lines again)";
const NOT_CONNECTED: &str = "the board is not connected: its LEDs cannot be set";

impl std::fmt::Display for RunWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunWhy::Spi(t) | RunWhy::I2c(t) | RunWhy::Gpio(t) | RunWhy::Other(t) => {
                write!(f, "{t}")
            }
            RunWhy::ShortTransfer { done, of } => {
                write!(f, "short transfer: {done} of {of} bytes")
            }
            RunWhy::ShortWrite { done, of } => write!(f, "short write: {done} of {of} bytes"),
            RunWhy::ChipGone(t) => write!(f, "{t}{CHIP_GONE}"),
            RunWhy::NotBack { lines, gone, now } => write!(
                f,
                "the GPIO chip of {lines} went away ({gone}) and is not back: {now}"
            ),
            RunWhy::DgtNotConnected => write!(f, "{NOT_CONNECTED}"),
            RunWhy::NoThread { reader: true, why } => {
                write!(f, "cannot start the reader thread: {why}")
            }
            RunWhy::NoThread { reader: false, why } => write!(f, "cannot start its thread: {why}"),
            RunWhy::NothingRecorded => write!(f, "nothing recorded for this bus"),
            RunWhy::Exhausted => write!(f, "recording exhausted"),
            RunWhy::TooManyLines => write!(f, "more than 64 lines recorded"),
            RunWhy::RecordedLength { recorded, wants } => {
                write!(f, "recorded {recorded} bytes, the read wants {wants}")
            }
        }
    }
}

/// `A of B BYTES` after `prefix`.
fn of_bytes(text: &str, prefix: &str) -> Option<(usize, usize)> {
    let rest = text.strip_prefix(prefix)?.strip_suffix(" bytes")?;
    let (a, b) = rest.split_once(" of ")?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

impl RunWhy {
    /// The kind of `text`, a failure on `bus` as [`RunWhy`]'s `Display`
    /// writes it: the driver's own words are an SPI device's (`spiB.C`),
    /// an I2C bus's (`i2c-N`) or GPIO lines' (the configuration's key).
    pub fn parse(bus: &str, text: &str) -> RunWhy {
        let why = RunWhy::parse_shape(bus, text);
        if why.to_string() == text {
            why
        } else {
            RunWhy::Other(text.to_string())
        }
    }

    fn parse_shape(bus: &str, text: &str) -> RunWhy {
        if let Some((done, of)) = of_bytes(text, "short transfer: ") {
            return RunWhy::ShortTransfer { done, of };
        }
        if let Some((done, of)) = of_bytes(text, "short write: ") {
            return RunWhy::ShortWrite { done, of };
        }
        if let Some(t) = text.strip_suffix(CHIP_GONE) {
            return RunWhy::ChipGone(t.to_string());
        }
        if let Some(rest) = text.strip_prefix("the GPIO chip of ")
            && let Some((lines, rest)) = rest.split_once(" went away (")
            && let Some((gone, now)) = rest.rsplit_once(") and is not back: ")
        {
            return RunWhy::NotBack {
                lines: lines.into(),
                gone: gone.into(),
                now: now.into(),
            };
        }
        if text == NOT_CONNECTED {
            return RunWhy::DgtNotConnected;
        }
        if let Some(why) = text.strip_prefix("cannot start the reader thread: ") {
            return RunWhy::NoThread {
                reader: true,
                why: why.into(),
            };
        }
        if let Some(why) = text.strip_prefix("cannot start its thread: ") {
            return RunWhy::NoThread {
                reader: false,
                why: why.into(),
            };
        }
        match text {
            "nothing recorded for this bus" => return RunWhy::NothingRecorded,
            "recording exhausted" => return RunWhy::Exhausted,
            "more than 64 lines recorded" => return RunWhy::TooManyLines,
            _ => {}
        }
        if let Some(rest) = text.strip_prefix("recorded ")
            && let Some((a, b)) = rest.split_once(" bytes, the read wants ")
            && let (Ok(recorded), Ok(wants)) = (a.parse(), b.parse())
        {
            return RunWhy::RecordedLength { recorded, wants };
        }
        let t = text.to_string();
        if bus.starts_with("spi") {
            RunWhy::Spi(t)
        } else if bus.starts_with("i2c") {
            RunWhy::I2c(t)
        } else if OsWhy::in_text(text).is_some() || text.starts_with("uAPI ") {
            RunWhy::Gpio(t)
        } else {
            RunWhy::Other(t)
        }
    }

    /// In `tr`'s language (English: the `Display`).
    pub fn words(&self, tr: &Tr) -> String {
        if tr.lang() == Lang::En {
            return self.to_string();
        }
        let why = |t: &str| Arg::from(reason_words(tr, t));
        let n = |v: usize| Arg::from(v as u64);
        match self {
            RunWhy::Spi(t) => tr.msg("bus-spi-failed", &[("why", why(t))]),
            RunWhy::I2c(t) => tr.msg("bus-i2c-failed", &[("why", why(t))]),
            RunWhy::Gpio(t) => tr.msg("bus-gpio-failed", &[("why", why(t))]),
            RunWhy::ShortTransfer { done, of } => {
                tr.msg("bus-short-transfer", &[("done", n(*done)), ("of", n(*of))])
            }
            RunWhy::ShortWrite { done, of } => {
                tr.msg("bus-short-write", &[("done", n(*done)), ("of", n(*of))])
            }
            RunWhy::ChipGone(t) => tr.msg("bus-chip-gone", &[("why", why(t))]),
            RunWhy::NotBack { lines, gone, now } => tr.msg(
                "bus-chip-not-back",
                &[
                    ("lines", Arg::from(lines.clone())),
                    ("gone", why(gone)),
                    ("why", why(now)),
                ],
            ),
            RunWhy::DgtNotConnected => tr.t("bus-dgt-not-connected"),
            RunWhy::NoThread { reader, why: w } => tr.msg(
                if *reader {
                    "bus-no-reader-thread"
                } else {
                    "bus-no-lines-thread"
                },
                &[("why", why(w))],
            ),
            RunWhy::NothingRecorded => tr.t("bus-nothing-recorded"),
            RunWhy::Exhausted => tr.t("bus-recording-exhausted"),
            RunWhy::TooManyLines => tr.t("bus-too-many-lines-recorded"),
            RunWhy::RecordedLength { recorded, wants } => tr.msg(
                "bus-recorded-length",
                &[("recorded", n(*recorded)), ("wants", n(*wants))],
            ),
            RunWhy::Other(t) => reason_words(tr, t),
        }
    }
}

/// Why a DGT board's link ended or has not begun (`hw::dgt::link`, and
/// the board log's state before the first dump). `Display`: the English
/// the link writes (and always wrote), after the port; journaled inside a
/// `sensor_fault`'s `detail` (`dgt PORT: WHY`), read back by
/// [`LinkWhy::parse`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkWhy {
    /// The port cannot be cloned for writing: serialport's words.
    NoClone { port: String, why: String },
    /// The first commands cannot be written.
    NoWrite { port: String },
    /// A read gave nothing: the port was closed.
    Closed { port: String },
    /// A read failed: the system's words.
    ReadFailed { port: String, why: String },
    /// Three dumps asked for did not come.
    NoPosition { port: String },
    /// The board did not answer a ping.
    NoAnswer { port: String },
    /// The reader was stopped (the program ends).
    Stopped,
    /// No board has sent its position since the program started
    /// (`hw::dgt::log`'s first state).
    NotYet,
}

/// The board log's state before a DGT board's first dump (written by
/// `hw::dgt::log`, in English).
pub const DGT_NOT_YET: &str = "no DGT board has sent its position yet";
/// The bus of a DGT board whose port is not known yet (`hw::dgt`).
pub const DGT_NO_DEVICE: &str = "dgt (no device)";

impl std::fmt::Display for LinkWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkWhy::NoClone { port, why } => write!(f, "{port}: cannot clone the port: {why}"),
            LinkWhy::NoWrite { port } => write!(f, "{port}: cannot write to the board"),
            LinkWhy::Closed { port } => write!(f, "{port}: the port was closed (unplugged?)"),
            LinkWhy::ReadFailed { port, why } => write!(f, "{port}: {why} (unplugged?)"),
            LinkWhy::NoPosition { port } => {
                write!(f, "{port}: the board does not send its position")
            }
            LinkWhy::NoAnswer { port } => write!(f, "{port}: the board does not answer"),
            LinkWhy::Stopped => write!(f, "stopped"),
            LinkWhy::NotYet => write!(f, "{DGT_NOT_YET}"),
        }
    }
}

impl LinkWhy {
    /// The kind of `text`, as [`LinkWhy`]'s `Display` writes it.
    pub fn parse(text: &str) -> Option<LinkWhy> {
        let why = LinkWhy::parse_shape(text)?;
        (why.to_string() == text).then_some(why)
    }

    fn parse_shape(text: &str) -> Option<LinkWhy> {
        match text {
            "stopped" => return Some(LinkWhy::Stopped),
            DGT_NOT_YET => return Some(LinkWhy::NotYet),
            _ => {}
        }
        let (port, rest) = text.split_once(": ")?;
        let port = port.to_string();
        Some(match rest {
            "cannot write to the board" => LinkWhy::NoWrite { port },
            "the port was closed (unplugged?)" => LinkWhy::Closed { port },
            "the board does not send its position" => LinkWhy::NoPosition { port },
            "the board does not answer" => LinkWhy::NoAnswer { port },
            _ => {
                if let Some(why) = rest.strip_prefix("cannot clone the port: ") {
                    LinkWhy::NoClone {
                        port,
                        why: why.into(),
                    }
                } else {
                    LinkWhy::ReadFailed {
                        port,
                        why: rest.strip_suffix(" (unplugged?)")?.into(),
                    }
                }
            }
        })
    }

    /// In `tr`'s language (English: the `Display`).
    pub fn words(&self, tr: &Tr) -> String {
        if tr.lang() == Lang::En {
            return self.to_string();
        }
        let port = |p: &str| Arg::from(p.to_string());
        let why = |t: &str| Arg::from(reason_words(tr, t));
        match self {
            LinkWhy::NoClone { port: p, why: w } => {
                tr.msg("dgt-link-no-clone", &[("port", port(p)), ("why", why(w))])
            }
            LinkWhy::NoWrite { port: p } => tr.msg("dgt-link-no-write", &[("port", port(p))]),
            LinkWhy::Closed { port: p } => tr.msg("dgt-link-closed", &[("port", port(p))]),
            LinkWhy::ReadFailed { port: p, why: w } => tr.msg(
                "dgt-link-read-failed",
                &[("port", port(p)), ("why", why(w))],
            ),
            LinkWhy::NoPosition { port: p } => tr.msg("dgt-link-no-position", &[("port", port(p))]),
            LinkWhy::NoAnswer { port: p } => tr.msg("dgt-link-no-answer", &[("port", port(p))]),
            LinkWhy::Stopped => tr.t("dgt-link-stopped"),
            LinkWhy::NotYet => tr.t("dgt-link-not-yet"),
        }
    }
}

/// A DGT board's bus (`dgt PORT`, or [`DGT_NO_DEVICE`]) in `tr`'s
/// language.
pub fn dgt_bus_words(tr: &Tr, bus: &str) -> String {
    if bus == DGT_NO_DEVICE && tr.lang() != Lang::En {
        tr.t("dgt-no-device")
    } else {
        bus.to_string()
    }
}

/// What a sensor fault of the hardware layer says after its bus (the
/// `detail` of `hw::SensorError::Bus` and `Square`). `Display`: the
/// English the wirings write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// An MCP23017 whose registers are not as set up (`registers`: their
    /// values as read).
    LostConfig { registers: String },
    /// An MCP3008 channel whose null bit reads high (`read`: the bytes).
    NoAnswer { channel: u8, read: String },
    /// A 74HC165 chain whose bits after the last chip are not SER's level.
    BrokenChain {
        chips: usize,
        got: String,
        tail: String,
    },
    /// An analog sensor at a rail.
    Rail { value: u16, upper: bool },
    /// An analog reading no calibrated piece has (`delta` signed).
    Polarity { value: u16, delta: i32 },
}

impl std::fmt::Display for Detail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Detail::LostConfig { registers } => write!(
                f,
                "lost its configuration ({registers}): reset or brown-out? Setting it up again"
            ),
            Detail::NoAnswer { channel, read } => write!(
                f,
                "no answer on CH{channel} (null bit high, read {read}): MISO not connected?"
            ),
            Detail::BrokenChain { chips, got, tail } => write!(
                f,
                "the bits after {chips} chips read {got}, not the level SER is tied to ({tail}): a broken link between chips, or not {chips} chips"
            ),
            Detail::Rail { value, upper } => write!(
                f,
                "reads {value}, at the {} rail: a dead or shorted sensor",
                if *upper { "upper" } else { "lower" }
            ),
            Detail::Polarity { value, delta } => write!(
                f,
                "reads {value} ({delta:+}): no calibrated piece has this polarity"
            ),
        }
    }
}

/// `before … after` around the middle, with `before` and `after` fixed.
fn between<'a>(text: &'a str, before: &str, after: &str) -> Option<&'a str> {
    text.strip_prefix(before)?.strip_suffix(after)
}

impl Detail {
    pub fn parse(text: &str) -> Option<Detail> {
        if let Some(registers) = between(
            text,
            "lost its configuration (",
            "): reset or brown-out? Setting it up again",
        ) {
            return Some(Detail::LostConfig {
                registers: registers.into(),
            });
        }
        if let Some(mid) = between(text, "no answer on CH", "): MISO not connected?")
            && let Some((ch, read)) = mid.split_once(" (null bit high, read ")
        {
            return Some(Detail::NoAnswer {
                channel: ch.parse().ok()?,
                read: read.into(),
            });
        }
        if let Some(rest) = text.strip_prefix("the bits after ")
            && let Some((chips, rest)) = rest.split_once(" chips read ")
            && let Some((got, rest)) = rest.split_once(", not the level SER is tied to (")
            && let Some((tail, _)) = rest.split_once("): a broken link between chips")
        {
            let d = Detail::BrokenChain {
                chips: chips.parse().ok()?,
                got: got.into(),
                tail: tail.into(),
            };
            return (d.to_string() == text).then_some(d);
        }
        if let Some(rest) = text.strip_prefix("reads ") {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let value: u16 = rest[..digits].parse().ok()?;
            let rest = &rest[digits..];
            if let Some(rail) = between(rest, ", at the ", " rail: a dead or shorted sensor") {
                return Some(Detail::Rail {
                    value,
                    upper: match rail {
                        "upper" => true,
                        "lower" => false,
                        _ => return None,
                    },
                });
            }
            if let Some(delta) = between(rest, " (", "): no calibrated piece has this polarity") {
                return Some(Detail::Polarity {
                    value,
                    delta: delta.trim_start_matches('+').parse().ok()?,
                });
            }
        }
        None
    }

    pub fn words(&self, tr: &Tr) -> String {
        if tr.lang() == Lang::En {
            return self.to_string();
        }
        match self {
            Detail::LostConfig { registers } => tr.msg(
                "fault-hw-lost-config",
                &[("registers", Arg::from(registers.clone()))],
            ),
            Detail::NoAnswer { channel, read } => tr.msg(
                "fault-hw-no-answer",
                &[
                    ("channel", Arg::from(u64::from(*channel))),
                    ("read", Arg::from(read.clone())),
                ],
            ),
            Detail::BrokenChain { chips, got, tail } => tr.msg(
                "fault-hw-broken-chain",
                &[
                    ("chips", Arg::from(*chips as u64)),
                    ("got", Arg::from(got.clone())),
                    ("tail", Arg::from(tail.clone())),
                ],
            ),
            Detail::Rail { value, upper } => tr.msg(
                "fault-hw-rail",
                &[
                    ("value", Arg::from(u64::from(*value))),
                    ("rail", Arg::from(if *upper { "upper" } else { "lower" })),
                ],
            ),
            Detail::Polarity { value, delta } => tr.msg(
                "fault-hw-polarity",
                &[
                    ("value", Arg::from(u64::from(*value))),
                    ("delta", Arg::from(format!("{delta:+}"))),
                ],
            ),
        }
    }
}

/// A sensor fault of the hardware layer, read back from its English (the
/// shapes of `hw::SensorError`'s `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// `read error on BUS: WHY`.
    Read { bus: String, why: RunWhy },
    /// `BUS reads all ones|zeros: unplugged or unpowered?`.
    Stuck { bus: String, ones: bool },
    /// `BUS: DETAIL`.
    Bus { bus: String, detail: Detail },
    /// `dgt PORT: WHY`: a DGT board's link.
    Link { bus: String, why: LinkWhy },
    /// `square SQ (BUS): DETAIL`.
    Square {
        square: String,
        bus: String,
        detail: Detail,
    },
}

impl Fault {
    /// The fault `text` is, if it is one of the hardware layer's kinds.
    pub fn parse(text: &str) -> Option<Fault> {
        if let Some(rest) = text.strip_prefix("read error on ") {
            let (bus, why) = rest.split_once(": ")?;
            return Some(Fault::Read {
                bus: bus.into(),
                why: RunWhy::parse(bus, why),
            });
        }
        for (tail, ones) in [
            (" reads all ones: unplugged or unpowered?", true),
            (" reads all zeros: unplugged or unpowered?", false),
        ] {
            if let Some(bus) = text.strip_suffix(tail) {
                return Some(Fault::Stuck {
                    bus: bus.into(),
                    ones,
                });
            }
        }
        if let Some(rest) = text.strip_prefix("square ")
            && let Some((square, rest)) = rest.split_once(" (")
            && let Some((bus, detail)) = rest.split_once("): ")
        {
            return Some(Fault::Square {
                square: square.into(),
                bus: bus.into(),
                detail: Detail::parse(detail)?,
            });
        }
        let (bus, detail) = text.split_once(": ")?;
        if bus.starts_with("dgt ")
            && let Some(why) = LinkWhy::parse(detail)
        {
            return Some(Fault::Link {
                bus: bus.into(),
                why,
            });
        }
        Some(Fault::Bus {
            bus: bus.into(),
            detail: Detail::parse(detail)?,
        })
    }

    /// In `tr`'s language (English: as the hardware layer wrote it).
    pub fn words(&self, tr: &Tr) -> String {
        let s = |v: &str| Arg::from(v.to_string());
        match self {
            Fault::Read { bus, why } => tr.msg(
                "fault-hw-read",
                &[("bus", s(bus)), ("why", why.words(tr).into())],
            ),
            Fault::Stuck { bus, ones } => tr.msg(
                if *ones {
                    "fault-hw-all-ones"
                } else {
                    "fault-hw-all-zeros"
                },
                &[("bus", s(bus))],
            ),
            Fault::Bus { bus, detail } => tr.msg(
                "fault-hw-bus",
                &[("bus", s(bus)), ("detail", detail.words(tr).into())],
            ),
            Fault::Link { bus, why } => tr.msg(
                "fault-hw-bus",
                &[
                    ("bus", dgt_bus_words(tr, bus).into()),
                    ("detail", why.words(tr).into()),
                ],
            ),
            Fault::Square {
                square,
                bus,
                detail,
            } => tr.msg(
                "fault-hw-square",
                &[
                    ("square", s(square)),
                    ("bus", s(bus)),
                    ("detail", detail.words(tr).into()),
                ],
            ),
        }
    }
}

/// A hardware fault's text in `tr`'s language: the kinds above said in
/// words, anything else as it came.
pub fn fault_words(tr: &Tr, text: &str) -> String {
    match Fault::parse(text) {
        Some(f) if tr.lang() != Lang::En => f.words(tr),
        _ => text.to_string(),
    }
}

/// A bus's error as `hw::BusError` writes it (`BUS: WHY`), in `tr`'s
/// language when the failure is of a running bus's kind ([`RunWhy`]);
/// else as it came.
pub fn bus_error_words(tr: &Tr, text: &str) -> String {
    if tr.lang() == Lang::En {
        return text.to_string();
    }
    let Some((bus, why)) = text.split_once(": ") else {
        return text.to_string();
    };
    match RunWhy::parse(bus, why) {
        RunWhy::Other(_) => text.to_string(),
        why => tr.msg(
            "fault-hw-bus",
            &[
                ("bus", Arg::from(bus.to_string())),
                ("detail", why.words(tr).into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tr;

    const OTHERS: [Lang; 4] = [Lang::Es, Lang::Pt, Lang::Fr, Lang::De];

    /// Every kind of a running bus's failure, with the English the
    /// hardware layer wrote before it had kinds (the format strings of
    /// `hw::real`, `hw::fake`, `hw::dgt`, word for word).
    pub(crate) fn run_whys() -> Vec<(&'static str, RunWhy, &'static str)> {
        let eio = "I/O error: Input/output error (os error 5)";
        let gone = "uAPI get_line_values returned: No such device (os error 19)";
        vec![
            ("spi0.0", RunWhy::Spi(eio.into()), eio),
            (
                "spi0.0",
                RunWhy::ShortTransfer { done: 3, of: 9 },
                "short transfer: 3 of 9 bytes",
            ),
            ("i2c-1@0x20", RunWhy::I2c(eio.into()), eio),
            (
                "i2c-1@0x20",
                RunWhy::ShortWrite { done: 1, of: 2 },
                "short write: 1 of 2 bytes",
            ),
            (
                "sensor.matrix.columns",
                RunWhy::Gpio("uAPI get_line_values returned: Device or resource busy (os error 16)".into()),
                "uAPI get_line_values returned: Device or resource busy (os error 16)",
            ),
            (
                "sensor.matrix.columns",
                RunWhy::ChipGone(gone.into()),
                "uAPI get_line_values returned: No such device (os error 19): the GPIO chip went away (asking for the lines again)",
            ),
            (
                "clock",
                RunWhy::NotBack {
                    lines: "GPIO17, GPIO27".into(),
                    gone: gone.into(),
                    now: "cannot request lines on /dev/gpiochip0: No such file or directory (os error 2)".into(),
                },
                "the GPIO chip of GPIO17, GPIO27 went away (uAPI get_line_values returned: No such device (os error 19)) and is not back: cannot request lines on /dev/gpiochip0: No such file or directory (os error 2)",
            ),
            (
                "dgt",
                RunWhy::DgtNotConnected,
                "the board is not connected: its LEDs cannot be set",
            ),
            (
                "dgt",
                RunWhy::NoThread {
                    reader: true,
                    why: "Resource temporarily unavailable (os error 11)".into(),
                },
                "cannot start the reader thread: Resource temporarily unavailable (os error 11)",
            ),
            (
                "clock",
                RunWhy::NoThread {
                    reader: false,
                    why: "Resource temporarily unavailable (os error 11)".into(),
                },
                "cannot start its thread: Resource temporarily unavailable (os error 11)",
            ),
            (
                "spi0.0",
                RunWhy::NothingRecorded,
                "nothing recorded for this bus",
            ),
            ("spi0.0", RunWhy::Exhausted, "recording exhausted"),
            (
                "sensor.matrix.columns",
                RunWhy::TooManyLines,
                "more than 64 lines recorded",
            ),
            (
                "spi0.0",
                RunWhy::RecordedLength {
                    recorded: 2,
                    wants: 9,
                },
                "recorded 2 bytes, the read wants 9",
            ),
        ]
    }

    pub(crate) fn details() -> Vec<(Detail, &'static str)> {
        vec![
            (
                Detail::LostConfig {
                    registers: "INTCON 0000, IOCON 00, GPPU 0000".into(),
                },
                "lost its configuration (INTCON 0000, IOCON 00, GPPU 0000): reset or brown-out? Setting it up again",
            ),
            (
                Detail::NoAnswer {
                    channel: 3,
                    read: "01 ff ff".into(),
                },
                "no answer on CH3 (null bit high, read 01 ff ff): MISO not connected?",
            ),
            (
                Detail::BrokenChain {
                    chips: 8,
                    got: "0xff".into(),
                    tail: "0x00".into(),
                },
                "the bits after 8 chips read 0xff, not the level SER is tied to (0x00): a broken link between chips, or not 8 chips",
            ),
            (
                Detail::Rail {
                    value: 1023,
                    upper: true,
                },
                "reads 1023, at the upper rail: a dead or shorted sensor",
            ),
            (
                Detail::Rail {
                    value: 0,
                    upper: false,
                },
                "reads 0, at the lower rail: a dead or shorted sensor",
            ),
            (
                Detail::Polarity {
                    value: 700,
                    delta: 188,
                },
                "reads 700 (+188): no calibrated piece has this polarity",
            ),
            (
                Detail::Polarity {
                    value: 300,
                    delta: -212,
                },
                "reads 300 (-212): no calibrated piece has this polarity",
            ),
        ]
    }

    /// The words (four letters or more, outside backticks) of a text.
    fn words(text: &str) -> std::collections::BTreeSet<String> {
        text.split('`')
            .step_by(2)
            .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().count() >= 4)
            .map(str::to_lowercase)
            .collect()
    }

    /// Names, and words the languages share with English.
    const NAMES: [&str; 9] = [
        "gpio", "intcon", "iocon", "gppu", "miso", "bytes", "error", "sensor", "leds",
    ];

    fn english_left(lang: Lang, english: &str, said: &str) -> Vec<String> {
        let english = words(english);
        // French's own words that English has too.
        let shared: &[&str] = match lang {
            Lang::Fr => &["configuration", "port", "position"],
            Lang::Es => &["descriptor"],
            _ => &[],
        };
        words(said)
            .into_iter()
            .filter(|w| english.contains(w) && !NAMES.contains(&w.as_str()))
            .filter(|w| !shared.contains(&w.as_str()))
            .collect()
    }

    /// The English of every kind is what the hardware layer wrote before,
    /// word for word; read back from it, it is the same kind; the
    /// catalogue's English is the same again.
    #[test]
    fn the_english_of_a_running_bus_is_the_library_s() {
        let en = tr(Lang::En);
        for (bus, why, before) in run_whys() {
            assert_eq!(why.to_string(), before);
            assert_eq!(RunWhy::parse(bus, before), why, "{before}");
            assert_eq!(why.words(en), before);
            let fault = format!("read error on {bus}: {before}");
            let parsed = Fault::parse(&fault).expect(&fault);
            assert_eq!(parsed.words(en), fault);
        }
        for (detail, before) in details() {
            assert_eq!(detail.to_string(), before);
            assert_eq!(Detail::parse(before), Some(detail.clone()), "{before}");
            let bus = format!("spi0.0: {before}");
            assert_eq!(Fault::parse(&bus).expect(&bus).words(en), bus);
            let sq = format!("square e4 (spi0.0 CH3): {before}");
            assert_eq!(Fault::parse(&sq).expect(&sq).words(en), sq);
        }
        for ones in ["ones", "zeros"] {
            let text = format!("spi0.0 reads all {ones}: unplugged or unpowered?");
            let f = Fault::parse(&text).unwrap();
            assert!(matches!(&f, Fault::Stuck { bus, .. } if bus == "spi0.0"));
            assert_eq!(f.words(en), text);
        }
        // What has no kind stays as it came.
        assert_eq!(Fault::parse("dgt /dev/ttyACM0: unplugged"), None);
        assert_eq!(
            RunWhy::parse("spi0.0", "short transfer: 03 of 9 bytes"),
            RunWhy::Other("short transfer: 03 of 9 bytes".into())
        );
        assert_eq!(
            fault_words(tr(Lang::Es), "dgt /dev/ttyACM0: unplugged"),
            "dgt /dev/ttyACM0: unplugged"
        );
    }

    /// Said in es, pt, fr, de: no English word of the kind's English, the
    /// system's reason in words (never "os error N"), the bus named.
    #[test]
    fn a_running_bus_s_faults_are_said_in_the_language() {
        let mut bad = Vec::new();
        for lang in OTHERS {
            let t = tr(lang);
            for (bus, _, before) in run_whys() {
                let fault = format!("read error on {bus}: {before}");
                let said = fault_words(t, &fault);
                assert!(said.contains(bus), "{lang}: {said}");
                assert!(!said.contains("os error"), "{lang}: {said}");
                let left = english_left(lang, &fault.replace(bus, ""), &said.replace(bus, ""));
                if !left.is_empty() {
                    bad.push(format!("{lang}: {left:?} in {said}"));
                }
                // As the command line says a bus error (`BUS: WHY`).
                let said = bus_error_words(t, &format!("{bus}: {before}"));
                assert!(said.starts_with(bus), "{lang}: {said}");
                let left = english_left(lang, before, &said.replace(bus, ""));
                if !left.is_empty() {
                    bad.push(format!("{lang}: {left:?} in {said}"));
                }
            }
            for (_, before) in details() {
                for text in [
                    format!("spi0.0: {before}"),
                    format!("square e4 (spi0.0 CH3): {before}"),
                ] {
                    let said = fault_words(t, &text);
                    let left = english_left(lang, &text, &said);
                    if !left.is_empty() {
                        bad.push(format!("{lang}: {left:?} in {said}"));
                    }
                }
            }
            for ones in ["ones", "zeros"] {
                let text = format!("spi0.0 reads all {ones}: unplugged or unpowered?");
                let said = fault_words(t, &text);
                let left = english_left(lang, &text, &said);
                if !left.is_empty() {
                    bad.push(format!("{lang}: {left:?} in {said}"));
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Every reason a DGT board's link gives, with the English `hw::dgt::
    /// link` wrote before it had kinds (its format strings, word for word).
    pub(crate) fn link_whys() -> Vec<(LinkWhy, &'static str)> {
        let port = || "/dev/ttyACM0".to_string();
        vec![
            (
                LinkWhy::NoClone {
                    port: port(),
                    why: "Bad file descriptor (os error 9)".into(),
                },
                "/dev/ttyACM0: cannot clone the port: Bad file descriptor (os error 9)",
            ),
            (
                LinkWhy::NoWrite { port: port() },
                "/dev/ttyACM0: cannot write to the board",
            ),
            (
                LinkWhy::Closed { port: port() },
                "/dev/ttyACM0: the port was closed (unplugged?)",
            ),
            (
                LinkWhy::ReadFailed {
                    port: port(),
                    why: "Input/output error (os error 5)".into(),
                },
                "/dev/ttyACM0: Input/output error (os error 5) (unplugged?)",
            ),
            (
                LinkWhy::NoPosition { port: port() },
                "/dev/ttyACM0: the board does not send its position",
            ),
            (
                LinkWhy::NoAnswer { port: port() },
                "/dev/ttyACM0: the board does not answer",
            ),
            (LinkWhy::Stopped, "stopped"),
            (LinkWhy::NotYet, "no DGT board has sent its position yet"),
        ]
    }

    /// The journal's English of a DGT link's reason is what the link wrote
    /// before, read back as the same kind; in es, pt, fr, de it is said
    /// with no English word, the port named, the system's reason in words.
    #[test]
    fn a_dgt_link_s_reasons_are_typed_and_said_in_the_language() {
        let en = tr(Lang::En);
        for (why, before) in link_whys() {
            assert_eq!(why.to_string(), before);
            assert_eq!(LinkWhy::parse(before), Some(why.clone()), "{before}");
            let fault = format!("dgt /dev/ttyACM0: {before}");
            let parsed = Fault::parse(&fault).expect(&fault);
            assert_eq!(
                parsed,
                Fault::Link {
                    bus: "dgt /dev/ttyACM0".into(),
                    why: why.clone()
                }
            );
            assert_eq!(parsed.words(en), fault);
            assert_eq!(fault_words(en, &fault), fault);
        }
        // Before the port is known.
        let fault = format!("{DGT_NO_DEVICE}: {DGT_NOT_YET}");
        assert!(matches!(Fault::parse(&fault), Some(Fault::Link { .. })));
        // What has no kind stays as it came.
        assert_eq!(LinkWhy::parse("/dev/ttyACM0: unplugged"), None);
        assert_eq!(
            LinkWhy::parse("/dev/ttyACM0: the board does not answer!"),
            None
        );
        let mut bad = Vec::new();
        for lang in OTHERS {
            let t = tr(lang);
            for (why, before) in link_whys() {
                let fault = format!("dgt /dev/ttyACM0: {before}");
                let said = fault_words(t, &fault);
                assert_ne!(said, fault, "{lang}");
                assert!(!said.contains("os error"), "{lang}: {said}");
                if before.starts_with("/dev/") {
                    assert!(said.contains("/dev/ttyACM0"), "{lang}: {said}");
                }
                assert!(said.contains(&why.words(t)), "{lang}: {said}");
                let left = english_left(
                    lang,
                    &fault.replace("/dev/ttyACM0", ""),
                    &said.replace("/dev/ttyACM0", ""),
                );
                if !left.is_empty() {
                    bad.push(format!("{lang}: {left:?} in {said}"));
                }
            }
            let said = fault_words(t, &fault);
            let left = english_left(lang, &fault, &said);
            if !left.is_empty() {
                bad.push(format!("{lang}: {left:?} in {said}"));
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn the_system_s_reason_is_found_in_a_library_s_words() {
        let o = OsWhy::in_text("I/O error: Input/output error (os error 5)").unwrap();
        assert_eq!(o.errno, Some(5));
        assert_eq!(OsWhy::in_text("Invalid slave address: 200"), None);
        assert_eq!(
            reason_words(tr(Lang::Es), "I/O error: Input/output error (os error 5)"),
            tr(Lang::Es).t("io-kind-input-output")
        );
        assert_eq!(
            reason_words(tr(Lang::De), "I2C/SMBus feature not supported"),
            "`I2C/SMBus feature not supported`"
        );
    }
}
