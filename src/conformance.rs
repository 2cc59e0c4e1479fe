//! The comparison of `shared/conformance/check.py`, for Rust tests: only
//! the decision kinds are compared, in order; each expected line names the
//! fields that must match; FENs are compared on piece placement and side to
//! move; any extra decision fails.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::arbiter::Event;
use crate::replay::{Overrides, replay_text};

/// The decision kinds a conformance check compares.
pub const DECISIONS: [&str; 8] = [
    "move",
    "illegal",
    "restored",
    "illegal_stands",
    "touch_move",
    "game_over",
    "flag",
    "new_game",
];

const FEN_KEYS: [&str; 2] = ["fen", "restore_fen"];

/// The decisions among `events`, as JSON objects.
pub fn decisions(events: &[Event]) -> Vec<Value> {
    events
        .iter()
        .filter(|e| DECISIONS.contains(&e.kind()))
        .map(|e| serde_json::to_value(e).expect("events serialize"))
        .collect()
}

fn fen_key(v: Option<&Value>) -> Vec<String> {
    v.and_then(Value::as_str)
        .unwrap_or("")
        .split_whitespace()
        .take(2)
        .map(String::from)
        .collect()
}

fn mismatch(exp: &Value, got: &Value) -> Option<String> {
    let kind = exp.get("kind").and_then(Value::as_str).unwrap_or("?");
    let exp = exp.as_object()?;
    for (key, want) in exp {
        let have = got.get(key);
        if FEN_KEYS.contains(&key.as_str()) {
            if fen_key(have) != fen_key(Some(want)) {
                return Some(format!(
                    "{kind}.{key}: expected {want}, got {}",
                    have.unwrap_or(&Value::Null)
                ));
            }
        } else if let Some(want) = want.as_object() {
            for (sub, w) in want {
                let h = have.and_then(|h| h.get(sub)).unwrap_or(&Value::Null);
                if h != w {
                    return Some(format!("{kind}.{key}.{sub}: expected {w}, got {h}"));
                }
            }
        } else if have.unwrap_or(&Value::Null) != want {
            // A missing field reads as null, as in check.py.
            return Some(format!(
                "{kind}.{key}: expected {want}, got {}",
                have.unwrap_or(&Value::Null)
            ));
        }
    }
    None
}

/// `Ok` when `got` matches `expected` as check.py would judge it.
pub fn compare(expected: &[Value], got: &[Value]) -> Result<(), String> {
    for (i, exp) in expected.iter().enumerate() {
        let Some(g) = got.get(i) else {
            return Err(format!(
                "decision {}: expected {}, output ended",
                i + 1,
                exp["kind"]
            ));
        };
        if let Some(why) = mismatch(exp, g) {
            return Err(format!("decision {}: {why}", i + 1));
        }
    }
    if got.len() > expected.len() {
        return Err(format!(
            "unexpected decision {}: {}",
            expected.len() + 1,
            got[expected.len()]
        ));
    }
    Ok(())
}

/// Parses an `*.expected.jsonl` file's text.
pub fn parse_expected(text: &str) -> Result<Vec<Value>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", n + 1)))
        .collect()
}

/// Replays `NAME.trace` and compares with `NAME.expected.jsonl` beside it.
pub fn check_trace(trace: &Path, overrides: &Overrides) -> Result<(), String> {
    let text = std::fs::read_to_string(trace).map_err(|e| format!("{}: {e}", trace.display()))?;
    let expected_path = trace.with_extension("expected.jsonl");
    let expected_text = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    let expected = parse_expected(&expected_text)?;
    let events = replay_text(&text, overrides).map_err(|e| format!("replay failed: {e:#}"))?;
    compare(&expected, &decisions(&events))
}

/// The traces of a directory, sorted.
pub fn traces_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "trace"));
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn compares_like_check_py() {
        let exp = vec![json!({"kind": "move", "san": "e4", "fen": "a b c d"})];
        let ok = vec![json!({"kind": "move", "san": "e4", "fen": "a b x y", "t": 1})];
        assert!(compare(&exp, &ok).is_ok());
        let wrong = vec![json!({"kind": "move", "san": "d4", "fen": "a b"})];
        assert_eq!(
            compare(&exp, &wrong).unwrap_err(),
            "decision 1: move.san: expected \"e4\", got \"d4\""
        );
        let extra = vec![ok[0].clone(), json!({"kind": "touch_move"})];
        assert!(
            compare(&exp, &extra)
                .unwrap_err()
                .starts_with("unexpected decision 2")
        );
        assert!(compare(&exp, &[]).unwrap_err().contains("output ended"));
        let pen =
            vec![json!({"kind": "illegal", "penalty": {"kind": "draw", "result": "1/2-1/2"}})];
        let got = vec![
            json!({"kind": "illegal", "penalty": {"kind": "draw", "result": "1/2-1/2", "reason": "x"}}),
        ];
        assert!(compare(&pen, &got).is_ok());
    }
}
