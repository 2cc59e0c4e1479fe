//! The hardware's errors said in the person's language (issue 31,
//! hwlang): a device that cannot be opened (`/dev/spidevB.C`,
//! `/dev/i2c-N`, the GPIO chips and lines: `hw::bus::BusWhy`), a missing
//! calibration (`hw::HwError`), and `diag`'s and `calibrate`'s
//! "cannot open the hardware" (`hw::ToolError::Open`). The system's reason
//! is said by its kind (`error_words::os`), never "os error N". English is
//! the library's `Display`; the catalogue's English (`hw-*`, `bus-*`) is
//! the same, word for word (the unit tests below compare them). lang9: a
//! running bus's failures (`BusWhy::Run`, said by `words::hw_fault`, as the
//! screen says them), the wiring's mapping and tables a validated
//! configuration cannot lack, and the tools' own errors (`--fake`'s
//! recording refused, a calibration abandoned: [`tool`], [`recording`]).

use crate::hw::bus::{BusError, BusWhy, DeviceGroup, OsWhy};
use crate::hw::calibrate::CalibrationWhy;
use crate::hw::fake::{RecordingError, RecordingWhy};
use crate::hw::{HwError, ToolError};
use crate::i18n::{Arg, Lang, Tr};

use super::error_words::os;

/// `bus: why` in `tr`'s language.
pub fn bus(tr: &Tr, e: &BusError) -> String {
    match &e.why {
        Some(why) if tr.lang() != Lang::En => {
            super::error_words::joined(tr, e.bus.clone(), bus_why(tr, why))
        }
        _ => e.to_string(),
    }
}

/// The system's reason in words, else the library's.
fn reason(tr: &Tr, os_why: &Option<OsWhy>, detail: &str) -> String {
    match os_why {
        Some(o) => os(tr, &o.io()),
        None => crate::error::clip_words(detail),
    }
}

fn bus_why(tr: &Tr, why: &BusWhy) -> String {
    let s = |v: &str| Arg::from(v.to_string());
    match why {
        BusWhy::CannotOpen {
            device,
            os: o,
            detail,
            group,
        } => {
            let id = match group {
                DeviceGroup::Spi => "bus-cannot-open-spi",
                DeviceGroup::I2c => "bus-cannot-open",
            };
            tr.msg(
                id,
                &[("device", s(device)), ("why", reason(tr, o, detail).into())],
            )
        }
        BusWhy::NoSpiBus(b) => tr.msg("bus-no-spi-bus", &[("bus", u64::from(*b).into())]),
        BusWhy::NoChipSelect => tr.t("bus-no-chip-select"),
        BusWhy::NoSpiMode(m) => tr.msg("bus-no-spi-mode", &[("mode", u64::from(*m).into())]),
        BusWhy::CannotListLines {
            no_chips,
            os: o,
            detail,
        } => {
            let why = if *no_chips {
                tr.t("bus-no-gpio-chips")
            } else {
                reason(tr, o, detail)
            };
            tr.msg("bus-cannot-list-lines", &[("why", why.into())])
        }
        BusWhy::LineNotFound { tried, spec } => {
            let mut names = tried.iter().map(|n| format!("\"{n}\""));
            let first = names.next().unwrap_or_default();
            let tried = names.fold(first, |acc, next| {
                tr.msg(
                    "bus-name-or",
                    &[("first", acc.into()), ("next", next.into())],
                )
            });
            match spec {
                Some(spec) => tr.msg(
                    "bus-line-not-found-pi",
                    &[("tried", tried.into()), ("spec", s(spec))],
                ),
                None => tr.msg("bus-line-not-found", &[("tried", tried.into())]),
            }
        }
        BusWhy::OtherChip { line, chip, first } => tr.msg(
            "bus-other-chip",
            &[("line", s(line)), ("chip", s(chip)), ("first", s(first))],
        ),
        BusWhy::ListedTwice(line) => tr.msg("bus-listed-twice", &[("line", s(line))]),
        BusWhy::NoLines => tr.t("bus-no-lines"),
        BusWhy::NoLine(i) => tr.msg("bus-no-line", &[("index", (*i as u64).into())]),
        BusWhy::CannotRequest {
            chip,
            os: o,
            detail,
        } => tr.msg(
            "bus-cannot-request",
            &[("chip", s(chip)), ("why", reason(tr, o, detail).into())],
        ),
        BusWhy::Mapping { key, why, .. } => tr.msg(
            "bus-mapping",
            &[
                ("key", s(key)),
                ("why", super::error_words::rule(tr, why).into()),
            ],
        ),
        BusWhy::NoTable(kind) => tr.msg("bus-no-table", &[("kind", s(kind))]),
        BusWhy::NoPressLine => tr.t("bus-no-press-line"),
        BusWhy::Run(why) => why.words(tr),
    }
}

/// Why a calibration cannot be used, in `tr`'s language (the
/// measurements' own remarks of `Identity` as they are).
pub fn calibration(tr: &Tr, why: &CalibrationWhy) -> String {
    if tr.lang() == Lang::En {
        return why.to_string();
    }
    let n = |v: usize| Arg::from(v as u64);
    match why {
        CalibrationWhy::Read(e) => tr.msg("calibration-cannot-read", &[("why", os(tr, e).into())]),
        CalibrationWhy::Toml(c) => super::error_words::config(tr, c),
        CalibrationWhy::Version(v) => {
            tr.msg("calibration-version", &[("version", u64::from(*v).into())])
        }
        CalibrationWhy::Piece { index, piece } => tr.msg(
            "calibration-piece",
            &[("index", n(*index)), ("piece", Arg::from(piece.clone()))],
        ),
        CalibrationWhy::Baselines { found, positions } => tr.msg(
            "calibration-baselines",
            &[("found", n(*found)), ("positions", n(*positions))],
        ),
        CalibrationWhy::Identity(problems) => tr.msg(
            "calibration-identity",
            &[("problems", problems.join("; ").into())],
        ),
    }
}

/// A hardware error in `tr`'s language, when it has a kind; `None`: say it
/// as it is.
pub fn hw(tr: &Tr, e: &HwError) -> Option<String> {
    if tr.lang() == Lang::En {
        return None;
    }
    match e {
        HwError::Bus(b) if b.why.is_some() => Some(bus(tr, b)),
        HwError::Calibration { path, why } => Some(tr.msg(
            "hw-calibration",
            &[
                ("path", Arg::from(path.clone())),
                ("why", calibration(tr, why).into()),
            ],
        )),
        HwError::CalibrationMissing { path } => Some(tr.msg(
            "hw-calibration-missing",
            &[("path", Arg::from(path.clone()))],
        )),
        _ => None,
    }
}

/// A hardware tool's error (`diag`, `calibrate`) in `tr`'s language, when
/// it has a kind.
pub fn tool(tr: &Tr, e: &ToolError) -> Option<String> {
    if tr.lang() == Lang::En {
        return None;
    }
    match e {
        ToolError::Open(h) => {
            let why = hw(tr, h).unwrap_or_else(|| h.to_string());
            Some(tr.msg("hw-cannot-open", &[("why", why.into())]))
        }
        ToolError::Hw(h) => hw(tr, h),
        ToolError::Recording { path, error } => Some(tr.msg(
            "tool-recording",
            &[
                ("path", Arg::from(path.clone())),
                ("why", recording(tr, error).into()),
            ],
        )),
        ToolError::Mapping(m) => Some(tr.msg(
            "tool-mapping",
            &[
                ("key", Arg::from(m.key.clone())),
                ("why", super::error_words::rule(tr, &m.why).into()),
            ],
        )),
        ToolError::Grid(why) => Some(calibration(tr, why)),
        ToolError::Abandoned => Some(tr.t("tool-abandoned")),
        ToolError::NotAnalog(kind) => {
            Some(tr.msg("calibrate-not-analog", &[("kind", (*kind).into())]))
        }
        _ => None,
    }
}

/// A `--fake` recording's line refused, in `tr`'s language.
pub fn recording(tr: &Tr, e: &RecordingError) -> String {
    if tr.lang() == Lang::En {
        return e.to_string();
    }
    let value = |v: &str| Arg::from(crate::error::clip_words(v));
    let why = match &e.why {
        RecordingWhy::EdgeShape => tr.t("recording-edge-shape"),
        RecordingWhy::LineIndex => tr.t("recording-line-index"),
        RecordingWhy::RiseOrFall => tr.t("recording-rise-or-fall"),
        RecordingWhy::NotSeconds(v) => tr.msg("recording-not-seconds", &[("value", value(v))]),
        RecordingWhy::Decimals(v) => tr.msg("recording-decimals", &[("value", value(v))]),
        RecordingWhy::TooLarge(v) => tr.msg("recording-too-large", &[("value", value(v))]),
        RecordingWhy::Hex => tr.t("recording-hex"),
        RecordingWhy::NoBytes => tr.t("recording-no-bytes"),
    };
    tr.msg(
        "recording-line",
        &[
            ("line", Arg::from(e.line as u64)),
            ("why", why.into()),
            ("text", Arg::from(crate::error::clip_words(&e.text))),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hw::bus::RunWhy;
    use crate::i18n::tr;
    use std::io::ErrorKind;

    fn whys() -> Vec<BusWhy> {
        let enoent = Some(OsWhy {
            kind: ErrorKind::NotFound,
            errno: Some(2),
        });
        vec![
            BusWhy::CannotOpen {
                device: "/dev/spidev0.0".into(),
                os: enoent,
                detail: "No such file or directory".into(),
                group: DeviceGroup::Spi,
            },
            BusWhy::CannotOpen {
                device: "/dev/i2c-1".into(),
                os: enoent,
                detail: "No such file or directory".into(),
                group: DeviceGroup::I2c,
            },
            BusWhy::NoSpiBus(7),
            BusWhy::NoChipSelect,
            BusWhy::NoSpiMode(4),
            BusWhy::CannotListLines {
                no_chips: true,
                os: None,
                detail: "No GPIO chips are available".into(),
            },
            BusWhy::LineNotFound {
                tried: vec!["GPIO10".into(), "SPI_MOSI".into()],
                spec: Some("GPIO10".into()),
            },
            BusWhy::LineNotFound {
                tried: vec!["GPIO17".into()],
                spec: None,
            },
            BusWhy::OtherChip {
                line: "GPIO5".into(),
                chip: "/dev/gpiochip1".into(),
                first: "/dev/gpiochip0".into(),
            },
            BusWhy::ListedTwice("GPIO5".into()),
            BusWhy::NoLines,
            BusWhy::NoLine(9),
            BusWhy::CannotRequest {
                chip: "/dev/gpiochip0".into(),
                os: Some(OsWhy {
                    kind: ErrorKind::ResourceBusy,
                    errno: Some(16),
                }),
                detail: "Device or resource busy (os error 16)".into(),
            },
            BusWhy::Mapping {
                key: "rotate".into(),
                message: "45 is not a quarter turn: 0, 90, 180 or 270".into(),
                why: Box::new(crate::config::ConfigWhy::Rule {
                    id: "config-rule-mapping-rotate",
                    args: vec![("value", "45".into())],
                }),
            },
            BusWhy::NoTable("matrix"),
            BusWhy::NoPressLine,
            BusWhy::Run(Box::new(RunWhy::Spi(
                "I/O error: Input/output error (os error 5)".into(),
            ))),
            BusWhy::Run(Box::new(RunWhy::DgtNotConnected)),
            BusWhy::Run(Box::new(RunWhy::ChipGone(
                "uAPI get_line_values returned: No such device (os error 19)".into(),
            ))),
        ]
    }

    /// The catalogue's English of every kind is the library's `Display`
    /// (the system's reason given as the library would say it).
    #[test]
    fn the_english_of_the_hardware_s_errors_is_the_library_s() {
        let en = tr(Lang::En);
        for mut why in whys() {
            // The template's English; the system's reason as the library
            // gives it (English says the library's own words).
            match &mut why {
                BusWhy::CannotOpen { os, .. }
                | BusWhy::CannotListLines { os, .. }
                | BusWhy::CannotRequest { os, .. } => *os = None,
                _ => {}
            }
            let e = BusError::of("spi0.0", why.clone());
            assert_eq!(
                format!("{}: {}", e.bus, bus_why(en, &why)),
                e.to_string(),
                "{why:?}"
            );
        }
        let h = HwError::CalibrationMissing {
            path: "/var/lib/jadoube/calibration.toml".into(),
        };
        assert_eq!(
            en.msg(
                "hw-calibration-missing",
                &[("path", "/var/lib/jadoube/calibration.toml".into())]
            ),
            h.to_string()
        );
        for why in [
            CalibrationWhy::Version(2),
            CalibrationWhy::Piece {
                index: 3,
                piece: "X".into(),
            },
            CalibrationWhy::Baselines {
                found: 8,
                positions: 64,
            },
            CalibrationWhy::Identity(vec!["K and Q alike".into()]),
        ] {
            let args: Vec<(&str, Arg)> = match &why {
                CalibrationWhy::Version(_) => vec![("version", 2.into())],
                CalibrationWhy::Piece { .. } => vec![("index", 3.into()), ("piece", "X".into())],
                CalibrationWhy::Baselines { .. } => {
                    vec![("found", 8.into()), ("positions", 64.into())]
                }
                _ => vec![("problems", "K and Q alike".into())],
            };
            let id = match &why {
                CalibrationWhy::Version(_) => "calibration-version",
                CalibrationWhy::Piece { .. } => "calibration-piece",
                CalibrationWhy::Baselines { .. } => "calibration-baselines",
                _ => "calibration-identity",
            };
            assert_eq!(en.msg(id, &args), why.to_string());
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = calibration(tr(lang), &why);
                assert!(!said.contains(" the "), "{lang}: {said}");
            }
        }
        let t = ToolError::Open(h);
        assert_eq!(
            en.msg("hw-cannot-open", &[("why", t_inner(&t).into())]),
            t.to_string()
        );
    }

    /// The tools' own errors: `--fake`'s recording refused, the wiring's
    /// mapping refused, a calibration abandoned, a grid not set up; the
    /// catalogue's English is the library's `Display`, the other
    /// languages say none of its English.
    #[test]
    fn the_tools_errors_are_said_in_the_language() {
        use crate::hw::fake::Recording;
        let recordings = [
            "edge clock 1\n",
            "edge clock x rise 1\n",
            "edge clock 1 up 1\n",
            "edge clock 1 rise soon\n",
            "edge clock 1 rise 1.0000001\n",
            "edge clock 1 rise 99999999999999999999\n",
            "spi0.0 fff\n",
            "spi0.0 0x\n",
        ];
        let mut errors: Vec<ToolError> = recordings
            .iter()
            .map(|r| ToolError::Recording {
                path: "/tmp/r1.rec".into(),
                error: Recording::parse(r).unwrap_err(),
            })
            .collect();
        let (key, message, why) =
            crate::config::Mapping::checked(&Default::default(), 63).unwrap_err();
        errors.push(ToolError::Mapping(crate::hw::diag::MappingRefused {
            key: key.to_string(),
            message,
            why,
        }));
        errors.push(ToolError::Abandoned);
        errors.push(ToolError::Grid(CalibrationWhy::Baselines {
            found: 8,
            positions: 64,
        }));
        errors.push(ToolError::NotAnalog("shift_register"));
        let en = tr(Lang::En);
        for e in &errors {
            // English: the library's words (`said` prints the `Display`).
            assert_eq!(tool(en, e), None);
            let english = match e {
                ToolError::Recording { path, error } => {
                    format!("{path}: {}", recording(en, error))
                }
                ToolError::Mapping(m) => en.msg(
                    "tool-mapping",
                    &[
                        ("key", m.key.clone().into()),
                        ("why", super::super::error_words::rule(en, &m.why).into()),
                    ],
                ),
                ToolError::Abandoned => en.t("tool-abandoned"),
                ToolError::Grid(_) => en.msg(
                    "calibration-baselines",
                    &[("found", 8.into()), ("positions", 64.into())],
                ),
                ToolError::NotAnalog(kind) => {
                    en.msg("calibrate-not-analog", &[("kind", (*kind).into())])
                }
                _ => unreachable!(),
            };
            assert_eq!(english, e.to_string());
            if let ToolError::Recording { error, .. } = e {
                assert_eq!(
                    en.msg(
                        "recording-line",
                        &[
                            ("line", (error.line as u64).into()),
                            ("why", error.why.to_string().into()),
                            ("text", error.text.clone().into()),
                        ]
                    ),
                    error.to_string()
                );
            }
            let names = [
                "config",
                "mcp3008",
                "kind",
                "sensor",
                "shift",
                "register",
                "bytes",
                "calibrate",
            ];
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = tool(tr(lang), e).expect("said");
                let english = words(&e.to_string());
                let left: Vec<String> = words(&said)
                    .into_iter()
                    .filter(|w| english.contains(w) && !names.contains(&w.as_str()))
                    .filter(|w| !shared(lang).contains(&w.as_str()))
                    .collect();
                assert!(left.is_empty(), "{lang}: {left:?} in {said}");
            }
        }
    }

    /// A recording's seconds refused: the kinds say `Time::parse_secs`'s
    /// words.
    #[test]
    fn a_recording_s_seconds_are_refused_as_the_trace_s_are() {
        use crate::hw::fake::Recording;
        for secs in ["soon", ".", "1.0000001", "99999999999999999999"] {
            let e = Recording::parse(&format!("edge clock 1 rise {secs}\n")).unwrap_err();
            let reason = crate::time::Time::parse_secs(secs).unwrap_err();
            assert_eq!(e.why.to_string(), reason, "{secs}");
        }
    }

    fn t_inner(t: &ToolError) -> String {
        match t {
            ToolError::Open(h) => h.to_string(),
            _ => unreachable!(),
        }
    }

    /// French words English has too (as `tests/english` lists them).
    fn shared(lang: Lang) -> &'static [&'static str] {
        match lang {
            Lang::Fr => &["table", "positions", "configuration"],
            _ => &[],
        }
    }

    /// The words (four letters or more, outside backticks) of a text.
    fn words(text: &str) -> std::collections::BTreeSet<String> {
        text.split('`')
            .step_by(2)
            .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().count() >= 4)
            .map(str::to_lowercase)
            .collect()
    }

    #[test]
    fn every_kind_is_said_without_english_nor_os_error() {
        // Names, and words the languages share with English ("mode SPI").
        let names = [
            "gpio", "gpioinfo", "spidev", "gpiochip", "mosi", "mode", "config", "error", "leds",
        ];
        for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
            let t = tr(lang);
            for why in whys() {
                let e = BusError::of("spi0.0", why.clone());
                let said = bus(t, &e);
                assert_ne!(said, e.to_string(), "{lang}: {why:?}");
                assert!(!said.contains("os error"), "{said}");
                let english = words(&e.to_string());
                let left: Vec<String> = words(&said)
                    .into_iter()
                    .filter(|w| english.contains(w) && !names.contains(&w.as_str()))
                    .filter(|w| !shared(lang).contains(&w.as_str()))
                    .collect();
                assert!(left.is_empty(), "{lang}: {left:?} in {said}");
                let colon = if lang == Lang::Fr { "\u{202f}: " } else { ": " };
                assert!(said.starts_with(&format!("spi0.0{colon}")), "{said}");
            }
        }
    }
}
