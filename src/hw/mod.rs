//! Hardware: the only code that opens `/dev`. To be written by the hardware
//! issue.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct DiagArgs {}

#[derive(clap::Args, Debug)]
pub struct CalibrateArgs {}

pub fn run_diag(_args: DiagArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("diag is not implemented yet")
}

pub fn run_calibrate(_args: CalibrateArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("calibrate is not implemented yet")
}
