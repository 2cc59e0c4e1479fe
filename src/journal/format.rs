//! The journal's lines: what each record holds and how it is written.
//!
//! One JSON object per line (`docs/journal.md`):
//!
//! ```text
//! {"seq":0,"t":0.0,"wall":"2026-05-02T09:00:00.000Z","rec":"header",...,"prev":"000…0"}
//! {"seq":1,"t":0.0,"wall":"…","rec":"frame","occ":"ffff00000000ffff","prev":"3f2a…"}
//! {"seq":7,"t":2.1,"wall":"…","rec":"press","side":null,"prev":"…"}
//! {"seq":8,"t":2.1,"wall":"…","rec":"event","event":{"kind":"move",…},"prev":"…"}
//! ```
//!
//! `seq` counts lines from 0, `t` is the engine's monotonic time in seconds
//! (continuous across restarts), `wall` the UTC wall-clock time, and `prev`
//! the SHA-256 of the previous line's bytes (without its newline; 64 zeros
//! for the header).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shakmaty::{Board, Color};

use crate::arbiter::engine::EngineConfig;
use crate::arbiter::event::{CONTRACT_VERSION, SensorFaultEvent};
use crate::arbiter::rules::{ClockMode, RuleSet, Supervision, Variant};
use crate::arbiter::serde_chess;
use crate::arbiter::{Event, Position};
use crate::board::{DebounceConfig, Frame, SensorKind};
use crate::time::Time;

/// `format` of the header.
pub const FORMAT: &str = "jadoube-journal";
/// `version` of the header; readers refuse a newer one. Version 2 added
/// the `seal` records; a version 1 journal is unsigned. Version 3 added the
/// `flag` and `result` records (how a game ends, `laws.md` section 8) and
/// journals holding more than one game (`new_game` events).
pub const VERSION: u32 = 3;
/// The longest span of engine time a daemon leaves lines unsealed while it
/// scans (`docs/journal.md`, "Seals").
pub const SEAL_EVERY: Time = Time::from_millis(10_000);
/// `prev` of the first line.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// One line of a journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// 0 for the header, then +1 per line.
    pub seq: u64,
    /// Engine time (monotonic, continuous across restarts).
    #[serde(with = "serde_chess::time")]
    pub t: Time,
    /// UTC, RFC 3339 with milliseconds.
    pub wall: String,
    #[serde(flatten)]
    pub rec: Record,
    /// SHA-256 (hex) of the previous line's bytes.
    pub prev: String,
}

/// What a line records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "rec", rename_all = "snake_case")]
pub enum Record {
    /// The first line: everything needed to rebuild the engine.
    Header(Box<Header>),
    /// A scan fed to the engine (`on_frame`): every changed frame, every
    /// scan off the scan grid (at a press), every scan that made the engine
    /// report something, the first after a start or a sensor recovery.
    Frame(FrameRec),
    /// The clock's press line (`on_press`).
    Press(PressRec),
    /// The arbiter's button (`on_ack`).
    Ack,
    /// A player's "j'adoube" button (`on_adjust`, Art. 4.2.1).
    Adjust(AdjustRec),
    /// The clock says a flag fell (`on_flag`, Art. 6.9; version 3).
    Flag(FlagRec),
    /// The arbiter entered the game's result (`on_result`; version 3).
    Result(ResultRec),
    /// The hardware cannot read the sensors (`on_sensor_fault`).
    HwFault(HwFaultRec),
    /// The hardware reads the sensors again (`on_sensor_ok`).
    HwOk,
    /// What the engine reported (the `replay --format jsonl` object).
    Event(EventRec),
    /// The daemon started again on this journal.
    Restart(RestartRec),
    /// An incomplete last line was found at a restart and cut off.
    TornLine(TornRec),
    /// The daemon stopped cleanly.
    Stop(StopRec),
    /// The board's signature over the chain up to the line before this one.
    Seal(SealRec),
}

impl Record {
    /// The `rec` field.
    pub fn name(&self) -> &'static str {
        match self {
            Record::Header(_) => "header",
            Record::Frame(_) => "frame",
            Record::Press(_) => "press",
            Record::Ack => "ack",
            Record::Adjust(_) => "adjust",
            Record::Flag(_) => "flag",
            Record::Result(_) => "result",
            Record::HwFault(_) => "hw_fault",
            Record::HwOk => "hw_ok",
            Record::Event(_) => "event",
            Record::Restart(_) => "restart",
            Record::TornLine(_) => "torn_line",
            Record::Stop(_) => "stop",
            Record::Seal(_) => "seal",
        }
    }

    /// Inputs of the engine (what a replay feeds it).
    pub fn is_input(&self) -> bool {
        matches!(
            self,
            Record::Frame(_)
                | Record::Press(_)
                | Record::Ack
                | Record::Adjust(_)
                | Record::Flag(_)
                | Record::Result(_)
                | Record::HwFault(_)
                | Record::HwOk
        )
    }
}

/// The game, for the file name and the PGN tags.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
}

/// The hall's pairing of a board's games (issue 30): its `id` (the hall's
/// load of the round) and the players of each game the board plays in the
/// round, in order: game 1 is the journal's first, then one per
/// `new_game`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingRec {
    pub id: String,
    pub games: Vec<PairedPlayers>,
}

/// The players of one game of a [`PairingRec`], by colour.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairedPlayers {
    pub white: String,
    pub black: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_fide_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_fide_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_rating: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_rating: Option<u32>,
}

/// The header: the engine's configuration, exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub version: u32,
    /// The version of the `replay --format jsonl` contract that the `event`
    /// lines follow; journals written before it was recorded follow 1.0.
    #[serde(default = "default_contract")]
    pub contract: String,
    /// `jadoube 0.1.0`.
    pub software: String,
    pub game: GameInfo,
    /// The hall's pairing the journal's games come from (issue 30,
    /// `docs/hall.md`, "The round on the board"): absent on a board named
    /// by `jadoube round start` or its configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing: Option<PairingRec>,
    pub rules: RuleSet,
    pub supervision: Supervision,
    pub sensor: SensorKind,
    pub clock: ClockMode,
    pub variant: Variant,
    /// The start position as configured (`startpos` or a FEN).
    pub start: String,
    pub scan_hz: u32,
    pub debounce_us: u64,
    /// A change read this long survives one deviating scan.
    #[serde(default = "default_tolerate_after_us")]
    pub tolerate_after_us: u64,
    pub flicker_limit: u32,
    pub flicker_window_us: u64,
    pub flicker_quiet_us: u64,
    pub settle_us: u64,
    pub increment_seconds: u32,
    /// Where the inputs come from: the wiring, or `sim TRACE`.
    pub source: String,
}

impl Header {
    /// The header of a game played under `cfg` from `start`.
    pub fn new(
        cfg: &EngineConfig,
        start: &str,
        scan_hz: u32,
        game: GameInfo,
        source: String,
    ) -> Header {
        Header {
            format: FORMAT.into(),
            version: VERSION,
            contract: CONTRACT_VERSION.into(),
            software: format!("jadoube {}", env!("CARGO_PKG_VERSION")),
            game,
            pairing: None,
            rules: cfg.rules.clone(),
            supervision: cfg.supervision,
            sensor: cfg.sensor,
            clock: cfg.clock,
            variant: cfg.variant,
            start: start.to_string(),
            scan_hz,
            debounce_us: cfg.debounce.confirm.micros(),
            tolerate_after_us: cfg.debounce.tolerate_after.micros(),
            flicker_limit: cfg.debounce.flicker_limit,
            flicker_window_us: cfg.debounce.flicker_window.micros(),
            flicker_quiet_us: cfg.debounce.flicker_quiet.micros(),
            settle_us: cfg.settle.micros(),
            increment_seconds: cfg.increment_seconds,
            source,
        }
    }

    /// The tests' header: the default engine, the start position at
    /// 100 Hz, source `test`.
    #[cfg(test)]
    pub(crate) fn for_tests() -> Header {
        Header::new(
            &EngineConfig::default(),
            "startpos",
            100,
            GameInfo::default(),
            "test".into(),
        )
    }

    /// The players of the board's game `board_game` (1, then the `game`
    /// of each `new_game`), White then Black. With a hall's pairing: the
    /// pairing's game of that number, and none past its last game (a game
    /// the players start after the round's, analysis or a friendly game,
    /// belongs to no pairing). Without: the journal's players, every game.
    pub fn players(&self, board_game: u32) -> (Option<String>, Option<String>) {
        match &self.pairing {
            Some(p) => p
                .games
                .get(board_game.saturating_sub(1) as usize)
                .map_or((None, None), |g| {
                    (Some(g.white.clone()), Some(g.black.clone()))
                }),
            None => (self.game.white.clone(), self.game.black.clone()),
        }
    }

    pub fn engine_config(&self) -> EngineConfig {
        EngineConfig {
            rules: self.rules.clone(),
            supervision: self.supervision,
            sensor: self.sensor,
            clock: self.clock,
            variant: self.variant,
            debounce: DebounceConfig {
                confirm: Time(self.debounce_us),
                tolerate_after: Time(self.tolerate_after_us),
                flicker_limit: self.flicker_limit,
                flicker_window: Time(self.flicker_window_us),
                flicker_quiet: Time(self.flicker_quiet_us),
            },
            settle: Time(self.settle_us),
            increment_seconds: self.increment_seconds,
        }
    }

    pub fn start_position(&self) -> Result<Position, String> {
        Position::from_fen(&self.start, self.variant).map_err(|e| format!("start: {e}"))
    }

    /// The settings are ones a daemon writes (`jadoube check-config` allows
    /// no others): a journal with absurd ones (a scan a day, a debounce of
    /// an hour) is refused, naming the field, rather than replayed slowly.
    pub fn check(&self) -> Result<(), String> {
        let within = |name: &str, v: u64, lo: u64, hi: u64, unit: &str| {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(format!("`{name}` {v} is out of range: {lo} to {hi}{unit}"))
            }
        };
        within(
            "scan_hz",
            self.scan_hz.into(),
            10,
            2000,
            " scans per second",
        )?;
        within("debounce_us", self.debounce_us, 0, 1_000_000, " µs")?;
        within(
            "tolerate_after_us",
            self.tolerate_after_us,
            0,
            1_000_000,
            " µs",
        )?;
        within("settle_us", self.settle_us, 0, 10_000_000, " µs")?;
        within("flicker_limit", self.flicker_limit.into(), 1, 10_000, "")?;
        within(
            "flicker_window_us",
            self.flicker_window_us,
            0,
            60_000_000,
            " µs",
        )?;
        within(
            "flicker_quiet_us",
            self.flicker_quiet_us,
            0,
            10_000_000,
            " µs",
        )?;
        within(
            "increment_seconds",
            self.increment_seconds.into(),
            0,
            3600,
            " s",
        )?;
        self.start_position()?;
        Ok(())
    }

    /// Time between two scans.
    pub fn period(&self) -> Time {
        scan_period(self.scan_hz)
    }
}

fn default_contract() -> String {
    "1.0".into()
}

fn default_tolerate_after_us() -> u64 {
    DebounceConfig::default().tolerate_after.micros()
}

/// Time between two scans at `hz` scans per second.
pub fn scan_period(hz: u32) -> Time {
    Time::from_micros(1_000_000 / u64::from(hz.max(1)))
}

/// A frame: `occ` (16 hex digits, a1 = bit 0) or `board` (a FEN piece
/// placement), as the trace format writes them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrameRec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occ: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Scan-grid slots before this one that were not scanned (the scanner
    /// was late).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub skipped: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl FrameRec {
    pub fn of(frame: &Frame, skipped: u32) -> FrameRec {
        match frame {
            Frame::Occupancy(bits) => FrameRec {
                occ: Some(format!("{bits:016x}")),
                board: None,
                skipped,
            },
            Frame::Identity(b) => FrameRec {
                occ: None,
                board: Some(crate::arbiter::position::placement(b)),
                skipped,
            },
        }
    }

    pub fn frame(&self) -> Result<Frame, String> {
        match (&self.occ, &self.board) {
            (Some(hex), None) if hex.len() == 16 => u64::from_str_radix(hex, 16)
                .map(Frame::Occupancy)
                .map_err(|_| format!("occ `{}`: not 16 hex digits", clip(hex))),
            (Some(hex), None) => Err(format!("occ `{}`: not 16 hex digits", clip(hex))),
            (None, Some(p)) => Board::from_ascii_board_fen(p.as_bytes())
                .map(Frame::Identity)
                .map_err(|e| format!("board `{}`: {e}", clip(p))),
            _ => Err("a frame needs exactly one of `occ` and `board`".into()),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PressRec {
    /// The press line that fired (`null`: a single press line).
    #[serde(with = "serde_chess::opt_color", default)]
    pub side: Option<Color>,
    /// The times the clock showed with the press, when it tells them (a
    /// DGT clock read through the board). Not an input of the engine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRec>,
}

/// Time left on each side of the clock, in whole seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockRec {
    pub white_s: u32,
    pub black_s: u32,
}

/// `{"rec":"adjust","side":"white"}`: who announced "j'adoube".
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdjustRec {
    #[serde(with = "serde_chess::color")]
    pub side: Color,
}

/// A flag fell (Art. 6.9).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FlagRec {
    #[serde(with = "serde_chess::color")]
    pub side: Color,
}

/// The arbiter's result, and who entered it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResultRec {
    pub result: crate::arbiter::event::GameResult,
    /// `board` (the arbiter's button at the board; a simulated board's
    /// `result` line), `hall:NAME` (an arbiter signed in at the hall).
    pub by: String,
    /// The hall's id of the entry (`hall:NAME` results): a board applies
    /// each once, across restarts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HwFaultRec {
    pub fault: SensorFaultEvent,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EventRec {
    pub event: Event,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestartRec {
    /// Lines read back (this one excluded).
    pub lines: u64,
    /// Events the replay of the journal produced that were not recorded
    /// (decided just before the stop, never written): now appended.
    pub recovered_events: u64,
    /// Lines that could not be read and were skipped.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub unreadable_lines: u64,
    /// The replay disagreed with the recorded events (should never happen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mismatch: Option<String>,
    /// Where the inputs come from now.
    pub source: String,
    /// Lines after the last seal that this restart found (written before
    /// the stop, never sealed then): the restart's seal covers them.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub unsealed_lines: u64,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TornRec {
    /// Where the torn line began in the file, and its length.
    pub offset: u64,
    pub bytes: u64,
    /// What it said (lossy UTF-8), kept for the record.
    pub text: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StopRec {
    /// `signal`, `end of trace`, ...
    pub reason: String,
}

/// A seal: the board's signature over the chain up to the line before it
/// (whose hash is the seal's `prev`). What is signed is [`seal_message`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealRec {
    /// The board's public key, 64 hex digits.
    pub key: String,
    /// The Ed25519 signature of [`seal_message`], 128 hex digits.
    pub sig: String,
}

/// The bytes a seal signs: its own `seq`, `t` (in microseconds), `wall`
/// and `key`, and its `prev` (the hash of the line before it, which
/// chains to every line before):
///
/// ```text
/// jadoube-journal seal
/// seq 57
/// t 12345678
/// wall 2026-05-02T09:15:03.250Z
/// key 9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60
/// prev 3f2a…
/// ```
pub fn seal_message(seq: u64, t: Time, wall: &str, key: &str, prev: &str) -> Vec<u8> {
    format!(
        "jadoube-journal seal\nseq {seq}\nt {}\nwall {wall}\nkey {key}\nprev {prev}\n",
        t.micros()
    )
    .into_bytes()
}

/// Lower-case hex of bytes.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

/// The bytes of lower-case hex (`None`: not that).
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    };
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        return None;
    }
    b.chunks(2)
        .map(|p| Some(digit(p[0])? << 4 | digit(p[1])?))
        .collect()
}

/// SHA-256 of a line's bytes, hex.
pub fn hash_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// The JSON text of a line (no newline).
pub fn encode(line: &Line) -> String {
    serde_json::to_string(line).expect("journal lines serialize")
}

/// Parses one line. A time beyond [`Time::LIMIT`] (a week) is refused.
/// The error quotes at most [`QUOTE_MAX`] characters of the line.
pub fn decode(text: &str) -> Result<Line, String> {
    let line: Line = serde_json::from_str(text).map_err(|e| clip(&e.to_string()))?;
    line.t.check_limit()?;
    Ok(line)
}

pub use crate::error::{QUOTE_MAX, clip};

// ---------------------------------------------------------------- wall time

/// UTC date and time as RFC 3339 with milliseconds (`2026-05-02T09:15:03.250Z`).
pub fn rfc3339(t: std::time::SystemTime) -> String {
    let d = t.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let secs = d.as_secs();
    let ms = d.subsec_millis();
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (y, m, day) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{day:02}T{:02}:{:02}:{:02}.{ms:03}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// Parses what [`rfc3339`] writes (UTC, `Z`, optional fraction).
pub fn parse_rfc3339(s: &str) -> Result<std::time::SystemTime, String> {
    let bad = || format!("`{s}` is not a UTC time such as 2026-05-02T09:00:00Z");
    let s2 = s.strip_suffix('Z').ok_or_else(bad)?;
    let (date, time) = s2.split_once('T').ok_or_else(bad)?;
    let dp: Vec<&str> = date.split('-').collect();
    let (time, frac) = time.split_once('.').unwrap_or((time, ""));
    let tp: Vec<&str> = time.split(':').collect();
    if dp.len() != 3 || tp.len() != 3 {
        return Err(bad());
    }
    let num = |x: &str| x.parse::<i64>().map_err(|_| bad());
    let (y, m, d) = (num(dp[0])?, num(dp[1])?, num(dp[2])?);
    let (hh, mm, ss) = (num(tp[0])?, num(tp[1])?, num(tp[2])?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || hh > 23 || mm > 59 || ss > 60 {
        return Err(bad());
    }
    let mut nanos: u32 = 0;
    for (i, c) in frac.chars().take(9).enumerate() {
        let digit = c.to_digit(10).ok_or_else(bad)?;
        nanos += digit * 10u32.pow(8 - i as u32);
    }
    let days = days_from_civil(y, m as u32, d as u32);
    let secs = days * 86_400 + hh * 3600 + mm * 60 + ss;
    if secs < 0 {
        return Err(bad());
    }
    Ok(std::time::UNIX_EPOCH + std::time::Duration::new(secs as u64, nanos))
}

/// Howard Hinnant's `civil_from_days`.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wall_time_round_trips() {
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_millis(1_777_712_103_250);
        let s = rfc3339(t);
        assert_eq!(s, "2026-05-02T08:55:03.250Z");
        assert_eq!(parse_rfc3339(&s).unwrap(), t);
        assert_eq!(
            rfc3339(std::time::UNIX_EPOCH + std::time::Duration::from_secs(951_782_400)),
            "2000-02-29T00:00:00.000Z"
        );
        assert!(parse_rfc3339("2026-13-01T00:00:00Z").is_err());
        assert!(parse_rfc3339("yesterday").is_err());
    }

    #[test]
    fn lines_round_trip_with_fields_in_order() {
        let line = Line {
            seq: 3,
            t: Time::from_millis(2100),
            wall: "2026-05-02T08:55:03.250Z".into(),
            rec: Record::Frame(FrameRec::of(&Frame::Occupancy(0xffff_0000_1000_efff), 0)),
            prev: GENESIS.into(),
        };
        let text = encode(&line);
        assert_eq!(
            text,
            format!(
                r#"{{"seq":3,"t":2.1,"wall":"2026-05-02T08:55:03.250Z","rec":"frame","occ":"ffff00001000efff","prev":"{GENESIS}"}}"#
            )
        );
        assert_eq!(decode(&text).unwrap(), line);
        let adjust = Line {
            rec: Record::Adjust(AdjustRec { side: Color::Black }),
            ..line.clone()
        };
        let text = encode(&adjust);
        assert!(text.contains(r#""rec":"adjust","side":"black""#), "{text}");
        assert_eq!(decode(&text).unwrap(), adjust);
        let ack = Line {
            rec: Record::Ack,
            ..line.clone()
        };
        assert_eq!(decode(&encode(&ack)).unwrap(), ack);
        assert!(decode(r#"{"seq":1,"t":0,"wall":"","rec":"jump","prev":""}"#).is_err());
        // A huge bad line is quoted in part.
        let huge = format!(
            r#"{{"seq":1,"t":0,"wall":"","rec":"{}","prev":""}}"#,
            "x".repeat(100_000)
        );
        let e = decode(&huge).unwrap_err();
        assert!(e.len() < 400 && e.contains("more characters"), "{e}");
    }

    #[test]
    fn frames_parse_back() {
        let f = FrameRec::of(&Frame::Occupancy(0xffff_0000_0000_ffff), 2);
        assert_eq!(f.frame().unwrap(), Frame::Occupancy(0xffff_0000_0000_ffff));
        let bad = FrameRec {
            occ: Some("xyz".into()),
            ..FrameRec::default()
        };
        assert!(bad.frame().unwrap_err().contains("occ `xyz`"));
        let b = Board::default();
        assert_eq!(
            FrameRec::of(&Frame::Identity(b.clone()), 0)
                .frame()
                .unwrap(),
            Frame::Identity(b)
        );
    }

    #[test]
    fn hash_is_sha256() {
        assert_eq!(
            hash_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
