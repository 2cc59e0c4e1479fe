//! Reading and appending journal files.
//!
//! The writer keeps whole lines in a buffer and hands them to the kernel in
//! one `write` per batch; [`Writer::commit`] also calls `fdatasync`, so a
//! decision is on the disk before its alert is shown. A crash can leave at
//! most the last line incomplete (a torn line); [`read`] reports it and the
//! recovery cuts it off.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::format::{self, GENESIS, Header, Line, Record};
use crate::time::Time;

/// Appends hash-chained lines to a journal.
#[derive(Debug)]
pub struct Writer {
    file: File,
    path: PathBuf,
    next_seq: u64,
    prev: String,
    buf: Vec<u8>,
    /// Bytes handed to the kernel since the last fsync.
    unsynced: bool,
}

impl Writer {
    /// Creates a new journal with its header line, on the disk (file and
    /// directory entry) before this returns.
    pub fn create(path: &Path, header: Header, t: Time, wall: String) -> std::io::Result<Writer> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(path)?;
        let mut w = Writer {
            file,
            path: path.to_path_buf(),
            next_seq: 0,
            prev: GENESIS.to_string(),
            buf: Vec::new(),
            unsynced: false,
        };
        w.append(t, wall, Record::Header(Box::new(header)));
        w.commit()?;
        sync_dir(path);
        Ok(w)
    }

    /// Goes on with an existing journal whose good part is `len` bytes
    /// long (anything after it, a torn line, is cut off), whose last line
    /// has `last_seq` and hashes to `last_hash`.
    pub fn resume(
        path: &Path,
        len: u64,
        last_seq: u64,
        last_hash: String,
    ) -> std::io::Result<Writer> {
        let file = OpenOptions::new().read(true).write(true).open(path)?;
        if file.metadata()?.len() != len {
            file.set_len(len)?;
            file.sync_all()?;
        }
        let mut file = file;
        file.seek(SeekFrom::End(0))?;
        Ok(Writer {
            file,
            path: path.to_path_buf(),
            next_seq: last_seq + 1,
            prev: last_hash,
            buf: Vec::new(),
            unsynced: false,
        })
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

/// Makes a new directory entry durable (best effort: not every file system
/// lets a directory be opened for this).
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = File::open(dir)
    {
        let _ = d.sync_all();
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
pub fn read(path: &Path) -> std::io::Result<Contents> {
    let mut bytes = Vec::new();
    File::open(path)?.read_to_end(&mut bytes)?;
    Ok(parse(&bytes))
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
    use crate::arbiter::engine::EngineConfig;
    use crate::journal::format::{GameInfo, StopRec};

    fn header() -> Header {
        Header::new(
            &EngineConfig::default(),
            "startpos",
            100,
            GameInfo::default(),
            "test".into(),
        )
    }

    #[test]
    fn writes_a_chain_and_reads_it_back() {
        let dir = std::env::temp_dir().join(format!("jadoube-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("g.jsonl");
        let mut w = Writer::create(&path, header(), Time::ZERO, "w".into()).unwrap();
        assert!(Writer::create(&path, header(), Time::ZERO, "w".into()).is_err());
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
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"seq\":3,\"t\":0.03,").unwrap();
        let c = read(&path).unwrap();
        assert_eq!(c.torn.as_ref().unwrap().0, c.good_len);
        let mut w = Writer::resume(&path, c.good_len, 2, hashes[2].clone()).unwrap();
        w.append(Time::from_millis(30), "w".into(), Record::Ack);
        w.commit().unwrap();
        let c = read(&path).unwrap();
        assert!(c.torn.is_none());
        assert_eq!(c.lines.len(), 4);
        assert_eq!(c.lines[3].line().unwrap().prev, hashes[2]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
