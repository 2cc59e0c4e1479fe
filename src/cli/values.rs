//! What several subcommands share: the command-line names of library types
//! (the library itself knows nothing of clap), and the configuration and
//! state-directory options of `round` and `export`.

use std::path::{Path, PathBuf};

use clap::ValueEnum;

use crate::arbiter::{ClockMode, RuleSet, Supervision};
use crate::board::SensorKind;
use crate::config::Config;
use crate::daemon::Speed;
use crate::display::console::Format;
use crate::i18n::Lang;
use crate::journal;
use crate::journal::key::{KeyList, PublicKey};

/// `--format` of `replay`, `demo` and `run --print`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatArg {
    /// One line per decision, for people.
    Text,
    /// One JSON object per line (the conformance contract).
    Jsonl,
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Format {
        match f {
            FormatArg::Text => Format::Text,
            FormatArg::Jsonl => Format::Jsonl,
        }
    }
}

/// `--supervision`: who acts on an illegal move, and until when.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SupervisionArg {
    /// Every completed illegal move is corrected, however late (standard
    /// play; rapid under A.4; blitz under B.2).
    Full,
    /// A.5.2: the illegal move stands once the opponent has completed a move
    /// without it being corrected.
    Claim,
}

impl From<SupervisionArg> for Supervision {
    fn from(s: SupervisionArg) -> Supervision {
        match s {
            SupervisionArg::Full => Supervision::Full,
            SupervisionArg::Claim => Supervision::Claim,
        }
    }
}

/// `--sensor`: what the sensors can tell about a square.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SensorArg {
    /// "A magnet is here": one bit per square.
    Occupancy,
    /// Which piece stands on each square.
    Identity,
}

impl From<SensorArg> for SensorKind {
    fn from(s: SensorArg) -> SensorKind {
        match s {
            SensorArg::Occupancy => SensorKind::Occupancy,
            SensorArg::Identity => SensorKind::Identity,
        }
    }
}

/// `--clock`: one press line, or one per side.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockArg {
    /// One press line: each press ends the move of the side to move.
    Single,
    /// A line per side: a press tells which side pressed.
    Dual,
}

impl From<ClockArg> for ClockMode {
    fn from(c: ClockArg) -> ClockMode {
        match c {
            ClockArg::Single => ClockMode::Single,
            ClockArg::Dual => ClockMode::Dual,
        }
    }
}

/// `--speed`: a factor (1 = real time) or `max`.
pub fn parse_speed(s: &str) -> Result<Speed, String> {
    s.parse()
}

/// `--screen-size`, `--size`: WIDTHxHEIGHT in pixels.
pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    crate::display::parse_size(s)
}

/// `--screens DIR` of `replay` and `demo`: a new or empty directory, so
/// that the pictures in it are all of this run (they are numbered from 1
/// on each run: old ones would be overwritten in part and mixed in).
pub fn check_screens_dir(dir: &Path) -> Result<(), ScreensDirError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries.count(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotADirectory => {
            return Err(ScreensDirError::NotADirectory(dir.to_path_buf()));
        }
        Err(e) => {
            return Err(ScreensDirError::Unreadable {
                path: dir.to_path_buf(),
                why: e,
            });
        }
    };
    if entries > 0 {
        return Err(ScreensDirError::NotEmpty {
            path: dir.to_path_buf(),
            count: entries,
        });
    }
    Ok(())
}

/// Why `--screens DIR` is refused ([`check_screens_dir`]): the English
/// `Display`, said in the person's language by `error_words`
/// (`screens-*`).
#[derive(Debug, thiserror::Error)]
pub enum ScreensDirError {
    #[error("--screens {}: not a directory", .0.display())]
    NotADirectory(PathBuf),
    #[error("--screens {}: {why}", path.display())]
    Unreadable { path: PathBuf, why: std::io::Error },
    #[error("--screens {}: the directory is not empty ({count} entries): give a new or empty one, so that the pictures are all of this run", path.display())]
    NotEmpty { path: PathBuf, count: usize },
}

/// A file named on the command line that the library reads later (`diag
/// --fake`, `calibrate --fake`): refused now if it is a FIFO, a socket or
/// a device (`files::open_regular`), which the read could wait on for
/// ever; "cannot read PATH" with why, said by `error_words`.
pub fn regular_or_refused(path: Option<&Path>) -> Result<(), crate::error::IoError> {
    use crate::error::IoContext;
    match path {
        Some(p) => crate::journal::files::open_regular(p)
            .map(drop)
            .io_at(crate::error::IoOp::Read, p),
        None => Ok(()),
    }
}

/// `--rules NAME` of `replay`: a built-in rule set or one of the
/// configuration's, checked before the trace is read (an error of the
/// command line, not of the trace).
pub fn check_rules(name: &str, custom: &[RuleSet]) -> Result<(), String> {
    if custom.iter().any(|r| r.name == name) || RuleSet::builtin(name).is_some() {
        return Ok(());
    }
    Err(format!(
        "--rules {name}: unknown rule set; expected one of {}",
        known_rules(custom).join(", ")
    ))
}

/// The rule sets `--rules` takes: the configuration's, then the built-in.
pub fn known_rules(custom: &[RuleSet]) -> Vec<String> {
    custom
        .iter()
        .map(|r| r.name.clone())
        .chain(RuleSet::builtin_names().map(|n| n.to_string()))
        .collect()
}

/// The configuration and state directory (`round`, `export`).
#[derive(clap::Args, Debug, Default)]
pub struct StateArgs {
    /// The configuration file (default /etc/jadoube/jadoube.toml, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The state directory (default: $STATE_DIRECTORY, else journal.dir).
    #[arg(long, value_name = "DIR")]
    pub state_dir: Option<PathBuf>,
}

/// `--lang`: the language of what people read (the JSON and the journal
/// are the same in every language). Every subcommand that prints words to
/// a person has it, and chooses by [`LangArgs::resolve`], which is
/// [`crate::i18n::choose`]: `--lang`, else the configuration's
/// `display.language`, else the locale.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LangArgs {
    /// Language of the texts: en, es, pt, fr or de [default: the
    /// configuration's display.language, else the system locale, else en].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl LangArgs {
    /// The language: `--lang`, else the configuration's, else the system
    /// locale's. Without a configuration (a command that reads none), the
    /// default file's (`/etc/jadoube/jadoube.toml`) if it can be read; a
    /// bad one is that command's business, not the language's.
    pub fn resolve(&self, config: Option<&Config>) -> Lang {
        let configured = match (self.lang, config) {
            (Some(_), _) => None,
            (None, Some(c)) => c.display.language,
            (None, None) => Config::load_or_default(None)
                .ok()
                .and_then(|c| c.display.language),
        };
        let vars = crate::i18n::locale_vars();
        crate::i18n::choose(
            self.lang,
            configured,
            &vars.each_ref().map(|v| v.as_deref()),
        )
    }

    /// The catalogue of [`LangArgs::resolve`]'s language.
    pub fn tr(&self, config: Option<&Config>) -> &'static crate::i18n::Tr {
        crate::i18n::tr(self.resolve(config))
    }
}

impl StateArgs {
    /// The configuration (a bad file is a general failure here) and the
    /// state directory.
    pub fn open(&self) -> anyhow::Result<(Config, PathBuf)> {
        let config = Config::load_or_default(self.config.as_deref())?;
        let dir = journal::state_dir(self.state_dir.as_deref(), &config);
        Ok((config, dir))
    }
}

/// `--key`, `--keys`: the keys a journal's seals must be by (`verify`,
/// `export`).
#[derive(clap::Args, Debug, Default, Clone)]
pub struct KeyArgs {
    /// The board's public key: 64 hex digits as `jadoube key show` prints
    /// them, or a file holding it (its `board-key.pub`). Repeat for several.
    #[arg(long, value_name = "PUBKEY")]
    pub key: Vec<String>,
    /// The organiser's list of boards: a file of lines `NAME PUBKEY`; says
    /// which board sealed each journal.
    #[arg(long, value_name = "FILE")]
    pub keys: Option<PathBuf>,
}

/// Why `--key`/`--keys` cannot be used: the English `Display` is what it
/// always said; `error_words` says it in the person's language.
#[derive(Debug, thiserror::Error)]
pub enum KeysError {
    /// The list or the key's file cannot be read (`IoOp::ReadKeyList`,
    /// `IoOp::ReadKey`).
    #[error(transparent)]
    Read(crate::error::IoError),
    /// The file is no list of keys: why.
    #[error("{file}: {why}")]
    List {
        file: String,
        why: journal::key::KeyWhy,
    },
    /// `--key` is neither a key nor a file.
    #[error("--key: {0}, nor a file")]
    NotKey(journal::key::KeyWhy),
}

impl KeyArgs {
    /// The keys given, if any; a bad key or list is named.
    pub fn list(&self) -> Result<Option<KeyList>, KeysError> {
        use crate::error::{IoContext, IoOp};
        let mut list = KeyList::default();
        // A list is a small text file: never a FIFO (waited on for ever),
        // and an error never quotes it (a private key given by mistake).
        let read = |path: &Path, op: IoOp| -> Result<String, KeysError> {
            let bytes = journal::files::read_regular(path, 1 << 20)
                .io_at(op, path)
                .map_err(KeysError::Read)?;
            Ok(String::from_utf8_lossy(&bytes).into_owned())
        };
        if let Some(path) = &self.keys {
            let text = read(path, IoOp::ReadKeyList)?;
            list = KeyList::parse(&text).map_err(|why| KeysError::List {
                file: path.display().to_string(),
                why,
            })?;
        }
        for k in &self.key {
            let more = match PublicKey::parse(k) {
                Ok(pk) => KeyList::one(pk),
                Err(_) if Path::new(k).exists() => {
                    let text = read(Path::new(k), IoOp::ReadKey)?;
                    KeyList::parse(&text).map_err(|why| KeysError::List {
                        file: k.clone(),
                        why,
                    })?
                }
                Err(e) => return Err(KeysError::NotKey(e)),
            };
            list.keys.extend(more.keys);
        }
        Ok((!list.keys.is_empty()).then_some(list))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command-line name is the library's own name for the value
    /// (the names traces, journals and the configuration use).
    #[test]
    fn names_match_the_library() {
        for v in SupervisionArg::value_variants() {
            let name = v.to_possible_value().unwrap().get_name().to_string();
            assert_eq!(Supervision::from(*v).name(), name);
        }
        for v in SensorArg::value_variants() {
            let name = v.to_possible_value().unwrap().get_name().to_string();
            let json = serde_json::to_string(&SensorKind::from(*v)).unwrap();
            assert_eq!(json, format!("\"{name}\""));
        }
        for v in ClockArg::value_variants() {
            let name = v.to_possible_value().unwrap().get_name().to_string();
            let json = serde_json::to_string(&ClockMode::from(*v)).unwrap();
            assert_eq!(json, format!("\"{name}\""));
        }
    }
}
