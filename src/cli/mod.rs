//! The command line: one file per subcommand, each with its arguments and
//! the glue that calls the library and turns its typed errors into an exit
//! status. This is the only layer that knows clap or process exit codes
//! (`docs/architecture.md`).

mod calibrate;
mod check_config;
pub mod clap_words;
mod demo;
mod diag;
pub mod error_words;
mod export;
pub mod hall_words;
pub mod help;
pub mod hw_words;
mod key;
mod render;
mod replay;
mod round;
mod run;
mod run_round;
mod unwinnable;
pub mod values;
mod verify;

pub use run::{init_logging, wait_for_signal};

use std::fmt::Display;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// `jadoube --version`: the program's version and those of the formats it
/// reads and writes (`docs/versions.md`).
/// Literal, as clap wants a `&'static str`: `tests/versions.rs` checks it
/// against `trace::FORMAT_VERSION`, `journal::format::VERSION` and
/// `arbiter::event::CONTRACT_VERSION`.
const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "\ntrace format 1.2",
    "\njournal format 3",
    "\nreplay --format jsonl contract 1.2"
);

#[derive(Parser, Debug)]
#[command(
    name = "jadoube",
    version,
    long_version = LONG_VERSION,
    about = "Arbiter daemon for electronic chessboards"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay a trace (or a journal) through the engine and print its decisions.
    Replay(replay::ReplayArgs),
    /// Play a bundled game with an illegal move on a simulated board.
    Demo(demo::DemoArgs),
    /// Can a side still checkmate? (Art. 5.2.2, 6.9, 7.5.5)
    Unwinnable(unwinnable::UnwinnableArgs),
    /// Validate a configuration file and print the effective configuration.
    CheckConfig(check_config::CheckConfigArgs),
    /// Live view of the sensor grid, clock lines and LED, for bring-up.
    Diag(diag::DiagArgs),
    /// Record the magnets of each piece type for analog identity sensors.
    Calibrate(calibrate::CalibrateArgs),
    /// Render a position (and an alert) to a PNG.
    Render(render::RenderArgs),
    /// Run the daemon.
    Run(run::RunArgs),
    /// Start a round: event, round and board number for the journal.
    Round(round::RoundArgs),
    /// Check a journal: its hash chain, the board's seals, its unsealed
    /// end, its decisions, and whether it is complete. Exit status 0:
    /// verified and complete; 3: verified but incomplete; 1: not verified.
    Verify(verify::VerifyArgs),
    /// The board's key, which seals its journals: make it, print it.
    Key(key::KeyArgs),
    /// Export the games of a round as PGN or JSON.
    Export(export::ExportArgs),
    /// The chief arbiter's dashboard is the program `jadoube-hall`
    /// (docs/hall.md): this says so.
    #[command(hide = true, disable_help_flag = true)]
    Hall {
        /// Whatever followed `hall`.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
        args: Vec<std::ffi::OsString>,
    },
}

/// Exit status for bad input (a trace, a configuration, a FEN).
pub const EXIT_BAD_INPUT: u8 = 2;
/// `verify`: every journal verifies, but one is incomplete (it ends at a
/// stop in mid-game or at a seal: `docs/journal.md`, "Complete").
pub const EXIT_INCOMPLETE: u8 = 3;

pub fn main() -> ExitCode {
    // `--help` in the person's language (`help`): the language is read
    // from the command line before clap reads it.
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let tr = crate::i18n::tr(help::lang_of(&argv));
    // The command's texts are localized only when clap has something to
    // say (help, version, usage, an error): localizing them at every start
    // parsed a few hundred of the catalogue's messages for nothing, the
    // board's peak memory (docs/performance.md, "Memory without the
    // hot-function list"). The localized command parses as the plain one
    // (only its texts differ), so the arguments are read again with it to
    // say what clap says, in the language; clap's errors too
    // (`clap_words`).
    let matches = match Cli::command().try_get_matches_from(&argv) {
        Ok(m) => m,
        Err(_) => match help::localize(Cli::command(), tr).try_get_matches_from(argv) {
            Ok(m) => m,
            Err(e) => clap_words::exit(e, tr),
        },
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => clap_words::exit(e, tr),
    };
    if dies_of_sigpipe(&cli.command) {
        // The default action of SIGPIPE, which Rust ignores: when the reader
        // of standard output goes away (`replay ... | head`), the program
        // ends at once and quietly, as other Unix tools do, instead of
        // failing on the write (`Broken pipe`, or a panic in `println!`).
        // SAFETY: setting a signal's disposition to its default, before any
        // other thread exists.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    let result = match cli.command {
        Command::Replay(a) => replay::run(a),
        Command::Demo(a) => demo::run(a),
        Command::Unwinnable(a) => unwinnable::run(a),
        Command::CheckConfig(a) => check_config::run(a),
        Command::Diag(a) => diag::run(a),
        Command::Calibrate(a) => calibrate::run(a),
        Command::Render(a) => render::run(a),
        Command::Run(a) => run::run(a),
        Command::Round(a) => round::run(a),
        Command::Verify(a) => verify::run(a),
        Command::Key(a) => key::run(a),
        Command::Export(a) => export::run(a),
        Command::Hall { .. } => Ok(bad_input_said(tr, tr.t("cli-hall-moved"))),
    };
    match result {
        Ok(code) => code,
        // Standard output closed by its reader (a command that keeps
        // SIGPIPE ignored): nothing more to say, and nowhere to say it.
        Err(e) if is_broken_pipe(&e) => ExitCode::FAILURE,
        Err(e) => {
            // In the language of the help and of clap's errors (`--lang`,
            // else the configuration's, else the locale): the kinds the
            // catalogues have (`error_words`), the rest as it is.
            eprintln!(
                "jadoube: {}",
                error_words::clipped(tr, &error_words::said_anyhow(tr, &e))
            );
            ExitCode::FAILURE
        }
    }
}

/// An error message with every word (a run of characters without a space)
/// longer than 200 characters cut to 200 (`error::clip_words`, which the
/// library's errors apply themselves): a message names the bad line and
/// says why, and never echoes a megabyte of a hostile trace,
/// configuration or journal.
pub fn clip_words(msg: &str) -> String {
    crate::error::clip_words(msg)
}

/// The commands that only print (and write their own files) end quietly
/// when their reader goes away. Not `run` (a daemon outlives its
/// terminal, and a pipe to a child must not end it), nor the hardware
/// tools `diag` and `calibrate`, which close their devices and files
/// themselves.
fn dies_of_sigpipe(command: &Command) -> bool {
    match command {
        Command::Replay(_)
        | Command::Demo(_)
        | Command::Unwinnable(_)
        | Command::CheckConfig(_)
        | Command::Render(_)
        | Command::Round(_)
        | Command::Verify(_)
        | Command::Export(_)
        | Command::Key(_) => true,
        Command::Run(_) | Command::Diag(_) | Command::Calibrate(_) | Command::Hall { .. } => false,
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Bad input already said in `tr`'s language: says why on stderr
/// (`jadoube: WHY`), exit status 2; a word too long cut, the note of what
/// is cut ("… (N more characters)") in the language too.
fn bad_input_said(tr: &crate::i18n::Tr, why: impl Display) -> ExitCode {
    eprintln!("jadoube: {}", error_words::clipped(tr, &why.to_string()));
    ExitCode::from(EXIT_BAD_INPUT)
}

/// Bad input that is one of the library's typed errors (a trace's, a
/// configuration's): said in `tr`'s language (`error_words`), exit
/// status 2.
fn bad_input_in(tr: &crate::i18n::Tr, e: &(dyn std::error::Error + 'static)) -> ExitCode {
    eprintln!(
        "jadoube: {}",
        error_words::clipped(tr, &error_words::said(tr, e))
    );
    ExitCode::from(EXIT_BAD_INPUT)
}

/// The commands to try next on a journal and its state directory (the
/// demo's, `run --sim`'s), as they can be typed:
/// `cargo run --release --` under cargo (a fresh clone),
/// else this program's name.
fn next_steps(journal: &std::path::Path, state: &std::path::Path, tr: &crate::i18n::Tr) -> String {
    let me = if std::env::var_os("CARGO").is_some() {
        "cargo run --release --".to_string()
    } else {
        std::env::args()
            .next()
            .filter(|a| a.contains('/'))
            .unwrap_or_else(|| "jadoube".into())
    };
    let quote = |p: &std::path::Path| {
        let s = p.display().to_string();
        if s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/._-+:,".contains(&b))
        {
            s
        } else {
            format!("'{}'", s.replace('\'', "'\\''"))
        }
    };
    let (j, st) = (quote(journal), quote(state));
    let pubkey = quote(&state.join(crate::journal::key::PUBLIC_FILE));
    format!(
        "{}\n  {me} verify {j} --keys {pubkey}\n  {me} replay {j}\n  {me} export --state-dir {st}",
        tr.msg("demo-try", &[])
    )
}

/// Success when `ok`, else the general failure (exit status 1).
fn success_if(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::clip_words;
    use clap::CommandFactory;

    /// Every subcommand, every option and argument, and every value of an
    /// option with a fixed set of values has help text.
    fn undocumented(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" || arg.is_hide_set() {
                continue;
            }
            let name = match arg.get_long() {
                Some(long) => format!("--{long}"),
                None => arg.get_value_names().map_or_else(
                    || id.to_uppercase(),
                    |v| {
                        v.iter()
                            .map(|s| s.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    },
                ),
            };
            if arg.get_help().is_none() && arg.get_long_help().is_none() {
                missing.push(format!("{path} {name}"));
            }
            for value in arg.get_possible_values() {
                if !value.is_hide_set() && value.get_help().is_none() {
                    missing.push(format!("{path} {name} {}", value.get_name()));
                }
            }
        }
        for sub in cmd.get_subcommands() {
            let sub_path = format!("{path} {}", sub.get_name());
            if sub.get_name() != "help" && sub.get_about().is_none() {
                missing.push(sub_path.clone());
            }
            undocumented(sub, &sub_path, missing);
        }
    }

    #[test]
    fn long_words_of_a_message_are_clipped() {
        let long = "x".repeat(5000);
        let said = clip_words(&format!("line 3: occ `{long}` is not hex"));
        assert!(said.starts_with("line 3: occ `xxx"), "{said}");
        assert!(
            said.ends_with("(4802 more characters) is not hex"),
            "{said}"
        );
        assert!(said.len() < 300);
        assert_eq!(clip_words("a  b\nc"), "a  b\nc");
    }

    #[test]
    fn every_option_has_help() {
        let mut cmd = super::Cli::command();
        cmd.build();
        let mut missing = Vec::new();
        undocumented(&cmd, "jadoube", &mut missing);
        assert!(
            missing.is_empty(),
            "without help text:\n{}",
            missing.join("\n")
        );
    }

    /// The check itself finds what it is for.
    #[test]
    fn an_option_without_help_is_found() {
        let cmd = clap::Command::new("x")
            .arg(clap::Arg::new("documented").long("documented").help("yes"))
            .subcommand(
                clap::Command::new("sub")
                    .about("a subcommand")
                    .arg(clap::Arg::new("bare").long("bare")),
            );
        let mut missing = Vec::new();
        undocumented(&cmd, "x", &mut missing);
        assert_eq!(missing, ["x sub --bare"]);
    }
}
