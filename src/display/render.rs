//! Draws a [`View`] on a [`Canvas`] of any size: a title bar in the tone's
//! colour, the diagram with its marks and numbered arrows, and the text
//! panel beside it (landscape) or below it (portrait). Pure.

use embedded_graphics::pixelcolor::Rgb888;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle, RoundedRectangle};
use shakmaty::{File, Rank, Square};

use super::canvas::Canvas;
use super::glyphs::{Font, circle, draw_piece, fill_polygons};
use super::model::Orientation;
use super::view::{Highlight, LineKind, Tone, View, step_piece, step_text};
use crate::arbiter::restore::{Mark, Step};

const BG: Rgb888 = Rgb888::new(0x14, 0x18, 0x1b);
const TEXT: Rgb888 = Rgb888::new(0xf1, 0xf3, 0xf5);
const NORMAL: Rgb888 = Rgb888::new(0xce, 0xd4, 0xda);
const QUIET: Rgb888 = Rgb888::new(0x8d, 0x97, 0xa0);
const LIGHT_SQ: Rgb888 = Rgb888::new(0xde, 0xe3, 0xe6);
const DARK_SQ: Rgb888 = Rgb888::new(0x8c, 0xa2, 0xad);
const RED: Rgb888 = Rgb888::new(0xe0, 0x31, 0x31);
const GREEN: Rgb888 = Rgb888::new(0x2f, 0x9e, 0x44);
const ORANGE: Rgb888 = Rgb888::new(0xf0, 0x8c, 0x00);
const BLUE: Rgb888 = Rgb888::new(0x1c, 0x6e, 0xd6);
const YELLOW: Rgb888 = Rgb888::new(0xff, 0xd4, 0x3b);

/// The title bar's colour and the accent of headings.
fn tone_color(t: Tone) -> Rgb888 {
    match t {
        Tone::Ready => Rgb888::new(0x2b, 0x3a, 0x42),
        Tone::Alert => Rgb888::new(0xc9, 0x2a, 0x2a),
        Tone::Restored => Rgb888::new(0x2b, 0x8a, 0x3e),
        Tone::Advisory => Rgb888::new(0x1c, 0x5d, 0x99),
        Tone::Fault => Rgb888::new(0xb3, 0x5c, 0x00),
        Tone::Over => Rgb888::new(0x5f, 0x3d, 0xc4),
    }
}

fn accent(t: Tone) -> Rgb888 {
    match t {
        Tone::Ready => Rgb888::new(0x8c, 0xe9, 0x9a),
        Tone::Alert => Rgb888::new(0xff, 0x87, 0x87),
        Tone::Restored => Rgb888::new(0x8c, 0xe9, 0x9a),
        Tone::Advisory => Rgb888::new(0x74, 0xc0, 0xfc),
        Tone::Fault => Rgb888::new(0xff, 0xc0, 0x78),
        Tone::Over => Rgb888::new(0xb1, 0x97, 0xfc),
    }
}

/// Where things go on a canvas of a given size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// Height of the title bar.
    pub header: i32,
    /// Top-left corner of a8 (or h1 when Black is at the bottom).
    pub board_x: i32,
    pub board_y: i32,
    /// Side of one square in pixels.
    pub square: i32,
    /// The text panel: x, y, width, height.
    pub panel: (i32, i32, i32, i32),
    /// Size of body text in pixels (before fitting).
    pub text_px: f32,
    /// Width of the band left of and below the diagram that holds the
    /// coordinates (outside the squares, where no piece hides them).
    pub coords: i32,
}

impl Layout {
    pub fn new(width: u32, height: u32) -> Layout {
        Layout::scaled(width, height, 1.0)
    }

    /// The layout for `view`: the diagram gives up to 40% of its side
    /// when the text would not fit beside (or under) it otherwise: the
    /// lines the arbiter acts on come before the diagram's size.
    pub fn for_view(view: &View, width: u32, height: u32) -> Layout {
        let mut l = Layout::new(width, height);
        for f in [0.93, 0.86, 0.8, 0.75, 0.7, 0.65, 0.6] {
            let p = panel_layout(view, &l);
            if p.cut == 0 && p.lost_kept() == 0 {
                break;
            }
            l = Layout::scaled(width, height, f);
        }
        l
    }

    /// The layout with the diagram's side scaled by `board` (1: as large as
    /// the screen allows).
    pub fn scaled(width: u32, height: u32, board: f32) -> Layout {
        let (w, h) = (width as f32, height as f32);
        let portrait = h > w * 1.1;
        let unit = if portrait {
            (w / 240.0).min(h / 320.0)
        } else {
            (w / 320.0).min(h / 240.0)
        };
        let unit = unit.max(0.5);
        let header = (24.0 * super::fmath::pow_085(unit)).round().max(14.0) as i32;
        let m = (4.0 * unit).round().max(2.0) as i32;
        let text_px = 11.0 * super::fmath::pow_085(unit);
        // Coordinates outside the board, about 11 px on a 320x240 panel.
        let coords = (11.0 * super::fmath::pow_085(unit)).round() as i32;
        if portrait {
            let side = ((w - 2.0 * m as f32 - coords as f32)
                .min((h - header as f32 - coords as f32) * 0.58)
                * board)
                .max(16.0);
            let square = (side / 8.0).floor() as i32;
            let board_x = (width as i32 - 8 * square + coords) / 2;
            let board_y = header + m;
            let py = board_y + 8 * square + coords + m;
            Layout {
                width,
                height,
                header,
                board_x,
                board_y,
                square,
                panel: (m, py, width as i32 - 2 * m, height as i32 - py - m),
                text_px,
                coords,
            }
        } else {
            let side = ((h - header as f32 - 2.0 * m as f32 - coords as f32).min(w * 0.6) * board)
                .max(16.0);
            let square = (side / 8.0).floor() as i32;
            let board_x = m + coords;
            let board_y =
                header + m + ((h as i32 - header - 2 * m - coords - 8 * square) / 2).max(0);
            let px = board_x + 8 * square + 2 * m;
            Layout {
                width,
                height,
                header,
                board_x,
                board_y,
                square,
                panel: (
                    px,
                    header + m,
                    width as i32 - px - m,
                    height as i32 - header - 2 * m,
                ),
                text_px,
                coords,
            }
        }
    }

    /// Top-left pixel of a square on the diagram.
    pub fn square_origin(&self, sq: Square, orientation: Orientation) -> (i32, i32) {
        let (col, row) = match orientation {
            Orientation::White => (sq.file() as i32, 7 - sq.rank() as i32),
            Orientation::Black => (7 - sq.file() as i32, sq.rank() as i32),
        };
        (
            self.board_x + col * self.square,
            self.board_y + row * self.square,
        )
    }

    fn center(&self, sq: Square, o: Orientation) -> (f32, f32) {
        let (x, y) = self.square_origin(sq, o);
        (
            x as f32 + self.square as f32 / 2.0,
            y as f32 + self.square as f32 / 2.0,
        )
    }
}

/// Draws `view` over the whole canvas.
pub fn render(view: &View, canvas: &mut Canvas) {
    let l = Layout::for_view(view, canvas.width(), canvas.height());
    canvas.fill_rect(0, 0, canvas.width() as i32, canvas.height() as i32, BG);
    title_bar(view, &l, canvas);
    diagram(view, &l, canvas);
    panel(view, &l, canvas);
}

/// Where the title bar's parts go: the title's font and x, the badge's box.
struct TitleLayout {
    font: Font,
    x: f32,
    /// The space the title may take, up to the badge.
    right: f32,
    /// x, y, width, height of the badge, and its font.
    badge: Option<(f32, f32, f32, f32, Font)>,
    pad: f32,
}

/// The smallest title text: below this the title does not fit.
const MIN_TITLE_PX: f32 = 8.0;

fn title_layout(view: &View, l: &Layout) -> TitleLayout {
    let f = Font::bold(l.header as f32 * 0.62);
    let pad = l.header as f32 * 0.35;
    let mut x = pad;
    if view.tone == Tone::Ready {
        x += 2.0 * l.header as f32 * 0.18 + pad * 0.6;
    }
    let mut right = l.width as f32 - pad;
    let badge = view.badge.as_ref().map(|badge| {
        let bf = Font::bold(l.header as f32 * 0.5);
        let bw = bf.width(badge) + pad;
        let bh = bf.line_height() * 1.05;
        let bx = right - bw;
        let by = (l.header as f32 - bh) / 2.0;
        right = bx - pad / 2.0;
        (bx, by, bw, bh, bf)
    });
    let mut font = f;
    while font.width(&view.title) > right - x && font.px() > MIN_TITLE_PX {
        font = Font::bold((font.px() * 0.92).max(MIN_TITLE_PX));
    }
    TitleLayout {
        font,
        x,
        right,
        badge,
        pad,
    }
}

fn title_bar(view: &View, l: &Layout, c: &mut Canvas) {
    c.fill_rect(0, 0, l.width as i32, l.header, tone_color(view.tone));
    let t = title_layout(view, l);
    if view.tone == Tone::Ready {
        // A green light: ready.
        let r = l.header as f32 * 0.18;
        fill_polygons(
            c,
            &[&circle(t.pad + r, l.header as f32 / 2.0, r)],
            Rgb888::new(0x51, 0xcf, 0x66),
            1.0,
        );
    }
    if let (Some(badge), Some((bx, by, bw, bh, bf))) = (&view.badge, t.badge) {
        let _ = RoundedRectangle::with_equal_corners(
            Rectangle::new(
                Point::new(bx as i32, by as i32),
                Size::new(bw as u32, bh as u32),
            ),
            Size::new((bh / 4.0) as u32, (bh / 4.0) as u32),
        )
        .into_styled(PrimitiveStyle::with_fill(Rgb888::new(0xf8, 0xf9, 0xfa)))
        .draw(c);
        bf.draw(
            c,
            bx + t.pad / 2.0,
            by + (bh - bf.line_height()) / 2.0,
            badge,
            tone_color(view.tone),
        );
    }
    let y = (l.header as f32 - t.font.line_height()) / 2.0;
    t.font.draw(c, t.x, y.max(0.0), &view.title, Rgb888::WHITE);
}

/// A ring of dashes: two on each side, in the corners' middle.
fn dashed_ring(c: &mut Canvas, x: i32, y: i32, s: i32, t: i32, color: Rgb888) {
    let d = s / 3;
    for k in [0, s - d] {
        c.fill_rect(x + k, y, d, t, color);
        c.fill_rect(x + k, y + s - t, d, t, color);
        c.fill_rect(x, y + k, t, d, color);
        c.fill_rect(x + s - t, y + k, t, d, color);
    }
}

fn ring(c: &mut Canvas, x: i32, y: i32, s: i32, t: i32, color: Rgb888) {
    c.fill_rect(x, y, s, t, color);
    c.fill_rect(x, y + s - t, s, t, color);
    c.fill_rect(x, y, t, s, color);
    c.fill_rect(x + s - t, y, t, s, color);
}

fn diagram(view: &View, l: &Layout, c: &mut Canvas) {
    let s = l.square;
    let o = view.orientation;
    let mark_of = |sq: Square| view.marks.iter().find(|m| m.square == sq).map(|m| m.mark);
    let removed = |sq: Square| {
        view.steps
            .iter()
            .any(|st| matches!(st, Step::Remove { from, .. } if *from == sq))
    };
    coordinates(view, l, c);
    for sq in Square::ALL {
        let (x, y) = l.square_origin(sq, o);
        let light = (sq.file() as u32 + sq.rank() as u32) % 2 == 1;
        let base = if light { LIGHT_SQ } else { DARK_SQ };
        c.fill_rect(x, y, s, s, base);
        for (hsq, h) in &view.highlights {
            if *hsq == sq && *h == Highlight::LastMove {
                c.tint_rect(x, y, s, s, YELLOW, 0.45);
            }
        }
        let t = (s / 9).max(2);
        match mark_of(sq) {
            Some(Mark::Missing { expected }) => {
                // A piece to put back: smaller, faint, on a green square
                // inside a dashed ring, never like a piece standing there.
                c.tint_rect(x, y, s, s, GREEN, 0.45);
                let k = s as f32 * 0.7;
                let inset = (s as f32 - k) / 2.0;
                draw_piece(c, expected, x as f32 + inset, y as f32 + inset, k, 0.5);
                dashed_ring(c, x, y, s, t, GREEN);
            }
            Some(Mark::Extra { found }) => {
                c.tint_rect(x, y, s, s, RED, 0.3);
                if let Some(p) = found {
                    draw_piece(c, p, x as f32, y as f32, s as f32, 0.5);
                } else {
                    let q = Font::bold(s as f32 * 0.6);
                    q.draw(
                        c,
                        x as f32 + (s as f32 - q.width("?")) / 2.0,
                        y as f32 + (s as f32 - q.line_height()) / 2.0,
                        "?",
                        RED,
                    );
                }
                if removed(sq) {
                    cross(c, x as f32, y as f32, s as f32);
                }
                ring(c, x, y, s, t, RED);
            }
            Some(Mark::Wrong { expected, found }) => {
                c.tint_rect(x, y, s, s, ORANGE, 0.3);
                draw_piece(c, expected, x as f32, y as f32, s as f32, 0.55);
                // The piece that is there, small, in the bottom corner.
                let k = s as f32 * 0.42;
                let (bx, by) = (x + s - k as i32 - t, y + s - k as i32 - t);
                c.fill_rect(bx - 1, by - 1, k as i32 + 2, k as i32 + 2, RED);
                c.fill_rect(bx, by, k as i32, k as i32, Rgb888::new(0xff, 0xe8, 0xcc));
                draw_piece(c, found, bx as f32, by as f32, k, 1.0);
                ring(c, x, y, s, t, ORANGE);
            }
            None => {
                if let Some(p) = view.board.piece_at(sq) {
                    draw_piece(c, p, x as f32, y as f32, s as f32, 1.0);
                }
            }
        }
        for (hsq, h) in &view.highlights {
            if *hsq == sq {
                match h {
                    Highlight::MustMove => ring(c, x, y, s, (s / 8).max(2), ORANGE),
                    Highlight::Attention => ring(c, x, y, s, (s / 8).max(2), BLUE),
                    Highlight::LastMove => {}
                }
            }
        }
    }
    // Arrows, then the step numbers on top.
    arrows(view, l, c);
    // One number per square: a square that two steps name shows the first;
    // the list beside the board carries the rest.
    let mut numbered = shakmaty::Bitboard::EMPTY;
    for (i, st) in view.steps.iter().enumerate() {
        let at = match *st {
            Step::Move { from, .. }
            | Step::Swap { a: from, .. }
            | Step::Remove { from, .. }
            | Step::SetAside { from, .. } => from,
            Step::Put { to, .. } => to,
        };
        if numbered.contains(at) {
            continue;
        }
        numbered.add(at);
        let (x, y) = l.square_origin(at, o);
        let r = (s as f32 * 0.22).max(6.0);
        number_badge(
            c,
            x as f32 + r + 1.0,
            y as f32 + r + 1.0,
            r,
            i + 1,
            step_color(st),
        );
    }
}

/// Files below the board and ranks left of it, outside the squares.
fn coordinates(view: &View, l: &Layout, c: &mut Canvas) {
    let s = l.square;
    let font = Font::bold((l.coords as f32 * 0.95).max(7.0).min(s as f32 * 0.5));
    for i in 0..8u32 {
        let file = File::new(i);
        let rank = Rank::new(i);
        let (fx, _) = l.square_origin(Square::from_coords(file, Rank::First), view.orientation);
        let (_, ry) = l.square_origin(Square::from_coords(File::A, rank), view.orientation);
        let f = file.char().to_string();
        let r = rank.char().to_string();
        font.draw(
            c,
            fx as f32 + (s as f32 - font.width(&f)) / 2.0,
            (l.board_y + 8 * s) as f32 + (l.coords as f32 - font.line_height()) / 2.0,
            &f,
            NORMAL,
        );
        font.draw(
            c,
            l.board_x as f32 - l.coords as f32 + (l.coords as f32 - font.width(&r)) / 2.0,
            ry as f32 + (s as f32 - font.line_height()) / 2.0,
            &r,
            NORMAL,
        );
    }
}

/// The arrows of the move and swap steps. An arrow that shares its line
/// with another, or passes over pieces, runs beside the centres (one side
/// for each arrow on a line), so that none hides another or a piece.
fn arrows(view: &View, l: &Layout, c: &mut Canvas) {
    let s = l.square as f32;
    let o = view.orientation;
    let lines: Vec<(Square, Square, bool)> = view
        .steps
        .iter()
        .filter_map(|st| match *st {
            Step::Move { from, to, .. } => Some((from, to, false)),
            Step::Swap { a, b, .. } => Some((a, b, true)),
            _ => None,
        })
        .collect();
    // Squares a piece stands on, on the board as shown or as it physically is.
    let mut occupied = view.board.occupied();
    for m in &view.marks {
        occupied.add(m.square);
    }
    let same_line = |a: (Square, Square), b: (Square, Square)| {
        let on = |p: Square, (x, y): (Square, Square)| {
            let (x0, y0) = (x.file() as i32, x.rank() as i32);
            let (x1, y1) = (y.file() as i32, y.rank() as i32);
            let (px, py) = (p.file() as i32, p.rank() as i32);
            (x1 - x0) * (py - y0) == (y1 - y0) * (px - x0)
        };
        on(b.0, a) && on(b.1, a)
    };
    let mut side = Vec::new();
    for (i, &(from, to, both)) in lines.iter().enumerate() {
        let shared = lines[..i]
            .iter()
            .filter(|p| same_line((p.0, p.1), (from, to)))
            .count();
        let shares = lines
            .iter()
            .enumerate()
            .any(|(j, p)| j != i && same_line((p.0, p.1), (from, to)));
        let crosses = (shakmaty::attacks::between(from, to) & occupied).any();
        let offset = match (shares, crosses) {
            (false, false) => 0.0,
            _ if shared % 2 == 0 => 0.28 * s,
            _ => -0.28 * s,
        };
        side.push(offset);
        let (a, b) = (l.center(from, o), l.center(to, o));
        // The side is taken from the line, whichever way the arrow points.
        let (p, q) = if from < to { (a, b) } else { (b, a) };
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.001);
        let (nx, ny) = (-dy / len * offset, dx / len * offset);
        arrow(c, (a.0 + nx, a.1 + ny), (b.0 + nx, b.1 + ny), s, both);
    }
}

fn step_color(st: &Step) -> Rgb888 {
    match st {
        Step::Remove { .. } => RED,
        Step::Put { .. } => GREEN,
        _ => BLUE,
    }
}

fn number_badge(c: &mut Canvas, cx: f32, cy: f32, r: f32, n: usize, color: Rgb888) {
    fill_polygons(c, &[&circle(cx, cy, r + 1.0)], Rgb888::WHITE, 1.0);
    fill_polygons(c, &[&circle(cx, cy, r)], color, 1.0);
    let f = Font::bold(r * 1.45);
    let t = n.to_string();
    f.draw(
        c,
        cx - f.width(&t) / 2.0,
        cy - f.line_height() / 2.0,
        &t,
        Rgb888::WHITE,
    );
}

fn cross(c: &mut Canvas, x: f32, y: f32, s: f32) {
    let w = s * 0.07;
    let (a, b) = (s * 0.2, s * 0.8);
    for (p, q) in [
        ((x + a, y + a), (x + b, y + b)),
        ((x + b, y + a), (x + a, y + b)),
    ] {
        fill_polygons(c, &[&thick_line(p, q, w)], RED, 0.95);
    }
}

fn thick_line(p: (f32, f32), q: (f32, f32), half: f32) -> Vec<(f32, f32)> {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (nx, ny) = (-dy / len * half, dx / len * half);
    vec![
        (p.0 + nx, p.1 + ny),
        (q.0 + nx, q.1 + ny),
        (q.0 - nx, q.1 - ny),
        (p.0 - nx, p.1 - ny),
    ]
}

/// An arrow from one square centre to another (both ends for a swap).
fn arrow(c: &mut Canvas, from: (f32, f32), to: (f32, f32), s: f32, both: bool) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (ux, uy) = (dx / len, dy / len);
    let half = s * 0.075;
    let head = s * 0.36;
    let hw = s * 0.2;
    let tip = (to.0 - ux * s * 0.18, to.1 - uy * s * 0.18);
    let start = if both {
        (from.0 + ux * s * 0.18, from.1 + uy * s * 0.18)
    } else {
        from
    };
    let shaft_end = (tip.0 - ux * head, tip.1 - uy * head);
    let shaft_start = if both {
        (start.0 + ux * head, start.1 + uy * head)
    } else {
        start
    };
    let color = BLUE;
    let mut polys = vec![thick_line(shaft_start, shaft_end, half)];
    let head_at = |t: (f32, f32), ux: f32, uy: f32| {
        let base = (t.0 - ux * head, t.1 - uy * head);
        vec![
            t,
            (base.0 - uy * hw, base.1 + ux * hw),
            (base.0 + uy * hw, base.1 - ux * hw),
        ]
    };
    polys.push(head_at(tip, ux, uy));
    if both {
        polys.push(head_at(start, -ux, -uy));
    }
    let refs: Vec<&[(f32, f32)]> = polys.iter().map(|p| p.as_slice()).collect();
    fill_polygons(c, &refs, color, 0.85);
}

/// One laid-out row of the panel.
#[derive(Clone)]
enum Row {
    Text {
        font: Font,
        color: Rgb888,
        text: String,
        gap: f32,
    },
    Step {
        n: usize,
        step: Step,
        font: Font,
        lines: Vec<String>,
    },
}

impl Row {
    fn height(&self) -> f32 {
        match self {
            Row::Text { font, gap, .. } => font.line_height() + gap,
            Row::Step { font, lines, .. } => {
                font.line_height() * (lines.len() as f32).max(1.0) * 1.08 + font.px() * 0.2
            }
        }
    }
}

fn layout_rows(view: &View, px: f32, width: f32) -> Vec<Row> {
    let tr = crate::words::tr(view.lang);
    let mut rows = Vec::new();
    let body = Font::regular(px);
    let strong = Font::bold(px);
    let quiet = Font::regular(px * 0.85);
    let heading = Font::bold(px * 0.9);
    let mut prev: Option<LineKind> = None;
    for line in &view.lines {
        let gap_before = match prev {
            Some(p) if p != line.kind || line.kind == LineKind::Strong => px * 0.35,
            _ => 0.0,
        };
        if let Some(Row::Text { gap, .. }) = rows.last_mut() {
            *gap += gap_before;
        }
        prev = Some(line.kind);
        if line.kind == LineKind::Steps {
            // The steps are what the arbiter acts on: a size larger.
            let strong = Font::bold(px * 1.15);
            let indent = strong.line_height() * 2.3;
            for (i, st) in view.steps.iter().enumerate() {
                let lines = strong.wrap(&step_text(tr, st), width - indent);
                rows.push(Row::Step {
                    n: i + 1,
                    step: *st,
                    font: strong,
                    lines,
                });
            }
            if view.steps.is_empty() {
                for t in body.wrap(&tr.t("nothing-to-put-back"), width) {
                    rows.push(Row::Text {
                        font: body,
                        color: NORMAL,
                        text: t,
                        gap: 0.0,
                    });
                }
            }
            continue;
        }
        let (font, color) = match line.kind {
            LineKind::Heading => (heading, accent(view.tone)),
            LineKind::Strong => (strong, TEXT),
            LineKind::Normal => (body, NORMAL),
            LineKind::Quiet => (quiet, QUIET),
            LineKind::Steps => unreachable!(),
        };
        let text = if line.kind == LineKind::Heading {
            line.text.to_uppercase()
        } else {
            line.text.clone()
        };
        for t in font.wrap(&text, width) {
            rows.push(Row::Text {
                font,
                color,
                text: t,
                gap: 0.0,
            });
        }
    }
    rows
}

/// The smallest body text of the panel: a screen read at arm's length
/// drops context lines (quiet, then normal, from the end) rather than go
/// smaller.
pub const MIN_TEXT_PX: f32 = 9.0;

/// The font of a line of `kind` at body size `px`.
fn line_font(kind: LineKind, px: f32) -> Font {
    match kind {
        LineKind::Heading => Font::bold(px * 0.9),
        LineKind::Strong => Font::bold(px),
        LineKind::Normal => Font::regular(px),
        LineKind::Quiet => Font::regular(px * 0.85),
        LineKind::Steps => Font::bold(px * 1.15),
    }
}

/// Is a word of the view's text wider than a line of the panel at `px`?
fn word_too_wide(view: &View, px: f32, width: f32) -> bool {
    view.lines
        .iter()
        .filter(|l| l.kind != LineKind::Steps)
        .any(|l| {
            let font = line_font(l.kind, px);
            let text = if l.kind == LineKind::Heading {
                l.text.to_uppercase()
            } else {
                l.text.clone()
            };
            text.split(' ').any(|w| font.width(w) > width)
        })
}

impl PanelLayout {
    /// Lines the arbiter acts on that were left out all the same.
    fn lost_kept(&self) -> usize {
        self.dropped.iter().filter(|l| l.keep).count()
    }
}

/// The panel laid out: rows that fit, the status lines, and what did not fit.
struct PanelLayout {
    px: f32,
    rows: Vec<Row>,
    status_font: Font,
    status_lines: Vec<String>,
    /// Lines of the view left out for want of room (quiet and normal only;
    /// those marked `keep` last).
    dropped: Vec<super::view::Line>,
    /// Rows that still do not fit (drawn as "…").
    cut: usize,
}

fn panel_layout(view: &View, l: &Layout) -> PanelLayout {
    let (_, _, pw, ph) = l.panel;
    let status_font = |px: f32| Font::regular(px * 0.8);
    let status_wrap = |f: &Font| wrap_segments(f, &view.status, pw as f32);
    // The status line (rules, counts, move) is decoration: it goes before a
    // line the arbiter acts on.
    let mut show_status = true;
    let height = |rows: &[Row], px: f32, show_status: bool| {
        let sf = status_font(px);
        let status_h = if show_status {
            status_wrap(&sf).len() as f32 * sf.line_height() + px * 0.4
        } else {
            0.0
        };
        rows.iter().map(Row::height).sum::<f32>() + status_h
    };
    // As large as a line of about 16 characters allows, then shrunk until
    // everything fits, down to the smallest readable size; then context
    // lines go, the least important first.
    let mut px = l.text_px.max((l.text_px * 1.8).min(pw as f32 / 14.0));
    let min = MIN_TEXT_PX.min(px);
    let mut shown = view.clone();
    let mut dropped = Vec::new();
    loop {
        let rows = layout_rows(&shown, px, pw as f32);
        if height(&rows, px, show_status) <= ph as f32 && !word_too_wide(&shown, px, pw as f32) {
            break;
        }
        if px > min {
            px = (px * 0.93).max(min);
            continue;
        }
        // Drop the last quiet line, else the last normal one; then the
        // status line; a line the arbiter acts on only when nothing else is
        // left to drop.
        let last = |keep: bool| {
            [LineKind::Quiet, LineKind::Normal].iter().find_map(|k| {
                shown
                    .lines
                    .iter()
                    .rposition(|line| line.kind == *k && line.keep == keep)
            })
        };
        match last(false) {
            Some(i) => dropped.push(shown.lines.remove(i)),
            None if show_status => show_status = false,
            None => match last(true) {
                Some(i) => dropped.push(shown.lines.remove(i)),
                None => break,
            },
        }
    }
    let rows = layout_rows(&shown, px, pw as f32);
    let sf = status_font(px);
    let status_lines = if show_status {
        status_wrap(&sf)
    } else {
        Vec::new()
    };
    let status_top = (ph as f32) - status_lines.len() as f32 * sf.line_height();
    let mut y = 0.0;
    let mut cut = 0;
    for row in &rows {
        if y + row.height() > status_top + 1.0 {
            cut += 1;
        }
        y += row.height();
    }
    PanelLayout {
        px,
        rows,
        status_font: sf,
        status_lines,
        dropped,
        cut,
    }
}

fn panel(view: &View, l: &Layout, c: &mut Canvas) {
    let (px0, py0, pw, ph) = l.panel;
    if pw < 20 || ph < 10 {
        return;
    }
    let p = panel_layout(view, l);
    let px = p.px;
    let bottom = (py0 + ph) as f32;
    let sf = p.status_font;
    let status_lines = p.status_lines;
    let rows = p.rows;
    let status_top = bottom - status_lines.len() as f32 * sf.line_height();
    let mut y = py0 as f32;
    for row in &rows {
        if y + row.height() > status_top + 1.0 {
            Font::bold(px).draw(c, px0 as f32, y, "…", QUIET);
            break;
        }
        match row {
            Row::Text {
                font, color, text, ..
            } => {
                font.draw(c, px0 as f32, y, text, *color);
            }
            Row::Step {
                n,
                step,
                font,
                lines,
            } => {
                let lh = font.line_height();
                let r = lh * 0.42;
                number_badge(c, px0 as f32 + r, y + lh / 2.0, r, *n, step_color(step));
                let icon = lh * 1.15;
                let ix = px0 as f32 + 2.0 * r + lh * 0.15;
                if let Some(p) = step_piece(step) {
                    let (bx, by) = (ix as i32, (y + lh / 2.0 - icon / 2.0) as i32);
                    c.fill_rect(bx, by, icon as i32, icon as i32, DARK_SQ);
                    draw_piece(c, p, bx as f32, by as f32, icon, 1.0);
                }
                let tx = px0 as f32 + lh * 2.3;
                for (k, t) in lines.iter().enumerate() {
                    font.draw(c, tx, y + k as f32 * lh * 1.08, t, TEXT);
                }
            }
        }
        y += row.height();
    }
    for (k, t) in status_lines.iter().enumerate() {
        sf.draw(
            c,
            px0 as f32,
            status_top + k as f32 * sf.line_height(),
            t,
            QUIET,
        );
    }
    // A thin rule above the status line.
    if status_lines.is_empty() {
        return;
    }
    let _ = Rectangle::new(
        Point::new(px0, (status_top - px * 0.25) as i32),
        Size::new(pw as u32, 1),
    )
    .into_styled(PrimitiveStyle::with_fill(Rgb888::new(0x34, 0x3a, 0x40)))
    .draw(c);
}

/// What does not fit on a screen of `width` x `height`: the title shrunk
/// below its smallest size, a word cut across lines, a strong line, heading
/// or step left out, a status line too wide. Context lines (quiet, normal)
/// left out for want of room are not overflows. Empty when everything fits.
pub fn overflows(view: &View, width: u32, height: u32) -> Vec<String> {
    let l = Layout::for_view(view, width, height);
    let mut out = Vec::new();
    let t = title_layout(view, &l);
    if t.font.width(&view.title) > t.right - t.x + 0.5 {
        out.push(format!(
            "title `{}` is {:.0} px wide in {:.0} px",
            view.title,
            t.font.width(&view.title),
            t.right - t.x
        ));
    }
    if let Some((bx, ..)) = t.badge
        && bx < t.x
    {
        out.push(format!(
            "badge `{}` leaves no room",
            view.badge.clone().unwrap_or_default()
        ));
    }
    let (_, _, pw, _) = l.panel;
    let p = panel_layout(view, &l);
    if p.cut > 0 {
        out.push(format!("{} rows cut at {:.1} px", p.cut, p.px));
    }
    for line in &p.dropped {
        if line.keep || !matches!(line.kind, LineKind::Quiet | LineKind::Normal) {
            out.push(format!("`{}` left out", line.text));
        }
    }
    words_and_status_overflows(view, &p, pw, &mut out);
    out.extend(rows_off_panel(&p.rows, pw));
    out
}

/// Rows as drawn that run off the right edge of a panel `pw` wide: a line
/// drawn without wrapping, or one the wrapping could not break.
fn rows_off_panel(rows: &[Row], pw: i32) -> Vec<String> {
    let mut out = Vec::new();
    for row in rows {
        match row {
            Row::Text { font, text, .. } => {
                if font.width(text) > pw as f32 + 0.5 {
                    out.push(format!(
                        "`{text}` runs off the panel: {:.0} px wide in {pw} px",
                        font.width(text)
                    ));
                }
            }
            Row::Step { font, lines, .. } => {
                let room = pw as f32 - font.line_height() * 2.3;
                for t in lines {
                    if font.width(t) > room + 0.5 {
                        out.push(format!(
                            "step `{t}` runs off the panel: {:.0} px wide in {room:.0} px",
                            font.width(t)
                        ));
                    }
                }
            }
        }
    }
    out
}

/// See [`overflows`]: the words and the status line.
fn words_and_status_overflows(view: &View, p: &PanelLayout, pw: i32, out: &mut Vec<String>) {
    let widest = |font: &Font, text: &str, max: f32, out: &mut Vec<String>| {
        for word in text.split(' ') {
            if font.width(word) > max + 0.5 {
                out.push(format!(
                    "`{word}` is {:.0} px wide in {:.0} px (of `{text}`)",
                    font.width(word),
                    max
                ));
            }
        }
    };
    // Words as written (the wrapping cuts a word wider than a line).
    let px = p.px;
    let tr = crate::words::tr(view.lang);
    for line in view.lines.iter().filter(|l| !p.dropped.contains(l)) {
        let (font, text) = match line.kind {
            LineKind::Heading => (Font::bold(px * 0.9), line.text.to_uppercase()),
            LineKind::Strong => (Font::bold(px), line.text.clone()),
            LineKind::Normal => (Font::regular(px), line.text.clone()),
            LineKind::Quiet => (Font::regular(px * 0.85), line.text.clone()),
            LineKind::Steps => {
                let font = Font::bold(px * 1.15);
                let indent = font.line_height() * 2.3;
                for st in &view.steps {
                    widest(&font, &step_text(tr, st), pw as f32 - indent, out);
                }
                continue;
            }
        };
        widest(&font, &text, pw as f32, out);
    }
    for s in &p.status_lines {
        if p.status_font.width(s) > pw as f32 + 0.5 {
            out.push(format!("status `{s}` too wide"));
        }
    }
}

/// Wraps at ` · ` separators first, words only within a segment too long.
fn wrap_segments(f: &Font, text: &str, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for seg in text.split(" · ") {
        match lines.last_mut() {
            Some(last) if f.width(&format!("{last} · {seg}")) <= max => {
                last.push_str(" · ");
                last.push_str(seg);
            }
            _ => lines.extend(f.wrap(seg, max)),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_overflow_check_sees_a_row_off_the_panel() {
        // A row drawn as it is ("Nada que restablecer" was, on a 320x240
        // start-position screen) and wider than the panel is found; one
        // that fits is not.
        let (_, _, pw, _) = Layout::new(320, 240).panel;
        let row = |text: &str| Row::Text {
            font: Font::regular(11.0),
            color: NORMAL,
            text: text.to_string(),
            gap: 0.0,
        };
        let off = rows_off_panel(&[row("Nada que restablecer en esta posición inicial")], pw);
        assert_eq!(off.len(), 1, "{off:?}");
        assert!(off[0].contains("runs off the panel"), "{off:?}");
        assert!(rows_off_panel(&[row("e3 → e1")], pw).is_empty());
    }
}
