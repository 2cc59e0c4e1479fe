//! `jadoube demo`: the daemon on a simulated board playing a bundled game
//! with an illegal move (`run --sim traces/demo.trace`, screens as PNGs).

use std::path::PathBuf;
use std::process::ExitCode;

use super::values::{FormatArg, check_screens_dir, parse_size, parse_speed};
use crate::config::Config;
use crate::daemon::{self, Console, Notifier, Options, Speed, Wall};
use crate::display::{OutputKind, ScreenOptions, terminal};

/// The demo game: Scholar's mate with an illegal king move, its
/// restoration, a touch-move breach and the mate.
pub const DEMO_TRACE: &str = include_str!("../../traces/demo.trace");

#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    /// How to print the decisions.
    #[arg(long, value_enum, default_value_t = FormatArg::Text)]
    pub format: FormatArg,
    /// Also print the inputs: lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// Where to write the arbiter's screens as PNGs: a new or empty
    /// directory (one with files in it is refused, so that the pictures
    /// are all of this run). Default: a `jadoube-demo` directory in the
    /// system's temporary directory, emptied of the last demo's pictures.
    #[arg(long, value_name = "DIR")]
    pub screens: Option<PathBuf>,
    /// Size of the screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = parse_size)]
    pub screen_size: (u32, u32),
    /// Plain ASCII screens, without colours (the default when standard
    /// output is not a terminal, or NO_COLOR is set).
    #[arg(long)]
    pub plain: bool,
    /// How fast the simulated board plays: a factor (1 = real time) or
    /// `max`.
    #[arg(long, default_value = "max", value_parser = parse_speed)]
    pub speed: Speed,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

/// `jadoube demo`: the daemon itself (`run --sim traces/demo.trace`) with a
/// simulated board and clock, the screens as PNG files, the decisions and
/// the arbiter's alerts on the terminal, and a journal in a temporary
/// state directory.
pub fn run(args: DemoArgs) -> anyhow::Result<ExitCode> {
    if let Some(dir) = &args.screens
        && let Err(why) = check_screens_dir(dir)
    {
        return Ok(super::bad_input_in(args.lang.tr(None), &why));
    }
    super::run::init_logging("warn");
    let base = std::env::temp_dir().join("jadoube-demo");
    let png_dir = args.screens.clone().unwrap_or_else(|| base.clone());
    let state = base.join("state");
    // A new game each time: the journal and screens of the last demo go.
    let _ = std::fs::remove_dir_all(&state);
    if args.screens.is_none()
        && let Ok(dir) = std::fs::read_dir(&base)
    {
        for f in dir.flatten() {
            if f.path().extension().is_some_and(|e| e == "png") {
                let _ = std::fs::remove_file(f.path());
            }
        }
    }
    // A game with a name, as a round gives one: the journal, the PGN and
    // the round summary are named by it (`jadoube-demo_r1_b1.jsonl`,
    // `round-1.json`), and replay and export show round and board.
    let mut config = Config::default();
    config.journal.event = Some("jadoube demo".into());
    config.journal.round = Some("1".into());
    config.journal.board = Some("1".into());
    config.journal.white = Some("Novak, Ana".into());
    config.journal.black = Some("Okafor, Ben".into());
    // The game's own times on the wall clock, from now: at full speed the
    // system clock would give every PGN comment the same second.
    let wall = Wall::Sim(std::time::SystemTime::now());
    let started = std::time::Instant::now();
    let setup = daemon::sim_setup(
        DEMO_TRACE.as_bytes(),
        "traces/demo.trace",
        &config,
        &state,
        args.speed,
        &wall,
    )?;
    let (w, h) = args.screen_size;
    let lang = args.lang.resolve(None);
    let tr = crate::words::tr(lang);
    let screen = ScreenOptions {
        lang,
        outputs: vec![OutputKind::Png],
        png_dir: Some(png_dir.clone()),
        width: Some(w),
        height: Some(h),
        ..daemon::screen_options(&config)
    };
    let console = Console {
        format: args.format.into(),
        inputs: args.inputs,
        screens: Some(args.plain || !terminal::stdout_wants_color()),
    };
    let opts = Options {
        // A PNG for every screen change: the demo's pictures are its point.
        outputs: daemon::OutputsConfig {
            every_state: true,
            ..daemon::outputs_config(&setup.header, screen, Some(console))?
        },
        end: Some(setup.end),
        wall,
        notifier: Notifier::none(),
        started,
        sync_every: std::time::Duration::from_secs(1),
        keep_events: false,
        journal_tail: None,
    };
    let text = args.format == FormatArg::Text;
    if text {
        println!(
            "{}\n",
            tr.msg(
                "demo-intro",
                &[
                    ("trace", "traces/demo.trace".into()),
                    (
                        "rules",
                        crate::words::rules_name(tr, &config.rules.set).into()
                    ),
                ]
            )
        );
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let summary = rt.block_on(async move {
        tokio::spawn(async move {
            let _ = tokio::signal::ctrl_c().await;
            let _ = stop_tx.send(true);
        });
        daemon::run_daemon(setup.parts, setup.game, opts, stop_rx).await
    })?;
    if text {
        println!(
            "{}",
            tr.msg(
                "demo-outro",
                &[
                    ("count", summary.outputs.screen_changes.into()),
                    ("dir", png_dir.display().to_string().into()),
                    ("journal", summary.journal.display().to_string().into()),
                    ("state", state.display().to_string().into()),
                ]
            )
        );
        println!("{}", super::next_steps(&summary.journal, &state, tr));
    }
    Ok(super::success_if(
        summary.journal_errors.is_empty() && summary.outputs.errors.is_empty(),
    ))
}
