//! Decisions in words, in the arbiter's language: what was seen, the
//! article applied, what to do ("Add 2:00 to Black's clock; White must move
//! the king on e1 (Art. 4.3.1)"). Built once here from the engine's codes
//! and structured events, with the catalogues of [`crate::i18n`], for the
//! terminal, the PGN, the round summary and the screen alike.

use shakmaty::{Board, Color, Piece, Role, Square, attacks};

use crate::arbiter::event::*;
use crate::arbiter::restore::Step;
use crate::arbiter::rules::{Edition, Variant};
use crate::arbiter::{Event, Position};
pub use crate::i18n::{Arg, Lang, Tr, tr};

pub mod hw_fault;
pub mod hw_view;

/// `white` or `black`: the selector the catalogues choose forms by.
/// A move with its number, as PGN writes it: `11. e4`, `11... Nf6`.
pub fn numbered_move(number: u32, side: Color, san: &str) -> String {
    let dots = if side == Color::White { "." } else { "..." };
    format!("{number}{dots} {san}")
}

/// A move in SAN or coordinates with the piece letters of the reader's
/// language (`Ta1-a4`, `3. Dh5` in Spanish; `Sf3` in German): for people
/// only. The PGN movetext, UCI and the JSON keep the English letters.
pub fn san(tr: &Tr, text: &str) -> String {
    let letters: Vec<char> = tr.t("piece-letters").chars().collect();
    if letters.len() != 5 {
        return text.to_string();
    }
    text.chars()
        .map(|c| match c {
            'K' => letters[0],
            'Q' => letters[1],
            'R' => letters[2],
            'B' => letters[3],
            'N' => letters[4],
            c => c,
        })
        .collect()
}

/// Art. 3.10.1 defines a legal move; an illegal move is defined in 3.10.2
/// (2009: 3.10 b). The engine's events (and so every journal) record 3.10.1
/// for an illegal move: people read 3.10.2 (the language review, row es-5).
fn illegal_move_article(text: &str) -> String {
    const RECORDED: &str = "3.10.1";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(RECORDED) {
        let after = &rest[i + RECORDED.len()..];
        let alone = !rest[..i].ends_with(|c: char| c.is_ascii_digit() || c == '.')
            && !after.starts_with(|c: char| c.is_ascii_digit());
        out.push_str(&rest[..i]);
        out.push_str(if alone { "3.10.2" } else { RECORDED });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The citations of a text in the numbering of `edition`: every `Art. X`
/// (or `art. X`, `Art. X, Y`) naming an article of the 2023 Laws becomes
/// the edition's article with its year, `Art. 7.4 a (2009)`; a citation
/// that already names its edition (`Art. 7.4 b (2009)`, the rule set's own)
/// is left as it is. The catalogues and the engine cite 2023.
pub fn cite_in(text: &str, edition: Edition) -> String {
    let text = &illegal_move_article(text);
    let Some(year) = edition.year() else {
        return text.to_string();
    };
    let mut fixed = text.to_string();
    for (recorded, cited) in crate::arbiter::rules::CITATION_FIXES {
        fixed = fixed.replace(recorded, cited);
    }
    let mut out = String::with_capacity(fixed.len() + 16);
    let mut rest = fixed.as_str();
    loop {
        let at = [rest.find("Art. "), rest.find("art. ")]
            .into_iter()
            .flatten()
            .min();
        let Some(i) = at else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..i + 5]);
        rest = &rest[i + 5..];
        // The list of articles: `7.5.1`, `A.3, 7.5.5`, `3.2-3.4`.
        let mut tokens = Vec::new();
        let mut end = 0;
        loop {
            let len = rest[end..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '-'))
                .unwrap_or(rest.len() - end);
            let tok = &rest[end..end + len];
            if tok.is_empty() || !tok.ends_with(|c: char| c.is_ascii_digit()) {
                break;
            }
            tokens.push(tok);
            end += len;
            let next = &rest[end..];
            if next.starts_with(", ")
                && next[2..].starts_with(|c: char| c.is_ascii_digit() || c.is_ascii_uppercase())
            {
                end += 2;
            } else {
                break;
            }
        }
        let tail = &rest[end..];
        let to_paren = tail.split(')').next().unwrap_or("");
        let tagged = to_paren.contains("(1") || to_paren.contains("(2");
        let lettered = tail.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '(');
        if tokens.is_empty() || tagged || lettered {
            continue;
        }
        let mut any = false;
        let cited: Vec<String> = tokens
            .iter()
            .map(|t| match edition.article(t) {
                Some(a) => {
                    any = true;
                    a
                }
                None => format!("{t} (2023)"),
            })
            .collect();
        out.push_str(&cited.join(", "));
        if any {
            out.push_str(&format!(" ({year})"));
        }
        rest = &rest[end..];
    }
}

pub fn color_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `king`, `queen`, ...: the selector of a piece's name.
pub fn role_code(r: Role) -> &'static str {
    crate::arbiter::restore::role_name(r)
}

fn arg<'a>(k: &'a str, v: impl Into<Arg<'a>>) -> (&'a str, Arg<'a>) {
    (k, v.into())
}

fn sq(s: Square) -> Arg<'static> {
    Arg::from(s.to_string())
}

/// A sentence set after a colon inside another: in the languages whose
/// catalogue says so (`x-colon-lower = yes`: es, pt, fr), its first letter
/// in lower case ("…(Art. 4.2.1): las blancas deben…"); English and German
/// keep the capital of "White", "Weiß".
pub fn mid_sentence(tr: &Tr, s: &str) -> String {
    if tr.t("x-colon-lower") != "yes" {
        return s.to_string();
    }
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// `White`, `Blancas`, `Weiß`.
pub fn side(tr: &Tr, c: Color) -> String {
    tr.msg("side", &[arg("side", color_code(c))])
}

/// A rule set's name as people read it, by the catalogue's `ruleset`
/// (`FIDE 2023 rápidas`, `FIDE 2009 Schnellschach`); English keeps the
/// configuration's name (`fide-2023-rapid`), and an organiser's own rule
/// set keeps its name in every language.
pub fn rules_name(tr: &Tr, name: &str) -> String {
    if crate::arbiter::RuleSet::builtin(name).is_none() {
        return name.to_string();
    }
    let parts: Vec<&str> = name.split('-').collect();
    let (body, year, speed) = match parts.as_slice() {
        [body, year, speed] => (*body, *year, *speed),
        [body, speed] => (*body, "none", *speed),
        _ => return name.to_string(),
    };
    tr.msg(
        "ruleset",
        &[
            arg("name", name),
            arg("body", body.to_ascii_uppercase()),
            arg("year", year),
            arg("speed", speed),
        ],
    )
}

/// A piece as a letter in the language (`input-piece`): upper case
/// White, lower case Black (`P`, `p` in English; `B`, `b` in German).
pub fn piece_letter(tr: &Tr, p: Piece) -> String {
    tr.msg(
        "input-piece",
        &[
            arg("color", color_code(p.color)),
            arg("role", role_code(p.role)),
        ],
    )
}

/// The result for people: `1-0`, `0-1`, `½-½`.
pub fn result_text(r: GameResult) -> &'static str {
    match r {
        GameResult::WhiteWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "½-½",
    }
}

fn result_code(r: GameResult) -> &'static str {
    match r {
        GameResult::WhiteWins => "white",
        GameResult::BlackWins => "black",
        GameResult::Draw => "draw",
    }
}

/// Seconds as `m:ss`.
pub fn clock(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// `1st`, `2nd`, `1.º`, `1er`, `1.`.
pub fn ordinal(tr: &Tr, n: u32) -> String {
    tr.msg("ordinal", &[arg("n", n)])
}

/// The grammatical case a piece's name takes in a sentence (for the
/// languages that decline: German).
#[derive(Clone, Copy)]
enum Case {
    /// The subject.
    Nom,
    /// The object.
    Acc,
    /// After "with".
    Dat,
}

/// `the king on e1`, `el rey de e1`, `den König auf e1`: a piece named by
/// its square (`the piece on e1` when the square is empty in `board`, or
/// there is no board).
fn piece_on(tr: &Tr, board: Option<&Board>, s: Square, case: Case) -> String {
    let case = match case {
        Case::Nom => "nom",
        Case::Acc => "acc",
        Case::Dat => "dat",
    };
    let role = board
        .and_then(|b| b.piece_at(s))
        .map_or("piece", |p| role_code(p.role));
    tr.msg(
        "piece-on",
        &[arg("role", role), arg("square", sq(s)), arg("case", case)],
    )
}

/// `white king`, `rey blanco`.
pub fn piece_name(tr: &Tr, p: Piece) -> String {
    tr.msg(
        "piece-name",
        &[
            arg("role", role_code(p.role)),
            arg("color", color_code(p.color)),
        ],
    )
}

/// `king`, `rey`.
pub fn role_name(tr: &Tr, r: Role) -> String {
    tr.msg("role", &[arg("role", role_code(r))])
}

/// The penalty as an instruction: `Add 2:00 to Black's clock (Art. 7.5.5)`.
/// `offender`: who made the illegal move; `article`: of the rule set.
pub fn penalty(tr: &Tr, p: &Penalty, offender: Color, article: &str, rules: &str) -> String {
    match p {
        Penalty::Time { to, seconds } => tr.msg(
            "penalty-time",
            &[
                arg("time", clock(*seconds)),
                arg("side", color_code(*to)),
                arg("article", article),
            ],
        ),
        Penalty::Loss {
            side,
            arbiter_decides: false,
            ..
        } => tr.msg(
            "penalty-loss",
            &[
                arg("side", color_code(*side)),
                arg(
                    "result",
                    result_text(p.result().unwrap_or(GameResult::Draw)),
                ),
                arg("article", article),
            ],
        ),
        Penalty::Loss {
            side,
            arbiter_decides: true,
            ..
        } => tr.msg(
            "penalty-arbiter-decides",
            &[
                arg("side", color_code(*side)),
                arg("other", color_code(!*side)),
            ],
        ),
        Penalty::Draw { .. } => tr.msg("penalty-draw", &[arg("other", color_code(!offender))]),
        Penalty::None => tr.msg("penalty-none", &[arg("rules", rules_name(tr, rules))]),
    }
}

/// The touch-move obligation as an instruction: `White must move the king
/// on e1 (Art. 4.3.1)`. `board`: the position it is owed in.
pub fn obligation(tr: &Tr, side: Color, o: &Obligation, board: Option<&Board>) -> String {
    let who = arg("side", color_code(side));
    let what = match o.kind {
        ObligationKind::Move => tr.msg(
            "must-move",
            &[who, arg("piece", piece_on(tr, board, o.square, Case::Acc))],
        ),
        ObligationKind::Capture => tr.msg(
            "must-capture",
            &[who, arg("piece", piece_on(tr, board, o.square, Case::Acc))],
        ),
        ObligationKind::Castle => match o.other {
            Some(rook) => tr.msg("must-castle-with", &[who, arg("square", sq(rook))]),
            None => tr.msg("must-castle", &[who]),
        },
        ObligationKind::CaptureWith => {
            let other = o.other.unwrap_or(o.square);
            let (own, opp) = match board.and_then(|b| b.color_at(o.square)) {
                Some(c) if c == side => (o.square, other),
                _ => (other, o.square),
            };
            tr.msg(
                "must-capture-with",
                &[
                    who,
                    arg("piece", piece_on(tr, board, opp, Case::Acc)),
                    arg("with", piece_on(tr, board, own, Case::Dat)),
                ],
            )
        }
    };
    let mut s = tr.msg(
        "with-article",
        &[arg("text", what), arg("article", o.article.as_str())],
    );
    if let Some(rook) = o.no_castling_with {
        s.push_str(&tr.msg("no-castling-with", &[arg("square", sq(rook))]));
    }
    s
}

/// What the player owes after an illegal move (`None`: nothing to say, a
/// pawn that stands as a queen), in one sentence.
pub fn duty(tr: &Tr, e: &IllegalEvent, board: Option<&Board>) -> Option<String> {
    let (main, other) = duty_parts(tr, e, board)?;
    Some(match other {
        // Whose hand (4.2.1): the other reading.
        Some(adj) => {
            let square = e.if_adjusted.as_ref().map_or(Square::A1, |a| a.square);
            tr.msg(
                "duty-whose-hand",
                &[
                    arg("duty", main),
                    arg("side", color_code(e.side)),
                    arg("piece", piece_on(tr, board, square, Case::Acc)),
                    arg("owner", color_code(!e.side)),
                    arg("other", mid_sentence(tr, &adj)),
                ],
            )
        }
        None => main,
    })
}

/// What the player owes after an illegal move, and what they owe if the
/// opponent was adjusting the piece lifted first (4.2.1), when that differs.
pub fn duty_parts(
    tr: &Tr,
    e: &IllegalEvent,
    board: Option<&Board>,
) -> Option<(String, Option<String>)> {
    let main = match &e.obligation {
        Some(o) => obligation(tr, e.side, o, board),
        None if e.reason == Reason::UnpromotedPawn => return None,
        None => match e.must_move {
            // A journal of contract 1.0 without the obligation's details.
            Some(s) => tr.msg(
                "with-article",
                &[
                    arg(
                        "text",
                        tr.msg(
                            "must-move",
                            &[
                                arg("side", color_code(e.side)),
                                arg("piece", piece_on(tr, board, s, Case::Acc)),
                            ],
                        ),
                    ),
                    arg("article", "4.3"),
                ],
            ),
            None => tr.msg("any-legal-move", &[arg("side", color_code(e.side))]),
        },
    };
    let other = e.if_adjusted.as_ref().map(|adj| match &adj.obligation {
        Some(o) => obligation(tr, e.side, o, board),
        None => tr.msg("any-legal-move", &[arg("side", color_code(e.side))]),
    });
    Some((main, other))
}

/// The board of the position an illegal move is judged in: the position to
/// restore, with its side to move.
fn restore_position(e: &IllegalEvent) -> Option<Position> {
    Position::from_fen(&e.restore_fen, Variant::Chess960).ok()
}

/// The rule an illegal move broke, saying what was wrong: `a king moves
/// only one square; Ke8-e6 goes two`. One wording for the terminal, the PGN
/// and the screen.
pub fn rule_text(tr: &Tr, e: &IllegalEvent) -> String {
    let Some(rule) = e.rule else {
        // A journal of contract 1.0: its English words, or the reason.
        if !e.detail.is_empty() {
            return e.detail.clone();
        }
        return reason(tr, e.reason);
    };
    let pos = restore_position(e);
    // Before the move (7.5.2: the position to restore already has the queen).
    let board = pos.as_ref().map(|p| &p.board);
    let mover = e.from.and_then(|f| board.and_then(|b| b.piece_at(f)));
    let attempt = san(tr, e.attempt.as_deref().unwrap_or_default());
    let mut args = vec![
        arg("attempt", attempt),
        arg("side", color_code(e.side)),
        arg("role", mover.map_or("piece", |m| role_code(m.role))),
    ];
    if let (Some(f), Some(t)) = (e.from, e.to) {
        args.push(arg("distance", f.distance(t)));
        args.push(arg("from", sq(f)));
        args.push(arg("to", sq(t)));
        if let Some(b) = board {
            let between = attacks::between(f, t) & b.occupied();
            let over = between
                .first()
                .map_or_else(|| "none".to_string(), |s| piece_on(tr, board, s, Case::Acc));
            args.push(arg("over", over));
            if let Some(p) = b.piece_at(t) {
                args.push(arg("target", piece_on(tr, board, t, Case::Nom)));
                args.push(arg("target_role", role_code(p.role)));
            }
        }
    }
    let id = format!("rule-{}", rule_code(rule));
    tr.msg(&id, &args)
}

/// `king_move`: the code of a rule, as in the JSON.
pub fn rule_code(rule: Rule) -> String {
    serde_json::to_value(rule)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The reason code in words (`the piece cannot move that way`).
pub fn reason(tr: &Tr, r: Reason) -> String {
    tr.t(&format!("reason-{}", r.code()))
}

/// The heading of an illegal move: the attempt and what was wrong with it,
/// `Ke8-e6: a king moves only one square; Ke8-e6 goes two`.
pub fn illegal_what(tr: &Tr, e: &IllegalEvent) -> String {
    let rule = rule_text(tr, e);
    match e.attempt.as_deref().map(|a| san(tr, a)) {
        // The rule names the move itself ("Ke8-e6 goes two squares").
        Some(a) if rule.contains(a.as_str()) => rule,
        Some(a) if e.reason != Reason::NoMove => tr.msg(
            "attempt-and-rule",
            &[arg("attempt", a.as_str()), arg("rule", rule)],
        ),
        _ => rule,
    }
}

/// The touch-move advice: who lifted what and moved what, with both
/// readings when the board cannot tell whose hand it was (4.2.1).
/// `board`: the position the move was made from.
pub fn touch_move(tr: &Tr, tm: &TouchMoveEvent, board: Option<&Board>) -> String {
    let own;
    let board = match board {
        Some(b) => Some(b),
        None => {
            own = crate::arbiter::position::parse_placement(&tm.board).ok();
            own.as_ref()
        }
    };
    let base = [
        arg("side", color_code(tm.side)),
        arg("piece", piece_on(tr, board, tm.touched, Case::Acc)),
        arg("moved", sq(tm.moved)),
        arg("article", tm.article.as_str()),
    ];
    match &tm.if_adjusted {
        None => tr.msg("touch-move", &base),
        Some(adj) => {
            let other = match (adj.touched, &adj.article) {
                (Some(t), Some(a)) => tr.msg(
                    "touch-move-still",
                    &[
                        arg("side", color_code(tm.side)),
                        arg("piece", piece_on(tr, board, t, Case::Acc)),
                        arg("article", a.as_str()),
                    ],
                ),
                _ => tr.t("touch-move-no-breach"),
            };
            let mut args = base.to_vec();
            args.push(arg("first", piece_on(tr, board, adj.square, Case::Nom)));
            args.push(arg("owner", color_code(!tm.side)));
            args.push(arg("other", other));
            tr.msg("touch-move-whose-hand", &args)
        }
    }
}

/// Why the game ended, following its result: a 7.5.5 draw says draw.
pub fn game_over_reason(tr: &Tr, g: &GameOverEvent) -> String {
    let id = match g.reason {
        GameOverReason::Checkmate => "over-checkmate",
        GameOverReason::Stalemate => "over-stalemate",
        GameOverReason::DeadPosition => "over-dead-position",
        GameOverReason::IllegalMoves => "over-illegal-moves",
        GameOverReason::SeventyFiveMoves => "over-seventy-five",
        GameOverReason::FivefoldRepetition => "over-fivefold",
        GameOverReason::Kings => "over-kings",
        GameOverReason::Time => "over-time",
        GameOverReason::TimeOpponentCannotCheckmate => "over-time-cannot-checkmate",
        GameOverReason::Arbiter => "over-arbiter",
    };
    let flagged = g.flagged.unwrap_or(Color::White);
    tr.msg(
        id,
        &[
            arg("result", result_code(g.result)),
            arg("side", color_code(flagged)),
            arg("other", color_code(!flagged)),
        ],
    )
}

/// A sensor fault in words: the engine's own findings (their codes) and
/// the hardware layer's faults of a known kind (`hw_fault`: a bus that
/// fails, a chain unplugged, a dead sensor…) in the arbiter's language;
/// bus names, and what has no kind, as they came.
pub fn fault_detail(tr: &Tr, f: &SensorFaultEvent) -> String {
    // A DGT board's fault comes after its bus (`dgt /dev/ttyACM0: …`).
    let own = f
        .bus
        .as_deref()
        .and_then(|b| f.detail.strip_prefix(b)?.strip_prefix(": "))
        .unwrap_or(&f.detail);
    match (f.code, f.square) {
        (Some(FaultCode::Flicker), Some(s)) => tr.msg("fault-flicker", &[arg("square", sq(s))]),
        (Some(FaultCode::AllOccupied), _) => tr.t("fault-all-occupied"),
        (Some(FaultCode::AllEmpty), _) => tr.t("fault-all-empty"),
        (Some(FaultCode::NotIdentity), _) => tr.t("fault-not-identity"),
        (Some(FaultCode::TooMany), _) => {
            tr.msg("fault-too-many", &[arg("count", f.occupied.unwrap_or(33))])
        }
        _ => match dgt_fault_id(own) {
            Some(id) => tr.t(id),
            None => hw_fault::fault_words(tr, &f.detail),
        },
    }
}

/// The catalogue's id of a DGT board's own fault (its journal text, after
/// its bus), if `own` is one.
fn dgt_fault_id(own: &str) -> Option<&'static str> {
    match own {
        DGT_UNCERTAIN | DGT_UNCERTAIN_BEFORE => Some("fault-dgt-uncertain"),
        DGT_NO_CLOCK => Some("fault-dgt-no-clock"),
        DGT_UNCERTAIN_WINDOW => Some("fault-dgt-uncertain-window"),
        DGT_UNCERTAIN_PRESS => Some("fault-dgt-uncertain-press"),
        _ => None,
    }
}

/// A sensor fault's text as the hardware layer writes it (`BUS: …`, as
/// `diag` shows it) in `tr`'s language: a DGT board's own faults (after
/// its bus) and the kinds `hw_fault` knows; anything else as it came.
pub fn fault_text_words(tr: &Tr, text: &str) -> String {
    if tr.lang() != crate::i18n::Lang::En
        && let Some((bus, own)) = text.split_once(": ")
        && bus.starts_with("dgt ")
        && let Some(id) = dgt_fault_id(own)
    {
        let bus = hw_fault::dgt_bus_words(tr, bus);
        return tr.msg(
            "fault-hw-bus",
            &[arg("bus", bus), ("detail", tr.t(id).into())],
        );
    }
    hw_fault::fault_words(tr, text)
}

/// A DGT board's fault (`hw::dgt::log`): a press that may have been more
/// than one, made while the board was unplugged (journaled in English,
/// shown in the screen's language as `fault-dgt-uncertain`).
pub const DGT_UNCERTAIN: &str = "the clock may have been pressed while the DGT board was unplugged and the board is not one move on from the last move judged: more than one move may have been made; arbiter: set up the position of the last move judged (the screen shows it) or press the acknowledge button";

/// [`DGT_UNCERTAIN`] as journals written before 2026-12-03 hold it (it said
/// the lever moved, also when the lever was back where it was): read back
/// as the same fault.
pub const DGT_UNCERTAIN_BEFORE: &str = "the clock's lever moved while the DGT board was unplugged and the board is not one move on: more than one move may have been made; arbiter: set up the position of the last move judged (the screen shows it) or press the acknowledge button";

/// A DGT board's fault: a legal move shown inside the clock's delay, then
/// a piece of the player who pressed put down elsewhere, so the press may
/// have come before or after it (`fault-dgt-uncertain-window`).
pub const DGT_UNCERTAIN_WINDOW: &str = "the DGT board showed a legal move within the clock's delay, then a piece of the player who pressed was put down elsewhere: the press may have been made before or after it; arbiter: check, set up the position of the last move judged (the screen shows it) or press the acknowledge button";

/// A DGT board's fault: no legal move at any instant within the clock's
/// delay, and where the press fell among the changes (or the board's
/// changes themselves: a lost update, the board unplugged) decides what is
/// judged (`fault-dgt-uncertain-press`).
pub const DGT_UNCERTAIN_PRESS: &str = "the DGT board cannot tell where the clock was pressed among the pieces moved within the clock's delay (or an update was lost, or the board unplugged), and that decides what is judged: nobody is penalised on a guess; arbiter: check, set up the position of the last move judged (the screen shows it) or press the acknowledge button";

/// A DGT board's fault: no clock while its lever gives the presses
/// (`fault-dgt-no-clock`).
pub const DGT_NO_CLOCK: &str = "no clock plugged into the DGT board: its lever gives the presses (press = \"lever\"); plug in the clock";

/// `Text`: the first letter in capitals, unless the text starts with a
/// square or a move in coordinates (`d2-d6: ...` stays as it is).
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match (c.next(), s.chars().nth(1)) {
        (Some(_), Some(d)) if d.is_ascii_digit() => s.to_string(),
        (Some(f), _) => f.to_uppercase().chain(c).collect(),
        (None, _) => String::new(),
    }
}

/// A restore step in words, as a sentence: `White king e3 → e1`.
pub fn step(tr: &Tr, st: &Step) -> String {
    capitalize(&step_words(tr, st))
}

fn step_words(tr: &Tr, st: &Step) -> String {
    let role = |p: Piece| arg("role", role_code(p.role));
    match *st {
        Step::Move {
            from,
            to,
            piece,
            known: true,
        } => tr.msg(
            "step-move",
            &[
                arg("piece", piece_name(tr, piece)),
                role(piece),
                arg("from", sq(from)),
                arg("to", sq(to)),
            ],
        ),
        Step::Move {
            from,
            to,
            piece,
            known: false,
        } => tr.msg(
            "step-move-unknown",
            &[
                arg("piece", piece_name(tr, piece)),
                role(piece),
                arg("from", sq(from)),
                arg("to", sq(to)),
            ],
        ),
        Step::Remove {
            from,
            piece: Some(p),
        } => tr.msg(
            "step-remove",
            &[
                arg("piece", piece_name(tr, p)),
                role(p),
                arg("from", sq(from)),
            ],
        ),
        Step::Remove { from, piece: None } => {
            tr.msg("step-remove-unknown", &[arg("from", sq(from))])
        }
        Step::Put {
            to,
            piece,
            from_aside,
        } => tr.msg(
            if from_aside {
                "step-put-aside"
            } else {
                "step-put"
            },
            &[
                arg("piece", piece_name(tr, piece)),
                role(piece),
                arg("to", sq(to)),
            ],
        ),
        Step::Swap {
            a,
            b,
            piece_a,
            piece_b,
        } => tr.msg(
            "step-swap",
            &[
                arg("piece_a", piece_name(tr, piece_a)),
                arg("role_a", role_code(piece_a.role)),
                arg("a", sq(a)),
                arg("piece_b", piece_name(tr, piece_b)),
                arg("role_b", role_code(piece_b.role)),
                arg("b", sq(b)),
            ],
        ),
        Step::SetAside { from, piece } => tr.msg(
            "step-set-aside",
            &[
                arg("piece", piece_name(tr, piece)),
                role(piece),
                arg("from", sq(from)),
            ],
        ),
    }
}

/// The short form of a step for the screen's list, after its piece icon:
/// `e3 → e1`, `put back on f6`.
pub fn step_short(tr: &Tr, st: &Step) -> String {
    match *st {
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
        } => tr.msg(
            "short-move-unknown",
            &[arg("from", sq(from)), arg("to", sq(to))],
        ),
        Step::Remove { from, piece } => tr.msg(
            if piece.is_some() {
                "short-remove"
            } else {
                "short-remove-unknown"
            },
            &[arg("from", sq(from))],
        ),
        Step::Put { to, from_aside, .. } => tr.msg(
            if from_aside {
                "short-put-aside"
            } else {
                "short-put"
            },
            &[arg("to", sq(to))],
        ),
        Step::Swap { a, b, .. } => format!("{a} ↔ {b}"),
        Step::SetAside { from, .. } => tr.msg("short-set-aside", &[arg("from", sq(from))]),
    }
}

/// One decision in a sentence or two; `None` for inputs (lifts, drops,
/// presses).
pub fn describe(tr: &Tr, ev: &Event) -> Option<String> {
    Some(match ev {
        Event::Lift(_) | Event::Drop(_) | Event::Press(_) => return None,
        Event::Ack(_) => tr.t("event-ack"),
        Event::Adjust(a) => tr.msg(
            if a.applies {
                "event-adjust"
            } else {
                "event-adjust-ignored"
            },
            &[arg("side", color_code(a.side))],
        ),
        Event::Move(m) => {
            let mut s = numbered_move(m.number, m.side, &san(tr, &m.san));
            if m.promotion_assumed {
                s.push_str("  ");
                s.push_str(&tr.t("promotion-assumed"));
            }
            s
        }
        Event::Illegal(i) => illegal_sentences(tr, i, None),
        Event::Restored(r) => {
            let turn = r.fen.split_whitespace().nth(1).unwrap_or("w");
            tr.msg(
                "event-restored",
                &[arg("side", if turn == "b" { "black" } else { "white" })],
            )
        }
        Event::IllegalStands(st) => tr.msg(
            "event-illegal-stands",
            &[
                arg("side", color_code(st.side)),
                arg("other", color_code(!st.side)),
            ],
        ),
        Event::TouchMove(tm) => tr.msg(
            "event-touch-move",
            &[
                arg("article", tm.article.as_str()),
                arg("text", touch_move(tr, tm, None)),
            ],
        ),
        Event::GameOver(g) => tr.msg(
            "event-game-over",
            &[
                arg("result", result_text(g.result)),
                arg("why", game_over_reason(tr, g)),
                arg("article", g.article.as_str()),
            ],
        ),
        Event::SensorFault(f) => {
            tr.msg("event-sensor-fault", &[arg("detail", fault_detail(tr, f))])
        }
        Event::SensorOk(_) => tr.t("event-sensor-ok"),
        Event::StartPosition(sp) if sp.ok => tr.t("event-start-ok"),
        Event::StartPosition(sp) => {
            let list: Vec<String> = sp
                .misplaced
                .iter()
                .map(|d| {
                    let s = arg("square", sq(d.square));
                    let named = |p: Piece| {
                        [
                            arg("piece", piece_name(tr, p)),
                            arg("role", role_code(p.role)),
                        ]
                    };
                    match (d.expected, d.found, d.occupied) {
                        (Some(e), _, false) => {
                            let [p, r] = named(e);
                            tr.msg("start-missing", &[p, r, s])
                        }
                        (None, Some(f), _) => {
                            let [p, r] = named(f);
                            tr.msg("start-extra", &[p, r, s])
                        }
                        (None, None, _) => tr.msg("start-empty", &[s]),
                        (Some(e), Some(f), _) => {
                            let [p, r] = named(e);
                            tr.msg(
                                "start-wrong",
                                &[
                                    p,
                                    r,
                                    arg("found", piece_name(tr, f)),
                                    arg("found_role", role_code(f.role)),
                                    s,
                                ],
                            )
                        }
                        (Some(e), None, true) => {
                            let [p, r] = named(e);
                            tr.msg("start-should-hold", &[p, r, s])
                        }
                    }
                })
                .collect();
            tr.msg(
                "event-start-wrong",
                &[
                    arg("article", sp.article.as_str()),
                    arg("list", list.join(", ")),
                ],
            )
        }
        Event::PressIgnored(p) => press_ignored(tr, &p.why),
        Event::Flag(f) => flag_words(tr, f),
        Event::NewGame(n) => tr.msg("event-new-game", &[arg("game", n.game.to_string())]),
    })
}

/// A flag that did not end the game (Art. 6.9): what a claim would give, or
/// that the arbiter decides.
pub fn flag_words(tr: &Tr, f: &FlagEvent) -> String {
    let sides = [
        arg("side", color_code(f.side)),
        arg("other", color_code(!f.side)),
    ];
    match f.result_if_claimed {
        Some(r) => {
            let mut args = sides.to_vec();
            args.push(arg("result", result_code(r)));
            tr.msg("event-flag-claim", &args)
        }
        None => tr.msg("event-flag-undecided", &sides),
    }
}

/// Why a press decided nothing.
pub fn press_ignored(tr: &Tr, why: &str) -> String {
    match why {
        "awaiting_restore" | "not_on_move" | "game_over" | "sensor_fault" => {
            tr.t(&format!("press-{}", why.replace('_', "-")))
        }
        other => tr.msg("press-other", &[arg("why", other)]),
    }
}

/// An illegal move in full: what was wrong, the count, what to restore, the
/// penalty, the take-back of the increment and what the player owes.
/// `rules`: the rule set's name, when known.
pub fn illegal_sentences(tr: &Tr, i: &IllegalEvent, rules: Option<&str>) -> String {
    let restore = restore_position(i);
    let board = restore.as_ref().map(|p| &p.board);
    let who = arg("side", color_code(i.side));
    let mut s = tr.msg(
        "illegal-head",
        &[
            who.clone(),
            arg("what", illegal_what(tr, i)),
            arg("article", i.article.as_str()),
        ],
    );
    let mut add = |t: String| {
        s.push(' ');
        s.push_str(&t);
    };
    add(tr.msg(
        "illegal-count",
        &[
            who.clone(),
            arg("count", i.count),
            arg("nth", ordinal(tr, i.count)),
        ],
    ));
    if i.reason == Reason::UnpromotedPawn {
        add(tr.t("illegal-unpromoted"));
    } else if i.reason != Reason::NoMove && i.penalty.result().is_none() {
        add(tr.t("illegal-restore"));
    }
    add(tr.msg(
        "sentence",
        &[arg(
            "text",
            penalty(
                tr,
                &i.penalty,
                i.side,
                &i.penalty_article,
                rules.unwrap_or(""),
            ),
        )],
    ));
    if let Some(inc) = i.take_back_increment {
        add(tr.msg("illegal-increment", &[arg("seconds", inc), who.clone()]));
    }
    if matches!(i.penalty, Penalty::Time { .. } | Penalty::None)
        && let Some(d) = duty(tr, i, board)
    {
        add(tr.msg("sentence", &[arg("text", d)]));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::Time;

    fn castling_event() -> IllegalEvent {
        IllegalEvent {
            t: Time::ZERO,
            side: Color::White,
            reason: Reason::CastlingNotAllowed,
            count: 1,
            restore_fen: "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1".into(),
            touched: Some(Square::E1),
            must_move: Some(Square::E1),
            penalty: Penalty::Time {
                to: Color::Black,
                seconds: 120,
            },
            penalty_article: "7.5.5".into(),
            obligation: Some(Obligation {
                kind: ObligationKind::Move,
                square: Square::E1,
                other: None,
                no_castling_with: None,
                article: "4.4.3".into(),
            }),
            article: "3.8.2".into(),
            rule: Some(Rule::CastleThroughCheck),
            detail: String::new(),
            attempt: Some("O-O".into()),
            from: None,
            to: None,
            if_adjusted: None,
            board: "4k3/8/8/8/2b5/8/8/5RK1".into(),
            take_back_increment: None,
        }
    }

    #[test]
    fn the_arbiters_instruction() {
        let s = describe(tr(Lang::En), &Event::Illegal(castling_event())).unwrap();
        assert!(
            s.starts_with("ILLEGAL MOVE by White: O-O: the king passes through an attacked square (Art. 3.8.2)."),
            "{s}"
        );
        assert!(s.contains("Add 2:00 to Black's clock (Art. 7.5.5)."), "{s}");
        assert!(
            s.contains("White must move the king on e1 (Art. 4.4.3)."),
            "{s}"
        );
        let s = describe(tr(Lang::Es), &Event::Illegal(castling_event())).unwrap();
        assert!(s.contains("JUGADA ILEGAL"), "{s}");
        assert!(s.contains("el rey de e1"), "{s}");
        let s = describe(tr(Lang::Pt), &Event::Illegal(castling_event())).unwrap();
        assert!(s.contains("LANCE ILEGAL"), "{s}");
    }

    #[test]
    fn moves_for_people_have_the_languages_letters() {
        assert_eq!(san(tr(Lang::Es), "Rh7-g6"), "Th7-g6");
        assert_eq!(san(tr(Lang::Es), "Ka2xe2"), "Ra2xe2");
        assert_eq!(san(tr(Lang::Pt), "Bc4-c5"), "Bc4-c5");
        assert_eq!(san(tr(Lang::Pt), "Qh5"), "Dh5");
        assert_eq!(san(tr(Lang::Fr), "e7-e8=Q"), "e7-e8=D");
        assert_eq!(san(tr(Lang::De), "Nf3"), "Sf3");
        assert_eq!(san(tr(Lang::De), "O-O"), "O-O");
        assert_eq!(san(tr(Lang::En), "Qh5"), "Qh5");
        // The attempt of an illegal move, and a move on the terminal.
        let mut e = castling_event();
        e.reason = Reason::InvalidPieceMove;
        e.rule = Some(Rule::KingMove);
        e.attempt = Some("Ke1-e3".into());
        e.from = Some(Square::E1);
        e.to = Some(Square::E3);
        let es = illegal_what(tr(Lang::Es), &e);
        assert!(es.contains("Re1-e3") && !es.contains("Ke1"), "{es}");
    }

    #[test]
    fn an_illegal_move_is_cited_as_3_10_2_whatever_the_engine_records() {
        use crate::arbiter::rules::Edition;
        assert_eq!(
            cite_in("not a single move (Art. 3.10.1).", Edition::Fide2023),
            "not a single move (Art. 3.10.2)."
        );
        assert_eq!(
            cite_in("(Art. 3.10.1)", Edition::Fide2009),
            "(Art. 3.10 b (2009))"
        );
        // Only the article itself: 13.10.1 or 3.10.12 are left alone.
        assert_eq!(
            cite_in("13.10.1 3.10.12", Edition::Fide2023),
            "13.10.1 3.10.12"
        );
    }

    #[test]
    fn citations_follow_the_edition_of_the_rule_set() {
        let e = Edition::Fide2009;
        assert_eq!(
            cite_in("Restore the position before it (Art. 7.5.1).", e),
            "Restore the position before it (Art. 7.4 a (2009))."
        );
        assert_eq!(cite_in("(Art. 7.4, 7.6)", e), "(Art. 7.3, 7.5 (2009))");
        assert_eq!(
            cite_in("Add 2:00 to Black's clock (Art. 7.4(b) (2009))", e),
            "Add 2:00 to Black's clock (Art. 7.4 b (2009))"
        );
        assert_eq!(
            cite_in("(art. 4.3.1)\u{202f}; x", e),
            "(art. 4.3 a (2009))\u{202f}; x"
        );
        assert_eq!(
            cite_in("Art. 3.8.1 · White's 1st illegal move", e),
            "Art. 3.8 a (2009) · White's 1st illegal move"
        );
        assert_eq!(cite_in("(Art. 7.5.3)", e), "(Art. 7.5.3 (2023))");
        assert_eq!(cite_in("(Art. 7.5.1)", Edition::Fide2023), "(Art. 7.5.1)");
        // The terminal's sentence under the 2009 Laws.
        let s = cite_in(
            &describe(tr(Lang::Es), &Event::Illegal(castling_event())).unwrap(),
            e,
        );
        assert!(s.contains("(Art. 7.4 a (2009))"), "{s}");
        assert!(!s.contains("7.5.1") && !s.contains("4.4.3"), "{s}");
    }

    #[test]
    fn the_rule_says_what_was_wrong() {
        let mut e = castling_event();
        e.reason = Reason::InvalidPieceMove;
        e.rule = Some(Rule::KingMove);
        e.restore_fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 1".into();
        e.side = Color::Black;
        e.attempt = Some("Ke8-e6".into());
        e.from = Some(Square::E8);
        e.to = Some(Square::E6);
        assert_eq!(
            illegal_what(tr(Lang::En), &e),
            "a king moves only one square; Ke8-e6 goes two squares"
        );
        let es = illegal_what(tr(Lang::Es), &e);
        assert!(es.contains("dos casillas"), "{es}");
    }

    /// The DGT board's faults (issue 26) are shown in the screen's
    /// language; the journal keeps the English text.
    #[test]
    fn dgt_faults_are_translated() {
        for (detail, en, de) in [
            (DGT_UNCERTAIN, "more than one move", "mehr als ein Zug"),
            (
                DGT_UNCERTAIN_BEFORE,
                "more than one move",
                "mehr als ein Zug",
            ),
            (DGT_NO_CLOCK, "no clock plugged", "keine Uhr"),
            (
                DGT_UNCERTAIN_WINDOW,
                "before or after it",
                "vor oder nach ihm",
            ),
            (DGT_UNCERTAIN_PRESS, "penalised on a guess", "Vermutung"),
        ] {
            let f = SensorFaultEvent {
                t: Time::ZERO,
                detail: detail.into(),
                square: None,
                bus: Some("dgt".into()),
                code: None,
                occupied: None,
            };
            assert!(fault_detail(tr(Lang::En), &f).contains(en));
            let text = fault_detail(tr(Lang::De), &f);
            assert!(text.contains(de), "{text}");
            for lang in [Lang::Es, Lang::Pt, Lang::Fr] {
                assert!(!fault_detail(tr(lang), &f).contains(en), "{lang:?}");
            }
        }
    }

    /// A journal written before the fault's wording changed (it said the
    /// lever moved, also when it was back where it was) reads back as the
    /// same fault, in today's words.
    #[test]
    fn an_old_journal_s_dgt_uncertain_reads_in_today_s_words() {
        let f = SensorFaultEvent {
            t: Time::ZERO,
            detail: format!("dgt /dev/ttyACM0: {DGT_UNCERTAIN_BEFORE}"),
            square: None,
            bus: Some("dgt /dev/ttyACM0".into()),
            code: None,
            occupied: None,
        };
        assert_eq!(fault_detail(tr(Lang::En), &f), DGT_UNCERTAIN);
        let es = fault_text_words(tr(Lang::Es), &f.detail);
        assert!(es.contains("puede haberse pulsado"), "{es}");
    }
}
