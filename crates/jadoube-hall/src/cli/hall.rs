//! `jadoube-hall`: the chief arbiter's dashboard, a service next to the
//! broker (`hall::service`, `docs/hall.md`).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use tokio::sync::watch;

use crate::config::{HallAuth, HallTls, split_host_port};
use crate::hall::mqtt::Link;
use crate::hall::proto::Topics;
use crate::hall::service::{self, HallOptions};
use crate::hall::store::KeyCheck;
use crate::hall::tls::PageTls;

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct HallArgs {
    #[command(subcommand)]
    pub command: Option<super::hall_user::HallCommand>,
    /// The broker, HOST:PORT.
    #[arg(long, default_value = "localhost:1883", value_name = "HOST:PORT")]
    pub broker: String,
    /// The tournament's topic prefix (the boards' `hall.prefix`).
    #[arg(long, default_value = "jadoube")]
    pub prefix: String,
    /// Where the hall keeps the games and the collected journals.
    #[arg(long, default_value = "/var/lib/jadoube-hall", value_name = "DIR")]
    pub data_dir: PathBuf,
    /// The page's address (0.0.0.0:8080 for the arbiters' phones on the
    /// hall's network).
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR:PORT")]
    pub listen: SocketAddr,
    /// The spectators' broadcast (PGN of each round, for broadcast sites),
    /// on an address of its own: the arbiters' page need not be exposed.
    #[arg(long, value_name = "ADDR:PORT")]
    pub broadcast_listen: Option<SocketAddr>,
    /// TLS to the broker: its CA (PEM).
    #[arg(long, value_name = "FILE")]
    pub ca: Option<PathBuf>,
    /// The hall's client certificate and key (PEM), with --ca.
    #[arg(long, value_name = "FILE", requires_all = ["ca", "key"])]
    pub cert: Option<PathBuf>,
    /// The private key of --cert (PEM).
    #[arg(long, value_name = "FILE", requires = "cert")]
    pub key: Option<PathBuf>,
    /// A user name, with the file of its password.
    #[arg(long, requires = "password_file")]
    pub username: Option<String>,
    /// The file holding the password of --username.
    #[arg(long, value_name = "FILE", requires = "username")]
    pub password_file: Option<PathBuf>,
    /// The organiser's list of boards (lines `NAME PUBKEY`, as `verify
    /// --keys` reads it): the journals collected are checked against it.
    #[arg(long, value_name = "FILE")]
    pub keys: Option<PathBuf>,
    /// The page's certificate chain (PEM), with --page-key. Without it the
    /// hall makes one in DATA/tls/ on its first start, keeps it, and logs
    /// its fingerprint.
    #[arg(long, value_name = "FILE", requires = "page_key")]
    pub page_cert: Option<PathBuf>,
    /// The private key of --page-cert (PEM).
    #[arg(long, value_name = "FILE", requires = "page_cert")]
    pub page_key: Option<PathBuf>,
    /// Another host name or address for the self-made certificate (the
    /// hall's address on the hall's network); repeatable.
    #[arg(long = "page-name", value_name = "NAME")]
    pub page_names: Vec<String>,
    /// Serve the page over plain HTTP, without TLS: for tests, or behind a
    /// TLS proxy on the same machine. Never the default.
    #[arg(long, conflicts_with_all = ["page_cert", "page_key"])]
    pub insecure_http: bool,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: HallArgs) -> anyhow::Result<ExitCode> {
    if let Some(cmd) = args.command {
        return super::hall_user::run(cmd);
    }
    super::run::init_logging("info");
    let (host, port) = match split_host_port(&args.broker) {
        Ok(hp) => hp,
        Err(_) => {
            // (`split_host_port`'s one reason, as the configuration's
            // check says it.)
            let tr = crate::i18n::tr(args.lang.resolve(None));
            let why = tr.msg(
                "config-rule-host-port",
                &[("value", args.broker.clone().into())],
            );
            return Ok(super::bad_input(format!("--broker: {why}")));
        }
    };
    let opts = HallOptions {
        link: Link {
            host,
            port,
            client_id: "jadoube-hall".into(),
            tls: args.ca.map(|ca| HallTls {
                ca,
                cert: args.cert,
                key: args.key,
            }),
            auth: match (args.username, args.password_file) {
                (Some(username), Some(file)) => HallAuth::Password { username, file },
                _ => HallAuth::None,
            },
            keepalive: Duration::from_secs(10),
        },
        topics: Topics::new(&args.prefix),
        data_dir: args.data_dir,
        listen: args.listen,
        broadcast: args.broadcast_listen,
        keys: KeyCheck {
            list: super::values::KeyArgs {
                key: Vec::new(),
                keys: args.keys,
            }
            .list()?,
        },
        lang: args.lang.resolve(None),
        page_tls: match (args.page_cert, args.page_key) {
            _ if args.insecure_http => PageTls::Insecure,
            (Some(cert), Some(key)) => PageTls::Files { cert, key },
            _ => PageTls::SelfMade,
        },
        page_names: args.page_names,
    };
    // Check the TLS files and the password before serving.
    opts.link.options(None)?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let (stop_tx, stop_rx) = watch::channel(false);
    // systemd's Type=notify (systemd/jadoube-hall.service): READY=1 once the
    // page listens, STOPPING=1 at the signal; nothing outside systemd.
    let notify = std::sync::Arc::new(jadoube::daemon::notify::Notifier::from_env());
    let at_stop = notify.clone();
    rt.block_on(async move {
        tokio::spawn(async move {
            super::run::wait_for_signal().await;
            tracing::info!("hall: stopping");
            at_stop.stopping();
            let _ = stop_tx.send(true);
        });
        service::serve(opts, stop_rx, || notify.ready("serving")).await
    })?;
    Ok(ExitCode::SUCCESS)
}
