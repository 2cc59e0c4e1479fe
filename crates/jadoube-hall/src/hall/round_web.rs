//! The round's part of the hall's page (issue 30, `docs/hall.md` "Running
//! a round from the hall"), behind the same sign-in layer as the rest
//! (`super::auth`: every POST needs the session's CSRF token and a role
//! that may act; a viewer reads only).
//!
//! ```text
//! GET  /round.js                   the round table's script
//! GET  /api/round?lang=            the round: what was loaded, each board's row, the byes
//! POST /api/round/pairings         {file, text | data_hex, list?, round?, boards?}: load a round
//! POST /api/round/result           {board, result}: an arbiter enters or corrects a result
//! GET  /api/round/results.trf      the loaded TRF with the round's results
//! GET  /api/round/results.csv      board, players, FIDE numbers, result, how
//! GET  /api/round/round.pgn        the round's games, `Result` on every finished one
//! ```

use std::sync::Arc;

use axum::Router;
use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};

use super::auth::Who;
use super::pairings::{BoardResult, ByeKind, Score, results_csv};
use super::round::{Check, Status};
use super::round_service::{self as rs, EntryError};
use super::service::Shared;
use crate::arbiter::event::GameResult;
use crate::i18n::{Lang, Tr};

const ROUND_JS: &str = include_str!("static/round.js");

/// The routes (merged into `super::web::router`).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route(
            "/round.js",
            get(|| async {
                (
                    [
                        (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
                        (header::CACHE_CONTROL, "no-cache"),
                    ],
                    ROUND_JS,
                )
            }),
        )
        .route("/api/round", get(round))
        .route("/api/round/pairings", post(load))
        .route("/api/round/result", post(enter))
        .route("/api/round/results.trf", get(trf_out))
        .route("/api/round/results.csv", get(csv_out))
        .route("/api/round/round.pgn", get(pgn_out))
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

fn data_dir(shared: &Shared) -> std::path::PathBuf {
    shared.store.lock().expect("not poisoned").dir.clone()
}

fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

fn score_text(s: Score) -> &'static str {
    match s {
        Score::WhiteWins => "1-0",
        Score::BlackWins => "0-1",
        Score::Draw => "½-½",
    }
}

/// Who gave a result, in words: `board` (the arbiter's button at the
/// board), `hall:NAME` (an arbiter at the hall).
fn who(tr: &Tr, by: &str) -> String {
    match by.strip_prefix("hall:") {
        Some(name) => tr.msg("round-by-hall", &[("name", name.to_string().into())]),
        None if by == "board" => tr.t("round-by-board"),
        None => by.to_string(),
    }
}

fn status_key(s: Status) -> &'static str {
    match s {
        Status::NoBoard => "no_board",
        Status::NotStarted => "not_started",
        Status::Playing => "playing",
        Status::Finished => "finished",
    }
}

fn check_text(tr: &Tr, c: &Check) -> (&'static str, String) {
    match c {
        Check::ColoursSwapped => ("swapped", tr.t("round-check-swapped")),
        Check::OtherPlayers { white, black } => (
            "other_players",
            tr.msg(
                "round-check-other",
                &[
                    ("white", white.clone().into()),
                    ("black", black.clone().into()),
                ],
            ),
        ),
        Check::OnOtherBoard { board } => (
            "other_board",
            tr.msg("round-check-elsewhere", &[("board", board.clone().into())]),
        ),
        Check::ResultDiffers { entered, journal } => (
            "result_differs",
            tr.msg(
                "round-check-entered",
                &[
                    ("entered", score_text(*entered).into()),
                    ("journal", journal.map_or("*", score_text).into()),
                ],
            ),
        ),
    }
}

/// The round as the page shows it, its words in `lang`.
pub fn round_json(shared: &Shared, lang: Lang) -> Value {
    let tr = crate::i18n::tr(lang);
    let round = shared.round.lock().expect("not poisoned");
    let store = shared.store.lock().expect("not poisoned");
    let Some(r) = &round.loaded else {
        let error = round.error.as_ref().map(|e| e.said(tr));
        return json!({ "loaded": null, "error": error });
    };
    let names = rs::board_names(r, &store);
    let rows: Vec<Value> = rs::table(r, &round.entries, &store)
        .into_iter()
        .map(|(row, at)| {
            let n = row.game.board;
            let (game, applied) = match &at {
                Some((b, g)) => (Some(g.clone()), rs::applied(&store, b, g)),
                None => (None, 0),
            };
            let mut k = 0;
            let entries: Vec<Value> = round
                .entries
                .iter()
                .filter(|e| e.board_no == n && e.round == r.pairings.round)
                .map(|e| {
                    let on_board = Some(&e.result.game) == game.as_ref() && {
                        k += 1;
                        k <= applied
                    };
                    json!({
                        "id": e.result.id,
                        "result": score_text(Score::from(e.result.result)),
                        "by": e.result.by,
                        "at": e.result.at,
                        "board": e.board,
                        "state": if on_board { "on_board" } else { "sent" },
                    })
                })
                .collect();
            let status_text = match row.status {
                Status::NoBoard => tr.t("round-status-no-board"),
                Status::NotStarted => tr.t("round-status-not-started"),
                Status::Playing => tr.t("round-status-playing"),
                Status::Finished => String::new(),
            };
            let checks: Vec<(&str, String)> =
                row.checks.iter().map(|c| check_text(tr, c)).collect();
            json!({
                "board": n,
                "white": row.game.white.name,
                "black": row.game.black.name,
                "white_rating": row.game.white.rating,
                "black_rating": row.game.black.rating,
                "sent_to": names.get(&n),
                "board_name": row.board_name,
                "game": game,
                "status": status_key(row.status),
                "status_text": status_text,
                "plies": row.plies,
                "result": row.ended.as_ref().map(|e| score_text(Score::from(e.result))),
                "reason": row.reason.map(|x| serde_json::to_value(x).unwrap_or(Value::Null)),
                "how": row.ended.as_ref().map(|e| crate::words::game_over_reason(tr, e)),
                "by": row.by.as_ref().map(|b| tr.msg("round-by", &[("by", who(tr, b).into())])),
                "corrections": row.corrections.iter().map(|c| tr.msg(
                    "round-corrected",
                    &[
                        ("from", score_text(c.from).into()),
                        ("to", score_text(c.to).into()),
                        ("by", who(tr, &c.by).into()),
                        ("wall", c.wall.clone().into()),
                    ],
                )).collect::<Vec<_>>(),
                "check_kinds": checks.iter().map(|c| c.0).collect::<Vec<_>>(),
                "checks": checks.iter().map(|c| c.1.clone()).collect::<Vec<_>>(),
                "entries": entries,
            })
        })
        .collect();
    let byes: Vec<String> = r
        .pairings
        .byes
        .iter()
        .map(|b| {
            let kind = match b.kind {
                ByeKind::PairingAllocated => "round-bye-pairing",
                ByeKind::Full => "round-bye-full",
                ByeKind::Half => "round-bye-half",
                ByeKind::Zero => "round-bye-zero",
            };
            tr.msg(
                "round-bye",
                &[
                    ("name", b.player.name.clone().into()),
                    ("kind", tr.t(kind).into()),
                ],
            )
        })
        .collect();
    let missing: Vec<u32> = rows
        .iter()
        .filter(|r| r["result"].is_null())
        .filter_map(|r| r["board"].as_u64().map(|n| n as u32))
        .collect();
    json!({
        "loaded": r.meta,
        "error": round.error.as_ref().map(|e| e.said(tr)),
        "event": r.event,
        "round": r.pairings.round,
        "trf": r.trf.is_some(),
        "rows": rows,
        "byes": byes,
        "missing": missing,
    })
}

async fn round(State(shared): State<Arc<Shared>>, Query(q): Query<LangQuery>) -> Response {
    let lang = q
        .lang
        .as_deref()
        .and_then(Lang::parse)
        .unwrap_or_else(|| shared.store.lock().expect("not poisoned").lang);
    let s = shared.clone();
    match tokio::task::spawn_blocking(move || round_json(&s, lang)).await {
        Ok(v) => ([(header::CACHE_CONTROL, "no-cache")], Json(v)).into_response(),
        Err(_) => plain(StatusCode::INTERNAL_SERVER_ERROR, "cannot build the round"),
    }
}

#[derive(Deserialize)]
struct LoadBody {
    /// The file's name (`.csv`: a CSV; else a TRF).
    file: String,
    /// The file as text (pasted) ...
    text: Option<String>,
    /// ... or its bytes in hex (a file chosen: a TRF may be Latin-1).
    data_hex: Option<String>,
    /// The pairing engine's list of pairs.
    list: Option<String>,
    round: Option<u32>,
    /// Board numbers to board names (`N NAME` lines).
    boards: Option<String>,
}

fn from_hex(s: &str) -> Option<Vec<u8>> {
    let s = s.trim();
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// The organiser loads a round from the page (chief or deputy: the
/// sign-in layer refuses a viewer and a POST without the CSRF token).
/// A refusal is said in the page's language (`?lang=`, else the hall's).
async fn load(
    State(shared): State<Arc<Shared>>,
    who: Option<axum::Extension<Who>>,
    Query(q): Query<LangQuery>,
    Json(body): Json<LoadBody>,
) -> Response {
    let by = who.as_ref().map_or("page", |w| w.user.as_str()).to_string();
    let bytes = match (&body.text, &body.data_hex) {
        (Some(t), None) => t.clone().into_bytes(),
        (None, Some(h)) => match from_hex(h) {
            Some(b) => b,
            None => return plain(StatusCode::BAD_REQUEST, "data_hex is not hex"),
        },
        _ => return plain(StatusCode::BAD_REQUEST, "give the file as text or data_hex"),
    };
    let dir = data_dir(&shared);
    let list = body.list.filter(|l| !l.trim().is_empty());
    let boards = body.boards.filter(|l| !l.trim().is_empty());
    let file = if body.file.trim().is_empty() {
        "pasted".to_string()
    } else {
        body.file.clone()
    };
    match rs::save_round(
        &dir,
        &file,
        &bytes,
        list.as_deref(),
        body.round,
        boards.as_deref(),
        &by,
    ) {
        Ok((meta, p)) => {
            if let Some(w) = &who {
                w.audit(
                    "load pairings",
                    &format!(
                        "round {} from {} ({} boards, id {})",
                        meta.round,
                        meta.file,
                        p.games.len(),
                        meta.id
                    ),
                );
            }
            shared.round.lock().expect("not poisoned").reload(&dir);
            rs::publish(&shared, &dir);
            rs::round_changed(&shared);
            Json(json!({ "loaded": meta, "boards": p.games.len() })).into_response()
        }
        Err(e) => {
            if let Some(w) = &who {
                w.audit("load pairings", &format!("refused: {e}"));
            }
            // In the page's language (the page shows the text as it is).
            let lang = q
                .lang
                .as_deref()
                .and_then(Lang::parse)
                .unwrap_or_else(|| shared.store.lock().expect("not poisoned").lang);
            plain(
                StatusCode::UNPROCESSABLE_ENTITY,
                &e.said(crate::i18n::tr(lang)),
            )
        }
    }
}

#[derive(Deserialize)]
struct ResultBody {
    board: u32,
    /// `1-0`, `0-1`, `1/2-1/2`.
    result: String,
}

/// An arbiter enters or corrects a board's result (Art. 8 of laws.md: the
/// last one stands); the board receives it as its retained `result`.
async fn enter(
    State(shared): State<Arc<Shared>>,
    who: Option<axum::Extension<Who>>,
    Json(body): Json<ResultBody>,
) -> Response {
    let result = match body.result.as_str() {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        "1/2-1/2" | "½-½" => GameResult::Draw,
        _ => return plain(StatusCode::BAD_REQUEST, "the result is 1-0, 0-1 or 1/2-1/2"),
    };
    let by = who.as_ref().map_or("page", |w| w.user.as_str()).to_string();
    let dir = data_dir(&shared);
    match rs::enter_result(&shared, &dir, body.board, result, &by) {
        Ok(e) => {
            if let Some(w) = &who {
                w.audit(
                    "enter result",
                    &format!(
                        "board {} ({}): {} for game {} (entry {})",
                        e.board_no,
                        e.board,
                        result.as_str(),
                        e.result.game,
                        e.result.id
                    ),
                );
            }
            tracing::info!(
                "hall: board {} ({}): {} entered by {by}",
                e.board_no,
                e.board,
                result.as_str()
            );
            rs::publish(&shared, &dir);
            rs::round_changed(&shared);
            Json(json!({ "id": e.result.id, "board": e.board, "game": e.result.game }))
                .into_response()
        }
        Err(e) => {
            let status = match e {
                EntryError::NoRound | EntryError::NoSuchBoard(_) => StatusCode::NOT_FOUND,
                EntryError::NoGame(_) => StatusCode::CONFLICT,
                EntryError::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
            };
            plain(status, &e.to_string())
        }
    }
}

fn download(mime: &'static str, name: String, body: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, mime.to_string()),
            (header::CACHE_CONTROL, "no-cache".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        body,
    )
        .into_response()
}

/// The loaded TRF with the round's finished games written in.
pub fn results_trf(shared: &Shared) -> Result<(String, Vec<u8>), String> {
    let round = shared.round.lock().expect("not poisoned");
    let store = shared.store.lock().expect("not poisoned");
    let r = round.loaded.as_ref().ok_or("no round is loaded")?;
    let trf = r
        .trf
        .as_ref()
        .ok_or("the round was loaded from a CSV: no TRF to write (take the CSV)")?;
    let n: u32 = r
        .pairings
        .round
        .parse()
        .map_err(|_| format!("round {}", r.pairings.round))?;
    let rows: Vec<_> = rs::table(r, &round.entries, &store)
        .into_iter()
        .map(|x| x.0)
        .collect();
    let bytes = trf
        .with_results(n, &super::round::results(&rows))
        .map_err(|e| e.to_string())?;
    Ok((format!("round-{n}-results.trf"), bytes))
}

/// The round's results as CSV, the "how" in the hall's language.
pub fn results_csv_text(shared: &Shared) -> Result<(String, String), String> {
    let round = shared.round.lock().expect("not poisoned");
    let store = shared.store.lock().expect("not poisoned");
    let tr = crate::i18n::tr(store.lang);
    let r = round.loaded.as_ref().ok_or("no round is loaded")?;
    let list: Vec<BoardResult> = rs::table(r, &round.entries, &store)
        .into_iter()
        .map(|(row, _)| BoardResult {
            game: row.game.clone(),
            outcome: row.outcome,
            how: row
                .ended
                .as_ref()
                .map(|e| crate::words::game_over_reason(tr, e))
                .unwrap_or_default(),
        })
        .collect();
    Ok((
        format!(
            "round-{}-results.csv",
            crate::journal::slug(&r.pairings.round)
        ),
        results_csv(&list),
    ))
}

async fn trf_out(State(shared): State<Arc<Shared>>) -> Response {
    match results_trf(&shared) {
        Ok((name, bytes)) => download("text/plain; charset=utf-8", name, bytes),
        Err(e) => plain(StatusCode::NOT_FOUND, &e),
    }
}

async fn csv_out(State(shared): State<Arc<Shared>>) -> Response {
    match results_csv_text(&shared) {
        Ok((name, text)) => download("text/csv; charset=utf-8", name, text.into_bytes()),
        Err(e) => plain(StatusCode::NOT_FOUND, &e),
    }
}

async fn pgn_out(State(shared): State<Arc<Shared>>) -> Response {
    let round = shared
        .round
        .lock()
        .expect("not poisoned")
        .loaded
        .as_ref()
        .map(|r| r.pairings.round.clone());
    let Some(round) = round else {
        return plain(StatusCode::NOT_FOUND, "no round is loaded");
    };
    let s = shared.clone();
    let file = super::broadcast::round_file(&round);
    let f = file.clone();
    let text = tokio::task::spawn_blocking(move || super::web::round_pgn_text(&s, &f))
        .await
        .ok()
        .flatten();
    match text {
        Some(t) => download(
            "application/x-chess-pgn; charset=utf-8",
            file,
            t.into_bytes(),
        ),
        None => plain(
            StatusCode::NOT_FOUND,
            "the hall holds no game of the round yet",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_decodes_or_refuses() {
        assert_eq!(from_hex("00ff4a"), Some(vec![0, 255, 0x4a]));
        assert_eq!(from_hex("0"), None);
        assert_eq!(from_hex("zz"), None);
    }
}
