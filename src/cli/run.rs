//! `jadoube run`: the daemon, on the board's hardware or (`--sim TRACE`) on
//! a simulated board playing a trace (`daemon`).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::error::IoContext;
use tokio::sync::watch;

use super::values::{FormatArg, parse_size, parse_speed};
use crate::config::{Config, DEFAULT_PATH};
use crate::daemon::{
    self, Console, DaemonError, Figures, Notifier, Options, Speed, Wall, screen_options,
};
use crate::display::OutputKind;
use crate::hall::board::{Publisher, PublisherOptions};
use crate::journal;
use crate::journal::JournalError;
use crate::journal::key::MissingKey;

/// Screen outputs on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScreenArg {
    /// The Linux framebuffer (`screen.fb_device`, an HDMI or SPI display).
    Fbdev,
    /// A PNG file per screen change, in `--png-dir`.
    Png,
    /// Text on standard output (colours on a terminal, unless NO_COLOR).
    Terminal,
    /// No screen.
    None,
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The configuration file [default: /etc/jadoube/jadoube.toml; with
    /// --sim, only if it exists].
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Where the journals live [default: $STATE_DIRECTORY, else
    /// journal.dir; with --sim, a jadoube-sim directory in the temporary
    /// directory].
    #[arg(long, value_name = "DIR")]
    pub state_dir: Option<PathBuf>,
    /// Run on a trace instead of the hardware: a simulated board and clock
    /// play it, every output live. The game's settings come from the
    /// trace's header (as in `replay`).
    #[arg(long, value_name = "TRACE")]
    pub sim: Option<PathBuf>,
    /// Run the live daemon on fake buses that replay FILE in a loop (a
    /// recording as `diag --record` writes it) instead of the board's
    /// devices: the configuration's wiring, clock lines and LED, without
    /// a board (for trying a configuration, and for measurements).
    #[arg(long, value_name = "FILE", conflicts_with = "sim")]
    pub fake: Option<PathBuf>,
    /// How fast the simulation runs: a factor (1 = real time) or `max`.
    #[arg(long, default_value = "1", value_parser = parse_speed)]
    pub speed: Speed,
    /// Screen outputs, instead of the configuration's `[screen] outputs`
    /// (repeat for several). With --sim the default is none.
    #[arg(long = "screen", value_enum, value_name = "KIND")]
    pub screens: Vec<ScreenArg>,
    /// Where the `png` output writes [default: screen.png_dir, else
    /// STATE_DIR/png].
    #[arg(long, value_name = "DIR")]
    pub png_dir: Option<PathBuf>,
    /// Size of the PNG and terminal screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub screen_size: Option<(u32, u32)>,
    /// Print the decisions on standard output.
    #[arg(long, value_enum)]
    pub print: Option<FormatArg>,
    /// With --print text: also the arbiter's screen as text after each
    /// alert (`ansi` or `plain`).
    #[arg(long, value_enum)]
    pub print_screens: Option<PrintScreens>,
    /// With --print: also lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// Write the measured figures (latency, memory, CPU) as JSON here at
    /// the end.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Sim mode: the wall-clock time of trace time 0 (RFC 3339, UTC), for
    /// journals that are the same on every run.
    #[arg(long, value_name = "TIME")]
    pub sim_wall: Option<String>,
    /// The board's first start: make its key if the state directory has
    /// none (as `jadoube key init`). Without it the daemon refuses to
    /// start without its key (a simulation makes its own).
    #[arg(long)]
    pub first_boot: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PrintScreens {
    /// With colours (ANSI escape codes).
    Ansi,
    /// Plain ASCII, for logs and pipes.
    Plain,
}

pub fn run(args: RunArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    // One malloc arena for every thread (as the unit's MALLOC_ARENA_MAX=1,
    // whatever the environment): a thread's own arena would keep its peak
    // (the screen thread's drawing) resident. docs/performance.md.
    #[cfg(target_env = "gnu")]
    // SAFETY: mallopt before any thread is started; it only sets a limit.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
    let sim = args.sim.is_some();
    init_logging(if sim { "warn" } else { "info" });
    // The command line's code out of the resident set (each stage of the
    // start-up's, as it ends: docs/performance.md, "Memory").
    daemon::resident::release_startup_code("command line");
    // Bad input in the person's language (`--config`'s
    // `display.language` when it loads, else the locale), as
    // `check-config` says it (`error_words`).
    let tr = || {
        let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
        crate::i18n::tr(super::help::lang_of(&argv))
    };
    match run_inner(args, started) {
        Ok(code) => Ok(code),
        Err(Failure::Daemon(DaemonError::Config(e))) => Ok(super::bad_input_in(tr(), e.as_ref())),
        Err(Failure::Daemon(e @ (DaemonError::BadInput(_) | DaemonError::Trace { .. }))) => {
            Ok(super::bad_input_in(tr(), &e))
        }
        Err(Failure::Recording(e)) => Ok(super::bad_input_in(tr(), e.as_ref())),
        Err(Failure::SimWall(value)) => {
            let tr = tr();
            Ok(super::bad_input_said(
                tr,
                tr.msg("run-sim-wall-bad", &[("value", value.into())]),
            ))
        }
        Err(Failure::Daemon(e)) => Err(e.into()),
        Err(Failure::Other(e)) => Err(e),
    }
}

/// Why `run` failed: the daemon's typed error (bad input is exit status
/// 2), or the command's own (a file it cannot read or write).
enum Failure {
    Daemon(DaemonError),
    /// `--sim-wall`'s value is no UTC time (bad input).
    SimWall(String),
    /// `--fake`'s recording does not parse (bad input).
    Recording(Box<crate::hw::ToolError>),
    Other(anyhow::Error),
}

impl<E: Into<DaemonError>> From<E> for Failure {
    fn from(e: E) -> Failure {
        Failure::Daemon(e.into())
    }
}

fn run_inner(args: RunArgs, started: Instant) -> Result<ExitCode, Failure> {
    let config = match (&args.config, args.sim.is_some() || args.fake.is_some()) {
        (Some(p), _) => Config::load(p)?,
        (None, true) => Config::load_or_default(None)?,
        (None, false) => Config::load(Path::new(DEFAULT_PATH))?,
    };
    daemon::resident::release_startup_code("configuration");
    let state = match (&args.state_dir, &args.sim) {
        (None, Some(_))
            if args.config.is_none() && std::env::var_os("STATE_DIRECTORY").is_none() =>
        {
            std::env::temp_dir().join("jadoube-sim")
        }
        _ => journal::state_dir(args.state_dir.as_deref(), &config),
    };
    let mut screen = screen_options(&config);
    if !args.screens.is_empty() {
        screen.outputs = args
            .screens
            .iter()
            .filter_map(|s| match s {
                ScreenArg::Fbdev => Some(OutputKind::Framebuffer),
                ScreenArg::Png => Some(OutputKind::Png),
                ScreenArg::Terminal => Some(OutputKind::Terminal),
                ScreenArg::None => None,
            })
            .collect();
    } else if args.sim.is_some() && args.config.is_none() {
        screen.outputs.clear();
    }
    if let Some((w, h)) = args.screen_size {
        screen.width = Some(w);
        screen.height = Some(h);
    }
    screen.png_dir = args
        .png_dir
        .clone()
        .or(screen.png_dir)
        .or_else(|| Some(state.join("png")));
    // `run --sim` on a terminal shows the game: the decisions, and the
    // arbiter's screen after each alert (issue 17: 23 s of silence
    // otherwise). Piped, it prints only what --print asks for.
    let chatty = args.sim.is_some() && std::io::stdout().is_terminal();
    let tr = crate::words::tr(screen.lang);
    let console = match args.print {
        Some(format) => Some(Console {
            format: format.into(),
            inputs: args.inputs,
            screens: args.print_screens.map(|p| p == PrintScreens::Plain),
        }),
        None if chatty => Some(Console {
            format: crate::display::console::Format::Text,
            inputs: args.inputs,
            screens: Some(match args.print_screens {
                Some(p) => p == PrintScreens::Plain,
                None => !crate::display::terminal::stdout_wants_color(),
            }),
        }),
        None => None,
    };
    let wall = match &args.sim_wall {
        Some(s) => {
            Wall::Sim(journal::format::parse_rfc3339(s).map_err(|_| Failure::SimWall(s.clone()))?)
        }
        None => Wall::Real,
    };
    let (stop_tx, stop_rx) = watch::channel(false);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    {
        let stop_tx = stop_tx.clone();
        rt.spawn(async move {
            wait_for_signal().await;
            tracing::info!("stopping");
            let _ = stop_tx.send(true);
        });
    }
    // The board's name at the hall: kept from the pairing it was given.
    let mut hall_name = match config.hall.board {
        Some(_) => None,
        None => crate::daemon::round::RoundState::load(&state).hall_name,
    };
    // One journal after the other: the hall's pairing may end one before
    // its game begins (issue 30).
    let (summary, journal_path) = loop {
        let (parts, game, end, header) = match &args.sim {
            Some(path) => {
                let bytes = crate::journal::files::read_all(path)
                    .io_at(crate::error::IoOp::Read, path)
                    .map_err(|e| Failure::Other(e.into()))?;
                let s = daemon::sim_setup(
                    &bytes,
                    &path.display().to_string(),
                    &config,
                    &state,
                    args.speed,
                    &wall,
                )?;
                (s.parts, s.game, Some(s.end), s.header)
            }
            None => {
                let missing = if args.first_boot {
                    MissingKey::Make
                } else {
                    MissingKey::Refuse
                };
                let setup = match &args.fake {
                    Some(path) => {
                        let text = crate::journal::files::read_all_text(path)
                            .io_at(crate::error::IoOp::Read, path)
                            .map_err(|e| Failure::Other(e.into()))?;
                        let rec = crate::hw::fake::Recording::parse(&text).map_err(|error| {
                            Failure::Recording(Box::new(crate::hw::ToolError::Recording {
                                path: path.display().to_string(),
                                error,
                            }))
                        })?;
                        let mut buses = crate::hw::fake::FakeBuses::from_recording(&rec);
                        buses.handle.set_live();
                        daemon::live_setup_with(&config, &state, &wall, &mut buses, missing)
                    }
                    None => daemon::live_setup(&config, &state, &wall, missing),
                };
                let (parts, opened) = match setup {
                    Ok(s) => s,
                    Err(e @ DaemonError::Journal(JournalError::NoKey(_))) => {
                        tell_refusal(&config, &state, tr, &e);
                        return Err(e.into());
                    }
                    Err(e) => return Err(e.into()),
                };
                let header = opened.header.clone();
                (parts, opened, None, header)
            }
        };
        daemon::resident::release_startup_code("board and journal opened");
        let journal_path = game.writer.path().to_path_buf();
        // What the restart found in the last run's journal: in the
        // language for a person at the terminal (`--sim`, `--fake`), in
        // the log (English) for the daemon.
        let mut game = game;
        say_notes(
            std::mem::take(&mut game.notes),
            args.sim.is_some() || args.fake.is_some(),
            tr,
        );
        if chatty {
            // Played to its end: no scan slot left before the trace's end.
            let period = game.header.period();
            let finished = game
                .resumed
                .as_ref()
                .is_some_and(|r| end.is_some_and(|end| r.t.plus(period) > end));
            println!(
                "{}",
                start_words(tr, &args, &journal_path, game.resumed.as_ref(), finished)
            );
        }
        let mut outputs = daemon::outputs_config(&game.header, screen.clone(), console)?;
        // `run --sim ... | head`: the run ends when its reader does (the live
        // daemon's standard output is the system's log: it goes on).
        if args.sim.is_some() || args.fake.is_some() {
            outputs.stop_when_closed = Some(stop_tx.clone());
        }
        // The hall's publisher tails the journal (docs/hall.md).
        let mut round_link = None;
        let (journal_tail, publisher) = if config.hall.enabled {
            let (tx, rx) = watch::channel(0);
            // The board's name at the hall stays the one the pairing came
            // to (the pairing's board number may differ).
            let mut o = PublisherOptions::from_config(
                &config.hall,
                game.writer.path(),
                hall_name.as_deref().or(header.game.board.as_deref()),
                config.display.lang(),
            );
            let (sink, link) = super::run_round::link(&state, &o.board);
            o.round = Some(sink);
            round_link = Some(link);
            hall_name = Some(o.board.clone());
            tracing::info!(
                "publishing to the hall at {}:{} as board {}",
                o.link.host,
                o.link.port,
                o.board
            );
            (
                Some(tx),
                Some(Publisher::spawn(o, rx).map_err(|e| Failure::Other(e.into()))?),
            )
        } else {
            (None, None)
        };
        let opts = Options {
            outputs,
            end,
            wall,
            notifier: Notifier::from_env(),
            started,
            sync_every: Duration::from_secs(1),
            keep_events: false,
            journal_tail,
        };
        tracing::info!(
            "{} ({}), journal {}",
            header.source,
            header.rules.name,
            game.writer.path().display()
        );
        daemon::resident::release_startup_code("set up");
        let summary = rt.block_on(daemon::run_daemon_with(
            parts,
            game,
            opts,
            stop_rx.clone(),
            round_link,
        ));
        // The hall takes what is left (bounded by hall.shutdown_wait_s), even
        // when the daemon failed.
        if let Some(p) = publisher {
            let r = p.finish();
            tracing::info!(
                "hall: {} messages sent, the hall holds up to seq {:?} of {:?}, {} journal(s) collected",
                r.sent,
                r.hall_holds,
                r.last_seq,
                r.collected.len()
            );
        }
        // The hall's pairing ended the journal before its game began: the
        // board goes on in the pairing's journal (docs/hall.md, "The round
        // on the board"), unless it is stopping.
        if let Ok(s) = &summary
            && let Some(next) = &s.next
            && !*stop_rx.borrow()
        {
            let mut rs = crate::daemon::round::RoundState::load(&state);
            if rs.hall_name.is_none() {
                rs.hall_name = hall_name.clone();
            }
            let file = rs.take(&state, next.clone())?;
            tracing::info!(
                "hall: pairing {}: the game goes on in {}",
                next.pairing.id,
                state.join(file).display()
            );
            continue;
        }
        break (summary, journal_path);
    };
    let summary = summary?;
    let figures = Figures::measure(&summary, started);
    tracing::info!(
        "stopped ({}): {} scans, {} journal lines, max RSS {} kB",
        summary.stop_reason,
        summary.scans,
        summary.lines_written,
        figures.vm_hwm_kb
    );
    if chatty {
        let how = match summary.stop_reason.as_str() {
            "end of trace" => "end",
            _ => "stopped",
        };
        println!(
            "\n{}\n{}",
            tr.msg(
                "run-sim-over",
                &[
                    ("how", how.into()),
                    ("lines", summary.lines_written.into()),
                    ("journal", journal_path.display().to_string().into()),
                ]
            ),
            super::next_steps(&journal_path, &state, tr)
        );
    }
    if let Some(path) = &args.report {
        let json = serde_json::to_string_pretty(&figures).expect("figures serialize") + "\n";
        std::fs::write(path, json)
            .with_context(|| format!("cannot write {}", path.display()))
            .map_err(Failure::Other)?;
    }
    Ok(super::success_if(summary.journal_errors.is_empty()))
}

/// What `run --sim` says first on a terminal: what it plays, where the
/// journal goes, and whether it goes on with an earlier run's journal.
fn start_words(
    tr: &crate::i18n::Tr,
    args: &RunArgs,
    journal: &Path,
    resumed: Option<&journal::recover::Resumed>,
    finished: bool,
) -> String {
    let trace = args.sim.as_deref().unwrap_or(Path::new("?"));
    let (speed, factor) = match args.speed {
        Speed::Max => ("max", 0.0),
        Speed::Times(1.0) => ("real", 1.0),
        Speed::Times(x) => ("times", x),
    };
    let playing = tr.msg(
        "run-sim-playing",
        &[
            ("trace", trace.display().to_string().into()),
            ("speed", speed.into()),
            ("factor", factor.into()),
        ],
    );
    let journal_text = journal.display().to_string();
    // A journal is continued, never overwritten: the daemon does the same
    // after a restart, and the journal stays one game.
    let said = match resumed {
        None => tr.msg("run-sim-new", &[("journal", journal_text.into())]),
        Some(r) => tr.msg(
            if finished {
                "run-sim-finished"
            } else {
                "run-sim-resumed"
            },
            &[
                ("journal", journal_text.into()),
                ("seconds", format!("{:.1}", r.t.as_secs_f64()).into()),
                (
                    "dir",
                    journal
                        .parent()
                        .unwrap_or(Path::new("."))
                        .display()
                        .to_string()
                        .into(),
                ),
            ],
        ),
    };
    format!("{playing}\n{said}")
}

/// What opening the journal found and did (`journal::recover`).
fn say_notes(notes: Vec<journal::recover::RecoverNote>, person: bool, tr: &crate::i18n::Tr) {
    for note in &notes {
        if person {
            eprintln!(
                "jadoube: {}",
                super::error_words::clipped(tr, &super::error_words::recover_note(tr, note))
            );
        } else if note.is_error() {
            tracing::error!("{note}");
        } else {
            tracing::warn!("{note}");
        }
    }
}

/// The daemon refused to start without its key: says so, besides its
/// log, in `startup.log` of the state directory (`journal::startup`: the
/// journal cannot, having no key to seal with) and, with `[hall]`, to the
/// hall, whose tile of the board shows "no key: run `jadoube key init`"
/// (`docs/journal.md`, "The board's key").
fn tell_refusal(config: &Config, state: &Path, tr: &crate::i18n::Tr, why: &DaemonError) {
    let wall = journal::format::rfc3339(std::time::SystemTime::now());
    match journal::startup::record_refusal(state, &wall, &why.to_string()) {
        Ok(Some(p)) => tracing::info!("the refusal is recorded in {}", p.display()),
        Ok(None) => tracing::warn!(
            "{} is full: this refusal is not recorded in it",
            state.join(journal::startup::STARTUP_LOG).display()
        ),
        Err(e) => tracing::warn!("cannot record the refusal: {e}"),
    }
    if config.hall.enabled {
        let board = journal::game_info(config, state).ok().and_then(|g| g.board);
        let o = PublisherOptions::from_config(
            &config.hall,
            state,
            board.as_deref(),
            config.display.lang(),
        );
        match crate::hall::board::tell_refusal(&o, &tr.msg("board-no-key", &[])) {
            Ok(()) => tracing::info!("the hall is told (board {})", o.board),
            Err(e) => tracing::warn!("cannot tell the hall: {e}"),
        }
    }
}

pub async fn wait_for_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut term), Ok(mut int)) = (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) else {
        tracing::error!("cannot listen for SIGTERM and SIGINT");
        return std::future::pending().await;
    };
    tokio::select! {
        _ = term.recv() => {},
        _ = int.recv() => {},
    }
}

/// Logs to the systemd journal when stderr is connected to it
/// (`$JOURNAL_STREAM`), to stderr otherwise. `RUST_LOG` overrides the level.
pub fn init_logging(default_level: &str) {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_level));
    if std::env::var_os("JOURNAL_STREAM").is_some()
        && let Ok(layer) = tracing_journald::layer()
    {
        let _ = tracing_subscriber::registry()
            .with(filter)
            .with(layer.with_syslog_identifier("jadoube".into()))
            .try_init();
        return;
    }
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}
