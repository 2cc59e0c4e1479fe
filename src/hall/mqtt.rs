//! MQTT connection options for both ends of the hall link: the broker's
//! address, TLS (rustls with the ring provider: the broker's CA, and the
//! board's own certificate when the broker asks for one) or a user name
//! and password read from a file.

use std::io::BufReader;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use rumqttc::{LastWill, MqttOptions, TlsConfiguration, Transport};

use super::HallError;
use super::setup::{PemFile, SetupError};
use crate::config::{HallAuth, HallTls};
use crate::error::{IoContext, IoOp};

/// Where to connect and as whom.
#[derive(Clone, Debug)]
pub struct Link {
    pub host: String,
    pub port: u16,
    pub client_id: String,
    pub tls: Option<HallTls>,
    pub auth: HallAuth,
    pub keepalive: Duration,
}

/// The largest message either end accepts: a journal of a long game at
/// 100 scans per second stays well under it.
pub const MAX_PACKET: usize = 64 << 20;

impl Link {
    /// The options of one connection (a new one after each loss), with the
    /// last will the broker publishes when this client drops off.
    pub fn options(&self, will: Option<LastWill>) -> Result<MqttOptions, HallError> {
        let mut o = MqttOptions::new(&self.client_id, &self.host, self.port);
        o.set_keep_alive(self.keepalive.max(Duration::from_secs(1)));
        o.set_max_packet_size(MAX_PACKET, MAX_PACKET);
        o.set_clean_session(true);
        o.set_inflight(64);
        if let Some(w) = will {
            o.set_last_will(w);
        }
        if let HallAuth::Password { username, file } = &self.auth {
            let password = std::fs::read_to_string(file).io_at(IoOp::ReadBrokerPassword, file)?;
            o.set_credentials(username, password.trim_end_matches(['\n', '\r']));
        }
        if let Some(tls) = &self.tls {
            let cfg = client_config(tls)?;
            o.set_transport(Transport::tls_with_config(TlsConfiguration::Rustls(
                Arc::new(cfg),
            )));
        }
        Ok(o)
    }
}

/// What is read to reach the broker: `cannot read the {what} PATH`.
fn read_op(what: &str) -> IoOp {
    match what {
        "CA certificate" => IoOp::ReadBrokerCa,
        "client certificate" => IoOp::ReadClientCertificate,
        _ => IoOp::ReadClientKey,
    }
}

fn pem_reader(path: &Path, what: &str) -> Result<BufReader<std::fs::File>, HallError> {
    let f = std::fs::File::open(path).io_at(read_op(what), path)?;
    Ok(BufReader::new(f))
}

fn certs(
    path: &Path,
    what: &str,
) -> Result<Vec<rustls::pki_types::CertificateDer<'static>>, HallError> {
    let certs: Result<Vec<_>, _> = rustls_pemfile::certs(&mut pem_reader(path, what)?).collect();
    let certs = certs.io_at(read_op(what), path)?;
    if certs.is_empty() {
        let file = match what {
            "CA certificate" => PemFile::BrokerCa,
            _ => PemFile::ClientCertificate,
        };
        return Err(SetupError::NoCertificate {
            path: path.to_path_buf(),
            file,
        }
        .into());
    }
    Ok(certs)
}

/// The TLS client configuration of `[hall.tls]`.
pub fn client_config(tls: &HallTls) -> Result<rustls::ClientConfig, HallError> {
    let bad = |path: &Path, why: rustls::Error| {
        HallError::from(SetupError::Refused {
            path: path.to_path_buf(),
            why,
        })
    };
    let mut roots = rustls::RootCertStore::empty();
    for c in certs(&tls.ca, "CA certificate")? {
        roots.add(c).map_err(|e| bad(&tls.ca, e))?;
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(SetupError::Tls)?
        .with_root_certificates(roots);
    match (&tls.cert, &tls.key) {
        (Some(cert), Some(key)) => {
            let chain = certs(cert, "client certificate")?;
            let k = rustls_pemfile::private_key(&mut pem_reader(key, "client key")?)
                .io_at(IoOp::ReadClientKey, key)?
                .ok_or_else(|| SetupError::NoKey { path: key.clone() })?;
            builder
                .with_client_auth_cert(chain, k)
                .map_err(|e| bad(cert, e))
        }
        _ => Ok(builder.with_no_client_auth()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tls_files_are_named_in_errors() {
        let dir = std::env::temp_dir().join(format!("jadoube-mqtt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let not_pem = dir.join("ca.pem");
        std::fs::write(&not_pem, "hello\n").unwrap();
        let tls = HallTls {
            ca: not_pem.clone(),
            cert: None,
            key: None,
        };
        let e = client_config(&tls).unwrap_err().to_string();
        assert!(e.contains("ca.pem: no PEM certificate"), "{e}");
        let missing = HallTls {
            ca: dir.join("missing.pem"),
            cert: None,
            key: None,
        };
        let e = client_config(&missing).unwrap_err().to_string();
        assert!(e.contains("cannot read the CA certificate") && e.contains("missing.pem"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
