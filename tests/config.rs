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
        "board.toml: line 3, column 1: key `sensor.rowz`: unknown field `rowz`, expected one of `kind`, `occupied_level`, `retries`, `recover_after`, `mapping`, `shift_register`, `matrix`, `mcp23017`, `mcp3008`\n  3 | rowz = 3"
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
        "board.toml: line 2, column 8: key `sensor.kind`: unknown variant `hall`, expected one of `shift_register`, `matrix`, `mcp23017`, `mcp3008`\n  2 | kind = \"hall\""
    );
}

#[test]
fn bad_pin() {
    assert_eq!(
        err("[clock]\nline = 17\n"),
        "board.toml: line 2, column 8: key `clock.line`: invalid type: integer `17`, expected a GPIO line name such as \"GPIO17\" or \"gpiochip0:17\" (a string)\n  2 | line = 17"
    );
    assert!(err("[led]\nline = \"gpiochip0:x\"\n").contains("key `led.line`: `gpiochip0:x` is not a GPIO line: expected a line name such as \"GPIO17\" or a chip and offset such as \"gpiochip0:17\""));
    assert_eq!(
        err("[led]\nline = \"GPIO17\"\n"),
        "board.toml: line 2, column 1: key `led.line`: line GPIO17 is already used by clock.line\n  2 | line = \"GPIO17\""
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
