//! What one output shows now, in words and marks: built from the model for
//! an audience, then drawn by the pixel renderer or the terminal. The
//! wording lives here once.

use shakmaty::{Board, Color, Square};

use super::model::{Advisory, Alert, Audience, Orientation, ScreenModel};
use crate::arbiter::event::{GameOverReason, ObligationKind, Penalty};
use crate::arbiter::restore::{SquareMark, Step, role_name};

/// The style of a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// Normal play.
    Ready,
    /// An illegal move: the position is not restored yet.
    Alert,
    /// The position to restore is on the board again.
    Restored,
    /// Advice for the arbiter (touch-move, start position, illegal move stands).
    Advisory,
    /// A sensor fault: no player is blamed.
    Fault,
    /// The game is over.
    Over,
}

/// How a line of text is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    /// A short heading above a list.
    Heading,
    /// What the arbiter must act on.
    Strong,
    Normal,
    /// Context: article numbers, counts, rules.
    Quiet,
    /// The numbered steps go here (the text is empty).
    Steps,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub kind: LineKind,
    pub text: String,
}

/// Why a square is highlighted on the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Highlight {
    /// From- and to-square of the last move.
    LastMove,
    /// The piece that must be moved or captured (Art. 4.3, 4.4).
    MustMove,
    /// A square named by an advisory (touched piece, faulty sensor).
    Attention,
}

/// One screen, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub tone: Tone,
    pub title: String,
    /// A short word in the title bar's corner: `1-0`, `ARBITER`.
    pub badge: Option<String>,
    pub board: Board,
    pub orientation: Orientation,
    pub marks: Vec<SquareMark>,
    pub steps: Vec<Step>,
    pub highlights: Vec<(Square, Highlight)>,
    pub lines: Vec<Line>,
    /// Rules, counts and move number, in small print.
    pub status: String,
}

/// `White` or `Black`.
pub fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Seconds as `m:ss`.
pub fn clock(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// `1st`, `2nd`, `3rd`, `4th`, ..., `11th`, `21st`.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn piece_word(board: &Board, sq: Square) -> String {
    board
        .piece_at(sq)
        .map_or_else(|| "piece".to_string(), |p| role_name(p.role).to_string())
}

fn line(kind: LineKind, text: impl Into<String>) -> Line {
    Line {
        kind,
        text: text.into(),
    }
}

fn game_over_words(reason: GameOverReason) -> &'static str {
    match reason {
        GameOverReason::Checkmate => "Checkmate",
        GameOverReason::Stalemate => "Stalemate",
        GameOverReason::DeadPosition => "Dead position",
        GameOverReason::IllegalMoves => "Lost by illegal moves",
        GameOverReason::SeventyFiveMoves => "75 moves without capture or pawn move",
        GameOverReason::FivefoldRepetition => "Fivefold repetition",
    }
}

/// The short form of a step for the screen's list, after its piece icon:
/// `e3 → e1`, `put back on f6`.
pub fn step_text(step: &Step) -> String {
    match *step {
        Step::Move {
            from,
            to,
            known: true,
            ..
        } => format!("{from} → {to}"),
        Step::Move {
            from,
            to,
            known: false,
            ..
        } => format!("piece on {from} → {to}"),
        Step::Remove {
            from,
            piece: Some(_),
        } => format!("take off {from}"),
        Step::Remove { from, piece: None } => format!("take the piece off {from}"),
        Step::Put {
            to,
            from_aside: false,
            ..
        } => format!("put back on {to}"),
        Step::Put {
            to,
            from_aside: true,
            ..
        } => format!("held piece → {to}"),
        Step::Swap { a, b, .. } => format!("{a} ↔ {b}"),
        Step::SetAside { from, .. } => format!("lift off {from}, hold it"),
    }
}

/// The piece shown beside a step (none for a piece the sensors cannot name).
pub fn step_piece(step: &Step) -> Option<shakmaty::Piece> {
    match *step {
        Step::Move { piece, .. } | Step::Put { piece, .. } | Step::SetAside { piece, .. } => {
            Some(piece)
        }
        Step::Remove { piece, .. } => piece,
        Step::Swap { piece_a, .. } => Some(piece_a),
    }
}

impl View {
    /// The screen `audience` sees now.
    pub fn of(model: &ScreenModel, audience: Audience) -> View {
        if let Some(alert) = model.alert()
            && model.alert_visible(audience)
        {
            return alert_view(model, alert);
        }
        // The alert is kept from this screen: so is its count.
        let pending = model.alert().is_some() && audience == Audience::Arbiter;
        let hidden = model.hiding_alert();
        let model = &hidden;
        let mut advisories = model.visible_advisories(audience);
        advisories.sort_by_key(|a| advisory_rank(a));
        let mut view = match advisories.first() {
            Some(first) => advisory_view(model, first),
            None => normal_view(model),
        };
        for a in advisories.iter().skip(1) {
            view.lines.push(line(
                LineKind::Quiet,
                format!("Also: {}", advisory_summary(model, a)),
            ));
        }
        if pending && model.visibility == super::model::AlertVisibility::AfterButton {
            view.badge = Some("ARBITER".into());
            view.lines.insert(
                0,
                line(LineKind::Strong, "Arbiter call: press the button to show"),
            );
        }
        view
    }
}

fn advisory_rank(a: &Advisory) -> u8 {
    match a {
        Advisory::SensorFault(_) => 0,
        Advisory::StartPosition(_) => 1,
        Advisory::IllegalStands(_) => 2,
        Advisory::TouchMove(_) => 3,
    }
}

fn advisory_summary(model: &ScreenModel, a: &Advisory) -> String {
    match a {
        Advisory::SensorFault(e) => format!("sensor fault: {}", e.detail),
        Advisory::StartPosition(e) => format!(
            "start position differs on {} squares (Art. {})",
            e.misplaced.len(),
            e.article
        ),
        Advisory::IllegalStands(e) => {
            format!("{}'s illegal move stands (Art. A.5.2)", side(e.side))
        }
        Advisory::TouchMove(e) => format!(
            "touch-move: {} lifted the {} on {} first (Art. {})",
            side(e.side),
            piece_word(&model.position().board, e.touched),
            e.touched,
            e.article
        ),
    }
}

fn status(model: &ScreenModel) -> String {
    // During an alert, the move of the position to restore.
    let pos = model.alert().map_or(model.position(), |a| &a.target);
    format!(
        "{} · illegal W {} B {} · move {}",
        model.info.rules.name,
        model.illegal_count(Color::White),
        model.illegal_count(Color::Black),
        pos.fullmove
    )
}

fn base(model: &ScreenModel, tone: Tone, title: String, board: Board) -> View {
    View {
        tone,
        title,
        badge: None,
        board,
        orientation: model.info.orientation,
        marks: Vec::new(),
        steps: Vec::new(),
        highlights: Vec::new(),
        lines: Vec::new(),
        status: status(model),
    }
}

fn info_lines(model: &ScreenModel, view: &mut View) {
    let pos = model.position();
    view.lines.push(line(
        LineKind::Normal,
        format!("Move {}, {} to move", pos.fullmove, side(pos.turn)),
    ));
    view.lines.push(line(
        LineKind::Normal,
        match model.last_move() {
            Some(m) => format!("Last move: {}", m.text()),
            None => "No move yet".to_string(),
        },
    ));
    view.lines.push(line(
        LineKind::Normal,
        format!(
            "Illegal moves: White {} · Black {}",
            model.illegal_count(Color::White),
            model.illegal_count(Color::Black)
        ),
    ));
    for (c, name) in [
        (Color::White, &model.info.white),
        (Color::Black, &model.info.black),
    ] {
        if let Some(name) = name {
            view.lines
                .push(line(LineKind::Quiet, format!("{}: {name}", side(c))));
        }
    }
    view.lines.push(line(
        LineKind::Quiet,
        format!("Rules: {}", model.info.rules.name),
    ));
    if let Some(note) = model.note() {
        view.lines.push(line(LineKind::Quiet, note));
    }
    if let Some(m) = model.last_move() {
        view.highlights.push((m.from, Highlight::LastMove));
        view.highlights.push((m.to, Highlight::LastMove));
    }
}

fn normal_view(model: &ScreenModel) -> View {
    let pos = model.position();
    if let Some(over) = model.game_over() {
        let mut v = base(
            model,
            Tone::Over,
            format!("Game over · {}", over.result.as_str()),
            pos.board.clone(),
        );
        v.badge = Some(over.result.as_str().replace("1/2", "½"));
        v.lines.push(line(
            LineKind::Strong,
            format!("{} (Art. {})", game_over_words(over.reason), over.article),
        ));
        info_lines(model, &mut v);
        return v;
    }
    let title = if model.started() {
        format!("Ready · {} to move", side(pos.turn))
    } else {
        format!("Ready · {} to start", side(pos.turn))
    };
    let mut v = base(model, Tone::Ready, title, pos.board.clone());
    info_lines(model, &mut v);
    v
}

fn advisory_view(model: &ScreenModel, a: &Advisory) -> View {
    let pos = model.position();
    match a {
        Advisory::SensorFault(e) => {
            let mut v = base(model, Tone::Fault, "Sensor fault".into(), pos.board.clone());
            v.lines.push(line(LineKind::Strong, capitalize(&e.detail)));
            if let Some(bus) = &e.bus {
                v.lines.push(line(LineKind::Normal, format!("Bus: {bus}")));
            }
            v.lines.push(line(
                LineKind::Normal,
                "The game state is kept; no player is blamed.",
            ));
            v.lines.push(line(
                LineKind::Normal,
                "Presses are ignored until the sensors read a board again.",
            ));
            if let Some(sq) = e.square {
                v.highlights.push((sq, Highlight::Attention));
            }
            info_lines(model, &mut v);
            v
        }
        Advisory::StartPosition(e) => {
            let mut v = base(
                model,
                Tone::Advisory,
                "Start position differs".into(),
                model.start().clone(),
            );
            v.marks = crate::arbiter::restore::differences(model.sensed(), model.start());
            v.steps = crate::arbiter::restore::restore_steps(model.sensed(), model.start());
            v.lines.push(line(
                LineKind::Strong,
                format!(
                    "{} squares differ from the start position (Art. {})",
                    e.misplaced.len(),
                    e.article
                ),
            ));
            v.lines.push(line(LineKind::Heading, "To set up"));
            v.lines.push(line(LineKind::Steps, ""));
            v.lines.push(line(
                LineKind::Quiet,
                format!("Rules: {}", model.info.rules.name),
            ));
            v
        }
        Advisory::IllegalStands(e) => {
            let mut v = base(
                model,
                Tone::Advisory,
                "Illegal move stands".into(),
                pos.board.clone(),
            );
            v.lines.push(line(
                LineKind::Strong,
                format!(
                    "{}'s illegal move was not corrected before {} completed a move (Art. A.5.2)",
                    side(e.side),
                    side(!e.side)
                ),
            ));
            v.lines.push(line(
                LineKind::Normal,
                format!(
                    "It stands without penalty; {} has {} illegal move(s).",
                    side(e.side),
                    e.count
                ),
            ));
            info_lines(model, &mut v);
            v
        }
        Advisory::TouchMove(e) => {
            let mut v = base(
                model,
                Tone::Advisory,
                "Touch-move · advice".into(),
                pos.board.clone(),
            );
            v.lines.push(line(
                LineKind::Strong,
                format!(
                    "{} lifted the {} on {} first, then moved from {} (Art. {})",
                    side(e.side),
                    piece_word(&pos.board, e.touched),
                    e.touched,
                    e.moved,
                    e.article
                ),
            ));
            v.lines.push(line(
                LineKind::Normal,
                "Advice only: the board sees lifts, not touches.",
            ));
            info_lines(model, &mut v);
            v.highlights.retain(|(sq, _)| *sq != e.touched);
            v.highlights.push((e.touched, Highlight::Attention));
            v
        }
    }
}

fn alert_view(model: &ScreenModel, alert: &Alert) -> View {
    let e = &alert.event;
    let restored = model.alert_restored();
    let target = &alert.target;
    let over = model.game_over();
    let (tone, title) = match (restored, over) {
        (true, Some(g)) => (Tone::Over, format!("Game over · {}", g.result.as_str())),
        (true, None) => (Tone::Restored, "Position restored".to_string()),
        (false, _) => (Tone::Alert, format!("Illegal move · {}", side(e.side))),
    };
    let mut v = base(model, tone, title, target.board.clone());
    v.badge = Some(match over {
        Some(g) => g.result.as_str().replace("1/2", "½"),
        None => format!(
            "{} #{}",
            if e.side == Color::White { "W" } else { "B" },
            e.count
        ),
    });
    let reason = capitalize(e.reason.describe());
    v.lines.push(line(
        LineKind::Strong,
        match &e.attempt {
            Some(a) => format!("{a}: {}", e.reason.describe()),
            None => reason,
        },
    ));
    v.lines.push(line(
        LineKind::Quiet,
        format!(
            "Art. {} · {}'s {} illegal move",
            e.article,
            side(e.side),
            ordinal(e.count)
        ),
    ));
    if restored {
        v.lines.push(line(
            LineKind::Normal,
            format!(
                "{}'s illegal move; the board is back. {} to move.",
                side(e.side),
                side(target.turn)
            ),
        ));
    } else {
        v.marks = model.alert_marks();
        v.steps = model.alert_steps();
        v.lines.push(line(LineKind::Heading, "Put back"));
        v.lines.push(line(LineKind::Steps, ""));
    }
    let penalty = if model.is_ruling_pending() {
        format!(
            "Art. 7.5.5: the ruling is being worked out (can {} still checkmate?)",
            side(!e.side)
        )
    } else {
        penalty_text(model, e.side, &e.penalty)
    };
    v.lines.push(line(LineKind::Strong, penalty));
    if let Some(n) = e.take_back_increment {
        v.lines.push(line(
            LineKind::Normal,
            format!(
                "Take back the {n} s increment {} gained by the press",
                side(e.side)
            ),
        ));
    }
    if over.is_none() && e.penalty.result().is_none() {
        obligation_lines(model, alert, &mut v);
    }
    if let Some(g) = over {
        v.lines.push(line(
            LineKind::Strong,
            format!(
                "Result {}: {} (Art. {})",
                g.result.as_str(),
                game_over_words(g.reason),
                g.article
            ),
        ));
    }
    for a in model.visible_advisories(Audience::Arbiter) {
        v.lines.push(line(
            LineKind::Quiet,
            format!("Also: {}", advisory_summary(model, a)),
        ));
    }
    v
}

fn penalty_text(model: &ScreenModel, offender: Color, p: &Penalty) -> String {
    match p {
        Penalty::None => format!("No penalty under {}", model.info.rules.name),
        p => crate::arbiter::explain::penalty_text(p, offender, &model.info.rules.article),
    }
}

/// The piece to move is ringed once the position is back (before, the
/// square's own mark matters more).
fn must_move_mark(model: &ScreenModel, v: &mut View, sq: Square) {
    if model.alert_restored() {
        v.highlights.push((sq, Highlight::MustMove));
    }
}

fn obligation_lines(model: &ScreenModel, alert: &Alert, v: &mut View) {
    let e = &alert.event;
    let b = &alert.target.board;
    let who = side(e.side);
    if let Some(o) = &e.obligation {
        let sq = o.square;
        let text = match (o.kind, o.other) {
            (ObligationKind::Move, _) => {
                format!("{who} must move the {} on {sq}", piece_word(b, sq))
            }
            (ObligationKind::Capture, _) => {
                format!("{who} must capture the {} on {sq}", piece_word(b, sq))
            }
            (ObligationKind::Castle, Some(r)) => format!("{who} must castle with the rook on {r}"),
            (ObligationKind::Castle, None) => format!("{who} must castle"),
            (ObligationKind::CaptureWith, Some(other)) => format!(
                "{who} must capture the {} on {other} with the {} on {sq}",
                piece_word(b, other),
                piece_word(b, sq)
            ),
            (ObligationKind::CaptureWith, None) => {
                format!("{who} must capture with the {} on {sq}", piece_word(b, sq))
            }
        };
        v.lines.push(line(
            LineKind::Strong,
            format!("{text} (Art. {})", o.article),
        ));
        if let Some(r) = o.no_castling_with {
            v.lines.push(line(
                LineKind::Normal,
                format!("No castling with the rook on {r} this move (Art. 4.4.2)"),
            ));
        }
        must_move_mark(model, v, sq);
    } else if let Some(sq) = e.must_move {
        v.lines.push(line(
            LineKind::Strong,
            format!(
                "{who} must move the {} on {sq} (Art. 4.3)",
                piece_word(b, sq)
            ),
        ));
        must_move_mark(model, v, sq);
    } else if model.alert_restored() {
        v.lines.push(line(
            LineKind::Normal,
            format!("{who} may play any legal move"),
        ));
    }
}

/// The physical board against the game position, for pieces displaced or
/// knocked over (Art. 7.4, 7.6) and for `jadoube render --diff`.
pub fn diff_view(model: &ScreenModel) -> View {
    let pos = model.position();
    let marks = crate::arbiter::restore::differences(model.sensed(), &pos.board);
    if marks.is_empty() {
        let mut v = base(
            model,
            Tone::Ready,
            "Board matches the position".into(),
            pos.board.clone(),
        );
        info_lines(model, &mut v);
        return v;
    }
    let mut v = base(
        model,
        Tone::Advisory,
        "Board differs from the position".into(),
        pos.board.clone(),
    );
    v.lines.push(line(
        LineKind::Strong,
        format!("{} squares differ (Art. 7.4, 7.6)", marks.len()),
    ));
    v.marks = marks;
    v.steps = crate::arbiter::restore::restore_steps(model.sensed(), &pos.board);
    v.lines.push(line(LineKind::Heading, "To restore"));
    v.lines.push(line(LineKind::Steps, ""));
    info_lines(model, &mut v);
    v
}
