//! Decisions as lines on a console: text for people, or JSON Lines (the
//! `replay --format jsonl` contract). `replay` prints them, and so does the
//! daemon's `--print`.

use std::io::Write;

use shakmaty::{Color, Piece};

use crate::arbiter::Event;
use crate::arbiter::rules::Edition;
use crate::words::{self, Tr};

/// How decisions are written (`--format`, `--print`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One line per decision, for people.
    Text,
    /// One JSON object per line (the conformance contract).
    Jsonl,
}

/// Writes events in the chosen format: text in the language of `tr`, its
/// citations in the `edition` of the Laws the rule set follows; JSON in
/// codes (the same in every language and edition).
pub fn write_events(
    out: &mut impl Write,
    events: &[Event],
    format: Format,
    inputs: bool,
    tr: &Tr,
    edition: Edition,
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
                let text = match words::describe(tr, ev) {
                    Some(t) => words::cite_in(&t, edition),
                    None => input_text(ev),
                };
                // Seconds since the start of the trace or game.
                writeln!(out, "{:>11}  {text}", format!("{} s", ev.t()))?;
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
