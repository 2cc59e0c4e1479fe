//! What the hall's Debian package (`jadoube-hall`, tools/build-deb.sh)
//! ships beside the program stays in step with it: the manual page names
//! every option and command of `jadoube-hall --help`.

use std::path::Path;
use std::process::Command;

/// The long options and the commands of a `--help` text.
fn names(help: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut section = "";
    for l in help.lines() {
        if !l.starts_with(' ') {
            section = l;
            continue;
        }
        let first = l.split_whitespace().next().unwrap_or("");
        match section {
            "Commands:" if first != "help" => out.push(first.to_string()),
            "Options:" => {
                if let Some(long) = l.split_whitespace().find(|w| w.starts_with("--")) {
                    let long = long.trim_end_matches(',');
                    if long != "--help" && long != "--version" {
                        out.push(long.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    out
}

#[test]
fn the_manual_page_names_every_option_and_command() {
    let help = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_jadoube-hall"))
            .args(args)
            .env("LANG", "C")
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let mut all = names(&help(&["--help"]));
    all.extend(
        names(&help(&["user", "--help"]))
            .into_iter()
            .map(|c| format!("user {c}")),
    );
    assert!(all.len() >= 15, "read from --help: {all:?}");
    assert!(all.iter().any(|n| n == "user add"), "{all:?}");
    let page = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/jadoube-hall.1"),
    )
    .unwrap();
    // roff writes a hyphen as `\-`.
    let roff = page.replace("\\-", "-");
    for n in all {
        assert!(
            roff.contains(&n),
            "docs/jadoube-hall.1 does not name `{n}` of jadoube-hall --help"
        );
    }
}
