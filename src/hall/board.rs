//! The board's publisher: a thread of `jadoube run` that reads the game's
//! journal as it grows and publishes to the hall (`docs/hall.md`).
//!
//! It is decoupled from the engine: the engine actor only replaces the
//! value of a `watch` channel (the seq of the last line handed to the
//! kernel), which never blocks; the publisher reads the new lines from the
//! file itself. Everything it publishes comes from the journal, so a board
//! that was offline, or restarted, publishes what the hall missed when the
//! broker is back:
//!
//! - after each (re)connection it waits briefly for the hall's retained
//!   `cursor` (the last line the hall holds) and goes on after it;
//! - the hall asks for a `resend` when it sees a gap (a line whose `prev`
//!   is not the last one it holds), and the publisher goes back;
//! - the hall keeps only the line that follows the last one it holds, so
//!   it has every line exactly once, in order, whatever was sent twice.
//!
//! The connection is a new MQTT session after each loss; nothing waits on
//! the network but this thread.

use std::collections::HashMap;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rumqttc::{AsyncClient, ConnectionError, Event, LastWill, Packet, QoS};
use tokio::sync::{mpsc, watch};

use super::HallError;
use super::mqtt::Link;
use super::proto::{
    self, Collected, Cursor, Decision, JournalMeta, Online, Request, Resend, Topics,
};
use super::view::{AlertState, GameView};
use crate::config::HallConfig;
use crate::i18n::Lang;
use crate::journal::format::{self, Record};

/// How the publisher is set up.
#[derive(Clone, Debug)]
pub struct PublisherOptions {
    pub link: Link,
    pub topics: Topics,
    /// The board's name in the hall.
    pub board: String,
    /// The current game's journal.
    pub journal: PathBuf,
    /// Send finished journals to the hall.
    pub send_journals: bool,
    /// At the end, how long to wait for the hall to hold everything.
    pub shutdown_wait: Duration,
    /// The language of the texts in the board's `state` message (the
    /// board's display language).
    pub lang: Lang,
    /// The round's `pairing` and `result` go there (issue 30; unsubscribed
    /// without).
    pub round: Option<super::board_round::RoundSink>,
}

impl PublisherOptions {
    /// The publisher of `[hall]` for the game journaled in `journal`; the
    /// board's name is `hall.board`, else the game's board number, else the
    /// host name.
    pub fn from_config(
        cfg: &HallConfig,
        journal: &Path,
        game_board: Option<&str>,
        lang: Lang,
    ) -> PublisherOptions {
        let board = cfg
            .board
            .clone()
            .or_else(|| game_board.map(crate::journal::slug))
            .unwrap_or_else(host_name);
        let (host, port) = cfg.host_port();
        PublisherOptions {
            link: Link {
                host,
                port,
                client_id: format!("jadoube-board-{board}"),
                tls: cfg.tls.clone(),
                auth: cfg.auth(),
                keepalive: Duration::from_secs(u64::from(cfg.keepalive_s)),
            },
            topics: Topics::new(&cfg.prefix),
            board,
            journal: journal.to_path_buf(),
            send_journals: cfg.send_journals,
            shutdown_wait: Duration::from_secs(u64::from(cfg.shutdown_wait_s)),
            lang,
            round: None,
        }
    }
}

/// The host name, as a topic level.
fn host_name() -> String {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    crate::journal::slug(name.trim())
}

/// What the publisher did.
#[derive(Clone, Debug, Default)]
pub struct PublisherReport {
    /// Decision messages sent (resends included).
    pub sent: u64,
    /// Lines the hall holds (its last cursor), of the current game.
    pub hall_holds: Option<u64>,
    /// The last published line of the journal.
    pub last_seq: Option<u64>,
    pub connections: u32,
    /// Journals the hall confirmed.
    pub collected: Vec<String>,
    pub errors: Vec<String>,
}

/// The running publisher.
pub struct Publisher {
    stop: watch::Sender<bool>,
    thread: JoinHandle<PublisherReport>,
}

impl Publisher {
    /// Starts the publisher thread. `written` carries the seq of the last
    /// journal line handed to the kernel.
    pub fn spawn(
        opts: PublisherOptions,
        written: watch::Receiver<u64>,
    ) -> Result<Publisher, HallError> {
        let (stop, stop_rx) = watch::channel(false);
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| HallError::Start("publisher runtime", e))?;
        let thread = std::thread::Builder::new()
            .name("hall".into())
            .spawn(move || rt.block_on(run(opts, written, stop_rx)))
            .map_err(|e| HallError::Start("publisher thread", e))?;
        Ok(Publisher { stop, thread })
    }

    /// The daemon has stopped (its journal is complete): publishes what is
    /// left, sends the journal, waits up to `shutdown_wait` for the hall.
    pub fn finish(self) -> PublisherReport {
        let _ = self.stop.send(true);
        self.thread.join().unwrap_or_else(|_| PublisherReport {
            errors: vec!["the hall publisher thread panicked".into()],
            ..PublisherReport::default()
        })
    }
}

/// The journal file, read as it grows.
struct Tail {
    path: PathBuf,
    file: Option<std::fs::File>,
    offset: u64,
    partial: Vec<u8>,
}

impl Tail {
    /// The complete lines added since the last call.
    fn read(&mut self) -> std::io::Result<Vec<String>> {
        if self.file.is_none() {
            match std::fs::File::open(&self.path) {
                Ok(f) => self.file = Some(f),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
                Err(e) => return Err(e),
            }
        }
        let f = self.file.as_mut().expect("opened");
        f.seek(SeekFrom::Start(self.offset))?;
        let mut buf = Vec::new();
        f.read_to_end(&mut buf)?;
        self.offset += buf.len() as u64;
        self.partial.extend_from_slice(&buf);
        let mut out = Vec::new();
        while let Some(nl) = self.partial.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = self.partial.drain(..=nl).collect();
            out.push(String::from_utf8_lossy(&line[..nl]).into_owned());
        }
        Ok(out)
    }
}

/// Tells the hall that the board refused to start, and why (`fault`, in
/// the board's language): its retained `online` message becomes `false`
/// with the fault, which the hall shows on the board's tile until the
/// board comes online. Waits at most `opts.shutdown_wait` (5 s at least)
/// for the broker to take it; `Err` says why it could not.
pub fn tell_refusal(opts: &PublisherOptions, fault: &str) -> Result<(), HallError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| HallError::Start("hall client", e))?;
    let body = serde_json::to_vec(&Online {
        online: false,
        fault: Some(fault.to_string()),
    })
    .expect("serializes");
    let topic = opts.topics.board(&opts.board, proto::ONLINE);
    let o = opts.link.options(None)?;
    let wait = opts.shutdown_wait.max(Duration::from_secs(5));
    rt.block_on(async move {
        let (client, mut el) = AsyncClient::new(o, 8);
        client
            .publish(topic, QoS::AtLeastOnce, true, body)
            .await
            .map_err(|e| HallError::Settings(format!("hall: {e}")))?;
        let acked = tokio::time::timeout(wait, async {
            loop {
                match el.poll().await {
                    Ok(Event::Incoming(Packet::PubAck(_))) => return Ok(()),
                    Ok(_) => {}
                    Err(e) => return Err(e),
                }
            }
        })
        .await;
        let _ = client.disconnect().await;
        match acked {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(HallError::Settings(format!(
                "hall: cannot reach the broker: {e}"
            ))),
            Err(_) => Err(HallError::Settings(format!(
                "hall: the broker did not take the message in {} s",
                wait.as_secs()
            ))),
        }
    })
}

/// One connection to the broker: the client and the events of its loop.
struct Conn {
    client: AsyncClient,
    events: mpsc::Receiver<Result<Event, ConnectionError>>,
    task: tokio::task::JoinHandle<()>,
    /// ConnAck received.
    up: bool,
    /// Decisions wait for the hall's cursor until then.
    cursor_deadline: Option<Instant>,
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.task.abort();
    }
}

fn connect(opts: &PublisherOptions) -> Result<Conn, HallError> {
    let will = LastWill::new(
        opts.topics.board(&opts.board, proto::ONLINE),
        serde_json::to_vec(&Online {
            online: false,
            fault: None,
        })
        .expect("serializes"),
        QoS::AtLeastOnce,
        true,
    );
    let o = opts.link.options(Some(will))?;
    let (client, mut el) = AsyncClient::new(o, 256);
    // Small messages at once (Nagle and the delayed ACK add some 40 ms).
    el.network_options.set_tcp_nodelay(true);
    let (tx, events) = mpsc::channel(256);
    let task = tokio::spawn(async move {
        loop {
            let r = el.poll().await;
            let failed = r.is_err();
            if tx.send(r).await.is_err() || failed {
                break;
            }
        }
    });
    Ok(Conn {
        client,
        events,
        task,
        up: false,
        cursor_deadline: None,
    })
}

/// How long to wait for the hall's retained cursor after connecting.
const CURSOR_WAIT: Duration = Duration::from_millis(1500);

struct Pub {
    opts: PublisherOptions,
    game: String,
    tail: Tail,
    /// The published lines read so far, in order.
    lines: Vec<Decision>,
    view: Option<GameView>,
    /// Index in `lines` of the next one to send.
    next: usize,
    hall_holds: Option<u64>,
    last_state: Vec<u8>,
    last_alert: Option<Option<AlertState>>,
    /// Journals sent and not yet confirmed: sha256 -> path.
    awaiting: HashMap<String, PathBuf>,
    /// Journals to send when connected.
    to_send: Vec<PathBuf>,
    report: PublisherReport,
}

async fn run(
    opts: PublisherOptions,
    mut written: watch::Receiver<u64>,
    mut stop: watch::Receiver<bool>,
) -> PublisherReport {
    let game = opts
        .journal
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    let mut p = Pub {
        tail: Tail {
            path: opts.journal.clone(),
            file: None,
            offset: 0,
            partial: Vec::new(),
        },
        game,
        lines: Vec::new(),
        view: None,
        next: 0,
        hall_holds: None,
        last_state: Vec::new(),
        last_alert: None,
        awaiting: HashMap::new(),
        to_send: Vec::new(),
        report: PublisherReport::default(),
        opts,
    };
    if p.opts.send_journals {
        p.to_send = p.unconfirmed_journals();
    }
    let mut conn: Option<Conn> = None;
    let mut retry_at = Instant::now();
    let mut backoff = Duration::from_millis(250);
    let mut tick = tokio::time::interval(Duration::from_millis(50));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut stopping: Option<Instant> = None;
    let mut written_open = true;
    let mut last_error = String::new();
    loop {
        if conn.is_none() && Instant::now() >= retry_at {
            match connect(&p.opts) {
                Ok(c) => conn = Some(c),
                Err(e) => {
                    p.error(format!("hall: {e}"));
                    retry_at = Instant::now() + Duration::from_secs(5);
                }
            }
        }
        let event = async {
            match conn.as_mut() {
                Some(c) => c.events.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            ev = event => match ev {
                Some(Ok(ev)) => {
                    let c = conn.as_mut().expect("connected");
                    p.on_event(c, ev);
                }
                other => {
                    let msg = match other {
                        Some(Err(e)) => e.to_string(),
                        _ => "the connection closed".into(),
                    };
                    if msg != last_error {
                        tracing::warn!(
                            "hall: broker {}:{}: {msg}; the board goes on and publishes later",
                            p.opts.link.host,
                            p.opts.link.port
                        );
                        last_error = msg;
                    }
                    if conn.as_ref().is_some_and(|c| c.up) {
                        backoff = Duration::from_millis(250);
                    }
                    conn = None;
                    retry_at = Instant::now() + backoff;
                    backoff = (backoff * 2).min(Duration::from_secs(5));
                }
            },
            r = written.changed(), if written_open => {
                // The daemon is gone: its journal is complete.
                written_open = r.is_ok();
            }
            _ = tick.tick() => {}
            r = stop.changed(), if stopping.is_none() => {
                if r.is_err() || *stop.borrow() {
                    stopping = Some(Instant::now() + p.opts.shutdown_wait);
                    p.read_journal();
                    if p.opts.send_journals {
                        let j = p.opts.journal.clone();
                        p.to_send.push(j);
                    }
                }
            }
        }
        p.read_journal();
        if let Some(c) = conn.as_mut()
            && c.up
        {
            if c.cursor_deadline.is_some_and(|at| Instant::now() >= at) {
                c.cursor_deadline = None;
            }
            p.pump(c);
        }
        if let Some(deadline) = stopping {
            let held = p.lines.last().is_none_or(|l| p.hall_holds >= Some(l.seq));
            if (held && p.awaiting.is_empty() && p.to_send.is_empty()) || Instant::now() >= deadline
            {
                break;
            }
        }
    }
    if let Some(c) = conn.as_mut()
        && c.up
    {
        let _ = c.client.try_publish(
            p.opts.topics.board(&p.opts.board, proto::ONLINE),
            QoS::AtLeastOnce,
            true,
            serde_json::to_vec(&Online {
                online: false,
                fault: None,
            })
            .expect("serializes"),
        );
        let _ = c.client.try_disconnect();
        // Let the loop send them.
        let _ = tokio::time::timeout(Duration::from_millis(300), async {
            while let Some(Ok(_)) = c.events.recv().await {}
        })
        .await;
    }
    p.report.hall_holds = p.hall_holds;
    p.report.last_seq = p.lines.last().map(|l| l.seq);
    if !p.awaiting.is_empty() || p.lines.last().is_some_and(|l| p.hall_holds < Some(l.seq)) {
        tracing::warn!(
            "hall: stopped before the hall held everything (it holds up to seq {:?} of {:?}); the next start publishes the rest",
            p.hall_holds,
            p.report.last_seq
        );
    }
    p.report
}

impl Pub {
    fn error(&mut self, msg: String) {
        if self.report.errors.last() != Some(&msg) {
            tracing::error!("{msg}");
            self.report.errors.push(msg);
        }
    }

    /// Other journals of the state directory that the hall has not
    /// confirmed (no receipt for their present bytes).
    fn unconfirmed_journals(&self) -> Vec<PathBuf> {
        let Some(dir) = self.opts.journal.parent() else {
            return Vec::new();
        };
        let Ok(all) = crate::journal::journals_in(dir) else {
            return Vec::new();
        };
        all.into_iter()
            .filter(|j| *j != self.opts.journal)
            .filter(|j| {
                let receipt = receipt_path(j);
                let Ok(text) = std::fs::read_to_string(receipt) else {
                    return true;
                };
                let Ok(bytes) = std::fs::read(j) else {
                    return false;
                };
                serde_json::from_str::<Collected>(&text)
                    .map_or(true, |c| c.sha256 != format::hash_hex(&bytes))
            })
            .collect()
    }

    fn read_journal(&mut self) {
        let lines = match self.tail.read() {
            Ok(l) => l,
            Err(e) => {
                let msg = format!("hall: cannot read {}: {e}", self.tail.path.display());
                self.error(msg);
                return;
            }
        };
        for raw in lines {
            let Ok(line) = format::decode(&raw) else {
                // A line the daemon cut off at a restart, or garbage: the
                // journal's own checks report it; nothing to publish.
                continue;
            };
            if !proto::is_published(&line.rec) {
                continue;
            }
            if let Record::Header(h) = &line.rec {
                match GameView::new(&self.game, h, self.opts.lang) {
                    Ok(v) => self.view = Some(v),
                    Err(e) => {
                        let msg = format!("hall: {}: {e}", self.tail.path.display());
                        self.error(msg);
                    }
                }
            } else if let Some(v) = self.view.as_mut() {
                v.apply(&line);
            }
            let game_over = matches!(&line.rec, Record::Event(e) if e.event.kind() == "game_over");
            self.lines.push(Decision {
                game: self.game.clone(),
                seq: line.seq,
                prev: self.lines.last().map(|l| l.seq),
                line: raw,
            });
            if game_over && self.opts.send_journals {
                let j = self.opts.journal.clone();
                self.to_send.push(j);
            }
        }
    }

    fn on_event(&mut self, c: &mut Conn, ev: Event) {
        match ev {
            Event::Incoming(Packet::ConnAck(_)) => {
                c.up = true;
                c.cursor_deadline = Some(Instant::now() + CURSOR_WAIT);
                self.report.connections += 1;
                tracing::info!(
                    "hall: connected to {}:{} as board {}",
                    self.opts.link.host,
                    self.opts.link.port,
                    self.opts.board
                );
                let t = &self.opts.topics;
                for leaf in [
                    proto::CURSOR,
                    proto::RESEND,
                    proto::COLLECTED,
                    proto::REQUEST,
                ] {
                    let _ = c
                        .client
                        .try_subscribe(t.hall(&self.opts.board, leaf), QoS::AtLeastOnce);
                }
                if self.opts.round.is_some() {
                    for leaf in [proto::PAIRING, proto::RESULT] {
                        let _ = c
                            .client
                            .try_subscribe(t.hall(&self.opts.board, leaf), QoS::AtLeastOnce);
                    }
                }
                let _ = c.client.try_publish(
                    t.board(&self.opts.board, proto::ONLINE),
                    QoS::AtLeastOnce,
                    true,
                    serde_json::to_vec(&Online {
                        online: true,
                        fault: None,
                    })
                    .expect("serializes"),
                );
                // Publish the state and the alert again on this session.
                self.last_state.clear();
                self.last_alert = None;
                // Journals sent on a lost session are sent again.
                let again: Vec<PathBuf> = self.awaiting.drain().map(|(_, p)| p).collect();
                self.to_send.extend(again);
            }
            Event::Incoming(Packet::Publish(m)) => self.on_message(c, &m.topic, &m.payload),
            _ => {}
        }
    }

    fn on_message(&mut self, c: &mut Conn, topic: &str, payload: &[u8]) {
        let t = &self.opts.topics;
        let b = &self.opts.board;
        if topic == t.hall(b, proto::CURSOR) {
            let Ok(cur) = proto::decode::<Cursor>(topic, payload) else {
                return;
            };
            if cur.game != self.game {
                return;
            }
            self.hall_holds = Some(cur.seq);
            let after = self.lines.partition_point(|l| l.seq <= cur.seq);
            if c.cursor_deadline.take().is_some() || self.next < after {
                // Right after connecting, go on after what the hall holds
                // (back over what a lost session may have dropped); later
                // cursors lag behind what is in flight and only skip ahead.
                self.next = after;
            }
        } else if topic == t.hall(b, proto::RESEND) {
            match proto::decode::<Resend>(topic, payload) {
                Ok(r) if r.game == self.game => {
                    self.next = match r.after {
                        None => 0,
                        Some(a) => self.lines.partition_point(|l| l.seq <= a),
                    };
                }
                _ => {}
            }
        } else if topic == t.hall(b, proto::COLLECTED) {
            let Ok(c) = proto::decode::<Collected>(topic, payload) else {
                return;
            };
            if let Some(path) = self.awaiting.remove(&c.sha256) {
                if c.ok {
                    let receipt = receipt_path(&path);
                    let text = serde_json::to_string_pretty(&c).expect("serializes") + "\n";
                    if let Err(e) = std::fs::write(&receipt, text) {
                        let msg = format!("hall: cannot write {}: {e}", receipt.display());
                        self.error(msg);
                    }
                    tracing::info!("hall: {} collected by the hall", c.file);
                    self.report.collected.push(c.file);
                } else {
                    let msg = format!("hall: the hall did not accept {}: {}", c.file, c.report);
                    self.error(msg);
                }
            }
        } else if let Some(sink) = &self.opts.round
            && let Some(leaf) = [proto::PAIRING, proto::RESULT]
                .into_iter()
                .find(|l| topic == t.hall(b, l))
        {
            super::board_round::on_message(sink, leaf, payload);
        } else if topic == t.hall(b, proto::REQUEST)
            && let Ok(r) = proto::decode::<Request>(topic, payload)
            && r.what == "journal"
        {
            let j = self.opts.journal.clone();
            self.to_send.push(j);
        }
    }

    /// Sends what can be sent now, without waiting.
    fn pump(&mut self, c: &mut Conn) {
        let t = self.opts.topics.clone();
        let b = self.opts.board.clone();
        // The alert and the state, when they changed.
        if let Some(v) = &self.view {
            let alert = v.alert();
            if self.last_alert.as_ref() != Some(&alert) {
                let body = serde_json::json!({ "game": self.game, "alert": alert });
                if c.client
                    .try_publish(
                        t.board(&b, proto::ALERT),
                        QoS::AtLeastOnce,
                        true,
                        body.to_string(),
                    )
                    .is_ok()
                {
                    self.last_alert = Some(alert);
                }
            }
            let state = serde_json::to_vec(&v.state(&b)).expect("serializes");
            if state != self.last_state
                && c.client
                    .try_publish(
                        t.board(&b, proto::STATE),
                        QoS::AtLeastOnce,
                        true,
                        state.clone(),
                    )
                    .is_ok()
            {
                self.last_state = state;
            }
        }
        if c.cursor_deadline.is_none() {
            while self.next < self.lines.len() {
                let d = &self.lines[self.next];
                let body = serde_json::to_vec(d).expect("serializes");
                if c.client
                    .try_publish(t.board(&b, proto::DECISION), QoS::AtLeastOnce, false, body)
                    .is_err()
                {
                    break;
                }
                self.next += 1;
                self.report.sent += 1;
            }
        }
        while let Some(path) = self.to_send.pop() {
            match journal_payload(&path, &self.game) {
                // This very content is on its way already.
                Ok((sha, _)) if self.awaiting.contains_key(&sha) => {}
                Ok((sha, payload)) => {
                    if c.client
                        .try_publish(
                            t.board(&b, proto::JOURNAL),
                            QoS::AtLeastOnce,
                            false,
                            payload,
                        )
                        .is_err()
                    {
                        self.to_send.push(path);
                        break;
                    }
                    self.awaiting.insert(sha, path);
                }
                Err(e) => {
                    let msg = format!("hall: cannot send {}: {e}", path.display());
                    self.error(msg);
                }
            }
        }
    }
}

/// Where the hall's confirmation of a journal is kept: `FILE.collected`.
pub fn receipt_path(journal: &Path) -> PathBuf {
    let mut name = journal.file_name().unwrap_or_default().to_os_string();
    name.push(".collected");
    journal.with_file_name(name)
}

fn journal_payload(path: &Path, current_game: &str) -> std::io::Result<(String, Vec<u8>)> {
    let bytes = std::fs::read(path)?;
    let sha = format::hash_hex(&bytes);
    let stopped = crate::journal::store::parse(&bytes)
        .lines
        .last()
        .and_then(|l| l.line().map(|l| matches!(l.rec, Record::Stop(_))))
        .unwrap_or(false);
    let game = path.file_stem().map_or_else(
        || current_game.to_string(),
        |s| s.to_string_lossy().into_owned(),
    );
    let meta = JournalMeta {
        file: path
            .file_name()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
        game,
        sha256: sha.clone(),
        bytes: bytes.len() as u64,
        stopped,
    };
    Ok((sha, proto::journal_message(&meta, &bytes)))
}
