//! What `diag` and `calibrate` show of the hardware, in the person's
//! language (issue 31, lang10): the wiring's description, what a DGT board
//! says of itself (its serial number and version, its clock, the lever,
//! the link's counters). [`Wiring::words`] and [`DgtLine::words`] say it
//! in the language; `Display` is their English, the words the hardware
//! layer writes (and always wrote: `startup.log`, the daemon's log and
//! the English view), kept by `en.ftl`. Numbers, device paths, bus and line names, chip names and
//! protocol names stay as they are.

use shakmaty::Color;

use crate::i18n::{Arg, Lang, Tr};
use crate::time::Time;

/// What is wired, for humans: `74HC165 ×8 on spi0.0, load GPIO25`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wiring {
    /// A chain of 74HC165 shift registers on an SPI device, loaded by a
    /// GPIO line.
    Shift {
        chips: usize,
        spi: String,
        load: String,
    },
    /// MCP3008 converters on SPI devices (`names`: theirs, joined).
    Analog {
        adcs: usize,
        names: String,
        on: u16,
        off: u16,
        identity: bool,
    },
    /// MCP23017 expanders on an I2C bus (`addresses`: joined).
    Mcp23017 {
        count: usize,
        i2c: String,
        addresses: String,
    },
    /// A matrix of reed switches scanned on GPIO lines.
    Matrix {
        rows: usize,
        columns: usize,
        settle_us: u32,
    },
    /// A DGT board: what it said of itself.
    Dgt {
        serial: Option<String>,
        version: Option<(u8, u8)>,
        device: Option<String>,
        clock: Option<(u8, u8)>,
    },
}

/// A DGT clock's name by its version (2.x: a DGT 3000).
fn clock_name(major: u8) -> &'static str {
    if major == 2 { "DGT 3000" } else { "DGT XL" }
}

fn board_version((a, b): (u8, u8)) -> String {
    format!("{a}.{b:02}")
}

fn clock_version((a, b): (u8, u8)) -> String {
    format!("{a}.{b}")
}

/// The English (`words` in English: the catalogue's `en.ftl`, which says
/// what the hardware layer always wrote).
impl std::fmt::Display for Wiring {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(crate::i18n::tr(Lang::En)))
    }
}

fn s(v: &str) -> Arg<'static> {
    Arg::from(v.to_string())
}

fn n(v: usize) -> Arg<'static> {
    Arg::from(v as u64)
}

impl Wiring {
    /// In `tr`'s language.
    pub fn words(&self, tr: &Tr) -> String {
        match self {
            Wiring::Shift { chips, spi, load } => tr.msg(
                "hwv-wiring-shift",
                &[("chips", n(*chips)), ("spi", s(spi)), ("load", s(load))],
            ),
            Wiring::Analog {
                adcs,
                names,
                on,
                off,
                identity,
            } => {
                let mut t = tr.msg(
                    "hwv-wiring-analog",
                    &[
                        ("adcs", n(*adcs)),
                        ("names", s(names)),
                        ("on", n(usize::from(*on))),
                        ("off", n(usize::from(*off))),
                    ],
                );
                if *identity {
                    t += ", ";
                    t += &tr.t("hwv-wiring-identity");
                }
                t
            }
            Wiring::Mcp23017 {
                count,
                i2c,
                addresses,
            } => tr.msg(
                "hwv-wiring-mcp23017",
                &[
                    ("count", n(*count)),
                    ("i2c", s(i2c)),
                    ("addresses", s(addresses)),
                ],
            ),
            Wiring::Matrix {
                rows,
                columns,
                settle_us,
            } => tr.msg(
                "hwv-wiring-matrix",
                &[
                    ("rows", n(*rows)),
                    ("columns", n(*columns)),
                    ("settle", n(*settle_us as usize)),
                ],
            ),
            Wiring::Dgt {
                serial,
                version,
                device,
                clock,
            } => {
                let mut parts = vec![tr.t("hwv-dgt-board")];
                if let Some(v) = serial {
                    parts.push(tr.msg("hwv-serial", &[("serial", s(v))]));
                }
                if let Some(v) = version {
                    parts.push(tr.msg("hwv-version", &[("version", s(&board_version(*v)))]));
                }
                parts.push(match device {
                    Some(d) => tr.msg("hwv-on", &[("device", s(d))]),
                    None => tr.t("hwv-not-found-yet"),
                });
                let mut t = parts.join(" ");
                if let Some(c) = clock {
                    t += ", ";
                    t += &tr.msg(
                        "hwv-dgt-clock",
                        &[
                            ("name", s(clock_name(c.0))),
                            ("version", s(&clock_version(*c))),
                        ],
                    );
                }
                t
            }
        }
    }
}

/// The lever's side that is down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// What the lever's reports are taken for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presses {
    /// The presses come from GPIO lines (`press = "gpio"`).
    NotRead,
    /// No press yet.
    None,
    /// The last press: who, reported when.
    Last(Color, Time),
}

/// The counters of a DGT board's link.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkCounts {
    pub connects: u64,
    pub lost: u64,
    pub messages: u64,
    pub bytes: u64,
    pub dumps: u64,
    pub corrected: u64,
    pub resyncs: u64,
    pub garbled: u64,
}

/// One line of what a DGT board says of itself in `diag`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DgtLine {
    /// `dgt board: serial N, version A.BB, on PORT`.
    Board {
        serial: Option<String>,
        version: Option<(u8, u8)>,
        device: Option<String>,
    },
    /// `dgt clock: …`: its version (`clock`), or whether the board says
    /// one is plugged in (`seen`).
    Clock {
        clock: Option<(u8, u8)>,
        seen: Option<bool>,
    },
    /// `dgt lever: …`.
    Lever {
        down: Option<(Side, Time)>,
        presses: Presses,
    },
    /// `dgt link: …`.
    Link(LinkCounts),
}

/// The English (`words` in English).
impl std::fmt::Display for DgtLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(crate::i18n::tr(Lang::En)))
    }
}

impl DgtLine {
    /// In `tr`'s language.
    pub fn words(&self, tr: &Tr) -> String {
        match self {
            DgtLine::Board {
                serial,
                version,
                device,
            } => {
                let serial = match serial {
                    Some(v) => tr.msg("hwv-serial", &[("serial", s(v))]),
                    None => tr.t("hwv-serial-unknown"),
                };
                let version = match version {
                    Some(v) => tr.msg("hwv-version", &[("version", s(&board_version(*v)))]),
                    None => tr.t("hwv-version-unknown"),
                };
                let on = match device {
                    Some(d) => tr.msg("hwv-on", &[("device", s(d))]),
                    None => tr.t("hwv-no-port-open"),
                };
                tr.msg(
                    "hwv-line-board",
                    &[
                        ("serial", serial.into()),
                        ("version", version.into()),
                        ("on", on.into()),
                    ],
                )
            }
            DgtLine::Clock { clock, seen } => {
                let what = match (clock, seen) {
                    (Some(c), _) => tr.msg(
                        "hwv-dgt-clock-version",
                        &[
                            ("name", s(clock_name(c.0))),
                            ("version", s(&clock_version(*c))),
                        ],
                    ),
                    (None, Some(true)) => tr.t("hwv-clock-seen"),
                    (None, Some(false)) => tr.t("hwv-clock-none"),
                    (None, None) => tr.t("hwv-clock-not-seen"),
                };
                tr.msg("hwv-line-clock", &[("what", what.into())])
            }
            DgtLine::Lever { down, presses } => {
                let lever = match down {
                    Some((side, t)) => tr.msg(
                        "hwv-lever-down",
                        &[
                            (
                                "side",
                                Arg::from(match side {
                                    Side::Left => "left",
                                    Side::Right => "right",
                                }),
                            ),
                            ("time", s(&t.to_string())),
                        ],
                    ),
                    None => tr.t("hwv-lever-not-seen"),
                };
                let presses = match presses {
                    Presses::NotRead => tr.t("hwv-presses-not-read"),
                    Presses::None => tr.t("hwv-presses-none"),
                    Presses::Last(c, t) => tr.msg(
                        "hwv-presses-last",
                        &[
                            (
                                "side",
                                Arg::from(if *c == Color::White { "white" } else { "black" }),
                            ),
                            ("time", s(&t.to_string())),
                        ],
                    ),
                };
                tr.msg(
                    "hwv-line-lever",
                    &[("lever", lever.into()), ("presses", presses.into())],
                )
            }
            DgtLine::Link(c) => tr.msg(
                "hwv-line-link",
                &[
                    ("connects", c.connects.into()),
                    ("lost", c.lost.into()),
                    ("messages", c.messages.into()),
                    ("bytes", c.bytes.into()),
                    ("dumps", c.dumps.into()),
                    ("corrected", c.corrected.into()),
                    ("resyncs", c.resyncs.into()),
                    ("garbled", c.garbled.into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tr;

    /// The English is what the wirings wrote before they had kinds (their
    /// format strings, word for word).
    #[test]
    fn the_english_of_the_wirings_is_as_before() {
        let cases = [
            (
                Wiring::Shift {
                    chips: 8,
                    spi: "spi0.0".into(),
                    load: "GPIO25".into(),
                },
                "74HC165 ×8 on spi0.0, load GPIO25",
            ),
            (
                Wiring::Analog {
                    adcs: 2,
                    names: "spi0.0, spi0.1".into(),
                    on: 60,
                    off: 40,
                    identity: true,
                },
                "MCP3008 ×2 on spi0.0, spi0.1, thresholds 60/40, piece identity",
            ),
            (
                Wiring::Mcp23017 {
                    count: 2,
                    i2c: "i2c-1".into(),
                    addresses: "0x20, 0x21".into(),
                },
                "MCP23017 ×2 on i2c-1 at 0x20, 0x21",
            ),
            (
                Wiring::Matrix {
                    rows: 8,
                    columns: 8,
                    settle_us: 20,
                },
                "matrix of 8 rows × 8 columns on GPIO, 20 µs settle",
            ),
            (
                Wiring::Dgt {
                    serial: None,
                    version: None,
                    device: None,
                    clock: None,
                },
                "DGT board on (not found yet)",
            ),
            (
                Wiring::Dgt {
                    serial: Some("24680".into()),
                    version: Some((3, 1)),
                    device: Some("/dev/ttyACM0".into()),
                    clock: Some((2, 2)),
                },
                "DGT board serial 24680 version 3.01 on /dev/ttyACM0, clock DGT 3000 version 2.2",
            ),
        ];
        for (w, before) in cases {
            assert_eq!(w.to_string(), before);
            assert_eq!(w.words(tr(Lang::En)), before);
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = w.words(tr(lang));
                assert_ne!(said, before, "{lang}");
                assert!(!said.contains('{'), "{lang}: {said}");
            }
        }
    }

    /// The English of a DGT board's lines is what they wrote before they
    /// had kinds (their format strings, word for word), now from `en.ftl`.
    #[test]
    fn the_english_of_the_dgt_lines_is_as_before() {
        let t = Time::from_millis(12_345);
        let cases = [
            (
                DgtLine::Board {
                    serial: Some("24680".into()),
                    version: Some((3, 1)),
                    device: Some("/dev/ttyACM0".into()),
                },
                "dgt board: serial 24680, version 3.01, on /dev/ttyACM0".to_string(),
            ),
            (
                DgtLine::Board {
                    serial: None,
                    version: None,
                    device: None,
                },
                "dgt board: serial not known, version not known, on (no port open)".into(),
            ),
            (
                DgtLine::Clock {
                    clock: Some((2, 2)),
                    seen: None,
                },
                "dgt clock: DGT 3000 version 2.2".into(),
            ),
            (
                DgtLine::Clock {
                    clock: None,
                    seen: Some(true),
                },
                "dgt clock: seen (it did not say its version)".into(),
            ),
            (
                DgtLine::Clock {
                    clock: None,
                    seen: Some(false),
                },
                "dgt clock: none plugged in, the board says".into(),
            ),
            (
                DgtLine::Clock {
                    clock: None,
                    seen: None,
                },
                "dgt clock: not seen".into(),
            ),
            (
                DgtLine::Lever {
                    down: Some((Side::Left, t)),
                    presses: Presses::Last(Color::White, t),
                },
                format!("dgt lever: left side down (at {t}); last press white, reported at {t}"),
            ),
            (
                DgtLine::Lever {
                    down: Some((Side::Right, t)),
                    presses: Presses::Last(Color::Black, t),
                },
                format!("dgt lever: right side down (at {t}); last press black, reported at {t}"),
            ),
            (
                DgtLine::Lever {
                    down: None,
                    presses: Presses::NotRead,
                },
                "dgt lever: not seen; not read as presses (press = \"gpio\")".into(),
            ),
            (
                DgtLine::Lever {
                    down: None,
                    presses: Presses::None,
                },
                "dgt lever: not seen; no press yet".into(),
            ),
            (
                DgtLine::Link(LinkCounts {
                    connects: 3,
                    lost: 2,
                    messages: 123_456,
                    bytes: 98_765_432,
                    dumps: 1_001,
                    corrected: 1,
                    resyncs: 0,
                    garbled: 7,
                }),
                "dgt link: 3 connections, 2 lost; 123456 messages, 98765432 bytes; 1001 dumps (1 found updates lost); 0 resyncs, 7 garbled".into(),
            ),
        ];
        for (line, before) in cases {
            assert_eq!(line.to_string(), before);
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = line.words(tr(lang));
                assert_ne!(said, before, "{lang}");
                assert!(!said.contains('{'), "{lang}: {said}");
            }
        }
    }
}
