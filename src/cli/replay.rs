//! `jadoube replay TRACE|JOURNAL`: a trace (or a journal's inputs) through
//! the engine, the decisions printed as text or JSON Lines (`replay`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use super::error_words;
use super::values::{
    ClockArg, FormatArg, LangArgs, SensorArg, SupervisionArg, check_rules, check_screens_dir,
    parse_size,
};
use crate::arbiter::ClockMode;
use crate::board::SensorKind;
use crate::config::Config;
use crate::display::console::write_events;
use crate::display::{ScreenInfo, ScreenModel, write_screens};
use crate::error::{IoContext, IoOp};
use crate::i18n::Arg;
use crate::journal::{self, feed, store, verify};
use crate::replay::{DEFAULT_SCAN_HZ, Screens, is_journal, replay_trace};
use crate::trace::{self, Overrides, setup};
use crate::words;

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The trace file (docs/trace-format.md), or a journal (its inputs are
    /// replayed and the decisions checked against the recorded ones).
    pub trace: PathBuf,
    /// How to print the decisions.
    #[arg(long, value_enum, default_value_t = FormatArg::Text)]
    pub format: FormatArg,
    /// Rule set (overrides the trace's `rules` line): a built-in one, or
    /// one of the `--config` file's `[[rules.custom]]`.
    #[arg(long, value_name = "NAME")]
    pub rules: Option<String>,
    /// Who acts on an illegal move (overrides the trace's `supervision`
    /// line).
    #[arg(long, value_enum)]
    pub supervision: Option<SupervisionArg>,
    /// What the sensors tell (overrides the trace's `sensor` line).
    #[arg(long, value_enum)]
    pub sensor: Option<SensorArg>,
    /// The chess clock's press lines (overrides the trace's `clock` line).
    #[arg(long, value_enum)]
    pub clock: Option<ClockArg>,
    /// Also print the inputs: lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// A configuration file whose organiser-defined rule sets
    /// (`[[rules.custom]]`) `--rules` and the trace may name.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Scan rate of the simulated scanner, in Hz.
    #[arg(long, default_value_t = DEFAULT_SCAN_HZ, value_parser = clap::value_parser!(u32).range(10..=2000))]
    pub scan_hz: u32,
    /// Write the arbiter's screen as a PNG per decision into this directory,
    /// which must be new or empty (a directory with files in it is refused,
    /// so that the pictures are all of this run).
    #[arg(long, value_name = "DIR")]
    pub screens: Option<PathBuf>,
    /// Size of the screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = parse_size)]
    pub screen_size: (u32, u32),
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    if let Some(dir) = &args.screens
        && let Err(why) = check_screens_dir(dir)
    {
        return Ok(super::bad_input_in(args.lang.tr(None), &why));
    }
    // A FIFO or a device is refused, never waited on (`files::read_all`).
    let bytes = crate::journal::files::read_all(&args.trace).io_at(IoOp::Read, &args.trace)?;
    if is_journal(&bytes) {
        return run_journal(&args, &bytes);
    }
    let config = match load_config(&args) {
        Ok(c) => c,
        Err(code) => return Ok(code),
    };
    let lang = args.lang.resolve(config.as_ref());
    let custom_rules = config.map(|c| c.rules.custom).unwrap_or_default();
    if let Some(name) = &args.rules
        && let Err(why) = check_rules(name, &custom_rules)
    {
        // In the language (English: `check_rules`' own words).
        let tr = crate::i18n::tr(lang);
        if tr.lang() == crate::i18n::Lang::En {
            return Ok(super::bad_input_said(tr, why));
        }
        let list = super::error_words::one_of(tr, &super::values::known_rules(&custom_rules));
        return Ok(super::bad_input_said(
            tr,
            tr.msg(
                "cli-unknown-rules",
                &[("name", name.clone().into()), ("list", list.into())],
            ),
        ));
    }
    let overrides = Overrides {
        rules: args.rules.clone(),
        supervision: args.supervision.map(Into::into),
        sensor: args.sensor.map(Into::into),
        clock: args.clock.map(Into::into),
        custom_rules,
        scan_hz: Some(args.scan_hz),
    };
    let parsed = trace::parse_bytes(&bytes);
    let mut screens = match (&parsed, &args.screens) {
        (Ok(t), Some(dir)) => Some(Screens::new(t, &overrides, dir, args.screen_size, lang)?),
        _ => None,
    };
    let result = parsed.and_then(|t| {
        replay_trace(&t, &overrides, |engine, evs| {
            if let Some(s) = &mut screens {
                s.record(engine, evs);
            }
        })
    });
    if let Some(s) = screens {
        let n = s.finish()?;
        let dir = args.screens.as_ref().expect("dir");
        eprintln!("jadoube: {}", screens_written(lang, n, dir));
    }
    match result {
        Ok(events) => {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            let (cfg, _) = setup(&trace::parse_bytes(&bytes)?, &overrides)?;
            if args.format == FormatArg::Text {
                let tr = words::tr(lang);
                let settings = settings(
                    tr,
                    &cfg.rules.name,
                    cfg.supervision.name(),
                    cfg.sensor,
                    cfg.clock,
                );
                let name = args.trace.display().to_string();
                writeln!(
                    out,
                    "{}",
                    tr.msg(
                        "replay-trace-head",
                        &[("name", name.into()), ("settings", settings.into())]
                    )
                )?;
            }
            write_events(
                &mut out,
                &events,
                args.format.into(),
                args.inputs,
                words::tr(lang),
                cfg.rules.edition(),
            )?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        // The trace's line and why, in the language (`error_words`).
        Err(e) => Ok(super::bad_input_said(
            words::tr(lang),
            format_args!(
                "{}: {}",
                args.trace.display(),
                error_words::trace(words::tr(lang), &e)
            ),
        )),
    }
}

/// The `--config` file, if given; a bad one is bad input (exit status 2).
fn load_config(args: &ReplayArgs) -> Result<Option<Config>, ExitCode> {
    match &args.config {
        Some(path) => Config::load(path)
            .map(Some)
            .map_err(|e| super::bad_input_in(args.lang.tr(None), &e)),
        None => Ok(None),
    }
}

/// `replay JOURNAL`: the journal's inputs through a fresh engine; the
/// decisions must be the recorded ones (exit status 1 if not).
fn run_journal(args: &ReplayArgs, bytes: &[u8]) -> anyhow::Result<ExitCode> {
    let name = args.trace.display();
    let config = match load_config(args) {
        Ok(c) => c,
        Err(code) => return Ok(code),
    };
    let lang = args.lang.resolve(config.as_ref());
    let tr = words::tr(lang);
    let bad = |m: String| Ok(super::bad_input_said(tr, format_args!("{name}: {m}")));
    let name_arg = || Arg::from(name.to_string());
    if args.rules.is_some()
        || args.supervision.is_some()
        || args.sensor.is_some()
        || args.clock.is_some()
    {
        return bad(tr.t("replay-journal-settings"));
    }
    let contents = store::parse(bytes);
    let Some(header) = contents.header() else {
        // Why, as `verify` says it (`problem_words`).
        let check = verify::check(&contents, None);
        let why = match check.chain.as_ref() {
            Some(p @ verify::Problem::NoHeader { .. }) => journal::problem_words(tr, p),
            _ => tr.msg(
                "problem-no-header",
                &[(
                    "why",
                    match contents.lines.first().map(|l| &l.parsed) {
                        Some(Err(e)) => crate::error::clip(e).into(),
                        _ => tr.t("replay-no-header-line").into(),
                    },
                )],
            ),
        };
        return bad(why);
    };
    // The chain and the seals first: no decision made up from altered
    // inputs is printed.
    let check = verify::check(&contents, None);
    if let Some(p) = check.chain.as_ref().or(check.seal.as_ref()) {
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-not-replayed",
                &[
                    ("name", name_arg()),
                    ("why", journal::problem_words(tr, p).into())
                ]
            )
        );
        return Ok(ExitCode::FAILURE);
    }
    if check.unsealed_lines() > 0 && !check.signers.is_empty() {
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-unsealed-tail",
                &[
                    ("name", name_arg()),
                    ("count", check.unsealed_lines().into()),
                    ("line", check.last_seal.unwrap_or(0).into()),
                ]
            )
        );
    }
    if let Some(p) = &check.tail {
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-tail-note",
                &[
                    ("name", name_arg()),
                    ("why", journal::problem_words(tr, p).into())
                ]
            )
        );
    }
    let lines = contents
        .lines
        .iter()
        .skip(1)
        .map(|l| (l.number, l.parsed.as_ref()));
    let rep = match feed::replay_lines(header, lines) {
        Ok(r) => r,
        Err(e) => return bad(e),
    };
    for (n, why) in &rep.unreadable {
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-line-skipped",
                &[
                    ("name", name_arg()),
                    ("line", (*n).into()),
                    ("why", why.to_string().into())
                ]
            )
        );
    }
    if let Some((offset, b)) = &contents.torn {
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-torn",
                &[
                    ("name", name_arg()),
                    ("bytes", b.len().into()),
                    ("offset", (*offset).into())
                ]
            )
        );
    }
    if let Some(dir) = &args.screens {
        let start = header.start_position().map_err(anyhow::Error::msg)?;
        let info = ScreenInfo {
            rules: header.rules.clone(),
            sensor: header.sensor,
            white: header.game.white.clone(),
            black: header.game.black.clone(),
            lang,
            ..Default::default()
        };
        let mut model = ScreenModel::new(&start.fen(), info).map_err(anyhow::Error::msg)?;
        let (w, h) = args.screen_size;
        let files = write_screens(&mut model, &rep.produced, dir, w, h)?;
        eprintln!("jadoube: {}", screens_written(lang, files.len(), dir));
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.format == FormatArg::Text {
        let g = &header.game;
        let settings = settings(
            tr,
            &header.rules.name,
            header.supervision.name(),
            header.sensor,
            header.clock,
        );
        let text = tr.msg(
            "replay-journal-head",
            &[
                ("name", name_arg()),
                ("event", g.event.as_deref().unwrap_or("?").into()),
                ("round", g.round.as_deref().unwrap_or("?").into()),
                ("board", g.board.as_deref().unwrap_or("?").into()),
                ("source", header.source.to_string().into()),
                ("settings", settings.into()),
            ],
        );
        writeln!(out, "{text}")?;
    }
    write_events(
        &mut out,
        &rep.produced,
        args.format.into(),
        args.inputs,
        words::tr(lang),
        header.rules.edition(),
    )?;
    out.flush()?;
    if let Some(m) = &rep.mismatch {
        // The kind of the disagreement in the language (`why_words`).
        let why = rep
            .mismatch_why
            .as_ref()
            .map_or_else(|| m.to_string(), |w| journal::why_words(tr, w));
        eprintln!(
            "jadoube: {}",
            tr.msg(
                "replay-differs",
                &[("name", name_arg()), ("why", why.into())]
            )
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// The settings of a game in words: `rules fide-2023-standard, supervision
/// full, occupancy sensors, single clock`.
fn settings(
    tr: &crate::i18n::Tr,
    rules: &str,
    supervision: &str,
    sensor: SensorKind,
    clock: ClockMode,
) -> String {
    let sensor = match sensor {
        SensorKind::Occupancy => "occupancy",
        SensorKind::Identity => "identity",
    };
    let clock = match clock {
        ClockMode::Single => "single",
        ClockMode::Dual => "dual",
    };
    tr.msg(
        "replay-settings",
        &[
            ("rules", words::rules_name(tr, rules).into()),
            ("supervision", supervision.into()),
            ("sensor", sensor.into()),
            ("clock", clock.into()),
        ],
    )
}

/// `12 screens written to DIR`, for stderr.
fn screens_written(lang: crate::i18n::Lang, n: usize, dir: &std::path::Path) -> String {
    words::tr(lang).msg(
        "replay-screens-written",
        &[
            ("count", n.into()),
            ("dir", dir.display().to_string().into()),
        ],
    )
}
