//! `jadoube render FEN`: the arbiter's (or the players') screen of a
//! position, with alerts and the physical board, to a PNG.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;

use super::values::parse_size;
use crate::arbiter::RuleSet;
use crate::display::{
    AlertVisibility, Audience, Canvas, Orientation, RenderSpec, png, render, render_view, terminal,
};

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrientationArg {
    /// White at the bottom.
    White,
    /// Black at the bottom.
    Black,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum VisibilityArg {
    /// Alerts on the one screen, for everyone.
    Always,
    /// Alerts shown once the arbiter has pressed the button.
    AfterButton,
    /// Alerts only on the arbiter's own screen.
    SecondOutput,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AudienceArg {
    /// The arbiter's screen: alerts, penalties, restore steps.
    Arbiter,
    /// The players' screen, as `--visibility` lets them see it.
    Players,
}

/// `jadoube render FEN [--diff PLACEMENT] [--alert JSON] [--size WxH] -o out.png`
#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The position (a FEN, a piece placement, or `startpos`).
    pub fen: String,
    /// The piece placement physically on the board: marks every square that
    /// differs and lists the steps to put the position back.
    #[arg(long, value_name = "PLACEMENT")]
    pub diff: Option<String>,
    /// An event as `replay --format jsonl` prints it (usually `illegal`);
    /// several, one per line, are applied in order.
    #[arg(long, value_name = "JSON")]
    pub alert: Option<String>,
    /// Canvas size in pixels (800x480, as `replay --screens`, `demo` and
    /// the daemon's default screen).
    #[arg(long, default_value = "800x480", value_parser = parse_size, value_name = "WxH")]
    pub size: (u32, u32),
    /// Which side is at the bottom of the diagram.
    #[arg(long, value_enum, default_value = "white")]
    pub orientation: OrientationArg,
    /// The rule set named on the screen.
    #[arg(long, default_value = RuleSet::DEFAULT_NAME)]
    pub rules: String,
    /// Who may see alerts (laws.md section 7).
    #[arg(long, value_enum, default_value = "always")]
    pub visibility: VisibilityArg,
    /// Whose screen to draw.
    #[arg(long, value_enum, default_value = "arbiter")]
    pub audience: AudienceArg,
    /// Also print the screen as plain text.
    #[arg(long)]
    pub text: bool,
    /// The PNG file to write.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: PathBuf,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: RenderArgs) -> anyhow::Result<ExitCode> {
    let spec = RenderSpec {
        fen: &args.fen,
        rules: &args.rules,
        orientation: match args.orientation {
            OrientationArg::White => Orientation::White,
            OrientationArg::Black => Orientation::Black,
        },
        visibility: match args.visibility {
            VisibilityArg::Always => AlertVisibility::Always,
            VisibilityArg::AfterButton => AlertVisibility::AfterButton,
            VisibilityArg::SecondOutput => AlertVisibility::SecondOutput,
        },
        audience: match args.audience {
            AudienceArg::Arbiter => Audience::Arbiter,
            AudienceArg::Players => Audience::Players,
        },
        alert: args.alert.as_deref(),
        diff: args.diff.as_deref(),
        lang: args.lang.resolve(None),
    };
    let view = match render_view(&spec) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("jadoube render: {e}");
            return Ok(ExitCode::from(super::EXIT_BAD_INPUT));
        }
    };
    let (w, h) = args.size;
    let mut canvas = Canvas::new(w, h);
    render::render(&view, &mut canvas);
    png::write(&canvas, &args.output)?;
    if args.text {
        print!("{}", terminal::render_view(&view, false));
    }
    Ok(ExitCode::SUCCESS)
}
