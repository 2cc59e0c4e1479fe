//! GPIO lines: the forms a configuration names them in, checked against the
//! Pi's 40-pin header (`docs/hardware.md`).
//!
//! A line is named by its GPIO number as `gpioinfo` lists it (`"GPIO17"`),
//! which is not the number of the header pin it comes out on (GPIO17 is pin
//! 11). A Pi 3 or 4 lists some header lines under their function instead
//! (`"SPI_MOSI"` is GPIO10); those names are accepted too. Or a line is a
//! chip and offset (`"gpiochip0:17"`): on every Pi the header's lines are
//! offsets 0 to 27 of one chip; an add-on chip (an I/O expander) has its own
//! offsets, from 0 (at most [`MAX_OFFSET`]). A board whose device tree names
//! its lines (`"ROW0"`, `"CLOCK_PRESS"`) names them so: any name that does
//! not look like a GPIO number, a header pin or a bare number.
//!
//! ```
//! use jadoube::config::LineSpec;
//!
//! assert!("GPIO17".parse::<LineSpec>().is_ok());
//! let err = "pin11".parse::<LineSpec>().unwrap_err();
//! assert!(err.contains("header pin 11 is GPIO17"), "{err}");
//! ```

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// GPIO lines on the header: GPIO0 to GPIO27.
pub const HEADER_GPIOS: u8 = 28;

/// The highest offset accepted on a chip: a Pi's own GPIO chip has 54 to 58
/// lines, the I/O expanders boards use 8 to 40.
pub const MAX_OFFSET: u32 = 63;

/// The longest line name the kernel keeps (`GPIO_MAX_NAME_SIZE`, 32 bytes
/// with the final NUL).
const MAX_NAME: usize = 31;

/// What a pin of the 40-pin header carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pin {
    Gpio(u8),
    V3,
    V5,
    Gnd,
}

use Pin::{Gnd, Gpio, V3, V5};

/// Physical pins 1 to 40 (odd pins on the inner row, pin 1 at the corner
/// nearest the SD card).
const HEADER: [Pin; 40] = [
    V3,
    V5,
    Gpio(2),
    V5,
    Gpio(3),
    Gnd,
    Gpio(4),
    Gpio(14),
    Gnd,
    Gpio(15),
    Gpio(17),
    Gpio(18),
    Gpio(27),
    Gnd,
    Gpio(22),
    Gpio(23),
    V3,
    Gpio(24),
    Gpio(10),
    Gnd,
    Gpio(9),
    Gpio(25),
    Gpio(11),
    Gpio(8),
    Gnd,
    Gpio(7),
    Gpio(0),
    Gpio(1),
    Gpio(5),
    Gnd,
    Gpio(6),
    Gpio(12),
    Gpio(13),
    Gnd,
    Gpio(19),
    Gpio(16),
    Gpio(26),
    Gpio(20),
    Gnd,
    Gpio(21),
];

/// The names a Pi 3 or 4 gives some header lines in `gpioinfo` (the Pi 5
/// lists `GPIO<n>`, but `ID_SDA` and `ID_SCL` for GPIO0 and GPIO1). The one
/// table: parsing accepts these names, and the hardware looks a line up by
/// them ([`LineSpec::kernel_names`]).
const FUNCTION_NAMES: [(&str, u8); 12] = [
    ("ID_SDA", 0),
    ("ID_SCL", 1),
    ("SDA1", 2),
    ("SCL1", 3),
    ("GPIO_GCLK", 4),
    ("SPI_CE1_N", 7),
    ("SPI_CE0_N", 8),
    ("SPI_MISO", 9),
    ("SPI_MOSI", 10),
    ("SPI_SCLK", 11),
    ("TXD1", 14),
    ("RXD1", 15),
];

/// The header pin a GPIO line comes out on.
pub fn header_pin(gpio: u8) -> Option<u8> {
    HEADER
        .iter()
        .position(|&p| p == Gpio(gpio))
        .map(|i| i as u8 + 1)
}

/// What header pin `pin` carries (`None`: no such pin).
fn pin_at(pin: u64) -> Option<Pin> {
    let i = usize::try_from(pin).ok()?.checked_sub(1)?;
    HEADER.get(i).copied()
}

/// "header pin 11 is GPIO17", "header pin 17 is 3.3 V power, not a GPIO line".
fn pin_words(pin: u64) -> String {
    let what = match pin_at(pin) {
        Some(Gpio(n)) => return format!("header pin {pin} is GPIO{n}"),
        Some(V3) => "3.3 V power",
        Some(V5) => "5 V power",
        Some(Gnd) => "ground",
        None => return format!("the header has no pin {pin} (it has pins 1 to 40)"),
    };
    format!("header pin {pin} is {what}, not a GPIO line")
}

/// What [`pin_words`] says, as the catalogue's arguments: `pin`, `pinis`
/// (`gpio`, `power3`, `power5`, `ground`, `none`) and `pingpio`.
fn pin_args(pin: u64) -> Vec<(&'static str, String)> {
    let (is, gpio) = match pin_at(pin) {
        Some(Gpio(n)) => ("gpio", n.to_string()),
        Some(V3) => ("power3", String::new()),
        Some(V5) => ("power5", String::new()),
        Some(Gnd) => ("ground", String::new()),
        None => ("none", String::new()),
    };
    vec![
        ("pin", pin.to_string()),
        ("pinis", is.to_string()),
        ("pingpio", gpio),
    ]
}

/// "GPIO17 (header pin 11)", or why there is no such line.
fn gpio_words(n: u64) -> String {
    match u8::try_from(n).ok().and_then(header_pin) {
        Some(pin) => format!("\"GPIO{n}\" is GPIO{n}, on header pin {pin}"),
        None => format!("there is no GPIO{n} (the header has GPIO0 to GPIO27)"),
    }
}

const FORMS: &str = "a GPIO number as `gpioinfo` lists it, \"GPIO0\" to \"GPIO27\" (GPIO numbers are not header pin numbers: GPIO17 is header pin 11), a chip and offset such as \"gpiochip0:17\", or a line name the board's device tree gives (letters, digits, `_`, `-`, `.`; a letter first)";

/// A GPIO line: found by its name (`"GPIO17"`, as `gpioinfo` lists it; the
/// chip number changes between Pi models), or `"gpiochip0:17"` (chip name or
/// path, and offset), or a name of the board's own device tree (`"ROW0"`).
/// Built only through parsing (or [`LineSpec::named`]), which refuses what
/// looks like a GPIO or a header pin that cannot exist.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LineSpec {
    Named(String),
    Offset { chip: String, offset: u32 },
}

impl LineSpec {
    pub fn named(name: &str) -> LineSpec {
        LineSpec::Named(name.to_string())
    }

    /// The GPIO number of a named header line.
    pub fn gpio(&self) -> Option<u8> {
        match self {
            LineSpec::Named(n) => gpio_of_name(n),
            LineSpec::Offset { .. } => None,
        }
    }

    /// The names to look a named line up by on the running kernel, in
    /// order: the name as written, then the other names Pi kernels give the
    /// same header line (`"GPIO10"`: `"GPIO10"`, `"SPI_MOSI"`; `"SPI_MOSI"`:
    /// `"SPI_MOSI"`, `"GPIO10"`). A name that is no header line is only
    /// itself; a chip and offset has none.
    pub fn kernel_names(&self) -> Vec<String> {
        let LineSpec::Named(name) = self else {
            return Vec::new();
        };
        let mut names = vec![name.clone()];
        if let Some(n) = gpio_of_name(name) {
            let gpio = format!("GPIO{n}");
            let others = std::iter::once(gpio.as_str()).chain(
                FUNCTION_NAMES
                    .iter()
                    .filter(|(_, g)| *g == n)
                    .map(|(f, _)| *f),
            );
            for other in others {
                if !names.iter().any(|k| k == other) {
                    names.push(other.to_string());
                }
            }
        }
        names
    }

    /// Whether two specs name the same line: the same GPIO (`"SPI_MOSI"` is
    /// `"GPIO10"`), or the same chip (`"gpiochip0"` is `"/dev/gpiochip0"`)
    /// and offset. A name and an offset are not compared: which chip holds
    /// the header differs between models.
    pub fn same_line(&self, other: &LineSpec) -> bool {
        match (self, other) {
            (LineSpec::Named(_), LineSpec::Named(_)) => {
                self.gpio().is_some() && self.gpio() == other.gpio() || self == other
            }
            (LineSpec::Offset { chip: a, offset: x }, LineSpec::Offset { chip: b, offset: y }) => {
                x == y && chip_name(a) == chip_name(b)
            }
            _ => false,
        }
    }
}

/// `GPIO<n>` with n in 0..=27 written as `gpioinfo` writes it, or a
/// function name.
fn gpio_of_name(name: &str) -> Option<u8> {
    if let Some(&(_, n)) = FUNCTION_NAMES.iter().find(|(f, _)| *f == name) {
        return Some(n);
    }
    let digits = name.strip_prefix("GPIO")?;
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    let n: u8 = digits.parse().ok().filter(|_| canonical)?;
    (n < HEADER_GPIOS).then_some(n)
}

/// A name the board's device tree may give a line (`"ROW0"`,
/// `"CLOCK_PRESS"`): a letter, then letters, digits, `_`, `-` or `.`, at
/// most 31 bytes. (Names that look like a GPIO or a pin are parsed before.)
fn custom_name(s: &str) -> bool {
    s.len() <= MAX_NAME
        && s.starts_with(|c: char| c.is_ascii_alphabetic())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// `gpiochip4` of `gpiochip4` or `/dev/gpiochip4`, if it is one.
fn chip_name(chip: &str) -> Option<&str> {
    let name = chip.strip_prefix("/dev/").unwrap_or(chip);
    let n = name.strip_prefix("gpiochip")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(name)
}

/// Why a value is not a line: the English, and the catalogue's message
/// (`config-line-*`) with its arguments.
struct NotALine {
    message: String,
    id: &'static str,
    args: Vec<(&'static str, String)>,
}

impl NotALine {
    fn new(message: String, id: &'static str, args: Vec<(&'static str, String)>) -> NotALine {
        NotALine { message, id, args }
    }

    /// `` `s` is not a GPIO line: expected … ``
    fn unknown(s: &str) -> NotALine {
        NotALine::new(
            format!("`{s}` is not a GPIO line: expected {FORMS}"),
            "config-line-not-a-line",
            vec![("text", s.to_string())],
        )
    }
}

/// Why a bare number is not a line: it could be a GPIO or a header pin.
fn bare_number(s: &str, n: u64) -> NotALine {
    let gpio_pin = u8::try_from(n).ok().and_then(header_pin);
    let mut args = vec![
        ("text", s.to_string()),
        ("gpio", n.to_string()),
        (
            "gpiois",
            if gpio_pin.is_some() { "yes" } else { "no" }.to_string(),
        ),
        ("gpiopin", gpio_pin.map_or(String::new(), |p| p.to_string())),
    ];
    args.extend(pin_args(n));
    NotALine::new(
        format!(
            "`{s}` is ambiguous: write the GPIO number as \"GPIO<n>\", as `gpioinfo` lists it; {}; {}",
            gpio_words(n),
            pin_words(n)
        ),
        "config-line-ambiguous",
        args,
    )
}

/// The kind of the reason a configuration's value (`v`, read as a line) is
/// refused, when `message` is that reason (see `Locator::error_at`).
pub(super) fn why_not_a_line(v: &toml_edit::Value, message: &str) -> Option<super::ConfigWhy> {
    let why = match v {
        toml_edit::Value::String(s) => parse_line(s.value()).err()?,
        toml_edit::Value::Integer(n) => number_not_a_line(*n.value()),
        _ => return None,
    };
    (why.message == message).then_some(super::ConfigWhy::Rule {
        id: why.id,
        args: why.args,
    })
}

/// Why a TOML integer is not a line.
fn number_not_a_line(n: i64) -> NotALine {
    match u64::try_from(n) {
        Ok(n) => bare_number(&n.to_string(), n),
        Err(_) => NotALine::unknown(&n.to_string()),
    }
}

impl std::str::FromStr for LineSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<LineSpec, String> {
        parse_line(s).map_err(|why| why.message)
    }
}

/// [`LineSpec`]'s parser, with the kind of its refusal.
fn parse_line(s: &str) -> Result<LineSpec, NotALine> {
    let text = || ("text", s.to_string());
    let not_a_line = || NotALine::unknown(s);
    if gpio_of_name(s).is_some() {
        return Ok(LineSpec::Named(s.to_string()));
    }
    if let Some((chip, off)) = s.rsplit_once(':') {
        if chip_name(chip).is_none() {
            return Err(NotALine::new(
                format!(
                    "`{s}`: `{chip}` is not a GPIO chip: expected a chip as `gpioinfo` lists it, such as \"gpiochip0\" (or \"/dev/gpiochip0\"), then `:` and an offset"
                ),
                "config-line-not-a-chip",
                vec![text(), ("chip", chip.to_string())],
            ));
        }
        let Ok(offset) = off.parse::<u32>() else {
            return Err(not_a_line());
        };
        if offset > MAX_OFFSET {
            return Err(NotALine::new(
                format!(
                    "`{s}`: offset {offset} is not a line of a Pi or of an add-on chip: the header's lines are offsets 0 to 27 of its chip (GPIO0 to GPIO27), an I/O expander's count from 0 (at most {MAX_OFFSET} here)"
                ),
                "config-line-offset",
                vec![
                    text(),
                    ("offset", offset.to_string()),
                    ("max", MAX_OFFSET.to_string()),
                ],
            ));
        }
        return Ok(LineSpec::Offset {
            chip: chip.to_string(),
            offset,
        });
    }
    if let Ok(n) = s.parse::<u64>() {
        return Err(bare_number(s, n));
    }
    let lower = s.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("pin")
        && let Ok(pin) = rest.trim_start_matches([' ', '_', '-']).parse::<u64>()
    {
        let hint = match pin_at(pin) {
            Some(Gpio(n)) => format!(": write \"GPIO{n}\""),
            _ => String::new(),
        };
        let mut args = vec![text()];
        args.extend(pin_args(pin));
        return Err(NotALine::new(
            format!(
                "`{s}`: lines are named by GPIO number, not by header pin: {}{hint}",
                pin_words(pin)
            ),
            "config-line-pin",
            args,
        ));
    }
    if let Some(rest) = lower.strip_prefix("gpio") {
        return Err(match rest.trim_start_matches([' ', '_']).parse::<i64>() {
            Ok(n) if (0..i64::from(HEADER_GPIOS)).contains(&n) => NotALine::new(
                format!(
                    "`{s}`: write \"GPIO{n}\", as `gpioinfo` lists it{}; GPIO{n} is on header pin {}",
                    if s.starts_with("GPIO") {
                        ""
                    } else {
                        " (names are case-sensitive)"
                    },
                    header_pin(n as u8).unwrap_or(0)
                ),
                "config-line-gpio-spelling",
                vec![
                    text(),
                    ("gpio", n.to_string()),
                    ("header", header_pin(n as u8).unwrap_or(0).to_string()),
                    (
                        "case",
                        if s.starts_with("GPIO") { "no" } else { "yes" }.to_string(),
                    ),
                ],
            ),
            Ok(_) => NotALine::new(
                format!(
                    "`{s}` cannot exist: the 40-pin header has GPIO0 to GPIO27 (GPIO numbers, not header pins: GPIO17 is header pin 11)"
                ),
                "config-line-no-such-gpio",
                vec![text()],
            ),
            Err(_) if custom_name(s) => return Ok(LineSpec::Named(s.to_string())),
            Err(_) => not_a_line(),
        });
    }
    if let Some((f, n)) = FUNCTION_NAMES.iter().find(|(f, _)| s.starts_with(f)) {
        return Err(NotALine::new(
            format!(
                "`{s}` is not a line: did you mean \"{f}\" (GPIO{n}, header pin {})?",
                header_pin(*n).unwrap_or(0)
            ),
            "config-line-function",
            vec![
                text(),
                ("name", f.to_string()),
                ("gpio", n.to_string()),
                ("header", header_pin(*n).unwrap_or(0).to_string()),
            ],
        ));
    }
    if custom_name(s) {
        return Ok(LineSpec::Named(s.to_string()));
    }
    Err(not_a_line())
}

impl fmt::Display for LineSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineSpec::Named(n) => write!(f, "{n}"),
            LineSpec::Offset { chip, offset } => write!(f, "{chip}:{offset}"),
        }
    }
}

impl Serialize for LineSpec {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for LineSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<LineSpec, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = LineSpec;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a GPIO line name such as \"GPIO17\" or \"gpiochip0:17\" (a string)")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<LineSpec, E> {
                s.parse().map_err(E::custom)
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<LineSpec, E> {
                Err(E::custom(number_not_a_line(n).message))
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<LineSpec, E> {
                Err(E::custom(bare_number(&n.to_string(), n).message))
            }
        }
        d.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_header_gpio_is_on_one_pin() {
        for n in 0..HEADER_GPIOS {
            let pins: Vec<usize> = (0..40).filter(|&i| HEADER[i] == Gpio(n)).collect();
            assert_eq!(pins.len(), 1, "GPIO{n}");
        }
        assert_eq!(header_pin(17), Some(11));
        assert_eq!(header_pin(10), Some(19));
        assert_eq!(header_pin(28), None);
        assert_eq!(HEADER.iter().filter(|&&p| p == Gnd).count(), 8);
    }

    #[test]
    fn device_tree_names_and_add_on_chips() {
        for ok in ["ROW0", "CLOCK_PRESS", "col-7", "led.status", "gpiochip1:40"] {
            assert!(ok.parse::<LineSpec>().is_ok(), "{ok}");
        }
        let row: LineSpec = "ROW0".parse().unwrap();
        assert_eq!(row.kernel_names(), ["ROW0"]);
        assert_eq!(row.gpio(), None);
        assert!(row.same_line(&"ROW0".parse().unwrap()));
        assert!(!row.same_line(&"ROW1".parse().unwrap()));
        // What looks like a GPIO, a pin or a number is not a custom name.
        for bad in [
            "GPIO28",
            "gpio17",
            "Gpio5",
            "pin11",
            "PIN_7",
            "17",
            "gpiochip0:64",
            "_x",
            "a b",
            "x/y",
            "",
            "SPI_MOSI2",
        ] {
            assert!(bad.parse::<LineSpec>().is_err(), "{bad}");
        }
        assert!("A".repeat(32).parse::<LineSpec>().is_err());
        assert!("A".repeat(31).parse::<LineSpec>().is_ok());
    }

    #[test]
    fn function_names_are_their_gpio() {
        let a: LineSpec = "SPI_MOSI".parse().unwrap();
        let b: LineSpec = "GPIO10".parse().unwrap();
        assert!(a.same_line(&b) && b.same_line(&a));
        assert!(!a.same_line(&"GPIO9".parse().unwrap()));
        let c: LineSpec = "gpiochip0:10".parse().unwrap();
        let d: LineSpec = "/dev/gpiochip0:10".parse().unwrap();
        assert!(c.same_line(&d) && !c.same_line(&b));
    }

    #[test]
    fn kernel_names_are_the_name_then_the_other_names_of_its_gpio() {
        let names = |s: &str| s.parse::<LineSpec>().unwrap().kernel_names();
        assert_eq!(names("GPIO10"), ["GPIO10", "SPI_MOSI"]);
        assert_eq!(names("SPI_MOSI"), ["SPI_MOSI", "GPIO10"]);
        assert_eq!(names("GPIO0"), ["GPIO0", "ID_SDA"]);
        assert_eq!(names("GPIO15"), ["GPIO15", "RXD1"]);
        assert_eq!(names("GPIO17"), ["GPIO17"]);
        assert!(names("gpiochip0:10").is_empty());
        // Every function name is one line's second name, and back.
        for (f, n) in FUNCTION_NAMES {
            assert_eq!(
                names(&format!("GPIO{n}")),
                [format!("GPIO{n}"), f.to_string()]
            );
            assert_eq!(names(f), [f.to_string(), format!("GPIO{n}")]);
        }
    }
}
