//! The journal thread: the only one that touches the journal file.
//!
//! The engine actor sends it the records of each input in order; it formats
//! and chains them ([`Writer::append`]), seals them where the actor says
//! ([`Writer::seal`]: the Ed25519 signature is made here, not on the
//! actor), hands them to the kernel after each
//! input ([`Writer::flush`]), syncs them (`fdatasync`, [`Writer::commit`])
//! when a batch holds a decision and at least every `sync_every` otherwise,
//! and then tells the outputs that the batch is on the disk
//! ([`OutMsg::Durable`]): the screens and standard output show a decision
//! only then. Last, it tells the hall's publisher, which tails the file,
//! the seq of the last line handed to the kernel (the LED and the screens
//! come first). Neither the engine actor nor the LEDs ever wait for the disk:
//! here a journal `write` took up to 1.2 s and an `fdatasync` up to 3.6 s
//! while other programs wrote.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::outputs::OutMsg;
use crate::journal::format::Record;
use crate::journal::store::Writer;
use crate::time::Time;

/// What the actor sends (a record is moved in whole: boxing it would add
/// an allocation per line).
#[allow(clippy::large_enum_variant)]
pub enum JournalMsg {
    /// One line: engine time, wall-clock time, the record.
    Append(Time, String, Record),
    /// A seal of the lines so far (`docs/journal.md`, "Seals"): engine
    /// time, wall-clock time. The actor decides when, mirroring the
    /// writer's [`crate::journal::store::SealClock`], so the lines and
    /// their order are exactly those of a writer on the actor's thread.
    Seal(Time, String),
    /// The end of an input's lines: hand them to the kernel (`sync`: and to
    /// the disk), then tell the outputs (`durable`).
    Batch { sync: bool, durable: bool },
}

/// What the journal thread did.
pub struct JournalReport {
    pub errors: Vec<String>,
}

/// Starts the journal thread on `writer`.
pub fn spawn(
    writer: Writer,
    rx: Receiver<JournalMsg>,
    out: Sender<OutMsg>,
    sync_every: Duration,
    tail: Option<watch::Sender<u64>>,
) -> std::io::Result<JoinHandle<JournalReport>> {
    std::thread::Builder::new()
        .name("journal".into())
        .spawn(move || run(writer, rx, out, sync_every, tail))
}

/// Tells the journal's reader (the hall's publisher) how far the file
/// goes: the seq of the last line handed to the kernel (never blocks).
fn tell_tail(tail: &Option<watch::Sender<u64>>, writer: &Writer) {
    if let Some(tx) = tail
        && writer.buffered() == 0
    {
        let last = writer.next_seq().saturating_sub(1);
        tx.send_if_modified(|v| std::mem::replace(v, last) != last);
    }
}

fn run(
    mut writer: Writer,
    rx: Receiver<JournalMsg>,
    out: Sender<OutMsg>,
    sync_every: Duration,
    tail: Option<watch::Sender<u64>>,
) -> JournalReport {
    let mut errors: Vec<String> = Vec::new();
    let mut error = |e: std::io::Error, writer: &Writer| {
        let msg = format!("journal {}: {e}", writer.path().display());
        if errors.last() != Some(&msg) {
            tracing::error!("{msg}: decisions are shown but may not be on the disk");
            errors.push(msg);
        }
    };
    // Written but not synced since then: sync by this time.
    let mut sync_by: Option<Instant> = None;
    loop {
        let msg = match sync_by {
            Some(at) => rx.recv_timeout(at.saturating_duration_since(Instant::now())),
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match msg {
            Ok(JournalMsg::Append(t, wall, rec)) => writer.append(t, wall, rec),
            Ok(JournalMsg::Seal(t, wall)) => writer.seal(t, wall),
            Ok(JournalMsg::Batch { sync, durable }) => {
                let r = if sync {
                    sync_by = None;
                    writer.commit()
                } else {
                    if sync_by.is_none() {
                        sync_by = Some(Instant::now() + sync_every);
                    }
                    writer.flush()
                };
                if let Err(e) = r {
                    error(e, &writer);
                }
                if durable {
                    let _ = out.send(OutMsg::Durable);
                }
                tell_tail(&tail, &writer);
            }
            Err(RecvTimeoutError::Timeout) => {
                sync_by = None;
                if let Err(e) = writer.commit() {
                    error(e, &writer);
                }
            }
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    if let Err(e) = writer.commit() {
        error(e, &writer);
    }
    tell_tail(&tail, &writer);
    JournalReport { errors }
}
