//! `jadoube-hall pairings FILE`: the organiser loads a round's pairings
//! into the hall's data directory (`hall::round_service`, `docs/hall.md`
//! "Running a round from the hall"); the running hall reads it within a
//! second and sends each board its game. The file is checked here first:
//! a refusal names the line and the columns, and leaves the round loaded
//! before as it was.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::error::{IoContext, IoOp};
use crate::hall::auth::{AuditLog, audit_path};
use crate::hall::round_service;

#[derive(clap::Args, Debug)]
pub struct HallPairingsArgs {
    /// The pairing program's file: a TRF (.trf, .trfx, .txt) or a CSV
    /// (board, white, black[, white_id, black_id, white_rating,
    /// black_rating]).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// With a TRF: the pairing engine's list of pairs (JaVaFo or
    /// bbpPairings `-p`), giving the boards in order.
    #[arg(long, value_name = "FILE")]
    pub list: Option<PathBuf>,
    /// The round [default: with a TRF, the round paired without results;
    /// needed with --list or a CSV].
    #[arg(long, value_name = "N")]
    pub round: Option<u32>,
    /// Board numbers to the boards' names at the hall: lines `N NAME`
    /// [default: the board whose game names board N, else the board named N].
    #[arg(long, value_name = "FILE")]
    pub boards: Option<PathBuf>,
    /// The hall's data directory (`jadoube-hall --data-dir`).
    #[arg(long, default_value = "/var/lib/jadoube-hall", value_name = "DIR")]
    pub data_dir: PathBuf,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(a: HallPairingsArgs) -> anyhow::Result<ExitCode> {
    let tr = a.lang.tr(None);
    let read = |p: &PathBuf| {
        std::fs::read(p)
            .io_at(IoOp::Read, p)
            .map_err(|e| jadoube::cli::error_words::said(tr, &e))
    };
    let text = |p: &PathBuf| -> Result<String, String> {
        String::from_utf8(read(p)?)
            .map_err(|_| tr.msg("io-not-utf8", &[("path", p.display().to_string().into())]))
    };
    let bytes = match read(&a.file) {
        Ok(b) => b,
        Err(e) => return Ok(super::bad_input(e)),
    };
    let list = match a.list.as_ref().map(text).transpose() {
        Ok(l) => l,
        Err(e) => return Ok(super::bad_input(e)),
    };
    let boards = match a.boards.as_ref().map(text).transpose() {
        Ok(b) => b,
        Err(e) => return Ok(super::bad_input(e)),
    };
    let user = std::env::var("SUDO_USER")
        .or_else(|_| std::env::var("USER"))
        .unwrap_or_else(|_| "?".into());
    let by = format!("cli:{user}");
    let (meta, p) = match round_service::save_round(
        &a.data_dir,
        &a.file.display().to_string(),
        &bytes,
        list.as_deref(),
        a.round,
        boards.as_deref(),
        &by,
    ) {
        Ok(x) => x,
        // In the language, the note of a clipped word too.
        Err(e) => {
            return Ok(super::bad_input(jadoube::cli::error_words::clipped(
                tr,
                &e.said(tr),
            )));
        }
    };
    AuditLog::new(audit_path(&a.data_dir)).record(
        &by,
        None,
        None,
        "load pairings",
        &format!(
            "round {} from {} ({} boards, id {})",
            meta.round,
            meta.file,
            p.games.len(),
            meta.id
        ),
    );
    println!(
        "{}",
        tr.msg("round-head", &[("round", p.round.clone().into())])
    );
    for g in &p.games {
        println!(
            "{}",
            tr.msg(
                "round-board",
                &[
                    ("board", g.board.to_string().into()),
                    ("white", g.white.name.clone().into()),
                    ("black", g.black.name.clone().into()),
                ],
            )
        );
    }
    let dir = round_service::round_dir(&a.data_dir);
    println!(
        "{}",
        tr.msg(
            "round-hall-loaded",
            &[("path", dir.display().to_string().into())]
        )
    );
    Ok(ExitCode::SUCCESS)
}
