//! The screen as text, for `demo` and `replay`: ANSI colours for a terminal,
//! or plain ASCII for logs and pipes. Same words as the pixel screen.

use std::fmt::Write;

use shakmaty::{Color, File, Rank, Square};

use super::model::{Audience, Orientation, ScreenModel};
use super::view::{Highlight, LineKind, Tone, View};
use crate::arbiter::restore::Mark;

const WIDTH: usize = 72;

/// Whether standard output gets colours: it is a terminal, and `NO_COLOR`
/// is not set (<https://no-color.org>: set and not empty).
pub fn stdout_wants_color() -> bool {
    use std::io::IsTerminal;
    wants_color(
        std::io::stdout().is_terminal(),
        std::env::var_os("NO_COLOR").as_deref(),
    )
}

fn wants_color(terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    terminal && no_color.is_none_or(|v| v.is_empty())
}

/// The arbiter's screen with ANSI colours.
pub fn render(model: &ScreenModel) -> String {
    render_view(&View::of(model, Audience::Arbiter), true)
}

/// The arbiter's screen as plain ASCII, no escape codes.
pub fn render_plain(model: &ScreenModel) -> String {
    render_view(&View::of(model, Audience::Arbiter), false)
}

/// ANSI when `color`, else plain ASCII.
pub fn render_view(view: &View, color: bool) -> String {
    let mut out = String::new();
    let title = format!(" {} ", view.title.to_uppercase());
    // The terminal has room for words: no badge that only abbreviates
    // them (`[B #1]`), nor one the title says (`GAME OVER - 1-0 [1-0]`).
    let badge = view
        .badge
        .as_ref()
        .filter(|b| !view.badge_in_lines && !view.title.contains(b.as_str()))
        .map(|b| format!(" [{b}]"))
        .unwrap_or_default();
    if color {
        let _ = writeln!(
            out,
            "\x1b[1;97;{}m{title}\x1b[0m{badge}",
            tone_bg(view.tone)
        );
    } else {
        let rule = "=".repeat(title.len() + badge.len());
        let _ = writeln!(out, "{}\n{}{}\n{rule}", rule, ascii(&title), badge);
    }
    board(view, color, &mut out);
    for line in &view.lines {
        if line.kind == LineKind::Steps {
            if view.steps.is_empty() {
                let _ = writeln!(
                    out,
                    "  {}",
                    crate::words::tr(view.lang).t("nothing-to-put-back")
                );
            }
            for (i, st) in view.steps.iter().enumerate() {
                let text = format!(
                    "{:>3}. {}",
                    i + 1,
                    crate::words::step(crate::words::tr(view.lang), st)
                );
                let _ = writeln!(
                    out,
                    "{}",
                    if color {
                        format!("\x1b[1m{text}\x1b[0m")
                    } else {
                        ascii(&text)
                    }
                );
            }
            continue;
        }
        let text = if line.kind == LineKind::Heading {
            line.text.to_uppercase() + ":"
        } else {
            line.text.clone()
        };
        for l in wrap(&text, WIDTH) {
            let l = if color {
                match line.kind {
                    LineKind::Strong | LineKind::Heading => format!("\x1b[1m{l}\x1b[0m"),
                    LineKind::Quiet => format!("\x1b[2m{l}\x1b[0m"),
                    _ => l,
                }
            } else {
                ascii(&l)
            };
            let _ = writeln!(out, "{l}");
        }
    }
    // The status repeats the information lines when they are there.
    if !view.status_in_lines {
        let status = if color {
            format!("\x1b[2m{}\x1b[0m", view.status)
        } else {
            ascii(&view.status)
        };
        let _ = writeln!(out, "{status}");
    }
    out
}

fn tone_bg(t: Tone) -> u8 {
    match t {
        Tone::Ready => 100,
        Tone::Alert => 41,
        Tone::Restored => 42,
        Tone::Advisory => 44,
        Tone::Fault => 43,
        Tone::Over => 45,
    }
}

/// The legend of the marks on the board, only of the kinds shown: the
/// catalogue's `terminal-legend` is the three explanations (missing, must
/// go, wrong piece) separated by three spaces.
fn legend(view: &View) -> String {
    let all = crate::words::tr(view.lang).t("terminal-legend");
    let parts: Vec<&str> = all.split("   ").collect();
    let shown = |kind: usize| {
        view.marks.iter().any(|m| {
            matches!(
                (kind, m.mark),
                (0, Mark::Missing { .. }) | (1, Mark::Extra { .. }) | (2, Mark::Wrong { .. })
            )
        })
    };
    if parts.len() != 3 {
        // A catalogue written otherwise: all of it, when marks are shown.
        return if view.marks.is_empty() {
            String::new()
        } else {
            all
        };
    }
    parts
        .iter()
        .enumerate()
        .filter(|&(k, _)| shown(k))
        .map(|(_, p)| *p)
        .collect::<Vec<_>>()
        .join("   ")
}

/// Replaces the few non-ASCII characters the screen uses.
pub fn ascii(s: &str) -> String {
    s.replace('→', "->")
        .replace('←', "<-")
        .replace('↔', "<->")
        .replace('½', "1/2")
        .replace(['–', '—'], "-")
        .replace('·', "-")
        .replace('…', "...")
        .replace('✓', "ok")
        .replace('×', "x")
        .replace(['\u{a0}', '\u{202f}'], " ")
}

fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

fn board(view: &View, color: bool, out: &mut String) {
    let ranks: Vec<Rank> = match view.orientation {
        Orientation::White => Rank::ALL.iter().rev().copied().collect(),
        Orientation::Black => Rank::ALL.to_vec(),
    };
    let files: Vec<File> = match view.orientation {
        Orientation::White => File::ALL.to_vec(),
        Orientation::Black => File::ALL.iter().rev().copied().collect(),
    };
    // Where each step acts: its from-square, or where a piece is put.
    let at: Vec<Square> = view
        .steps
        .iter()
        .filter_map(|st| st.from().or(st.to()))
        .collect();
    for &rank in &ranks {
        let _ = write!(out, " {} ", rank.char());
        for &file in &files {
            let sq = Square::from_coords(file, rank);
            let mark = view.marks.iter().find(|m| m.square == sq).map(|m| m.mark);
            let shown = |p: Option<shakmaty::Piece>| p.map_or('.', |p| p.char());
            let (cell, bg) = match mark {
                Some(Mark::Missing { expected }) => (format!("+{} ", expected.char()), Some(114)),
                Some(Mark::Extra { found }) => {
                    (format!("x{} ", found.map_or('?', |p| p.char())), Some(203))
                }
                Some(Mark::Wrong { expected, found }) => {
                    (format!("{}!{}", expected.char(), found.char()), Some(215))
                }
                None => (format!(" {} ", shown(view.board.piece_at(sq))), None),
            };
            if !color {
                let _ = write!(out, "{cell}");
                continue;
            }
            let light = (file as u32 + rank as u32) % 2 == 1;
            let hl = view
                .highlights
                .iter()
                .find(|(s, _)| *s == sq)
                .map(|(_, h)| *h);
            let bg = bg.unwrap_or(match hl {
                Some(Highlight::LastMove) => 186,
                Some(Highlight::MustMove) => 214,
                Some(Highlight::Attention) => 75,
                None if light => 180,
                None => 137,
            });
            let piece_color = match mark {
                Some(Mark::Missing { expected } | Mark::Wrong { expected, .. }) => {
                    Some(expected.color)
                }
                Some(Mark::Extra { found }) => found.map(|p| p.color),
                None => view.board.piece_at(sq).map(|p| p.color),
            };
            let fg = match piece_color {
                Some(Color::White) => "1;97",
                Some(Color::Black) => "1;30",
                None => "2;30",
            };
            let cell = if mark.is_none() && view.board.piece_at(sq).is_none() {
                "   ".to_string()
            } else {
                cell
            };
            let _ = write!(out, "\x1b[{fg};48;5;{bg}m{cell}\x1b[0m");
        }
        // Step numbers of this rank, at the right.
        let nums: Vec<String> = at
            .iter()
            .enumerate()
            .filter(|(_, sq)| sq.rank() == rank)
            .map(|(i, sq)| format!("{}:{sq}", i + 1))
            .collect();
        if !nums.is_empty() {
            let _ = write!(out, "  {}", nums.join(" "));
        }
        out.push('\n');
    }
    let _ = write!(out, "   ");
    for &file in &files {
        let _ = write!(out, " {} ", file.char());
    }
    out.push('\n');
    let legend = legend(view);
    if !legend.is_empty() {
        let _ = writeln!(out, "   {legend}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::display::model::ScreenInfo;

    #[test]
    fn colours_only_on_a_terminal_without_no_color() {
        use std::ffi::OsStr;
        assert!(wants_color(true, None));
        assert!(wants_color(true, Some(OsStr::new(""))));
        assert!(!wants_color(true, Some(OsStr::new("1"))));
        assert!(!wants_color(false, None));
    }

    #[test]
    fn plain_start_board() {
        let model = ScreenModel::new("startpos", ScreenInfo::default()).unwrap();
        let text = render_plain(&model);
        assert!(text.contains(" 8  r  n  b  q  k  b  n  r \n"), "{text}");
        assert!(text.contains(" 1  R  N  B  Q  K  B  N  R \n"), "{text}");
        assert!(text.contains("READY - WHITE TO START"), "{text}");
        // The rules once: the information lines, not the status again.
        assert_eq!(text.matches("fide-2023-standard").count(), 1, "{text}");
        assert!(
            !text.contains("missing: put"),
            "no marks, no legend: {text}"
        );
        assert!(text.is_ascii() && !text.contains('\x1b'));
        let ansi = render(&model);
        assert!(
            ansi.contains("\x1b[1;97;100m READY · WHITE TO START \x1b[0m"),
            "{ansi}"
        );
    }
}
