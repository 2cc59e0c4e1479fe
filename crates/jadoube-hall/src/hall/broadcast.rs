//! The spectators' broadcast (`docs/hall.md`, "Broadcast"): the games of
//! each round as PGN, on a listener of its own (`--broadcast-listen`), so
//! that the arbiters' page need not be exposed to the public. What it
//! serves is [`pgn_public`]: the tags, the moves, the clock's times
//! (`[%clk]`) and the results; nothing only the arbiter may see (Art.
//! 12.6, `screen.alert_visibility`). Broadcast sites poll a round's file;
//! each answer has a strong `ETag` and a `Last-Modified`, and a poll that
//! names the current one (`If-None-Match`, else `If-Modified-Since`) gets
//! `304 Not Modified` and no body.
//!
//! ```text
//! GET /                  the rounds, with a link each (HTML)
//! GET /rounds.json       the same as JSON
//! GET /round-R.pgn       one round: every game of it, board by board
//! ```

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::get;
use serde_json::json;
use sha2::{Digest, Sha256};
use tokio::sync::watch;

use super::service::Shared;
use super::{HallError, html_escape};
use crate::journal::export::{Game, pgn_public};
use crate::journal::format::Header;
use crate::journal::verify;

/// The broadcast's state: the hall's record and the files built from it.
pub struct Broadcast {
    shared: Arc<Shared>,
    files: Mutex<BTreeMap<String, Built>>,
}

/// A round's file as last built.
#[derive(Clone)]
struct Built {
    /// `Shared::generation` when it was built: rebuilt when lines came.
    generation: u64,
    body: Arc<str>,
    /// A strong entity tag: the body's SHA-256 (its first 16 bytes).
    etag: String,
    /// When the hall first served this body (whole seconds, as HTTP dates
    /// are): a rebuild that gives the same bytes keeps it.
    modified: SystemTime,
}

impl Broadcast {
    pub fn new(shared: Arc<Shared>) -> Arc<Broadcast> {
        Arc::new(Broadcast {
            shared,
            files: Mutex::new(BTreeMap::new()),
        })
    }

    /// The file `name` as it is now (rebuilt when the hall holds new
    /// lines), or None when no game of the hall is of that round.
    fn file(&self, name: &str) -> Option<Built> {
        let generation = self.shared.generation.load(Ordering::Relaxed);
        if let Some(b) = self.files.lock().expect("not poisoned").get(name)
            && b.generation == generation
        {
            return Some(b.clone());
        }
        let Some(text) = round_pgn_text(&self.shared, name) else {
            // The round is gone (a hall with another data directory).
            self.files.lock().expect("not poisoned").remove(name);
            return None;
        };
        let digest = Sha256::digest(text.as_bytes());
        let etag = format!(
            "\"{}\"",
            digest[..16]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        let mut files = self.files.lock().expect("not poisoned");
        let modified = match files.get(name) {
            Some(old) if old.etag == etag => old.modified,
            _ => whole_seconds(SystemTime::now()),
        };
        let built = Built {
            generation,
            body: Arc::from(text),
            etag,
            modified,
        };
        files.insert(name.to_string(), built.clone());
        Some(built)
    }
}

fn whole_seconds(t: SystemTime) -> SystemTime {
    let s = t.duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
    UNIX_EPOCH + Duration::from_secs(s)
}

/// The name of a round's file: `round-3.pgn`.
pub fn round_file(round: &str) -> String {
    format!("round-{}.pgn", crate::journal::slug(round))
}

/// The round of a game (`-` when its journal names none).
pub fn round_of(h: &Header) -> String {
    h.game.round.clone().unwrap_or_else(|| "-".into())
}

/// One round for spectators: every game the hall holds for it, board by
/// board (a board's games in order), each as [`pgn_public`] writes it.
pub fn round_pgn_text(shared: &Shared, wanted: &str) -> Option<String> {
    round_text(shared, wanted, pgn_public)
}

/// Every game the hall holds for the round whose file is `wanted`, board
/// by board and a board's games in the order they began, each written by
/// `write` (the spectators' PGN here, the arbiters' in `web`).
pub fn round_text(
    shared: &Shared,
    wanted: &str,
    write: impl Fn(&Game) -> String,
) -> Option<String> {
    let store = shared.store.lock().expect("not poisoned");
    let mut games = Vec::new();
    for e in store.boards.values() {
        for g in e.games.values() {
            if round_file(&round_of(&g.view.header)) != wanted {
                continue;
            }
            let game = Game {
                file: std::path::PathBuf::from(&g.game),
                header: g.view.header.clone(),
                lines: g.lines.clone(),
                report: verify::Report::default(),
                left_out: 0,
            };
            let board_no = g
                .view
                .header
                .game
                .board
                .as_deref()
                .and_then(|b| b.parse::<u64>().ok())
                .unwrap_or(u64::MAX);
            let first = g.lines.first().map(|l| l.wall.clone());
            games.push((board_no, e.name.clone(), first, write(&game)));
        }
    }
    if games.is_empty() {
        return None;
    }
    games.sort();
    Some(
        games
            .into_iter()
            .map(|(.., p)| p)
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// The broadcast's routes.
pub fn router(broadcast: Arc<Broadcast>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/rounds.json", get(rounds_json))
        .route("/{file}", get(round))
        .with_state(broadcast)
}

/// The rounds the hall holds: name, number of games, file.
fn rounds(shared: &Shared) -> Vec<(String, usize, String)> {
    let store = shared.store.lock().expect("not poisoned");
    let mut rounds: BTreeMap<String, usize> = BTreeMap::new();
    for e in store.boards.values() {
        for g in e.games.values() {
            *rounds.entry(round_of(&g.view.header)).or_insert(0) += 1;
        }
    }
    rounds
        .into_iter()
        .map(|(r, n)| {
            let f = round_file(&r);
            (r, n, f)
        })
        .collect()
}

async fn rounds_json(State(b): State<Arc<Broadcast>>) -> Response {
    let list: Vec<_> = rounds(&b.shared)
        .into_iter()
        .map(|(r, n, f)| json!({ "round": r, "games": n, "pgn": f }))
        .collect();
    ([(header::CACHE_CONTROL, "no-cache")], Json(list)).into_response()
}

async fn index(State(b): State<Arc<Broadcast>>) -> Response {
    let items: String = rounds(&b.shared)
        .into_iter()
        .map(|(r, n, f)| {
            format!(
                "<li><a href=\"{f}\">{}</a> ({n})</li>\n",
                html_escape(&format!("Round {r}")),
                f = html_escape(&f)
            )
        })
        .collect();
    let page = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>Broadcast</title></head><body>\n<h1>Broadcast</h1>\n\
         <p>One PGN file per round, every game of it, as the moves come.</p>\n<ul>\n{items}</ul>\n\
         </body></html>\n"
    );
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; style-src 'unsafe-inline'",
            ),
        ],
        page,
    )
        .into_response()
}

/// Whether a request's conditions say it holds `built` already (RFC 9110
/// 13.1.2 and 13.1.3: `If-None-Match` first; `If-Modified-Since` only
/// without it).
fn not_modified(headers: &HeaderMap, built: &Built) -> bool {
    if let Some(inm) = headers.get(header::IF_NONE_MATCH) {
        let Ok(inm) = inm.to_str() else { return false };
        let bare = built.etag.trim_matches('"');
        return inm.split(',').map(str::trim).any(|t| {
            // Weak comparison (13.1.2 asks for it here); a tag sent back
            // without its quotes (lichess drops `W/"` and `"`) as well.
            let t = t.strip_prefix("W/").unwrap_or(t);
            t == "*" || t.trim_matches('"') == bare
        });
    }
    if let Some(ims) = headers.get(header::IF_MODIFIED_SINCE)
        && let Some(since) = ims
            .to_str()
            .ok()
            .and_then(|s| httpdate::parse_http_date(s).ok())
    {
        return built.modified <= since;
    }
    false
}

async fn round(
    State(b): State<Arc<Broadcast>>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Response {
    if !file.ends_with(".pgn") {
        return (StatusCode::NOT_FOUND, "no such file\n").into_response();
    }
    let b2 = b.clone();
    let built = tokio::task::spawn_blocking(move || b2.file(&file))
        .await
        .ok()
        .flatten();
    let Some(built) = built else {
        return (StatusCode::NOT_FOUND, "no such round\n").into_response();
    };
    let modified = httpdate::fmt_http_date(built.modified);
    let common = [
        (header::ETAG, built.etag.clone()),
        (header::LAST_MODIFIED, modified),
        // Polled: each poll asks, and gets a 304 when nothing changed.
        (header::CACHE_CONTROL, "no-cache".to_string()),
    ];
    if not_modified(&headers, &built) {
        return (StatusCode::NOT_MODIFIED, common).into_response();
    }
    (
        common,
        [(
            header::CONTENT_TYPE,
            "application/x-chess-pgn; charset=utf-8",
        )],
        built.body.to_string(),
    )
        .into_response()
}

/// Serves the broadcast on `addr` until `shutdown` turns true; the
/// address it listens on (a port 0 chosen) and the task.
pub async fn spawn(
    shared: Arc<Shared>,
    addr: SocketAddr,
    mut shutdown: watch::Receiver<bool>,
) -> Result<(SocketAddr, tokio::task::JoinHandle<()>), HallError> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|why| HallError::Listen {
            addr: addr.to_string(),
            why,
        })?;
    let local = listener
        .local_addr()
        .map_err(|e| HallError::Start("broadcast", e))?;
    tracing::info!("hall: the broadcast is at http://{local}/");
    let app = router(Broadcast::new(shared));
    let task = tokio::spawn(async move {
        let r = axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                while !*shutdown.borrow() {
                    if shutdown.changed().await.is_err() {
                        break;
                    }
                }
            })
            .await;
        if let Err(e) = r {
            tracing::error!("hall: the broadcast stopped: {e}");
        }
    });
    Ok((local, task))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn built(etag: &str, secs: u64) -> Built {
        Built {
            generation: 0,
            body: Arc::from(""),
            etag: etag.into(),
            modified: UNIX_EPOCH + Duration::from_secs(secs),
        }
    }

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(k.clone(), v.parse().unwrap());
        }
        h
    }

    #[test]
    fn conditions() {
        let b = built("\"abc\"", 1_000_000);
        let at = |s: u64| httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(s));
        assert!(!not_modified(&HeaderMap::new(), &b));
        assert!(not_modified(
            &headers(&[(header::IF_NONE_MATCH, "\"abc\"")]),
            &b
        ));
        assert!(not_modified(
            &headers(&[(header::IF_NONE_MATCH, "\"x\", W/\"abc\"")]),
            &b
        ));
        // lichess sends a weak tag back without `W/"` and `"`.
        assert!(not_modified(
            &headers(&[(header::IF_NONE_MATCH, "abc")]),
            &b
        ));
        assert!(!not_modified(
            &headers(&[(header::IF_NONE_MATCH, "\"abd\"")]),
            &b
        ));
        assert!(not_modified(
            &headers(&[(header::IF_MODIFIED_SINCE, &at(1_000_000))]),
            &b
        ));
        assert!(!not_modified(
            &headers(&[(header::IF_MODIFIED_SINCE, &at(999_999))]),
            &b
        ));
        // If-None-Match decides when both are there.
        assert!(!not_modified(
            &headers(&[
                (header::IF_NONE_MATCH, "\"old\""),
                (header::IF_MODIFIED_SINCE, &at(2_000_000))
            ]),
            &b
        ));
        assert!(!not_modified(
            &headers(&[(header::IF_MODIFIED_SINCE, "yesterday")]),
            &b
        ));
    }
}
