//! The hall's page and its data, over HTTP (axum). Every file is served by
//! the hall itself (no CDN: the hall has no internet); the pieces are the
//! outlines the boards' screens use (`display::glyphs_data`), as SVG.
//!
//! ```text
//! GET  /                         the dashboard (index.html, app.js, app.css, pieces.js)
//! GET  /events                   server-sent events: `tile` (a board changed), `link` (the
//!                                broker's link, and every 5 s the hall's clock), `alerts` (the history)
//! GET  /api/alerts               the alert history: every alert not dismissed, newest first
//! POST /api/alerts/dismiss       {"id"}: an arbiter dismisses a cleared alert (logged)
//! GET  /api/boards               every tile
//! GET  /api/stats                lines accepted, duplicates and gaps dropped, resends asked
//! GET  /api/board/NAME           a board's tile, its game's lines in words, its journals
//! GET  /api/board/NAME/screen.png  the board's screen as the hall renders it (arbiter's view)
//! POST /api/board/NAME/journal   ask the board for its journal now
//! GET  /broadcast/               the rounds
//! ...  /round.js, /api/round/...  the round from the pairing program (`super::round_web`)
//! GET  /broadcast/round-R.pgn    one round, every game, as moves come, with the
//!                                arbiter's comments (the spectators' file is
//!                                `super::broadcast`'s, on its own listener)
//! ```

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use std::collections::BTreeMap;

use super::broadcast::{round_file, round_of};
use super::html_escape;
use super::service::Shared;
use crate::display::{Audience, render_canvas};
use crate::i18n::{Arg, Lang};
use crate::journal::export::pgn_live;
use crate::journal::format::Record;

const INDEX: &str = include_str!("static/index.html");
const APP_JS: &str = include_str!("static/app.js");
const APP_CSS: &str = include_str!("static/app.css");

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(index))
        .route(
            "/app.js",
            get(|| async { file("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route(
            "/app.css",
            get(|| async { file("text/css; charset=utf-8", APP_CSS) }),
        )
        .route(
            "/pieces.js",
            get(|| async { file("text/javascript; charset=utf-8", &pieces_js()) }),
        )
        .route("/events", get(events))
        .route("/api/boards", get(boards))
        .route("/api/stats", get(stats))
        .route("/api/board/{name}", get(board))
        .route("/api/board/{name}/screen.png", get(screen))
        .route("/api/board/{name}/journal", post(request_journal))
        .route("/api/alerts", get(alerts))
        .route("/api/alerts/dismiss", post(dismiss))
        .route("/broadcast/", get(rounds))
        .route("/broadcast/{file}", get(round_pgn))
        .merge(super::round_web::routes())
        .with_state(shared)
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

/// The page, in the language of `?lang=` (the page's switch), else the
/// browser's `Accept-Language`, else the hall's own (`--lang`).
async fn index(
    State(shared): State<Arc<Shared>>,
    Query(q): Query<LangQuery>,
    headers: header::HeaderMap,
) -> Response {
    let hall = shared.store.lock().expect("not poisoned").lang;
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = page_lang(q.lang.as_deref(), accept, hall);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "Accept-Language"),
        ],
        index_html(lang),
    )
        .into_response()
}

/// The language of the page: `?lang=`, else `Accept-Language`, else the
/// hall's.
pub fn page_lang(query: Option<&str>, accept: Option<&str>, hall: Lang) -> Lang {
    query
        .and_then(Lang::parse)
        .or_else(|| accept.and_then(Lang::from_accept_language))
        .unwrap_or(hall)
}

/// The labels of the page in `lang` (the catalogue's `hall-*` messages),
/// their arguments left as `{name}` for the page to fill in as text; a
/// message about a side once per side (`hall-to-move-white`).
pub fn labels(lang: Lang) -> BTreeMap<String, String> {
    let tr = crate::i18n::tr(lang);
    let placeholders = [
        "board", "since", "round", "n", "game", "boards", "alerts", "silent", "faults", "file",
        "at", "by", "result",
    ];
    let args: Vec<(&str, Arg)> = placeholders
        .iter()
        .map(|k| (*k, Arg::from(format!("{{{k}}}"))))
        .collect();
    let mut out = BTreeMap::new();
    for id in crate::i18n::tr(Lang::En).ids() {
        // (Not the server's own: a line's words and kind, the report on a
        // collected journal.)
        if !id.starts_with("hall-")
            || id.starts_with("hall-line-")
            || id.starts_with("hall-collect-")
            || ["hall-kind", "hall-stop-reason"].contains(&id.as_str())
        {
            continue;
        }
        if ["hall-to-move", "hall-illegal"].contains(&id.as_str()) {
            for side in ["white", "black"] {
                let text = tr.msg(&id, &[("side", side.into())]);
                out.insert(format!("{id}-{side}"), text);
            }
        } else {
            out.insert(id.clone(), tr.msg(&id, &args));
        }
    }
    out
}

/// The page in `lang`: `html lang`, its words, the labels for `app.js`,
/// the switch to the other languages.
pub fn index_html(lang: Lang) -> String {
    let tr = crate::i18n::tr(lang);
    // In a <script>, only `</script` could end it early: no `<` at all.
    let json = serde_json::to_string(&labels(lang))
        .expect("labels serialize")
        .replace('<', "\\u003c");
    let langs: Vec<String> = Lang::ALL
        .iter()
        .map(|l| {
            format!(
                r#"<a href="?lang={c}" data-lang="{c}" hreflang="{c}" lang="{c}"{cur}>{name}</a>"#,
                c = l.code(),
                cur = if *l == lang {
                    r#" aria-current="true""#
                } else {
                    ""
                },
                name = html_escape(l.own_name()),
            )
        })
        .collect();
    let mut page = INDEX
        .replace("{{lang}}", lang.code())
        .replace("{{labels}}", &json)
        .replace("{{langs}}", &langs.join(""));
    for id in [
        "hall-title",
        "hall-language",
        "hall-live",
        "hall-alerts-region",
        "hall-boards-region",
        "hall-history",
    ] {
        page = page.replace(&format!("{{{{{id}}}}}"), &html_escape(&tr.t(id)));
    }
    page
}

fn file(mime: &'static str, body: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body.to_string(),
    )
        .into_response()
}

/// How long the page's stream waits for more after a frame, to send a
/// board's burst of lines (a move, its seal) as one tile.
const COALESCE: std::time::Duration = std::time::Duration::from_millis(15);

/// The board of a `tile` frame (`Shared::changed`: the tile's JSON begins
/// with its `board`), else None.
fn tile_board(frame: &str) -> Option<String> {
    let rest = frame.strip_prefix("event: tile\ndata: {\"board\":")?;
    serde_json::Deserializer::from_str(rest)
        .into_iter::<String>()
        .next()?
        .ok()
}

/// The frames in order, each board's tile only in its last frame: a
/// board's move and its seals (about five lines) make one frame, the same
/// tiles in the end.
fn coalesce(frames: &[Arc<str>]) -> String {
    let mut later = std::collections::HashSet::new();
    let mut keep = vec![true; frames.len()];
    for (i, f) in frames.iter().enumerate().rev() {
        if let Some(b) = tile_board(f) {
            keep[i] = later.insert(b);
        }
    }
    frames
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(f, _)| &**f)
        .collect()
}

/// `/events?lang=es`: the tiles in the page's language (the hall's
/// without `lang`).
async fn events(State(shared): State<Arc<Shared>>, Query(q): Query<LangQuery>) -> Response {
    let rx = shared.updates.subscribe();
    let lang = q
        .lang
        .as_deref()
        .and_then(Lang::parse)
        .unwrap_or_else(|| shared.store.lock().expect("not poisoned").lang);
    // The link to the broker first (so that the browser knows the stream
    // is open), then again every 5 s with the hall's clock: a page that
    // hears nothing for longer knows its stream is stuck. The stream ends
    // when the hall stops.
    let closing = shared.closing.subscribe();
    let first = shared.link_frame();
    let mut beat = tokio::time::interval(std::time::Duration::from_secs(5));
    beat.reset();
    let state = (rx, Some(first), beat, closing, shared.clone());
    let stream = futures_util::stream::unfold(
        state,
        move |(mut rx, first, mut beat, mut closing, shared)| async move {
            if let Some(f) = first {
                return Some((Ok::<_, Infallible>(f), (rx, None, beat, closing, shared)));
            }
            if *closing.borrow() {
                return None;
            }
            let frame = loop {
                tokio::select! {
                    r = rx.recv() => match r {
                        Ok((Some(l), _)) if l != lang => continue,
                        other => break other,
                    },
                    _ = beat.tick() => break Ok((None, shared.link_frame())),
                    _ = closing.changed() => return None,
                }
            };
            let rx_state = |rx| (rx, None, beat, closing, shared);
            match frame {
                Ok((_, frame)) => {
                    // A board's lines come in bursts (a move and its seal):
                    // what else comes within a moment goes with this frame,
                    // each board's tile once, as it stands at the end.
                    tokio::time::sleep(COALESCE).await;
                    let mut frames = vec![frame];
                    let mut lagged = false;
                    while frames.len() < 4096 {
                        match rx.try_recv() {
                            Ok((Some(l), _)) if l != lang => {}
                            Ok((_, f)) => frames.push(f),
                            Err(tokio::sync::broadcast::error::TryRecvError::Lagged(_)) => {
                                lagged = true;
                                break;
                            }
                            Err(_) => break,
                        }
                    }
                    if lagged {
                        return Some((Ok(Arc::from("event: reload\ndata: {}\n\n")), rx_state(rx)));
                    }
                    Some((Ok(Arc::from(coalesce(&frames))), rx_state(rx)))
                }
                // Too slow a reader: tell it to reload everything.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    Some((Ok(Arc::from("event: reload\ndata: {}\n\n")), rx_state(rx)))
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => None,
            }
        },
    );
    let stream = futures_util::StreamExt::map(stream, |r: Result<Arc<str>, Infallible>| {
        r.map(|s| axum::body::Bytes::from(s.as_bytes().to_vec()))
    });
    (
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(stream),
    )
        .into_response()
}

/// The alert history: every alert not dismissed, newest first.
async fn alerts(State(shared): State<Arc<Shared>>) -> Response {
    let store = shared.store.lock().expect("not poisoned");
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Shared::alerts_json(&store),
    )
        .into_response()
}

#[derive(Deserialize)]
struct DismissBody {
    id: String,
}

/// An arbiter dismisses a cleared alert from the history: logged, kept on
/// the disk, every page told.
async fn dismiss(
    State(shared): State<Arc<Shared>>,
    who: Option<axum::Extension<super::auth::Who>>,
    Json(body): Json<DismissBody>,
) -> Response {
    use super::alerts::DismissError;
    // Who: the signed-in arbiter (the sign-in layer puts them on every
    // request it lets through), recorded in the hall's audit log too.
    let by = who.as_ref().map_or("page", |w| w.user.as_str()).to_string();
    if let Some(w) = &who {
        w.audit("dismiss alert", &body.id);
    }
    let by = by.as_str();
    let at = crate::journal::format::rfc3339(std::time::SystemTime::now());
    let mut store = shared.store.lock().expect("not poisoned");
    match store.alerts.dismiss(&body.id, by, &at) {
        Ok(()) => {
            tracing::info!("hall: alert {} dismissed by {by}", body.id);
            shared.alerts_changed(&store);
            (StatusCode::OK, "dismissed\n").into_response()
        }
        Err(DismissError::NoSuchAlert) => {
            (StatusCode::NOT_FOUND, "no such alert\n").into_response()
        }
        Err(DismissError::StillOpen) => (
            StatusCode::CONFLICT,
            "the alert is still open on its board\n",
        )
            .into_response(),
    }
}

async fn stats(State(shared): State<Arc<Shared>>) -> Response {
    Json(shared.store.lock().expect("not poisoned").stats.clone()).into_response()
}

/// `/api/boards?lang=es`: every tile, in the page's language.
async fn boards(State(shared): State<Arc<Shared>>, Query(q): Query<LangQuery>) -> Response {
    let store = shared.store.lock().expect("not poisoned");
    let lang = q
        .lang
        .as_deref()
        .and_then(Lang::parse)
        .unwrap_or(store.lang);
    let tiles: Vec<_> = store
        .boards
        .keys()
        .filter_map(|b| Shared::tile_in(&store, b, lang))
        .collect();
    Json(tiles).into_response()
}

#[derive(Deserialize)]
struct GameQuery {
    game: Option<String>,
    /// The page's language, for the lines in words.
    lang: Option<String>,
}

async fn board(
    State(shared): State<Arc<Shared>>,
    Path(name): Path<String>,
    Query(q): Query<GameQuery>,
) -> Response {
    let store = shared.store.lock().expect("not poisoned");
    let lang = q
        .lang
        .as_deref()
        .and_then(Lang::parse)
        .unwrap_or(store.lang);
    let Some(tile) = Shared::tile_in(&store, &name, lang) else {
        return (StatusCode::NOT_FOUND, format!("no board {name}\n")).into_response();
    };
    let e = &store.boards[&name];
    let game = q.game.or_else(|| e.current.clone());
    let log = game.as_ref().and_then(|g| e.games.get(g));
    let tr = crate::i18n::tr(lang);
    let lines: Vec<_> =
        log.map_or_else(Vec::new, |log| {
            log.lines
            .iter()
            .map(|l| {
                let (kind, text) = match &l.rec {
                    Record::Event(ev) => (
                        ev.event.kind().to_string(),
                        // (`describe` writes moves too: `12... Nf6`.)
                        crate::words::describe(tr, &ev.event)
                            .unwrap_or_else(|| ev.event.kind().replace('_', " ")),
                    ),
                    Record::Header(h) => (
                        "header".into(),
                        tr.msg(
                            "hall-line-header",
                            &[
                                ("software", h.software.clone().into()),
                                ("start", h.start.to_string().into()),
                                ("rules", crate::words::rules_name(tr, &h.rules.name).into()),
                            ],
                        ),
                    ),
                    Record::Restart(_) => ("restart".into(), tr.t("hall-line-restart")),
                    Record::Stop(s) => {
                        // The daemon's reasons (`daemon::run_daemon`).
                        let code = match s.reason.as_str() {
                            "end of trace" => "end",
                            "shutdown" => "shutdown",
                            _ => "other",
                        };
                        let why = tr.msg(
                            "hall-stop-reason",
                            &[("code", code.into()), ("why", s.reason.as_str().into())],
                        );
                        ("stop".into(), tr.msg("hall-line-stop", &[("why", why.into())]))
                    }
                    Record::Press(p) => (
                        "press".into(),
                        p.clock.map_or_else(String::new, |c| {
                            format!(
                                "{} {} · {} {}",
                                crate::words::side(tr, shakmaty::Color::White),
                                crate::words::clock(c.white_s),
                                crate::words::side(tr, shakmaty::Color::Black),
                                crate::words::clock(c.black_s)
                            )
                        }),
                    ),
                    r => (r.name().into(), String::new()),
                };
                let label = tr.msg("hall-kind", &[("kind", kind.as_str().into())]);
                json!({ "seq": l.seq, "wall": l.wall, "kind": kind, "label": label, "text": text })
            })
            .collect()
        });
    Json(json!({
        "tile": tile,
        "game": game,
        "games": e.games.keys().collect::<Vec<_>>(),
        "lines": lines,
    }))
    .into_response()
}

async fn screen(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    let model = {
        let store = shared.store.lock().expect("not poisoned");
        let Some(e) = store.boards.get(&name) else {
            return (StatusCode::NOT_FOUND, "no such board\n").into_response();
        };
        let Some(log) = e.current.as_ref().and_then(|g| e.games.get(g)) else {
            return (StatusCode::NOT_FOUND, "no game yet\n").into_response();
        };
        log.view.model.clone()
    };
    let png = tokio::task::spawn_blocking(move || {
        let canvas = render_canvas(&model, Audience::Arbiter, 480, 320);
        let mut out = Vec::new();
        crate::display::png::encode(&canvas, &mut out).map(|_| out)
    })
    .await;
    match png {
        Ok(Ok(bytes)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            bytes,
        )
            .into_response(),
        _ => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "cannot render the screen\n",
        )
            .into_response(),
    }
}

/// (Issue 29: a name that is no board's name is refused, a board the hall
/// does not know is not asked; a foreign `Origin` never gets here:
/// `auth::guard`.)
async fn request_journal(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    if let Err(m) = crate::config::check_board_name(&name) {
        return (
            StatusCode::BAD_REQUEST,
            format!("not a board's name: it {m}\n"),
        )
            .into_response();
    }
    if !shared
        .store
        .lock()
        .expect("not poisoned")
        .boards
        .contains_key(&name)
    {
        return (StatusCode::NOT_FOUND, "no such board\n").into_response();
    }
    if shared.request_journal(&name) {
        (StatusCode::ACCEPTED, "asked\n").into_response()
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "the hall is not connected to the broker\n",
        )
            .into_response()
    }
}

async fn rounds(State(shared): State<Arc<Shared>>) -> Response {
    let store = shared.store.lock().expect("not poisoned");
    let mut rounds = std::collections::BTreeMap::new();
    for e in store.boards.values() {
        for g in e.games.values() {
            *rounds.entry(round_of(&g.view.header)).or_insert(0) += 1;
        }
    }
    let list: Vec<_> = rounds
        .iter()
        .map(|(r, n)| json!({ "round": r, "games": n, "pgn": format!("/broadcast/{}", round_file(r)) }))
        .collect();
    Json(list).into_response()
}

/// One round as PGN: every game the hall holds for it, board by board,
/// with the arbiter's comments.
pub fn round_pgn_text(shared: &Shared, wanted: &str) -> Option<String> {
    let lang = shared.store.lock().expect("not poisoned").lang;
    let tr = crate::i18n::tr(lang);
    super::broadcast::round_text(shared, wanted, |g| pgn_live(g, tr))
}

async fn round_pgn(State(shared): State<Arc<Shared>>, Path(file): Path<String>) -> Response {
    let generation = shared.generation.load(Ordering::Relaxed);
    if let Some((g, text)) = shared.pgn_cache.lock().expect("not poisoned").get(&file)
        && *g == generation
    {
        return pgn_response(text.to_string());
    }
    let s = shared.clone();
    let f = file.clone();
    let text = tokio::task::spawn_blocking(move || round_pgn_text(&s, &f))
        .await
        .ok()
        .flatten();
    match text {
        Some(text) => {
            let text: Arc<str> = Arc::from(text);
            shared
                .pgn_cache
                .lock()
                .expect("not poisoned")
                .insert(file, (generation, text.clone()));
            pgn_response(text.to_string())
        }
        None => (StatusCode::NOT_FOUND, "no such round\n").into_response(),
    }
}

fn pgn_response(text: String) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        text,
    )
        .into_response()
}

/// `pieces.js`: `PIECES.K = {sil, white, black}` as SVG path data in a
/// 100 x 100 box, centred and scaled as the boards' screens draw them.
pub fn pieces_js() -> String {
    let (mut top, mut bottom) = (i16::MIN, i16::MAX);
    for p in crate::display::glyphs::pieces() {
        top = top.max(p.bbox.3);
        bottom = bottom.min(p.bbox.1);
    }
    let s = 100.0 * 0.86 / f32::from(top - bottom);
    let mut out = String::from(
        "// The pieces of the boards' screens (DejaVu Sans outlines), as SVG paths.\nconst PIECES = {\n",
    );
    for o in crate::display::glyphs::pieces() {
        let pen = 50.0 - (f32::from(o.bbox.0) + f32::from(o.bbox.2)) / 2.0 * s;
        let base = 50.0 + (f32::from(top) + f32::from(bottom)) / 2.0 * s;
        let path =
            |r: crate::display::glyphs::PathRef| svg_path(&r.0[r.1..r.1 + r.2], pen, base, s);
        out.push_str(&format!(
            "  {}: {{ sil: \"{}\", white: \"{}\", black: \"{}\" }},\n",
            o.role,
            path(o.silhouette),
            path(o.white),
            path(o.black)
        ));
    }
    out.push_str("};\n");
    out
}

/// Path commands (0 move, 1 line, 2 quadratic; font units, y up) as SVG.
fn svg_path(cmds: &[i16], pen: f32, base: f32, s: f32) -> String {
    let p = |x: i16, y: i16| {
        format!(
            "{:.1} {:.1}",
            pen + f32::from(x) * s,
            base - f32::from(y) * s
        )
    };
    let mut d = String::new();
    let mut i = 0;
    while i < cmds.len() {
        match cmds[i] {
            0 => {
                if !d.is_empty() {
                    d.push('Z');
                }
                d.push_str(&format!("M{}", p(cmds[i + 1], cmds[i + 2])));
                i += 3;
            }
            1 => {
                d.push_str(&format!("L{}", p(cmds[i + 1], cmds[i + 2])));
                i += 3;
            }
            _ => {
                d.push_str(&format!(
                    "Q{} {}",
                    p(cmds[i + 1], cmds[i + 2]),
                    p(cmds[i + 3], cmds[i + 4])
                ));
                i += 5;
            }
        }
    }
    if !d.is_empty() {
        d.push('Z');
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arbiter::Event;
    use crate::arbiter::engine::EngineConfig;
    use crate::hall::proto::{Decision, Topics, is_published};
    use crate::hall::service::Shared;
    use crate::hall::store::Store;
    use crate::hall::view::GameStatus;
    use crate::i18n::Lang;
    use crate::journal::format::{EventRec, GENESIS, GameInfo, Header, Line, encode};
    use crate::time::Time;

    /// A burst of frames reaches the page with each board's tile once, its
    /// last, in order with the other frames; a name with quotes is read
    /// as JSON.
    #[test]
    fn a_burst_sends_each_board_once() {
        let tile = |board: &str, online: bool| -> Arc<str> {
            let t = crate::hall::service::Tile {
                board: board.into(),
                online: Some(online),
                since: String::new(),
                state: None,
                from_board: false,
                behind: false,
                journals: vec![],
                heard: None,
                fault: None,
            };
            let json = serde_json::to_string(&t).unwrap();
            Arc::from(format!("event: tile\ndata: {json}\n\n"))
        };
        let odd = "b\"1,\"board\":\"b2";
        assert_eq!(tile_board(&tile(odd, true)).as_deref(), Some(odd));
        let alerts: Arc<str> = Arc::from("event: alerts\ndata: []\n\n");
        let frames = [
            tile("b1", false),
            alerts.clone(),
            tile(odd, false),
            tile("b2", true),
            tile("b1", true),
            tile(odd, true),
        ];
        let sent = coalesce(&frames);
        let expected: String = [&alerts, &frames[3], &frames[4], &frames[5]]
            .iter()
            .map(|f| &***f)
            .collect();
        assert_eq!(sent, expected);
    }

    /// The decisions of a trace (`replay`), as a board would publish them.
    fn published(trace: &str) -> Vec<Event> {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../..")
                .join(trace),
        )
        .unwrap();
        let trace = crate::trace::parse(&text).unwrap();
        crate::replay::replay_trace(&trace, &crate::replay::Overrides::default(), |_, _| {})
            .unwrap()
            .into_iter()
            .filter(|e| is_published(&Record::Event(EventRec { event: e.clone() })))
            .collect()
    }

    /// laws.md section 8 through the hall: the arbiter's result and its
    /// correction reach the tile and the round's PGN the moment the board
    /// publishes them; a `new_game` starts a fresh tile for the board's next
    /// game and a second PGN game; the first keeps its result.
    #[test]
    fn results_reach_the_tile_and_the_broadcast_as_they_come() {
        let dir = std::env::temp_dir().join(format!("jadoube-hall-end-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&dir, Lang::En).unwrap();
        let shared = Shared::new(store, Topics::new("t"));
        let info = GameInfo {
            round: Some("3".into()),
            board: Some("7".into()),
            white: Some("A".into()),
            black: Some("B".into()),
            ..GameInfo::default()
        };
        let header = Header::new(&EngineConfig::default(), "startpos", 100, info, "t".into());
        let mut recs = vec![Record::Header(Box::new(header))];
        recs.extend(
            published("tests/traces/laws/s8-result-corrected-postmortem-new-game.trace")
                .into_iter()
                .map(|event| Record::Event(EventRec { event })),
        );
        let kinds: Vec<&str> = recs
            .iter()
            .filter_map(|r| match r {
                Record::Event(e) if e.event.kind() != "press_ignored" => Some(e.event.kind()),
                _ => None,
            })
            .collect();
        assert_eq!(
            kinds,
            ["move", "move", "game_over", "game_over", "new_game", "move"],
            "the trace's decisions (the post-mortem's presses are ignored)"
        );
        let pgn = || round_pgn_text(&shared, "round-3.pgn").expect("the round");
        let tile = || {
            let store = shared.store.lock().unwrap();
            Shared::tile(&store, "b7").unwrap().state.unwrap()
        };
        let mut prev = None;
        // The results given so far, and whether the new game began.
        let mut results: Vec<&str> = Vec::new();
        let mut new_game = false;
        let mut moves_in_two = 0;
        for (seq, rec) in recs.into_iter().enumerate() {
            let seq = seq as u64;
            let kind = match &rec {
                Record::Event(e) => e.event.kind(),
                _ => "header",
            };
            if let Record::Event(e) = &rec {
                match &e.event {
                    Event::GameOver(g) => results.push(g.result.as_str()),
                    Event::NewGame(_) => new_game = true,
                    Event::Move(_) if new_game => moves_in_two += 1,
                    _ => {}
                }
            }
            let line = Line {
                seq,
                t: Time(seq),
                wall: format!("2026-05-02T09:00:{seq:02}.000Z"),
                rec,
                prev: GENESIS.into(),
            };
            let d = Decision {
                game: "open_r3_b7".into(),
                seq,
                prev,
                line: encode(&line),
            };
            prev = Some(seq);
            let r = shared.store.lock().unwrap().accept("b7", &d).unwrap();
            assert_eq!(r, crate::hall::store::Accept::New);
            let (s, text) = (tile(), pgn());
            match (results.last(), new_game) {
                // The header, 1. e4, 1... e5: running.
                (None, _) => {
                    assert_eq!(s.status, GameStatus::Running, "{kind}");
                    assert_eq!((s.ending.clone(), s.result.clone()), (None, None));
                    assert!(text.contains("[Result \"*\"]"), "{text}");
                    assert!(text.contains("[Termination \"unterminated\"]"));
                    assert_eq!(s.board_game, 1);
                }
                // The arbiter's 1-0, then its correction 0-1: each at once,
                // and through the post-mortem.
                (Some(&want), false) => {
                    let e = s.ending.clone().expect("ended");
                    assert_eq!(s.status, GameStatus::Over, "{kind}");
                    assert_eq!(e.result, want);
                    assert_eq!(e.reason, "arbiter");
                    assert_eq!(e.termination, "adjudication");
                    assert_eq!(e.text, "the result entered by the arbiter");
                    assert_eq!(s.result.as_deref(), Some(want));
                    let over = s.game_over.clone().unwrap();
                    assert!(
                        over.starts_with(&format!("{want} (the result entered by the arbiter")),
                        "{over}"
                    );
                    assert!(text.contains(&format!("[Result \"{want}\"]")), "{text}");
                    assert!(text.contains("[Termination \"adjudication\"]"), "{text}");
                    assert!(text.trim_end().ends_with(want), "{text}");
                    assert_eq!(text.matches("[Event ").count(), 1);
                }
                // A new game: a fresh tile, a second PGN game; the first
                // keeps its result.
                (Some(_), true) => {
                    assert_eq!(results, ["1-0", "0-1"]);
                    assert_eq!(s.status, GameStatus::Running, "{kind}");
                    assert_eq!((s.ending.clone(), s.game_over.clone()), (None, None));
                    assert_eq!(s.board_game, 2);
                    assert_eq!(s.moves, moves_in_two);
                    assert_eq!((s.illegal_white, s.illegal_black), (0, 0));
                    assert!(s.alert.is_none() && s.advisories.is_empty());
                    assert_eq!(text.matches("[Event ").count(), 2, "{text}");
                    let second = text.rfind("[Event ").expect("game 2");
                    let (one, two) = text.split_at(second);
                    assert!(two.contains("[BoardGame \"2\"]"), "{text}");
                    assert!(one.contains("[Result \"0-1\"]"), "{text}");
                    assert!(one.contains("[BoardGame \"1\"]"), "{text}");
                    assert!(two.contains("[Result \"*\"]"), "{text}");
                    assert_eq!(two.contains("1. d4"), moves_in_two == 1, "{text}");
                }
            }
        }
        assert_eq!(moves_in_two, 1);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
