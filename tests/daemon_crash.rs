//! Crash test: the real binary plays a game in sim mode and is killed with
//! SIGKILL at random moments, at least 50 times, restarted each time. At the
//! end the journal must hold exactly the events `replay` gives for the
//! trace (no completed decision lost or duplicated) and verify.

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use jadoube::journal::format::Record;
use jadoube::journal::store;
use jadoube::replay::{Overrides, replay_trace};

const KILLS: usize = 50;

/// xorshift64*: enough randomness for kill times, reproducible by seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_jadoube")
}

fn daemon(trace: &Path, state: &Path, speed: &str) -> Command {
    let mut c = Command::new(bin());
    c.args(["run", "--sim"])
        .arg(trace)
        .args([
            "--speed",
            speed,
            "--sim-wall",
            "2026-05-02T09:00:00Z",
            "--state-dir",
        ])
        .arg(state)
        .env_remove("NOTIFY_SOCKET")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(state.join("stderr.log"))
                .unwrap(),
        );
    c
}

#[test]
fn kill_9_at_random_moments_loses_no_decision() {
    let trace = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace");
    let state: PathBuf = std::env::temp_dir().join(format!("jadoube-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&state);
    std::fs::create_dir_all(&state).unwrap();
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
        | 1;
    eprintln!("crash test seed {seed:#x}, state {}", state.display());
    let mut rng = Rng(seed);
    let journal = state.join("demo_r0_b0.jsonl");

    let mut kills = 0;
    let mut runs = 0;
    let mut finished_early = 0;
    while kills < KILLS {
        runs += 1;
        assert!(
            runs < KILLS * 4,
            "the daemon keeps finishing before the kill"
        );
        let mut child = daemon(&trace, &state, "4").spawn().unwrap();
        let wait = Duration::from_micros(rng.below(150_000));
        let t0 = Instant::now();
        while t0.elapsed() < wait {
            if child.try_wait().unwrap().is_some() {
                break;
            }
            std::thread::sleep(Duration::from_micros(500));
        }
        match child.try_wait().unwrap() {
            None => {
                child.kill().unwrap(); // SIGKILL
                child.wait().unwrap();
                kills += 1;
            }
            Some(status) => {
                assert!(status.success(), "the daemon failed: {status}");
                finished_early += 1;
                // The game is over: start the trace again on a new journal
                // only if it ended before enough kills (not expected).
                let _ = std::fs::rename(&journal, state.join(format!("done-{runs}.jsonl.old")));
            }
        }
    }
    // Let it finish.
    let status = daemon(&trace, &state, "max").status().unwrap();
    assert!(status.success());

    let text = std::fs::read_to_string(&trace).unwrap();
    let expected: Vec<serde_json::Value> = replay_trace(
        &jadoube::trace::parse(&text).unwrap(),
        &Overrides::default(),
        |_, _| {},
    )
    .unwrap()
    .iter()
    .map(|e| serde_json::to_value(e).unwrap())
    .collect();
    let contents = store::read(&journal).unwrap();
    assert!(contents.torn.is_none());
    let mut recorded = Vec::new();
    let (mut restarts, mut torn) = (0, 0);
    for l in contents.parsed() {
        match &l.rec {
            Record::Event(e) => recorded.push(serde_json::to_value(&e.event).unwrap()),
            Record::Restart(r) => {
                assert_eq!(r.mismatch, None, "a restart found the replay disagreeing");
                restarts += 1;
            }
            Record::TornLine(_) => torn += 1,
            _ => {}
        }
    }
    eprintln!(
        "{kills} kills in {runs} runs ({finished_early} finished first), {restarts} restarts, {torn} torn lines cut off, {} lines",
        contents.lines.len()
    );
    assert_eq!(finished_early, 0, "the game ended before {KILLS} kills");
    assert!(restarts >= 1);
    if recorded != expected {
        let at = recorded.iter().zip(&expected).position(|(a, b)| a != b);
        panic!(
            "the journal has {} events, replay {}; first difference at {at:?}: {:?} vs {:?}",
            recorded.len(),
            expected.len(),
            at.map(|i| &recorded[i]),
            at.map(|i| &expected[i])
        );
    }
    let out = Command::new(bin())
        .arg("verify")
        .arg(&journal)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "verify: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let _ = std::fs::remove_dir_all(&state);
}
