//! No English left in another language (issue 31): every word of
//! `src/i18n/en.ftl`'s values (four letters or more, the exceptions of
//! `tests/english/mod.rs` apart) is looked for in what the program shows
//! a person in es, pt, fr and de: the screen's texts, `replay` (its header,
//! decisions, `--inputs` lines and stderr), `verify`, `export`'s PGN
//! comments, `demo`, `unwinnable`, `round`, `key` and `check-config`.
//! (`tests/hall_page.rs` looks at the hall's page the same way.)
//! And the check itself finds English where it is.

mod display_common;
mod english;

use std::path::{Path, PathBuf};
use std::process::Command;

use display_common::*;
use english::*;
use jadoube::display::{Audience, View};
use jadoube::i18n::{Lang, tr};

const BIN: &str = env!("CARGO_BIN_EXE_jadoube");
const OTHERS: [Lang; 4] = [Lang::Es, Lang::Pt, Lang::Fr, Lang::De];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jadoube-noen-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the program with no locale and no configuration of its own: the
/// language is `--lang`'s. Standard output and error, together.
fn run(args: &[&str]) -> String {
    let o = Command::new(BIN)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn the_check_finds_english() {
    let en = english_words();
    assert!(en.len() > 300, "{} words", en.len());
    for w in [
        "illegal",
        "restore",
        "checkmate",
        "arbiter",
        "white",
        "journal",
    ] {
        assert!(en.contains(w), "{w}");
    }
    // Selectors, arguments and references are no words (`NUMBER($n,
    // type: "ordinal")`; "number" itself is a word of the configuration's
    // checks: "a GPIO number").
    for w in ["attempt", "target_role", "ordinal"] {
        assert!(!en.contains(w), "{w}");
    }
    assert_eq!(
        english_left(Lang::Es, "Jugada ilegal: restore the position", &en),
        ["position", "restore"]
    );
    // Squares, moves, articles, paths, commands and options are not looked at.
    assert!(
        english_left(
            Lang::Es,
            "Qxf7# (Art. 3.10.1) /tmp/white/game.pgn `jadoube verify FILE` --keys",
            &en
        )
        .is_empty()
    );
    // English in English is not English left.
    let text = tr(Lang::En).t("touch-advice-only");
    assert!(!english_left(Lang::Es, &text, &en).is_empty(), "{text}");
}

#[test]
fn no_english_on_the_screen() {
    let en = english_words();
    let mut failures = Vec::new();
    for lang in OTHERS {
        let t = tr(lang);
        let mut scenes = scenarios();
        for (_, m) in &mut scenes {
            m.info.lang = lang;
        }
        for (name, model) in scenes {
            for audience in [Audience::Arbiter, Audience::Players] {
                let v = View::of(&model, audience);
                let mut text = vec![v.title.clone(), v.status.clone()];
                text.extend(v.badge.clone());
                text.extend(v.lines.iter().map(|l| l.text.clone()));
                for s in &v.steps {
                    text.push(jadoube::words::step(t, s));
                    text.push(jadoube::words::step_short(t, s));
                }
                // The hardware's bus name, as its driver gives it.
                let text = text.join("\n").replace("spi0.0 chain 2", "");
                failures.extend(english_report(lang, &format!("screen {name}"), &text, &en));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A journal the daemon wrote playing `trace` (sealed, stopped cleanly).
fn journal_of(trace: &Path, dir: &Path) -> (PathBuf, PathBuf) {
    let state = dir.join("state");
    let cfg = dir.join("board.toml");
    std::fs::write(
        &cfg,
        "[screen]\noutputs = [\"terminal\"]\n[journal]\nevent = \"Zonal\"\nround = \"3\"\nboard = \"7\"\nwhite = \"Polgar, J.\"\nblack = \"Kasparov, G.\"\n",
    )
    .unwrap();
    let o = Command::new(BIN)
        .args(["run", "--config"])
        .arg(&cfg)
        .arg("--state-dir")
        .arg(&state)
        .arg("--sim")
        .arg(trace)
        .args(["--speed", "max", "--screen", "none"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{o:?}");
    let journal = std::fs::read_dir(&state)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .expect("a journal");
    (journal, state)
}

#[test]
fn no_english_on_the_terminal_or_in_the_pgn() {
    let en = english_words();
    let dir = scratch("terminal");
    let demo = root().join("traces/demo.trace");
    let public = root().join("tests/traces/public");
    let mut traces = vec![demo.clone()];
    let mut names: Vec<PathBuf> = std::fs::read_dir(&public)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("illegal-")
                && p.extension().is_some_and(|x| x == "trace")
        })
        .collect();
    names.sort();
    traces.extend(names.into_iter().take(12));
    let (journal, state) = journal_of(&demo, &dir);
    let pubkey = state.join("board-key.pub");
    let j = journal.to_str().unwrap();
    let mut failures = Vec::new();
    for lang in OTHERS {
        let l = lang.code();
        let mut check = |what: &str, text: String| {
            assert!(!text.trim().is_empty(), "{l} {what}: nothing printed");
            failures.extend(english_report(lang, what, &text, &en));
        };
        for t in &traces {
            let t = t.to_str().unwrap();
            check(
                &format!("replay {t}"),
                run(&["replay", "--lang", l, "--inputs", t]),
            );
        }
        check(
            "replay JOURNAL",
            run(&["replay", "--lang", l, "--inputs", j]),
        );
        check("verify", run(&["verify", "--lang", l, j]));
        check(
            "verify --key",
            run(&["verify", "--lang", l, "--key", pubkey.to_str().unwrap(), j]),
        );
        let out = dir.join(format!("export-{l}"));
        let st = state.to_str().unwrap();
        check(
            "export",
            run(&[
                "export",
                "--lang",
                l,
                "--state-dir",
                st,
                "-o",
                out.to_str().unwrap(),
            ]),
        );
        let pgn = std::fs::read_dir(&out)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|x| x == "pgn"))
            .expect("a PGN");
        let pgn = std::fs::read_to_string(pgn).unwrap();
        let comments = pgn_comments(&pgn);
        assert!(comments.len() >= 3, "{pgn}");
        check("PGN comments", comments.join("\n"));
        let shots = dir.join(format!("demo-{l}"));
        // (Less the commands it suggests: `cargo run --release -- verify`.)
        check(
            "demo",
            commands_out(run(&[
                "demo",
                "--lang",
                l,
                "--plain",
                "--screen-size",
                "320x240",
                "--screens",
                shots.to_str().unwrap(),
            ])),
        );
        check("unwinnable", run(&["unwinnable", "--lang", l, "startpos"]));
        check(
            "unwinnable, cannot mate",
            run(&["unwinnable", "--lang", l, "8/8/8/4k3/8/8/8/4K3 w - - 0 1"]),
        );
        let rs = dir.join(format!("round-{l}"));
        let rs = rs.to_str().unwrap();
        check(
            "round start",
            run(&[
                "round",
                "start",
                "--lang",
                l,
                "--state-dir",
                rs,
                "--event",
                "Zonal",
                "--round",
                "4",
                "--board",
                "2",
            ]),
        );
        check(
            "round show",
            run(&["round", "show", "--lang", l, "--state-dir", rs])
                .lines()
                .filter(|x| !x.starts_with(' ') && !x.starts_with(['{', '}']))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        check(
            "key init",
            run(&[
                "key",
                "init",
                "--lang",
                l,
                "--state-dir",
                rs,
                "--name",
                "b2",
            ]),
        );
        check(
            "key show",
            run(&["key", "show", "--lang", l, "--state-dir", rs]),
        );
        let cfg = dir.join("board.toml");
        check(
            "check-config",
            run(&["check-config", "--lang", l, cfg.to_str().unwrap()])
                .lines()
                .filter(|x| x.starts_with('#'))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A text without the lines that are commands to type (`demo`'s
/// suggestions: `  cargo run --release -- verify FILE`).
fn commands_out(text: String) -> String {
    text.lines()
        .filter(|l| {
            !(l.starts_with("  ") && (l.contains(" -- ") || l.trim().starts_with("jadoube ")))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The comments of a PGN (`{...}`), without its tags and moves, which
/// stay English.
fn pgn_comments(pgn: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = pgn;
    while let Some(i) = rest.find('{') {
        let Some(j) = rest[i..].find('}') else { break };
        let c = &rest[i + 1..i + j];
        // Clock annotations, `[%emt 0:00:03]`, are the format's.
        if !c.starts_with("[%") {
            out.push(c.to_string());
        }
        rest = &rest[i + j + 1..];
    }
    out
}

/// The language of every command: `--lang`, else the configuration's
/// `display.language`, else the locale.
#[test]
fn the_language_is_the_flag_then_the_configuration_then_the_locale() {
    let dir = scratch("choice");
    let cfg = dir.join("de.toml");
    std::fs::write(&cfg, "[display]\nlanguage = \"de\"\n").unwrap();
    let trace = root().join("traces/demo.trace");
    let t = trace.to_str().unwrap();
    let c = cfg.to_str().unwrap();
    let head = |args: &[&str], locale: &str| {
        let o = Command::new(BIN)
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", locale)
            .output()
            .unwrap();
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    };
    assert!(head(&["replay", t], "C").contains(": rules "));
    assert!(head(&["replay", t], "fr_FR.UTF-8").contains(": règles "));
    assert!(head(&["replay", "--config", c, t], "fr_FR.UTF-8").contains(": Regeln "));
    assert!(
        head(&["replay", "--config", c, "--lang", "pt", t], "fr_FR.UTF-8").contains(": regras ")
    );
    assert!(
        head(&["unwinnable", "startpos"], "es_ES.UTF-8").starts_with("las blancas pueden dar mate")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
