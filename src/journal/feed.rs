//! A journal is a replayable trace: its input lines fed to a fresh engine
//! give back the events it recorded, and the engine's exact state (crash
//! recovery).
//!
//! The daemon scans on a grid (multiples of the scan period in engine time)
//! and journals a frame only when it matters: when it differs from the last
//! journaled one, when it is off the grid (the scan at a press), when the
//! engine reported something on it, and first after a (re)start or a sensor
//! recovery. Every other scan repeated the last journaled frame, so the
//! replay feeds that frame at every grid slot in between. The debounce and
//! the settling of a verdict depend only on the frames and their times, so
//! the same calls at the same times give the same events and the same
//! state.

use serde_json::Value;

use super::format::{Header, Line, Record};
use crate::arbiter::{Engine, Event};
use crate::board::Frame;
use crate::time::Time;

/// An engine driven by journal lines.
#[derive(Clone, Debug)]
pub struct Feeder {
    engine: Engine,
    period: Time,
    last_frame: Option<Frame>,
    /// Time of the last scan fed (journaled or repeated).
    last_fed: Option<Time>,
    /// The hardware could not read the sensors: no scan reached the engine.
    hw_fault: bool,
    /// Press, ack and adjust lines fed.
    clock_inputs: usize,
    /// The latest time of any line.
    max_t: Time,
}

impl Feeder {
    pub fn new(header: &Header) -> Result<Feeder, String> {
        header.check()?;
        let start = header.start_position()?;
        Ok(Feeder {
            engine: Engine::new(header.engine_config(), start),
            period: header.period(),
            last_frame: None,
            last_fed: None,
            hw_fault: false,
            clock_inputs: 0,
            max_t: Time::ZERO,
        })
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    pub fn into_engine(self) -> Engine {
        self.engine
    }

    /// The sensors were at fault when the journal ends (the next good scan
    /// must be announced with `on_sensor_ok`).
    pub fn hw_fault(&self) -> bool {
        self.hw_fault
    }

    /// Press and ack lines fed so far.
    pub fn clock_inputs(&self) -> usize {
        self.clock_inputs
    }

    /// The latest time of the lines fed.
    pub fn max_t(&self) -> Time {
        self.max_t
    }

    /// The last frame fed.
    pub fn last_frame(&self) -> Option<&Frame> {
        self.last_frame.as_ref()
    }

    /// Feeds one line; returns what the engine reported.
    pub fn feed(&mut self, line: &Line) -> Result<Vec<Event>, String> {
        let t = line.t;
        self.max_t = self.max_t.max(t);
        let mut out = Vec::new();
        match &line.rec {
            Record::Frame(f) => {
                let frame = f.frame()?;
                if frame.as_kind(self.engine.config().sensor).is_none() {
                    return Err(
                        "an `occ` frame in a journal of identity sensors (a `board` is needed)"
                            .into(),
                    );
                }
                let skipped = Time(self.period.micros() * u64::from(f.skipped));
                self.repeat(t.since(skipped), false, &mut out);
                out.extend(self.engine.on_frame(t, &frame));
                self.last_frame = Some(frame);
                self.last_fed = Some(t);
            }
            Record::Press(p) => {
                self.clock_inputs += 1;
                out.extend(self.engine.on_press(t, p.side));
            }
            Record::Ack => {
                self.clock_inputs += 1;
                out.extend(self.engine.on_ack(t));
            }
            Record::Adjust(a) => {
                self.clock_inputs += 1;
                out.extend(self.engine.on_adjust(t, a.side));
            }
            Record::Flag(f) => {
                self.clock_inputs += 1;
                out.extend(self.engine.on_flag(t, f.side));
            }
            Record::Result(r) => {
                // A result from the hall (with its id) is no input of the
                // board's clock (nor of a simulated board's trace).
                if r.id.is_none() {
                    self.clock_inputs += 1;
                }
                out.extend(self.engine.on_result(t, r.result, Some(r.by.clone())));
            }
            Record::HwFault(h) => {
                self.repeat(t, false, &mut out);
                self.hw_fault = true;
                out.extend(self.engine.on_sensor_fault(h.fault.clone()));
            }
            Record::HwOk => {
                self.hw_fault = false;
                self.last_fed = Some(t);
                out.extend(self.engine.on_sensor_ok(t));
            }
            Record::Restart(_) => self.repeat(t, true, &mut out),
            Record::Header(_)
            | Record::Event(_)
            | Record::TornLine(_)
            | Record::Stop(_)
            | Record::Seal(_) => {}
        }
        Ok(out)
    }

    /// Feeds every grid slot up to `t` (inclusive): the scans made before a
    /// stop, up to the time the daemon goes on from.
    pub fn catch_up(&mut self, t: Time) -> Vec<Event> {
        let mut out = Vec::new();
        self.repeat(t, true, &mut out);
        out
    }

    /// The repeated scans: the last frame at every grid slot after the last
    /// scan fed and before `limit` (or up to it, `inclusive`). Once the
    /// engine rests on the frame the remaining slots change nothing and are
    /// jumped over: the cost is that of the activity, not of the span.
    fn repeat(&mut self, limit: Time, inclusive: bool, out: &mut Vec<Event>) {
        let (Some(frame), Some(last)) = (&self.last_frame, self.last_fed) else {
            return;
        };
        if self.hw_fault {
            return;
        }
        let p = self.period.micros().max(1);
        // The last slot to feed: k * p <= limit, or < limit.
        let end = if inclusive {
            limit.micros() / p
        } else if limit.micros() == 0 {
            return;
        } else {
            (limit.micros() - 1) / p
        };
        let mut k = last.micros() / p + 1;
        while k <= end {
            if self.engine.is_idle_for(frame) {
                self.last_fed = Some(Time(end * p));
                return;
            }
            let g = Time(k * p);
            out.extend(self.engine.on_frame(g, frame));
            self.last_fed = Some(g);
            k += 1;
        }
    }
}

/// The first grid slot after `t`.
pub fn next_slot(t: Time, period: Time) -> Time {
    let p = period.micros().max(1);
    Time((t.micros() / p + 1) * p)
}

/// A journal replayed: what the engine reports against what was recorded.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub feeder: Feeder,
    /// Every event the replay produced, in order.
    pub produced: Vec<Event>,
    /// Recorded events (with their line numbers), in order.
    pub recorded: Vec<(usize, Value)>,
    /// The first disagreement, in words.
    pub mismatch: Option<String>,
    /// Lines that could not be read (line number, why).
    pub unreadable: Vec<(usize, String)>,
}

impl Replayed {
    /// Produced events beyond the recorded ones (decided, not yet written
    /// when the daemon stopped).
    pub fn unrecorded(&self) -> &[Event] {
        if self.mismatch.is_some() {
            return &[];
        }
        &self.produced[self.recorded.len().min(self.produced.len())..]
    }
}

/// Replays the lines of a journal (the header first) through a fresh engine.
pub fn replay_lines<'a>(
    header: &Header,
    lines: impl IntoIterator<Item = (usize, Result<&'a Line, &'a String>)>,
) -> Result<Replayed, String> {
    let mut feeder = Feeder::new(header).map_err(|e| format!("line 1 (the header): {e}"))?;
    let mut produced = Vec::new();
    let mut recorded = Vec::new();
    let mut unreadable = Vec::new();
    for (number, line) in lines {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                unreadable.push((number, e.clone()));
                continue;
            }
        };
        if let Record::Event(e) = &line.rec {
            recorded.push((
                number,
                serde_json::to_value(&e.event).map_err(|e| e.to_string())?,
            ));
        }
        match feeder.feed(line) {
            Ok(evs) => produced.extend(evs),
            Err(e) => unreadable.push((number, e)),
        }
    }
    let mismatch = compare(&produced, &recorded, &header.contract);
    Ok(Replayed {
        feeder,
        produced,
        recorded,
        mismatch,
        unreadable,
    })
}

/// The fields of contract 1.1 that a journal of contract 1.0 cannot have
/// recorded (`kind`, field), and those of 1.0 that 1.1 says otherwise: the
/// rule in English words became the code `rule`, and its article is more
/// precise.
const CHANGED_IN_1_1: [(&str, &str); 10] = [
    ("illegal", "rule"),
    ("illegal", "from"),
    ("illegal", "to"),
    ("illegal", "if_adjusted"),
    ("illegal", "detail"),
    ("illegal", "article"),
    ("touch_move", "if_adjusted"),
    ("touch_move", "board"),
    ("sensor_fault", "code"),
    ("sensor_fault", "occupied"),
];

/// An event as a journal of `contract` would have recorded it: without what
/// later contracts changed (`docs/versions.md`).
fn as_of(mut v: Value, contract: &str) -> Value {
    if contract != "1.0" {
        return v;
    }
    let kind = v
        .get("kind")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    if let Some(o) = v.as_object_mut() {
        for (k, field) in CHANGED_IN_1_1 {
            if k == kind {
                o.remove(field);
            }
        }
    }
    v
}

/// The recorded events must be the produced ones (the produced may go on:
/// events decided but not written before a crash), compared as the
/// journal's contract version wrote them.
fn compare(produced: &[Event], recorded: &[(usize, Value)], contract: &str) -> Option<String> {
    for (i, (number, rec)) in recorded.iter().enumerate() {
        let Some(ev) = produced.get(i) else {
            return Some(format!(
                "line {number}: the recorded `{}` is not produced by the replay",
                rec.get("kind").and_then(Value::as_str).unwrap_or("?")
            ));
        };
        let got = as_of(serde_json::to_value(ev).unwrap_or(Value::Null), contract);
        let rec = &as_of(rec.clone(), contract);
        if &got != rec {
            return Some(format!(
                "line {number}: recorded {rec}, the replay gives {got}"
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots() {
        let p = Time::from_millis(10);
        assert_eq!(next_slot(Time::ZERO, p), Time::from_millis(10));
        assert_eq!(next_slot(Time::from_micros(2_105_000), p), Time(2_110_000));
        assert_eq!(next_slot(Time::from_millis(2110), p), Time(2_120_000));
    }
}
