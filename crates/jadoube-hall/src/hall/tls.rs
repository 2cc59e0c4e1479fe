//! The hall's page over HTTPS (issue 29, `docs/hall.md` "Setting up the
//! hall securely"): rustls with the ring provider, the organiser's
//! certificate and key, or one the hall makes on its first start (rcgen)
//! and keeps in `DATA/tls/`; its SHA-256 fingerprint is logged at every
//! start so that arbiters can compare it with what their browser shows.
//!
//! [`TlsListener`] is an `axum::serve::Listener`: a task accepts the TCP
//! connections and does each handshake in its own task (a slow or silent
//! client holds up no other), and the page's server takes the finished
//! TLS streams.

use std::io::BufReader;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use sha2::{Digest, Sha256};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

use super::HallError;
use super::setup::{PemFile, SetupError};
use crate::error::{IoContext, IoOp};

/// How the page is served.
#[derive(Clone, Debug, Default)]
pub enum PageTls {
    /// HTTPS with a certificate the hall makes on its first start (and
    /// keeps in `DATA/tls/`), naming these host names and addresses
    /// besides `localhost`, `127.0.0.1`, `::1` and the machine's name.
    #[default]
    SelfMade,
    /// HTTPS with the organiser's certificate chain and key (PEM).
    Files { cert: PathBuf, key: PathBuf },
    /// Plain HTTP: only when asked (`--insecure-http`, for tests or a page
    /// reached through a TLS proxy on the same machine).
    Insecure,
}

/// A certificate ready to serve, and what identifies it.
pub struct ServerCert {
    pub config: Arc<rustls::ServerConfig>,
    /// SHA-256 of the certificate (DER), `AB:CD:...`, as browsers show it.
    pub fingerprint: String,
    /// SHA-256 of its public key (SubjectPublicKeyInfo), base64, as
    /// Chromium's `--ignore-certificate-errors-spki-list` takes it; None
    /// when the key is of a kind rcgen cannot read.
    pub spki_sha256: Option<String>,
    /// Where the certificate is.
    pub cert_file: PathBuf,
}

/// The self-made certificate's files in the data directory.
pub fn self_made_paths(data_dir: &Path) -> (PathBuf, PathBuf) {
    let dir = data_dir.join("tls");
    (dir.join("hall.pem"), dir.join("hall.key"))
}

/// The certificate to serve: the organiser's, else the self-made one of
/// `data_dir` (made now if there is none), naming `names` too.
pub fn server_cert(
    tls: &PageTls,
    data_dir: &Path,
    names: &[String],
) -> Result<Option<ServerCert>, HallError> {
    let (cert, key) = match tls {
        PageTls::Insecure => return Ok(None),
        PageTls::Files { cert, key } => (cert.clone(), key.clone()),
        PageTls::SelfMade => {
            let (cert, key) = self_made_paths(data_dir);
            if !cert.exists() || !key.exists() {
                make_self_signed(&cert, &key, names)?;
                tracing::info!(
                    "hall: made a certificate for the page: {} (its key: {})",
                    cert.display(),
                    key.display()
                );
            }
            (cert, key)
        }
    };
    load(&cert, &key).map(Some)
}

/// The names of a self-made certificate: `localhost`, the loopback
/// addresses, the machine's name, and `extra`.
fn cert_names(extra: &[String]) -> Vec<String> {
    let mut names: Vec<String> = vec!["localhost".into(), "127.0.0.1".into(), "::1".into()];
    if let Ok(h) = std::fs::read_to_string("/proc/sys/kernel/hostname") {
        let h = h.trim();
        if !h.is_empty() {
            names.push(h.to_string());
            if !h.contains('.') {
                names.push(format!("{h}.local"));
            }
        }
    }
    for n in extra {
        if !names.contains(n) {
            names.push(n.clone());
        }
    }
    names
}

/// Makes a self-signed certificate (ECDSA P-256) and its key, the key
/// readable by its owner only.
pub fn make_self_signed(cert: &Path, key: &Path, extra: &[String]) -> Result<(), HallError> {
    let names = cert_names(extra);
    let mut params =
        rcgen::CertificateParams::new(names.clone()).map_err(|e| SetupError::CertificateNames {
            names: names.clone(),
            why: e.to_string(),
        })?;
    params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "jadoube hall");
    let kp = rcgen::KeyPair::generate().map_err(|e| SetupError::MakeKey(e.to_string()))?;
    let c = params
        .self_signed(&kp)
        .map_err(|e| SetupError::MakeCertificate(e.to_string()))?;
    if let Some(dir) = cert.parent() {
        std::fs::create_dir_all(dir).io_at(IoOp::Create, dir)?;
    }
    write_private(key, kp.serialize_pem().as_bytes())?;
    std::fs::write(cert, c.pem()).io_at(IoOp::Write, cert)?;
    Ok(())
}

/// Writes a file only its owner may read (mode 0600), replacing it.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), HallError> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let tmp = path.with_extension("tmp");
    let _ = std::fs::remove_file(&tmp);
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&tmp)
        .io_at(IoOp::Write, &tmp)?;
    f.write_all(bytes)
        .and_then(|_| f.sync_all())
        .io_at(IoOp::Write, &tmp)?;
    std::fs::rename(&tmp, path).io_at(IoOp::Write, path)?;
    Ok(())
}

/// `AB:CD:...`: SHA-256 of `der`, as browsers show a certificate's.
pub fn fingerprint(der: &[u8]) -> String {
    Sha256::digest(der)
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(":")
}

fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for c in bytes.chunks(3) {
        let n = (u32::from(c[0]) << 16)
            | (u32::from(*c.get(1).unwrap_or(&0)) << 8)
            | u32::from(*c.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= c.len() {
                out.push(A[(n >> (18 - 6 * i)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Reads a certificate chain and its key (PEM).
pub fn load(cert: &Path, key: &Path) -> Result<ServerCert, HallError> {
    let f = std::fs::File::open(cert).io_at(IoOp::ReadPageCertificate, cert)?;
    let chain: Result<Vec<_>, _> = rustls_pemfile::certs(&mut BufReader::new(f)).collect();
    let chain = chain.io_at(IoOp::ReadPageCertificate, cert)?;
    let Some(first) = chain.first() else {
        return Err(SetupError::NoCertificate {
            path: cert.to_path_buf(),
            file: PemFile::PageCertificate,
        }
        .into());
    };
    let fp = fingerprint(first.as_ref());
    let key_pem = std::fs::read_to_string(key).io_at(IoOp::ReadPageKey, key)?;
    let k = rustls_pemfile::private_key(&mut key_pem.as_bytes())
        .io_at(IoOp::ReadPageKey, key)?
        .ok_or_else(|| SetupError::NoKey {
            path: key.to_path_buf(),
        })?;
    let spki = rcgen::KeyPair::from_pem(&key_pem)
        .ok()
        .map(|kp| base64(&Sha256::digest(kp.public_key_der())));
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(SetupError::Tls)?
        .with_no_client_auth()
        .with_single_cert(chain, k)
        .map_err(|why| SetupError::Refused {
            path: cert.to_path_buf(),
            why,
        })?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(ServerCert {
        config: Arc::new(config),
        fingerprint: fp,
        spki_sha256: spki,
        cert_file: cert.to_path_buf(),
    })
}

/// TLS connections, handshakes done, for `axum::serve`.
pub struct TlsListener {
    rx: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    local: SocketAddr,
    task: tokio::task::JoinHandle<()>,
}

/// The longest a client may take over its handshake.
const HANDSHAKE: Duration = Duration::from_secs(10);

impl TlsListener {
    pub fn new(tcp: TcpListener, config: Arc<rustls::ServerConfig>) -> std::io::Result<Self> {
        let local = tcp.local_addr()?;
        let (tx, rx) = mpsc::channel(64);
        let acceptor = TlsAcceptor::from(config);
        let task = tokio::spawn(async move {
            loop {
                let (tcp, addr) = match tcp.accept().await {
                    Ok(c) => c,
                    Err(e) => {
                        // Out of file descriptors and the like: wait a moment.
                        tracing::warn!("hall: page: accept: {e}");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let _ = tcp.set_nodelay(true);
                let acceptor = acceptor.clone();
                let tx = tx.clone();
                tokio::spawn(async move {
                    match tokio::time::timeout(HANDSHAKE, acceptor.accept(tcp)).await {
                        Ok(Ok(tls)) => {
                            let _ = tx.send((tls, addr)).await;
                        }
                        Ok(Err(e)) => tracing::debug!("hall: page: TLS from {addr}: {e}"),
                        Err(_) => tracing::debug!("hall: page: TLS from {addr}: too slow"),
                    }
                });
            }
        });
        Ok(TlsListener { rx, local, task })
    }
}

impl Drop for TlsListener {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.rx.recv().await {
            Some(c) => c,
            // The accepting task ended (it does not): never a connection.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        Ok(self.local)
    }
}

/// Serves the page (`app`, behind [`super::auth::protect`]) on
/// `opts.listen`, over HTTPS unless plain HTTP was asked for, until
/// `shutdown` turns true. Logs where the page is and, over HTTPS, the
/// certificate's fingerprint.
pub async fn spawn_page(
    opts: &super::service::HallOptions,
    app: axum::Router,
    shutdown: tokio::sync::watch::Receiver<bool>,
) -> Result<tokio::task::JoinHandle<()>, HallError> {
    let cert = server_cert(&opts.page_tls, &opts.data_dir, &opts.page_names)?;
    let auth = super::auth::Auth::open(
        &opts.data_dir,
        opts.lang,
        cert.is_some(),
        super::auth::Limits::default(),
    )?;
    let app = super::auth::protect(app, auth).into_make_service_with_connect_info::<SocketAddr>();
    let tcp = TcpListener::bind(opts.listen)
        .await
        .map_err(|why| HallError::Listen {
            addr: opts.listen.to_string(),
            why,
        })?;
    let addr = tcp.local_addr().map_err(|e| HallError::Start("page", e))?;
    let mut stop = shutdown;
    let stopped = async move {
        while !*stop.borrow() {
            if stop.changed().await.is_err() {
                break;
            }
        }
    };
    let done = |r: std::io::Result<()>| {
        if let Err(e) = r {
            tracing::error!("hall: the page stopped: {e}");
        }
    };
    let task = match cert {
        Some(c) => {
            tracing::info!("hall: the page is at https://{addr}/");
            tracing::info!(
                "hall: its certificate ({}) has the SHA-256 fingerprint {}{}",
                c.cert_file.display(),
                c.fingerprint,
                c.spki_sha256
                    .as_ref()
                    .map(|s| format!(" (public key SHA-256, base64: {s})"))
                    .unwrap_or_default()
            );
            let listener =
                TlsListener::new(tcp, c.config).map_err(|e| HallError::Start("page", e))?;
            let listener = axum::serve::ListenerExt::tap_io(listener, |_| {});
            tokio::spawn(async move {
                done(
                    axum::serve(listener, app)
                        .with_graceful_shutdown(stopped)
                        .await,
                )
            })
        }
        None => {
            tracing::warn!(
                "hall: the page is at http://{addr}/ WITHOUT TLS (--insecure-http): passwords and sessions cross the network in the clear"
            );
            let listener = axum::serve::ListenerExt::tap_io(tcp, |tcp| {
                let _ = tcp.set_nodelay(true);
            });
            tokio::spawn(async move {
                done(
                    axum::serve(listener, app)
                        .with_graceful_shutdown(stopped)
                        .await,
                )
            })
        }
    };
    Ok(task)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_self_made_certificate_is_kept_and_its_key_private() {
        let dir = std::env::temp_dir().join(format!("jadoube-hall-tls-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = server_cert(&PageTls::SelfMade, &dir, &["hall.example".into()])
            .unwrap()
            .unwrap();
        let (cert, key) = self_made_paths(&dir);
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the key is its owner's only");
        assert_eq!(first.fingerprint.len(), 32 * 3 - 1, "{}", first.fingerprint);
        assert_eq!(first.spki_sha256.as_ref().map(String::len), Some(44));
        // Kept: the same certificate at the next start.
        let again = server_cert(&PageTls::SelfMade, &dir, &[]).unwrap().unwrap();
        assert_eq!(again.fingerprint, first.fingerprint);
        assert_eq!(again.spki_sha256, first.spki_sha256);
        // As organiser's files too; plain HTTP only when asked.
        let files = PageTls::Files {
            cert: cert.clone(),
            key: key.clone(),
        };
        let theirs = server_cert(&files, Path::new("/nonexistent"), &[])
            .unwrap()
            .unwrap();
        assert_eq!(theirs.fingerprint, first.fingerprint);
        assert!(
            server_cert(&PageTls::Insecure, &dir, &[])
                .unwrap()
                .is_none()
        );
        // A file that is not a certificate is named.
        let e = load(&key, &key).err().unwrap().to_string();
        assert!(e.contains("hall.key: no PEM certificate"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn base64_as_chromium_reads_it() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }
}
