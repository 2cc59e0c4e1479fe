//! `jadoube diag`: the builder's first run. A live terminal view of the grid
//! (what reads occupied, the raw value and wiring position of each square),
//! the clock lines with their edge counts, the scan rate achieved, faults,
//! and an LED test. [`render`] is pure, so the view is tested from fakes;
//! `--fake FILE` replays a recording made with `--record FILE`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use shakmaty::{Bitboard, File, Rank, Square};

use super::bus::{BusProvider, FoundLine};
use super::clock::ClockStatus;
use super::fake::{FakeBuses, FakeHandle, Recorder, Recording};
use super::led::LedPattern;
use super::{HwError, Mapping, RawReading, ScanEvent, ScanStats};
use crate::board::Frame;
use crate::config::Config;
use crate::error::{IoContext, IoError};
use crate::i18n::{Arg, Lang, Tr};
use crate::words::hw_view::{DgtLine, Wiring};

/// How `diag` runs (its command-line options).
#[derive(Clone, Debug, Default)]
pub struct DiagOptions {
    /// Replay recorded bus bytes (in a loop) instead of opening the devices.
    pub fake: Option<PathBuf>,
    /// Write every reply of the buses to this file, to replay with `fake`.
    pub record: Option<PathBuf>,
    /// Print one view, without screen control codes, and stop.
    pub once: bool,
    /// Stop after this many scans (with `once`: print after them; default 1).
    pub scans: Option<u64>,
    /// Cycle the status LED through its patterns and light the square LEDs
    /// one square at a time.
    pub led_test: bool,
    /// The language of the view's headings.
    pub lang: Lang,
}

/// What stops `diag` or `calibrate`.
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    /// A file could not be read or written (the context names it).
    #[error(transparent)]
    File(#[from] IoError),
    /// The terminal could not be read or written.
    #[error(transparent)]
    Terminal(#[from] std::io::Error),
    /// A recording given to replay (`--fake`) that cannot be read.
    #[error("{path}: {error}")]
    Recording {
        path: String,
        error: super::fake::RecordingError,
    },
    #[error("cannot open the hardware: {0}")]
    Open(HwError),
    /// A device failed while the tool ran.
    #[error(transparent)]
    Hw(#[from] HwError),
    /// `calibrate` on a board whose sensors are not analog.
    #[error("calibrate is for analog sensors (sensor.kind = \"mcp3008\"); this board has {0}")]
    NotAnalog(&'static str),
    /// The wiring's `[sensor.mapping]` refused.
    #[error("sensor.mapping.{0}")]
    Mapping(MappingRefused),
    /// A grid that cannot be set up as configured (the calibration).
    #[error("{0}")]
    Grid(super::calibrate::CalibrationWhy),
    #[error("calibration abandoned")]
    Abandoned,
}

/// A `[sensor.mapping]` the wiring refuses: the key, the English, the
/// configuration's rule (said in the language as `check-config` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MappingRefused {
    pub key: String,
    pub message: String,
    pub why: crate::config::ConfigWhy,
}

impl std::fmt::Display for MappingRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.key, self.message)
    }
}

/// Everything the view shows.
#[derive(Clone, Debug, Default)]
pub struct DiagView {
    pub wiring: String,
    /// The same, typed, to say in the language (`None`: `wiring` as it is).
    pub wired: Option<Wiring>,
    pub target_hz: u32,
    pub achieved_hz: Option<f64>,
    pub stats: ScanStats,
    /// The fault in force.
    pub fault: Option<String>,
    /// The last good frame.
    pub frame: Option<Frame>,
    pub raw: RawReading,
    pub mapping: Option<Mapping>,
    pub clock: ClockStatus,
    pub last_clock_event: Option<super::ClockEvent>,
    pub led: Option<LedPattern>,
    /// The square the LED test lights.
    pub square_leds: Option<Square>,
    /// Where the GPIO lines were found ([`BusProvider::lines_found`]).
    pub lines: Vec<FoundLine>,
    /// What the sensor source says of itself ([`super::SensorGrid::details`]).
    pub details: Vec<DgtLine>,
}

impl DiagView {
    /// Takes what the hardware knows now (counters, fault, raw reading,
    /// mapping, clock lines, LED pattern); the frame and the clock events
    /// are recorded as they come.
    pub fn refresh(&mut self, hw: &mut super::Hardware) {
        self.wiring = hw.scanner.grid().describe();
        self.wired = hw.scanner.grid().wiring();
        self.stats = hw.scanner.monitor().stats();
        self.fault = hw.scanner.monitor().fault().map(ToString::to_string);
        self.raw = hw.scanner.grid().raw().clone();
        self.details = hw.scanner.grid().details();
        self.mapping = Some(hw.scanner.grid().mapping().clone());
        self.clock = hw.clock.status();
        self.led = Some(hw.led.pattern());
    }

    /// Records what a scan gave.
    pub fn on_scan(&mut self, ev: &ScanEvent) {
        if let ScanEvent::Frame(f) | ScanEvent::Recovered(_, f) = ev {
            self.frame = Some(f.clone());
        }
    }

    /// Records a clock event.
    pub fn on_clock(&mut self, ev: &super::ClockEvent) {
        self.last_clock_event = Some(*ev);
    }
}

/// A clock event as the view says it in the language of `tr`: `press white
/// at 2.500` in English (the side, the result's code).
fn clock_event_words(tr: &Tr, ev: &super::ClockEvent) -> String {
    use super::ClockEvent as E;
    let side = |c: shakmaty::Color| Arg::from(if c.is_white() { "white" } else { "black" });
    let at = |t: crate::time::Time| Arg::from(t.to_string());
    match ev {
        E::Press(p) => tr.msg(
            "diag-event-press",
            &[
                ("side", p.side.map_or(Arg::from("none"), side)),
                ("time", at(p.t)),
            ],
        ),
        E::Ack(t) => tr.msg("diag-event-ack", &[("time", at(*t))]),
        E::Adjust(c, t) => tr.msg("diag-event-adjust", &[("side", side(*c)), ("time", at(*t))]),
        E::Flag(c, t) => tr.msg("diag-event-flag", &[("side", side(*c)), ("time", at(*t))]),
        E::Result(r, t) => tr.msg(
            "diag-event-result",
            &[("result", Arg::from(r.as_str())), ("time", at(*t))],
        ),
    }
}

/// A clock line's role (`press`, `white`, `ack`, `adjust white`, `flag
/// black`…) in the language of `tr`.
fn clock_label_words(tr: &Tr, label: &str) -> String {
    tr.msg(
        "diag-clock-label",
        &[
            ("label", Arg::from(label.replace(' ', "-"))),
            ("raw", Arg::from(label.to_string())),
        ],
    )
}

/// The status LED's pattern in the language of `tr`.
fn led_words(tr: &Tr, p: LedPattern) -> String {
    let key = match p {
        LedPattern::Off => "off",
        LedPattern::Ready => "ready",
        LedPattern::Illegal => "illegal",
        LedPattern::SensorFault => "sensor-fault",
    };
    tr.msg("diag-led-pattern", &[("pattern", Arg::from(key))])
}

fn square_at(file: u32, rank: u32) -> Square {
    Square::from_coords(File::new(file), Rank::new(rank))
}

/// The view as text (White at the bottom), in English.
pub fn render(v: &DiagView) -> String {
    render_in(crate::i18n::tr(Lang::En), v)
}

/// The view as text in the language of `tr`: its headings, the wiring's
/// description and what a DGT board says of itself (`words::hw_view`),
/// the sensors' fault and the clock lines' error when they are of a kind
/// `words::hw_fault` knows, clock events, LED patterns and how the GPIO
/// lines were found; numbers, buses, devices, line and chip names as the
/// hardware layer writes them.
pub fn render_in(tr: &Tr, v: &DiagView) -> String {
    let mut s = String::new();
    let wiring = v
        .wired
        .as_ref()
        .map_or_else(|| v.wiring.clone(), |w| w.words(tr));
    let _ = writeln!(s, "jadoube diag: {wiring}");
    let rate = v.achieved_hz.map_or("-".into(), |r| format!("{r:.1}"));
    let stats = tr.msg(
        "diag-stats",
        &[
            ("scans", v.stats.scans.into()),
            ("frames", v.stats.frames.into()),
            ("errors", v.stats.errors.into()),
            ("retries", v.stats.retries.into()),
            ("faults", v.stats.faults.into()),
            ("rate", rate.into()),
            ("target", v.target_hz.into()),
        ],
    );
    let _ = writeln!(s, "{stats}");
    match &v.fault {
        Some(f) => {
            let f = crate::words::fault_text_words(tr, f);
            let _ = writeln!(s, "{}", tr.msg("diag-sensors-fault", &[("why", f.into())]));
        }
        None => {
            let _ = writeln!(s, "{}", tr.t("diag-sensors-ok"));
        }
    }
    for d in &v.details {
        let _ = writeln!(s, "{}", d.words(tr));
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", tr.t("diag-occupied"));
    for rank in (0..8).rev() {
        let _ = write!(s, "  {} |", rank + 1);
        for file in 0..8 {
            let sq = square_at(file, rank);
            let c = match &v.frame {
                None => '?',
                Some(f) => match f.piece_at(sq) {
                    Some(p) => p.char(),
                    None if f.occupied().contains(sq) => 'X',
                    None => '.',
                },
            };
            let _ = write!(s, " {c}");
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "      a b c d e f g h");
    let _ = writeln!(s);
    let unit = match v.raw.full_scale {
        0 | 1 => "levels",
        super::dgt::PIECE_CODES => "codes",
        _ => "adc",
    };
    let _ = writeln!(s, "{}", tr.msg("diag-raw", &[("unit", unit.into())]));
    let cells: Vec<Vec<String>> = (0..8u32)
        .rev()
        .map(|rank| {
            (0..8)
                .map(|file| {
                    let sq = square_at(file, rank);
                    match v.mapping.as_ref().and_then(|m| m.position(sq)) {
                        Some(pos) => match v.raw.values.get(pos) {
                            Some(val) => format!("{val}@{pos}"),
                            None => format!("?@{pos}"),
                        },
                        None => "-".into(),
                    }
                })
                .collect()
        })
        .collect();
    let width = cells.iter().flatten().map(String::len).max().unwrap_or(1);
    for (i, row) in cells.iter().enumerate() {
        let _ = write!(s, "  {} |", 8 - i);
        for c in row {
            let _ = write!(s, " {c:>width$}");
        }
        let _ = writeln!(s);
    }
    let _ = write!(s, "     ");
    for f in ["a", "b", "c", "d", "e", "f", "g", "h"] {
        let _ = write!(s, " {f:>width$}");
    }
    let _ = writeln!(s);
    let _ = writeln!(s);
    for l in &v.clock.lines {
        let text = tr.msg(
            "diag-clock-line",
            &[
                ("label", clock_label_words(tr, &l.label).into()),
                ("line", l.line.to_string().into()),
                (
                    "state",
                    if l.active { "pressed" } else { "released" }.into(),
                ),
                ("rises", l.rises.into()),
                ("falls", l.falls.into()),
            ],
        );
        let _ = writeln!(s, "{text}");
    }
    if let Some(e) = &v.clock.error {
        let e = crate::words::hw_fault::bus_error_words(tr, e);
        let _ = writeln!(s, "{}", tr.msg("diag-clock-error", &[("why", e.into())]));
    }
    if let Some(e) = &v.last_clock_event {
        let e = clock_event_words(tr, e);
        let _ = writeln!(s, "{}", tr.msg("diag-clock-event", &[("what", e.into())]));
    }
    if let Some(l) = v.led {
        let l = led_words(tr, l);
        let _ = writeln!(s, "{}", tr.msg("diag-led", &[("what", l.into())]));
    }
    if let Some(sq) = v.square_leds {
        let l = tr.msg("diag-lighting", &[("square", Arg::from(sq.to_string()))]);
        let _ = writeln!(s, "{}", tr.msg("diag-square-leds", &[("what", l.into())]));
    }
    render_lines(tr, &mut s, &v.lines);
    s
}

/// One line per role: `gpio clock on /dev/gpiochip0: GPIO10 (found as
/// "SPI_MOSI") line 10`.
fn render_lines(tr: &Tr, s: &mut String, lines: &[FoundLine]) {
    let mut roles: Vec<&str> = Vec::new();
    for f in lines {
        if !roles.contains(&f.role.as_str()) {
            roles.push(&f.role);
        }
    }
    for role in roles {
        let of_role: Vec<&FoundLine> = lines.iter().filter(|f| f.role == role).collect();
        let chip = &of_role[0].chip;
        let one_chip = of_role.iter().all(|f| f.chip == *chip);
        let each: Vec<String> = of_role
            .iter()
            .map(|f| {
                let spec = Arg::from(f.spec.to_string());
                let offset = Arg::from(u64::from(f.offset));
                let line = match &f.name {
                    Some(n) if f.by_other_name() => tr.msg(
                        "diag-gpio-line-found-as",
                        &[
                            ("spec", spec),
                            ("name", Arg::from(n.clone())),
                            ("offset", offset),
                        ],
                    ),
                    _ => tr.msg("diag-gpio-line", &[("spec", spec), ("offset", offset)]),
                };
                if one_chip {
                    line
                } else {
                    let chip = f.chip.display().to_string();
                    tr.msg(
                        "diag-gpio-line-of",
                        &[("line", line.into()), ("chip", chip.into())],
                    )
                }
            })
            .collect();
        let each = each.join(", ");
        let role = Arg::from(role.to_string());
        let text = if one_chip {
            let chip = Arg::from(chip.display().to_string());
            tr.msg(
                "diag-gpio-role-on",
                &[("role", role), ("chip", chip), ("found", each.into())],
            )
        } else {
            tr.msg("diag-gpio-role", &[("role", role), ("found", each.into())])
        };
        let _ = writeln!(s, "{text}");
    }
}

/// Real buses, a recorder, or fakes replaying a recording (in a loop).
pub(crate) fn buses_for(
    fake: Option<&Path>,
) -> Result<(Box<dyn BusProvider>, Option<FakeHandle>), ToolError> {
    match fake {
        None => Ok((Box::new(super::real::RealBuses::default()), None)),
        Some(path) => {
            let text = std::fs::read_to_string(path).io_at(crate::error::IoOp::Read, path)?;
            let rec = Recording::parse(&text).map_err(|error| ToolError::Recording {
                path: path.display().to_string(),
                error,
            })?;
            let f = FakeBuses::from_recording(&rec);
            f.handle.set_repeat(true);
            f.handle.set_now_ns(0);
            let h = f.handle.clone();
            Ok((Box::new(f), Some(h)))
        }
    }
}

const LED_TEST: [LedPattern; 4] = [
    LedPattern::Ready,
    LedPattern::Illegal,
    LedPattern::SensorFault,
    LedPattern::Off,
];

/// `jadoube diag`: scans the board of `cfg` at its scan rate and draws the
/// view on `out` (a terminal) until the scan limit or an interruption.
pub fn run(
    cfg: &Config,
    args: &DiagOptions,
    out: &mut dyn std::io::Write,
) -> Result<(), ToolError> {
    let tr = crate::i18n::tr(args.lang);
    let origin = super::Origin::now();
    let (mut buses, fake) = match &args.record {
        Some(path) => {
            let file = std::fs::File::create(path).io_at(crate::error::IoOp::Create, path)?;
            let rec: Box<dyn BusProvider> = Box::new(Recorder::new(
                super::real::RealBuses::default(),
                Box::new(std::io::LineWriter::new(file)),
                super::real::monotonic_ns(),
            ));
            (rec, None)
        }
        None => buses_for(args.fake.as_deref())?,
    };
    let mut hw = super::open_with(cfg, buses.as_mut(), origin).map_err(ToolError::Open)?;
    let period = Duration::from_secs_f64(1.0 / f64::from(cfg.game.scan_hz));
    let limit = args.scans.or(args.once.then_some(1));
    let mut view = DiagView {
        wiring: hw.scanner.grid().describe(),
        wired: hw.scanner.grid().wiring(),
        target_hz: cfg.game.scan_hz,
        ..DiagView::default()
    };

    let started = Instant::now();
    let (mut window, mut window_scans) = (Instant::now(), 0u32);
    let mut next = Instant::now();
    let mut last_draw: Option<Instant> = None;
    let mut scans = 0u64;
    loop {
        let t = origin.elapsed();
        if let Some(h) = &fake {
            h.set_now_ns(started.elapsed().as_nanos() as u64);
        }
        let ev = hw.scanner.scan(t);
        view.on_scan(&ev);
        while let Ok(Some(ev)) = hw.clock.next_event(Duration::ZERO) {
            view.on_clock(&ev);
        }
        if args.led_test {
            let secs = started.elapsed().as_secs();
            hw.led.show(LED_TEST[(secs / 3 % 4) as usize])?;
            if let Some(leds) = &mut hw.square_leds {
                let sq = Square::new((started.elapsed().as_millis() / 250 % 64) as u32);
                leds.light(Bitboard::from_square(sq))?;
                view.square_leds = Some(sq);
            }
        } else {
            let p = if hw.scanner.monitor().is_faulty() {
                LedPattern::SensorFault
            } else {
                LedPattern::Ready
            };
            hw.led.show(p)?;
        }
        hw.led.tick(t)?;
        view.refresh(&mut hw);
        view.lines = buses.lines_found();
        scans += 1;
        window_scans += 1;
        if window.elapsed() >= Duration::from_secs(1) {
            view.achieved_hz = Some(f64::from(window_scans) / window.elapsed().as_secs_f64());
            (window, window_scans) = (Instant::now(), 0);
        }
        if !args.once && last_draw.is_none_or(|d| d.elapsed() >= Duration::from_millis(100)) {
            write!(out, "\x1b[H\x1b[2J{}", render_in(tr, &view))?;
            out.flush()?;
            last_draw = Some(Instant::now());
        }
        if limit.is_some_and(|n| scans >= n) {
            break;
        }
        next += period;
        let now = Instant::now();
        if next > now {
            std::thread::sleep(next - now);
        } else {
            next = now;
        }
    }
    if view.achieved_hz.is_none() && scans > 1 {
        view.achieved_hz = Some(scans as f64 / started.elapsed().as_secs_f64());
    }
    if args.once {
        write!(out, "{}", render_in(tr, &view))?;
        out.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::event::GameResult;
    use crate::hw::ClockEvent;
    use crate::hw::clock::Press;
    use crate::time::Time;
    use shakmaty::Color;

    /// The English of a clock event, a clock line's role and an LED pattern
    /// is what the view wrote before it had a language (its format strings
    /// and the pattern's name, word for word).
    #[test]
    fn the_english_of_events_roles_and_leds_is_as_before() {
        let en = crate::i18n::tr(Lang::En);
        let t = Time::from_millis(2_500);
        let press = |side| {
            ClockEvent::Press(Press {
                t,
                side,
                clock: None,
            })
        };
        for (ev, before) in [
            (press(Some(Color::White)), format!("press white at {t}")),
            (press(Some(Color::Black)), format!("press black at {t}")),
            (press(None), format!("press at {t}")),
            (ClockEvent::Ack(t), format!("ack at {t}")),
            (
                ClockEvent::Adjust(Color::White, t),
                format!("adjust white at {t}"),
            ),
            (
                ClockEvent::Adjust(Color::Black, t),
                format!("adjust black at {t}"),
            ),
            (
                ClockEvent::Flag(Color::White, t),
                format!("white's flag at {t}"),
            ),
            (
                ClockEvent::Flag(Color::Black, t),
                format!("black's flag at {t}"),
            ),
            (
                ClockEvent::Result(GameResult::Draw, t),
                format!("result 1/2-1/2 at {t}"),
            ),
            (
                ClockEvent::Result(GameResult::WhiteWins, t),
                format!("result 1-0 at {t}"),
            ),
        ] {
            assert_eq!(clock_event_words(en, &ev), before);
        }
        for label in [
            "press",
            "white",
            "black",
            "ack",
            "adjust white",
            "adjust black",
            "flag white",
            "flag black",
            "clock 3",
        ] {
            assert_eq!(clock_label_words(en, label), label);
        }
        for p in [
            LedPattern::Off,
            LedPattern::Ready,
            LedPattern::Illegal,
            LedPattern::SensorFault,
        ] {
            assert_eq!(led_words(en, p), p.name());
        }
    }
}
