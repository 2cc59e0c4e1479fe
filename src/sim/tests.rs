//! Tests of the generator itself, through a small independent reading of its
//! output: a trace parser and board simulator written here from the trace
//! format, and a walk over the expected decisions with shakmaty.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;
use shakmaty::{
    Board, CastlingMode, Chess, Color, EnPassantMode, Piece, Position, Role, Square, fen::Fen,
    san::SanPlus, uci::UciMove,
};

use super::*;

#[derive(Clone, Debug, PartialEq)]
enum Verb {
    Lift(Square),
    Drop(Square, Option<Piece>),
    Occ(u64),
    Board(Board),
    Press(Option<Color>),
}

#[derive(Clone, Debug)]
struct Line {
    t: u64,
    verb: Verb,
}

#[derive(Debug, Default)]
struct Parsed {
    header: HashMap<String, String>,
    lines: Vec<Line>,
}

fn parse_ms(s: &str) -> Result<u64, String> {
    let (i, f) = s
        .split_once('.')
        .ok_or(format!("time `{s}` without decimals"))?;
    if f.len() != 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("time `{s}`: not three decimals"));
    }
    let i: u64 = i.parse().map_err(|_| format!("time `{s}`"))?;
    Ok(i * 1000 + f.parse::<u64>().map_err(|_| format!("time `{s}`"))?)
}

fn parse(text: &str) -> Result<Parsed, String> {
    let mut p = Parsed::default();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let toks: Vec<&str> = line.split_whitespace().collect();
        let err = |why: &str| format!("line {}: {why}: `{raw}`", n + 1);
        if toks[0].starts_with(|c: char| c.is_ascii_digit()) {
            let t = parse_ms(toks[0]).map_err(|e| err(&e))?;
            let sq = |i: usize| -> Result<Square, String> {
                toks.get(i)
                    .and_then(|s| s.parse().ok())
                    .ok_or_else(|| err("bad square"))
            };
            let verb = match (toks[1], toks.len()) {
                ("lift", 3) => Verb::Lift(sq(2)?),
                ("drop", 3) => Verb::Drop(sq(2)?, None),
                ("drop", 4) => {
                    let c = toks[3].chars().next().ok_or_else(|| err("piece"))?;
                    Verb::Drop(
                        sq(2)?,
                        Some(Piece::from_char(c).ok_or_else(|| err("piece letter"))?),
                    )
                }
                ("occ", 3) if toks[2].len() == 16 => {
                    Verb::Occ(u64::from_str_radix(toks[2], 16).map_err(|_| err("hex"))?)
                }
                ("board", 3) => Verb::Board(
                    Board::from_ascii_board_fen(toks[2].as_bytes())
                        .map_err(|_| err("placement"))?,
                ),
                ("press", 2) => Verb::Press(None),
                ("press", 3) => Verb::Press(Some(match toks[2] {
                    "white" => Color::White,
                    "black" => Color::Black,
                    _ => return Err(err("press side")),
                })),
                _ => return Err(err("unknown timed line")),
            };
            if p.lines.last().is_some_and(|l| l.t > t) {
                return Err(err("time goes back"));
            }
            p.lines.push(Line { t, verb });
        } else {
            if !p.lines.is_empty() {
                return Err(err("header after timed lines"));
            }
            let key = toks[0].to_string();
            let known = [
                "start",
                "variant",
                "rules",
                "supervision",
                "sensor",
                "clock",
            ];
            if !known.contains(&key.as_str()) || p.header.contains_key(&key) {
                return Err(err("unknown or repeated header"));
            }
            p.header.insert(key, toks[1..].join(" "));
        }
    }
    Ok(p)
}

/// The physical state at one instant: occupancy, and pieces when known.
#[derive(Clone, Debug, PartialEq)]
struct State {
    occ: u64,
    pieces: Option<Board>,
}

fn state_of(board: &Board, identity: bool) -> State {
    State {
        occ: board.occupied().0,
        pieces: identity.then(|| board.clone()),
    }
}

/// What the trace says, physically: the state at each press, every state
/// reached between presses, and the first lifts of each turn.
#[derive(Debug, Default)]
struct Physical {
    /// (time, side, state) of each press.
    presses: Vec<(u64, Option<Color>, State)>,
    /// States after each real change, by the number of presses before it.
    states: Vec<Vec<State>>,
    /// The time of each of those states.
    state_times: Vec<Vec<u64>>,
    /// The first lift lines (time, square) after each press (index 0:
    /// before the first press).
    lifts: Vec<Vec<(u64, Square)>>,
    glitches: u32,
}

fn start_of(p: &Parsed) -> (Chess, CastlingMode) {
    let mode = match p.header.get("variant").map(String::as_str) {
        Some("chess960") => CastlingMode::Chess960,
        None | Some("standard") => CastlingMode::Standard,
        Some(v) => panic!("variant {v}"),
    };
    let pos = match p.header.get("start").map(String::as_str) {
        None | Some("startpos") => Chess::default(),
        Some(f) => f
            .parse::<Fen>()
            .expect("start FEN")
            .into_position(mode)
            .expect("legal start"),
    };
    (pos, mode)
}

/// Reads the trace like a board would, checking the format and the timing
/// rules the generator promises.
fn simulate(p: &Parsed, start: &Board) -> Result<Physical, String> {
    let identity = p.header.get("sensor").map(String::as_str) == Some("identity");
    let dual = p.header.get("clock").map(String::as_str) == Some("dual");
    let mut board = start.clone();
    let mut phys = Physical {
        states: vec![Vec::new()],
        state_times: vec![Vec::new()],
        lifts: vec![Vec::new()],
        ..Physical::default()
    };
    let mut last_change: Option<(u64, Square, bool)> = None; // time, square, was lift
    let mut last_press: Option<u64> = None;
    let mut changed_at: [Option<u64>; 64] = [None; 64];
    let mut presses_at: Vec<u64> = Vec::new();
    let mut glitch_lines: Vec<(u64, Square)> = Vec::new();
    let mut i = 0;
    while i < p.lines.len() {
        let Line { t, verb } = &p.lines[i];
        let t = *t;
        let at = |why: String| format!("{}: {why}", fmt_time(t));
        match verb {
            Verb::Lift(sq) | Verb::Drop(sq, _) => {
                if let Some((lt, _, was_lift)) = last_change {
                    let gap = t - lt;
                    let tie = gap == 0 && was_lift && matches!(verb, Verb::Lift(_));
                    if gap < 60 && !tie {
                        return Err(at(format!("hand movements {gap} ms apart")));
                    }
                }
                if let Some(tp) = last_press
                    && t < tp + 60
                {
                    return Err(at("a change within 60 ms after a press".into()));
                }
                match verb {
                    Verb::Lift(sq) => {
                        if board.remove_piece_at(*sq).is_none() {
                            return Err(at(format!("lift of empty {sq}")));
                        }
                        let seg = phys.lifts.last_mut().expect("segment");
                        seg.push((t, *sq));
                        last_change = Some((t, *sq, true));
                    }
                    Verb::Drop(sq, piece) => {
                        if board.piece_at(*sq).is_some() {
                            return Err(at(format!("drop on occupied {sq}")));
                        }
                        let piece = match (identity, piece) {
                            (true, Some(p)) => *p,
                            (false, None) => Piece {
                                color: Color::White,
                                role: Role::Pawn,
                            },
                            _ => {
                                return Err(at(
                                    "piece letter presence does not match the sensor".into()
                                ));
                            }
                        };
                        board.set_piece_at(*sq, piece);
                        last_change = Some((t, *sq, false));
                    }
                    _ => unreachable!(),
                }
                changed_at[*sq as usize] = Some(t);
                phys.states
                    .last_mut()
                    .expect("segment")
                    .push(state_of(&board, identity));
                phys.state_times.last_mut().expect("segment").push(t);
                last_press = None;
            }
            Verb::Occ(_) | Verb::Board(_) => {
                // A glitch: one square flipped, then the state again 5-10 ms later.
                let flipped = match verb {
                    Verb::Occ(bits) if !identity => *bits,
                    Verb::Board(b) if identity => b.occupied().0,
                    _ => return Err(at("frame of the wrong sensor kind".into())),
                };
                let diff = flipped ^ board.occupied().0;
                if diff.count_ones() != 1 {
                    return Err(at(format!("glitch flips {} squares", diff.count_ones())));
                }
                if let Verb::Board(b) = verb {
                    let mut expect = board.clone();
                    let sq = Square::new(diff.trailing_zeros());
                    expect.discard_piece_at(sq);
                    let mut got = b.clone();
                    got.discard_piece_at(sq);
                    if got != expect {
                        return Err(at("identity glitch changes other squares".into()));
                    }
                }
                let sq = Square::new(diff.trailing_zeros());
                let Some(next) = p.lines.get(i + 1) else {
                    return Err(at("glitch never ends".into()));
                };
                let restores = match &next.verb {
                    Verb::Occ(bits) => !identity && *bits == board.occupied().0,
                    Verb::Board(b) => identity && *b == board,
                    _ => false,
                };
                let d = next.t - t;
                if !restores || !(5..=10).contains(&d) {
                    return Err(at(format!(
                        "glitch not undone within 5-10 ms (after {d} ms)"
                    )));
                }
                if changed_at[sq as usize].is_some_and(|tc| t < tc + 60) {
                    return Err(at(format!(
                        "glitch on {sq} within 60 ms after a change of it"
                    )));
                }
                if presses_at.last().is_some_and(|tp| t < tp + 30) {
                    return Err(at("glitch within 30 ms after a press".into()));
                }
                glitch_lines.push((next.t, sq));
                phys.glitches += 1;
                i += 2;
                continue;
            }
            Verb::Press(side) => {
                if side.is_some() != dual {
                    return Err(at("press form does not match the clock".into()));
                }
                match last_change {
                    Some((lt, _, _)) if last_press.is_none() && t < lt + 10 => {
                        return Err(at("press within 10 ms of the last change".into()));
                    }
                    _ => {}
                }
                if presses_at.last().is_some_and(|tp| t < tp + 60) {
                    return Err(at("two presses within 60 ms".into()));
                }
                if glitch_lines.last().is_some_and(|(tg, _)| t < tg + 30) {
                    return Err(at("glitch within 30 ms before a press".into()));
                }
                phys.presses.push((t, *side, state_of(&board, identity)));
                phys.states.push(Vec::new());
                phys.state_times.push(Vec::new());
                phys.lifts.push(Vec::new());
                presses_at.push(t);
                last_press = Some(t);
            }
        }
        // A change of a glitched square must come 60 ms after the glitch.
        if let Verb::Lift(sq) | Verb::Drop(sq, _) = verb
            && glitch_lines
                .iter()
                .rev()
                .take(4)
                .any(|(tg, gs)| gs == sq && t < tg + 60)
        {
            return Err(at(format!(
                "change of {sq} within 60 ms after a glitch of it"
            )));
        }
        i += 1;
    }
    Ok(phys)
}

/// The lifts of segment `seg` that belong to the player's turn.
fn turn_lifts(phys: &Physical, seg: usize, turn_start: Option<(usize, u64)>) -> Vec<(u64, Square)> {
    phys.lifts[seg]
        .iter()
        .copied()
        .filter(|(t, _)| turn_start.is_none_or(|(s, ts)| s != seg || *t > ts))
        .collect()
}

fn placement_and_turn(fen: &str) -> (String, String) {
    let mut it = fen.split_whitespace();
    (
        it.next().unwrap_or("").to_string(),
        it.next().unwrap_or("").to_string(),
    )
}

fn pos_from_fen(fen: &str, mode: CastlingMode) -> Chess {
    let f: Fen = fen.parse().expect("fen");
    match f.into_position(mode) {
        Ok(p) => p,
        Err(e) => e
            .ignore_invalid_castling_rights()
            .expect("a playable position"),
    }
}

fn color_of(name: &str) -> Color {
    if name == "white" {
        Color::White
    } else {
        Color::Black
    }
}

fn same_board(state: &State, board: &Board) -> bool {
    state.occ == board.occupied().0 && state.pieces.as_ref().is_none_or(|b| b == board)
}

/// Walks the expected decisions against the position and the physical
/// trace: every move legal and as described, every press accounted for.
fn check_decisions(game: &Game) -> Result<(), String> {
    let parsed = parse(&game.trace)?;
    let (mut pos, mode) = start_of(&parsed);
    let phys = simulate(&parsed, pos.board())?;
    let row = rule(
        parsed
            .header
            .get("rules")
            .map_or(DEFAULT_RULES, String::as_str),
    )
    .ok_or("rules")?;
    let mut pi = 0usize; // presses consumed
    let mut counts: HashMap<Color, u32> = HashMap::new();
    let mut last_illegal: Option<(usize, Chess, String)> = None; // press index, restore, reason
    let mut prev_move: Option<(Color, Square)> = None;
    let mut obligation: Option<Square> = None; // must_move of the last illegal move
    let mut after_illegal_press = false;
    let mut turn_start: Option<(usize, u64)> = None; // (segment, time): lifts before it belong to a restoration
    let n = game.expected.len();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let key = |p: &Chess| {
        p.zobrist_hash::<shakmaty::zobrist::Zobrist64>(EnPassantMode::Legal)
            .0
    };
    *seen.entry(key(&pos)).or_insert(0) += 1;
    // Does the game end in `pos` (reached by a legal move)?
    let ends = |p: &Chess, seen: &HashMap<u64, u32>| {
        p.is_checkmate()
            || p.is_stalemate()
            || p.halfmoves() >= 150
            || super::play::dead(p)
            || seen.get(&key(p)).copied().unwrap_or(0) >= 5
    };
    for (k, d) in game.expected.iter().enumerate() {
        let kind = d["kind"].as_str().ok_or("kind")?;
        let ctx = |why: String| format!("decision {} ({kind}): {why}", k + 1);
        match kind {
            "move" => {
                let (_, side, state) = phys
                    .presses
                    .get(pi)
                    .ok_or_else(|| ctx("no press left".into()))?;
                pi += 1;
                let me = color_of(d["side"].as_str().unwrap_or(""));
                if me != pos.turn() || side.is_some_and(|s| s != me) {
                    return Err(ctx("wrong side".into()));
                }
                let uci: UciMove = d["uci"]
                    .as_str()
                    .unwrap_or("")
                    .parse()
                    .map_err(|_| ctx("uci".into()))?;
                let m = uci.to_move(&pos).map_err(|_| {
                    ctx(format!(
                        "{uci} is not legal in {}",
                        super::expect::fen(&pos)
                    ))
                })?;
                let mut after = pos.clone();
                let san = SanPlus::from_move_and_play_unchecked(&mut after, m).to_string();
                if d["san"] != san.as_str() {
                    return Err(ctx(format!("san {} != {san}", d["san"])));
                }
                let fen = Fen::from_position(&after, EnPassantMode::Legal).to_string();
                if placement_and_turn(d["fen"].as_str().unwrap_or("")) != placement_and_turn(&fen) {
                    return Err(ctx(format!("fen {} != {fen}", d["fen"])));
                }
                if !same_board(state, after.board()) {
                    return Err(ctx(format!("board at the press is not {fen}")));
                }
                if !parsed.header.contains_key("sensor") {
                    if m.is_promotion() && m.promotion() != Some(Role::Queen) {
                        return Err(ctx("occupancy sensors cannot show an underpromotion".into()));
                    }
                    if pos.board().occupied() == after.board().occupied() {
                        return Err(ctx("occupancy sensors cannot see this move".into()));
                    }
                }
                // Touch-move, read from the lifts of this turn (not after an
                // illegal press: the attempt and its restoration are there).
                if !after_illegal_press {
                    let lifted = &turn_lifts(&phys, pi - 1, turn_start);
                    let mut order: Vec<Square> = Vec::new();
                    for (_, s) in lifted {
                        if pos.board().piece_at(*s).is_some() && !order.contains(s) {
                            order.push(*s);
                        }
                    }
                    let from = m.from().ok_or("from")?;
                    let legal = pos.legal_moves();
                    let want = match m {
                        shakmaty::Move::Castle { king, rook } => {
                            let k = order.iter().position(|s| *s == king);
                            let r = order.iter().position(|s| *s == rook);
                            matches!((r, k), (Some(r), Some(k)) if r < k).then_some((rook, king))
                        }
                        _ => order
                            .iter()
                            .copied()
                            .find(|s| {
                                if pos.board().color_at(*s) == Some(me) {
                                    legal.iter().any(|l| l.from() == Some(*s))
                                } else {
                                    legal
                                        .iter()
                                        .any(|l| super::realize::captured_square(*l) == Some(*s))
                                }
                            })
                            .filter(|s| {
                                *s != from && super::realize::captured_square(m) != Some(*s)
                            })
                            .map(|s| (s, from)),
                    };
                    let next = game
                        .expected
                        .get(k + 1)
                        .filter(|v| v["kind"] == "touch_move");
                    let got = next.map(|v| {
                        let sq = |f: &str| {
                            v[f].as_str()
                                .unwrap_or("")
                                .parse::<Square>()
                                .expect("square")
                        };
                        (sq("touched"), sq("moved"))
                    });
                    if got != want {
                        return Err(ctx(format!(
                            "touch_move expected {want:?} from the lifts, listed {got:?}"
                        )));
                    }
                }
                after_illegal_press = false;
                if let Some(mm) = obligation.take() {
                    let complies = if pos.board().color_at(mm) == Some(me) {
                        m.from() == Some(mm)
                    } else {
                        super::realize::captured_square(m) == Some(mm)
                    };
                    if !complies {
                        return Err(ctx(format!("the replacement {uci} ignores must_move {mm}")));
                    }
                }
                prev_move = Some((me, m.from().ok_or("from")?));
                pos = after;
                *seen.entry(key(&pos)).or_insert(0) += 1;
                let over = game.expected[k + 1..]
                    .iter()
                    .find(|v| v["kind"] != "touch_move")
                    .map(|v| v["kind"].clone());
                if ends(&pos, &seen) != (over == Some(Value::from("game_over"))) {
                    return Err(ctx(format!(
                        "game end {} but next decision {over:?}",
                        ends(&pos, &seen)
                    )));
                }
                last_illegal = None;
            }
            "touch_move" => {
                let (side, moved) = prev_move.ok_or_else(|| ctx("not after a move".into()))?;
                if color_of(d["side"].as_str().unwrap_or("")) != side
                    || d["moved"] != moved.to_string().as_str()
                {
                    return Err(ctx("side or moved square".into()));
                }
                let touched: Square = d["touched"]
                    .as_str()
                    .unwrap_or("")
                    .parse()
                    .map_err(|_| ctx("touched".into()))?;
                let lifted = &turn_lifts(&phys, pi - 1, turn_start);
                if !lifted.iter().any(|(_, s)| *s == touched) || touched == moved {
                    return Err(ctx(format!(
                        "{touched} was not touched in that turn, or was moved"
                    )));
                }
            }
            "illegal" => {
                let (_, side, state) = phys
                    .presses
                    .get(pi)
                    .ok_or_else(|| ctx("no press left".into()))?;
                pi += 1;
                let me = color_of(d["side"].as_str().unwrap_or(""));
                if me != pos.turn() || side.is_some_and(|s| s != me) {
                    return Err(ctx("wrong side".into()));
                }
                let c = counts.entry(me).or_insert(0);
                *c += 1;
                if d["count"] != *c {
                    return Err(ctx(format!("count {} != {c}", d["count"])));
                }
                let reason = d["reason"].as_str().unwrap_or("").to_string();
                let restore_fen = d["restore_fen"].as_str().unwrap_or("");
                let restore = pos_from_fen(restore_fen, mode);
                if reason == "unpromoted_pawn" {
                    let ok = pos.legal_moves().iter().any(|m| {
                        m.promotion() == Some(Role::Queen) && {
                            let mut q = pos.clone();
                            q.play_unchecked(*m);
                            q.board() == restore.board() && q.turn() == restore.turn()
                        }
                    });
                    if !ok || parsed.header.get("sensor").map(String::as_str) != Some("identity") {
                        return Err(ctx(
                            "restore is not a queen promotion, or not identity sensors".into(),
                        ));
                    }
                } else if restore.board() != pos.board() || restore.turn() != pos.turn() {
                    return Err(ctx("restore_fen is not the current position".into()));
                }
                let unchanged = same_board(state, pos.board());
                if unchanged != (reason == "no_move") {
                    return Err(ctx(format!(
                        "board changed: {}, reason {reason}",
                        !unchanged
                    )));
                }
                // touched: the first piece lifted in this turn (own piece first in a tie).
                let lifted = &turn_lifts(&phys, pi - 1, turn_start);
                let first = match lifted.as_slice() {
                    [] => None,
                    [(t0, a), (t1, b), ..] if t0 == t1 => Some(
                        if pos.board().color_at(*b) == Some(me)
                            && pos.board().color_at(*a) != Some(me)
                        {
                            *b
                        } else {
                            *a
                        },
                    ),
                    [(_, a), ..] => Some(*a),
                };
                let touched = d["touched"]
                    .as_str()
                    .map(|s| s.parse::<Square>().expect("square"));
                if touched != first {
                    return Err(ctx(format!("touched {touched:?} but first lift {first:?}")));
                }
                // must_move: the first piece touched that can move (own) or be
                // captured (opponent's), Art. 4.3, read from the lifts.
                let legal = pos.legal_moves();
                let mut order: Vec<Square> = Vec::new();
                let mut i = 0;
                while i < lifted.len() {
                    let mut group: Vec<Square> = lifted[i..]
                        .iter()
                        .take_while(|(t, _)| *t == lifted[i].0)
                        .map(|(_, s)| *s)
                        .collect();
                    i += group.len();
                    group.sort_by_key(|s| pos.board().color_at(*s) != Some(me)); // own first in a tie
                    for s in group {
                        if pos.board().piece_at(s).is_some() && !order.contains(&s) {
                            order.push(s);
                        }
                    }
                }
                let movable = |s: Square| {
                    if pos.board().color_at(s) == Some(me) {
                        legal.iter().any(|m| m.from() == Some(s))
                    } else {
                        legal
                            .iter()
                            .any(|m| super::realize::captured_square(*m) == Some(s))
                    }
                };
                let want = if reason == "unpromoted_pawn" {
                    None
                } else {
                    order.iter().copied().find(|s| movable(*s))
                };
                if d["must_move"]
                    .as_str()
                    .map(|s| s.parse::<Square>().expect("square"))
                    != want
                {
                    return Err(ctx(format!(
                        "must_move {} but the first touched that can move is {want:?}",
                        d["must_move"]
                    )));
                }
                if let Some(mm) = d["must_move"].as_str() {
                    let mm: Square = mm.parse().map_err(|_| ctx("must_move".into()))?;
                    if !lifted.iter().any(|(_, s)| *s == mm) {
                        return Err(ctx("must_move was not touched".into()));
                    }
                    let legal = pos.legal_moves();
                    let ok = if pos.board().color_at(mm) == Some(me) {
                        legal.iter().any(|m| m.from() == Some(mm))
                    } else {
                        legal
                            .iter()
                            .any(|m| super::realize::captured_square(*m) == Some(mm))
                    };
                    if !ok {
                        return Err(ctx(
                            "must_move piece can neither move nor be captured".into()
                        ));
                    }
                }
                let pen = &d["penalty"];
                let expect_kind = if row.loses(*c) {
                    if pen["kind"] == "draw" {
                        "draw"
                    } else {
                        "loss"
                    }
                } else if row.extra_seconds > 0 {
                    "time"
                } else {
                    "none"
                };
                if pen["kind"] != expect_kind {
                    return Err(ctx(format!("penalty {pen} under {}", row.name)));
                }
                if expect_kind == "time"
                    && (pen["seconds"] != row.extra_seconds
                        || pen["to"] != super::expect::color_name(!me))
                {
                    return Err(ctx(format!("time penalty {pen}")));
                }
                let decisive = matches!(expect_kind, "loss" | "draw");
                let next_kind = game.expected.get(k + 1).map(|v| v["kind"].clone());
                if decisive != (next_kind == Some(Value::from("game_over"))) {
                    return Err(ctx(
                        "game_over must follow exactly the decisive penalties".into()
                    ));
                }
                obligation = d["must_move"].as_str().map(|s| s.parse().expect("square"));
                after_illegal_press = true;
                last_illegal = Some((pi, restore, reason));
            }
            "restored" => {
                let (after_press, restore, reason) = last_illegal
                    .clone()
                    .ok_or_else(|| ctx("not after an illegal move".into()))?;
                if reason == "no_move" {
                    return Err(ctx("restored after no_move".into()));
                }
                if placement_and_turn(d["fen"].as_str().unwrap_or(""))
                    != placement_and_turn(&super::expect::fen(&restore))
                {
                    return Err(ctx("restored fen differs from restore_fen".into()));
                }
                let states = &phys.states[after_press];
                if !states.iter().any(|s| same_board(s, restore.board())) {
                    return Err(ctx("the board is not put back before the next press".into()));
                }
                if reason == "unpromoted_pawn" {
                    // The opponent's turn begins once the queen stands there.
                    let i = states
                        .iter()
                        .position(|s| same_board(s, restore.board()))
                        .expect("found above");
                    turn_start = Some((after_press, phys.state_times[after_press][i]));
                    pos = restore;
                    *seen.entry(key(&pos)).or_insert(0) += 1;
                }
            }
            "illegal_stands" => {
                let (after_press, _, _) = last_illegal
                    .clone()
                    .ok_or_else(|| ctx("not after an illegal move".into()))?;
                let me = color_of(d["side"].as_str().unwrap_or(""));
                let stands = pos_from_fen(d["fen"].as_str().unwrap_or(""), mode);
                if me != pos.turn()
                    || stands.turn() != !me
                    || parsed.header.get("supervision").map(String::as_str) != Some("claim")
                {
                    return Err(ctx("side, turn or supervision".into()));
                }
                if !same_board(&phys.presses[after_press - 1].2, stands.board()) {
                    return Err(ctx(
                        "the standing position is not the board at the illegal press".into(),
                    ));
                }
                // The reply never passes through the position to restore.
                let restore = last_illegal
                    .as_ref()
                    .map(|l| l.1.board().clone())
                    .ok_or("restore")?;
                if phys.states[after_press]
                    .iter()
                    .any(|s| s.occ == restore.occupied().0)
                {
                    return Err(ctx(
                        "the reply passes through the position to restore".into()
                    ));
                }
                *counts.get_mut(&me).expect("counted") -= 1;
                obligation = None;
                pos = stands;
                *seen.entry(key(&pos)).or_insert(0) += 1;
                last_illegal = None;
            }
            "game_over" => {
                if k + 1 != n {
                    return Err(ctx("not the last decision".into()));
                }
                let result = d["result"].as_str().unwrap_or("");
                let prev = &game.expected[k - 1];
                if prev["kind"] == "move" || prev["kind"] == "touch_move" {
                    let want = if pos.is_checkmate() {
                        if pos.turn() == Color::White {
                            "0-1"
                        } else {
                            "1-0"
                        }
                    } else {
                        "1/2-1/2"
                    };
                    if result != want {
                        return Err(ctx(format!("result {result} != {want}")));
                    }
                } else if prev["penalty"]["result"] != result {
                    return Err(ctx("result differs from the penalty".into()));
                }
            }
            other => return Err(ctx(format!("unexpected kind {other}"))),
        }
    }
    if pi != phys.presses.len() {
        return Err(format!(
            "{} presses, {pi} accounted for by decisions",
            phys.presses.len()
        ));
    }
    Ok(())
}

fn check(game: &Game) {
    if let Err(e) = check_decisions(game) {
        panic!(
            "{} (seed {}): {e}\n--- trace ---\n{}\n--- expected ---\n{}",
            game.name,
            game.seed,
            game.trace,
            game.expected_jsonl()
        );
    }
}

#[test]
fn legal_games_are_well_formed_and_consistent() {
    for seed in 0..200 {
        check(&legal_game(seed));
    }
}

#[test]
fn illegal_games_are_well_formed_and_consistent() {
    if let Ok(range) = std::env::var("JADOUBE_SIM_SEEDS") {
        let (a, b) = range.split_once("..").expect("A..B");
        for seed in a.parse::<u64>().unwrap()..b.parse().unwrap() {
            check(&illegal_game(seed));
            check(&legal_game(seed));
        }
        return;
    }
    for seed in 0..400 {
        check(&illegal_game(seed));
    }
}

#[test]
fn same_seed_same_game() {
    for seed in [0, 1, 99] {
        let (a, b) = (legal_game(seed), legal_game(seed));
        assert_eq!(a.trace, b.trace);
        assert_eq!(a.expected, b.expected);
        let (a, b) = (illegal_game(seed), illegal_game(seed));
        assert_eq!(a.trace, b.trace);
        assert_eq!(a.expected, b.expected);
    }
    assert_ne!(legal_game(1).trace, legal_game(2).trace);
}

#[test]
fn legal_games_expect_no_alert() {
    for seed in 0..100 {
        let g = legal_game(seed);
        for d in &g.expected {
            let kind = d["kind"].as_str().unwrap_or("");
            assert!(
                matches!(kind, "move" | "touch_move" | "game_over"),
                "{}: {d}",
                g.name
            );
        }
    }
}

fn tally(games: impl Iterator<Item = Game>) -> BTreeMap<String, u32> {
    let mut t = BTreeMap::new();
    for g in games {
        for (k, v) in g.tags {
            *t.entry(k).or_insert(0) += v;
        }
    }
    t
}

fn assert_cover(tally: &BTreeMap<String, u32>, wanted: &[&str]) {
    let missing: Vec<&&str> = wanted.iter().filter(|w| !tally.contains_key(**w)).collect();
    assert!(
        missing.is_empty(),
        "never generated: {missing:?}\nseen: {tally:?}"
    );
}

#[test]
fn every_physical_order_and_ending_occurs() {
    let t = tally((0..300).map(legal_game));
    assert_cover(
        &t,
        &[
            "move:quiet",
            "move:pawn_double",
            "move:check",
            "slide",
            "capture:captured_first",
            "capture:captured_second",
            "capture:same_scan",
            "en_passant:captured_first",
            "en_passant:own_first_drop_then_lift",
            "en_passant:own_first_both_in_air",
            "promotion:direct",
            "promotion:swap",
            "promotion:under",
            "promotion:capture",
            "promotion:identity",
            "castle:king_first",
            "castle:both_in_air_king_first",
            "castle:rook_first",
            "castle:both_in_air_rook_first",
            "castle:king_side",
            "castle:queen_side",
            "castle:chess960",
            "castle:identity",
            "touch:same_piece_first",
            "touch:other_piece_breach",
            "touch:other_piece_immobile",
            "advisory:touch_move",
            "sensor:identity",
            "sensor:occupancy",
            "clock:single",
            "clock:dual",
            "variant:standard",
            "variant:chess960",
            "glitch",
            "end:checkmate",
            "end:stalemate",
            "end:dead_position",
            "end:fivefold",
            "end:75_moves",
            "end:ply_limit",
        ],
    );
}

#[test]
fn every_reason_rule_set_and_penalty_occurs() {
    let t = tally((0..400).map(illegal_game));
    let mut wanted: Vec<String> = crate::arbiter::event::Reason::ALL
        .iter()
        .map(|r| format!("reason:{}", r.code()))
        .collect();
    wanted.extend(RULES.iter().map(|r| format!("rules:{}", r.name)));
    wanted.extend(
        [
            "leaves_check:pinned_piece",
            "leaves_check:king_into_check",
            "leaves_check:check_not_answered",
            "castling:rights_lost",
            "castling:piece_between",
            "en_passant:one_move_late",
            "invalid:geometry",
            "invalid:jump",
            "invalid:pawn_straight_capture",
            "invalid:pawn_diagonal_without_capture",
            "invalid:own_capture",
            "no_move:nothing_touched",
            "no_move:own_piece_touched",
            "no_move:opponent_piece_touched",
            "unrecognized:two_pieces_moved",
            "unrecognized:piece_removed",
            "wrong_color:opponent_piece_moved",
            "penalty:time",
            "penalty:loss",
            "penalty:draw",
            "count:2",
            "count:3",
            "must_move:some",
            "must_move:null",
            "touched:null",
            "illegal:same_scan_lifts",
            "restored",
            "replacement",
            "illegal_stands",
            "supervision:claim",
            "supervision:full",
            "end:illegal_moves",
        ]
        .map(String::from),
    );
    let wanted: Vec<&str> = wanted.iter().map(String::as_str).collect();
    assert_cover(&t, &wanted);
}

#[test]
fn the_checker_catches_a_wrong_expectation() {
    // The consistency walk must fail on a corrupted game: a wrong SAN, a
    // wrong count, a move without its press.
    let good = illegal_game(3);
    check(&good);
    let mut bad = good.clone();
    let i = bad
        .expected
        .iter()
        .position(|d| d["kind"] == "move")
        .expect("a move");
    bad.expected[i]["san"] = Value::from("Qxh7#");
    assert!(check_decisions(&bad).is_err());
    let mut bad = good.clone();
    if let Some(i) = bad.expected.iter().position(|d| d["kind"] == "illegal") {
        bad.expected[i]["count"] = Value::from(7);
        assert!(check_decisions(&bad).is_err());
    }
    let mut bad = good.clone();
    bad.expected.push(
        serde_json::json!({"kind": "move", "side": "white", "uci": "e2e4", "san": "e4", "fen": ""}),
    );
    assert!(check_decisions(&bad).is_err());
    let mut bad = good;
    bad.trace = bad.trace.replacen(" press", " press\n0.000 press", 1);
    assert!(check_decisions(&bad).is_err());
    // A missing or invented touch-move advisory.
    let g = (0..50)
        .map(legal_game)
        .find(|g| g.expected.iter().any(|d| d["kind"] == "touch_move"))
        .expect("an advisory");
    let mut bad = g.clone();
    let i = bad
        .expected
        .iter()
        .position(|d| d["kind"] == "touch_move")
        .expect("an advisory");
    bad.expected.remove(i);
    assert!(check_decisions(&bad).is_err());
    let mut bad = g;
    let i = bad
        .expected
        .iter()
        .position(|d| d["kind"] == "move")
        .expect("a move");
    bad.expected.insert(
        i + 1,
        serde_json::json!({"kind": "touch_move", "side": "white", "touched": "a1", "moved": "b1"}),
    );
    assert!(check_decisions(&bad).is_err());
}

#[test]
fn restore_planner_never_fakes_the_occupancy() {
    let mut rng = Rng::new(5);
    let target = Chess::default().board().clone();
    for _ in 0..200 {
        // Scramble: move a few pieces around and take some off.
        let mut cur = target.clone();
        let squares: Vec<Square> = cur.occupied().into_iter().collect();
        for _ in 0..4 {
            let from = *rng.pick(&squares);
            let to = Square::new(rng.below(64) as u32);
            if let Some(p) = cur.remove_piece_at(from)
                && cur.piece_at(to).is_none()
                && rng.chance(0.7)
            {
                cur.set_piece_at(to, p);
            }
        }
        let steps = super::illegal::restore_steps(&cur, &target, &mut rng);
        let mut b = cur.clone();
        for (i, s) in steps.iter().enumerate() {
            super::phys::apply(&mut b, *s).expect("a possible step");
            if i + 1 < steps.len() {
                assert!(
                    !(b.occupied() == target.occupied() && b != target),
                    "fake match"
                );
            }
        }
        assert_eq!(b, target);
    }
}
