//! systemd's notification protocol (`sd_notify(3)`): one datagram per
//! message to the socket named by `$NOTIFY_SOCKET` (a path, or `@name` in
//! the abstract namespace). Outside systemd there is no socket and every
//! call does nothing.

use std::os::unix::net::UnixDatagram;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(Debug)]
enum Target {
    Path(PathBuf),
    Abstract(Vec<u8>),
}

/// Sends READY, WATCHDOG, STATUS and STOPPING to systemd.
#[derive(Debug)]
pub struct Notifier {
    sock: Option<(UnixDatagram, Target)>,
    /// Half of `$WATCHDOG_USEC`: how often to feed the watchdog.
    watchdog_every: Option<Duration>,
    last_watchdog: Option<Instant>,
}

impl Notifier {
    /// From `$NOTIFY_SOCKET` and `$WATCHDOG_USEC` (honoured only when
    /// `$WATCHDOG_PID` is unset or this process).
    pub fn from_env() -> Notifier {
        let socket = std::env::var_os("NOTIFY_SOCKET");
        let watchdog = std::env::var("WATCHDOG_USEC")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .filter(|_| {
                std::env::var("WATCHDOG_PID")
                    .map(|p| p == std::process::id().to_string())
                    .unwrap_or(true)
            });
        Notifier::new(
            socket.map(PathBuf::from),
            watchdog.map(Duration::from_micros),
        )
    }

    /// A notifier for this socket (`@name`: abstract) and watchdog period.
    pub fn new(socket: Option<PathBuf>, watchdog: Option<Duration>) -> Notifier {
        let sock = socket.and_then(|p| {
            let target = match p.to_str().and_then(|s| s.strip_prefix('@')) {
                Some(name) => Target::Abstract(name.as_bytes().to_vec()),
                None => Target::Path(p),
            };
            UnixDatagram::unbound().ok().map(|s| (s, target))
        });
        Notifier {
            sock,
            watchdog_every: watchdog.map(|w| w / 2),
            last_watchdog: None,
        }
    }

    /// A notifier that sends nothing.
    pub fn none() -> Notifier {
        Notifier::new(None, None)
    }

    /// A notifier to the same socket without the watchdog (for STATUS=
    /// from another thread).
    pub fn status_only(&self) -> Notifier {
        let sock = self.sock.as_ref().and_then(|(sock, target)| {
            let target = match target {
                Target::Path(p) => Target::Path(p.clone()),
                Target::Abstract(n) => Target::Abstract(n.clone()),
            };
            sock.try_clone().ok().map(|s| (s, target))
        });
        Notifier {
            sock,
            watchdog_every: None,
            last_watchdog: None,
        }
    }

    pub fn enabled(&self) -> bool {
        self.sock.is_some()
    }

    /// Sends one message (`KEY=VALUE` lines); errors are logged, not fatal.
    pub fn send(&self, msg: &str) {
        let Some((sock, target)) = &self.sock else {
            return;
        };
        let result = match target {
            Target::Path(p) => sock.send_to(msg.as_bytes(), p),
            Target::Abstract(name) => {
                use std::os::linux::net::SocketAddrExt;
                std::os::unix::net::SocketAddr::from_abstract_name(name)
                    .and_then(|addr| sock.send_to_addr(msg.as_bytes(), &addr))
            }
        };
        if let Err(e) = result {
            tracing::warn!("cannot notify systemd: {e}");
        }
    }

    pub fn ready(&self, status: &str) {
        self.send(&format!("READY=1\nSTATUS={status}"));
    }

    pub fn status(&self, status: &str) {
        self.send(&format!("STATUS={status}"));
    }

    pub fn stopping(&self) {
        self.send("STOPPING=1");
    }

    /// Feeds the watchdog if half its period has passed since the last
    /// time (call it from the scan loop, and only there).
    pub fn watchdog(&mut self) {
        let Some(every) = self.watchdog_every else {
            return;
        };
        let now = Instant::now();
        if self
            .last_watchdog
            .is_none_or(|l| now.duration_since(l) >= every)
        {
            self.last_watchdog = Some(now);
            self.send("WATCHDOG=1");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sends_datagrams_to_the_socket() {
        let dir = std::env::temp_dir().join(format!("jadoube-notify-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("notify.sock");
        let server = UnixDatagram::bind(&path).unwrap();
        server
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut n = Notifier::new(Some(path.clone()), Some(Duration::from_secs(10)));
        assert!(n.enabled());
        n.ready("scanning");
        n.watchdog();
        n.watchdog(); // too soon: not sent
        n.stopping();
        let mut buf = [0u8; 256];
        let mut got = Vec::new();
        for _ in 0..3 {
            let len = server.recv(&mut buf).unwrap();
            got.push(String::from_utf8_lossy(&buf[..len]).to_string());
        }
        assert_eq!(
            got,
            ["READY=1\nSTATUS=scanning", "WATCHDOG=1", "STOPPING=1"]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn abstract_socket() {
        use std::os::linux::net::SocketAddrExt;
        let name = format!("jadoube-test-{}", std::process::id());
        let addr = std::os::unix::net::SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
        let server = UnixDatagram::bind_addr(&addr).unwrap();
        server
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let n = Notifier::new(Some(PathBuf::from(format!("@{name}"))), None);
        n.status("hello");
        let mut buf = [0u8; 64];
        let len = server.recv(&mut buf).unwrap();
        assert_eq!(&buf[..len], b"STATUS=hello");
    }
}
