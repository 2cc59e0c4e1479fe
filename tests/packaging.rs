//! What the Debian package ships beside the program stays in step with it:
//! the manual page names every command (`tools/build-deb.sh` installs
//! docs/jadoube.1). `.ci/run` builds the package itself, runs lintian and
//! installs it in a throwaway root.

use std::path::Path;
use std::process::Command;

#[test]
fn the_manual_page_names_every_command() {
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(
        commands.len() >= 10,
        "commands read from --help: {commands:?}"
    );
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/jadoube.1"))
            .unwrap();
    for c in commands {
        // roff writes a hyphen as `\-`.
        let entry = format!(".B {}", c.replace('-', "\\-"));
        assert!(
            page.lines().any(|l| l == entry),
            "docs/jadoube.1 has no entry `{entry}` for the command `{c}`"
        );
    }
}

/// The board's program has no hall (issue 29: two programs, two packages):
/// `jadoube hall` says in one line which program to run, exit status 2, and
/// the board's manual page sends the reader to jadoube-hall(1).
#[test]
fn the_board_program_points_to_jadoube_hall() {
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["hall", "--broker", "localhost:1883"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("`jadoube-hall`"), "{err}");
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/jadoube.1"))
            .unwrap();
    assert!(
        !page.lines().any(|l| l == ".B hall"),
        "docs/jadoube.1 still has `hall`"
    );
    assert!(page.contains(".BR jadoube\\-hall (1)"));
}
