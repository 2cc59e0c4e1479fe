//! `jadoube verify JOURNAL... [--key PUBKEY | --keys FILE]`: the hash
//! chain and the board's seals (printed first), then, by default, the
//! decisions replayed from the recorded inputs. Exit status 1 if any file
//! fails (an empty file, or one without a header, fails).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use super::values::{KeyArgs, LangArgs};
use crate::journal::{chain_text, decisions_text, store, verify};

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// Journal files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Check the hash chain and the seals only, not the decisions (which
    /// are replayed from the recorded inputs by default).
    #[arg(long)]
    pub no_replay: bool,
    #[command(flatten)]
    pub keys: KeyArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: VerifyArgs) -> anyhow::Result<ExitCode> {
    let keys = args.keys.list()?;
    let tr = args.lang.tr(None);
    let mut all_ok = true;
    let stdout = std::io::stdout();
    for path in &args.files {
        let contents =
            store::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        let mut r = verify::check(&contents, keys.as_ref());
        // The chain's result before the replay, which may take a while.
        let mut out = stdout.lock();
        write!(out, "{}", chain_text(tr, &path.display().to_string(), &r))?;
        out.flush()?;
        if !args.no_replay {
            verify::check_decisions(&contents, &mut r);
        }
        write!(out, "{}", decisions_text(tr, &r))?;
        out.flush()?;
        all_ok &= r.ok();
    }
    Ok(super::success_if(all_ok))
}
