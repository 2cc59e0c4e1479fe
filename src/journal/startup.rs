//! `startup.log` in the state directory: the starts the daemon refused,
//! one plain line each (`docs/journal.md`, "Files in the state
//! directory"). A daemon without its key cannot seal, so a refusal cannot
//! go into a journal as evidence; nor is it put in one unsealed (a journal
//! of an unsealed header would fail `verify`, and be in the way of the
//! game's real journal). This file is for the board's administrator and,
//! in an appeal, tells why a board has no journal for a game: it is not
//! evidence of anything played, `verify` does not read it, and anyone who
//! can write the state directory can write it.
//!
//! ```text
//! 2026-05-02T08:58:12.031Z jadoube 0.1.0 refused to start: /var/lib/jadoube/board-key: the board has no key, …
//! ```

use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::JournalError;
use super::files::{Dir, FILE_MODE};
use crate::error::IoContext;

/// The file's name in the state directory.
pub const STARTUP_LOG: &str = "startup.log";

/// The file stops growing at this size (a daemon restarted in a loop by
/// systemd refuses every few seconds): the first refusals are the ones
/// that tell what happened.
pub const MAX_BYTES: u64 = 1 << 20;

/// Appends `wall jadoube VERSION refused to start: why` to `startup.log`
/// of `state` (made if need be, as the daemon makes its journal: never
/// through a link, 0640, given to the directory's owner when root writes
/// it). Returns the file's path, or `None` when the file is full.
pub fn record_refusal(
    state: &Path,
    wall: &str,
    why: &str,
) -> Result<Option<PathBuf>, JournalError> {
    let dir = Dir::open(state, true)
        .io_context(|| format!("cannot open the state directory {}", state.display()))?;
    let path = dir.join(STARTUP_LOG);
    let line = format!(
        "{wall} jadoube {} refused to start: {}\n",
        env!("CARGO_PKG_VERSION"),
        // One line, whatever the reason holds.
        crate::error::clip_words(why).replace(['\n', '\r'], " ")
    );
    let mut f = match dir
        .len(STARTUP_LOG)
        .io_at(crate::error::IoOp::Read, &path)?
    {
        Some(n) if n >= MAX_BYTES => return Ok(None),
        Some(_) => dir
            .open_append(STARTUP_LOG)
            .io_at(crate::error::IoOp::Open, &path)?,
        None => dir
            .create_new(STARTUP_LOG, FILE_MODE)
            .io_at(crate::error::IoOp::Create, &path)?,
    };
    f.seek(SeekFrom::End(0))
        .and_then(|_| f.write_all(line.as_bytes()))
        .and_then(|_| f.sync_data())
        .io_at(crate::error::IoOp::Write, &path)?;
    Ok(Some(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_refusal_is_one_line_appended() {
        let dir = std::env::temp_dir().join(format!("jadoube-startup-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let p = record_refusal(&dir, "2026-05-02T08:58:12.031Z", "no key\nat all")
            .unwrap()
            .unwrap();
        record_refusal(&dir, "2026-05-02T08:58:17.040Z", "no key").unwrap();
        let text = std::fs::read_to_string(&p).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].starts_with("2026-05-02T08:58:12.031Z jadoube "));
        assert!(
            lines[0].ends_with(" refused to start: no key at all"),
            "{text}"
        );
        assert!(lines[1].starts_with("2026-05-02T08:58:17.040Z"));
        // Full: nothing more.
        std::fs::write(&p, vec![b'x'; MAX_BYTES as usize]).unwrap();
        assert_eq!(record_refusal(&dir, "w", "no key").unwrap(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
