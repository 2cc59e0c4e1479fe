//! Reading and appending journal files.
//!
//! The writer keeps whole lines in a buffer and hands them to the kernel in
//! one `write` per batch; [`Writer::commit`] also calls `fdatasync`, so a
//! decision is on the disk before its alert is shown. A crash can leave at
//! most the last line incomplete (a torn line); [`read`] reports it and the
//! recovery cuts it off.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::files::{Dir, FILE_MODE};
use super::format::{self, GENESIS, Header, Line, Record, SEAL_EVERY, SealRec, seal_message};
use super::key::BoardKey;
use crate::time::Time;

/// Appends hash-chained lines to a journal, and seals them with the
/// board's key.
#[derive(Debug)]
pub struct Writer {
    file: File,
    path: PathBuf,
    next_seq: u64,
    prev: String,
    buf: Vec<u8>,
    /// Bytes handed to the kernel since the last fsync.
    unsynced: bool,
    key: Option<BoardKey>,
    /// The public key's hex, as seals carry it.
    key_hex: String,
    /// Which lines wait for a seal.
    seals: SealClock,
}

/// Which lines of a journal wait for their seal: the time of the first line
/// written since the last seal, and whether there is a key to seal with.
/// The [`Writer`] keeps one; a writer on another thread (the daemon's
/// journal thread) is mirrored by the one who sends it the lines, who so
/// knows, without asking, when a seal is due and whether a seal line will
/// be written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SealClock {
    key: bool,
    since: Option<Time>,
}

impl SealClock {
    /// A line `rec` at `t` is appended.
    pub fn append(&mut self, t: Time, rec: &Record) {
        if matches!(rec, Record::Seal(_)) {
            self.since = None;
        } else {
            self.since.get_or_insert(t);
        }
    }

    /// [`Writer::seal`] would write a seal line now: there is a key, and
    /// lines since the last seal.
    pub fn would_seal(&self) -> bool {
        self.key && self.since.is_some()
    }

    /// Lines have waited unsealed for [`SEAL_EVERY`] of engine time at `t`.
    pub fn due(&self, t: Time) -> bool {
        self.key && self.since.is_some_and(|s| t.since(s) >= SEAL_EVERY)
    }

    /// A seal was written (or would have been: nothing waits any more).
    pub fn sealed(&mut self) {
        self.since = None;
    }
}

impl Writer {
    fn new(
        file: File,
        path: PathBuf,
        next_seq: u64,
        prev: String,
        key: Option<BoardKey>,
    ) -> Writer {
        Writer {
            file,
            path,
            next_seq,
            prev,
            buf: Vec::new(),
            unsynced: false,
            key_hex: key.as_ref().map(|k| k.public().hex()).unwrap_or_default(),
            seals: SealClock {
                key: key.is_some(),
                since: None,
            },
            key,
        }
    }

    /// Creates the new journal `name` in `dir` (mode 0640; anything under
    /// the name, a link included, is refused) with its header line, sealed
    /// with `key`, on the disk (file and directory entry) before this
    /// returns.
    pub fn create(
        dir: &Dir,
        name: &str,
        header: Header,
        t: Time,
        wall: String,
        key: Option<BoardKey>,
    ) -> std::io::Result<Writer> {
        let file = dir.create_new(name, FILE_MODE)?;
        let mut w = Writer::new(file, dir.join(name), 0, GENESIS.to_string(), key);
        w.append(t, wall.clone(), Record::Header(Box::new(header)));
        w.seal(t, wall);
        w.commit()?;
        dir.sync();
        Ok(w)
    }

    /// Goes on with the existing journal `name` in `dir` whose good part is
    /// `len` bytes long (anything after it, a torn line, is cut off), whose
    /// last line has `last_seq` and hashes to `last_hash`. A link is
    /// refused.
    pub fn resume(
        dir: &Dir,
        name: &str,
        len: u64,
        last_seq: u64,
        last_hash: String,
        key: Option<BoardKey>,
    ) -> std::io::Result<Writer> {
        let mut file = dir.open_append(name)?;
        if file.metadata()?.len() != len {
            file.set_len(len)?;
            file.sync_all()?;
        }
        file.seek(SeekFrom::End(0))?;
        Ok(Writer::new(
            file,
            dir.join(name),
            last_seq + 1,
            last_hash,
            key,
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The `seq` the next line gets.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// Adds a line to the buffer (not yet written).
    pub fn append(&mut self, t: Time, wall: String, rec: Record) {
        self.seals.append(t, &rec);
        let line = Line {
            seq: self.next_seq,
            t,
            wall,
            rec,
            prev: std::mem::take(&mut self.prev),
        };
        let text = format::encode(&line);
        self.prev = format::hash_hex(text.as_bytes());
        self.next_seq += 1;
        self.buf.extend_from_slice(text.as_bytes());
        self.buf.push(b'\n');
    }

    /// Seals the lines written since the last seal (nothing to do when
    /// there are none, or without a key): a `seal` line, the board's
    /// signature over the chain up to the line before it
    /// ([`format::seal_message`]).
    pub fn seal(&mut self, t: Time, wall: String) {
        let Some(key) = &self.key else { return };
        if !self.seals.would_seal() {
            return;
        }
        let msg = seal_message(self.next_seq, t, &wall, &self.key_hex, &self.prev);
        let rec = Record::Seal(SealRec {
            key: self.key_hex.clone(),
            sig: key.sign(&msg),
        });
        self.append(t, wall, rec);
    }

    /// Lines have waited unsealed for [`SEAL_EVERY`] of engine time at `t`.
    pub fn seal_due(&self, t: Time) -> bool {
        self.seals.due(t)
    }

    /// Which lines wait for their seal (a copy, to mirror this writer from
    /// another thread).
    pub fn seal_clock(&self) -> SealClock {
        self.seals
    }

    /// Bytes waiting in the buffer.
    pub fn buffered(&self) -> usize {
        self.buf.len()
    }

    /// Hands the buffered lines to the kernel (they survive the process
    /// being killed, not a power cut).
    pub fn flush(&mut self) -> std::io::Result<()> {
        if !self.buf.is_empty() {
            self.file.write_all(&self.buf)?;
            self.buf.clear();
            self.unsynced = true;
        }
        Ok(())
    }

    /// Writes the buffered lines and waits until they are on the disk.
    pub fn commit(&mut self) -> std::io::Result<()> {
        self.flush()?;
        if self.unsynced {
            self.file.sync_data()?;
            self.unsynced = false;
        }
        Ok(())
    }

    /// Something written is not yet on the disk.
    pub fn dirty(&self) -> bool {
        self.unsynced || !self.buf.is_empty()
    }
}

/// One line of a journal as read.
#[derive(Clone, Debug)]
pub struct ReadLine {
    /// 1-based line number in the file.
    pub number: usize,
    /// Byte offset of its first byte.
    pub offset: u64,
    /// The bytes, without the newline.
    pub raw: Vec<u8>,
    pub parsed: Result<Line, String>,
}

impl ReadLine {
    pub fn line(&self) -> Option<&Line> {
        self.parsed.as_ref().ok()
    }
}

/// A journal file as read.
#[derive(Clone, Debug, Default)]
pub struct Contents {
    pub lines: Vec<ReadLine>,
    /// Bytes after the last newline: an incomplete last line.
    pub torn: Option<(u64, Vec<u8>)>,
    /// Length of the complete lines.
    pub good_len: u64,
}

impl Contents {
    /// The header, if the first line is one.
    pub fn header(&self) -> Option<&Header> {
        match self.lines.first()?.line()?.rec {
            Record::Header(ref h) => Some(h),
            _ => None,
        }
    }

    /// The complete lines that parse.
    pub fn parsed(&self) -> impl Iterator<Item = &Line> {
        self.lines.iter().filter_map(ReadLine::line)
    }
}

/// Reads a journal. Only I/O errors fail; bad lines are reported per line.
/// A FIFO, a socket or a device is refused, never waited on
/// (`files::open_regular`).
pub fn read(path: &Path) -> std::io::Result<Contents> {
    let mut bytes = Vec::new();
    super::files::open_regular(path)?.read_to_end(&mut bytes)?;
    Ok(parse(&bytes))
}

/// Reads the journal `name` of `dir` (a link is refused).
pub fn read_in(dir: &Dir, name: &str) -> std::io::Result<Contents> {
    Ok(parse(&dir.read(name)?))
}

/// Splits and parses journal bytes.
pub fn parse(bytes: &[u8]) -> Contents {
    let mut c = Contents::default();
    let mut start = 0usize;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'\n' {
            let raw = bytes[start..i].to_vec();
            let parsed = match std::str::from_utf8(&raw) {
                Ok(s) => format::decode(s),
                Err(e) => Err(format!("not UTF-8: {e}")),
            };
            c.lines.push(ReadLine {
                number: c.lines.len() + 1,
                offset: start as u64,
                raw,
                parsed,
            });
            start = i + 1;
        }
    }
    c.good_len = start as u64;
    if start < bytes.len() {
        c.torn = Some((start as u64, bytes[start..].to_vec()));
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::format::StopRec;
    use crate::journal::key::PublicKey;

    #[test]
    fn writes_a_chain_and_reads_it_back() {
        let base = std::env::temp_dir().join(format!("jadoube-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let dir = Dir::open(&base, true).unwrap();
        let path = base.join("g.jsonl");
        let header = Header::for_tests();
        let mut w = Writer::create(
            &dir,
            "g.jsonl",
            header.clone(),
            Time::ZERO,
            "w".into(),
            None,
        )
        .unwrap();
        assert!(Writer::create(&dir, "g.jsonl", header, Time::ZERO, "w".into(), None).is_err());
        w.append(Time::from_millis(10), "w".into(), Record::Ack);
        w.commit().unwrap();
        w.append(
            Time::from_millis(20),
            "w".into(),
            Record::Stop(StopRec {
                reason: "test".into(),
            }),
        );
        w.flush().unwrap();
        let c = read(&path).unwrap();
        assert_eq!(c.lines.len(), 3);
        assert!(c.torn.is_none());
        assert!(c.header().is_some());
        let hashes: Vec<String> = c.lines.iter().map(|l| format::hash_hex(&l.raw)).collect();
        assert_eq!(c.lines[1].line().unwrap().prev, hashes[0]);
        assert_eq!(c.lines[2].line().unwrap().prev, hashes[1]);
        assert_eq!(c.lines[2].line().unwrap().seq, 2);

        // A torn tail is reported, and resuming cuts it off.
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        f.write_all(b"{\"seq\":3,\"t\":0.03,").unwrap();
        let c = read(&path).unwrap();
        assert_eq!(c.torn.as_ref().unwrap().0, c.good_len);
        let mut w =
            Writer::resume(&dir, "g.jsonl", c.good_len, 2, hashes[2].clone(), None).unwrap();
        w.append(Time::from_millis(30), "w".into(), Record::Ack);
        w.commit().unwrap();
        let c = read(&path).unwrap();
        assert!(c.torn.is_none());
        assert_eq!(c.lines.len(), 4);
        assert_eq!(c.lines[3].line().unwrap().prev, hashes[2]);
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn seals_sign_the_chain_up_to_them() {
        let base = std::env::temp_dir().join(format!("jadoube-seal-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let dir = Dir::open(&base, true).unwrap();
        let key = BoardKey::from_seed([5; 32]);
        let mut w = Writer::create(
            &dir,
            "g.jsonl",
            Header::for_tests(),
            Time::ZERO,
            "w".into(),
            Some(key.clone()),
        )
        .unwrap();
        // Nothing unsealed after the header's seal: no seal.
        w.seal(Time::ZERO, "w".into());
        assert!(!w.seal_due(Time::from_millis(60_000)));
        w.append(Time::from_millis(10), "w".into(), Record::Ack);
        assert!(!w.seal_due(Time::from_millis(10_009)));
        assert!(w.seal_due(Time::from_millis(10_010)));
        w.seal(Time::from_millis(20), "w2".into());
        assert!(!w.seal_due(Time::from_millis(60_000)));
        w.commit().unwrap();
        let c = read(&base.join("g.jsonl")).unwrap();
        let kinds: Vec<&str> = c.parsed().map(|l| l.rec.name()).collect();
        assert_eq!(kinds, ["header", "seal", "ack", "seal"]);
        let pk = key.public();
        for (i, l) in c.lines.iter().enumerate() {
            let line = l.line().unwrap();
            if let Record::Seal(s) = &line.rec {
                assert_eq!(s.key, pk.hex());
                assert_eq!(line.prev, format::hash_hex(&c.lines[i - 1].raw));
                let msg = seal_message(line.seq, line.t, &line.wall, &s.key, &line.prev);
                assert!(pk.verifies(&msg, &s.sig));
                let other = seal_message(line.seq, line.t, "w3", &s.key, &line.prev);
                assert!(!pk.verifies(&other, &s.sig));
            }
        }
        assert_eq!(PublicKey::parse(&pk.hex()).unwrap(), pk);
        let _ = std::fs::remove_dir_all(&base);
    }
}
