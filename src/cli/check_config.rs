//! `jadoube check-config [FILE]`: the effective configuration, or the error
//! naming the line and key (exit status 2).

use std::path::PathBuf;
use std::process::ExitCode;

use crate::config::{Config, DEFAULT_PATH};

#[derive(clap::Args, Debug)]
pub struct CheckConfigArgs {
    /// The file to check (default: /etc/jadoube/jadoube.toml).
    pub file: Option<PathBuf>,
    /// Same as FILE.
    #[arg(long, conflicts_with = "file")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: CheckConfigArgs) -> anyhow::Result<ExitCode> {
    let path = args
        .file
        .or(args.config)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_PATH));
    match Config::load(&path) {
        Ok(cfg) => {
            let tr = args.lang.tr(Some(&cfg));
            let path = path.display().to_string();
            let head = tr.msg("check-config-head", &[("path", path.into())]);
            println!("# {head}");
            print!("{}", cfg.to_toml());
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => Ok(super::bad_input_in(args.lang.tr(None), &e)),
    }
}
