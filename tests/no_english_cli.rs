//! No English left (issue 31), second part: the command line's `--help`
//! (the abouts of the commands, clap's headings, the options the
//! catalogues have: `cli/help.rs`) and what `verify` says is wrong with a
//! journal (`journal::problem_words`), in es, pt, fr and de.

mod english;

use std::path::{Path, PathBuf};
use std::process::Command;

use english::*;
use jadoube::i18n::Lang;

const BIN: &str = env!("CARGO_BIN_EXE_jadoube");
const OTHERS: [Lang; 4] = [Lang::Es, Lang::Pt, Lang::Fr, Lang::De];

fn locale(lang: Lang) -> &'static str {
    match lang {
        Lang::Es => "es_ES.UTF-8",
        Lang::Pt => "pt_BR.UTF-8",
        Lang::Fr => "fr_FR.UTF-8",
        Lang::De => "de_DE.UTF-8",
        Lang::En => "C",
    }
}

/// Standard output and error of the program, with `LANG`.
fn run(lang_env: &str, args: &[&str]) -> String {
    run_status(lang_env, args).0
}

/// clap's placeholders (`[OPTIONS]`, `<FILES>...`, `<COMMAND>`) and the
/// names of the commands in their list (`  verify   Comprueba…`) are no
/// words of a language.
fn without_placeholders(text: &str) -> String {
    text.lines()
        .map(|l| {
            let named = l.starts_with("  ")
                && l[2..].starts_with(|c: char| c.is_ascii_lowercase())
                && l[2..].contains("  ");
            // The usage line names the program and its commands (and
            // goes on under it for a command with several forms).
            if l.contains(": jadoube") || l.trim_start().starts_with("jadoube ") {
                return String::new();
            }
            let l = if named {
                l[2..].split_once(' ').map_or("", |(_, rest)| rest)
            } else {
                l
            };
            l.split(' ')
                .filter(|t| {
                    let w = t.trim_matches(|c: char| "<>[].,".contains(c));
                    w.is_empty()
                        || !w
                            .chars()
                            .all(|c| c.is_ascii_uppercase() || c == '_' || c == ':')
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn no_english_in_the_help() {
    let en = english_words();
    // English is what the others are checked against: it has the words.
    let english = run("C", &["verify", "--help"]);
    assert!(english.contains("Check the hash chain"), "{english}");
    for lang in OTHERS {
        let code = lang.code();
        for (what, text) in [
            ("--help", run(locale(lang), &["--help"])),
            ("help verify", run(locale(lang), &["help", "verify"])),
            (
                "verify --help",
                run("C", &["verify", "--lang", code, "--help"]),
            ),
        ] {
            assert!(text.contains("verify"), "{lang} {what}: {text}");
            assert_no_english(lang, what, &without_placeholders(&text), &en);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The demo game's journal, played by `run --sim` in `dir`.
fn journal(dir: &Path) -> PathBuf {
    let out = Command::new(BIN)
        .args(["run", "--sim"])
        .arg(root().join("traces/demo.trace"))
        .arg("--state-dir")
        .arg(dir)
        .args(["--speed", "max", "--screen", "none"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    jadoube::journal::journals_in(dir).unwrap().remove(0)
}

#[test]
fn no_english_in_what_verify_finds_wrong() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(journal(&dir)).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let write = |name: &str, keep: &dyn Fn(usize) -> bool| {
        let p = dir.join(name);
        let kept: Vec<&str> = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| keep(*i))
            .map(|(_, l)| *l)
            .collect();
        std::fs::write(&p, kept.join("\n") + "\n").unwrap();
        p
    };
    // A line removed (the chain breaks); the header's seal removed.
    let removed = write("removed.jsonl", &|i| i != 9);
    let unsealed = write("unsealed.jsonl", &|i| i != 1);
    let english = run("C", &["verify", removed.to_str().unwrap()]);
    assert!(
        english.contains("a line was removed before line 10"),
        "{english}"
    );
    for lang in OTHERS {
        for p in [&removed, &unsealed] {
            let said = run("C", &["verify", "--lang", lang.code(), p.to_str().unwrap()]);
            // The chain's and the seals' lines: what is wrong.
            // (Not the game's line: its event, `demo`, is a name.)
            let problems: Vec<&str> = said
                .lines()
                .skip(1)
                .take(3)
                .filter(|l| !l.contains(": demo,"))
                .collect();
            assert!(
                problems
                    .iter()
                    .any(|l| l.contains("10") || l.contains(" 2 ")),
                "{said}"
            );
            assert_no_english(lang, "verify", &problems.join("\n"), &en);
        }
    }
    // en-12: the reasons under the problem: a line altered (the next one
    // records another hash for it), a copy with CR LF line ends.
    let mut altered: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    altered[9] = altered[9].replacen("\"t\":", "\"t\":9", 1);
    let altered_path = dir.join("altered.jsonl");
    std::fs::write(&altered_path, altered.join("\n") + "\n").unwrap();
    let crlf_path = dir.join("crlf.jsonl");
    std::fs::write(&crlf_path, lines.join("\r\n") + "\r\n").unwrap();
    let english = run("C", &["verify", altered_path.to_str().unwrap()]);
    assert!(
        english.contains("line 10 was altered: line 11 records another hash for it"),
        "{english}"
    );
    let english = run("C", &["verify", crlf_path.to_str().unwrap()]);
    assert!(english.contains("lines end with CR LF"), "{english}");
    for lang in OTHERS {
        for p in [&altered_path, &crlf_path] {
            let said = run("C", &["verify", "--lang", lang.code(), p.to_str().unwrap()]);
            let problem: Vec<&str> = said
                .lines()
                .skip(1)
                .take(1)
                .filter(|l| l.contains("11") || l.contains("CR LF"))
                .collect();
            assert_eq!(problem.len(), 1, "{lang}: {said}");
            assert_no_english(lang, "verify", problem[0], &en);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every command's path (`["round", "start"]`), from the program's own
/// command tree: a command added later is checked too.
fn commands() -> Vec<Vec<String>> {
    use clap::CommandFactory;
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands() {
            // `hall` is hidden: it only says the hall is `jadoube-hall`
            // (checked below, with that program's own help).
            if sub.get_name() == "help" || sub.is_hide_set() {
                continue;
            }
            let mut p = path.to_vec();
            p.push(sub.get_name().to_string());
            out.push(p.clone());
            walk(sub, &p, out);
        }
    }
    let mut out = Vec::new();
    walk(&jadoube::cli::Cli::command(), &[], &mut out);
    out
}

/// Standard output and error, with the exit status.
fn run_status(lang_env: &str, args: &[&str]) -> (String, Option<i32>) {
    run_program(Path::new(BIN), lang_env, args)
}

/// The hall's program, built next to the board's by `cargo test` at the
/// workspace's root.
fn hall_program() -> PathBuf {
    let bin = Path::new(BIN).with_file_name("jadoube-hall");
    assert!(
        bin.exists(),
        "{} is missing: run `cargo test` at the workspace root",
        bin.display()
    );
    bin
}

/// [`run_status`] of any program.
fn run_program(bin: &Path, lang_env: &str, args: &[&str]) -> (String, Option<i32>) {
    let o = Command::new(bin)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_env)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
        o.status.code(),
    )
}

/// en-11: the help of every command, its own options and their values
/// and defaults included, under each language's locale.
#[test]
fn no_english_in_the_help_of_any_command() {
    let en = english_words();
    let cmds = commands();
    assert!(
        cmds.iter().any(|c| c == &["round", "start"]) && cmds.len() > 15,
        "{cmds:?}"
    );
    // English has clap's own words, which the others must not.
    let english = run("C", &["replay", "--help"]);
    assert!(english.contains("Possible values"), "{english}");
    let mut found = Vec::new();
    for lang in OTHERS {
        for cmd in &cmds {
            let mut args: Vec<&str> = cmd.iter().map(String::as_str).collect();
            args.push("--help");
            let what = format!("{} --help", cmd.join(" "));
            let (text, status) = run_status(locale(lang), &args);
            assert_eq!(status, Some(0), "{lang} {what}: {text}");
            assert!(
                !text.contains("Possible values") && !text.contains("[default:"),
                "{lang} {what}: {text}"
            );
            found.extend(english_report(
                lang,
                &what,
                &without_placeholders(&text),
                &en,
            ));
        }
    }
    // The hall's program (`jadoube-hall`): its help and its commands'; and
    // the board's `jadoube hall`, which says where the hall went.
    let hall = hall_program();
    let hall_cmds: [&[&str]; 6] = [
        &[],
        &["user"],
        &["user", "add"],
        &["user", "remove"],
        &["user", "list"],
        &["pairings"],
    ];
    for lang in OTHERS {
        for cmd in hall_cmds {
            let mut args = cmd.to_vec();
            args.push("--help");
            let what = format!("jadoube-hall {} --help", cmd.join(" "));
            let (text, status) = run_program(&hall, locale(lang), &args);
            assert_eq!(status, Some(0), "{lang} {what}: {text}");
            // The program's name is no English word.
            let text = without_placeholders(&text).replace("jadoube-hall", "");
            found.extend(english_report(lang, &what, &text, &en));
        }
        let (text, status) = run_status(locale(lang), &["hall", "--port", "8080"]);
        assert_eq!(status, Some(2), "{lang} jadoube hall: {text}");
        assert!(text.contains("jadoube-hall"), "{lang}: {text}");
        let text = text.replace("jadoube-hall", "");
        found.extend(english_report(lang, "jadoube hall", &text, &en));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// en-11: clap's errors: an unknown option, a missing value, a value not
/// among those allowed; exit status 2 as clap's.
#[test]
fn no_english_in_the_command_line_s_errors() {
    let en = english_words();
    let cases: [(&str, &[&str], &str); 5] = [
        (
            "unknown option",
            &["replay", "--bogus", "x.trace"],
            "--bogus",
        ),
        ("missing value", &["verify", "x.jsonl", "--keys"], "--keys"),
        (
            "bad value",
            &["replay", "--format", "yaml", "x.trace"],
            "yaml",
        ),
        (
            "bad size",
            &["replay", "--screen-size", "3", "x.trace"],
            "3",
        ),
        (
            "bad width",
            &["replay", "--screen-size", "wx240", "x.trace"],
            "wx240",
        ),
    ];
    let (english, status) = run_status("C", cases[0].1);
    assert!(english.contains("unexpected argument"), "{english}");
    assert_eq!(status, Some(2));
    let mut found = Vec::new();
    for lang in OTHERS {
        for (what, args, named) in cases {
            let mut args = args.to_vec();
            args.extend(["--lang", lang.code()]);
            let (text, status) = run_status("C", &args);
            assert_eq!(status, Some(2), "{lang} {what}: {text}");
            assert!(text.contains(named), "{lang} {what}: {text}");
            found.extend(english_report(
                lang,
                what,
                &without_placeholders(&text),
                &en,
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// What a command says on standard error, without the lines that quote
/// the input (a configuration's line: `  2 | scan_hzz = 100`).
fn said(text: &str) -> String {
    text.lines()
        .filter(|l| {
            let t = l.trim_start();
            !(t.split_once(" | ")
                .is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit())))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// en-13: the errors that end a command: a missing file, a bad trace line
/// (`replay`), a bad configuration (`check-config`), in each language,
/// with the line and the file named; exit status 2 for bad input, 1 for
/// a file that cannot be read.
#[test]
fn no_english_in_the_errors_that_end_a_command() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-err-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let missing = dir.join("missing.trace").to_str().unwrap().to_string();
    let missing_journal = dir.join("missing.jsonl").to_str().unwrap().to_string();
    let missing_config = dir.join("missing.toml").to_str().unwrap().to_string();
    let verb = file("verb.trace", "start startpos\n0.1 lift e2\n0.2 jump e4\n");
    let empty = file("empty.trace", "start startpos\n0.1 lift e4\n");
    let header = file(
        "header.trace",
        "start startpos\nsensor magnet\n0.1 lift e2\n",
    );
    let key = file("key.toml", "[game]\nscan_hzz = 100\n");
    let kind = file("type.toml", "[game]\nscan_hz = \"fast\"\n");
    let value = file("value.toml", "[sensor]\nkind = \"magnets\"\n");
    // The configuration's own rules: a value out of its range.
    let range = file("range.toml", "[game]\nscan_hz = 5\n");
    let debounce = file("debounce.toml", "[game]\ndebounce_ms = 7\n");
    let retries = file("retries.toml", "[sensor]\nretries = 11\n");
    let scans = file("scans.toml", "[game]\nscan_hz = 50\ndebounce_ms = 30\n");
    let height = file("height.toml", "[screen]\nwidth = 320\n");
    // What is checked, the exit status, and what the message must name.
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (vec!["replay", &missing], 1, "missing.trace"),
        (vec!["verify", &missing_journal], 1, "missing.jsonl"),
        (vec!["check-config", &missing_config], 2, "missing.toml"),
        (vec!["replay", &verb], 2, "jump"),
        (vec!["replay", &empty], 2, "e4"),
        (vec!["replay", &header], 2, "magnet"),
        (vec!["check-config", &key], 2, "scan_hzz"),
        (vec!["check-config", &kind], 2, "game.scan_hz"),
        (vec!["check-config", &value], 2, "magnets"),
        (vec!["check-config", &range], 2, "1000"),
        (vec!["check-config", &debounce], 2, "game.debounce_ms"),
        (vec!["check-config", &retries], 2, "sensor.retries"),
        (vec!["check-config", &scans], 2, "game.scan_hz"),
        (vec!["check-config", &height], 2, "screen.height"),
        (
            vec!["replay", &empty, "--rules", "fide-1066"],
            2,
            "fide-1066",
        ),
    ];
    let (english, _) = run_status("C", &cases[3].0);
    assert!(english.contains("line 3: unknown verb `jump`"), "{english}");
    let (english, _) = run_status("C", &cases[0].0);
    assert!(english.contains("No such file or directory"), "{english}");
    let mut found = Vec::new();
    // `run` has no `--lang`: a configuration that does not load is said in
    // the locale's language, as `check-config` says it.
    for (locale, lang) in [
        ("es_ES.UTF-8", "es"),
        ("pt_BR.UTF-8", "pt"),
        ("fr_FR.UTF-8", "fr"),
        ("de_DE.UTF-8", "de"),
    ] {
        for config in [&range, &height] {
            let args = ["run", "--sim", &verb, "--config", config];
            let what = format!("LANG={locale} {}", args.join(" "));
            let (text, got) = run_status(locale, &args);
            assert_eq!(got, Some(2), "{what}: {text}");
            assert!(text.contains(config.as_str()), "{what}: {text}");
            let lang = OTHERS.iter().find(|l| l.code() == lang).unwrap();
            found.extend(english_report(*lang, &what, &said(&text), &en));
        }
    }
    found.extend(english_in_cases(&cases, &en));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// en-13, the rest of the configuration's checks (lang5): a bad GPIO line,
/// a line used twice, a bad mapping, a bad hall topic and broker, a bad
/// MCP23017 address, a start position that is no FEN or cannot be played
/// from, an unknown `rules.set`, TOML syntax errors; and `--speed`'s and
/// `--screen-size`'s reasons (en-11). In es, pt, fr and de: no English
/// word, the key or the line named, exit status 2. What is not a word of
/// the language: the configuration's keys and values between backticks,
/// the TOML reader's type of a value (`integer`) in a dotted key's error.
#[test]
fn no_english_in_the_configuration_s_checks() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-cfg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    // (file, its text, what the message must name)
    let configs: Vec<(String, &str)> = vec![
        (
            file("pin.toml", "[clock]\nline = \"pin11\"\n"),
            "clock.line",
        ),
        (file("number.toml", "[clock]\nline = 17\n"), "clock.line"),
        (
            file("gpio99.toml", "[clock]\nline = \"GPIO99\"\n"),
            "GPIO99",
        ),
        (
            file(
                "twice.toml",
                "[clock]\nline = \"GPIO5\"\n[adjust]\nwhite = \"GPIO5\"\n",
            ),
            "adjust.white",
        ),
        (
            file("default.toml", "[adjust]\nwhite = \"GPIO17\"\n"),
            "clock.line",
        ),
        (
            file(
                "bus.toml",
                "[clock]\nline = \"GPIO18\"\n[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 0 }\n",
            ),
            "clock.line",
        ),
        (
            file("rotate.toml", "[sensor.mapping]\nrotate = 45\n"),
            "sensor.mapping.rotate",
        ),
        (
            file("squares.toml", "[sensor.mapping]\nsquares = [\"a1\"]\n"),
            "sensor.mapping.squares",
        ),
        (
            file("topic.toml", "[hall]\nprefix = \"a/#\"\n"),
            "hall.prefix",
        ),
        (
            file("broker.toml", "[hall]\nbroker = \"hall\"\n"),
            "hall.broker",
        ),
        (
            file("user.toml", "[hall]\nusername = \"b\"\n"),
            "hall.password_file",
        ),
        (
            file(
                "mcp.toml",
                "[sensor]\nkind = \"mcp23017\"\n[sensor.mcp23017]\naddresses = [0x20, 0x21, 0x22, 0x30]\n",
            ),
            "sensor.mcp23017.addresses[3]",
        ),
        (
            file("dgt.toml", "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\n"),
            "sensor.dgt.clock_white",
        ),
        (
            file("dual.toml", "[game]\nclock = \"dual\"\n"),
            "clock.white",
        ),
        (file("fen.toml", "[game]\nstart = \"xyz\"\n"), "game.start"),
        (
            file(
                "empty.toml",
                "[game]\nstart = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n",
            ),
            "game.start",
        ),
        (
            file(
                "pawn.toml",
                "[game]\nstart = \"4k3/8/8/8/8/8/8/4K2P w - - 0 1\"\n",
            ),
            "game.start",
        ),
        (
            file("rules.toml", "[rules]\nset = \"fide-1066\"\n"),
            "fide-1066",
        ),
        (file("header.toml", "[game\n"), "| [game"),
        (
            file("duplicate.toml", "[game]\nscan_hz = 100\nscan_hz = 200\n"),
            "scan_hz",
        ),
        (file("string.toml", "[game]\nstart = \"abc\n"), "| start"),
        (file("dotted.toml", "a = 1\na.b = 2\n"), "a.b"),
    ];
    let (english, _) = run_status("C", &["check-config", &configs[0].0]);
    assert!(
        english.contains("lines are named by GPIO number"),
        "{english}"
    );
    let mut found = Vec::new();
    for lang in OTHERS {
        for (config, named) in &configs {
            let args = ["check-config", config.as_str(), "--lang", lang.code()];
            let what = args.join(" ");
            let (text, got) = run_status("C", &args);
            assert_eq!(got, Some(2), "{what}: {text}");
            assert!(text.contains(named), "{what}: {text}");
            assert!(text.contains(config.as_str()), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
        // The reasons of the command line's value parsers.
        for (args, named) in [
            (vec!["demo", "--speed", "fast"], "fast"),
            (vec!["replay", "--screen-size", "2x240", "x.trace"], "2x240"),
        ] {
            let mut args = args.clone();
            args.extend(["--lang", lang.code()]);
            let what = args.join(" ");
            let (text, got) = run_status("C", &args);
            assert_eq!(got, Some(2), "{what}: {text}");
            assert!(text.contains(named), "{what}: {text}");
            found.extend(english_report(
                lang,
                &what,
                &without_placeholders(&text),
                &en,
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// en-13 (lang6): the operating system's errors of kinds the first
/// catalogue did not name (a loop of links, a name too long, a FIFO), and
/// `--key`/`--keys`' errors (a list that cannot be read, a bad line, a key
/// that is neither a key nor a file), in each language: the file named,
/// exit status 1, no "os error", no English word.
#[test]
fn no_english_in_the_system_s_errors_and_the_keys() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-os-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // A link to itself (ELOOP), a name longer than the system takes
    // (ENAMETOOLONG); a FIFO as the list of keys (refused: it could be
    // waited on for ever).
    let looped = path("loop.trace");
    std::os::unix::fs::symlink(&looped, &looped).unwrap();
    let long = path(&format!("{}.trace", "n".repeat(300)));
    let fifo = path("fifo.trace");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let journal = journal(&dir.join("state"));
    let journal = journal.to_str().unwrap();
    let missing_keys = path("missing-keys.txt");
    let bad_keys = path("bad-keys.txt");
    std::fs::write(&bad_keys, "b1 zz\n").unwrap();
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (vec!["replay", &looped], 1, "loop.trace"),
        (vec!["replay", &long], 1, "nnnn"),
        (
            vec!["verify", journal, "--keys", &missing_keys],
            1,
            "missing-keys.txt",
        ),
        (
            vec!["verify", journal, "--keys", &bad_keys],
            1,
            "bad-keys.txt",
        ),
        (vec!["verify", journal, "--key", "zz"], 1, "--key"),
        (vec!["verify", journal, "--keys", &fifo], 1, "fifo.trace"),
        (
            vec!["export", journal, "--keys", &missing_keys],
            1,
            "missing-keys.txt",
        ),
    ];
    // English says what it said before.
    let (english, _) = run_status("C", &cases[2].0);
    assert!(
        english.contains("cannot read the list of keys") && english.contains("No such file"),
        "{english}"
    );
    let (english, _) = run_status("C", &cases[3].0);
    assert!(english.contains("line 1: not a public key"), "{english}");
    let mut found = Vec::new();
    found.extend(english_in_cases(&cases, &en));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// `round results`: who entered the arbiter's result (`board`) is said in
/// the language ("el árbitro en el tablero"); the TRF and CSV written are
/// the same in every language but for the CSV's `how` column.
#[test]
fn no_english_in_who_entered_a_result() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-by-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let state = dir.join("state");
    std::fs::create_dir_all(&state).unwrap();
    let config = dir.join("board.toml");
    std::fs::write(
        &config,
        "[journal]\nround = 3\nboard = 3\nwhite = \"Okafor, Ben\"\nblack = \"Müller, Jörg\"\n",
    )
    .unwrap();
    let out = Command::new(BIN)
        .args(["run", "--sim"])
        .arg(root().join("tests/traces/laws/s8-result-corrected-postmortem-new-game.trace"))
        .arg("--config")
        .arg(&config)
        .arg("--state-dir")
        .arg(&state)
        .args(["--speed", "max", "--screen", "none"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let trf = root().join("tests/fixtures/trf/open-r3.trf");
    let results = |lang: &str, trf_out: &Path| {
        let (text, status) = run_status(
            "C",
            &[
                "round",
                "results",
                trf.to_str().unwrap(),
                "--journals",
                state.to_str().unwrap(),
                "--trf-out",
                trf_out.to_str().unwrap(),
                "--lang",
                lang,
            ],
        );
        assert_eq!(status, Some(0), "{lang}: {text}");
        (text, std::fs::read(trf_out).unwrap())
    };
    let (english, english_trf) = results("en", &dir.join("en.trf"));
    assert!(
        english.contains("result given by the arbiter at the board"),
        "{english}"
    );
    assert!(!english.contains("by board"), "{english}");
    let mut found = Vec::new();
    for lang in OTHERS {
        let (text, trf) = results(lang.code(), &dir.join(format!("{}.trf", lang.code())));
        assert_eq!(trf, english_trf, "{lang}: the TRF is no text for people");
        assert!(!text.contains("board\n"), "{lang}: {text}");
        if lang == Lang::Es {
            assert!(
                text.contains("resultado dado por el árbitro en el tablero"),
                "{text}"
            );
        }
        // The players' names, the file written and the round's heading
        // are no words of the language.
        let text = text.replace("Okafor, Ben", "").replace("Müller, Jörg", "");
        found.extend(english_report(lang, "round results", &text, &en));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// trflang: what is wrong with a TRF or a pairing engine's list of pairs
/// (`round pairings`, `hall::trf::TrfProblem`), in es, pt, fr and de: no
/// English word, the line named, exit status 2; English as the library
/// says it.
#[test]
fn no_english_in_what_is_wrong_with_a_trf() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-trf-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let good = root().join("tests/fixtures/trf/open-r3.trf");
    let text = std::fs::read_to_string(&good).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Line 14 is player 1's (rating 2612, round 1 against 4 with White).
    assert!(lines[13].starts_with("001    1"), "{}", lines[13]);
    let changed = |name: &str, f: &dyn Fn(&mut Vec<String>)| {
        let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        f(&mut l);
        let p = dir.join(name);
        std::fs::write(&p, l.join("\n") + "\n").unwrap();
        p.to_str().unwrap().to_string()
    };
    let rating = changed("t1.trf", &|l| l[13] = l[13].replace("2612", "26x2"));
    let colour = changed("t2.trf", &|l| l[13] = l[13].replace("   4 w 1", "   4 b 1"));
    let opponent = changed("t3.trf", &|l| l[13] = l[13].replace("   4 w 1", "   9 w 1"));
    let twice = changed("t4.trf", &|l| {
        let first = l[13].clone();
        l.push(first)
    });
    let none = changed("t5.trf", &|l| l.truncate(12));
    let result = changed("t6.trf", &|l| l[13] = l[13].replace("   4 w 1", "   4 w Q"));
    let list = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let pairs = list("l1.txt", "3\n1 7\n5 6\n");
    let paired = list("l2.txt", "2\n1 7\n1 6\n");
    let bye = list("l3.txt", "1\n0 4\n");
    // A row too long to quote whole: the note of what is cut in the
    // language too.
    let long = list("l4.txt", &format!("1\n{}\n", "7".repeat(300)));
    let good = good.to_str().unwrap();
    let played = root().join("tests/fixtures/trf/open-r3-results.trf");
    let played = played.to_str().unwrap();
    // The command, and what the message must name (the line among them).
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec![&rating], "14"),
        (vec![&colour], "14"),
        (vec![&opponent], "14"),
        (vec![&twice], "21"),
        (vec![&none], "12"),
        (vec![&result], "14"),
        (vec![played], "20"),
        (vec![good, "--round", "9"], "20"),
        (vec![good, "--round", "3", "--list", &pairs], "l1.txt"),
        (vec![good, "--round", "3", "--list", &paired], "l2.txt"),
        (vec![good, "--round", "3", "--list", &bye], "l3.txt"),
        (vec![good, "--round", "3", "--list", &long], "l4.txt"),
    ];
    let english: Vec<String> = cases
        .iter()
        .map(|(args, _)| {
            let mut a = vec!["round", "pairings"];
            a.extend(args.iter().copied());
            a.extend(["--lang", "en"]);
            let (text, status) = run_status("C", &a);
            assert_eq!(status, Some(2), "{a:?}: {text}");
            text
        })
        .collect();
    for (want, got) in [
        (
            "line 14: columns 49-52 should hold a rating, not \"26x2\"",
            &english[0],
        ),
        (
            "line 14: round 1: player 1 meets 4 as Black, but line 17 does not have 4 meeting 1 with the other colour",
            &english[1],
        ),
        (
            "line 1: the list of pairs: says 3 pairs, the list has 2",
            &english[8],
        ),
    ] {
        assert!(got.contains(want), "{got}");
    }
    let mut found = Vec::new();
    for lang in OTHERS {
        for (i, (args, named)) in cases.iter().enumerate() {
            let mut a = vec!["round", "pairings"];
            a.extend(args.iter().copied());
            a.extend(["--lang", lang.code()]);
            let what = a.join(" ");
            let (text, status) = run_status("C", &a);
            assert_eq!(status, Some(2), "{lang} {what}: {text}");
            assert!(text.contains(named), "{lang} {what}: {text}");
            assert_ne!(text, english[i], "{lang} {what}");
            // A message id, not its words (the directory's name aside).
            let bare = text.replace(dir.to_str().unwrap(), "");
            assert!(!bare.contains("trf-"), "{lang} {what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// trflang: `unwinnable` on a FEN no game can be played from (no king,
/// two kings, an empty board): the reasons in the language, as
/// `check-config` says them (`config-fen-*`), exit status 2; English as
/// the engine says it. And a `replay --rules` name too long to quote
/// whole: the note of what is cut in the language.
#[test]
fn no_english_in_why_a_fen_cannot_be_played() {
    let en = english_words();
    let fens = [
        ("8/8/8/8/8/8/8/8 w - - 0 1", "the board is empty"),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "Black has no king"),
        (
            "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1",
            "White has 2 kings (c1, e1)",
        ),
    ];
    let mut found = Vec::new();
    for (fen, english) in fens {
        let (text, status) = run_status("C", &["unwinnable", fen, "--lang", "en"]);
        assert_eq!(status, Some(2), "{fen}: {text}");
        assert!(text.contains(english), "{fen}: {text}");
        for lang in OTHERS {
            let what = format!("unwinnable {fen} --lang {lang}");
            let (text, status) = run_status("C", &["unwinnable", fen, "--lang", lang.code()]);
            assert_eq!(status, Some(2), "{what}: {text}");
            assert!(text.contains(fen), "{what}: {text}");
            // The FEN is no word of a language.
            found.extend(english_report(
                lang,
                &what,
                &said(&text.replace(fen, "")),
                &en,
            ));
        }
    }
    let trace = root().join("tests/traces/laws/s8-result-corrected-postmortem-new-game.trace");
    let name = "x".repeat(300);
    for lang in OTHERS {
        let args = [
            "replay",
            trace.to_str().unwrap(),
            "--rules",
            &name,
            "--lang",
            lang.code(),
        ];
        let (text, status) = run_status("C", &args);
        assert_eq!(status, Some(2), "{lang}: {text}");
        assert!(text.contains("…"), "{lang}: {text}");
        found.extend(english_report(
            lang,
            "replay --rules (long)",
            &said(&text),
            &en,
        ));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Runs each case (arguments, exit status, a name the message must
/// hold) with `--lang` of every other language: the status, the name, no
/// "os error"; returns the English words found.
fn english_in_cases(
    cases: &[(Vec<&str>, i32, &str)],
    en: &std::collections::BTreeSet<String>,
) -> Vec<String> {
    let mut found = Vec::new();
    for lang in OTHERS {
        for (args, status, named) in cases {
            let mut args = args.clone();
            args.extend(["--lang", lang.code()]);
            let what = args.join(" ");
            let (text, got) = run_status("C", &args);
            assert_eq!(got, Some(*status), "{lang} {what}: {text}");
            assert!(text.contains(named), "{lang} {what}: {text}");
            assert!(
                !text.contains("os error"),
                "{lang} {what}: the system's words: {text}"
            );
            found.extend(english_report(lang, &what, &said(&text), en));
        }
    }
    found
}

/// lang7: what is wrong with a CSV of pairings (`hall::pairings::
/// CsvProblem`), a CSV without its round, a file not UTF-8, a list of
/// pairs without its round (`round pairings`), in es, pt, fr and de: no
/// English word, the file named, exit status 2; English as the library
/// says it.
#[test]
fn no_english_in_what_is_wrong_with_a_csv() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-csv-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p.to_str().unwrap().to_string()
    };
    let csvs = [
        file("c01.csv", b""),
        file("c02.csv", b"white,black\nA,B\n"),
        file(
            "c03.csv",
            "1,\"Pérez, Ana\",\"Silva, Rui\"\n1,\"Costa, Eva\",\"Rossi, Léa\"\n".as_bytes(),
        ),
        file("c04.csv", "1,Pérez,\n".as_bytes()),
        file("c05.csv", "1,\"Pérez,Ana\n".as_bytes()),
        file("c06.csv", "1,Pérez,Silva,12x\n".as_bytes()),
        file("c07.csv", "1,Pérez,Silva,,,9999\n".as_bytes()),
        file("c08.csv", "board,white,black\n0,Pérez,Silva\n".as_bytes()),
        file("c09.csv", "white,black,board\nPérez,Silva\n".as_bytes()),
        file(
            "c10.csv",
            "board,white,black\n1,Pérez,Sil\u{1}va\n".as_bytes(),
        ),
        file("c11.csv", b"board,white,black\n"),
        file(
            "c12.csv",
            "board,white,black,black_rating\n1,Pérez,Silva,x\n".as_bytes(),
        ),
        file("c13.csv", b"1,P\xe9rez,Silva\n"),
    ];
    let good = file("good.csv", "1,Pérez,Silva\n".as_bytes());
    let trf = root().join("tests/fixtures/trf/open-r3.trf");
    let trf = trf.to_str().unwrap();
    let list = file("l1.txt", b"1\n1 7\n");
    let mut cases: Vec<(Vec<&str>, i32, &str)> = csvs
        .iter()
        .map(|c| {
            let name = &c[c.len() - "c01.csv".len()..];
            (
                vec!["round", "pairings", c.as_str(), "--round", "3"],
                2,
                name,
            )
        })
        .collect();
    cases.push((vec!["round", "pairings", &good], 2, "good.csv"));
    cases.push((vec!["round", "pairings", trf, "--list", &list], 2, "l1.txt"));
    // English says what the reader says.
    for (i, want) in [
        (
            1,
            "c02.csv: line 1: the header has no Board column (board, white and black are needed): white, black",
        ),
        (
            2,
            "c03.csv: line 2: board 1 is given twice (Pérez, Ana - Silva, Rui before)",
        ),
        (5, "line 1: White's FIDE number \"12x\" is not a number"),
        (11, "c12.csv: line 2: Black's rating \"x\" is not a number"),
        (12, "c13.csv: not UTF-8 text"),
        (13, "good.csv: a CSV names no round: give --round"),
        (14, "l1.txt: give --round with --list"),
    ] {
        let mut args = cases[i].0.clone();
        args.extend(["--lang", "en"]);
        let (text, status) = run_status("C", &args);
        assert_eq!(status, Some(2), "{text}");
        assert!(text.contains(want), "{want}: {text}");
    }
    let found = english_in_cases(&cases, &en);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang8: `unwinnable` on a board no legal game reaches but that can be
/// answered (ten queens, a pawn on the first rank, the side not to move
/// in check, the kings side by side): the note says why in the language
/// (`config-fen-*`, as `check-config` says them), exit status 0; English
/// as the engine says it.
#[test]
fn no_english_in_why_no_game_reaches_a_position() {
    let en = english_words();
    let fens = [
        (
            "kn6/pp6/8/8/8/8/2QQQ3/QQQQKQQQ w - - 0 1",
            "more material than a game can reach",
        ),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "a pawn on the first or last rank (a1)",
        ),
        (
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "Black is in check with White to move",
        ),
        (
            "8/8/8/8/8/8/4k3/4K3 w - - 0 1",
            "the kings stand next to each other",
        ),
    ];
    let mut found = Vec::new();
    for (fen, english) in fens {
        let args = ["unwinnable", fen, "--quick"];
        let (text, status) = run_status("C", &[&args[..], &["--lang", "en"]].concat());
        assert_eq!(status, Some(0), "{fen}: {text}");
        assert!(
            text.contains(&format!("no legal game reaches this position ({english}")),
            "{fen}: {text}"
        );
        for lang in OTHERS {
            let what = format!("unwinnable {fen} --lang {lang}");
            let (text, status) = run_status("C", &[&args[..], &["--lang", lang.code()]].concat());
            assert_eq!(status, Some(0), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang8: the board's own key files (`key init` where there is a key,
/// `key show` of a private key others can read, `run --sim` with a key
/// that is no key or that is a directory), `--screens` refused (`replay`,
/// `demo`), `run --sim-wall` and a trace `run --sim` cannot play: said
/// in es, pt, fr and de (`--lang`, else the locale for `run`), the file
/// named, no English word.
#[test]
fn no_english_in_the_board_s_key_files_and_screens() {
    use std::os::unix::fs::PermissionsExt;
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-key-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_string();
    // A state directory with a key (made by `key init`).
    let keyed = dir.join("keyed");
    let (text, status) = run_status(
        "C",
        &["key", "init", "--name", "b1", "--state-dir", &s(&keyed)],
    );
    assert_eq!(status, Some(0), "{text}");
    // Its private key readable by others.
    let open_key = dir.join("open");
    std::fs::create_dir_all(&open_key).unwrap();
    for f in ["board-key", "board-key.pub"] {
        std::fs::copy(keyed.join(f), open_key.join(f)).unwrap();
    }
    std::fs::set_permissions(
        open_key.join("board-key"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    // A private key that is no key; one that is a directory.
    let garbage = dir.join("garbage");
    std::fs::create_dir_all(&garbage).unwrap();
    std::fs::write(garbage.join("board-key"), "no key here\n").unwrap();
    std::fs::set_permissions(
        garbage.join("board-key"),
        std::fs::Permissions::from_mode(0o600),
    )
    .unwrap();
    let folder = dir.join("folder");
    std::fs::create_dir_all(folder.join("board-key")).unwrap();
    std::fs::set_permissions(
        folder.join("board-key"),
        std::fs::Permissions::from_mode(0o700),
    )
    .unwrap();
    // `--screens`: a directory with a file in it, a file.
    let full = dir.join("full");
    std::fs::create_dir_all(&full).unwrap();
    std::fs::write(full.join("old.png"), "x").unwrap();
    let file = dir.join("file.png");
    std::fs::write(&file, "x").unwrap();
    let trace = s(&root().join("traces/demo.trace"));
    let bad_trace = dir.join("jump.trace");
    std::fs::write(&bad_trace, "start startpos\n0.1 lift e2\n0.2 jump e4\n").unwrap();
    let (keyed_s, open_s, full_s, file_s) = (s(&keyed), s(&open_key), s(&full), s(&file));
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec!["key", "init", "--name", "b1", "--state-dir", &keyed_s],
            1,
            "keyed/board-key",
        ),
        (vec!["key", "show", "--state-dir", &open_s], 1, "0644"),
        (vec!["replay", &trace, "--screens", &full_s], 2, "full"),
        (vec!["demo", "--screens", &file_s], 2, "file.png"),
    ];
    let (english, _) = run_status("C", &cases[1].0);
    assert!(
        english.contains("the board's private key can be read by others (mode 0644)"),
        "{english}"
    );
    let mut found = english_in_cases(&cases, &en);
    // `run` has no `--lang`: the locale's language.
    let run_cases: Vec<(Vec<String>, i32, &str)> = vec![
        (
            vec![
                "run".into(),
                "--sim".into(),
                trace.clone(),
                "--state-dir".into(),
                s(&garbage),
            ],
            1,
            "garbage/board-key",
        ),
        (
            vec![
                "run".into(),
                "--sim".into(),
                trace.clone(),
                "--state-dir".into(),
                s(&folder),
            ],
            1,
            "folder/board-key",
        ),
        (
            vec![
                "run".into(),
                "--sim".into(),
                trace.clone(),
                "--state-dir".into(),
                s(&dir.join("wall")),
                "--sim-wall".into(),
                "noon".into(),
            ],
            2,
            "noon",
        ),
        (
            vec![
                "run".into(),
                "--sim".into(),
                s(&bad_trace),
                "--state-dir".into(),
                s(&dir.join("jump")),
            ],
            2,
            "jump",
        ),
    ];
    let (english, _) = run_status(
        "C",
        &run_cases[0]
            .0
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert!(english.contains("not a jadoube board key"), "{english}");
    for lang in OTHERS {
        for (args, status, named) in &run_cases {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let what = format!("LANG={} {}", locale(lang), args.join(" "));
            let (text, got) = run_status(locale(lang), &args);
            assert_eq!(got, Some(*status), "{what}: {text}");
            assert!(text.contains(named), "{what}: {text}");
            assert!(!text.contains("os error"), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// What `jadoube-hall` says, without the lines of its log (`tracing`:
/// the administrator's journal, English by design, docs/language-review-
/// answers.md).
fn without_log(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// [`english_in_cases`] for `jadoube-hall`: each case with `--lang` of
/// every other language, the status and the name checked; the English
/// words found.
fn english_in_hall_cases(
    cases: &[(Vec<&str>, i32, &str)],
    en: &std::collections::BTreeSet<String>,
) -> Vec<String> {
    let bin = hall_program();
    let mut found = Vec::new();
    for lang in OTHERS {
        for (args, status, named) in cases {
            let mut args = args.clone();
            args.extend(["--lang", lang.code()]);
            let what = format!("jadoube-hall {}", args.join(" "));
            let (text, got) = run_program(&bin, "C", &args);
            // (The program's name is no word of a language.)
            let text = without_log(&text).replace("jadoube-hall", "");
            assert_eq!(got, Some(*status), "{lang} {what}: {text}");
            assert!(text.contains(named), "{lang} {what}: {text}");
            for id in ["csv-", "setup-", "round-hall-", "round-boards-", "trf-"] {
                assert!(!text.contains(id), "{lang} {what}: {text}");
            }
            found.extend(english_report(lang, &what, &said(&text), en));
        }
    }
    found
}

/// lang7: `jadoube-hall pairings` refuses a CSV, a TRF, a list of pairs
/// or a boards file (`round_errors`) in es, pt, fr and de: no English
/// word, the file or line named, exit status 2; English as before.
#[test]
fn no_english_in_what_the_hall_refuses_to_load() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-hallload-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let data = dir.join("data");
    let data = data.to_str().unwrap();
    let bad_csv = file("bad.csv", "white,black\nA,B\n");
    let good_csv = file("good.csv", "1,Pérez,Silva\n2,Costa,Rossi\n");
    let trf = root().join("tests/fixtures/trf/open-r3.trf");
    let trf = trf.to_str().unwrap();
    let bad_trf = file(
        "bad.trf",
        &std::fs::read_to_string(trf)
            .unwrap()
            .replace("2612", "26x2"),
    );
    let list = file("l1.txt", "3\n1 7\n5 6\n");
    let boards = [
        file("b1.txt", "1 a b\n"),
        file("b2.txt", "x a\n"),
        file("b3.txt", "1 .a\n"),
        file("b4.txt", "1 a\n1 b\n"),
    ];
    let mut cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec!["pairings", &bad_csv, "--round", "3", "--data-dir", data],
            2,
            "bad.csv",
        ),
        (
            vec!["pairings", &good_csv, "--data-dir", data],
            2,
            "good.csv",
        ),
        (vec!["pairings", &bad_trf, "--data-dir", data], 2, "bad.trf"),
        (
            vec!["pairings", trf, "--list", &list, "--data-dir", data],
            2,
            "open-r3.trf",
        ),
        (
            vec![
                "pairings",
                trf,
                "--list",
                &list,
                "--round",
                "3",
                "--data-dir",
                data,
            ],
            2,
            "3",
        ),
    ];
    for b in &boards {
        cases.push((
            vec![
                "pairings",
                &good_csv,
                "--round",
                "3",
                "--boards",
                b.as_str(),
                "--data-dir",
                data,
            ],
            2,
            "1",
        ));
    }
    // English as before.
    let bin = hall_program();
    for (i, want) in [
        (1, "good.csv: a CSV names no round: give the round"),
        (3, "open-r3.trf: give the round with a list of pairs"),
        (4, "line 1: the list of pairs: says 3 pairs, the list has 2"),
        (5, "boards line 1: should be `BOARD NAME`"),
        (8, "boards line 2: board 1 is given twice"),
    ] {
        let mut args = cases[i].0.clone();
        args.extend(["--lang", "en"]);
        let (text, status) = run_program(&bin, "C", &args);
        assert_eq!(status, Some(2), "{text}");
        assert!(text.contains(want), "{want}: {text}");
        // (The list is named once, by the reader's reason.)
        assert!(!text.contains("the list of pairs: line"), "{text}");
    }
    let found = english_in_hall_cases(&cases, &en);
    // Nothing was loaded.
    assert!(!Path::new(data).join("round/round.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang7: the hall's settings that end `jadoube-hall` (`hall::setup::
/// SetupError`): a certificate or key file without PEM (the broker's CA,
/// the client's certificate and key, the page's), a key that is not the
/// certificate's, a key of no kind rustls takes, a certificate rustls
/// cannot decode, a line of the accounts file that is no account, a
/// `--broker` that is no HOST:PORT; in es, pt, fr and de: no English
/// word (the log's lines aside), the file named. English as before.
#[test]
fn no_english_in_the_hall_s_settings() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let file = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text).unwrap();
        path(name)
    };
    let bin = hall_program();
    // Two data directories whose accounts file is refused: the hall makes
    // its page's certificate and key there first (a real pair each).
    let data = |name: &str, users: &str| {
        let d = dir.join(name);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("users"), users).unwrap();
        d.to_str().unwrap().to_string()
    };
    let d1 = data("d1", "bad line\n");
    let d2 = data("d2", "x chief notahash\n");
    let d3 = data("d3", "x boss notahash\n");
    let d4 = data("d4", "a/b chief notahash\n");
    for d in [&d1, &d2] {
        let (text, status) = run_program(&bin, "C", &["--data-dir", d, "--listen", "127.0.0.1:0"]);
        assert_eq!(status, Some(1), "{text}");
        assert!(text.contains("users line 1: "), "{text}");
    }
    let (cert1, key2) = (path("d1/tls/hall.pem"), path("d2/tls/hall.key"));
    let not_pem = file("not.pem", "hello\n");
    let bad_key = file(
        "bad.key",
        "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
    );
    let bad_cert = file(
        "bad.pem",
        "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
    );
    let listen = ["--listen", "127.0.0.1:0"];
    let with = |d: &str, more: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = vec!["--data-dir".into(), d.into()];
        v.extend(listen.iter().map(|s| s.to_string()));
        v.extend(more.iter().map(|s| s.to_string()));
        v
    };
    let owned: Vec<(Vec<String>, i32, &str)> = vec![
        (with(&d1, &[]), 1, "users"),
        (with(&d2, &[]), 1, "users"),
        (with(&d3, &[]), 1, "users"),
        (with(&d4, &[]), 1, "users"),
        (
            with(&d1, &["--page-cert", &not_pem, "--page-key", &key2]),
            1,
            "not.pem",
        ),
        (
            with(&d1, &["--page-cert", &cert1, "--page-key", &not_pem]),
            1,
            "not.pem",
        ),
        (
            with(&d1, &["--page-cert", &cert1, "--page-key", &key2]),
            1,
            "hall.pem",
        ),
        (
            with(&d1, &["--page-cert", &cert1, "--page-key", &bad_key]),
            1,
            "hall.pem",
        ),
        (with(&d1, &["--ca", &not_pem]), 1, "not.pem"),
        (with(&d1, &["--ca", &bad_cert]), 1, "bad.pem"),
        (
            with(&d1, &["--ca", &cert1, "--cert", &not_pem, "--key", &key2]),
            1,
            "not.pem",
        ),
        (
            with(&d1, &["--ca", &cert1, "--cert", &cert1, "--key", &not_pem]),
            1,
            "not.pem",
        ),
        (
            with(&d1, &["--ca", &cert1, "--cert", &cert1, "--key", &key2]),
            1,
            "hall.pem",
        ),
        (with(&d1, &["--broker", "nohost"]), 2, "nohost"),
    ];
    let cases: Vec<(Vec<&str>, i32, &str)> = owned
        .iter()
        .map(|(a, s, n)| (a.iter().map(String::as_str).collect(), *s, *n))
        .collect();
    // English as before (rustls' own words for its refusals).
    for (i, want) in [
        (0, "users line 1: not `NAME ROLE HASH`"),
        (2, "users line 1: the role is chief, deputy or viewer"),
        (4, "not.pem: no PEM certificate"),
        (5, "not.pem: no PEM private key"),
        (8, "not.pem: no PEM certificate in the CA certificate"),
        (10, "not.pem: no PEM certificate in the client certificate"),
        (13, "--broker: `nohost` is not HOST:PORT"),
    ] {
        let mut args = cases[i].0.clone();
        args.extend(["--lang", "en"]);
        let (text, _) = run_program(&bin, "C", &args);
        assert!(text.contains(want), "{want}: {text}");
        // (The list is named once, by the reader's reason.)
        assert!(!text.contains("the list of pairs: line"), "{text}");
    }
    let found = english_in_hall_cases(&cases, &en);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang7: every kind of the CSV reader's problems and of the hall's
/// settings, said by `cli::hall_words` in es, pt, fr and de: no English
/// word, also for the ones no command can be made to meet (the random
/// source, the hashing). The reasons other libraries give, quoted inside
/// (rcgen's, the hashing's), are given here as `x`: they are those
/// libraries' words, not the catalogue's.
#[test]
fn no_english_in_any_csv_or_settings_reason() {
    use jadoube::hall::pairings::{CsvColumn, CsvError, CsvProblem};
    use jadoube::hall::setup::{PemFile, SetupError, UsersWhy};
    let en = english_words();
    let mut problems = vec![
        CsvProblem::Empty,
        CsvProblem::QuoteOpen,
        CsvProblem::BoardOutOfRange("0".into()),
        CsvProblem::NoBoard,
        CsvProblem::Twice {
            board: 3,
            white: "Pérez, Ana".into(),
            black: "Silva, Rui".into(),
        },
        CsvProblem::NoGame,
        CsvProblem::NotRating(9999),
    ];
    for column in [CsvColumn::Board, CsvColumn::White, CsvColumn::Black] {
        problems.push(CsvProblem::NoColumn {
            column,
            header: "a, b".into(),
        });
    }
    for column in [
        CsvColumn::Board,
        CsvColumn::WhiteId,
        CsvColumn::BlackId,
        CsvColumn::WhiteRating,
        CsvColumn::BlackRating,
    ] {
        problems.push(CsvProblem::NotNumber {
            column,
            found: "x".into(),
        });
    }
    for side in [CsvColumn::White, CsvColumn::Black] {
        problems.push(CsvProblem::NoName { board: 2, side });
        problems.push(CsvProblem::NotName { board: 2, side });
    }
    let p = || std::path::PathBuf::from("/etc/x.pem");
    let mut setups = vec![
        SetupError::NoKey { path: p() },
        SetupError::Random(std::io::Error::from(std::io::ErrorKind::Unsupported)),
        SetupError::Salt("x".into()),
        SetupError::Hash("x".into()),
        SetupError::CertificateNames {
            names: vec!["localhost".into()],
            why: "x".into(),
        },
        SetupError::MakeKey("x".into()),
        SetupError::MakeCertificate("x".into()),
        SetupError::PasswordShort(8),
        SetupError::Tls(rustls::Error::InconsistentKeys(
            rustls::InconsistentKeys::Unknown,
        )),
    ];
    for file in [
        PemFile::BrokerCa,
        PemFile::ClientCertificate,
        PemFile::PageCertificate,
    ] {
        setups.push(SetupError::NoCertificate { path: p(), file });
    }
    for why in [
        UsersWhy::NotThree,
        UsersWhy::NameLength(String::new()),
        UsersWhy::NameChars("a/b".into()),
        UsersWhy::Role,
        UsersWhy::NotPhc("x".into()),
    ] {
        setups.push(SetupError::UserName(why.clone()));
        setups.push(SetupError::UsersLine {
            path: p(),
            line: 4,
            why,
        });
    }
    use rustls::CertificateError as C;
    for why in [
        rustls::Error::InconsistentKeys(rustls::InconsistentKeys::KeyMismatch),
        rustls::Error::General("failed to parse private key as RSA, ECDSA, or EdDSA".into()),
        rustls::Error::InvalidCertificate(C::BadEncoding),
        rustls::Error::InvalidCertificate(C::Expired),
        rustls::Error::InvalidCertificate(C::NotValidYet),
        rustls::Error::InvalidCertificate(C::BadSignature),
    ] {
        setups.push(SetupError::Refused { path: p(), why });
    }
    let mut found = Vec::new();
    for lang in OTHERS {
        let tr = jadoube::i18n::tr(lang);
        for problem in &problems {
            let e = CsvError {
                line: 2,
                problem: problem.clone(),
            };
            let said = jadoube::cli::hall_words::csv(tr, &e);
            found.extend(english_report(lang, &format!("{e}"), &said, &en));
        }
        for e in &setups {
            let said = jadoube::cli::hall_words::setup(tr, e);
            found.extend(english_report(lang, &format!("{e}"), &said, &en));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang8: what `run` says when the journal of the last run is cut (a torn
/// last line: cut off and said, the game goes on) or is no journal (its
/// first line replaced: refused, exit status 1), in the locale's
/// language; English as the log says it.
#[test]
fn no_english_in_what_a_restart_finds_in_the_journal() {
    use std::io::Write;
    let en = english_words();
    let mut found = Vec::new();
    let trace = root().join("traces/demo.trace");
    for lang in [Lang::En, Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
        let dir = std::env::temp_dir().join(format!(
            "jadoube-noen-recover-{}-{}",
            lang.code(),
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let path = journal(&dir);
        let run = || {
            run_status(
                locale(lang),
                &[
                    "run",
                    "--sim",
                    trace.to_str().unwrap(),
                    "--state-dir",
                    dir.to_str().unwrap(),
                    "--speed",
                    "max",
                    "--screen",
                    "none",
                ],
            )
        };
        // Cut while a line was written.
        std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap()
            .write_all(b"{\"seq\":99,\"t\":")
            .unwrap();
        let (text, status) = run();
        let what = format!("{lang}: a torn last line");
        assert_eq!(status, Some(0), "{what}: {text}");
        assert!(text.contains(path.to_str().unwrap()), "{what}: {text}");
        if lang == Lang::En {
            assert!(
                text.contains("the last line was incomplete (14 bytes at offset"),
                "{what}: {text}"
            );
        } else {
            assert!(text.contains("14"), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
        // No journal header any more.
        let bytes = std::fs::read(&path).unwrap();
        let rest = &bytes[bytes.iter().position(|b| *b == b'\n').unwrap()..];
        std::fs::write(&path, [b"not a header".as_slice(), rest].concat()).unwrap();
        let (text, status) = run();
        let what = format!("{lang}: no header");
        assert_eq!(status, Some(1), "{what}: {text}");
        assert!(text.contains(path.to_str().unwrap()), "{what}: {text}");
        if lang == Lang::En {
            assert!(
                text.contains("the first line is not a journal header"),
                "{what}: {text}"
            );
        } else {
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The program with `args`, killed if it has not ended within 20 s (a
/// read that waits on a FIFO would hang the test otherwise).
fn run_bounded(lang_env: &str, args: &[&str]) -> (String, Option<i32>) {
    use std::io::Read;
    let mut child = Command::new(BIN)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_env)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if started.elapsed() > std::time::Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "`jadoube {}` still runs after 20 s: it waits on the FIFO",
                args.join(" ")
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let mut text = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    (text, status.code())
}

/// lang8: a FIFO named where a command reads a file (`replay`, `run
/// --sim`, `diag --fake`, `round pairings`, a configuration) is refused at once, never
/// waited on, with the refusal said in the language: exit status 1, the
/// FIFO named, no English word. A command that waits fails the test
/// after 20 s rather than hanging it.
#[test]
fn a_fifo_given_for_a_file_is_refused_in_the_language() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("pipe.trace");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let fifo = fifo.to_str().unwrap();
    let config = dir.join("board.toml");
    std::fs::write(&config, "").unwrap();
    let config = config.to_str().unwrap();
    let state = dir.join("state");
    let state = state.to_str().unwrap();
    let trace = root().join("traces/demo.trace");
    let trace = trace.to_str().unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec!["replay", fifo],
        vec!["diag", "--config", config, "--fake", fifo, "--once"],
        vec!["round", "pairings", fifo],
        vec!["check-config", fifo],
        vec!["replay", &trace, "--config", fifo],
    ];
    let (english, status) = run_bounded("C", &cases[0]);
    assert_eq!(status, Some(1), "{english}");
    assert!(
        english.contains("is a FIFO (named pipe), not a regular file"),
        "{english}"
    );
    let mut found = Vec::new();
    for lang in OTHERS {
        for args in &cases {
            let args = [&args[..], &["--lang", lang.code()]].concat();
            let what = args.join(" ");
            let (text, status) = run_bounded("C", &args);
            assert!(matches!(status, Some(1 | 2)), "{what}: {text}");
            assert!(text.contains(fifo), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
        // `run` has no `--lang`.
        let args = ["run", "--sim", fifo, "--state-dir", state];
        let what = format!("LANG={} {}", locale(lang), args.join(" "));
        let (text, status) = run_bounded(locale(lang), &args);
        assert_eq!(status, Some(1), "{what}: {text}");
        assert!(text.contains(fifo), "{what}: {text}");
        found.extend(english_report(lang, &what, &said(&text), &en));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Is there a device the shipped configurations open (SPI, GPIO, the
/// calibration `config/mcp3008.toml` names)? Then the hardware may open,
/// and the next test has nothing to check on this machine.
fn hardware_here() -> bool {
    let dev = std::fs::read_dir("/dev").is_ok_and(|d| {
        d.flatten().any(|e| {
            let n = e.file_name();
            let n = n.to_string_lossy();
            n.starts_with("spidev") || n.starts_with("gpiochip")
        })
    });
    dev || Path::new("/var/lib/jadoube/calibration.toml").exists()
}

/// hwlang: the hardware that cannot be opened (`diag`, `calibrate`,
/// `run` with the shipped configurations on a machine without SPI, GPIO
/// or a calibration): said in es, pt, fr and de, the device named, the
/// system's reason in words (never "os error N"), exit status 1 as
/// before; `run` in the locale's language.
#[test]
fn no_english_when_the_hardware_cannot_be_opened() {
    if hardware_here() {
        eprintln!("SPI or GPIO devices here: the hardware may open, nothing to check");
        return;
    }
    let en = english_words();
    let root = root();
    let cfg = |name: &str| root.join("config").join(name).to_str().unwrap().to_string();
    let (jadoube, matrix, mcp, dgt) = (
        cfg("jadoube.toml"),
        cfg("matrix.toml"),
        cfg("mcp3008.toml"),
        cfg("dgt.toml"),
    );
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec!["diag", "--once", "--config", &jadoube],
            1,
            "/dev/spidev0.0",
        ),
        (
            vec!["diag", "--once", "--config", &matrix],
            1,
            "sensor.matrix.rows",
        ),
        (
            vec!["diag", "--once", "--config", &mcp],
            1,
            "/var/lib/jadoube/calibration.toml",
        ),
        // The role named (French puts U+202F before the colon).
        (vec!["diag", "--once", "--config", &dgt], 1, "led"),
        (vec!["calibrate", "--config", &mcp], 1, "/dev/spidev0.0"),
    ];
    let dir = std::env::temp_dir().join(format!("jadoube-noen-hw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Calibration files that cannot be used: not TOML of a calibration, of
    // an unknown version, a piece that is no FEN letter, too few
    // baselines, a directory (cannot be read); each named by the
    // configuration made of `config/mcp3008.toml` for it.
    let shipped = std::fs::read_to_string(root.join("config/mcp3008.toml")).unwrap();
    let mut bad = Vec::new();
    for (name, body) in [
        ("extra", "version = 1\nbaseline = [1]\nextra = 2\n"),
        ("version", "version = 3\nbaseline = []\n"),
        (
            "letter",
            "version = 1\nbaseline = []\n[[piece]]\npiece = \"X\"\nmean = 1.0\nmin = 0\nmax = 2\nsquares = 1\n",
        ),
        ("few", "version = 1\nbaseline = [512, 512]\n"),
        ("folder", ""),
    ] {
        let cal = dir.join(format!("cal-{name}.toml"));
        if name == "folder" {
            std::fs::create_dir_all(&cal).unwrap();
        } else {
            std::fs::write(&cal, body).unwrap();
        }
        let text = shipped
            .lines()
            .map(|l| {
                if l.starts_with("calibration") {
                    format!("calibration = \"{}\"", cal.display())
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let config = dir.join(format!("{name}.toml"));
        std::fs::write(&config, text).unwrap();
        bad.push((
            config.to_str().unwrap().to_string(),
            cal.to_str().unwrap().to_string(),
        ));
    }
    let mut cases = cases;
    for (config, cal) in &bad {
        cases.push((vec!["diag", "--once", "--config", config], 1, cal));
    }
    let mut found = english_in_cases(&cases, &en);
    for lang in OTHERS {
        let state = dir.join(lang.code());
        let args = [
            "run",
            "--config",
            &jadoube,
            "--state-dir",
            state.to_str().unwrap(),
        ];
        let what = format!("LANG={} {}", locale(lang), args.join(" "));
        let (text, status) = run_status(locale(lang), &args);
        assert_eq!(status, Some(1), "{what}: {text}");
        assert!(text.contains("/dev/spidev0.0"), "{what}: {text}");
        assert!(!text.contains("os error"), "{what}: {text}");
        found.extend(english_report(lang, &what, &said(&text), &en));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang9: a running bus's failures as `diag` shows them (the sensors'
/// fault line, from a recording replayed with `--fake`: an SPI transfer
/// the system refuses, a chain reading all ones, a chain broken between
/// chips, nothing recorded, a reply of the wrong length), a recording that
/// does not parse (`diag`, `run`), a calibration abandoned: in es, pt, fr
/// and de, no English word, the system's reason in words (never "os error
/// N"), the bus or the file named.
#[test]
fn no_english_in_a_running_bus_s_faults_and_the_tools_errors() {
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let cfg = file("board.toml", "[sensor]\nretries = 0\n");
    let recordings = [
        (
            "spi0.0 ! I/O error: Input/output error (os error 5)\n",
            "spi0.0",
        ),
        ("spi0.0 ff ff ff ff ff ff ff ff ff\n", "spi0.0"),
        ("spi0.0 f0 ff ff ff ff ff ff 0f ff\n", "spi0.0"),
        ("edge clock 0 rise 0.000\n", "spi0.0"),
        ("spi0.0 00 00\n", "spi0.0"),
    ];
    let mut found = Vec::new();
    for (i, (rec, bus)) in recordings.iter().enumerate() {
        let rec = file(&format!("r{i}.rec"), rec);
        for lang in OTHERS {
            let args = [
                "diag",
                "--once",
                "--config",
                &cfg,
                "--fake",
                &rec,
                "--lang",
                lang.code(),
            ];
            let what = args.join(" ");
            let (text, status) = run_status("C", &args);
            assert_eq!(status, Some(0), "{what}: {text}");
            // The view's third line: the sensors, at fault.
            let fault = text.lines().nth(2).unwrap_or_default();
            let heading = jadoube::i18n::tr(lang).msg("diag-sensors-fault", &[("why", "".into())]);
            assert!(fault.starts_with(heading.trim_end()), "{what}: {text}");
            assert!(fault.contains(bus), "{what}: {fault}");
            assert!(!fault.contains("os error"), "{what}: {fault}");
            found.extend(english_report(lang, &what, fault, &en));
        }
    }
    // Recordings that do not parse, and a calibration abandoned (no
    // answer on standard input).
    let bad = [
        file("b1.rec", "spi0.0 fff\n"),
        file("b2.rec", "edge clock 1\n"),
        file("b3.rec", "edge clock 1 rise 1.0000001\n"),
    ];
    let mcp = root().join("config/mcp3008.toml");
    let mcp = mcp.to_str().unwrap();
    let empty = file("empty.rec", "");
    let mut cases: Vec<(Vec<&str>, i32, &str)> = bad
        .iter()
        .map(|b| {
            let args = vec!["diag", "--once", "--config", &cfg, "--fake", b];
            (args, 1, b.as_str())
        })
        .collect();
    cases.push((
        vec!["calibrate", "--config", mcp, "--fake", &empty],
        1,
        "MCP3008",
    ));
    found.extend(english_in_cases(&cases, &en));
    for lang in OTHERS {
        for b in &bad {
            let state = dir.join(format!("state-{}", lang.code()));
            let args = [
                "run",
                "--config",
                &cfg,
                "--fake",
                b,
                "--state-dir",
                state.to_str().unwrap(),
            ];
            let what = format!("LANG={} {}", locale(lang), args.join(" "));
            let (text, status) = run_status(locale(lang), &args);
            assert_eq!(status, Some(2), "{what}: {text}");
            assert!(text.contains(b.as_str()), "{what}: {text}");
            found.extend(english_report(lang, &what, &said(&text), &en));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang9: a sensor fault of the hardware layer as the screen, its status
/// line and the hall show it (`words::fault_detail` of the `sensor_fault`
/// the journal keeps in English): every kind of a running bus's failure
/// and of the wirings' faults, in es, pt, fr and de, no English word, the
/// system's reason in words; in English, the journal's text itself.
#[test]
fn no_english_in_a_hardware_fault_on_the_screen() {
    use jadoube::hw::SensorError;
    use jadoube::hw::bus::{BusError, RunWhy};
    use jadoube::words::hw_fault::Detail;
    let en = english_words();
    let eio = "I/O error: Input/output error (os error 5)";
    let gone = "uAPI get_line_values returned: No such device (os error 19)";
    let runs = [
        ("spi0.0", RunWhy::Spi(eio.into())),
        ("spi0.0", RunWhy::ShortTransfer { done: 3, of: 9 }),
        ("i2c-1@0x20", RunWhy::I2c(eio.into())),
        ("i2c-1@0x20", RunWhy::ShortWrite { done: 1, of: 2 }),
        (
            "sensor.matrix.columns",
            RunWhy::Gpio(
                "uAPI get_line_values returned: Device or resource busy (os error 16)".into(),
            ),
        ),
        ("sensor.matrix.columns", RunWhy::ChipGone(gone.into())),
        (
            "sensor.matrix.rows",
            RunWhy::NotBack {
                lines: "GPIO5, GPIO6".into(),
                gone: gone.into(),
                now:
                    "cannot request lines on /dev/gpiochip2: No such file or directory (os error 2)"
                        .into(),
            },
        ),
        ("spi0.0", RunWhy::NothingRecorded),
        ("spi0.0", RunWhy::Exhausted),
        (
            "spi0.0",
            RunWhy::RecordedLength {
                recorded: 2,
                wants: 9,
            },
        ),
    ];
    let mut faults: Vec<SensorError> = runs
        .into_iter()
        .map(|(bus, why)| SensorError::Read(BusError::run(bus, why)))
        .collect();
    for ones in [true, false] {
        faults.push(SensorError::Stuck {
            bus: "spi0.0".into(),
            ones,
        });
    }
    for detail in [
        Detail::LostConfig {
            registers: "INTCON 0000, IOCON 00, GPPU 0000".into(),
        },
        Detail::NoAnswer {
            channel: 3,
            read: "01 ff ff".into(),
        },
        Detail::BrokenChain {
            chips: 8,
            got: "0xff".into(),
            tail: "0x00".into(),
        },
    ] {
        faults.push(SensorError::Bus {
            bus: "i2c-1@0x21".into(),
            detail: detail.to_string(),
        });
    }
    for detail in [
        Detail::Rail {
            value: 1023,
            upper: true,
        },
        Detail::Polarity {
            value: 300,
            delta: -212,
        },
    ] {
        faults.push(SensorError::Square {
            square: shakmaty::Square::E4,
            bus: "spi0.0 CH3".into(),
            detail: detail.to_string(),
        });
    }
    // lang10: a DGT board's link (`words::hw_fault::LinkWhy`), after its
    // bus as `hw::dgt` reports it, and a DGT board's own faults.
    for why in dgt_link_whys() {
        faults.push(SensorError::Bus {
            bus: "dgt /dev/ttyACM0".into(),
            detail: why.to_string(),
        });
    }
    let mut found = Vec::new();
    for fault in &faults {
        let event = fault.to_event(jadoube::time::Time::ZERO);
        assert_eq!(
            jadoube::words::fault_detail(jadoube::i18n::tr(Lang::En), &event),
            event.detail
        );
        for lang in OTHERS {
            let tr = jadoube::i18n::tr(lang);
            let detail = jadoube::words::fault_detail(tr, &event);
            assert_ne!(detail, event.detail, "{lang}");
            assert!(!detail.contains("os error"), "{lang}: {detail}");
            assert!(detail.contains(fault.bus()), "{lang}: {detail}");
            // The screen's line, and the status line.
            let summary = tr.msg("summary-sensor-fault", &[("detail", detail.clone().into())]);
            let text = format!("{detail}\n{summary}").replace(fault.bus(), "");
            found.extend(english_report(lang, &event.detail, &text, &en));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Every reason a DGT board's link gives (`hw::dgt::link`), the port
/// `/dev/ttyACM0`.
fn dgt_link_whys() -> Vec<jadoube::words::hw_fault::LinkWhy> {
    use jadoube::words::hw_fault::LinkWhy;
    let port = || "/dev/ttyACM0".to_string();
    vec![
        LinkWhy::NoClone {
            port: port(),
            why: "Bad file descriptor (os error 9)".into(),
        },
        LinkWhy::NoWrite { port: port() },
        LinkWhy::Closed { port: port() },
        LinkWhy::ReadFailed {
            port: port(),
            why: "Input/output error (os error 5)".into(),
        },
        LinkWhy::NoPosition { port: port() },
        LinkWhy::NoAnswer { port: port() },
        LinkWhy::Stopped,
        LinkWhy::NotYet,
    ]
}

/// The names a `diag` view shows as they are: the command's name in its
/// heading, the configuration's keys of the GPIO lines' roles, the
/// setting a DGT board without a clock names (`press = "lever"`).
fn without_diag_names(text: &str) -> String {
    let mut out = text
        .replacen("jadoube diag:", "", 1)
        .replace("press = \"lever\"", "");
    for role in [
        "sensor.matrix.columns",
        "sensor.matrix.rows",
        "sensor.shift_register.load",
        "gpio clock ",
        "gpio led ",
        "gpio adjust ",
    ] {
        out = out.replace(role, "gpio ");
    }
    out
}

/// lang10: everything `diag` shows, in es, pt, fr and de: the wiring's
/// description (every wiring replayed with `--fake`, and a DGT board
/// without a board), the sensors' fault, what a DGT board says of itself
/// (its serial number, version, clock, lever, link), the clock's lines
/// and last event, the LED's pattern, the LED test's square, how the GPIO
/// lines were found; and a DGT board's link faults and own faults on the
/// view's fault line. No English word; numbers, devices, buses, GPIO line
/// and chip names, protocol names and configuration keys as they are.
#[test]
fn no_english_in_diag_s_view() {
    use jadoube::hw::bus::FoundLine;
    use jadoube::hw::clock::LineStatus;
    use jadoube::hw::diag::{DiagView, render_in};
    use jadoube::hw::led::LedPattern;
    use jadoube::words::hw_view::{DgtLine, LinkCounts, Presses, Side, Wiring};
    use shakmaty::Color;
    let en = english_words();
    let dir = std::env::temp_dir().join(format!("jadoube-noen-diag-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("clock.rec");
    std::fs::write(&rec, "edge clock 0 rise 0.000\n").unwrap();
    let rec = rec.to_str().unwrap();
    let mut found = Vec::new();
    for config in ["shift-register", "mcp23017", "matrix", "dgt"] {
        let cfg = root().join(format!("config/{config}.toml"));
        let cfg = cfg.to_str().unwrap();
        let english = run("C", &["diag", "--once", "--config", cfg, "--fake", rec]);
        for lang in OTHERS {
            let args = [
                "diag",
                "--once",
                "--config",
                cfg,
                "--fake",
                rec,
                "--lang",
                lang.code(),
            ];
            let what = args.join(" ");
            let (text, status) = run_status("C", &args);
            assert_eq!(status, Some(0), "{what}: {text}");
            assert_eq!(
                text.lines().count(),
                english.lines().count(),
                "{what}: {text}"
            );
            found.extend(english_report(lang, &what, &without_diag_names(&text), &en));
        }
    }
    // A view with everything a view can show.
    let t = |ms| jadoube::time::Time::from_millis(ms);
    let mut view = DiagView {
        wiring: String::new(),
        wired: Some(Wiring::Dgt {
            serial: Some("24680".into()),
            version: Some((3, 1)),
            device: Some("/dev/ttyACM0".into()),
            clock: Some((2, 2)),
        }),
        target_hz: 100,
        achieved_hz: Some(99.5),
        led: Some(LedPattern::Illegal),
        square_leds: Some(shakmaty::Square::E4),
        details: vec![
            DgtLine::Board {
                serial: Some("24680".into()),
                version: Some((3, 1)),
                device: Some("/dev/ttyACM0".into()),
            },
            DgtLine::Board {
                serial: None,
                version: None,
                device: None,
            },
            DgtLine::Clock {
                clock: Some((2, 2)),
                seen: Some(true),
            },
            DgtLine::Clock {
                clock: None,
                seen: Some(true),
            },
            DgtLine::Clock {
                clock: None,
                seen: Some(false),
            },
            DgtLine::Clock {
                clock: None,
                seen: None,
            },
            DgtLine::Lever {
                down: Some((Side::Left, t(2500))),
                presses: Presses::Last(Color::White, t(2500)),
            },
            DgtLine::Lever {
                down: Some((Side::Right, t(2500))),
                presses: Presses::Last(Color::Black, t(2500)),
            },
            DgtLine::Lever {
                down: None,
                presses: Presses::None,
            },
            DgtLine::Lever {
                down: None,
                presses: Presses::NotRead,
            },
            DgtLine::Link(LinkCounts {
                connects: 2,
                lost: 1,
                messages: 120,
                bytes: 1500,
                dumps: 4,
                corrected: 1,
                resyncs: 1,
                garbled: 0,
            }),
        ],
        ..DiagView::default()
    };
    for label in [
        "press",
        "white",
        "black",
        "ack",
        "adjust white",
        "adjust black",
        "flag white",
        "flag black",
    ] {
        view.clock.lines.push(LineStatus {
            label: label.into(),
            line: "GPIO17".into(),
            active: label == "press",
            rises: 1,
            falls: 2,
        });
    }
    let line = |role: &str, spec: &str, name: Option<&str>, chip: &str, offset| FoundLine {
        role: role.into(),
        spec: spec.parse().unwrap(),
        name: name.map(Into::into),
        chip: chip.into(),
        offset,
    };
    view.lines = vec![
        line("clock", "GPIO14", Some("TXD1"), "/dev/gpiochip0", 14),
        line("clock", "GPIO4", Some("GPIO4"), "/dev/gpiochip0", 4),
        line("led", "GPIO27", Some("GPIO27"), "/dev/gpiochip0", 27),
        line("led", "GPIO2", None, "/dev/gpiochip1", 2),
    ];
    let events = [
        jadoube::hw::ClockEvent::Press(jadoube::hw::clock::Press {
            t: t(2500),
            side: Some(Color::White),
            clock: None,
        }),
        jadoube::hw::ClockEvent::Press(jadoube::hw::clock::Press {
            t: t(2500),
            side: None,
            clock: None,
        }),
        jadoube::hw::ClockEvent::Ack(t(3000)),
        jadoube::hw::ClockEvent::Adjust(Color::Black, t(3000)),
        jadoube::hw::ClockEvent::Flag(Color::White, t(3000)),
        jadoube::hw::ClockEvent::Result(jadoube::arbiter::event::GameResult::Draw, t(3000)),
    ];
    let patterns = [
        LedPattern::Off,
        LedPattern::Ready,
        LedPattern::Illegal,
        LedPattern::SensorFault,
    ];
    let mut faults: Vec<String> = dgt_link_whys()
        .iter()
        .map(|w| format!("dgt /dev/ttyACM0: {w}"))
        .collect();
    faults.push(format!(
        "dgt (no device): {}",
        jadoube::words::hw_fault::DGT_NOT_YET
    ));
    for own in [
        jadoube::words::DGT_UNCERTAIN,
        jadoube::words::DGT_UNCERTAIN_WINDOW,
        jadoube::words::DGT_UNCERTAIN_PRESS,
        jadoube::words::DGT_NO_CLOCK,
    ] {
        faults.push(format!("dgt /dev/ttyACM0: {own}"));
    }
    for lang in OTHERS {
        let tr = jadoube::i18n::tr(lang);
        for (i, fault) in faults.iter().enumerate() {
            view.fault = Some(fault.clone());
            view.last_clock_event = Some(events[i % events.len()]);
            view.led = Some(patterns[i % patterns.len()]);
            let text = render_in(tr, &view);
            assert!(!text.contains("os error"), "{lang}: {text}");
            let english = render_in(jadoube::i18n::tr(Lang::En), &view);
            assert!(english.contains(fault.as_str()), "{english}");
            assert_eq!(text.lines().count(), english.lines().count(), "{text}");
            found.extend(english_report(lang, fault, &without_diag_names(&text), &en));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// lang10: the board log's state before a DGT board's first dump (written
/// by `hw::dgt::log`) is the English `words::hw_fault` reads back as
/// `LinkWhy::NotYet`, and said in the language.
#[test]
fn a_dgt_board_not_heard_yet_is_said_in_the_language() {
    use jadoube::hw::dgt::log::{BoardLog, Latency};
    use jadoube::time::Time;
    use jadoube::words::hw_fault::{DGT_NO_DEVICE, DGT_NOT_YET, LinkWhy};
    let mut log = BoardLog::new(Latency {
        clock: Time::from_millis(100),
        board: Time::from_millis(100),
    });
    let why = log.frame_at(Time::ZERO).unwrap_err();
    assert_eq!(why, DGT_NOT_YET);
    assert_eq!(LinkWhy::parse(&why), Some(LinkWhy::NotYet));
    let en = english_words();
    let text = format!("{DGT_NO_DEVICE}: {why}");
    let mut found = Vec::new();
    for lang in OTHERS {
        let said = jadoube::words::fault_text_words(jadoube::i18n::tr(lang), &text);
        assert_ne!(said, text, "{lang}");
        found.extend(english_report(lang, &text, &said, &en));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
