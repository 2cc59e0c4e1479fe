//! `[hall]`: the broker the board publishes to (`docs/hall.md`).
//!
//! ```toml
//! [hall]
//! enabled = true
//! broker = "hall.local:8883"
//! prefix = "jadoube/city-open-2026"
//! board = "12"
//! [hall.tls]
//! ca = "/etc/jadoube/hall-ca.pem"
//! cert = "/etc/jadoube/board.pem"
//! key = "/etc/jadoube/board.key"
//! ```

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::{Invalid, invalid, out_of_range};

/// `[hall]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HallConfig {
    /// Publish to the hall at all (off by default: a board alone needs no
    /// network).
    pub enabled: bool,
    /// The broker, `HOST:PORT` (1883 plain, 8883 with TLS by custom).
    pub broker: String,
    /// Every topic of the tournament starts with this (`docs/hall.md`).
    pub prefix: String,
    /// The board's name in the hall [default: `journal.board`, else the
    /// host name]. It names the board's topics and its MQTT client.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// TLS to the broker: its CA and, for client authentication, the
    /// board's own certificate and key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tls: Option<HallTls>,
    /// A user name and the file holding its password (so that the password
    /// is not in the configuration, which every user may read).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password_file: Option<PathBuf>,
    /// MQTT keep-alive; the broker drops a board silent for 1.5 times it.
    pub keepalive_s: u32,
    /// Send the journal of a finished game to the hall.
    pub send_journals: bool,
    /// At shutdown, wait this long for the hall to take what is left.
    pub shutdown_wait_s: u32,
}

impl Default for HallConfig {
    fn default() -> Self {
        HallConfig {
            enabled: false,
            broker: "localhost:1883".into(),
            prefix: "jadoube".into(),
            board: None,
            tls: None,
            username: None,
            password_file: None,
            keepalive_s: 10,
            send_journals: true,
            shutdown_wait_s: 5,
        }
    }
}

/// `[hall.tls]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HallTls {
    /// The CA that signed the broker's certificate (PEM).
    pub ca: PathBuf,
    /// The board's certificate (PEM), with `key`, when the broker asks
    /// for client certificates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert: Option<PathBuf>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<PathBuf>,
}

/// How the board proves who it is to the broker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallAuth {
    None,
    /// User name and the file of the password.
    Password {
        username: String,
        file: PathBuf,
    },
}

impl HallConfig {
    /// `(host, port)` of `broker` (checked by validation).
    pub fn host_port(&self) -> (String, u16) {
        split_host_port(&self.broker).unwrap_or_else(|_| ("localhost".into(), 1883))
    }

    pub fn auth(&self) -> HallAuth {
        match (&self.username, &self.password_file) {
            (Some(u), Some(f)) => HallAuth::Password {
                username: u.clone(),
                file: f.clone(),
            },
            _ => HallAuth::None,
        }
    }

    pub(super) fn check(&self) -> Result<(), Invalid> {
        split_host_port(&self.broker).map_err(|m| {
            invalid("hall.broker", m).said("config-rule-host-port", &[("value", &self.broker)])
        })?;
        check_topic_part("hall.prefix", &self.prefix, true)?;
        if let Some(b) = &self.board {
            check_topic_part("hall.board", b, false)?;
            if let Err(m) = check_board_name(b) {
                let why = match m {
                    "must not be empty" => "empty",
                    "must not begin with `.`" => "dot",
                    "is too long (64 characters at most)" => "long",
                    _ => "letters",
                };
                return Err(invalid("hall.board", format!("`{b}` {m}"))
                    .said("config-rule-board-name", &[("value", b), ("why", &why)]));
            }
        }
        if let Some(tls) = &self.tls
            && tls.cert.is_some() != tls.key.is_some()
        {
            let key = if tls.cert.is_some() {
                "hall.tls.key"
            } else {
                "hall.tls.cert"
            };
            return Err(
                invalid(key, "a client certificate needs both `cert` and `key`")
                    .said("config-rule-tls-pair", &[]),
            );
        }
        match (&self.username, &self.password_file) {
            (Some(_), None) => Err(invalid(
                "hall.password_file",
                "a user name needs the file of its password",
            )
            .said("config-rule-password-file", &[])),
            (None, Some(_)) => Err(
                invalid("hall.username", "a password file needs a user name")
                    .said("config-rule-username", &[]),
            ),
            _ if !(1..=3600).contains(&self.keepalive_s) => Err(out_of_range(
                "hall.keepalive_s",
                self.keepalive_s,
                1,
                3600,
                "seconds",
            )),
            _ if self.shutdown_wait_s > 600 => Err(out_of_range(
                "hall.shutdown_wait_s",
                self.shutdown_wait_s,
                0,
                600,
                "seconds",
            )),
            _ => Ok(()),
        }
    }
}

/// The longest board name, in bytes.
pub const MAX_BOARD_NAME: usize = 64;

/// A board's name as the hall takes it (issue 29: what comes from the
/// network is checked where it enters): 1 to 64 ASCII letters, digits, `-`,
/// `_` and `.`, not beginning with `.`. The hall drops a board's messages
/// under another name, so `check-config` refuses such a `hall.board`.
pub fn check_board_name(s: &str) -> Result<(), &'static str> {
    if s.is_empty() {
        Err("must not be empty")
    } else if s.len() > MAX_BOARD_NAME {
        Err("is too long (64 characters at most)")
    } else if !s
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || b"-_.".contains(&c))
    {
        Err("must be ASCII letters, digits, `-`, `_` or `.`")
    } else if s.starts_with('.') {
        Err("must not begin with `.`")
    } else {
        Ok(())
    }
}

/// `HOST:PORT` (`[::1]:1883` for IPv6 addresses).
pub fn split_host_port(s: &str) -> Result<(String, u16), String> {
    let bad = || format!("`{s}` is not HOST:PORT, such as \"hall.local:1883\"");
    let (host, port) = s.rsplit_once(':').ok_or_else(bad)?;
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    let port: u16 = port.parse().map_err(|_| bad())?;
    if host.is_empty() || port == 0 || host.chars().any(char::is_whitespace) {
        return Err(bad());
    }
    Ok((host.to_string(), port))
}

/// A topic prefix (levels separated by `/`) or a single topic level: no
/// MQTT wildcard, no empty level, nothing the broker would refuse.
fn check_topic_part(key: &str, s: &str, levels: bool) -> Result<(), Invalid> {
    // The English, and the variant of `config-rule-topic` that says it.
    let why = if s.is_empty() {
        Some(("must not be empty", "empty"))
    } else if s.contains(['+', '#', '\0']) {
        Some((
            "must not contain the MQTT wildcards `+` and `#`",
            "wildcard",
        ))
    } else if !levels && s.contains('/') {
        Some(("must not contain `/`", "slash"))
    } else if s.split('/').any(str::is_empty) {
        Some((
            "must not begin or end with `/`, nor contain `//`",
            "empty-level",
        ))
    } else if s.starts_with('$') {
        Some((
            "must not begin with `$` (the broker's own topics)",
            "dollar",
        ))
    } else if s.len() > 200 {
        Some(("is too long (200 bytes at most)", "long"))
    } else {
        None
    };
    match why {
        Some((m, id)) => Err(invalid(key, format!("`{s}` {m}"))
            .said("config-rule-topic", &[("value", &s), ("why", &id)])),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Config;

    #[test]
    fn hall_section() {
        let c = Config::from_toml(
            "[hall]\nenabled = true\nbroker = \"[::1]:8883\"\nprefix = \"jadoube/open\"\nboard = \"12\"\n[hall.tls]\nca = \"/ca.pem\"\n",
            None,
        )
        .unwrap();
        assert_eq!(c.hall.host_port(), ("::1".into(), 8883));
        assert_eq!(c.hall.board.as_deref(), Some("12"));
        assert!(!Config::default().hall.enabled);
        for (toml, starts) in [
            (
                "[hall]\nbroker = \"hall\"\n",
                "line 2, column 1: key `hall.broker`: `hall` is not HOST:PORT",
            ),
            (
                "[hall]\nprefix = \"a/#\"\n",
                "line 2, column 1: key `hall.prefix`: `a/#` must not contain",
            ),
            (
                "[hall]\nboard = \"1/2\"\n",
                "line 2, column 1: key `hall.board`: `1/2` must not contain `/`",
            ),
            (
                "[hall]\nusername = \"b\"\n",
                "key `hall.password_file`: a user name needs",
            ),
            (
                "[hall.tls]\nca = \"c\"\ncert = \"x\"\n",
                "key `hall.tls.key`: a client certificate needs",
            ),
            (
                "[hall]\nbrokr = \"x:1\"\n",
                "line 2, column 1: key `hall.brokr`: unknown field `brokr`",
            ),
        ] {
            let e = Config::from_toml(toml, None).unwrap_err().to_string();
            assert!(e.starts_with(starts) || e.contains(starts), "{toml}: {e}");
        }
    }
}
