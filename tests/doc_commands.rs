//! The shell commands of the README and of `docs/*.md`, run as a reader
//! would run them after a clone.
//!
//! Every line of a ```sh code block is a command (a `\` at the end joins the
//! next line; `# ...` lines are comments). A command is either run here, or
//! marked as one that cannot be:
//!
//! - a trailing comment `# needs REASON` (`# needs a Pi`, `# needs root`),
//!   or the line `<!-- needs REASON -->` just before the block, for all its
//!   lines: skipped, and listed with the reason;
//! - otherwise it must be a `jadoube ...` or `cargo run --release -- ...`
//!   command, which is run with the program under test, in a scratch
//!   directory holding the repository's `traces/`, `config/`, `tests/` and
//!   `docs/`, and must exit with status 0. A command that is neither marked
//!   nor a jadoube command fails the test: the docs may not show a command
//!   nobody ran.
//!
//! A block of one command followed at once by a plain ``` block shows what
//! it prints: each line shown (`...` stands for lines left out) must be a
//! line of the output, in that order (a scan rate, `149.1/s`, may differ).

use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a document.
#[derive(Debug)]
struct Cmd {
    file: String,
    line: usize,
    text: String,
    /// Why it is not run here.
    skip: Option<String>,
    /// The output the document shows for it.
    shown: Option<Vec<String>>,
}

/// `# needs a Pi` at the end of a line: "a Pi".
fn needs_comment(line: &str) -> Option<String> {
    let i = line.find("# needs ")?;
    Some(line[i + "# needs ".len()..].trim().to_string())
}

/// The commands of the ```sh blocks of `text`.
fn commands(file: &str, text: &str) -> Vec<Cmd> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let fence = lines[i].trim_start();
        let lang = fence.strip_prefix("```").map(str::trim);
        if !matches!(lang, Some("sh" | "bash" | "shell")) {
            i += 1;
            continue;
        }
        let block_skip = lines[..i]
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty())
            .and_then(|l| l.trim().strip_prefix("<!-- needs "))
            .and_then(|l| l.strip_suffix("-->"))
            .map(|r| r.trim().to_string());
        i += 1;
        let first = out.len();
        while i < lines.len() && !lines[i].trim_start().starts_with("```") {
            let start = i;
            let mut text = String::new();
            loop {
                let l = lines[i];
                match l.trim_end().strip_suffix('\\') {
                    Some(head) if i + 1 < lines.len() => {
                        text.push_str(head);
                        text.push(' ');
                        i += 1;
                    }
                    _ => {
                        text.push_str(l);
                        i += 1;
                        break;
                    }
                }
            }
            let trimmed = text.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            out.push(Cmd {
                file: file.to_string(),
                line: start + 1,
                skip: needs_comment(trimmed).or_else(|| block_skip.clone()),
                text: trimmed.to_string(),
                shown: None,
            });
        }
        i += 1;
        // A plain block right after a block of one command: its output.
        let mut j = i;
        while j < lines.len() && lines[j].trim().is_empty() {
            j += 1;
        }
        if out.len() == first + 1 && j < lines.len() && lines[j].trim() == "```" {
            let body: Vec<String> = lines[j + 1..]
                .iter()
                .take_while(|l| l.trim() != "```")
                .map(|l| l.to_string())
                .collect();
            out[first].shown = Some(body);
        }
    }
    out
}

/// A line's words, a scan rate (`149.1/s`) made a placeholder.
fn words(line: &str) -> Vec<String> {
    line.split_whitespace()
        .map(|w| {
            let rate = w
                .strip_suffix("/s")
                .is_some_and(|n| n.parse::<f64>().is_ok());
            if rate {
                "N/s".to_string()
            } else {
                w.to_string()
            }
        })
        .collect()
}

/// Each line of `shown` but `...` is a line of `output`, in order.
fn shows(shown: &[String], output: &str) -> Result<(), String> {
    let mut rest = output.lines();
    for want in shown.iter().filter(|l| l.trim() != "...") {
        let w = words(want);
        if !rest.by_ref().any(|got| words(got) == w) {
            return Err(format!(
                "the document shows `{want}`, not in this order in the output"
            ));
        }
    }
    Ok(())
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn documents() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    docs.insert(0, repo().join("README.md"));
    docs
}

/// A scratch directory with the repository's data, `jadoube` on the PATH,
/// and its own temporary directory.
fn scratch() -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("jadoube-doc-commands-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("bin")).unwrap();
    std::fs::create_dir_all(dir.join("tmp")).unwrap();
    for d in ["traces", "config", "tests", "docs"] {
        std::os::unix::fs::symlink(repo().join(d), dir.join(d)).unwrap();
    }
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_jadoube"), dir.join("bin/jadoube")).unwrap();
    let path = format!(
        "{}:{}",
        dir.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    (dir, path)
}

#[test]
fn the_documents_have_commands_and_mark_those_needing_a_board() {
    let cmds = commands(
        "x.md",
        "```sh\njadoube replay a \\\n  --format jsonl\n# a comment\nsudo x   # needs root\n```\n\n<!-- needs a Pi -->\n```sh\njadoube diag\n```\n```\nnot a command\n```\n",
    );
    let seen: Vec<(usize, &str, Option<&str>)> = cmds
        .iter()
        .map(|c| (c.line, c.text.as_str(), c.skip.as_deref()))
        .collect();
    assert_eq!(
        seen,
        [
            (2, "jadoube replay a    --format jsonl", None),
            (5, "sudo x   # needs root", Some("root")),
            (10, "jadoube diag", Some("a Pi")),
        ]
    );
}

#[test]
fn shown_output_is_matched_line_by_line_in_order() {
    let cmds = commands(
        "x.md",
        "```sh\njadoube x\n```\n\n```\na\n...\nrate 12.5/s\n```\n",
    );
    let shown = cmds[0].shown.clone().expect("an output block");
    assert_eq!(shows(&shown, "a\nb\nrate 99.0/s\n"), Ok(()));
    assert!(shows(&shown, "rate 99.0/s\na\n").is_err());
    assert!(shows(&shown, "a\nrate 99/h\n").is_err());
}

#[test]
fn every_documented_command_runs_or_says_what_it_needs() {
    let (dir, path) = scratch();
    let mut ran = 0;
    let mut skipped = Vec::new();
    let mut failures = Vec::new();
    for doc in documents() {
        let name = doc
            .strip_prefix(repo())
            .unwrap_or(&doc)
            .display()
            .to_string();
        let text = std::fs::read_to_string(&doc).unwrap();
        for cmd in commands(&name, &text) {
            let at = format!("{}:{}: {}", cmd.file, cmd.line, cmd.text);
            if let Some(why) = &cmd.skip {
                skipped.push(format!("{at}  (needs {why})"));
                continue;
            }
            let Some(args) = cmd
                .text
                .strip_prefix("cargo run --release -- ")
                .or_else(|| cmd.text.strip_prefix("jadoube "))
            else {
                failures.push(format!(
                    "{at}: not a jadoube command: run it in a test, or mark it `# needs REASON`"
                ));
                continue;
            };
            let o = Command::new("sh")
                .arg("-c")
                .arg(format!("jadoube {args}"))
                .current_dir(&dir)
                .env("PATH", &path)
                .env("TMPDIR", dir.join("tmp"))
                .env_remove("CARGO")
                .env("NO_COLOR", "1")
                .output()
                .unwrap();
            ran += 1;
            eprintln!("ran {at}: {}", o.status);
            let stdout = String::from_utf8_lossy(&o.stdout);
            if !o.status.success() {
                failures.push(format!(
                    "{at}: {}\n{stdout}{}",
                    o.status,
                    String::from_utf8_lossy(&o.stderr)
                ));
            } else if let Some(shown) = &cmd.shown
                && let Err(why) = shows(shown, &stdout)
            {
                failures.push(format!("{at}: {why}; it prints:\n{stdout}"));
            }
        }
    }
    eprintln!("{ran} commands run; skipped:");
    for s in &skipped {
        eprintln!("  {s}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= 10, "only {ran} commands run");
}

#[test]
fn the_readme_keeps_its_two_commands() {
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap();
    let cmds = commands("README.md", &readme);
    let texts: Vec<&str> = cmds.iter().map(|c| c.text.as_str()).collect();
    assert!(texts.contains(&"cargo run --release -- demo"), "{texts:?}");
    assert!(texts.contains(&"cargo test"), "{texts:?}");
    assert!(Path::new(&repo().join("docs/build-a-board.md")).exists());
}
