//! The configuration file: `/etc/jadoube/jadoube.toml` by default.
//!
//! One [`Config`] with a section per concern. Every section rejects unknown
//! keys and has defaults, so an empty file is a valid configuration (the
//! reference wiring of `docs/hardware.md`). [`Config::from_toml`] parses and
//! then validates what TOML cannot express (ranges, a duplicate square, an
//! unknown rule set); every error names the line, the key and what is
//! allowed. `config/jadoube.toml` is the annotated example.
//!
//! ```
//! let cfg = jadoube::config::Config::from_toml("[game]\nscan_hz = 200\n", None).unwrap();
//! assert_eq!(cfg.game.scan_hz, 200);
//! assert_eq!(cfg.rule_set().unwrap().name, "fide-2023-standard");
//!
//! let err = jadoube::config::Config::from_toml("[game]\nscan_hz = 5\n", None).unwrap_err();
//! assert!(err.to_string().starts_with("line 2, column 1: key `game.scan_hz`:"), "{err}");
//! ```

mod error;
mod hall;
mod line;
pub mod mapping;
pub mod pins;

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Deserializer, Serialize};

pub use error::{ConfigError, ConfigWhy, Expected, KeyPath, Locator, Seg, SyntaxCause, TomlSyntax};
pub use hall::{HallAuth, HallConfig, HallTls, MAX_BOARD_NAME, check_board_name, split_host_port};
pub use line::{HEADER_GPIOS, LineSpec, header_pin};
pub use mapping::Mapping;

use crate::arbiter::position::{FenError, PositionProblem};
use crate::arbiter::{ClockMode, EngineConfig, Position, RuleSet, Supervision, Variant};
use crate::board::{DebounceConfig, SensorKind};
use crate::i18n::Lang;
use crate::time::Time;

/// Where the daemon and the tools look when no `--config` is given.
pub const DEFAULT_PATH: &str = "/etc/jadoube/jadoube.toml";

/// The SPI clock that gives WS2812 timing with three SPI bits per data bit
/// (`hw::led` drives the strip at it; `[square_leds]` may only name it).
pub const WS2812_SPI_HZ: u32 = 2_400_000;

/// The whole configuration.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub game: GameConfig,
    pub rules: RulesConfig,
    pub sensor: SensorConfig,
    pub clock: ClockConfig,
    pub led: LedConfig,
    pub screen: ScreenConfig,
    pub display: DisplayConfig,
    pub adjust: AdjustConfig,
    pub journal: JournalConfig,
    pub hall: HallConfig,
}

// ---------------------------------------------------------------- [game]

/// `[game]`: the start position and the timing of the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GameConfig {
    /// `"startpos"` or a FEN.
    pub start: String,
    pub variant: Variant,
    /// Sensor scans per second.
    pub scan_hz: u32,
    /// A square change must hold this long to count (21..=60 ms: 20 ms or
    /// less is sensor noise, 60 ms or more is a real lift or drop).
    pub debounce_ms: u32,
    /// How long the verdict may wait after a press for the board to settle.
    pub settle_ms: u32,
    /// One press line, or one per side (see `[clock]`).
    pub clock: ClockMode,
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig {
            start: "startpos".into(),
            variant: Variant::Standard,
            scan_hz: 100,
            debounce_ms: 30,
            settle_ms: 150,
            clock: ClockMode::Single,
        }
    }
}

// ---------------------------------------------------------------- [rules]

/// `[rules]`: what an illegal move costs and who acts on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RulesConfig {
    /// A built-in rule set (`RuleSet::builtin_names`) or a `[[rules.custom]]` name.
    pub set: String,
    /// Overrides the supervision of the rule set; filled in by validation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supervision: Option<Supervision>,
    /// The clock's increment, for the "take back the increment" advice.
    pub increment_seconds: u32,
    /// Rule sets defined by the organiser.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub custom: Vec<RuleSet>,
}

impl Default for RulesConfig {
    fn default() -> Self {
        RulesConfig {
            set: RuleSet::DEFAULT_NAME.into(),
            supervision: None,
            increment_seconds: 0,
            custom: Vec::new(),
        }
    }
}

// ---------------------------------------------------------------- shared types

/// An electrical level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Low,
    High,
}

/// Pull resistor of an input line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bias {
    PullUp,
    PullDown,
    /// No pull resistor (an external one is fitted).
    #[serde(rename = "none")]
    Disabled,
}

/// A spidev device: `/dev/spidev{bus}.{cs}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpiDevice {
    pub bus: u8,
    #[serde(default)]
    pub cs: u8,
}

impl fmt::Display for SpiDevice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "spi{}.{}", self.bus, self.cs)
    }
}

/// A bus a key of the configuration uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bus {
    Spi(SpiDevice),
    /// `/dev/i2c-N`.
    I2c(u8),
}

/// How wiring positions become squares (see [`Mapping`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MappingConfig {
    pub layout: Layout,
    /// Quarter turns clockwise, in degrees: 0, 90, 180 or 270 (180: a board
    /// turned around, black nearest the electronics).
    pub rotate: u16,
    /// Mirror the files (a ↔ h) before rotating: a board built upside down.
    pub mirror: bool,
    /// Explicit order: entry *i* is the square of wiring position *i*
    /// (`"e4"`, or `"-"` for an unused position). Replaces `layout`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub squares: Option<Vec<String>>,
}

impl Default for MappingConfig {
    fn default() -> Self {
        MappingConfig {
            layout: Layout::RankMajor,
            rotate: 0,
            mirror: false,
            squares: None,
        }
    }
}

/// Wiring order of the 64 positions, before rotation and mirroring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// 0 = a1, 1 = b1, …, 7 = h1, 8 = a2, …, 63 = h8.
    RankMajor,
    /// 0 = a1, 1 = a2, …, 7 = a8, 8 = b1, …, 63 = h8.
    FileMajor,
    /// Rank by rank, turning at each end: a1…h1, h2…a2, a3…h3, …
    Serpentine,
}

// ---------------------------------------------------------------- [sensor]

/// Which sensor wiring the board has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WiringKind {
    /// 74HC165 shift registers read over SPI.
    ShiftRegister,
    /// Rows driven, columns read, on GPIO lines.
    Matrix,
    /// MCP23017 port expanders over I2C.
    Mcp23017,
    /// Analog hall sensors through MCP3008 ADCs over SPI.
    Mcp3008,
    /// A DGT electronic board on a serial port (USB): it tells the pieces.
    Dgt,
}

impl WiringKind {
    pub fn name(self) -> &'static str {
        match self {
            WiringKind::ShiftRegister => "shift_register",
            WiringKind::Matrix => "matrix",
            WiringKind::Mcp23017 => "mcp23017",
            WiringKind::Mcp3008 => "mcp3008",
            WiringKind::Dgt => "dgt",
        }
    }

    pub const ALL: [WiringKind; 5] = [
        WiringKind::ShiftRegister,
        WiringKind::Matrix,
        WiringKind::Mcp23017,
        WiringKind::Mcp3008,
        WiringKind::Dgt,
    ];
}

/// `[sensor]`: the wiring and how its positions map to squares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SensorConfig {
    pub kind: WiringKind,
    /// The level a digital sensor reads with a piece on it (hall switches
    /// such as the A3144 pull low).
    pub occupied_level: Level,
    /// Immediate retries of a failed read within one scan.
    pub retries: u32,
    /// Consecutive good scans after a fault before frames flow again.
    pub recover_after: u32,
    pub mapping: MappingConfig,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shift_register: Option<ShiftRegisterConfig>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matrix: Option<MatrixConfig>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcp23017: Option<Mcp23017Config>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcp3008: Option<Mcp3008Config>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dgt: Option<DgtConfig>,
}

impl Default for SensorConfig {
    fn default() -> Self {
        SensorConfig {
            kind: WiringKind::ShiftRegister,
            occupied_level: Level::Low,
            retries: 2,
            recover_after: 3,
            mapping: MappingConfig::default(),
            shift_register: None,
            matrix: None,
            mcp23017: None,
            mcp3008: None,
            dgt: None,
        }
    }
}

/// What the serial input (SER, pin 10) of the last 74HC165 is tied to: the
/// bits clocked in after the chain must read that level, which tells an
/// unplugged or short chain from an empty board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SerTie {
    Gnd,
    Vcc,
    /// Not checked: an empty board then reads like an unplugged chain.
    None,
}

/// `[sensor.shift_register]`: a chain of 74HC165 read over SPI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ShiftRegisterConfig {
    pub spi: SpiDevice,
    pub clock_hz: u32,
    /// SPI mode 0..=3 (clock polarity and phase).
    pub mode: u8,
    /// The line wired to the parallel load inputs (SH/LD, pin 1).
    pub load: LineSpec,
    /// SH/LD loads when low on the 74HC165.
    pub load_active: Level,
    /// Chips in the chain: 8 for 64 squares.
    pub chips: u32,
    pub ser_tied_to: SerTie,
}

impl Default for ShiftRegisterConfig {
    fn default() -> Self {
        ShiftRegisterConfig {
            spi: SpiDevice { bus: 0, cs: 0 },
            clock_hz: 1_000_000,
            mode: 0,
            load: LineSpec::named("GPIO25"),
            load_active: Level::Low,
            chips: 8,
            ser_tied_to: SerTie::Gnd,
        }
    }
}

/// `[sensor.matrix]`: rows driven, columns read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatrixConfig {
    pub rows: Vec<LineSpec>,
    pub columns: Vec<LineSpec>,
    /// The level that selects a row.
    #[serde(default = "level_high")]
    pub row_active: Level,
    #[serde(default = "bias_pull_down")]
    pub column_bias: Bias,
    /// Wait after selecting a row before reading the columns.
    #[serde(default = "default_settle_us")]
    pub settle_us: u32,
}

fn level_high() -> Level {
    Level::High
}
fn bias_pull_down() -> Bias {
    Bias::PullDown
}
fn default_settle_us() -> u32 {
    20
}

/// `[sensor.mcp23017]`: four MCP23017 on one I2C bus.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Mcp23017Config {
    /// `/dev/i2c-{i2c_bus}`.
    pub i2c_bus: u8,
    /// One per chip, in wiring order: chip *k* holds positions 16k..16k+15
    /// (GPA0..7 then GPB0..7).
    pub addresses: Vec<u8>,
    /// Enable the chips' internal pull-ups (open-collector hall switches).
    pub pull_up: bool,
}

impl Default for Mcp23017Config {
    fn default() -> Self {
        Mcp23017Config {
            i2c_bus: 1,
            addresses: vec![0x20, 0x21, 0x22, 0x23],
            pull_up: true,
        }
    }
}

/// `[sensor.mcp3008]`: analog hall sensors, eight per MCP3008.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mcp3008Config {
    /// One per ADC, in wiring order: ADC *k* holds positions 8k..8k+7 (CH0..CH7).
    pub adcs: Vec<SpiDevice>,
    #[serde(default = "default_adc_clock")]
    pub clock_hz: u32,
    #[serde(default)]
    pub mode: u8,
    /// Counts away from the empty reading that make a square occupied…
    #[serde(default = "default_threshold_on")]
    pub threshold_on: u16,
    /// …and closer than which it becomes empty again (hysteresis).
    #[serde(default = "default_threshold_off")]
    pub threshold_off: u16,
    /// A reading this close to 0 or 1023 is a broken sensor, not a magnet.
    #[serde(default = "default_rail_margin")]
    pub rail_margin: u16,
    /// Empty-square reading used without a calibration file (mid-scale for
    /// ratiometric sensors).
    #[serde(default = "default_baseline")]
    pub baseline: u16,
    /// Tell the pieces apart by their magnets (needs a calibration whose
    /// piece types differ); otherwise occupancy only.
    #[serde(default)]
    pub identity: bool,
    /// Written by `jadoube calibrate`.
    #[serde(default = "default_calibration")]
    pub calibration: PathBuf,
}

fn default_adc_clock() -> u32 {
    1_000_000
}
fn default_threshold_on() -> u16 {
    60
}
fn default_threshold_off() -> u16 {
    40
}
fn default_rail_margin() -> u16 {
    4
}
fn default_baseline() -> u16 {
    512
}
fn default_calibration() -> PathBuf {
    PathBuf::from("/var/lib/jadoube/calibration.toml")
}

/// Where the presses come from with a DGT board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DgtPress {
    /// The lever of a DGT clock plugged into the board (the side whose
    /// lever goes down pressed).
    Lever,
    /// The `[clock]` press lines on GPIO, as with the other wirings.
    Gpio,
}

/// One side of a chess clock, seen from its display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockSide {
    Left,
    Right,
}

/// `[sensor.dgt]`: a DGT electronic board on a serial port.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DgtConfig {
    /// The serial device (best a `/dev/serial/by-id/…` name), or `"auto"`:
    /// the first USB serial port where a DGT board answers.
    pub device: String,
    pub press: DgtPress,
    /// With `press = "lever"`: the side of the clock, seen from its display,
    /// whose time is White's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_white: Option<ClockSide>,
    /// The board is turned round: its connector on White's right.
    pub rotated: bool,
    /// Show an illegal move on the clock's display (DGT 3000: a text; XL:
    /// six segments), only with `screen.alert_visibility = "always"`.
    pub clock_display: bool,
    /// Beep with it.
    pub clock_beep: bool,
    /// Light the squares to fix with the board's LEDs (Revelation II).
    pub leds: bool,
    /// A lever change reaches the computer up to this late (the board reads
    /// the clock a few times a second).
    pub clock_latency_ms: u32,
    /// A piece moved reaches the computer up to this late (the board scans
    /// its squares one after the other).
    pub board_latency_ms: u32,
}

impl Default for DgtConfig {
    fn default() -> Self {
        DgtConfig {
            device: "auto".into(),
            press: DgtPress::Lever,
            clock_white: None,
            rotated: false,
            clock_display: true,
            clock_beep: true,
            leds: false,
            clock_latency_ms: 1000,
            board_latency_ms: 250,
        }
    }
}

impl DgtConfig {
    /// The presses come from the clock's lever.
    pub fn lever(&self) -> bool {
        self.press == DgtPress::Lever
    }
}

// ---------------------------------------------------------------- [clock]

/// `[clock]`: the press lines of the chess clock, and the arbiter's button.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ClockConfig {
    /// The press line with `game.clock = "single"` (default `GPIO17`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<LineSpec>,
    /// White's and Black's press lines with `game.clock = "dual"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<LineSpec>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<LineSpec>,
    /// The arbiter's acknowledge button, if fitted. Three presses within
    /// 2 s open the result choice on the screen (`docs/operations.md`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ack: Option<LineSpec>,
    /// A clock's flag outputs, if it has them (Art. 6.9): the line turns
    /// active when that side's flag falls. A DGT 3000 tells its flag
    /// through the board instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flag_white: Option<LineSpec>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flag_black: Option<LineSpec>,
    /// The level of a line while pressed.
    pub active: Level,
    pub bias: Bias,
    /// Kernel debounce of the press lines.
    pub debounce_ms: u32,
}

impl Default for ClockConfig {
    fn default() -> Self {
        ClockConfig {
            line: None,
            white: None,
            black: None,
            ack: None,
            flag_white: None,
            flag_black: None,
            active: Level::Low,
            bias: Bias::PullUp,
            debounce_ms: 5,
        }
    }
}

// ---------------------------------------------------------------- [adjust]

/// `[adjust]`: a "j'adoube" button by the board for each player (Art.
/// 4.2.1), if fitted. Wired like the clock's lines: `clock.active`,
/// `clock.bias` and the kernel debounce `clock.debounce_ms` apply.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AdjustConfig {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<LineSpec>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<LineSpec>,
}

// ---------------------------------------------------------------- [display]

/// `[display]`: the words people read (screen, terminal, PGN).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DisplayConfig {
    /// `en`, `es`, `pt`, `fr` or `de`; absent: the system locale
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Lang>,
}

impl DisplayConfig {
    /// The language: the configured one, else the system locale's.
    pub fn lang(&self) -> Lang {
        self.language.unwrap_or_else(system_lang)
    }
}

/// The language of the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`),
/// English when it is not one of ours.
pub fn system_lang() -> Lang {
    let vars = crate::i18n::locale_vars();
    crate::i18n::choose(None, None, &vars.each_ref().map(|v| v.as_deref()))
}

// ---------------------------------------------------------------- [led]

/// How the status LED shows a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LedStyle {
    /// Each pattern blinks as configured in `[led.patterns]`.
    Blink,
    /// No blinking: off when ready, steadily on for "illegal" and "sensor fault".
    Steady,
}

/// On and off times of one pattern; `off_ms = 0` is steadily on,
/// `on_ms = 0` is off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Blink {
    pub on_ms: u32,
    pub off_ms: u32,
}

/// `[led.patterns]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LedPatterns {
    pub ready: Blink,
    pub illegal: Blink,
    pub sensor_fault: Blink,
}

impl Default for LedPatterns {
    fn default() -> Self {
        LedPatterns {
            ready: Blink {
                on_ms: 50,
                off_ms: 2950,
            },
            illegal: Blink {
                on_ms: 150,
                off_ms: 150,
            },
            sensor_fault: Blink {
                on_ms: 1000,
                off_ms: 1000,
            },
        }
    }
}

/// `[led]`: the status LED and optional LEDs under the squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LedConfig {
    pub enabled: bool,
    pub line: LineSpec,
    /// The level that lights the LED.
    pub active: Level,
    pub style: LedStyle,
    pub patterns: LedPatterns,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub squares: Option<SquareLedsConfig>,
}

impl Default for LedConfig {
    fn default() -> Self {
        LedConfig {
            enabled: true,
            line: LineSpec::named("GPIO27"),
            active: Level::High,
            style: LedStyle::Blink,
            patterns: LedPatterns::default(),
            squares: None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SquareLedKind {
    /// A WS2812 strip on SPI MOSI (one LED per square).
    Ws2812,
    /// A 74HC595 chain on SPI with a latch line (one output per square).
    ShiftRegister,
}

/// `[led.squares]`: LEDs that light the squares to fix.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquareLedsConfig {
    pub kind: SquareLedKind,
    pub spi: SpiDevice,
    /// 74HC595 only (WS2812 timing fixes the clock at 2.4 MHz).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_hz: Option<u32>,
    /// 74HC595 only: the storage clock (RCLK, pin 12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latch: Option<LineSpec>,
    /// WS2812 only: colour of a lit square, red, green, blue.
    #[serde(default = "default_color")]
    pub color: [u8; 3],
    /// WS2812 only: 0..=255, scales `color`.
    #[serde(default = "default_brightness")]
    pub brightness: u8,
    /// LEDs (or 595 outputs) in the chain.
    #[serde(default = "default_led_count")]
    pub count: u32,
    #[serde(default)]
    pub mapping: MappingConfig,
}

fn default_color() -> [u8; 3] {
    [255, 0, 0]
}
fn default_brightness() -> u8 {
    64
}
fn default_led_count() -> u32 {
    64
}

// ---------------------------------------------------------------- [screen]

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenOutput {
    Fbdev,
    Png,
    Terminal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    White,
    Black,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AlertVisibility {
    /// The alert is shown as soon as it is decided.
    Always,
    /// Only after the arbiter presses the acknowledge button.
    AfterButton,
    /// Only on the second output (the arbiter's), never on the first.
    SecondOutput,
}

/// `[screen]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ScreenConfig {
    pub outputs: Vec<ScreenOutput>,
    pub fb_device: PathBuf,
    /// A second framebuffer, for the arbiter only
    /// (`alert_visibility = "second_output"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arbiter_fb_device: Option<PathBuf>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    /// The side drawn at the bottom.
    pub orientation: Side,
    pub alert_visibility: AlertVisibility,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub png_dir: Option<PathBuf>,
    /// An SPI panel's wiring, for `check-config` only: the kernel drives the
    /// panel (`dtoverlay=…` in `config.txt`, `docs/build-a-board.md`), and
    /// its pins must not be used by anything else.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub panel: Option<PanelConfig>,
}

/// `[screen.panel]`: the SPI device and the lines of an SPI screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PanelConfig {
    pub spi: SpiDevice,
    /// The data/command line.
    pub dc: LineSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reset: Option<LineSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backlight: Option<LineSpec>,
    /// The touch controller's chip select, if the panel has one wired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub touch_spi: Option<SpiDevice>,
}

impl Default for ScreenConfig {
    fn default() -> Self {
        ScreenConfig {
            outputs: vec![ScreenOutput::Fbdev],
            fb_device: PathBuf::from("/dev/fb0"),
            arbiter_fb_device: None,
            width: None,
            height: None,
            orientation: Side::White,
            alert_visibility: AlertVisibility::Always,
            png_dir: None,
            panel: None,
        }
    }
}

// ---------------------------------------------------------------- [journal]

/// `[journal]`: where the event log goes, and the PGN tags of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct JournalConfig {
    pub dir: PathBuf,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "string_or_number"
    )]
    pub round: Option<String>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "string_or_number"
    )]
    pub board: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
}

impl Default for JournalConfig {
    fn default() -> Self {
        JournalConfig {
            dir: PathBuf::from("/var/lib/jadoube"),
            event: None,
            round: None,
            board: None,
            white: None,
            black: None,
        }
    }
}

/// `round = 3`, `round = "3.1"` and `board = 12` are all PGN tag values.
fn string_or_number<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    struct V;
    impl serde::de::Visitor<'_> for V {
        type Value = Option<String>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a string or a number")
        }
        fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Self::Value, E> {
            Ok(Some(s.to_string()))
        }
        fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Self::Value, E> {
            Ok(Some(n.to_string()))
        }
        fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Self::Value, E> {
            Ok(Some(n.to_string()))
        }
        fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<Self::Value, E> {
            Ok(Some(n.to_string()))
        }
    }
    d.deserialize_any(V)
}

// ---------------------------------------------------------------- loading

/// A validation failure before it is placed in the file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("key `{key}`: {}", crate::error::clip_words(.message))]
pub struct Invalid {
    pub key: KeyPath,
    pub message: String,
    /// What is wrong, for a translation (`ConfigWhy::Rule`).
    pub why: Option<ConfigWhy>,
}

fn invalid(key: &str, message: impl Into<String>) -> Invalid {
    Invalid {
        key: KeyPath::parse(key),
        message: message.into(),
        why: None,
    }
}

impl Invalid {
    /// The same, with the catalogue's message id and its arguments.
    fn said(
        mut self,
        id: &'static str,
        args: &[(&'static str, &dyn std::fmt::Display)],
    ) -> Invalid {
        self.why = Some(ConfigWhy::Rule {
            id,
            args: args.iter().map(|(k, v)| (*k, v.to_string())).collect(),
        });
        self
    }
}

/// `VALUE is out of range: MIN to MAX` with its unit (`unit` is the
/// variant of `config-rule-out-of-range` in the catalogues).
pub(crate) fn out_of_range(
    key: &str,
    value: impl std::fmt::Display,
    min: i64,
    max: i64,
    unit: &'static str,
) -> Invalid {
    let message = match unit {
        "ms" => format!("{value} ms is out of range: {min} to {max}"),
        "debounce" => format!(
            "{value} ms is out of range: {min} to {max} (20 ms or less is sensor noise, 60 ms or more is a real lift or drop)"
        ),
        "spi-bus" => format!(
            "{value} is out of range: SPI buses {min} to {max} (/dev/spidev{min}.* to /dev/spidev{max}.*)"
        ),
        "chip-select" => format!("{value} is out of range: chip selects {min} to {max}"),
        "chips" => {
            format!("{value} is out of range: {min} to {max} chips (8 inputs each, 64 squares)")
        }
        "us-per-row" => format!("{value} is out of range: {min} to {max} µs per row"),
        "scans-per-second" => format!("{value} is out of range: {min} to {max} scans per second"),
        "seconds" | "scans" | "counts" | "Hz" => {
            format!("{value} is out of range: {min} to {max} {unit}")
        }
        _ => format!("{value} is out of range: {min} to {max}"),
    };
    invalid(key, message).said(
        "config-rule-out-of-range",
        &[
            ("value", &value),
            ("min", &min),
            ("max", &max),
            ("unit", &unit),
        ],
    )
}

/// The configuration file's bytes. It is opened without blocking and a
/// FIFO, a socket or a device is refused (`ConfigWhy::NotRegular`):
/// reading one could keep the command waiting for ever (`--config` of
/// every command, `check-config`).
#[allow(clippy::result_large_err)]
fn read_file(path: &Path) -> Result<Vec<u8>, ConfigError> {
    use std::io::Read;
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let unreadable = |e: std::io::Error| ConfigError {
        why: Some(ConfigWhy::Unreadable(e.kind())),
        ..ConfigError::plain(Some(path), format!("cannot read the configuration: {e}"))
    };
    let mut f = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)
        .map_err(unreadable)?;
    let kind = f.metadata().map_err(unreadable)?.file_type();
    let what = if kind.is_fifo() {
        Some(("fifo", "a FIFO (named pipe)"))
    } else if kind.is_socket() {
        Some(("socket", "a socket"))
    } else if kind.is_char_device() || kind.is_block_device() {
        Some(("device", "a device"))
    } else {
        None
    };
    if let Some((what, english)) = what {
        return Err(ConfigError {
            why: Some(ConfigWhy::NotRegular(what)),
            ..ConfigError::plain(
                Some(path),
                format!("the configuration is {english}, not a regular file: refused"),
            )
        });
    }
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes).map_err(unreadable)?;
    Ok(bytes)
}

// A `ConfigError` is large (it carries the line of the file); it is built
// once, when a configuration is rejected.
#[allow(clippy::result_large_err)]
impl Config {
    /// Reads and validates a configuration file.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let bytes = read_file(path)?;
        Config::from_bytes(&bytes, Some(path))
    }

    /// Parses and validates a file's bytes: text that is not UTF-8 is named
    /// at its line and column.
    pub fn from_bytes(bytes: &[u8], file: Option<&Path>) -> Result<Config, ConfigError> {
        match std::str::from_utf8(bytes) {
            Ok(src) => Config::from_toml(src, file),
            Err(e) => {
                let good = &bytes[..e.valid_up_to()];
                let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
                let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                // Characters before the bad byte on its line (the prefix is UTF-8).
                let column = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
                let bad = &bytes[e.valid_up_to()..];
                let shown: Vec<String> = bad.iter().take(4).map(|b| format!("{b:02x}")).collect();
                Err(ConfigError {
                    file: file.map(Path::to_path_buf),
                    line: Some(line),
                    column: Some(column),
                    key: None,
                    message: format!(
                        "not UTF-8 text (bytes {}): save the file as UTF-8",
                        shown.join(" ")
                    ),
                    source_line: Some(String::from_utf8_lossy(&good[start..]).into_owned()),
                    why: Some(ConfigWhy::NotUtf8 {
                        bytes: shown.join(" "),
                    }),
                })
            }
        }
    }

    /// Loads the file if given, else the default one ([`DEFAULT_PATH`]) if
    /// it exists, else the defaults.
    pub fn load_or_default(path: Option<&Path>) -> Result<Config, ConfigError> {
        match path {
            Some(p) => Config::load(p),
            None => {
                let p = Path::new(DEFAULT_PATH);
                if p.exists() {
                    Config::load(p)
                } else {
                    Ok(Config::default())
                }
            }
        }
    }

    /// Parses and validates; `file` only names the file in errors.
    pub fn from_toml(src: &str, file: Option<&Path>) -> Result<Config, ConfigError> {
        // A UTF-8 byte-order mark (some editors write one) is not content.
        let src = src.strip_prefix('\u{feff}').unwrap_or(src);
        let locator = Locator::new(src);
        let mut cfg: Config =
            toml::from_str(src).map_err(|e| locator.error_at(file, e.span(), e.message()))?;
        cfg.finish_written(&|key| locator.span_of(&key.0).is_some())
            .map_err(|inv| ConfigError {
                why: inv.why,
                ..locator.error_for(file, &inv.key, &inv.message)
            })?;
        Ok(cfg)
    }

    /// The effective configuration as TOML, defaults filled in.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self)
            .unwrap_or_else(|e| format!("# cannot print the configuration: {e}\n"))
    }

    /// Validates and fills in the defaults that depend on other keys.
    pub fn finish(&mut self) -> Result<(), Invalid> {
        self.finish_written(&|_| true)
    }

    /// [`Config::finish`], told which keys the file sets: an error about
    /// two keys (a line used twice) is placed at one the file sets.
    fn finish_written(&mut self, written: &dyn Fn(&KeyPath) -> bool) -> Result<(), Invalid> {
        self.check_game()?;
        let rules = self.rule_set()?;
        self.rules.supervision.get_or_insert(rules.supervision);
        self.check_sensor()?;
        self.check_clock()?;
        self.check_led()?;
        self.check_screen()?;
        self.check_lines_unique(written)?;
        self.check_bus_pins(written)?;
        self.hall.check()?;
        Ok(())
    }

    /// The rule set in force, with the configured supervision.
    pub fn rule_set(&self) -> Result<RuleSet, Invalid> {
        let mut seen = HashMap::new();
        for (i, custom) in self.rules.custom.iter().enumerate() {
            let key = format!("rules.custom[{i}].name");
            if custom.name.is_empty() {
                return Err(
                    invalid(&key, "a rule set needs a name").said("config-rule-needs-name", &[])
                );
            }
            if RuleSet::builtin(&custom.name).is_some() {
                return Err(invalid(
                    &key,
                    format!(
                        "`{}` is a built-in rule set: choose another name",
                        custom.name
                    ),
                )
                .said("config-rule-builtin-name", &[("name", &custom.name)]));
            }
            if let Some(j) = seen.insert(custom.name.as_str(), i) {
                return Err(invalid(
                    &key,
                    format!("`{}` is already the name of rules.custom[{j}]", custom.name),
                )
                .said(
                    "config-rule-name-taken",
                    &[("name", &custom.name), ("other", &j)],
                ));
            }
            if custom.loses_at == Some(0) {
                return Err(invalid(
                    &format!("rules.custom[{i}].loses_at"),
                    "must be 1 or more (the illegal move that loses), or left out",
                )
                .said("config-rule-loses-at", &[]));
            }
        }
        let mut set = RuleSet::builtin(&self.rules.set)
            .or_else(|| {
                self.rules
                    .custom
                    .iter()
                    .find(|c| c.name == self.rules.set)
                    .cloned()
            })
            .ok_or_else(|| {
                let mut names: Vec<&str> = RuleSet::builtin_names().collect();
                names.extend(self.rules.custom.iter().map(|c| c.name.as_str()));
                invalid(
                    "rules.set",
                    format!(
                        "unknown rule set `{}`, expected one of {}",
                        self.rules.set,
                        quote_list(&names)
                    ),
                )
                .said(
                    "config-rule-unknown-rules",
                    &[("name", &self.rules.set), ("list", &quote_list(&names))],
                )
            })?;
        if let Some(s) = self.rules.supervision {
            set.supervision = s;
        }
        Ok(set)
    }

    /// The start position (`game.start` under `game.variant`).
    pub fn start_position(&self) -> Result<Position, Invalid> {
        Position::from_fen(&self.game.start, self.game.variant)
            .map_err(|e| fen_invalid(&self.game.start, self.game.variant, &e))
    }

    /// What the sensors can tell: identity from calibrated analog sensors
    /// and from a DGT board.
    pub fn sensor_kind(&self) -> SensorKind {
        match (&self.sensor.kind, &self.sensor.mcp3008) {
            (WiringKind::Mcp3008, Some(c)) if c.identity => SensorKind::Identity,
            (WiringKind::Dgt, _) => SensorKind::Identity,
            _ => SensorKind::Occupancy,
        }
    }

    /// The DGT board's settings, when the sensors are a DGT board.
    pub fn dgt(&self) -> Option<&DgtConfig> {
        self.sensor
            .dgt
            .as_ref()
            .filter(|_| self.sensor.kind == WiringKind::Dgt)
    }

    /// The presses come from a DGT clock's lever, through the board.
    pub fn dgt_lever(&self) -> bool {
        self.dgt().is_some_and(DgtConfig::lever)
    }

    /// The engine's settings: `Engine::new(cfg.engine_config()?, cfg.start_position()?)`.
    pub fn engine_config(&self) -> Result<EngineConfig, Invalid> {
        let rules = self.rule_set()?;
        Ok(EngineConfig {
            supervision: rules.supervision,
            rules,
            sensor: self.sensor_kind(),
            clock: self.game.clock,
            variant: self.game.variant,
            debounce: DebounceConfig {
                confirm: Time::from_millis(u64::from(self.game.debounce_ms)),
                ..DebounceConfig::default()
            },
            settle: Time::from_millis(u64::from(self.game.settle_ms)),
            increment_seconds: self.rules.increment_seconds,
        })
    }

    fn check_game(&self) -> Result<(), Invalid> {
        let g = &self.game;
        self.start_position()?;
        if !(10..=1000).contains(&g.scan_hz) {
            return Err(out_of_range(
                "game.scan_hz",
                g.scan_hz,
                10,
                1000,
                "scans-per-second",
            ));
        }
        if !(21..=60).contains(&g.debounce_ms) {
            return Err(out_of_range(
                "game.debounce_ms",
                g.debounce_ms,
                21,
                60,
                "debounce",
            ));
        }
        let period_ms = 1000.0 / f64::from(g.scan_hz);
        if period_ms * 2.0 > f64::from(g.debounce_ms) {
            return Err(invalid(
                "game.scan_hz",
                format!(
                    "{} scans per second leave {period_ms:.1} ms between scans: the debounce of {} ms needs at least two scans",
                    g.scan_hz, g.debounce_ms
                ),
            )
            .said(
                "config-rule-debounce-scans",
                &[
                    ("hz", &g.scan_hz),
                    ("period", &format!("{period_ms:.1}")),
                    ("debounce", &g.debounce_ms),
                ],
            ));
        }
        if g.settle_ms > 1000 {
            return Err(out_of_range("game.settle_ms", g.settle_ms, 0, 1000, "ms"));
        }
        Ok(())
    }

    /// The number of wiring positions of the configured wiring.
    pub fn sensor_positions(&self) -> usize {
        let s = &self.sensor;
        match s.kind {
            WiringKind::ShiftRegister => s
                .shift_register
                .as_ref()
                .map_or(64, |c| c.chips as usize * 8),
            WiringKind::Matrix => s
                .matrix
                .as_ref()
                .map_or(0, |m| m.rows.len() * m.columns.len()),
            WiringKind::Mcp23017 => s.mcp23017.as_ref().map_or(64, |c| c.addresses.len() * 16),
            WiringKind::Mcp3008 => s.mcp3008.as_ref().map_or(0, |c| c.adcs.len() * 8),
            WiringKind::Dgt => 64,
        }
    }

    fn check_sensor(&mut self) -> Result<(), Invalid> {
        let s = &mut self.sensor;
        for other in WiringKind::ALL {
            let given = match other {
                WiringKind::ShiftRegister => s.shift_register.is_some(),
                WiringKind::Matrix => s.matrix.is_some(),
                WiringKind::Mcp23017 => s.mcp23017.is_some(),
                WiringKind::Mcp3008 => s.mcp3008.is_some(),
                WiringKind::Dgt => s.dgt.is_some(),
            };
            if given && other != s.kind {
                return Err(invalid(
                    &format!("sensor.{}", other.name()),
                    format!(
                        "this table is for sensor.kind = \"{}\" but sensor.kind is \"{}\"",
                        other.name(),
                        s.kind.name()
                    ),
                )
                .said(
                    "config-rule-other-table",
                    &[("table", &other.name()), ("kind", &s.kind.name())],
                ));
            }
        }
        if s.retries > 10 {
            return Err(out_of_range("sensor.retries", s.retries, 0, 10, ""));
        }
        if !(1..=1000).contains(&s.recover_after) {
            return Err(out_of_range(
                "sensor.recover_after",
                s.recover_after,
                1,
                1000,
                "scans",
            ));
        }
        match s.kind {
            WiringKind::ShiftRegister => {
                let c = s.shift_register.get_or_insert_with(Default::default);
                check_spi_device("sensor.shift_register.spi", &c.spi)?;
                check_spi_clock("sensor.shift_register", c.clock_hz, c.mode)?;
                if !(8..=32).contains(&c.chips) {
                    return Err(out_of_range(
                        "sensor.shift_register.chips",
                        c.chips,
                        8,
                        32,
                        "chips",
                    ));
                }
            }
            WiringKind::Matrix => {
                let m = s.matrix.as_ref().ok_or_else(|| invalid("sensor.matrix", "sensor.kind = \"matrix\" needs a [sensor.matrix] table with `rows` and `columns`").said("config-rule-matrix-table", &[]))?;
                if m.rows.is_empty() || m.columns.is_empty() || m.rows.len() * m.columns.len() < 64
                {
                    return Err(invalid(
                        "sensor.matrix.rows",
                        format!(
                            "{} rows by {} columns is fewer than 64 squares",
                            m.rows.len(),
                            m.columns.len()
                        ),
                    )
                    .said(
                        "config-rule-matrix-squares",
                        &[("rows", &m.rows.len()), ("columns", &m.columns.len())],
                    ));
                }
                if m.columns.len() > 32 {
                    return Err(invalid("sensor.matrix.columns", "at most 32 columns")
                        .said("config-rule-matrix-columns", &[]));
                }
                if m.settle_us > 10_000 {
                    return Err(out_of_range(
                        "sensor.matrix.settle_us",
                        m.settle_us,
                        0,
                        10000,
                        "us-per-row",
                    ));
                }
            }
            WiringKind::Mcp23017 => {
                let c = s.mcp23017.get_or_insert_with(Default::default);
                if c.addresses.len() * 16 < 64 {
                    return Err(invalid(
                        "sensor.mcp23017.addresses",
                        format!(
                            "{} chips have {} inputs: 64 squares need at least 4",
                            c.addresses.len(),
                            c.addresses.len() * 16
                        ),
                    )
                    .said(
                        "config-rule-mcp23017-chips",
                        &[
                            ("chips", &c.addresses.len()),
                            ("inputs", &(c.addresses.len() * 16)),
                        ],
                    ));
                }
                let mut seen = HashMap::new();
                for (i, &a) in c.addresses.iter().enumerate() {
                    let key = format!("sensor.mcp23017.addresses[{i}]");
                    if !(0x20..=0x27).contains(&a) {
                        return Err(invalid(
                            &key,
                            format!(
                                "{a:#04x} is not an MCP23017 address: 0x20 to 0x27 (set by pins A2 A1 A0)"
                            ),
                        )
                        .said(
                            "config-rule-mcp23017-address",
                            &[("address", &format!("{a:#04x}"))],
                        ));
                    }
                    if let Some(j) = seen.insert(a, i) {
                        return Err(invalid(
                            &key,
                            format!("{a:#04x} is already the address of addresses[{j}]"),
                        )
                        .said(
                            "config-rule-mcp23017-twice",
                            &[("address", &format!("{a:#04x}")), ("other", &j)],
                        ));
                    }
                }
            }
            WiringKind::Dgt => {
                let c = s.dgt.get_or_insert_with(Default::default);
                if c.device.trim().is_empty() {
                    return Err(invalid(
                        "sensor.dgt.device",
                        "a serial device such as \"/dev/serial/by-id/usb-…\", or \"auto\"",
                    )
                    .said("config-rule-dgt-device-empty", &[]));
                }
                if c.device != "auto" && !c.device.starts_with('/') {
                    return Err(invalid(
                        "sensor.dgt.device",
                        format!(
                            "`{}`: an absolute path such as \"/dev/ttyACM0\", or \"auto\"",
                            c.device
                        ),
                    )
                    .said("config-rule-dgt-device-path", &[("device", &c.device)]));
                }
                if c.lever() && c.clock_white.is_none() {
                    return Err(invalid(
                        "sensor.dgt.clock_white",
                        "with press = \"lever\": which side of the clock, seen from its display, is White's: \"left\" or \"right\"",
                    )
                    .said("config-rule-dgt-clock-white", &[]));
                }
                if !c.lever() && c.clock_white.is_some() {
                    return Err(invalid(
                        "sensor.dgt.clock_white",
                        "is for press = \"lever\"; with press = \"gpio\" the [clock] lines tell the side",
                    )
                    .said("config-rule-dgt-clock-white-gpio", &[]));
                }
                if c.clock_latency_ms > 3000 {
                    return Err(out_of_range(
                        "sensor.dgt.clock_latency_ms",
                        c.clock_latency_ms,
                        0,
                        3000,
                        "ms",
                    ));
                }
                if c.board_latency_ms > 1000 {
                    return Err(out_of_range(
                        "sensor.dgt.board_latency_ms",
                        c.board_latency_ms,
                        0,
                        1000,
                        "ms",
                    ));
                }
                let debounce = GameConfig::default().debounce_ms;
                if self.game.debounce_ms != debounce {
                    // A DGT board debounces its own squares and reports a
                    // change once it has settled: the engine's debounce
                    // adds nothing but delay (a value set would only look
                    // as if it did something). Left out, it is the default.
                    return Err(invalid(
                        "game.debounce_ms",
                        format!(
                            "a DGT board debounces its own squares: leave game.debounce_ms out (it is {debounce} ms with a DGT board)"
                        ),
                    )
                    .said("config-rule-dgt-debounce", &[("debounce", &debounce)]));
                }
            }
            WiringKind::Mcp3008 => {
                let c = s.mcp3008.as_ref().ok_or_else(|| {
                    invalid(
                        "sensor.mcp3008",
                        "sensor.kind = \"mcp3008\" needs a [sensor.mcp3008] table with `adcs`",
                    )
                    .said("config-rule-mcp3008-table", &[])
                })?;
                if c.adcs.len() * 8 < 64 {
                    return Err(invalid(
                        "sensor.mcp3008.adcs",
                        format!(
                            "{} ADCs have {} channels: 64 squares need at least 8",
                            c.adcs.len(),
                            c.adcs.len() * 8
                        ),
                    )
                    .said(
                        "config-rule-mcp3008-adcs",
                        &[("adcs", &c.adcs.len()), ("channels", &(c.adcs.len() * 8))],
                    ));
                }
                let mut seen = HashMap::new();
                for (i, d) in c.adcs.iter().enumerate() {
                    let key = format!("sensor.mcp3008.adcs[{i}]");
                    check_spi_device(&key, d)?;
                    if let Some(j) = seen.insert(*d, i) {
                        return Err(invalid(&key, format!("{d} is already adcs[{j}]"))
                            .said("config-rule-mcp3008-twice", &[("device", d), ("other", &j)]));
                    }
                }
                check_spi_clock("sensor.mcp3008", c.clock_hz, c.mode)?;
                if c.clock_hz > 3_600_000 {
                    return Err(invalid(
                        "sensor.mcp3008.clock_hz",
                        format!(
                            "{} Hz is too fast: an MCP3008 runs at 3.6 MHz at most (1.35 MHz at 2.7 V)",
                            c.clock_hz
                        ),
                    )
                    .said("config-rule-mcp3008-clock", &[("hz", &c.clock_hz)]));
                }
                if c.threshold_off >= c.threshold_on || c.threshold_off == 0 {
                    return Err(invalid(
                        "sensor.mcp3008.threshold_off",
                        format!(
                            "{} must be above 0 and below threshold_on ({}): the gap is the hysteresis",
                            c.threshold_off, c.threshold_on
                        ),
                    )
                    .said(
                        "config-rule-mcp3008-thresholds",
                        &[("off", &c.threshold_off), ("on", &c.threshold_on)],
                    ));
                }
                if c.threshold_on >= 512 {
                    return Err(out_of_range(
                        "sensor.mcp3008.threshold_on",
                        c.threshold_on,
                        1,
                        511,
                        "counts",
                    ));
                }
                if c.rail_margin >= 256 {
                    return Err(out_of_range(
                        "sensor.mcp3008.rail_margin",
                        c.rail_margin,
                        0,
                        255,
                        "counts",
                    ));
                }
                if c.baseline > 1023 {
                    return Err(out_of_range(
                        "sensor.mcp3008.baseline",
                        c.baseline,
                        0,
                        1023,
                        "",
                    ));
                }
            }
        }
        let n = self.sensor_positions();
        Mapping::checked(&self.sensor.mapping, n).map_err(|(k, m, why)| Invalid {
            key: prefix("sensor.mapping", &k),
            message: m,
            why: Some(why),
        })?;
        Ok(())
    }

    fn check_clock(&mut self) -> Result<(), Invalid> {
        if self.dgt_lever() {
            // The lever tells whose press it is: judged as with two press lines.
            self.game.clock = ClockMode::Dual;
            let c = &self.clock;
            for (k, l) in [
                ("clock.line", &c.line),
                ("clock.white", &c.white),
                ("clock.black", &c.black),
            ] {
                if l.is_some() {
                    return Err(invalid(
                        k,
                        "the presses come from the DGT clock's lever (sensor.dgt.press = \"lever\"); press lines are for press = \"gpio\"",
                    )
                    .said("config-rule-clock-lever", &[]));
                }
            }
            return self.check_clock_debounce();
        }
        let c = &mut self.clock;
        match self.game.clock {
            ClockMode::Single => {
                if c.white.is_some() || c.black.is_some() {
                    let k = if c.white.is_some() {
                        "clock.white"
                    } else {
                        "clock.black"
                    };
                    return Err(invalid(
                        k,
                        "is for game.clock = \"dual\"; with game.clock = \"single\" set clock.line",
                    )
                    .said("config-rule-clock-single", &[]));
                }
                c.line.get_or_insert_with(|| LineSpec::named("GPIO17"));
            }
            ClockMode::Dual => {
                if c.line.is_some() {
                    return Err(invalid(
                        "clock.line",
                        "is for game.clock = \"single\"; with game.clock = \"dual\" set clock.white and clock.black",
                    )
                    .said("config-rule-clock-dual", &[]));
                }
                if c.white.is_none() {
                    return Err(invalid(
                        "clock.white",
                        "game.clock = \"dual\" needs clock.white and clock.black (one press line per side)",
                    )
                    .said("config-rule-clock-dual-lines", &[]));
                }
                if c.black.is_none() {
                    return Err(invalid(
                        "clock.black",
                        "game.clock = \"dual\" needs clock.white and clock.black (one press line per side)",
                    )
                    .said("config-rule-clock-dual-lines", &[]));
                }
            }
        }
        self.check_clock_debounce()
    }

    fn check_clock_debounce(&self) -> Result<(), Invalid> {
        let c = &self.clock;
        if c.debounce_ms > 100 {
            return Err(out_of_range(
                "clock.debounce_ms",
                c.debounce_ms,
                0,
                100,
                "ms",
            ));
        }
        Ok(())
    }

    fn check_led(&mut self) -> Result<(), Invalid> {
        let l = &mut self.led;
        for (name, b) in [
            ("ready", l.patterns.ready),
            ("illegal", l.patterns.illegal),
            ("sensor_fault", l.patterns.sensor_fault),
        ] {
            if b.on_ms > 60_000 || b.off_ms > 60_000 {
                return Err(invalid(
                    &format!("led.patterns.{name}"),
                    "on_ms and off_ms are 0 to 60000 ms",
                )
                .said("config-rule-led-pattern", &[]));
            }
        }
        let Some(sq) = &mut l.squares else {
            return Ok(());
        };
        check_spi_device("led.squares.spi", &sq.spi)?;
        match sq.kind {
            SquareLedKind::Ws2812 => {
                if sq.latch.is_some() {
                    return Err(invalid(
                        "led.squares.latch",
                        "a WS2812 strip has no latch line (that is for kind = \"shift_register\")",
                    )
                    .said("config-rule-ws2812-latch", &[]));
                }
                match sq.clock_hz {
                    None => sq.clock_hz = Some(WS2812_SPI_HZ),
                    Some(WS2812_SPI_HZ) => {}
                    Some(hz) => {
                        return Err(invalid(
                            "led.squares.clock_hz",
                            format!(
                                "{hz} Hz: WS2812 timing over SPI needs exactly {} Hz (or leave it out)",
                                WS2812_SPI_HZ
                            ),
                        )
                        .said(
                            "config-rule-ws2812-clock",
                            &[("hz", &hz), ("needed", &WS2812_SPI_HZ)],
                        ));
                    }
                }
            }
            SquareLedKind::ShiftRegister => {
                if sq.latch.is_none() {
                    return Err(invalid(
                        "led.squares.latch",
                        "a 74HC595 chain needs its latch line (RCLK)",
                    )
                    .said("config-rule-hc595-latch", &[]));
                }
                let hz = *sq.clock_hz.get_or_insert(1_000_000);
                check_spi_clock("led.squares", hz, 0)?;
            }
        }
        if !(64..=1024).contains(&sq.count) {
            return Err(out_of_range("led.squares.count", sq.count, 64, 1024, ""));
        }
        Mapping::checked(&sq.mapping, sq.count as usize).map_err(|(k, m, why)| Invalid {
            key: prefix("led.squares.mapping", &k),
            message: m,
            why: Some(why),
        })?;
        Ok(())
    }

    fn check_screen(&self) -> Result<(), Invalid> {
        let s = &self.screen;
        if s.outputs.is_empty() {
            return Err(invalid(
                "screen.outputs",
                "at least one of \"fbdev\", \"png\", \"terminal\"",
            )
            .said("config-rule-no-output", &[]));
        }
        for (i, o) in s.outputs.iter().enumerate() {
            if s.outputs[..i].contains(o) {
                return Err(invalid(&format!("screen.outputs[{i}]"), "listed twice")
                    .said("config-rule-listed-twice", &[]));
            }
        }
        if s.outputs.contains(&ScreenOutput::Png) && s.png_dir.is_none() {
            return Err(
                invalid("screen.png_dir", "the \"png\" output needs a directory")
                    .said("config-rule-png-dir", &[]),
            );
        }
        let arbiter_fb = s.arbiter_fb_device.is_some() && s.outputs.contains(&ScreenOutput::Fbdev);
        if s.alert_visibility == AlertVisibility::SecondOutput && s.outputs.len() < 2 && !arbiter_fb
        {
            return Err(invalid(
                "screen.alert_visibility",
                "\"second_output\" needs two outputs in screen.outputs, or \"fbdev\" and screen.arbiter_fb_device",
            )
            .said("config-rule-second-output", &[]));
        }
        if s.arbiter_fb_device.is_some() && !s.outputs.contains(&ScreenOutput::Fbdev) {
            return Err(invalid(
                "screen.arbiter_fb_device",
                "a second framebuffer needs \"fbdev\" in screen.outputs",
            )
            .said("config-rule-arbiter-fb", &[]));
        }
        match (s.width, s.height) {
            (Some(0), _) => {
                return Err(
                    invalid("screen.width", "must be above 0").said("config-rule-above-zero", &[])
                );
            }
            (_, Some(0)) => {
                return Err(
                    invalid("screen.height", "must be above 0").said("config-rule-above-zero", &[])
                );
            }
            (Some(_), None) => {
                return Err(invalid("screen.height", "set width and height together")
                    .said("config-rule-width-height", &[]));
            }
            (None, Some(_)) => {
                return Err(invalid("screen.width", "set width and height together")
                    .said("config-rule-width-height", &[]));
            }
            _ => {}
        }
        if let Some(p) = &s.panel {
            check_spi_device("screen.panel.spi", &p.spi)?;
            if let Some(t) = &p.touch_spi {
                check_spi_device("screen.panel.touch_spi", t)?;
            }
        }
        Ok(())
    }

    /// Every GPIO line the configuration uses, with its key.
    pub fn lines(&self) -> Vec<(String, &LineSpec)> {
        let mut out: Vec<(String, &LineSpec)> = Vec::new();
        let s = &self.sensor;
        match s.kind {
            WiringKind::ShiftRegister => {
                if let Some(c) = &s.shift_register {
                    out.push(("sensor.shift_register.load".into(), &c.load));
                }
            }
            WiringKind::Matrix => {
                if let Some(m) = &s.matrix {
                    out.extend(
                        m.rows
                            .iter()
                            .enumerate()
                            .map(|(i, l)| (format!("sensor.matrix.rows[{i}]"), l)),
                    );
                    out.extend(
                        m.columns
                            .iter()
                            .enumerate()
                            .map(|(i, l)| (format!("sensor.matrix.columns[{i}]"), l)),
                    );
                }
            }
            WiringKind::Mcp23017 | WiringKind::Mcp3008 | WiringKind::Dgt => {}
        }
        let c = &self.clock;
        for (k, l) in [
            ("clock.line", &c.line),
            ("clock.white", &c.white),
            ("clock.black", &c.black),
            ("clock.ack", &c.ack),
            ("clock.flag_white", &c.flag_white),
            ("clock.flag_black", &c.flag_black),
            ("adjust.white", &self.adjust.white),
            ("adjust.black", &self.adjust.black),
        ] {
            if let Some(l) = l {
                out.push((k.into(), l));
            }
        }
        if self.led.enabled {
            out.push(("led.line".into(), &self.led.line));
        }
        if let Some(l) = self.led.squares.as_ref().and_then(|s| s.latch.as_ref()) {
            out.push(("led.squares.latch".into(), l));
        }
        if let Some(p) = &self.screen.panel {
            out.push(("screen.panel.dc".into(), &p.dc));
            for (k, l) in [
                ("screen.panel.reset", &p.reset),
                ("screen.panel.backlight", &p.backlight),
            ] {
                if let Some(l) = l {
                    out.push((k.into(), l));
                }
            }
        }
        out
    }

    /// Every SPI device and I2C bus the configuration uses, with its key.
    pub fn buses(&self) -> Vec<(String, Bus)> {
        let mut out = Vec::new();
        let s = &self.sensor;
        match s.kind {
            WiringKind::ShiftRegister => {
                if let Some(c) = &s.shift_register {
                    out.push(("sensor.shift_register.spi".into(), Bus::Spi(c.spi)));
                }
            }
            WiringKind::Mcp3008 => {
                if let Some(c) = &s.mcp3008 {
                    out.extend(
                        c.adcs
                            .iter()
                            .enumerate()
                            .map(|(i, d)| (format!("sensor.mcp3008.adcs[{i}]"), Bus::Spi(*d))),
                    );
                }
            }
            WiringKind::Mcp23017 => {
                if let Some(c) = &s.mcp23017 {
                    out.push(("sensor.mcp23017.i2c_bus".into(), Bus::I2c(c.i2c_bus)));
                }
            }
            WiringKind::Matrix | WiringKind::Dgt => {}
        }
        if let Some(sq) = &self.led.squares {
            out.push(("led.squares.spi".into(), Bus::Spi(sq.spi)));
        }
        if let Some(p) = &self.screen.panel {
            out.push(("screen.panel.spi".into(), Bus::Spi(p.spi)));
            if let Some(t) = p.touch_spi {
                out.push(("screen.panel.touch_spi".into(), Bus::Spi(t)));
            }
        }
        out
    }

    /// A pin used twice: an SPI device (bus and chip select) of two keys, a
    /// header line taken by two buses (SPI3 and I2C1 both on GPIO2), or a
    /// GPIO line of a key that a bus takes (a press line on SPI1 CE0, the
    /// WS2812 strip's). The error names both keys; it is placed as
    /// [`Config::check_lines_unique`] places it.
    fn check_bus_pins(&self, written: &dyn Fn(&KeyPath) -> bool) -> Result<(), Invalid> {
        let set = |key: &str| written(&KeyPath::parse(key));
        let default_note = |key: &str| {
            if set(key) {
                String::new()
            } else {
                " (its default, not set in this file)".to_string()
            }
        };
        // `$default` of the catalogue's messages: the note above or none.
        let default_of = |key: &str| if set(key) { "no" } else { "yes" };
        let buses = self.buses();
        // Two keys on one SPI device (a list's own duplicates are checked
        // with the list).
        for (i, (later, b)) in buses.iter().enumerate() {
            let Bus::Spi(d) = b else { continue };
            if let Some((earlier, _)) = buses[..i].iter().find(|(_, o)| *o == Bus::Spi(*d)) {
                let (at, by) = if !set(later) && set(earlier) {
                    (earlier, later)
                } else {
                    (later, earlier)
                };
                return Err(invalid(
                    at,
                    format!("{d} is already used by {by}{}", default_note(by)),
                )
                .said(
                    "config-rule-spi-twice",
                    &[("device", d), ("by", by), ("default", &default_of(by))],
                ));
            }
        }
        let claims: Vec<(&str, u8, pins::BusPin)> = buses
            .iter()
            .flat_map(|(k, b)| {
                let pins = match b {
                    Bus::Spi(d) => pins::spi_pins(d),
                    Bus::I2c(n) => pins::i2c_pins(*n),
                };
                pins.into_iter().map(move |(g, p)| (k.as_str(), g, p))
            })
            .collect();
        let pin = |g: u8| line_words(&format!("GPIO{g}"), g);
        // Two buses on one header line.
        for (i, &(later, g, p)) in claims.iter().enumerate() {
            if let Some(&(earlier, _, q)) = claims[..i]
                .iter()
                .find(|&&(k, h, q)| h == g && k != later && !q.shared_with(&p))
            {
                let ((at, at_pin), (by, by_pin)) = if !set(later) && set(earlier) {
                    ((earlier, q), (later, p))
                } else {
                    ((later, p), (earlier, q))
                };
                let [gpio, header] = gpio_and_pin(g);
                return Err(invalid(
                    at,
                    format!(
                        "{at_pin} is {}, already {by_pin} of {by}{}",
                        pin(g),
                        default_note(by)
                    ),
                )
                .said(
                    "config-rule-bus-pin-twice",
                    &[
                        ("pin", &at_pin),
                        ("gpio", &gpio),
                        ("header", &header),
                        ("other", &by_pin),
                        ("by", &by),
                        ("default", &default_of(by)),
                    ],
                ));
            }
        }
        // A GPIO line on a bus's pin.
        for (key, line) in self.lines() {
            let Some(g) = line.gpio() else { continue };
            if let Some(&(bus_key, _, p)) = claims.iter().find(|&&(_, h, _)| h == g) {
                let [gpio, header] = gpio_and_pin(g);
                if !set(&key) && set(bus_key) {
                    return Err(invalid(
                        bus_key,
                        format!(
                            "{p} is {}, already used by {key}{}",
                            line_words(&format!("GPIO{g}"), g),
                            default_note(&key)
                        ),
                    )
                    .said(
                        "config-rule-bus-pin-line",
                        &[
                            ("pin", &p),
                            ("gpio", &gpio),
                            ("header", &header),
                            ("by", &key),
                            ("default", &default_of(&key)),
                        ],
                    ));
                }
                let name = line.to_string();
                let alias = if name == format!("GPIO{g}") {
                    "no"
                } else {
                    "yes"
                };
                return Err(invalid(
                    &key,
                    format!(
                        "line {} is {p} of {bus_key}{}: choose a free line",
                        line_words(&name, g),
                        default_note(bus_key)
                    ),
                )
                .said(
                    "config-rule-line-on-bus",
                    &[
                        ("line", &name),
                        ("alias", &alias),
                        ("gpio", &gpio),
                        ("header", &header),
                        ("pin", &p),
                        ("by", &bus_key),
                        ("default", &default_of(bus_key)),
                    ],
                ));
            }
        }
        Ok(())
    }

    /// Two keys naming the same line: the error is at the later one, or at
    /// the earlier one when only that one is written in the file (the
    /// other is a default).
    fn check_lines_unique(&self, written: &dyn Fn(&KeyPath) -> bool) -> Result<(), Invalid> {
        let lines = self.lines();
        let set = |key: &str| written(&KeyPath::parse(key));
        for (i, later) in lines.iter().enumerate() {
            let Some(earlier) = lines[..i].iter().find(|(_, l)| l.same_line(later.1)) else {
                continue;
            };
            let ((at, at_line), (by, by_line)) = if !set(&later.0) && set(&earlier.0) {
                (earlier, later)
            } else {
                (later, earlier)
            };
            let mut message = format!("line {at_line} is already used by {by}");
            if by_line != at_line {
                message += &format!(" (as {by_line})");
            }
            if !set(by) {
                message += " (its default, not set in this file)";
            }
            let same = if by_line != at_line { "no" } else { "yes" };
            let default = if set(by) { "no" } else { "yes" };
            return Err(invalid(at, message).said(
                "config-rule-line-twice",
                &[
                    ("line", at_line),
                    ("by", by),
                    ("other", by_line),
                    ("same", &same),
                    ("default", &default),
                ],
            ));
        }
        Ok(())
    }
}

/// `game.start` refused: the part of the FEN that does not parse, or why
/// the position cannot be played from (`arbiter::PositionProblem`).
fn fen_invalid(fen: &str, variant: Variant, e: &FenError) -> Invalid {
    let inv = invalid("game.start", e.to_string());
    let fen = fen.trim();
    match e {
        FenError::Syntax(..) => {
            use shakmaty::fen::ParseFenError as P;
            let part = match fen.parse::<shakmaty::fen::Fen>() {
                Err(P::InvalidBoard) => "board",
                Err(P::InvalidPocket) => "pocket",
                Err(P::InvalidTurn) => "turn",
                Err(P::InvalidCastling) => "castling",
                Err(P::InvalidEpSquare) => "ep",
                Err(P::InvalidRemainingChecks) => "checks",
                Err(P::InvalidHalfmoveClock) => "halfmove",
                Err(P::InvalidFullmoves) => "fullmove",
                Err(P::InvalidFen) | Ok(_) => "fen",
            };
            inv.said("config-rule-not-fen", &[("fen", &fen), ("part", &part)])
        }
        FenError::Invalid(..) => {
            let reasons = Position::start_problems(fen, variant)
                .iter()
                .map(problem_rule)
                .collect();
            Invalid {
                why: Some(ConfigWhy::Reasons {
                    rule: Box::new(ConfigWhy::Rule {
                        id: "config-rule-not-playable",
                        args: vec![("fen", fen.to_string())],
                    }),
                    reasons,
                }),
                ..inv
            }
        }
    }
}

/// A reason a position cannot be played from, as a rule of the catalogue
/// (`config-fen-*`).
pub(crate) fn problem_rule(p: &PositionProblem) -> ConfigWhy {
    let side = |c: &shakmaty::Color| match c {
        shakmaty::Color::White => "white".to_string(),
        shakmaty::Color::Black => "black".to_string(),
    };
    let (id, args): (&'static str, Vec<(&'static str, String)>) = match p {
        PositionProblem::EmptyBoard => ("config-fen-empty", vec![]),
        PositionProblem::NoKing(c) => ("config-fen-no-king", vec![("side", side(c))]),
        PositionProblem::Kings(c, n, squares) => (
            "config-fen-kings",
            vec![
                ("side", side(c)),
                ("count", n.to_string()),
                ("squares", squares.clone()),
            ],
        ),
        PositionProblem::PawnsOnBackRank(squares) => {
            ("config-fen-back-rank", vec![("squares", squares.clone())])
        }
        PositionProblem::KingsTouch => ("config-fen-kings-touch", vec![]),
        PositionProblem::OppositeCheck { waiting } => {
            ("config-fen-opposite-check", vec![("side", side(waiting))])
        }
        PositionProblem::ImpossibleCheck(c) => {
            ("config-fen-impossible-check", vec![("side", side(c))])
        }
        PositionProblem::TooMuchMaterial => ("config-fen-material", vec![]),
        PositionProblem::BadCastling => ("config-fen-castling", vec![]),
        PositionProblem::BadEpSquare(sq) => ("config-fen-ep", vec![("square", sq.clone())]),
        PositionProblem::Other(kinds) => ("config-fen-other", vec![("kinds", kinds.clone())]),
    };
    ConfigWhy::Rule { id, args }
}

/// The GPIO number and the header pin of a line, for the catalogue's
/// messages that say [`line_words`].
fn gpio_and_pin(gpio: u8) -> [String; 2] {
    [
        gpio.to_string(),
        header_pin(gpio).map_or(String::new(), |p| p.to_string()),
    ]
}

/// `GPIO18 (pin 12)`, `SPI_MOSI (GPIO10, pin 19)`.
fn line_words(name: &str, gpio: u8) -> String {
    let pin = header_pin(gpio).map_or(String::new(), |p| format!("pin {p}"));
    if name == format!("GPIO{gpio}") {
        format!("{name} ({pin})")
    } else {
        format!("{name} (GPIO{gpio}, {pin})")
    }
}

fn prefix(p: &str, k: &KeyPath) -> KeyPath {
    let mut path = KeyPath::parse(p);
    path.0.extend(k.0.iter().cloned());
    path
}

fn quote_list(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks a spidev device (`key` is the key of its table, `spi = { .. }`
/// or an element of `adcs`).
fn check_spi_device(key: &str, d: &SpiDevice) -> Result<(), Invalid> {
    if d.bus > 6 {
        return Err(out_of_range(&format!("{key}.bus"), d.bus, 0, 6, "spi-bus"));
    }
    if d.cs > 15 {
        return Err(out_of_range(
            &format!("{key}.cs"),
            d.cs,
            0,
            15,
            "chip-select",
        ));
    }
    Ok(())
}

/// Checks the SPI clock and mode of the table `key`.
fn check_spi_clock(key: &str, hz: u32, mode: u8) -> Result<(), Invalid> {
    if !(10_000..=50_000_000).contains(&hz) {
        return Err(out_of_range(
            &format!("{key}.clock_hz"),
            hz,
            10000,
            50000000,
            "Hz",
        ));
    }
    if mode > 3 {
        return Err(invalid(
            &format!("{key}.mode"),
            format!("{mode} is not an SPI mode: 0, 1, 2 or 3"),
        )
        .said("config-rule-spi-mode", &[("mode", &mode)]));
    }
    Ok(())
}
