//! The hall over TLS with client certificates, as `docs/hall.md` sets up
//! the broker: mosquitto requires a certificate signed by the tournament's
//! CA, takes its CN as the user name, and the ACL lets a board write only
//! its own topics. A board (`jadoube run --sim` with `[hall.tls]`) and the
//! hall (`--ca --cert --key`) get the game across; a board whose
//! certificate another CA signed gets nothing across, and neither does a
//! board that writes under another board's name.
//!
//! The certificates are made by `openssl` for the test. Skipped (loudly)
//! without mosquitto or openssl; never in CI.

mod hall_common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use hall_common::*;

const PREFIX: &str = "tls/open";

/// Runs openssl in `dir` with the words of `args` (split at spaces).
fn openssl(dir: &Path, args: &str) {
    let ok = Command::new("openssl")
        .args(args.split(' '))
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("openssl runs")
        .success();
    assert!(ok, "openssl {args}");
}

/// `openssl req` with a new P-256 key in `NAME.key`.
fn req(dir: &Path, name: &str, rest: &str) {
    openssl(
        dir,
        &format!(
            "req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout {name}.key {rest}"
        ),
    );
}

/// `NAME.key` and `NAME.pem`, signed by `ca` (`ca.pem`, `ca.key`), with
/// `cn` as its common name and, for a server, 127.0.0.1 and localhost.
fn certificate(dir: &Path, ca: &str, name: &str, cn: &str, server: bool) {
    req(dir, name, &format!("-new -out {name}.csr -subj /CN={cn}"));
    std::fs::write(
        dir.join(format!("{name}.ext")),
        if server {
            "subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n"
        } else {
            "extendedKeyUsage=clientAuth\n"
        },
    )
    .unwrap();
    openssl(
        dir,
        &format!(
            "x509 -req -in {name}.csr -CA {ca}.pem -CAkey {ca}.key -CAcreateserial -days 2 -out {name}.pem -extfile {name}.ext"
        ),
    );
}

/// A self-signed CA: `NAME.key`, `NAME.pem`.
fn ca(dir: &Path, name: &str) {
    req(
        dir,
        name,
        &format!("-x509 -out {name}.pem -days 2 -subj /CN={name}"),
    );
}

#[test]
fn boards_and_hall_over_tls_with_client_certificates() {
    let Some(mosquitto) = mosquitto_or_skip("boards_and_hall_over_tls") else {
        return;
    };
    if which("openssl").is_none() {
        assert!(std::env::var_os("CI").is_none(), "openssl is needed in CI");
        eprintln!("\n\n*** boards_and_hall_over_tls: SKIPPED: openssl is not installed ***\n\n");
        return;
    }
    let dir = scratch("hall-tls");
    ca(&dir, "ca");
    ca(&dir, "other-ca");
    certificate(&dir, "ca", "server", "localhost", true);
    certificate(&dir, "ca", "hall", "hall", false);
    certificate(&dir, "ca", "b1", "b1", false);
    certificate(&dir, "ca", "b2", "b2", false);
    certificate(&dir, "other-ca", "intruder", "b3", false);
    // mosquitto started as root reads its files as the `mosquitto` user.
    use std::os::unix::fs::PermissionsExt;
    let readable = std::fs::Permissions::from_mode(0o644);
    std::fs::set_permissions(dir.join("server.key"), readable).unwrap();

    std::fs::write(
        dir.join("acl"),
        format!(
            "user hall\ntopic readwrite {PREFIX}/#\npattern write {PREFIX}/board/%u/#\npattern read {PREFIX}/hall/%u/#\n"
        ),
    )
    .unwrap();
    let d = dir.display();
    // A free port can be taken before mosquitto binds it: then another.
    let log = dir.join("mosquitto.log");
    let (port, _broker) = (0..3)
        .find_map(|_| {
            let port = free_port();
            std::fs::write(
                dir.join("mosquitto.conf"),
                format!(
                    "listener {port} 127.0.0.1\nset_tcp_nodelay true\ncafile {d}/ca.pem\ncertfile {d}/server.pem\nkeyfile {d}/server.key\nrequire_certificate true\nuse_identity_as_username true\nacl_file {d}/acl\npersistence false\nlog_type error\nlog_dest stderr\n"
                ),
            )
            .unwrap();
            let mut broker = Proc(
                Command::new(&mosquitto)
                    .arg("-c")
                    .arg(dir.join("mosquitto.conf"))
                    .stdout(Stdio::null())
                    .stderr(std::fs::File::create(&log).unwrap())
                    .spawn()
                    .unwrap(),
                "mosquitto",
            );
            wait_listening_or_exit(&mut broker, port, &log).then_some((port, broker))
        })
        .expect("mosquitto listens on one of three free ports");

    let data = dir.join("hall");
    let tls_args: Vec<String> = [
        ("--ca", "ca.pem"),
        ("--cert", "hall.pem"),
        ("--key", "hall.key"),
    ]
    .iter()
    .flat_map(|(flag, file)| [flag.to_string(), dir.join(file).display().to_string()])
    .collect();
    let tls_args: Vec<&str> = tls_args.iter().map(String::as_str).collect();
    let mut hall = Hall::start_with(
        &format!("localhost:{port}"),
        PREFIX,
        &data,
        &dir.join("hall.log"),
        &tls_args,
    );

    // (config name, certificate, the name it claims in the hall)
    let boards = [
        ("1", "b1", "b1"),
        ("2", "b2", "b1-impostor"),
        ("3", "intruder", "b3"),
    ];
    let trace = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace");
    let mut procs = Vec::new();
    for (n, cert, name) in boards {
        let cfg = dir.join(format!("board-{n}.toml"));
        std::fs::write(
            &cfg,
            format!(
                "[screen]\noutputs = [\"terminal\"]\n[journal]\nevent = \"TLS\"\nround = \"1\"\nboard = \"{n}\"\n[hall]\nenabled = true\nbroker = \"localhost:{port}\"\nprefix = \"{PREFIX}\"\nboard = \"{name}\"\nshutdown_wait_s = 4\n[hall.tls]\nca = \"{d}/ca.pem\"\ncert = \"{d}/{cert}.pem\"\nkey = \"{d}/{cert}.key\"\n"
            ),
        )
        .unwrap();
        let state = dir.join(format!("board-{n}"));
        procs.push(start_board(
            &cfg,
            &state,
            &trace,
            "4",
            &dir.join(format!("board-{n}.log")),
        ));
    }
    for p in &mut procs {
        wait_for(60, "a board finishes", || p.0.try_wait().unwrap().is_some());
    }

    // The board with its own certificate and its own name: every line.
    let journal = the_journal(&dir.join("board-1"));
    let game = journal.file_stem().unwrap().to_string_lossy().into_owned();
    let expected = published_lines(&journal);
    wait_for(30, "the hall holds board b1's game", || {
        hall_lines(&data, "b1", &game).len() >= expected.len()
    });
    assert_eq!(hall_lines(&data, "b1", &game), expected);
    assert!(
        jadoube::hall::board::receipt_path(&journal).exists(),
        "journal collected over TLS"
    );

    // A certificate of another CA, and a board writing under another
    // board's name: the hall has nothing from them.
    std::thread::sleep(Duration::from_millis(500));
    let tiles = hall.json("/api/boards");
    let names: Vec<&str> = tiles
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["board"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["b1"], "only b1 got through: {tiles}");
    let log3 = std::fs::read_to_string(dir.join("board-3.log")).unwrap();
    assert!(
        log3.contains("hall: broker"),
        "the intruder was refused: {log3}"
    );
    hall.proc.stop();
}
