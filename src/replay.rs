//! A trace through the same engine as a live board (`jadoube replay`), and
//! the decisions written out as text or JSON Lines (the `replay --format
//! jsonl` contract, also the daemon's `--print`).
//!
//! The replay samples the trace's physical board at the scan rate, exactly
//! as the live scanner would (trace-format.md, "Timing semantics"), plus
//! one scan at each press, as the daemon takes one when the press line
//! fires; the frames go through the same debounce and engine.

use std::io::Write;

use shakmaty::{Bitboard, Board, Color, Piece};

use crate::arbiter::engine::{Engine, EngineConfig};
use crate::arbiter::explain;
use crate::arbiter::rules::{ClockMode, RuleSet, Supervision, Variant};
use crate::arbiter::{Event, Position};
use crate::board::{Frame, SensorKind};
use crate::display::{Audience, DisplayError, PngDir, ScreenInfo, ScreenModel};
use crate::time::Time;
use crate::trace::{self, Op, Trace, TraceError};

/// What stops a replay: the trace (its line), or the screens it writes.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error(transparent)]
    Display(#[from] DisplayError),
    /// A start position the screen cannot show.
    #[error("{0}")]
    Start(String),
}

/// Settings that override the trace's header lines (the command-line
/// options of `replay`).
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    pub rules: Option<String>,
    pub supervision: Option<Supervision>,
    pub sensor: Option<SensorKind>,
    pub clock: Option<ClockMode>,
    /// Organiser-defined rule sets that `rules` may name.
    pub custom_rules: Vec<RuleSet>,
    /// Scan rate (default 100 Hz).
    pub scan_hz: Option<u32>,
}

/// The scan rate of the live scanner and of the replay.
pub const DEFAULT_SCAN_HZ: u32 = 100;

/// Finds a rule set by name: the organiser's own first, then the built-in
/// ones.
pub fn find_rules(name: &str, custom: &[RuleSet]) -> Result<RuleSet, String> {
    custom
        .iter()
        .find(|r| r.name == name)
        .cloned()
        .or_else(|| RuleSet::builtin(name))
        .ok_or_else(|| {
            let names: Vec<String> = custom
                .iter()
                .map(|r| r.name.clone())
                .chain(RuleSet::builtin_names().map(String::from))
                .collect();
            format!(
                "rules `{name}`: unknown rule set; expected one of {}",
                names.join(", ")
            )
        })
}

/// The engine configuration and start position a trace asks for.
pub fn setup(trace: &Trace, o: &Overrides) -> Result<(EngineConfig, Position), TraceError> {
    let variant = trace.variant.map(|(_, v)| v).unwrap_or_default();
    let rules = match (&o.rules, &trace.rules) {
        (Some(name), _) => find_rules(name, &o.custom_rules).map_err(|e| TraceError::new(0, e))?,
        (None, Some((line, name))) => {
            find_rules(name, &o.custom_rules).map_err(|e| TraceError::new(*line, e))?
        }
        (None, None) => RuleSet::default(),
    };
    let start = match &trace.start {
        Some((line, fen)) => Position::from_fen(fen, variant)
            .map_err(|e| TraceError::new(*line, format!("start: {e}")))?,
        None => Position::from_fen("startpos", variant).expect("the start position"),
    };
    let cfg = EngineConfig {
        rules,
        supervision: o.supervision.or(trace.supervision).unwrap_or_default(),
        sensor: o.sensor.or(trace.sensor).unwrap_or_default(),
        clock: o.clock.or(trace.clock).unwrap_or_default(),
        variant,
        ..EngineConfig::default()
    };
    Ok((cfg, start))
}

/// The physical board of a trace as it is played: what the sensors read.
#[derive(Clone, Debug)]
pub struct Physical {
    pub occupied: Bitboard,
    pub pieces: Board,
}

impl Physical {
    pub fn new(start: &Board) -> Physical {
        Physical {
            occupied: start.occupied(),
            pieces: start.clone(),
        }
    }

    /// The frame the sensors give.
    pub fn frame(&self, sensor: SensorKind) -> Frame {
        match sensor {
            SensorKind::Occupancy => Frame::Occupancy(self.occupied.0),
            SensorKind::Identity => Frame::Identity(self.pieces.clone()),
        }
    }

    /// Applies a line that sets the board (`lift`, `drop`, `occ`, `board`;
    /// presses and acks change nothing). An impossible line is an error
    /// naming it.
    pub fn apply(&mut self, line: &trace::Line, sensor: SensorKind) -> Result<(), TraceError> {
        let err = |m: String| TraceError::new(line.number, m);
        match &line.op {
            Op::Lift(sq) => {
                if !self.occupied.contains(*sq) {
                    return Err(err(format!("lift {sq}: the square is already empty")));
                }
                self.occupied.discard(*sq);
                self.pieces.discard_piece_at(*sq);
            }
            Op::Drop(sq, piece) => {
                if self.occupied.contains(*sq) {
                    return Err(err(format!("drop {sq}: the square is already occupied")));
                }
                if sensor == SensorKind::Identity && piece.is_none() {
                    return Err(err(format!(
                        "drop {sq}: a piece letter is required with sensor identity"
                    )));
                }
                self.occupied.add(*sq);
                if let Some(p) = piece {
                    self.pieces.set_piece_at(*sq, *p);
                }
            }
            Op::Occ(bits) => {
                let bits = Bitboard(*bits);
                let arrived = bits & !self.occupied;
                if sensor == SensorKind::Identity && arrived.any() {
                    return Err(err(format!(
                        "occ: with sensor identity the frame does not say which pieces stand on {}; use `board`",
                        crate::arbiter::position::square_list(arrived)
                    )));
                }
                for sq in self.occupied & !bits {
                    self.pieces.discard_piece_at(sq);
                }
                self.occupied = bits;
            }
            Op::Board(b) => {
                self.occupied = b.occupied();
                self.pieces = b.clone();
            }
            Op::Press(_) | Op::Ack => {}
        }
        Ok(())
    }
}

/// The press line a trace's `press` stands for: `None` with a single
/// clock; the side, which must be given, with a dual clock.
pub fn press_side(
    clock: ClockMode,
    side: Option<Color>,
    line: usize,
) -> Result<Option<Color>, TraceError> {
    match (clock, side) {
        (ClockMode::Single, _) => Ok(None),
        (ClockMode::Dual, Some(s)) => Ok(Some(s)),
        (ClockMode::Dual, None) => Err(TraceError::new(
            line,
            "press: which side? `press white` or `press black` with clock dual",
        )),
    }
}

/// Replays a parsed trace; every event the engine reports, in order, with
/// a callback for each scan (for screens).
pub fn replay_trace(
    trace: &Trace,
    o: &Overrides,
    mut on_events: impl FnMut(&Engine, &[Event]),
) -> Result<Vec<Event>, TraceError> {
    let (cfg, start) = setup(trace, o)?;
    let sensor = cfg.sensor;
    let clock = cfg.clock;
    let hz = o.scan_hz.unwrap_or(DEFAULT_SCAN_HZ).max(1);
    let period = Time::from_micros(1_000_000 / u64::from(hz));
    let mut phys = Physical::new(&start.board);
    let mut engine = Engine::new(cfg, start);
    let mut all = Vec::new();
    let mut next = Time::ZERO;
    let mut emit = |engine: &Engine, evs: Vec<Event>, all: &mut Vec<Event>| {
        if !evs.is_empty() {
            on_events(engine, &evs);
            all.extend(evs);
        }
    };
    for line in &trace.lines {
        while next < line.t {
            let evs = engine.on_frame(next, &phys.frame(sensor));
            emit(&engine, evs, &mut all);
            next = next.plus(period);
        }
        match &line.op {
            Op::Press(side) => {
                let side = press_side(clock, *side, line.number)?;
                let evs = engine.on_frame(line.t, &phys.frame(sensor));
                emit(&engine, evs, &mut all);
                let evs = engine.on_press(line.t, side);
                emit(&engine, evs, &mut all);
            }
            Op::Ack => {
                let evs = engine.on_ack(line.t);
                emit(&engine, evs, &mut all);
            }
            _ => phys.apply(line, sensor)?,
        }
    }
    // After the last line the replay lets one more second pass.
    let end = trace_end(trace);
    while next <= end {
        let evs = engine.on_frame(next, &phys.frame(sensor));
        emit(&engine, evs, &mut all);
        next = next.plus(period);
    }
    Ok(all)
}

/// The replay of a trace ends one second after its last line.
pub fn trace_end(trace: &Trace) -> Time {
    trace
        .lines
        .last()
        .map_or(Time::ZERO, |l| l.t)
        .plus(Time::from_millis(1000))
}

/// Replays a trace given as text and returns every event the engine
/// reported, in order; an error names the trace line at fault.
pub fn replay_text(text: &str, overrides: &Overrides) -> Result<Vec<Event>, TraceError> {
    let trace = trace::parse(text)?;
    replay_trace(&trace, overrides, |_, _| {})
}

/// How decisions are written (`--format`, `--print`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One line per decision, for people.
    Text,
    /// One JSON object per line (the conformance contract).
    Jsonl,
}

/// Writes events in the chosen format.
pub fn write_events(
    out: &mut impl Write,
    events: &[Event],
    format: Format,
    inputs: bool,
) -> std::io::Result<()> {
    for ev in events {
        if ev.is_input() && !inputs {
            continue;
        }
        match format {
            Format::Jsonl => {
                serde_json::to_writer(&mut *out, ev)?;
                writeln!(out)?;
            }
            Format::Text => {
                let text = explain::describe(ev).unwrap_or_else(|| input_text(ev));
                writeln!(out, "{:>9}  {text}", ev.t().to_string())?;
            }
        }
    }
    Ok(())
}

fn input_text(ev: &Event) -> String {
    let piece = |p: &Option<Piece>| p.map(|p| format!(" {}", p.char())).unwrap_or_default();
    match ev {
        Event::Lift(e) => format!("  lift {}{}", e.square, piece(&e.piece)),
        Event::Drop(e) => format!("  drop {}{}", e.square, piece(&e.piece)),
        Event::Press(p) => match p.side {
            Some(Color::White) => "  press white".into(),
            Some(Color::Black) => "  press black".into(),
            None => "  press".into(),
        },
        other => other.kind().to_string(),
    }
}

/// A journal starts with `{` (its header); a trace never does.
pub fn is_journal(bytes: &[u8]) -> bool {
    bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// The arbiter's screen followed through a replay, one PNG per decision
/// (`replay --screens`): [`Screens::record`] is the callback of
/// [`replay_trace`].
pub struct Screens {
    model: ScreenModel,
    png: PngDir,
    written: usize,
    error: Option<DisplayError>,
}

impl Screens {
    pub fn new(
        trace: &Trace,
        o: &Overrides,
        dir: &std::path::Path,
        (w, h): (u32, u32),
    ) -> Result<Screens, ReplayError> {
        let (cfg, start) = setup(trace, o)?;
        let info = ScreenInfo {
            rules: cfg.rules.clone(),
            sensor: cfg.sensor,
            ..Default::default()
        };
        let model = ScreenModel::new(&start.fen(), info).map_err(ReplayError::Start)?;
        let png = PngDir::new(dir.to_path_buf(), w, h, Audience::Arbiter)?;
        Ok(Screens {
            model,
            png,
            written: 0,
            error: None,
        })
    }

    /// Applies the events of one scan; a PNG per decision.
    pub fn record(&mut self, engine: &Engine, evs: &[Event]) {
        for ev in evs {
            self.model.apply(ev);
        }
        self.model.set_sensed(&engine.sensed());
        for ev in evs.iter().filter(|e| !e.is_input()) {
            match self.png.write(&self.model, ev.kind()) {
                Ok(_) => self.written += 1,
                Err(e) => {
                    self.error.get_or_insert(e);
                }
            }
        }
    }

    /// The number of files written, or the first error.
    pub fn finish(self) -> Result<usize, DisplayError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.written),
        }
    }
}

/// The castling convention named for a trace header.
pub fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Standard => "standard",
        Variant::Chess960 => "chess960",
    }
}
