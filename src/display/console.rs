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
                    None => input_text(tr, ev),
                };
                // Seconds since the start of the trace or game.
                writeln!(out, "{:>11}  {text}", format!("{} s", ev.t()))?;
            }
        }
    }
    Ok(())
}

/// An input (`--inputs`): `  lift e2 P`, `  levanta e2 P`, `  hebt e2 B`;
/// the piece as the language's letter.
fn input_text(tr: &Tr, ev: &Event) -> String {
    let piece = |p: &Option<Piece>| {
        p.map(|p| format!(" {}", words::piece_letter(tr, p)))
            .unwrap_or_default()
    };
    let square = |s: shakmaty::Square| crate::i18n::Arg::from(s.to_string());
    let text = match ev {
        Event::Lift(e) => tr.msg(
            "input-lift",
            &[
                ("square", square(e.square)),
                ("piece", piece(&e.piece).into()),
            ],
        ),
        Event::Drop(e) => tr.msg(
            "input-drop",
            &[
                ("square", square(e.square)),
                ("piece", piece(&e.piece).into()),
            ],
        ),
        Event::Press(p) => {
            let side = match p.side {
                Some(Color::White) => "white",
                Some(Color::Black) => "black",
                None => "none",
            };
            tr.msg("input-press", &[("side", side.into())])
        }
        other => return other.kind().to_string(),
    };
    format!("  {text}")
}
