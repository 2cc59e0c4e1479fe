//! `jadoube replay` and `jadoube demo`: a trace through the same engine as a
//! live board.
//!
//! The replay samples the trace's physical board at the scan rate, exactly
//! as the live scanner would (trace-format.md, "Timing semantics"), plus
//! one scan at each press, as the daemon takes one when the press line
//! fires; the frames go through the same debounce and engine.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use shakmaty::{Bitboard, Board, Color, Piece};

use crate::arbiter::engine::{Engine, EngineConfig};
use crate::arbiter::explain;
use crate::arbiter::rules::{ClockMode, RuleSet, Supervision, Variant};
use crate::arbiter::{Event, Position};
use crate::board::{Frame, SensorKind};
use crate::time::Time;
use crate::trace::{self, Op, Trace, TraceError};

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
pub fn replay_text(text: &str, overrides: &Overrides) -> anyhow::Result<Vec<Event>> {
    let trace = trace::parse(text)?;
    Ok(replay_trace(&trace, overrides, |_, _| {})?)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One line per decision, for people.
    Text,
    /// One JSON object per line (the conformance contract).
    Jsonl,
}

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The trace file (`shared/spec/trace-format.md`).
    pub trace: PathBuf,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Rule set (overrides the trace's `rules` line).
    #[arg(long)]
    pub rules: Option<String>,
    #[arg(long, value_enum)]
    pub supervision: Option<Supervision>,
    #[arg(long, value_enum)]
    pub sensor: Option<SensorKind>,
    #[arg(long, value_enum)]
    pub clock: Option<ClockMode>,
    /// Also print the inputs: lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// A configuration file whose organiser-defined rule sets
    /// (`[[rules.custom]]`) `--rules` and the trace may name.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Scan rate of the simulated scanner, in Hz.
    #[arg(long, default_value_t = DEFAULT_SCAN_HZ, value_parser = clap::value_parser!(u32).range(10..=2000))]
    pub scan_hz: u32,
    /// Write the arbiter's screen as a PNG per decision into this directory.
    #[arg(long, value_name = "DIR")]
    pub screens: Option<PathBuf>,
    /// Size of the screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = parse_size)]
    pub screen_size: (u32, u32),
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    crate::display::parse_size(s)
}

#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Also print the inputs: lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// Where to write the arbiter's screens as PNGs (default: a
    /// `jadoube-demo` directory in the system's temporary directory).
    #[arg(long, value_name = "DIR")]
    pub screens: Option<PathBuf>,
    /// Size of the screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = parse_size)]
    pub screen_size: (u32, u32),
    /// Plain ASCII screens, without colours.
    #[arg(long)]
    pub plain: bool,
    /// How fast the simulated board plays: a factor (1 = real time) or
    /// `max`.
    #[arg(long, default_value = "max", value_parser = parse_speed)]
    pub speed: crate::daemon::Speed,
}

fn parse_speed(s: &str) -> Result<crate::daemon::Speed, String> {
    s.parse()
}

/// The demo game: Scholar's mate with an illegal king move, its
/// restoration, a touch-move breach and the mate.
pub const DEMO_TRACE: &str = include_str!("../traces/demo.trace");

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

pub fn run(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    let bytes = std::fs::read(&args.trace)
        .with_context(|| format!("cannot read {}", args.trace.display()))?;
    if is_journal(&bytes) {
        return run_journal(&args, &bytes);
    }
    let custom_rules = match &args.config {
        Some(path) => match crate::config::Config::load(path) {
            Ok(c) => c.rules.custom,
            Err(e) => {
                eprintln!("jadoube: {e}");
                return Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT));
            }
        },
        None => Vec::new(),
    };
    let overrides = Overrides {
        rules: args.rules.clone(),
        supervision: args.supervision,
        sensor: args.sensor,
        clock: args.clock,
        custom_rules,
        scan_hz: Some(args.scan_hz),
    };
    let parsed = trace::parse_bytes(&bytes);
    let mut screens = match (&parsed, &args.screens) {
        (Ok(t), Some(dir)) => Some(Screens::new(t, &overrides, dir, args.screen_size)?),
        _ => None,
    };
    let result = parsed.and_then(|t| {
        replay_trace(&t, &overrides, |engine, evs| {
            if let Some(s) = &mut screens {
                s.record(engine, evs);
            }
        })
    });
    if let Some(s) = screens {
        let n = s.finish()?;
        eprintln!(
            "jadoube: {n} screens written to {}",
            args.screens.as_ref().expect("dir").display()
        );
    }
    match result {
        Ok(events) => {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            if args.format == Format::Text {
                let (cfg, _) = setup(&trace::parse_bytes(&bytes)?, &overrides)?;
                writeln!(
                    out,
                    "{}: rules {}, supervision {}, {} sensors, {} clock",
                    args.trace.display(),
                    cfg.rules.name,
                    cfg.supervision.name(),
                    match cfg.sensor {
                        SensorKind::Occupancy => "occupancy",
                        SensorKind::Identity => "identity",
                    },
                    match cfg.clock {
                        ClockMode::Single => "single",
                        ClockMode::Dual => "dual",
                    }
                )?;
            }
            write_events(&mut out, &events, args.format, args.inputs)?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            if e.line == 0 {
                eprintln!("jadoube: {}: {}", args.trace.display(), e.message);
            } else {
                eprintln!("jadoube: {}: {e}", args.trace.display());
            }
            Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT))
        }
    }
}

/// A journal starts with `{` (its header); a trace never does.
pub fn is_journal(bytes: &[u8]) -> bool {
    bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// `replay JOURNAL`: the journal's inputs through a fresh engine; the
/// decisions must be the recorded ones (exit status 1 if not).
fn run_journal(args: &ReplayArgs, bytes: &[u8]) -> anyhow::Result<ExitCode> {
    use crate::journal::{feed, store};
    let name = args.trace.display();
    let bad = |m: String| {
        eprintln!("jadoube: {name}: {m}");
        Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT))
    };
    if args.rules.is_some()
        || args.supervision.is_some()
        || args.sensor.is_some()
        || args.clock.is_some()
    {
        return bad(
            "a journal keeps the settings of its game; --rules, --supervision, --sensor and --clock apply to traces".into(),
        );
    }
    let contents = store::parse(bytes);
    let Some(header) = contents.header() else {
        let why = match contents.lines.first().map(|l| &l.parsed) {
            Some(Err(e)) => e.clone(),
            _ => "no header line".into(),
        };
        return bad(format!("line 1 is not a journal header: {why}"));
    };
    let lines = contents
        .lines
        .iter()
        .skip(1)
        .map(|l| (l.number, l.parsed.as_ref()));
    let rep = match feed::replay_lines(header, lines) {
        Ok(r) => r,
        Err(e) => return bad(e),
    };
    for (n, why) in &rep.unreadable {
        eprintln!("jadoube: {name}: line {n} skipped: {why}");
    }
    if let Some((offset, b)) = &contents.torn {
        eprintln!(
            "jadoube: {name}: the last line is incomplete ({} bytes at offset {offset}), ignored",
            b.len()
        );
    }
    if let Some(dir) = &args.screens {
        let start = header.start_position().map_err(anyhow::Error::msg)?;
        let info = crate::display::ScreenInfo {
            rules: header.rules.clone(),
            sensor: header.sensor,
            white: header.game.white.clone(),
            black: header.game.black.clone(),
            ..Default::default()
        };
        let mut model =
            crate::display::ScreenModel::new(&start.fen(), info).map_err(anyhow::Error::msg)?;
        let (w, h) = args.screen_size;
        let files = crate::display::write_screens(&mut model, &rep.produced, dir, w, h)?;
        eprintln!(
            "jadoube: {} screens written to {}",
            files.len(),
            dir.display()
        );
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.format == Format::Text {
        let g = &header.game;
        writeln!(
            out,
            "{name}: journal of {} round {} board {} ({}): rules {}, supervision {}, {} sensors, {} clock",
            g.event.as_deref().unwrap_or("?"),
            g.round.as_deref().unwrap_or("?"),
            g.board.as_deref().unwrap_or("?"),
            header.source,
            header.rules.name,
            header.supervision.name(),
            match header.sensor {
                SensorKind::Occupancy => "occupancy",
                SensorKind::Identity => "identity",
            },
            match header.clock {
                ClockMode::Single => "single",
                ClockMode::Dual => "dual",
            }
        )?;
    }
    write_events(&mut out, &rep.produced, args.format, args.inputs)?;
    out.flush()?;
    if let Some(m) = &rep.mismatch {
        eprintln!("jadoube: {name}: the replay differs from the recorded decisions: {m}");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// `jadoube demo`: the daemon itself (`run --sim traces/demo.trace`) with a
/// simulated board and clock, the screens as PNG files, the decisions and
/// the arbiter's alerts on the terminal, and a journal in a temporary
/// state directory.
pub fn demo(args: DemoArgs) -> anyhow::Result<ExitCode> {
    use crate::daemon::{self, Console, Notifier, Options, Wall};
    daemon::init_logging("warn");
    let base = std::env::temp_dir().join("jadoube-demo");
    let png_dir = args.screens.clone().unwrap_or_else(|| base.clone());
    let state = base.join("state");
    // A new game each time: the journal and screens of the last demo go.
    let _ = std::fs::remove_dir_all(&state);
    if args.screens.is_none()
        && let Ok(dir) = std::fs::read_dir(&base)
    {
        for f in dir.flatten() {
            if f.path().extension().is_some_and(|e| e == "png") {
                let _ = std::fs::remove_file(f.path());
            }
        }
    }
    let config = crate::config::Config::default();
    let wall = Wall::Real;
    let started = std::time::Instant::now();
    let setup = daemon::sim_setup(
        DEMO_TRACE.as_bytes(),
        "traces/demo.trace",
        &config,
        &state,
        args.speed,
        &wall,
    )?;
    let (w, h) = args.screen_size;
    let screen = crate::display::ScreenOptions {
        outputs: vec![crate::display::OutputKind::Png],
        png_dir: Some(png_dir.clone()),
        width: Some(w),
        height: Some(h),
        ..daemon::screen_options(&config)
    };
    let console = Console {
        format: args.format,
        inputs: args.inputs,
        screens: Some(args.plain),
    };
    let opts = Options {
        outputs: daemon::outputs_config(&setup.header, screen, Some(console))?,
        end: Some(setup.end),
        wall,
        notifier: Notifier::none(),
        started,
        sync_every: std::time::Duration::from_secs(1),
    };
    let text = args.format == Format::Text;
    if text {
        println!(
            "jadoube demo: a simulated board plays traces/demo.trace (occupancy sensors, fide-2023-standard)\n"
        );
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let summary = rt.block_on(async move {
        tokio::spawn(async move {
            let _ = tokio::signal::ctrl_c().await;
            let _ = stop_tx.send(true);
        });
        daemon::run_daemon(setup.parts, setup.game, opts, stop_rx).await
    })?;
    if text {
        println!(
            "{} screens written as PNG to {}\njournal: {} (try: jadoube verify, jadoube replay, jadoube export)",
            summary.outputs.screen_changes,
            png_dir.display(),
            summary.journal.display()
        );
    }
    Ok(
        if summary.journal_errors.is_empty() && summary.outputs.errors.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        },
    )
}

/// The arbiter's screen followed through a replay, one PNG per decision.
struct Screens {
    model: crate::display::ScreenModel,
    png: crate::display::PngDir,
    written: usize,
    error: Option<anyhow::Error>,
}

impl Screens {
    fn new(
        trace: &Trace,
        o: &Overrides,
        dir: &std::path::Path,
        (w, h): (u32, u32),
    ) -> anyhow::Result<Screens> {
        let (cfg, start) = setup(trace, o)?;
        let info = crate::display::ScreenInfo {
            rules: cfg.rules.clone(),
            sensor: cfg.sensor,
            ..Default::default()
        };
        let model =
            crate::display::ScreenModel::new(&start.fen(), info).map_err(anyhow::Error::msg)?;
        let png = crate::display::PngDir::new(
            dir.to_path_buf(),
            w,
            h,
            crate::display::Audience::Arbiter,
        )?;
        Ok(Screens {
            model,
            png,
            written: 0,
            error: None,
        })
    }

    fn record(&mut self, engine: &Engine, evs: &[Event]) {
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

    fn finish(self) -> anyhow::Result<usize> {
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
