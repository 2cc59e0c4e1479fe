//! `jadoube key init|show`: the board's Ed25519 key, which seals its
//! journals (`journal::key`, `docs/journal.md`).

use std::process::ExitCode;

use super::values::StateArgs;
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
    Show(StateArgs),
}

#[derive(clap::Args, Debug)]
pub struct KeyInitArgs {
    /// The board's name on the organiser's list [default: this machine's
    /// host name].
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub state: StateArgs,
}

pub fn run(args: KeyArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        KeyCommand::Init(a) => {
            let (_, dir) = a.state.open()?;
            let d = Dir::open(&dir, true)
                .map_err(|e| anyhow::anyhow!("cannot open {}: {e}", dir.display()))?;
            let name = a.name.unwrap_or_else(key::hostname);
            let k = BoardKey::init(&d, &name)?;
            println!(
                "made the board's key: {} (private, mode 0600) and {}",
                d.join(key::SECRET_FILE).display(),
                d.join(key::PUBLIC_FILE).display()
            );
            print_public(&name, &k.public());
            Ok(ExitCode::SUCCESS)
        }
        KeyCommand::Show(a) => {
            let (_, dir) = a.open()?;
            let d = Dir::open(&dir, false)
                .map_err(|e| anyhow::anyhow!("cannot open {}: {e}", dir.display()))?;
            let path = d.join(key::PUBLIC_FILE);
            if !d.exists(key::PUBLIC_FILE)? {
                eprintln!(
                    "jadoube: {}: no key yet: `sudo jadoube key init --name BOARD` (or the daemon's first start with `jadoube run --first-boot`)",
                    path.display()
                );
                return Ok(ExitCode::FAILURE);
            }
            key::check_secret_mode(&d)?;
            let text = String::from_utf8_lossy(&d.read(key::PUBLIC_FILE)?).into_owned();
            let list =
                KeyList::parse(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            let (name, pk) = &list.keys[0];
            // The private key, where it can be read, must be the same.
            if let Ok(Some(secret)) = BoardKey::load(&d)
                && secret.public() != *pk
            {
                anyhow::bail!(
                    "{}: not the public key of {}",
                    path.display(),
                    d.join(key::SECRET_FILE).display()
                );
            }
            print_public(name, pk);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn print_public(name: &str, pk: &key::PublicKey) {
    println!("public key:  {}", pk.hex());
    println!("fingerprint: {}", pk.fingerprint());
    println!("for the organiser's list of boards (`jadoube verify --keys FILE`):");
    print!("{}", key::public_line(name, pk));
}
