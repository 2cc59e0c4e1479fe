//! `jadoube verify JOURNAL... [--key PUBKEY | --keys FILE] [--expect-last
//! HASH] [--receipt FILE]`: the hash chain and the board's seals (printed
//! first), the unsealed tail, the game and how its journal ends, then, by
//! default, the decisions replayed from the recorded inputs. Exit status 1
//! if any file fails (an empty file, or one without a header, fails), 3
//! if every file verifies but one is incomplete (`docs/journal.md`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::values::{KeyArgs, LangArgs};
use crate::error::{IoContext, IoOp};
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
    /// The journal must reach this end: the SHA-256 recorded when it was
    /// pulled or collected (the round summary's `journal_last_sha256`, the
    /// hash of its last line; or the `sha256` of the hall's receipt, the
    /// hash of the file). A journal cut before it fails.
    #[arg(long, value_name = "HASH")]
    pub expect_last: Option<String>,
    /// The hall's receipt for the journal (`JOURNAL.collected`, read
    /// beside the journal when not given): a journal that ends at a sealed
    /// stop in mid-game is complete when the receipt is for these very
    /// bytes.
    #[arg(long, value_name = "FILE")]
    pub receipt: Option<PathBuf>,
    #[command(flatten)]
    pub keys: KeyArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: VerifyArgs) -> anyhow::Result<ExitCode> {
    let keys = args.keys.list()?;
    let tr = args.lang.tr(None);
    let mut all_ok = true;
    let mut all_complete = true;
    let stdout = std::io::stdout();
    for path in &args.files {
        let contents = store::read(path).io_at(IoOp::Read, path)?;
        let mut r = verify::check(&contents, keys.as_ref());
        if let Some(h) = &args.expect_last {
            verify::expect_last(&contents, &mut r, h);
        }
        let receipt = args
            .receipt
            .clone()
            .unwrap_or_else(|| crate::hall::board::receipt_path(path));
        if let Some(by) = receipt_confirms(tr, &receipt, &verify::file_sha256(&contents)) {
            verify::confirm_stop(&mut r, by);
        }
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
        all_complete &= r.end.complete();
    }
    Ok(if !all_ok {
        ExitCode::FAILURE
    } else if !all_complete {
        ExitCode::from(super::EXIT_INCOMPLETE)
    } else {
        ExitCode::SUCCESS
    })
}

/// The hall's receipt at `path`, if it is one for the bytes whose SHA-256
/// is `sha256` and says the hall verified them: what confirms it.
fn receipt_confirms(tr: &crate::i18n::Tr, path: &Path, sha256: &str) -> Option<String> {
    let bytes = crate::journal::files::read_regular(path, 1 << 20).ok()?;
    let v: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    let ok = v.get("ok")?.as_bool()?;
    let sha = v.get("sha256")?.as_str()?;
    (ok && sha == sha256).then(|| {
        tr.msg(
            "verify-by-receipt",
            &[
                ("path", path.display().to_string().into()),
                ("hash", sha.to_string().into()),
            ],
        )
    })
}
