//! The configuration file: the shipped examples, defaults, and errors that
//! name the line, the key and what is allowed.

use std::path::Path;
use std::process::Command;

use jadoube::config::{Config, LineSpec, WiringKind};

fn err(src: &str) -> String {
    Config::from_toml(src, Some(Path::new("board.toml")))
        .unwrap_err()
        .to_string()
}

fn example(name: &str) -> Config {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("config")
        .join(name);
    Config::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_annotated_example_is_the_default() {
    assert_eq!(
        example("jadoube.toml"),
        Config::from_toml("", None).unwrap()
    );
}

#[test]
fn every_example_is_valid_and_round_trips() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("config");
    let mut kinds = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let cfg = Config::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let back = Config::from_toml(&cfg.to_toml(), None)
                .unwrap_or_else(|e| panic!("{}: effective config: {e}", path.display()));
            assert_eq!(back, cfg, "{}", path.display());
            kinds.push(cfg.sensor.kind);
        }
    }
    for k in WiringKind::ALL {
        assert!(kinds.contains(&k), "no example for {}", k.name());
    }
}

#[test]
fn defaults_fill_in_what_depends_on_other_keys() {
    let cfg = Config::from_toml("", None).unwrap();
    assert_eq!(cfg.clock.line, Some(LineSpec::named("GPIO17")));
    assert_eq!(
        cfg.rules.supervision,
        Some(jadoube::arbiter::Supervision::Full)
    );
    assert_eq!(cfg.sensor.shift_register.as_ref().unwrap().chips, 8);
    let text = cfg.to_toml();
    assert!(
        text.contains("[sensor.shift_register]") && text.contains("line = \"GPIO17\""),
        "{text}"
    );
    let cfg = example("mcp23017.toml");
    assert_eq!(cfg.rule_set().unwrap().name, "fide-2023-standard");
    assert_eq!(
        cfg.sensor.mcp23017.unwrap().addresses,
        vec![0x20, 0x21, 0x22, 0x23]
    );
}

#[test]
fn the_engine_settings_come_from_the_file() {
    let cfg = Config::from_toml("[game]\ndebounce_ms = 40\nsettle_ms = 200\nclock = \"dual\"\n[clock]\nwhite = \"GPIO5\"\nblack = \"GPIO6\"\n[rules]\nset = \"fide-2023-blitz\"\nincrement_seconds = 2\n", None).unwrap();
    let e = cfg.engine_config().unwrap();
    assert_eq!(e.debounce.confirm, jadoube::time::Time::from_millis(40));
    assert_eq!(e.settle, jadoube::time::Time::from_millis(200));
    assert_eq!(
        (e.clock, e.increment_seconds, e.rules.name.as_str()),
        (jadoube::arbiter::ClockMode::Dual, 2, "fide-2023-blitz")
    );
    assert_eq!(e.sensor, jadoube::board::SensorKind::Occupancy);
    let cfg = example("mcp3008.toml");
    assert_eq!(cfg.sensor_kind(), jadoube::board::SensorKind::Identity);
    assert_eq!(
        cfg.start_position().unwrap(),
        jadoube::arbiter::Position::startpos()
    );
}

#[test]
fn custom_rule_sets() {
    let src = "[rules]\nset = \"club\"\nsupervision = \"claim\"\n\n[[rules.custom]]\nname = \"club\"\nextra_seconds = 30\nloses_at = 3\narticle = \"club 4.2\"\n";
    let cfg = Config::from_toml(src, None).unwrap();
    let r = cfg.rule_set().unwrap();
    assert_eq!(
        (r.name.as_str(), r.extra_seconds, r.loses_at),
        ("club", 30, Some(3))
    );
    assert_eq!(r.supervision, jadoube::arbiter::Supervision::Claim);
}

#[test]
fn unknown_key() {
    assert_eq!(
        err("[sensor]\nkind = \"matrix\"\nrowz = 3\n"),
        "board.toml: line 3, column 1: key `sensor.rowz`: unknown field `rowz`, expected one of `kind`, `occupied_level`, `retries`, `recover_after`, `mapping`, `shift_register`, `matrix`, `mcp23017`, `mcp3008`, `dgt`\n  3 | rowz = 3"
    );
    assert!(err("[gaem]\n").starts_with("board.toml: line 1, column 2: key `gaem`: unknown field `gaem`, expected one of `game`, `rules`"));
}

#[test]
fn wrong_type() {
    assert_eq!(
        err("[game]\nscan_hz = \"fast\"\n"),
        "board.toml: line 2, column 11: key `game.scan_hz`: invalid type: string \"fast\", expected u32\n  2 | scan_hz = \"fast\""
    );
    assert_eq!(
        err("[sensor.shift_register]\nspi = { bus = 0, cs = \"one\" }\n"),
        "board.toml: line 2, column 23: key `sensor.shift_register.spi.cs`: invalid type: string \"one\", expected u8\n  2 | spi = { bus = 0, cs = \"one\" }"
    );
}

#[test]
fn unknown_value_lists_what_is_allowed() {
    assert_eq!(
        err("[sensor]\nkind = \"hall\"\n"),
        "board.toml: line 2, column 8: key `sensor.kind`: unknown variant `hall`, expected one of `shift_register`, `matrix`, `mcp23017`, `mcp3008`, `dgt`\n  2 | kind = \"hall\""
    );
}

#[test]
fn bad_pin() {
    assert_eq!(
        err("[clock]\nline = true\n"),
        "board.toml: line 2, column 8: key `clock.line`: invalid type: boolean `true`, expected a GPIO line name such as \"GPIO17\" or \"gpiochip0:17\" (a string)\n  2 | line = true"
    );
    let e = err("[led]\nline = \"gpiochip0:x\"\n");
    assert!(
        e.contains("line 2, column 8: key `led.line`: `gpiochip0:x` is not a GPIO line: expected a GPIO number as `gpioinfo` lists it, \"GPIO0\" to \"GPIO27\" (GPIO numbers are not header pin numbers: GPIO17 is header pin 11), a chip and offset such as \"gpiochip0:17\", or a line name the board's device tree gives"),
        "{e}"
    );
}

/// Lines that cannot exist on a Pi: each is refused at its line, with what
/// to write instead; a header pin number is told apart from a GPIO number.
#[test]
fn gpio_lines_that_cannot_exist() {
    let cases: [(&str, &str); 10] = [
        (
            "\"GPIO99\"",
            "`GPIO99` cannot exist: the 40-pin header has GPIO0 to GPIO27 (GPIO numbers, not header pins: GPIO17 is header pin 11)",
        ),
        (
            "\"GPIO-1\"",
            "`GPIO-1` cannot exist: the 40-pin header has GPIO0 to GPIO27",
        ),
        (
            "\"gpiochip0:999\"",
            "`gpiochip0:999`: offset 999 is not a line of a Pi or of an add-on chip: the header's lines are offsets 0 to 27 of its chip (GPIO0 to GPIO27)",
        ),
        (
            "\"pin11\"",
            "`pin11`: lines are named by GPIO number, not by header pin: header pin 11 is GPIO17: write \"GPIO17\"",
        ),
        (
            "\"pin 6\"",
            "`pin 6`: lines are named by GPIO number, not by header pin: header pin 6 is ground, not a GPIO line",
        ),
        (
            "\"17\"",
            "`17` is ambiguous: write the GPIO number as \"GPIO<n>\", as `gpioinfo` lists it; \"GPIO17\" is GPIO17, on header pin 11; header pin 17 is 3.3 V power, not a GPIO line",
        ),
        (
            "17",
            "`17` is ambiguous: write the GPIO number as \"GPIO<n>\", as `gpioinfo` lists it; \"GPIO17\" is GPIO17, on header pin 11; header pin 17 is 3.3 V power, not a GPIO line",
        ),
        (
            "\"11\"",
            "\"GPIO11\" is GPIO11, on header pin 23; header pin 11 is GPIO17",
        ),
        (
            "\"gpio17\"",
            "`gpio17`: write \"GPIO17\", as `gpioinfo` lists it (names are case-sensitive); GPIO17 is on header pin 11",
        ),
        (
            "\"chip0:17\"",
            "`chip0:17`: `chip0` is not a GPIO chip: expected a chip as `gpioinfo` lists it, such as \"gpiochip0\"",
        ),
    ];
    for (value, message) in cases {
        let e = err(&format!("[clock]\nline = {value}\n"));
        assert!(
            e.starts_with("board.toml: line 2, column 8: key `clock.line`: "),
            "{value}: {e}"
        );
        assert!(e.contains(message), "{value}: {e}");
    }
    for bad in [
        "GPIO28",
        "GPIO017",
        "GPIO 17",
        "SPI_MOSI2",
        "",
        "gpiochip0:-1",
    ] {
        assert!(
            format!("[clock]\nline = \"{bad}\"\n")
                .parse::<toml::Table>()
                .is_ok()
                && Config::from_toml(&format!("[clock]\nline = \"{bad}\"\n"), None).is_err(),
            "{bad} accepted"
        );
    }
    for good in [
        "GPIO0",
        "GPIO26",
        "SPI_MOSI",
        "ID_SDA",
        "gpiochip4:17",
        "/dev/gpiochip0:27",
        "gpiochip2:40",
        "ROW0",
        "LED",
    ] {
        // Sensors on I2C: the default 74HC165 chain on SPI0 would take
        // SPI_MOSI (GPIO10).
        let src = format!("[sensor]\nkind = \"mcp23017\"\n[clock]\nline = \"{good}\"\n");
        let cfg = Config::from_toml(&src, None).unwrap_or_else(|e| panic!("{good}: {e}"));
        assert_eq!(cfg.clock.line.unwrap().to_string(), good);
    }
}

#[test]
fn a_line_used_twice_is_reported_where_the_file_sets_it() {
    assert_eq!(
        err("[led]\nline = \"GPIO17\"\n"),
        "board.toml: line 2, column 1: key `led.line`: line GPIO17 is already used by clock.line (its default, not set in this file)\n  2 | line = \"GPIO17\""
    );
    // The later key (led.line) is the default here: the error goes to the
    // key the file sets.
    assert_eq!(
        err("# the press line\n[clock]\nline = \"GPIO27\"\n"),
        "board.toml: line 3, column 1: key `clock.line`: line GPIO27 is already used by led.line (its default, not set in this file)\n  3 | line = \"GPIO27\""
    );
    // Both set: the later one, naming the earlier.
    assert_eq!(
        err("[clock]\nline = \"GPIO5\"\n[led]\nline = \"GPIO5\"\n"),
        "board.toml: line 4, column 1: key `led.line`: line GPIO5 is already used by clock.line\n  4 | line = \"GPIO5\""
    );
    // A Pi 4 function name is its GPIO.
    assert_eq!(
        err("[clock]\nline = \"SPI_MOSI\"\n[led]\nline = \"GPIO10\"\n"),
        "board.toml: line 4, column 1: key `led.line`: line GPIO10 is already used by clock.line (as SPI_MOSI)\n  4 | line = \"GPIO10\""
    );
    let e = err(
        "[sensor]\nkind = \"matrix\"\n[sensor.matrix]\nrows = [\"GPIO4\", \"GPIO5\", \"GPIO6\", \"GPIO12\", \"GPIO13\", \"GPIO16\", \"GPIO18\", \"GPIO19\"]\ncolumns = [\"GPIO20\", \"GPIO21\", \"GPIO22\", \"GPIO23\", \"GPIO24\", \"GPIO25\", \"GPIO26\", \"gpiochip0:10\"]\n[clock]\nack = \"/dev/gpiochip0:10\"\n",
    );
    assert!(
        e.starts_with("board.toml: line 7, column 1: key `clock.ack`: line /dev/gpiochip0:10 is already used by sensor.matrix.columns[7] (as gpiochip0:10)"),
        "{e}"
    );
}

#[test]
fn spi_errors_name_the_key_and_line_they_are_on() {
    assert_eq!(
        err("[sensor.shift_register]\nspi = { bus = 9 }\n"),
        "board.toml: line 2, column 9: key `sensor.shift_register.spi.bus`: 9 is out of range: SPI buses 0 to 6 (/dev/spidev0.* to /dev/spidev6.*)\n  2 | spi = { bus = 9 }"
    );
    assert_eq!(
        err("[sensor.shift_register]\nchips = 8\nspi = { bus = 0, cs = 16 }\n"),
        "board.toml: line 3, column 18: key `sensor.shift_register.spi.cs`: 16 is out of range: chip selects 0 to 15\n  3 | spi = { bus = 0, cs = 16 }"
    );
    let e = err(
        "[sensor]\nkind = \"mcp3008\"\n[sensor.mcp3008]\nadcs = [\n  { bus = 0, cs = 0 }, { bus = 0, cs = 1 },\n  { bus = 7, cs = 0 },\n  { bus = 1, cs = 1 }, { bus = 1, cs = 2 }, { bus = 3, cs = 0 }, { bus = 3, cs = 1 }, { bus = 5, cs = 0 },\n]\n",
    );
    assert!(
        e.starts_with(
            "board.toml: line 6, column 5: key `sensor.mcp3008.adcs[2].bus`: 7 is out of range"
        ),
        "{e}"
    );
    let e = err("[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 99 }\n");
    assert!(
        e.starts_with("board.toml: line 3, column 18: key `led.squares.spi.cs`:"),
        "{e}"
    );
    let e = err("[sensor.shift_register]\nmode = 4\n");
    assert!(
        e.starts_with("board.toml: line 2, column 1: key `sensor.shift_register.mode`:"),
        "{e}"
    );
}

#[test]
fn semantic_errors_name_their_line() {
    assert_eq!(
        err(
            "[sensor]\nkind = \"mcp23017\"\n\n[sensor.mcp23017]\naddresses = [0x20, 0x21, 0x30, 0x23]\n"
        ),
        "board.toml: line 5, column 26: key `sensor.mcp23017.addresses[2]`: 0x30 is not an MCP23017 address: 0x20 to 0x27 (set by pins A2 A1 A0)\n  5 | addresses = [0x20, 0x21, 0x30, 0x23]"
    );
    assert!(err("[sensor.mcp23017]\n").contains("key `sensor.mcp23017`: this table is for sensor.kind = \"mcp23017\" but sensor.kind is \"shift_register\""));
    assert_eq!(
        err("[rules]\nset = \"fide-2031-standard\"\n"),
        format!(
            "board.toml: line 2, column 1: key `rules.set`: unknown rule set `fide-2031-standard`, expected one of {}\n  2 | set = \"fide-2031-standard\"",
            jadoube::arbiter::RuleSet::builtin_names()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    );
    assert!(err("[game]\ndebounce_ms = 15\n").contains("line 2, column 1: key `game.debounce_ms`: 15 ms is out of range: 21 to 60 (20 ms or less is sensor noise"));
    assert!(
        err("[game]\nstart = \"8/8/8 w\"\n")
            .contains("line 2, column 1: key `game.start`: `8/8/8 w` is not a FEN")
    );
    assert!(
        err("[game]\nstart = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n")
            .contains("key `game.start`: `8/8/8/8/8/8/8/8 w - - 0 1` is not a playable position")
    );
}

#[test]
fn duplicate_square_in_a_mapping() {
    let mut squares: Vec<String> = (0..64)
        .map(|i| format!("\"{}\"", shakmaty::Square::new(i)))
        .collect();
    squares[9] = "\"a1\"".into();
    let src = format!(
        "[sensor.mapping]\nsquares = [\n{}\n]\n",
        squares.join(",\n")
    );
    assert_eq!(
        err(&src),
        "board.toml: line 12, column 1: key `sensor.mapping.squares[9]`: a1 is already position 0 (squares[0])\n  12 | \"a1\","
    );
}

#[test]
fn missing_keys_are_placed_at_their_table() {
    assert_eq!(
        err("[game]\nclock = \"dual\"\n\n[clock]\nwhite = \"GPIO17\"\n"),
        "board.toml: line 4, column 2: key `clock.black`: game.clock = \"dual\" needs clock.white and clock.black (one press line per side)\n  4 | [clock]"
    );
    assert!(err("[sensor]\nkind = \"matrix\"\n").starts_with("board.toml: line 1, column 2: key `sensor.matrix`: sensor.kind = \"matrix\" needs a [sensor.matrix] table"));
}

#[test]
fn syntax_errors_name_the_line() {
    let e = err("[game]\nscan_hz = 100\nsettle_ms = \n");
    assert!(e.starts_with("board.toml: line 3, column 13: "), "{e}");
}

#[test]
fn check_config_prints_the_effective_configuration_or_exits_2() {
    let bin = env!("CARGO_BIN_EXE_jadoube");
    let dir = std::env::temp_dir().join(format!("jadoube-check-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.toml");
    std::fs::write(&good, "[game]\nscan_hz = 200\n").unwrap();
    let out = Command::new(bin)
        .arg("check-config")
        .arg(&good)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("scan_hz = 200") && text.contains("debounce_ms = 30"),
        "{text}"
    );
    let printed: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(Config::from_toml(&printed, None).unwrap().game.scan_hz, 200);

    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "[game]\nscan_hz = 200\nfoo = 1\n").unwrap();
    let out = Command::new(bin)
        .args(["check-config", "--config"])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("bad.toml: line 3, column 1: key `game.foo`: unknown field `foo`"),
        "{stderr}"
    );

    let out = Command::new(bin)
        .arg("check-config")
        .arg(dir.join("missing.toml"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("cannot read the configuration")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_arbiter_only_second_framebuffer() {
    let both = "[screen]\noutputs = [\"fbdev\"]\nalert_visibility = \"second_output\"\narbiter_fb_device = \"/dev/fb1\"\n";
    let cfg = Config::from_toml(both, None).unwrap();
    let opts = jadoube::daemon::screen_options(&cfg);
    assert_eq!(
        opts.arbiter_fb_device.as_deref(),
        Some(Path::new("/dev/fb1"))
    );
    let e = err("[screen]\noutputs = [\"fbdev\"]\nalert_visibility = \"second_output\"\n");
    assert!(
        e.contains("screen.alert_visibility") && e.contains("arbiter_fb_device"),
        "{e}"
    );
    let e = err("[screen]\noutputs = [\"terminal\"]\narbiter_fb_device = \"/dev/fb1\"\n");
    assert!(
        e.contains("screen.arbiter_fb_device") && e.contains("needs \"fbdev\""),
        "{e}"
    );
}

#[test]
fn text_that_is_not_utf8_is_named_at_its_line_and_column() {
    let bytes = b"[game]\nscan_hz = 100\n# caf\xe9 in Latin-1\n";
    let e = Config::from_bytes(bytes, Some(std::path::Path::new("x.toml"))).unwrap_err();
    assert_eq!((e.line, e.column), (Some(3), Some(6)), "{e}");
    let text = e.to_string();
    assert!(text.starts_with("x.toml: line 3, column 6"), "{text}");
    assert!(
        text.contains("not UTF-8 text (bytes e9 20 69 6e)"),
        "{text}"
    );
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let c = Config::from_bytes(b"\xef\xbb\xbf[game]\nscan_hz = 200\n", None).unwrap();
    assert_eq!(c.game.scan_hz, 200);
    // Errors after it are still placed at their line.
    let e = Config::from_bytes(b"\xef\xbb\xbf[game]\nscan_hz = 5\n", None).unwrap_err();
    assert_eq!(e.line, Some(2), "{e}");
}

#[test]
fn a_key_missing_with_its_table_is_placed_at_the_end_of_the_file() {
    let e = Config::from_toml("[game]\nclock = \"dual\"\n", Some(Path::new("b.toml"))).unwrap_err();
    assert_eq!(e.line, Some(2), "{e}");
    assert!(e.to_string().contains("(not in the file: add it)"), "{e}");
}

#[test]
fn the_display_language() {
    use jadoube::i18n::Lang;
    let cfg = Config::from_toml("[display]\nlanguage = \"pt\"\n", None).unwrap();
    assert_eq!(cfg.display.lang(), Lang::Pt);
    assert_eq!(cfg.display.language, Some(Lang::Pt));
    let e = err("[game]\nscan_hz = 100\n[display]\nlanguage = \"it\"\n");
    assert!(e.contains("line 4"), "{e}");
    assert!(
        e.contains("unknown language `it`: expected en, es, pt, fr, de"),
        "{e}"
    );
}

// ---------------------------------------------------------------- pins used twice

/// A role of the configuration that takes a header line: the key it is
/// named by in errors, and the TOML that makes it take GPIO `g` (`None`
/// when it cannot take that line: a bus takes only its own pins).
struct Role {
    name: &'static str,
    key: &'static str,
    /// Sensor roles exclude each other (one `sensor.kind`), except the
    /// 74HC165 chain's SPI device and load line.
    sensor: Option<&'static str>,
    /// What the role needs (its table), then what makes it take the line:
    /// every role's needs are merged first, then the claims.
    claim: fn(u8) -> Option<(String, String)>,
}

/// SPI devices whose chip select is GPIO `g` (SPI1 CE0 is GPIO18) or that
/// take it otherwise (SPI3's MOSI is GPIO2, also I2C1's SDA).
fn spi_on(g: u8) -> Option<&'static str> {
    match g {
        18 => Some("{ bus = 1, cs = 0 }"),
        2 => Some("{ bus = 3, cs = 0 }"),
        _ => None,
    }
}

fn roles() -> Vec<Role> {
    vec![
        Role {
            name: "the 74HC165 chain's load line",
            key: "sensor.shift_register.load",
            sensor: Some("shift_register"),
            claim: |g| {
                Some((
                    String::new(),
                    format!("[sensor.shift_register]\nload = \"GPIO{g}\"\n"),
                ))
            },
        },
        Role {
            name: "the 74HC165 chain's SPI device",
            key: "sensor.shift_register.spi",
            sensor: Some("shift_register"),
            claim: |g| {
                spi_on(g).map(|d| {
                    (
                        String::new(),
                        format!("[sensor.shift_register]\nspi = {d}\n"),
                    )
                })
            },
        },
        Role {
            name: "a matrix row",
            key: "sensor.matrix.rows",
            sensor: Some("matrix"),
            claim: |g| {
                // The other lines on an expander, out of the way.
                let rows: Vec<String> = std::iter::once(format!("\"GPIO{g}\""))
                    .chain((1..8).map(|i| format!("\"gpiochip1:{i}\"")))
                    .collect();
                let columns: Vec<String> = (8..16).map(|i| format!("\"gpiochip1:{i}\"")).collect();
                Some((
                    String::new(),
                    format!(
                        "[sensor]\nkind = \"matrix\"\n[sensor.matrix]\nrows = [{}]\ncolumns = [{}]\n",
                        rows.join(", "),
                        columns.join(", ")
                    ),
                ))
            },
        },
        Role {
            name: "an MCP3008",
            key: "sensor.mcp3008.adcs",
            sensor: Some("mcp3008"),
            claim: |g| {
                // The other seven on SPI2, whose pins are not on the header.
                spi_on(g).map(|d| {
                    let rest: Vec<String> = (0..7)
                        .map(|cs| format!("{{ bus = 2, cs = {cs} }}"))
                        .collect();
                    (
                        String::new(),
                        format!(
                            "[sensor]\nkind = \"mcp3008\"\n[sensor.mcp3008]\nadcs = [{d}, {}]\n",
                            rest.join(", ")
                        ),
                    )
                })
            },
        },
        Role {
            name: "the MCP23017s' I2C bus",
            key: "sensor.mcp23017.i2c_bus",
            sensor: Some("mcp23017"),
            claim: |g| {
                (g == 2).then(|| {
                    (
                        String::new(),
                        "[sensor]\nkind = \"mcp23017\"\n[sensor.mcp23017]\ni2c_bus = 1\n".into(),
                    )
                })
            },
        },
        Role {
            name: "the clock's press line",
            key: "clock.line",
            sensor: None,
            claim: |g| Some((String::new(), format!("[clock]\nline = \"GPIO{g}\"\n"))),
        },
        Role {
            name: "the arbiter's button",
            key: "clock.ack",
            sensor: None,
            claim: |g| Some((String::new(), format!("[clock]\nack = \"GPIO{g}\"\n"))),
        },
        Role {
            name: "a j'adoube button",
            key: "adjust.white",
            sensor: None,
            claim: |g| Some((String::new(), format!("[adjust]\nwhite = \"GPIO{g}\"\n"))),
        },
        Role {
            name: "the status LED",
            key: "led.line",
            sensor: None,
            claim: |g| Some((String::new(), format!("[led]\nline = \"GPIO{g}\"\n"))),
        },
        Role {
            name: "the square LEDs' SPI device",
            key: "led.squares.spi",
            sensor: None,
            claim: |g| {
                spi_on(g).map(|d| {
                    (
                        "[led.squares]\nkind = \"shift_register\"\nlatch = \"gpiochip1:40\"\n"
                            .into(),
                        format!("[led.squares]\nspi = {d}\n"),
                    )
                })
            },
        },
        Role {
            name: "the 74HC595 latch",
            key: "led.squares.latch",
            sensor: None,
            claim: |g| {
                Some((
                    "[led.squares]\nkind = \"shift_register\"\nspi = { bus = 2, cs = 9 }\n".into(),
                    format!("[led.squares]\nlatch = \"GPIO{g}\"\n"),
                ))
            },
        },
        Role {
            name: "the screen's SPI device",
            key: "screen.panel.spi",
            sensor: None,
            claim: |g| {
                spi_on(g).map(|d| {
                    (
                        "[screen.panel]\ndc = \"gpiochip1:41\"\n".into(),
                        format!("[screen.panel]\nspi = {d}\n"),
                    )
                })
            },
        },
        Role {
            name: "the screen's data/command line",
            key: "screen.panel.dc",
            sensor: None,
            claim: |g| {
                Some((
                    "[screen.panel]\nspi = { bus = 2, cs = 10 }\n".into(),
                    format!("[screen.panel]\ndc = \"GPIO{g}\"\n"),
                ))
            },
        },
    ]
}

/// Merges TOML fragments: tables merged key by key, a later value wins.
fn merge(fragments: &[String]) -> String {
    fn into(dst: &mut toml::Table, src: toml::Table) {
        for (k, v) in src {
            match (dst.get_mut(&k), v) {
                (Some(toml::Value::Table(d)), toml::Value::Table(s)) => into(d, s),
                (_, v) => {
                    dst.insert(k, v);
                }
            }
        }
    }
    let mut out = toml::Table::new();
    for f in fragments {
        into(&mut out, f.parse::<toml::Table>().expect("a TOML fragment"));
    }
    toml::to_string(&out).expect("TOML")
}

#[test]
fn every_pair_of_roles_on_one_pin_is_refused_naming_both_keys() {
    let roles = roles();
    let mut pairs = 0;
    for (i, a) in roles.iter().enumerate() {
        for b in &roles[i + 1..] {
            if let (Some(x), Some(y)) = (a.sensor, b.sensor)
                && x != y
            {
                continue; // one wiring at a time
            }
            let Some((g, (na, ca), (nb, cb))) = [18, 2]
                .into_iter()
                .find_map(|g| Some((g, (a.claim)(g)?, (b.claim)(g)?)))
            else {
                continue; // no line both can take (two I2C-only roles)
            };
            let src = merge(&[na, nb, ca, cb]);
            let e = Config::from_toml(&src, None)
                .map(|_| ())
                .map_err(|e| e.to_string());
            let e = e.expect_err(&format!(
                "{} and {} both on GPIO{g} accepted:\n{src}",
                a.name, b.name
            ));
            assert!(
                e.contains(a.key) && e.contains(b.key),
                "{} and {} on GPIO{g}: the error must name both keys: {e}\n{src}",
                a.name,
                b.name
            );
            pairs += 1;
        }
    }
    // Every pair but those of two wirings, and the I2C bus with a role
    // that cannot take GPIO2.
    assert!(pairs >= 60, "only {pairs} pairs tried");
}

#[test]
fn the_dual_clock_on_the_ws2812_strip_chip_select_is_refused() {
    // The case: GPIO18 as SPI1 CE0 (the strip) and Black's press line.
    let e = err(
        "[game]\nclock = \"dual\"\n[clock]\nwhite = \"GPIO17\"\nblack = \"GPIO18\"\n[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 0 }\n",
    );
    assert_eq!(
        e,
        "board.toml: line 5, column 1: key `clock.black`: line GPIO18 (pin 12) is SPI1 CE0 of led.squares.spi: choose a free line\n  5 | black = \"GPIO18\""
    );
    // The strip written first: the error still names both.
    let e = err(
        "[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 0 }\n[game]\nclock = \"dual\"\n[clock]\nwhite = \"GPIO17\"\nblack = \"GPIO18\"\n",
    );
    assert!(
        e.contains("clock.black") && e.contains("led.squares.spi"),
        "{e}"
    );
}

#[test]
fn a_line_on_a_default_bus_says_the_bus_is_a_default() {
    // The default sensors are a 74HC165 chain on SPI0 CE0 (GPIO8).
    assert_eq!(
        err("[clock]\nack = \"GPIO8\"\n"),
        "board.toml: line 2, column 1: key `clock.ack`: line GPIO8 (pin 24) is SPI0 CE0 of sensor.shift_register.spi (its default, not set in this file): choose a free line\n  2 | ack = \"GPIO8\""
    );
    // A function name is its GPIO.
    let e = err("[led]\nline = \"SPI_MOSI\"\n");
    assert!(
        e.contains("key `led.line`: line SPI_MOSI (GPIO10, pin 19) is SPI0 MOSI of sensor.shift_register.spi"),
        "{e}"
    );
}

#[test]
fn two_buses_on_one_pin_and_one_chip_select_twice_are_refused() {
    // SPI3 takes GPIO0 to GPIO3: I2C1's SDA and SCL.
    let e = err(
        "[sensor]\nkind = \"mcp23017\"\n[led.squares]\nkind = \"ws2812\"\nspi = { bus = 3, cs = 0 }\n",
    );
    assert!(
        e.contains("key `led.squares.spi`: SPI3 MOSI is GPIO2 (pin 3), already I2C1 SDA of sensor.mcp23017.i2c_bus"),
        "{e}"
    );
    // The LEDs on the sensors' chip select.
    let e = err("[led.squares]\nkind = \"ws2812\"\nspi = { bus = 0, cs = 0 }\n");
    assert!(
        e.contains("key `led.squares.spi`: spi0.0 is already used by sensor.shift_register.spi (its default, not set in this file)"),
        "{e}"
    );
    // Devices of one bus share its MISO, MOSI and SCLK: no clash.
    Config::from_toml(
        "[led.squares]\nkind = \"ws2812\"\nspi = { bus = 0, cs = 1 }\n",
        None,
    )
    .unwrap();
}
