//! `jadoube hall`: the MQTT side of the hall service. It subscribes to
//! every board's topics, keeps each game's lines exactly once and in order
//! ([`Store::accept`]), asks a board to send again when it sees a gap, keeps
//! each board's retained `cursor` current, collects and verifies journals,
//! and tells the page ([`super::web`]) what changed.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use rumqttc::{AsyncClient, Event, Packet, QoS};
use serde::Serialize;
use tokio::sync::{broadcast, watch};

use super::HallError;
use super::mqtt::Link;
use super::proto::{self, Collected, Cursor, Decision, Online, Request, Resend, Topics};
use super::store::{Accept, CollectedJournal, KeyCheck, Store};
use super::view::BoardState;
use crate::i18n::Lang;

/// How the hall service is set up.
#[derive(Clone, Debug)]
pub struct HallOptions {
    pub link: Link,
    pub topics: Topics,
    /// Where the hall keeps the games and the collected journals.
    pub data_dir: PathBuf,
    /// The page's address (`0.0.0.0:8080` for the phones of the arbiters).
    pub listen: SocketAddr,
    /// The spectators' broadcast, on a listener of its own
    /// (`super::broadcast`); `None`: not served.
    pub broadcast: Option<SocketAddr>,
    pub keys: KeyCheck,
    /// The language of the page's texts and of the broadcast's comments.
    pub lang: Lang,
    /// HTTPS (the organiser's certificate or a self-made one) or, when
    /// asked, plain HTTP.
    pub page_tls: super::tls::PageTls,
    /// More names for a self-made certificate (the hall's address on the
    /// hall's network).
    pub page_names: Vec<String>,
}

/// A board's tile on the page (and in `/api/boards`).
#[derive(Clone, Debug, Serialize)]
pub struct Tile {
    pub board: String,
    /// None: the hall has not heard.
    pub online: Option<bool>,
    /// Since when (UTC, RFC 3339).
    pub since: String,
    /// The game shown: the hall's own record, else what the board says.
    pub state: Option<BoardState>,
    /// The state comes from the board's retained message, not from the
    /// lines the hall holds (they are on their way).
    pub from_board: bool,
    /// The board has lines the hall does not hold yet.
    pub behind: bool,
    pub journals: Vec<CollectedJournal>,
    /// When the hall last had a message of the board (RFC 3339).
    pub heard: Option<String>,
    /// Why the board is not running: it refused to start (no key), in the
    /// board's words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fault: Option<String>,
}

/// The hall's link to the broker, for the page.
#[derive(Clone, Debug, Serialize)]
pub struct LinkState {
    pub broker: bool,
    /// Since when (RFC 3339).
    pub since: String,
    /// The hall's clock now: the page measures ages with it.
    pub now: String,
}

/// What the service and the page share.
pub struct Shared {
    pub store: Mutex<Store>,
    pub topics: Topics,
    /// `event: tile` SSE frames, one per change and language (the page
    /// reads its own language's); `None`: a frame for every reader.
    pub updates: broadcast::Sender<(Option<Lang>, Arc<str>)>,
    /// The MQTT client of the current session, for the page's requests.
    pub client: Mutex<Option<AsyncClient>>,
    /// Bumped at each accepted line: the broadcast PGN is rebuilt when it
    /// changed.
    pub generation: std::sync::atomic::AtomicU64,
    pub pgn_cache: Mutex<BTreeMap<String, (u64, Arc<str>)>>,
    pub started: SystemTime,
    /// Connected to the broker, since when.
    pub broker: Mutex<(bool, SystemTime)>,
    /// Turns true when the hall stops: the page's streams end at once.
    pub closing: watch::Sender<bool>,
    /// The round loaded from the pairing program (`super::round_service`).
    pub round: Mutex<super::round_service::RoundHall>,
}

impl Shared {
    pub fn new(store: Store, topics: Topics) -> Arc<Shared> {
        let (updates, _) = broadcast::channel(4096);
        let round = Mutex::new(super::round_service::RoundHall::open(&store.dir));
        Arc::new(Shared {
            store: Mutex::new(store),
            topics,
            updates,
            client: Mutex::new(None),
            generation: Default::default(),
            pgn_cache: Mutex::new(BTreeMap::new()),
            started: SystemTime::now(),
            broker: Mutex::new((false, SystemTime::now())),
            closing: watch::Sender::new(false),
            round,
        })
    }

    /// The link to the broker as the page shows it.
    pub fn link(&self) -> LinkState {
        let (broker, since) = *self.broker.lock().expect("not poisoned");
        LinkState {
            broker,
            since: crate::journal::format::rfc3339(since),
            now: crate::journal::format::rfc3339(SystemTime::now()),
        }
    }

    /// The `link` frame of the page's stream.
    pub fn link_frame(&self) -> Arc<str> {
        let json = serde_json::to_string(&self.link()).expect("serializes");
        Arc::from(format!("event: link\ndata: {json}\n\n"))
    }

    fn set_broker(&self, up: bool) {
        {
            let mut b = self.broker.lock().expect("not poisoned");
            if b.0 == up {
                return;
            }
            *b = (up, SystemTime::now());
        }
        let _ = self.updates.send((None, self.link_frame()));
    }

    /// The alert history (not dismissed), newest first, as JSON.
    pub fn alerts_json(store: &Store) -> String {
        serde_json::to_string(&store.alerts.shown()).expect("serializes")
    }

    /// Tells the pages that the alert history changed.
    pub fn alerts_changed(&self, store: &Store) {
        let frame = format!("event: alerts\ndata: {}\n\n", Shared::alerts_json(store));
        let _ = self.updates.send((None, Arc::from(frame)));
    }

    /// The tile of `board`, in the hall's language.
    pub fn tile(store: &Store, board: &str) -> Option<Tile> {
        Shared::tile_in(store, board, store.lang)
    }

    /// The tile of `board`, its words in `lang` (what the board itself
    /// reported is in the board's language).
    pub fn tile_in(store: &Store, board: &str, lang: Lang) -> Option<Tile> {
        let e = store.boards.get(board)?;
        let held = e.current.as_ref().and_then(|g| e.games.get(g));
        let (state, from_board) = match (held, &e.reported) {
            (Some(log), Some(r)) if r.game != log.game && r.wall > log.view.last_wall => {
                (Some(r.clone()), true)
            }
            (Some(log), _) => (Some(log.view.state_in(board, lang)), false),
            (None, r) => (r.clone(), r.is_some()),
        };
        let behind = e.reported.as_ref().is_some_and(|r| {
            e.games
                .get(&r.game)
                .is_none_or(|g| g.last_seq() < r.last_seq)
        });
        Some(Tile {
            board: board.to_string(),
            online: e.online,
            since: crate::journal::format::rfc3339(e.online_since),
            state,
            from_board,
            behind,
            // Their reports in the page's language (`hall::store::Found`).
            journals: e.journals.values().map(|j| j.in_lang(lang)).collect(),
            heard: e.heard.map(crate::journal::format::rfc3339),
            fault: e.fault.clone(),
        })
    }

    fn changed(&self, store: &Store, board: &str) {
        for lang in Lang::ALL {
            if let Some(t) = Shared::tile_in(store, board, lang) {
                let json = serde_json::to_string(&t).expect("a tile serializes");
                let frame = Arc::from(format!("event: tile\ndata: {json}\n\n"));
                let _ = self.updates.send((Some(lang), frame));
            }
        }
    }

    /// Asks `board` to send its journal now.
    pub fn request_journal(&self, board: &str) -> bool {
        let client = self.client.lock().expect("not poisoned").clone();
        let Some(c) = client else { return false };
        let body = serde_json::to_vec(&Request {
            what: "journal".into(),
        })
        .expect("serializes");
        c.try_publish(
            self.topics.hall(board, proto::REQUEST),
            QoS::AtLeastOnce,
            false,
            body,
        )
        .is_ok()
    }
}

/// Runs the hall until `shutdown` turns true. `ready` is called once the
/// data directory is open and the page (and the broadcast) listen: the
/// program tells systemd then (`READY=1`).
pub async fn serve(
    opts: HallOptions,
    mut shutdown: watch::Receiver<bool>,
    ready: impl FnOnce(),
) -> Result<(), HallError> {
    let store = Store::open(&opts.data_dir, opts.lang)?;
    let shared = Shared::new(store, opts.topics.clone());
    let app = super::web::router(shared.clone());
    let web = super::tls::spawn_page(&opts, app, shutdown.clone()).await?;
    let broadcast = match opts.broadcast {
        Some(addr) => Some(
            super::broadcast::spawn(shared.clone(), addr, shutdown.clone())
                .await?
                .1,
        ),
        None => None,
    };
    ready();
    let mqtt = tokio::spawn(mqtt_loop(shared.clone(), opts.clone()));
    let ticks = tokio::spawn(tick_loop(shared.clone()));
    let round = tokio::spawn(super::round_service::run(
        shared.clone(),
        opts.data_dir.clone(),
    ));
    while !*shutdown.borrow() {
        if shutdown.changed().await.is_err() {
            break;
        }
    }
    // The page's event streams end now, so the page's server stops at
    // once (they would hold its graceful shutdown).
    shared.closing.send_replace(true);
    mqtt.abort();
    ticks.abort();
    round.abort();
    let stats = shared.store.lock().expect("not poisoned").stats.clone();
    tracing::info!(
        "hall: {} lines accepted, {} duplicates dropped, {} out of order dropped, {} resends asked",
        stats.accepted,
        stats.duplicates,
        stats.gaps,
        stats.resends
    );
    // (A request still being answered gets a moment.)
    let _ = tokio::time::timeout(Duration::from_secs(2), web).await;
    if let Some(b) = broadcast {
        let _ = tokio::time::timeout(Duration::from_secs(2), b).await;
    }
    Ok(())
}

async fn mqtt_loop(shared: Arc<Shared>, opts: HallOptions) {
    let mut backoff = Duration::from_millis(250);
    let mut last_error = String::new();
    loop {
        let o = match opts.link.options(None) {
            Ok(o) => o,
            Err(e) => {
                tracing::error!("hall: {e}");
                tokio::time::sleep(Duration::from_secs(5)).await;
                continue;
            }
        };
        let (client, mut el) = AsyncClient::new(o, 4096);
        el.network_options.set_tcp_nodelay(true);
        *shared.client.lock().expect("not poisoned") = Some(client.clone());
        loop {
            match el.poll().await {
                Ok(Event::Incoming(Packet::ConnAck(_))) => {
                    backoff = Duration::from_millis(250);
                    last_error.clear();
                    shared.set_broker(true);
                    tracing::info!("hall: connected to {}:{}", opts.link.host, opts.link.port);
                    for leaf in [
                        proto::DECISION,
                        proto::STATE,
                        proto::ONLINE,
                        proto::ALERT,
                        proto::JOURNAL,
                    ] {
                        let _ = client
                            .subscribe(shared.topics.all_boards(leaf), QoS::AtLeastOnce)
                            .await;
                    }
                    // The broker may have lost the retained cursors.
                    let mut store = shared.store.lock().expect("not poisoned");
                    for b in store.boards.values_mut() {
                        b.cursor_dirty = true;
                    }
                }
                Ok(Event::Incoming(Packet::Publish(p))) => {
                    on_message(&shared, &opts, &client, &p.topic, &p.payload);
                }
                Ok(_) => {}
                Err(e) => {
                    let msg = e.to_string();
                    if msg != last_error {
                        tracing::warn!("hall: broker {}:{}: {msg}", opts.link.host, opts.link.port);
                        last_error = msg;
                    }
                    break;
                }
            }
        }
        *shared.client.lock().expect("not poisoned") = None;
        shared.set_broker(false);
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(Duration::from_secs(5));
    }
}

fn on_message(
    shared: &Arc<Shared>,
    opts: &HallOptions,
    client: &AsyncClient,
    topic: &str,
    payload: &[u8],
) {
    let Some((board, leaf)) = shared.topics.parse_board(topic) else {
        return;
    };
    // Issue 29: a board's message is checked where it enters the hall.
    if let Err(why) = proto::admit(board, leaf, payload) {
        tracing::warn!("hall: message dropped: {why}");
        shared.store.lock().expect("not poisoned").stats.bad += 1;
        return;
    }
    let board = board.to_string();
    shared
        .store
        .lock()
        .expect("not poisoned")
        .entry(&board)
        .heard = Some(SystemTime::now());
    match leaf {
        proto::DECISION => {
            let d: Decision = match proto::decode(topic, payload) {
                Ok(d) => d,
                Err(e) => {
                    tracing::warn!("hall: {e}");
                    return;
                }
            };
            let mut store = shared.store.lock().expect("not poisoned");
            let alerts = store.alerts.generation;
            match store.accept(&board, &d) {
                Ok(Accept::New) => {
                    shared
                        .generation
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    shared.changed(&store, &board);
                    if store.alerts.generation != alerts {
                        shared.alerts_changed(&store);
                    }
                }
                Ok(Accept::Duplicate) => {}
                Ok(Accept::Gap { after }) => {
                    let e = store.entry(&board);
                    if e.asked.is_none_or(|t| t.elapsed() > Duration::from_secs(1)) {
                        e.asked = Some(Instant::now());
                        store.stats.resends += 1;
                        tracing::info!(
                            "hall: board {board}: seq {} does not follow the last line held; asking again after {after:?}",
                            d.seq
                        );
                        ask_resend(client, &shared.topics, &board, &d.game, after);
                    }
                }
                Ok(Accept::Bad(why)) => tracing::warn!("hall: board {board}: {why}"),
                Err(e) => tracing::error!("hall: {e}"),
            }
        }
        proto::STATE => {
            let Ok(s) = proto::decode::<BoardState>(topic, payload) else {
                return;
            };
            let mut store = shared.store.lock().expect("not poisoned");
            let e = store.entry(&board);
            let first = e.reported.is_none();
            e.reported = Some(s);
            if first || e.current.is_none() {
                shared.changed(&store, &board);
            }
        }
        proto::ONLINE => {
            let Ok(o) = proto::decode::<Online>(topic, payload) else {
                return;
            };
            let mut store = shared.store.lock().expect("not poisoned");
            let e = store.entry(&board);
            if e.online != Some(o.online) || e.fault != o.fault {
                if e.online != Some(o.online) {
                    e.online_since = SystemTime::now();
                }
                e.online = Some(o.online);
                e.fault = o.fault;
                shared.changed(&store, &board);
            }
        }
        proto::JOURNAL => {
            let (meta, bytes) = match proto::parse_journal_message(payload) {
                Ok((m, b)) => (m, b.to_vec()),
                Err(e) => {
                    tracing::warn!("hall: {topic}: {e}");
                    return;
                }
            };
            let shared = shared.clone();
            let client = client.clone();
            let keys = opts.keys.clone();
            // Verifying replays the game: not on the MQTT loop.
            tokio::task::spawn_blocking(move || {
                let mut store = shared.store.lock().expect("not poisoned");
                let answer = match store.collect(&board, &meta, &bytes, &keys) {
                    Ok(c) => {
                        tracing::info!(
                            "hall: board {board}: journal {} collected ({})",
                            meta.file,
                            if c.ok { "verified" } else { "NOT verified" }
                        );
                        Collected {
                            file: meta.file.clone(),
                            sha256: c.sha256,
                            ok: c.ok,
                            report: c.report,
                        }
                    }
                    Err(e) => Collected {
                        file: meta.file.clone(),
                        sha256: meta.sha256.clone(),
                        ok: false,
                        report: crate::i18n::tr(store.lang).msg(
                            "hall-collect-not-stored",
                            &[(
                                "why",
                                jadoube::cli::error_words::said(crate::i18n::tr(store.lang), &e)
                                    .into(),
                            )],
                        ),
                    },
                };
                shared.changed(&store, &board);
                drop(store);
                let body = serde_json::to_vec(&answer).expect("serializes");
                let _ = client.try_publish(
                    shared.topics.hall(&board, proto::COLLECTED),
                    QoS::AtLeastOnce,
                    false,
                    body,
                );
            });
        }
        _ => {}
    }
}

fn ask_resend(client: &AsyncClient, topics: &Topics, board: &str, game: &str, after: Option<u64>) {
    let body = serde_json::to_vec(&Resend {
        game: game.to_string(),
        after,
    })
    .expect("serializes");
    let _ = client.try_publish(
        topics.hall(board, proto::RESEND),
        QoS::AtLeastOnce,
        false,
        body,
    );
}

/// Every 250 ms: the retained cursors of the boards whose record grew, and
/// a resend for a board whose state says it has lines the hall lacks while
/// nothing came for a while.
async fn tick_loop(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let client = shared.client.lock().expect("not poisoned").clone();
        let Some(client) = client else { continue };
        let mut store = shared.store.lock().expect("not poisoned");
        let mut resends = 0;
        for (name, e) in store.boards.iter_mut() {
            if e.cursor_dirty
                && let Some(g) = e.current.as_ref().and_then(|g| e.games.get(g))
            {
                let body = serde_json::to_vec(&Cursor {
                    game: g.game.clone(),
                    seq: g.last_seq(),
                })
                .expect("serializes");
                if client
                    .try_publish(
                        shared.topics.hall(name, proto::CURSOR),
                        QoS::AtLeastOnce,
                        true,
                        body,
                    )
                    .is_ok()
                {
                    e.cursor_dirty = false;
                }
            }
            let quiet = Duration::from_secs(2);
            if let Some(r) = &e.reported {
                let held = e.games.get(&r.game).map(|g| g.last_seq());
                let lacking = held.is_none_or(|h| h < r.last_seq);
                if lacking
                    && e.progress.elapsed() > quiet
                    && e.asked.is_none_or(|t| t.elapsed() > quiet)
                {
                    e.asked = Some(Instant::now());
                    resends += 1;
                    ask_resend(&client, &shared.topics, name, &r.game, held);
                }
            }
        }
        store.stats.resends += resends;
    }
}
