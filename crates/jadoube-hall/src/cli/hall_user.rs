//! `jadoube-hall user`: the accounts of the hall's page (`hall::auth`,
//! `docs/hall.md` "Setting up the hall securely"). A password is read from
//! the terminal (not shown, asked twice) or from one line of standard
//! input, never from the command line.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use crate::hall::auth::{self, Role};

#[derive(clap::Subcommand, Debug)]
pub enum HallCommand {
    /// The page's accounts (DATA/users): add, remove, list.
    #[command(subcommand)]
    User(UserCommand),
    /// Load a round's pairings (FIDE TRF, the pairing engine's list of
    /// pairs, or CSV) into the hall: the running hall sends each board its
    /// game.
    Pairings(Box<super::hall_pairings::HallPairingsArgs>),
}

/// An account's role (`hall::auth::Role`).
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum RoleArg {
    /// The chief arbiter: sees the page and acts.
    Chief,
    /// A deputy arbiter: the same actions as the chief.
    Deputy,
    /// Sees the page, acts on nothing.
    Viewer,
}

#[derive(clap::Subcommand, Debug)]
pub enum UserCommand {
    /// Add an account, or give one a new role and password. The password
    /// is read from the terminal, or from one line of standard input.
    Add {
        /// The account's name (ASCII letters, digits, `-`, `_`, `.`).
        name: String,
        /// What the account may do.
        #[arg(long, value_enum)]
        role: RoleArg,
        /// The hall's data directory (`jadoube-hall --data-dir`).
        #[arg(long, default_value = "/var/lib/jadoube-hall", value_name = "DIR")]
        data_dir: PathBuf,
    },
    /// Remove an account (its sessions end at once).
    Remove {
        /// The account's name.
        name: String,
        /// The hall's data directory (`jadoube-hall --data-dir`).
        #[arg(long, default_value = "/var/lib/jadoube-hall", value_name = "DIR")]
        data_dir: PathBuf,
    },
    /// The accounts and their roles.
    List {
        /// The hall's data directory (`jadoube-hall --data-dir`).
        #[arg(long, default_value = "/var/lib/jadoube-hall", value_name = "DIR")]
        data_dir: PathBuf,
    },
}

pub fn run(cmd: HallCommand) -> anyhow::Result<ExitCode> {
    let cmd = match cmd {
        HallCommand::User(c) => c,
        HallCommand::Pairings(a) => return super::hall_pairings::run(*a),
    };
    // In the language of the help (`LANG`; these commands have no
    // `--lang`).
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let tr = crate::i18n::tr(jadoube::cli::help::lang_of(&argv));
    let name_arg = |name: &str| ("name", crate::i18n::Arg::from(name.to_string()));
    let users = |dir: &std::path::Path| {
        (
            "path",
            crate::i18n::Arg::from(auth::users_path(dir).display().to_string()),
        )
    };
    match cmd {
        UserCommand::Add {
            name,
            role,
            data_dir,
        } => {
            if auth::check_user_name(&name).is_err() {
                // (`check_user_name`'s two reasons.)
                let id = if name.is_empty() || name.len() > 32 {
                    "hall-user-name-length"
                } else {
                    "hall-user-name-chars"
                };
                return Ok(super::bad_input(tr.msg(id, &[name_arg(&name)])));
            }
            let role = match role {
                RoleArg::Chief => Role::Chief,
                RoleArg::Deputy => Role::Deputy,
                RoleArg::Viewer => Role::Viewer,
            };
            let password = match read_password(tr, &name)? {
                Ok(p) => p,
                Err(why) => return Ok(super::bad_input(why)),
            };
            if password.chars().count() < auth::MIN_PASSWORD {
                return Ok(super::bad_input(tr.msg(
                    "hall-user-password-short",
                    &[("min", auth::MIN_PASSWORD.into())],
                )));
            }
            let had = auth::set_user(&data_dir, &name, role, &password)?;
            println!(
                "{}",
                tr.msg(
                    "hall-user-set",
                    &[
                        ("added", if had { "no" } else { "yes" }.into()),
                        name_arg(&name),
                        ("role", role.name().into()),
                        users(&data_dir),
                    ],
                )
            );
            Ok(ExitCode::SUCCESS)
        }
        UserCommand::Remove { name, data_dir } => {
            if auth::remove_user(&data_dir, &name)? {
                println!("{}", tr.msg("hall-user-removed", &[name_arg(&name)]));
                Ok(ExitCode::SUCCESS)
            } else {
                Ok(super::bad_input(tr.msg(
                    "hall-user-none",
                    &[name_arg(&name), users(&data_dir)],
                )))
            }
        }
        UserCommand::List { data_dir } => {
            for a in auth::read_users(&auth::users_path(&data_dir))? {
                println!("{} {}", a.name, a.role.name());
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The password: from the terminal without echo, twice; else one line of
/// standard input. `Err` says what is wrong with it.
fn read_password(tr: &crate::i18n::Tr, name: &str) -> anyhow::Result<Result<String, String>> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        let mut line = String::new();
        stdin.lock().read_line(&mut line)?;
        let p = line.trim_end_matches(['\n', '\r']).to_string();
        return Ok(if p.is_empty() {
            Err(tr.t("hall-user-no-password"))
        } else {
            Ok(p)
        });
    }
    let first = prompt(&format!(
        "{} ",
        tr.msg("hall-user-prompt", &[("name", name.to_string().into())])
    ))?;
    let again = prompt(&format!("{} ", tr.t("hall-user-again")))?;
    Ok(if first != again {
        Err(tr.t("hall-user-differ"))
    } else {
        Ok(first)
    })
}

/// One line from the terminal, not echoed.
fn prompt(what: &str) -> anyhow::Result<String> {
    eprint!("{what}");
    std::io::stderr().flush()?;
    // SAFETY: termios of standard input, a terminal; restored below.
    let mut old: libc::termios = unsafe { std::mem::zeroed() };
    let have = unsafe { libc::tcgetattr(0, &mut old) } == 0;
    if have {
        let mut quiet = old;
        quiet.c_lflag &= !libc::ECHO;
        quiet.c_lflag |= libc::ECHONL;
        // SAFETY: as above.
        unsafe { libc::tcsetattr(0, libc::TCSANOW, &quiet) };
    }
    let mut line = String::new();
    let r = std::io::stdin().lock().read_line(&mut line);
    if have {
        // SAFETY: as above.
        unsafe { libc::tcsetattr(0, libc::TCSANOW, &old) };
    }
    r?;
    Ok(line.trim_end_matches(['\n', '\r']).to_string())
}
