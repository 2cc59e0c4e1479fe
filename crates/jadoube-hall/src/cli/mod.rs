//! The hall's command line: `jadoube-hall [OPTIONS]` serves the page, the
//! broadcast and the MQTT side (`hall`); `jadoube-hall user add|remove|list`
//! keeps the page's accounts (`hall_user`). The helpers shared with the
//! board's program (`--lang`, `--keys`, the localized `--help`, logging,
//! signals) are `jadoube::cli`'s.

mod hall;
mod hall_pairings;
mod hall_user;

use std::fmt::Display;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser};
use jadoube::cli::{help, values};

/// `run::init_logging` and `run::wait_for_signal`, as the board's `run`
/// has them.
mod run {
    pub use jadoube::cli::{init_logging, wait_for_signal};
}

/// Exit status for bad input (an option's value, an account's name).
pub const EXIT_BAD_INPUT: u8 = jadoube::cli::EXIT_BAD_INPUT;

#[derive(Parser, Debug)]
#[command(
    name = "jadoube-hall",
    version,
    about = "The chief arbiter's dashboard: every board live, the broadcast PGN, the journals collected"
)]
pub struct Cli {
    #[command(flatten)]
    pub hall: hall::HallArgs,
}

pub fn main() -> ExitCode {
    // `--help` in the person's language, as `jadoube --help`.
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let tr = crate::i18n::tr(help::lang_of(&argv));
    // The catalogues name its commands and options as `jadoube hall`'s were.
    let cmd = help::localize_as(Cli::command(), "hall", tr);
    // clap's errors in the language too, as `jadoube`'s.
    let matches = match cmd.try_get_matches_from(argv) {
        Ok(m) => m,
        Err(e) => jadoube::cli::clap_words::exit(e, tr),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => jadoube::cli::clap_words::exit(e, tr),
    };
    match hall::run(cli.hall) {
        Ok(code) => code,
        Err(e) => {
            // In the language of the help (`--lang`, else the locale): the
            // kinds the catalogues have (`error_words`: a file of the hall's
            // that cannot be read or written, the system's reason), the
            // rest as it is.
            eprintln!(
                "jadoube-hall: {}",
                jadoube::cli::error_words::clipped(
                    tr,
                    &jadoube::cli::error_words::said_anyhow(tr, &e)
                )
            );
            ExitCode::FAILURE
        }
    }
}

/// Bad input: says why on stderr (`jadoube-hall: WHY`), exit status 2.
fn bad_input(why: impl Display) -> ExitCode {
    eprintln!(
        "jadoube-hall: {}",
        jadoube::cli::clip_words(&why.to_string())
    );
    ExitCode::from(EXIT_BAD_INPUT)
}
