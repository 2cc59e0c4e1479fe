//! A trace through the same engine as a live board (`jadoube replay`); the
//! decisions are written by `display::console`, what the trace means
//! (settings, physical board) is `trace`'s.
//!
//! The replay samples the trace's physical board at the scan rate, exactly
//! as the live scanner would (trace-format.md, "Timing semantics"), plus
//! one scan at each press, as the daemon takes one when the press line
//! fires; the frames go through the same debounce and engine.

use crate::arbiter::Event;
use crate::arbiter::engine::Engine;
use crate::arbiter::rules::Variant;
use crate::board::Frame;
use crate::display::{Audience, DisplayError, PngDir, ScreenInfo, ScreenModel};
use crate::time::Time;
pub use crate::trace::Overrides;
use crate::trace::{self, Op, Physical, Trace, TraceError, press_side, setup, trace_end};

/// What stops a replay: the trace (its line), or the screens it writes.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error(transparent)]
    Display(#[from] DisplayError),
    /// A start position the screen cannot show.
    #[error("{}", crate::error::clip_words(.0))]
    Start(String),
}

/// The scan rate of the live scanner and of the replay.
pub const DEFAULT_SCAN_HZ: u32 = 100;

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
    let mut emit = |engine: &Engine, evs: Vec<Event>| {
        if !evs.is_empty() {
            on_events(engine, &evs);
            all.extend(evs);
        }
    };
    for line in &trace.lines {
        // The scans before the line (at slots earlier than its time).
        let last = line.t.micros().checked_sub(1).map(Time);
        scan_slots(
            &mut engine,
            &mut next,
            period,
            last,
            &phys.frame(sensor),
            &mut emit,
        );
        match &line.op {
            Op::Press(side) => {
                let side = press_side(clock, *side, line.number)?;
                let evs = engine.on_frame(line.t, &phys.frame(sensor));
                emit(&engine, evs);
                let evs = engine.on_press(line.t, side);
                emit(&engine, evs);
            }
            Op::Ack => {
                let evs = engine.on_ack(line.t);
                emit(&engine, evs);
            }
            Op::Adjust(side) => {
                let evs = engine.on_adjust(line.t, *side);
                emit(&engine, evs);
            }
            Op::Flag(side) => {
                let evs = engine.on_flag(line.t, *side);
                emit(&engine, evs);
            }
            Op::Result(result) => {
                // Entered at the board, as `run --sim` takes the line.
                let evs = engine.on_result(line.t, *result, Some("board".into()));
                emit(&engine, evs);
            }
            // The scans up to the end come after the loop.
            Op::End => {}
            _ => phys.apply(line, sensor)?,
        }
    }
    // After the last line the replay lets one more second pass.
    let end = trace_end(trace);
    scan_slots(
        &mut engine,
        &mut next,
        period,
        Some(end),
        &phys.frame(sensor),
        &mut emit,
    );
    Ok(all)
}

/// Feeds `frame` at every grid slot from `*next` up to `last` (inclusive)
/// and leaves `*next` at the slot after. Once the engine rests on the frame
/// the remaining slots would change nothing: they are jumped over, so a
/// replay costs what its lines do, not what the time they span does.
fn scan_slots(
    engine: &mut Engine,
    next: &mut Time,
    period: Time,
    last: Option<Time>,
    frame: &Frame,
    emit: &mut impl FnMut(&Engine, Vec<Event>),
) {
    let Some(last) = last else { return };
    let p = period.micros().max(1);
    while *next <= last {
        if engine.is_idle_for(frame) {
            *next = Time((last.micros() / p + 1) * p);
            return;
        }
        let evs = engine.on_frame(*next, frame);
        emit(engine, evs);
        *next = next.plus(period);
    }
}

/// Replays a trace given as text and returns every event the engine
/// reported, in order; an error names the trace line at fault.
pub fn replay_text(text: &str, overrides: &Overrides) -> Result<Vec<Event>, TraceError> {
    let trace = trace::parse(text)?;
    replay_trace(&trace, overrides, |_, _| {})
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
        lang: crate::i18n::Lang,
    ) -> Result<Screens, ReplayError> {
        let (cfg, start) = setup(trace, o)?;
        let info = ScreenInfo {
            rules: cfg.rules.clone(),
            sensor: cfg.sensor,
            lang,
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
