//! The start-up's code out of the daemon's resident set
//! (`docs/performance.md`, "Memory").
//!
//! The kernel maps a program's code around each page executed (fault-around,
//! 64 KiB windows), so the code run once at the start (the command line,
//! the configuration, the catalogues, the journal's opening, the first
//! drawing) stays mapped for the whole game with everything around it. At
//! five stages of the start-up (`cli/run.rs`, [`super::run_daemon_with`]),
//! [`release_startup_code`] unmaps the clean pages of
//! the read-only file mappings (the program's code and read-only data, the C
//! library's, the loader's) with `madvise(MADV_DONTNEED)`: they stay in the
//! page cache, and the pages the game runs are mapped again at their next
//! use (minor faults: about 230 more in the demo), so the resident set
//! becomes what the game uses. The same is done twice more, where a path
//! run once maps its code on top of the game's: on the Art. 7.5.5 ruling's
//! thread before its search, and when the daemon's loop ends (before the
//! stop's path); without them a ruling's game end was the run's peak. Each
//! call says at the debug level how many kB it unmapped.
//!
//! Only mappings that are private, not writable, backed by a file and with
//! no anonymous (copied, relocated) page are touched: `MADV_DONTNEED` on
//! them gives back the file's contents, which are the contents they have.
//! Where the kernel refuses (a locked mapping, another system), the mapping
//! stays as it was and one log line says so.

use std::fs;
use std::io::{BufRead, BufReader};
use std::sync::atomic::{AtomicBool, Ordering};

/// A mapping of `/proc/self/smaps` that may be released.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Mapping {
    pub start: usize,
    pub end: usize,
    /// Resident, in kB.
    pub rss_kb: u64,
    pub path: String,
}

/// The mappings of an smaps text that may be released: private, not
/// writable, backed by a file (a path), no anonymous page, not locked.
///
/// The text is read a line at a time: `/proc/self/smaps` is 100-200 kB,
/// and read whole into one string it was, at the two releases of a game's
/// end (a ruling and the stop, on two threads at once), the run's peak of
/// the heap (`docs/performance.md`, "Memory").
pub(crate) fn releasable(mut smaps: impl BufRead) -> Vec<Mapping> {
    let mut out = Vec::new();
    let mut cur: Option<(Mapping, bool)> = None;
    let finish = |cur: Option<(Mapping, bool)>, out: &mut Vec<Mapping>| {
        if let Some((m, true)) = cur {
            out.push(m);
        }
    };
    let mut line = String::new();
    loop {
        line.clear();
        match smaps.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let mut f = line.split_whitespace();
        let first = f.next().unwrap_or("");
        if let Some((a, b)) = first.split_once('-')
            && let (Ok(start), Ok(end)) =
                (usize::from_str_radix(a, 16), usize::from_str_radix(b, 16))
        {
            finish(cur.take(), &mut out);
            let perms = f.next().unwrap_or("");
            let path = f.nth(3).unwrap_or("");
            let ok = perms.len() == 4
                && perms.starts_with('r')
                && &perms[1..2] == "-"
                && perms.ends_with('p')
                && path.starts_with('/');
            cur = Some((
                Mapping {
                    start,
                    end,
                    rss_kb: 0,
                    path: path.to_string(),
                },
                ok,
            ));
            continue;
        }
        let Some((m, ok)) = cur.as_mut() else {
            continue;
        };
        let value = || {
            line.split_whitespace()
                .nth(1)
                .and_then(|v| v.parse::<u64>().ok())
        };
        if first == "Rss:" {
            m.rss_kb = value().unwrap_or(0);
        } else if first == "Anonymous:" || first == "Private_Dirty:" || first == "Swap:" {
            if value() != Some(0) {
                *ok = false;
            }
        } else if first == "VmFlags:" && line.split_whitespace().any(|f| f == "lo") {
            *ok = false;
        }
    }
    finish(cur.take(), &mut out);
    out
}

/// Unmaps the clean pages of the process's read-only file mappings (see
/// the module): `stage` names the point of the start-up in the log. Returns
/// the kB unmapped. Where the kernel refuses, it says so in the log once and
/// leaves the mapping as it was.
pub fn release_startup_code(stage: &str) -> u64 {
    static SAID: AtomicBool = AtomicBool::new(false);
    let smaps = match fs::File::open("/proc/self/smaps") {
        Ok(f) => BufReader::with_capacity(4096, f),
        Err(e) => {
            if !SAID.swap(true, Ordering::Relaxed) {
                tracing::info!("start-up code left resident ({stage}): /proc/self/smaps: {e}");
            }
            return 0;
        }
    };
    let mut released = 0;
    for m in releasable(smaps) {
        if m.rss_kb == 0 {
            continue;
        }
        // SAFETY: the range is a whole mapping of this process, private,
        // read-only and without anonymous pages: MADV_DONTNEED only unmaps
        // its pages, which read back from the file as they are.
        let r = unsafe {
            libc::madvise(
                m.start as *mut libc::c_void,
                m.end - m.start,
                libc::MADV_DONTNEED,
            )
        };
        if r == 0 {
            released += m.rss_kb;
        } else if !SAID.swap(true, Ordering::Relaxed) {
            let e = std::io::Error::last_os_error();
            tracing::info!("start-up code left resident ({stage}): {}: {e}", m.path);
        }
    }
    tracing::debug!("start-up code ({stage}): {released} kB unmapped");
    released
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMAPS: &str = "\
5555000-5556000 r--p 00000000 fe:01 123 /usr/bin/jadoube
Rss:                  64 kB
Anonymous:             0 kB
Private_Dirty:         0 kB
Swap:                  0 kB
VmFlags: rd mr mw me sd
5556000-5558000 r-xp 00001000 fe:01 123 /usr/bin/jadoube
Rss:                4000 kB
Anonymous:             0 kB
Private_Dirty:         0 kB
Swap:                  0 kB
VmFlags: rd ex mr mw me sd
5558000-5559000 r--p 00003000 fe:01 123 /usr/bin/jadoube
Rss:                 100 kB
Anonymous:           100 kB
Private_Dirty:       100 kB
VmFlags: rd mr mw me ac sd
5559000-555a000 rw-p 00004000 fe:01 123 /usr/bin/jadoube
Rss:                   4 kB
Anonymous:             4 kB
VmFlags: rd wr mr mw me ac sd
555a000-555b000 rw-p 00000000 00:00 0 [heap]
Rss:                 500 kB
Anonymous:           500 kB
7f00000-7f01000 r-xp 00000000 fe:01 456 /usr/lib/x86_64-linux-gnu/libc.so.6
Rss:                1000 kB
Anonymous:             0 kB
VmFlags: rd ex mr mw me lo sd
7f01000-7f02000 r--s 00000000 00:05 9 /dev/shm/x
Rss:                   4 kB
Anonymous:             0 kB
7f02000-7f03000 r-xp 00000000 00:00 0 [vdso]
Rss:                   4 kB
Anonymous:             0 kB
7f03000-7f04000 r-xp 00000000 fe:01 457 /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
Rss:                 200 kB
Anonymous:             0 kB
Private_Dirty:         0 kB
VmFlags: rd ex mr mw me sd
";

    #[test]
    fn only_clean_read_only_private_file_mappings() {
        let got: Vec<(usize, u64)> = releasable(SMAPS.as_bytes())
            .iter()
            .map(|m| (m.start, m.rss_kb))
            .collect();
        // Not the relocated data (anonymous pages), the writable data, the
        // heap, the locked C library, the shared mapping, the vDSO.
        assert_eq!(
            got,
            vec![(0x5555000, 64), (0x5556000, 4000), (0x7f03000, 200)]
        );
    }

    #[test]
    fn releasing_keeps_the_program_running() {
        let before = releasable(BufReader::new(fs::File::open("/proc/self/smaps").unwrap()));
        assert!(
            before.iter().any(|m| m.rss_kb > 0),
            "the test program's code is resident"
        );
        assert!(release_startup_code("test") > 0);
        // The code runs again from its file after the release.
        let mut v: Vec<String> = (0..100).rev().map(|i| format!("{i:03}")).collect();
        v.sort();
        assert_eq!(v[42], "042");
    }
}
