//! `jadoube key init|show`: the board's Ed25519 key, which seals its
//! journals (`journal::key`, `docs/journal.md`).

use std::process::ExitCode;

use super::values::{LangArgs, StateArgs};
use crate::error::{IoContext, IoOp};
use crate::i18n::Tr;
use crate::journal::files::Dir;
use crate::journal::key::{self, BoardKey, KeyList};

#[derive(clap::Args, Debug)]
pub struct KeyArgs {
    #[command(subcommand)]
    pub command: KeyCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum KeyCommand {
    /// Make the board's key in the state directory (or start the daemon
    /// once with `run --first-boot`: it refuses to start without its key).
    /// An existing key is kept.
    Init(KeyInitArgs),
    /// Print the board's public key and its fingerprint, and the line for
    /// the organiser's list of boards.
    Show(KeyShowArgs),
}

#[derive(clap::Args, Debug)]
pub struct KeyInitArgs {
    /// The board's name on the organiser's list [default: this machine's
    /// host name].
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub state: StateArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(clap::Args, Debug)]
pub struct KeyShowArgs {
    #[command(flatten)]
    pub state: StateArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: KeyArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        KeyCommand::Init(a) => {
            let (config, dir) = a.state.open()?;
            let tr = a.lang.tr(Some(&config));
            let d = Dir::open(&dir, true).io_at(IoOp::Open, &dir)?;
            let name = a.name.unwrap_or_else(key::hostname);
            let k = BoardKey::init(&d, &name)?;
            let path = |f: &str| d.join(f).display().to_string().into();
            println!(
                "{}",
                tr.msg(
                    "key-made",
                    &[
                        ("secret", path(key::SECRET_FILE)),
                        ("public", path(key::PUBLIC_FILE))
                    ]
                )
            );
            print_public(tr, &name, &k.public());
            Ok(ExitCode::SUCCESS)
        }
        KeyCommand::Show(a) => {
            let (config, dir) = a.state.open()?;
            let tr = a.lang.tr(Some(&config));
            let d = Dir::open(&dir, false).io_at(IoOp::Open, &dir)?;
            let path = d.join(key::PUBLIC_FILE);
            if !d.exists(key::PUBLIC_FILE)? {
                let path = path.display().to_string();
                eprintln!("jadoube: {}", tr.msg("key-none", &[("path", path.into())]));
                return Ok(ExitCode::FAILURE);
            }
            key::check_secret_mode(&d)?;
            let bytes = d.read(key::PUBLIC_FILE).io_at(IoOp::Read, &path)?;
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let list = KeyList::parse(&text).map_err(|why| super::values::KeysError::List {
                file: path.display().to_string(),
                why,
            })?;
            let (name, pk) = &list.keys[0];
            // The private key, where it can be read, must be the same.
            if let Ok(Some(secret)) = BoardKey::load(&d)
                && secret.public() != *pk
            {
                anyhow::bail!(
                    "{}",
                    tr.msg(
                        "key-not-public-of",
                        &[
                            ("path", path.display().to_string().into()),
                            (
                                "secret",
                                d.join(key::SECRET_FILE).display().to_string().into()
                            ),
                        ],
                    )
                );
            }
            print_public(tr, name, pk);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn print_public(tr: &Tr, name: &str, pk: &key::PublicKey) {
    println!("{}", tr.msg("key-public", &[("key", pk.hex().into())]));
    println!(
        "{}",
        tr.msg("key-fingerprint", &[("key", pk.fingerprint().into())])
    );
    println!("{}", tr.t("key-list-line"));
    print!("{}", key::public_line(name, pk));
}
