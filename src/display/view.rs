//! What one output shows now, in words and marks: built from the model for
//! an audience, then drawn by the pixel renderer or the terminal. The
//! words come from `crate::words` and the catalogues, in the screen's
//! language (`ScreenInfo::lang`).

use shakmaty::{Board, Color, Square};

use super::model::{Advisory, Alert, Audience, Orientation, ResultChoice, ScreenModel};
use crate::arbiter::event::{GameResult, Penalty};
use crate::arbiter::restore::{SquareMark, Step};
use crate::words::{self, Arg, Tr};

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
    /// A context line that changes what the arbiter does (an illegal move
    /// that stands under A.5.2, "advice only", the take-back of an
    /// increment, no restore after the game's end): a small screen drops
    /// every other context line before it, and the overflow check reports
    /// it dropped.
    pub keep: bool,
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
    /// The badge abbreviates what the lines say in words (`B #1`: Black's
    /// first illegal move): an output with room for the words may leave it
    /// out.
    pub badge_in_lines: bool,
    pub board: Board,
    pub orientation: Orientation,
    pub marks: Vec<SquareMark>,
    pub steps: Vec<Step>,
    pub highlights: Vec<(Square, Highlight)>,
    pub lines: Vec<Line>,
    /// Rules, counts and move number, in small print.
    pub status: String,
    /// The lines already give the rules, the counts and the move number
    /// (the information lines): an output with room for them may leave the
    /// status out.
    pub status_in_lines: bool,
    /// The language of the words, for the renderer's own (step texts).
    pub lang: crate::i18n::Lang,
}

use crate::words::capitalize;

fn line(kind: LineKind, text: impl Into<String>) -> Line {
    Line {
        kind,
        text: text.into(),
        keep: false,
    }
}

/// A context line the arbiter acts on: see [`Line::keep`].
fn kept(kind: LineKind, text: impl Into<String>) -> Line {
    Line {
        kind,
        text: text.into(),
        keep: true,
    }
}

/// The citations of the view in the edition of the Laws its rule set follows.
fn cite_edition(model: &ScreenModel, mut view: View) -> View {
    let edition = model.info.rules.edition();
    for l in &mut view.lines {
        l.text = words::cite_in(&l.text, edition);
    }
    view
}

fn arg<'a>(k: &'a str, v: impl Into<Arg<'a>>) -> (&'a str, Arg<'a>) {
    (k, v.into())
}

fn code(c: Color) -> &'static str {
    words::color_code(c)
}

/// The short form of a step for the screen's list, after its piece icon:
/// `e3 → e1`, `put back on f6`.
pub fn step_text(tr: &Tr, step: &Step) -> String {
    words::step_short(tr, step)
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
        cite_edition(model, View::of_2023(model, audience))
    }

    /// The view with the citations of the 2023 Laws.
    fn of_2023(model: &ScreenModel, audience: Audience) -> View {
        let tr = words::tr(model.info.lang);
        if let Some(choice) = model.result_menu()
            && audience == Audience::Arbiter
        {
            return result_menu_view(tr, model, choice);
        }
        if let Some(alert) = model.alert()
            && model.alert_visible(audience)
        {
            return alert_view(tr, model, alert);
        }
        // The alert is kept from this screen: so is its count.
        let pending = model.alert().is_some() && audience == Audience::Arbiter;
        let hidden = model.hiding_alert();
        let model = &hidden;
        let mut advisories = model.visible_advisories(audience);
        advisories.sort_by_key(|a| advisory_rank(a));
        let mut view = match advisories.first() {
            Some(first) => advisory_view(tr, model, first),
            None => normal_view(tr, model),
        };
        for a in advisories.iter().skip(1) {
            view.lines.push(also_line(tr, model, a));
        }
        if pending && model.visibility == super::model::AlertVisibility::AfterButton {
            view.badge = Some(tr.t("badge-arbiter"));
            view.lines
                .insert(0, line(LineKind::Strong, tr.t("arbiter-call")));
        }
        view
    }
}

/// "Also: ..." for an advisory after the first; kept on a small screen when
/// it changes what the arbiter does (an illegal move that stands, A.5.2; a
/// flag that fell, 6.9).
fn also_line(tr: &Tr, model: &ScreenModel, a: &Advisory) -> Line {
    let text = tr.msg("also", &[arg("text", advisory_summary(tr, model, a))]);
    Line {
        kind: LineKind::Quiet,
        text,
        keep: matches!(a, Advisory::IllegalStands(_) | Advisory::Flag(_)),
    }
}

/// The arbiter's result choice at the board (`daemon::result_menu`): the
/// choices, the one shown marked, and how to go on.
fn result_menu_view(tr: &Tr, model: &ScreenModel, choice: ResultChoice) -> View {
    let pos = model.position();
    let mut v = base(
        tr,
        model,
        Tone::Advisory,
        tr.t("title-result-menu"),
        pos.board.clone(),
    );
    let choices = [
        ResultChoice::Result(GameResult::WhiteWins),
        ResultChoice::Result(GameResult::BlackWins),
        ResultChoice::Result(GameResult::Draw),
        ResultChoice::Cancel,
    ];
    for c in choices {
        let text = match c {
            ResultChoice::Result(r) => {
                let who = match r {
                    GameResult::WhiteWins => "white",
                    GameResult::BlackWins => "black",
                    GameResult::Draw => "draw",
                };
                tr.msg(
                    "menu-result",
                    &[arg("result", words::result_text(r)), arg("who", who)],
                )
            }
            ResultChoice::Cancel => tr.t("menu-cancel"),
        };
        let (kind, mark) = if c == choice {
            (LineKind::Strong, "> ")
        } else {
            (LineKind::Normal, "  ")
        };
        v.lines.push(line(kind, format!("{mark}{text}")));
    }
    // How to go on: the arbiter acts on it.
    v.lines.push(kept(LineKind::Quiet, tr.t("menu-how")));
    v
}

fn advisory_rank(a: &Advisory) -> u8 {
    match a {
        Advisory::SensorFault(_) => 0,
        Advisory::StartPosition(_) => 1,
        Advisory::IllegalStands(_) => 2,
        Advisory::TouchMove(_) => 3,
        Advisory::Flag(_) => 1,
    }
}

fn advisory_summary(tr: &Tr, model: &ScreenModel, a: &Advisory) -> String {
    match a {
        Advisory::SensorFault(e) => tr.msg(
            "summary-sensor-fault",
            &[arg("detail", words::fault_detail(tr, e))],
        ),
        Advisory::StartPosition(e) => tr.msg(
            "summary-start",
            &[
                arg("count", e.misplaced.len()),
                arg("article", e.article.as_str()),
            ],
        ),
        Advisory::IllegalStands(e) => {
            tr.msg("summary-illegal-stands", &[arg("side", code(e.side))])
        }
        Advisory::Flag(e) => tr.msg("summary-flag", &[arg("side", code(e.side))]),
        Advisory::TouchMove(e) => {
            // The advice names the piece lifted first (the board cannot
            // tell whose hand, 4.2.1), in the position before the move.
            let first = e.if_adjusted.as_ref().map_or(e.touched, |a| a.square);
            tr.msg(
                "summary-touch-move",
                &[
                    arg("piece", piece_at(tr, model.before_last_move(), first)),
                    arg("article", e.article.as_str()),
                ],
            )
        }
    }
}

/// `the king on e1`, as the words of a decision name it.
fn piece_at(tr: &Tr, board: &Board, sq: Square) -> String {
    let role = board
        .piece_at(sq)
        .map_or("piece", |p| words::role_code(p.role));
    tr.msg(
        "piece-on",
        &[
            arg("role", role),
            arg("square", sq.to_string()),
            arg("case", "nom"),
        ],
    )
}

fn status(tr: &Tr, model: &ScreenModel) -> String {
    // During an alert, the move of the position to restore.
    let pos = model.alert().map_or(model.position(), |a| &a.target);
    tr.msg(
        "status",
        &[
            arg("rules", words::rules_name(tr, &model.info.rules.name)),
            arg("white", model.illegal_count(Color::White)),
            arg("black", model.illegal_count(Color::Black)),
            arg("move", pos.fullmove),
        ],
    )
}

fn base(tr: &Tr, model: &ScreenModel, tone: Tone, title: String, board: Board) -> View {
    View {
        tone,
        title,
        badge: None,
        badge_in_lines: false,
        board,
        orientation: model.info.orientation,
        marks: Vec::new(),
        steps: Vec::new(),
        highlights: Vec::new(),
        lines: Vec::new(),
        status: status(tr, model),
        status_in_lines: false,
        lang: model.info.lang,
    }
}

fn info_lines(tr: &Tr, model: &ScreenModel, view: &mut View) {
    let pos = model.position();
    if let Some(a) = model.adjust() {
        // "J'adoube" (4.2.1), until the next decision.
        let id = if a.applies {
            "adjust-line"
        } else {
            "adjust-ignored-line"
        };
        view.lines.push(line(
            LineKind::Strong,
            tr.msg(id, &[arg("side", code(a.side))]),
        ));
        if a.applies && view.badge.is_none() {
            view.badge = Some(tr.t("badge-adjust"));
        }
    }
    // After the game's end nobody is to move.
    if model.game_over().is_none() {
        view.lines.push(line(
            LineKind::Normal,
            tr.msg(
                "info-to-move",
                &[arg("move", pos.fullmove), arg("side", code(pos.turn))],
            ),
        ));
    }
    view.lines.push(line(
        LineKind::Normal,
        match model.last_move() {
            Some(m) => tr.msg("info-last-move", &[arg("text", m.text_in(tr))]),
            None => tr.t("info-no-move"),
        },
    ));
    view.lines.push(line(
        LineKind::Normal,
        tr.msg(
            "info-illegal",
            &[
                arg("white", model.illegal_count(Color::White)),
                arg("black", model.illegal_count(Color::Black)),
            ],
        ),
    ));
    for (c, name) in [
        (Color::White, &model.info.white),
        (Color::Black, &model.info.black),
    ] {
        if let Some(name) = name {
            view.lines.push(line(
                LineKind::Quiet,
                tr.msg(
                    "info-player",
                    &[arg("side", code(c)), arg("name", name.as_str())],
                ),
            ));
        }
    }
    if let Some((round, board)) = model.round() {
        view.lines.push(line(
            LineKind::Quiet,
            tr.msg(
                "info-round-board",
                &[arg("round", round.as_str()), arg("board", board.as_str())],
            ),
        ));
    }
    view.lines.push(line(
        LineKind::Quiet,
        tr.msg(
            "info-rules",
            &[arg("rules", words::rules_name(tr, &model.info.rules.name))],
        ),
    ));
    view.status_in_lines = true;
    if let Some(why) = model.note() {
        view.lines
            .push(line(LineKind::Quiet, words::press_ignored(tr, why)));
    }
    if let Some(m) = model.last_move() {
        view.highlights.push((m.from, Highlight::LastMove));
        view.highlights.push((m.to, Highlight::LastMove));
    }
}

/// The result in the title bar's badge: `1-0`, `½-½`.
fn result_badge(g: &crate::arbiter::event::GameOverEvent) -> String {
    words::result_text(g.result).to_string()
}

fn normal_view(tr: &Tr, model: &ScreenModel) -> View {
    let pos = model.position();
    if let Some(over) = model.game_over() {
        let mut v = base(
            tr,
            model,
            Tone::Over,
            tr.msg("title-game-over", &[arg("result", result_badge(over))]),
            pos.board.clone(),
        );
        v.badge = Some(result_badge(over));
        v.lines.push(line(
            LineKind::Strong,
            capitalize(&tr.msg(
                "with-article",
                &[
                    arg("text", words::game_over_reason(tr, over)),
                    arg("article", over.article.as_str()),
                ],
            )),
        ));
        info_lines(tr, model, &mut v);
        return v;
    }
    // "To start" only at the first move: a game set up from a FEN at move
    // 2 or later goes on, it does not start.
    let id = if model.started() || pos.fullmove > 1 {
        "title-ready-move"
    } else {
        "title-ready-start"
    };
    let title = tr.msg(id, &[arg("side", code(pos.turn))]);
    let mut v = base(tr, model, Tone::Ready, title, pos.board.clone());
    info_lines(tr, model, &mut v);
    v
}

fn advisory_view(tr: &Tr, model: &ScreenModel, a: &Advisory) -> View {
    let pos = model.position();
    match a {
        Advisory::SensorFault(e) => {
            let mut v = base(
                tr,
                model,
                Tone::Fault,
                tr.t("title-sensor-fault"),
                pos.board.clone(),
            );
            v.lines.push(line(
                LineKind::Strong,
                capitalize(&words::fault_detail(tr, e)),
            ));
            if let Some(bus) = &e.bus {
                v.lines.push(line(
                    LineKind::Normal,
                    tr.msg("fault-bus", &[arg("bus", bus.as_str())]),
                ));
            }
            v.lines.push(line(LineKind::Normal, tr.t("fault-kept")));
            v.lines.push(line(LineKind::Normal, tr.t("fault-presses")));
            if let Some(sq) = e.square {
                v.highlights.push((sq, Highlight::Attention));
            }
            info_lines(tr, model, &mut v);
            v
        }
        Advisory::StartPosition(e) => {
            let mut v = base(
                tr,
                model,
                Tone::Advisory,
                tr.t("title-start-differs"),
                model.start().clone(),
            );
            v.marks = crate::arbiter::restore::differences(model.sensed(), model.start());
            v.steps = crate::arbiter::restore::restore_steps(model.sensed(), model.start());
            v.lines.push(line(
                LineKind::Strong,
                tr.msg(
                    "squares-differ",
                    &[
                        arg("count", e.misplaced.len()),
                        arg("article", e.article.as_str()),
                    ],
                ),
            ));
            v.lines
                .push(line(LineKind::Heading, tr.t("heading-to-set-up")));
            v.lines.push(line(LineKind::Steps, ""));
            v.lines.push(line(
                LineKind::Quiet,
                tr.msg(
                    "info-rules",
                    &[arg("rules", words::rules_name(tr, &model.info.rules.name))],
                ),
            ));
            v
        }
        Advisory::IllegalStands(e) => {
            let mut v = base(
                tr,
                model,
                Tone::Advisory,
                tr.t("title-illegal-stands"),
                pos.board.clone(),
            );
            let sides = [arg("side", code(e.side)), arg("other", code(!e.side))];
            v.lines
                .push(line(LineKind::Strong, tr.msg("stands-line", &sides)));
            v.lines.push(line(
                LineKind::Normal,
                tr.msg(
                    "stands-count",
                    &[arg("side", code(e.side)), arg("count", e.count)],
                ),
            ));
            info_lines(tr, model, &mut v);
            v
        }
        Advisory::TouchMove(e) => {
            let mut v = base(
                tr,
                model,
                Tone::Advisory,
                tr.t("title-touch-move"),
                pos.board.clone(),
            );
            let before = model.before_last_move();
            v.lines.push(line(
                LineKind::Strong,
                capitalize(&words::touch_move(tr, e, Some(before))),
            ));
            v.lines
                .push(kept(LineKind::Normal, tr.t("touch-advice-only")));
            info_lines(tr, model, &mut v);
            let first = e.if_adjusted.as_ref().map_or(e.touched, |a| a.square);
            v.highlights.retain(|(sq, _)| *sq != first);
            v.highlights.push((first, Highlight::Attention));
            v
        }
        Advisory::Flag(e) => {
            // Art. 6.9: what a claim would give (`claim`), or that the
            // arbiter decides.
            let mut v = base(
                tr,
                model,
                Tone::Advisory,
                tr.msg("title-flag", &[arg("side", code(e.side))]),
                pos.board.clone(),
            );
            v.lines
                .push(line(LineKind::Strong, words::flag_words(tr, e)));
            info_lines(tr, model, &mut v);
            v
        }
    }
}

fn alert_view(tr: &Tr, model: &ScreenModel, alert: &Alert) -> View {
    let e = &alert.event;
    let restored = model.alert_restored();
    let target = &alert.target;
    let over = model.game_over();
    let side = arg("side", code(e.side));
    let (tone, title) = match (restored, over) {
        (_, Some(g)) => (
            Tone::Over,
            tr.msg("title-game-over", &[arg("result", result_badge(g))]),
        ),
        (true, None) => (Tone::Restored, tr.t("title-restored")),
        (false, None) => (
            Tone::Alert,
            tr.msg("title-illegal", std::slice::from_ref(&side)),
        ),
    };
    let mut v = base(tr, model, tone, title, target.board.clone());
    v.badge = Some(match over {
        Some(g) => result_badge(g),
        None => tr.msg("badge-count", &[side.clone(), arg("count", e.count)]),
    });
    // The count is in the quiet line below ("Black's 1st illegal move"),
    // the result in the title.
    v.badge_in_lines = true;
    v.lines.push(line(
        LineKind::Strong,
        capitalize(&words::illegal_what(tr, e)),
    ));
    v.lines.push(line(
        LineKind::Quiet,
        tr.msg(
            "illegal-quiet",
            &[
                arg("article", e.article.as_str()),
                side.clone(),
                arg("nth", words::ordinal(tr, e.count)),
            ],
        ),
    ));
    match over {
        // The game is over: nothing to restore, unless the arbiter must
        // judge on the position before the illegal move (7.5.5, the
        // analysis could not tell).
        Some(_) => {
            if matches!(
                e.penalty,
                Penalty::Loss {
                    arbiter_decides: true,
                    ..
                }
            ) && !restored
            {
                put_back(tr, model, &mut v, "heading-to-check");
                v.lines.push(kept(
                    LineKind::Normal,
                    tr.msg("over-check-position", &[arg("other", code(!e.side))]),
                ));
            } else if !restored {
                v.lines
                    .push(kept(LineKind::Normal, tr.t("over-no-restore")));
            }
        }
        None if restored => v.lines.push(line(
            LineKind::Normal,
            tr.msg(
                "restored-line",
                &[side.clone(), arg("other", code(target.turn))],
            ),
        )),
        None => put_back(tr, model, &mut v, "heading-put-back"),
    }
    // The penalty waits for the Art. 7.5.5 analysis (the daemon's notice):
    // can the opponent still checkmate?
    let penalty = if model.is_ruling_pending() {
        tr.msg("penalty-pending", &[arg("other", code(!e.side))])
    } else {
        words::penalty(
            tr,
            &e.penalty,
            e.side,
            &model.info.rules.article,
            &model.info.rules.name,
        )
    };
    v.lines.push(line(LineKind::Strong, penalty));
    if let Some(n) = e.take_back_increment {
        v.lines.push(kept(
            LineKind::Normal,
            tr.msg("increment-line", &[arg("seconds", n), side.clone()]),
        ));
    }
    if over.is_none() && e.penalty.result().is_none() {
        obligation_lines(tr, model, alert, &mut v);
    }
    if let Some(g) = over {
        v.lines.push(line(
            LineKind::Strong,
            tr.msg(
                "result-line",
                &[
                    arg("result", result_badge(g)),
                    arg("why", words::game_over_reason(tr, g)),
                    arg("article", g.article.as_str()),
                ],
            ),
        ));
    }
    for a in model.visible_advisories(Audience::Arbiter) {
        v.lines.push(also_line(tr, model, a));
    }
    v
}

/// The marks, the steps and their heading (message `heading`).
fn put_back(tr: &Tr, model: &ScreenModel, v: &mut View, heading: &str) {
    v.marks = model.alert_marks();
    v.steps = model.alert_steps();
    v.lines.push(line(LineKind::Heading, tr.t(heading)));
    v.lines.push(line(LineKind::Steps, ""));
}

/// The piece to move is ringed once the position is back (before, the
/// square's own mark matters more).
fn must_move_mark(model: &ScreenModel, v: &mut View, sq: Square) {
    if model.alert_restored() {
        v.highlights.push((sq, Highlight::MustMove));
    }
}

fn obligation_lines(tr: &Tr, model: &ScreenModel, alert: &Alert, v: &mut View) {
    let e = &alert.event;
    let b = &alert.target.board;
    match words::duty_parts(tr, e, Some(b)) {
        Some((main, other)) if e.obligation.is_some() || e.must_move.is_some() => {
            v.lines.push(line(LineKind::Strong, main));
            if let Some(r) = e.obligation.as_ref().and_then(|o| o.no_castling_with) {
                v.lines.push(kept(
                    LineKind::Normal,
                    tr.msg("no-castling-line", &[arg("square", r.to_string())]),
                ));
            }
            // Whose hand (4.2.1): the other reading, as strong as the first.
            if let (Some(other), Some(adj)) = (other, &e.if_adjusted) {
                v.lines.push(line(
                    LineKind::Strong,
                    tr.msg(
                        "screen-if-adjusted",
                        &[
                            arg("owner", code(!e.side)),
                            arg("square", adj.square.to_string()),
                            arg("other", words::mid_sentence(tr, &other)),
                        ],
                    ),
                ));
                v.lines
                    .push(kept(LineKind::Normal, tr.t("screen-arbiter-decides")));
            }
            let sq = e
                .obligation
                .as_ref()
                .map_or(e.must_move, |o| Some(o.square));
            if let Some(sq) = sq {
                must_move_mark(model, v, sq);
            }
        }
        _ if model.alert_restored() => v.lines.push(line(
            LineKind::Normal,
            tr.msg("may-any", &[arg("side", code(e.side))]),
        )),
        _ => {}
    }
}

/// The physical board against the game position, for pieces displaced or
/// knocked over (Art. 7.4, 7.6) and for `jadoube render --diff`.
pub fn diff_view(model: &ScreenModel) -> View {
    cite_edition(model, diff_view_2023(model))
}

fn diff_view_2023(model: &ScreenModel) -> View {
    let tr = words::tr(model.info.lang);
    let pos = model.position();
    let marks = crate::arbiter::restore::differences(model.sensed(), &pos.board);
    if marks.is_empty() {
        let mut v = base(
            tr,
            model,
            Tone::Ready,
            tr.t("title-board-matches"),
            pos.board.clone(),
        );
        info_lines(tr, model, &mut v);
        return v;
    }
    let mut v = base(
        tr,
        model,
        Tone::Advisory,
        tr.t("title-board-differs"),
        pos.board.clone(),
    );
    v.lines.push(line(
        LineKind::Strong,
        tr.msg("differ-count", &[arg("count", marks.len())]),
    ));
    v.marks = marks;
    v.steps = crate::arbiter::restore::restore_steps(model.sensed(), &pos.board);
    v.lines
        .push(line(LineKind::Heading, tr.t("heading-to-restore")));
    v.lines.push(line(LineKind::Steps, ""));
    info_lines(tr, model, &mut v);
    v
}
