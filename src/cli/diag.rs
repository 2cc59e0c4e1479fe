//! `jadoube diag`: the builder's first run, a live view of the sensor grid,
//! the clock lines and the LEDs (`hw::diag`).

use std::path::PathBuf;
use std::process::ExitCode;

use crate::config::{Config, DEFAULT_PATH};
use crate::hw::diag::{self, DiagOptions};

#[derive(clap::Args, Debug)]
pub struct DiagArgs {
    /// The configuration file.
    #[arg(long, default_value = DEFAULT_PATH)]
    pub config: PathBuf,
    /// Replay recorded bus bytes (in a loop) instead of opening the devices.
    #[arg(long)]
    pub fake: Option<PathBuf>,
    /// Write every reply of the buses to FILE, to replay with --fake.
    #[arg(long, conflicts_with = "fake")]
    pub record: Option<PathBuf>,
    /// Print one view, without screen control codes, and exit.
    #[arg(long)]
    pub once: bool,
    /// Stop after this many scans (with --once: print after them; default 1).
    #[arg(long)]
    pub scans: Option<u64>,
    /// Cycle the status LED through its patterns and light the square LEDs
    /// one square at a time.
    #[arg(long)]
    pub led_test: bool,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: DiagArgs) -> anyhow::Result<ExitCode> {
    let cfg = match Config::load(&args.config) {
        Ok(c) => c,
        Err(e) => return Ok(super::bad_input_in(args.lang.tr(None), &e)),
    };
    super::values::regular_or_refused(args.fake.as_deref())?;
    let opts = DiagOptions {
        fake: args.fake,
        record: args.record,
        once: args.once,
        scans: args.scans,
        led_test: args.led_test,
        lang: args.lang.resolve(Some(&cfg)),
    };
    diag::run(&cfg, &opts, &mut std::io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}
