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
    let o = Command::new(BIN)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_env)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
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
            // The usage line names the program and its commands.
            if l.contains(": jadoube") {
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
                    w.is_empty() || !w.chars().all(|c| c.is_ascii_uppercase() || c == '_')
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
    let _ = std::fs::remove_dir_all(&dir);
}
