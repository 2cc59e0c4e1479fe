//! `jadoube verify JOURNAL...`: the hash chain and, by default, the
//! decisions replayed from the recorded inputs (exit status 1 if any file
//! fails).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use crate::journal::{store, verify, verify_text};

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// Journal files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Check the hash chain only, not the decisions (which are replayed
    /// from the recorded inputs by default).
    #[arg(long)]
    pub no_replay: bool,
}

pub fn run(args: VerifyArgs) -> anyhow::Result<ExitCode> {
    let mut all_ok = true;
    for path in &args.files {
        let contents =
            store::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        let r = verify::verify(&contents, !args.no_replay);
        print!("{}", verify_text(&path.display().to_string(), &r));
        all_ok &= r.ok();
    }
    Ok(super::success_if(all_ok))
}
