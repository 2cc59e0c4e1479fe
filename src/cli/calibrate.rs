//! `jadoube calibrate`: the guided calibration of analog hall sensors
//! (`hw::calibrate`).

use std::path::PathBuf;
use std::process::ExitCode;

use crate::config::{Config, DEFAULT_PATH};
use crate::hw::ToolError;
use crate::hw::calibrate::{self, CalibrateOptions};

#[derive(clap::Args, Debug)]
pub struct CalibrateArgs {
    /// The configuration (its [sensor.mcp3008] names the ADCs and the file).
    #[arg(long, default_value = DEFAULT_PATH)]
    pub config: PathBuf,
    /// Where to write the calibration (default: sensor.mcp3008.calibration).
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Scans averaged per step.
    #[arg(long, default_value_t = 20)]
    pub samples: usize,
    /// Replay recorded bus bytes instead of opening the devices.
    #[arg(long)]
    pub fake: Option<PathBuf>,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: CalibrateArgs) -> anyhow::Result<ExitCode> {
    let cfg = match Config::load(&args.config) {
        Ok(c) => c,
        Err(e) => return Ok(super::bad_input_in(args.lang.tr(None), &e)),
    };
    super::values::regular_or_refused(args.fake.as_deref())?;
    let opts = CalibrateOptions {
        output: args.output,
        samples: args.samples,
        fake: args.fake,
        lang: args.lang.resolve(Some(&cfg)),
    };
    match calibrate::run(&cfg, &opts) {
        Ok(path) => {
            let tr = crate::i18n::tr(opts.lang);
            let path = path.display().to_string();
            println!("{}", tr.msg("calibrate-written", &[("path", path.into())]));
            Ok(ExitCode::SUCCESS)
        }
        Err(ToolError::NotAnalog(kind)) => {
            let tr = crate::i18n::tr(opts.lang);
            Ok(super::bad_input_said(
                tr,
                tr.msg("calibrate-not-analog", &[("kind", kind.into())]),
            ))
        }
        Err(e) => Err(e.into()),
    }
}
