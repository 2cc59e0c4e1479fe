//! The expected decisions, as the objects of `*.expected.jsonl`: only the
//! fields a conformance check compares (`shared/conformance/check.py`).

use serde_json::{Value, json};
use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, Move, Position, Square, fen::Fen, san::SanPlus,
};

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn opt_square(sq: Option<Square>) -> Value {
    sq.map_or(Value::Null, |s| Value::String(s.to_string()))
}

/// `move`: `side`, `uci`, `san`, `fen` (the position after the move).
/// Returns the decision and the position after the move.
pub fn legal_move(pos: &Chess, m: Move, mode: CastlingMode) -> (Value, Chess) {
    let side = pos.turn();
    let uci = m.to_uci(mode).to_string();
    let mut after = pos.clone();
    let san = SanPlus::from_move_and_play_unchecked(&mut after, m).to_string();
    let v = json!({"kind": "move", "side": color_name(side), "uci": uci, "san": san, "fen": fen(&after)});
    (v, after)
}

pub fn touch_move(side: Color, touched: Square, moved: Square) -> Value {
    json!({"kind": "touch_move", "side": color_name(side), "touched": touched.to_string(), "moved": moved.to_string()})
}

pub fn game_over(result: &str) -> Value {
    json!({"kind": "game_over", "result": result})
}

#[allow(clippy::too_many_arguments)]
pub fn illegal(
    side: Color,
    reason: &str,
    count: u32,
    restore: &Chess,
    touched: Option<Square>,
    must_move: Option<Square>,
    penalty: Value,
) -> Value {
    json!({
        "kind": "illegal",
        "side": color_name(side),
        "reason": reason,
        "count": count,
        "restore_fen": fen(restore),
        "touched": opt_square(touched),
        "must_move": opt_square(must_move),
        "penalty": penalty,
    })
}

pub fn restored(restore: &Chess) -> Value {
    json!({"kind": "restored", "fen": fen(restore)})
}

pub fn illegal_stands(side: Color, stands: &Chess) -> Value {
    json!({"kind": "illegal_stands", "side": color_name(side), "fen": fen(stands)})
}
