//! The layering of `docs/architecture.md` holds in the code: each top-level
//! module of `src/` imports (`use crate::…` or a `crate::…` path, test
//! modules left out) only what its row of the layer table allows, no two
//! top-level modules import each other, only `cli/` knows clap, anyhow and
//! exit statuses, and `board` and `arbiter` do no I/O and read no clock.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One row of the layer table.
#[derive(Debug)]
struct Row {
    layer: u32,
    may_import: BTreeSet<String>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `module` cells of a table row: the backquoted names.
fn names(cell: &str) -> BTreeSet<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The table after the `<!-- layers` marker of `docs/architecture.md`.
fn layer_table(doc: &str) -> BTreeMap<String, Row> {
    let start = doc
        .find("<!-- layers")
        .expect("docs/architecture.md has the `<!-- layers` table");
    let mut rows = BTreeMap::new();
    for line in doc[start..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with('|'))
    {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Ok(layer) = cells[1].parse::<u32>() else {
            continue; // the header and the rule under it
        };
        let module = names(cells[2]);
        assert_eq!(module.len(), 1, "one module per row: {line}");
        let module = module.into_iter().next().unwrap();
        let row = Row {
            layer,
            may_import: names(cells[3]),
        };
        assert!(
            rows.insert(module.clone(), row).is_none(),
            "{module} has two rows"
        );
    }
    assert!(!rows.is_empty(), "the layer table has no rows");
    rows
}

/// The source of a file without its test modules (everything from the
/// first `#[cfg(test)]` on, where this crate keeps them).
fn without_tests(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or("")
}

/// The source without `//` comments (doc comments included).
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The top-level modules named after `crate::` in `text`: paths
/// (`crate::a::b`) and grouped imports (`use crate::{a, b::{c, d}}`).
fn crate_imports(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find("crate::") {
        let before = rest[..i].chars().next_back();
        rest = &rest[i + "crate::".len()..];
        if before.is_some_and(|c| is_ident(c) || c == '$') {
            continue; // `$crate::`, `mycrate::`
        }
        if let Some(group) = rest.strip_prefix('{') {
            // The first name of each item at depth 0 of the group.
            let (mut depth, mut item) = (0, String::new());
            let mut items = Vec::new();
            for c in group.chars() {
                match c {
                    '}' if depth == 0 => break,
                    ',' if depth == 0 => items.push(std::mem::take(&mut item)),
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    c if depth == 0 => item.push(c),
                    _ => {}
                }
            }
            items.push(item);
            for item in items {
                let name: String = item.trim().chars().take_while(|c| is_ident(*c)).collect();
                if !name.is_empty() {
                    out.insert(name);
                }
            }
        } else {
            let name: String = rest.chars().take_while(|c| is_ident(*c)).collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Top-level module → (file, code without tests) of each of its files:
/// `src/` and the hall's crate (crates/jadoube-hall/src: its `hall` and
/// `cli` modules are layered as the library's, `docs/architecture.md`).
fn sources() -> BTreeMap<String, Vec<(String, String)>> {
    let mut out: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for src in [root().join("src"), root().join("crates/jadoube-hall/src")] {
        sources_in(&src, &mut out);
    }
    out
}

fn sources_in(src: &Path, out: &mut BTreeMap<String, Vec<(String, String)>>) {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    for path in files {
        let rel = path.strip_prefix(src).unwrap();
        let first = rel.components().next().unwrap().as_os_str();
        let first = first.to_string_lossy();
        let module = first.strip_suffix(".rs").unwrap_or(&first).to_string();
        if module == "main" || module == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        out.entry(module)
            .or_default()
            .push((rel.display().to_string(), without_tests(&text).to_string()));
    }
}

/// Module → the other top-level modules it imports.
fn import_graph(
    sources: &BTreeMap<String, Vec<(String, String)>>,
) -> BTreeMap<String, BTreeSet<String>> {
    sources
        .iter()
        .map(|(module, files)| {
            let imports = files
                .iter()
                .flat_map(|(_, code)| crate_imports(code))
                .filter(|m| m != module && sources.contains_key(m))
                .collect();
            (module.clone(), imports)
        })
        .collect()
}

#[test]
fn the_import_parser_reads_paths_and_groups() {
    let code = "use crate::a::B;\nuse crate::{b, c::{D, e::F}, d};\nlet x = crate::e::f();\n\
                macro_rules! m { () => { $crate::g::h() } }\nuse mycrate::i;\n";
    let got: Vec<String> = crate_imports(code).into_iter().collect();
    assert_eq!(got, ["a", "b", "c", "d", "e"]);
    assert_eq!(
        without_tests("x\n#[cfg(test)]\nmod tests { crate::y }"),
        "x\n"
    );
}

#[test]
fn the_table_catches_an_import_from_above_and_a_cycle() {
    let doc = "<!-- layers -->\n| layer | module | may import |\n|---|---|---|\n\
               | 2 | `up` | `down` |\n| 1 | `down` | |\n";
    let table = layer_table(doc);
    assert_eq!(table["up"].layer, 2);
    assert!(table["up"].may_import.contains("down"));
    assert!(table["down"].may_import.is_empty());
    let mut sources = BTreeMap::new();
    sources.insert(
        "up".to_string(),
        vec![("up.rs".into(), "use crate::down::X;".into())],
    );
    sources.insert(
        "down".to_string(),
        vec![("down.rs".into(), "use crate::up::Y;".into())],
    );
    let graph = import_graph(&sources);
    assert_eq!(
        violations(&table, &graph),
        ["down imports up, which its row does not allow"]
    );
    assert_eq!(
        mutual_imports(&graph),
        [("down".to_string(), "up".to_string())]
    );
}

/// Imports the table does not allow.
fn violations(
    table: &BTreeMap<String, Row>,
    graph: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<String> {
    let mut bad = Vec::new();
    for (module, imports) in graph {
        let Some(row) = table.get(module) else {
            bad.push(format!("{module} has no row in the layer table"));
            continue;
        };
        for m in imports.difference(&row.may_import) {
            bad.push(format!(
                "{module} imports {m}, which its row does not allow"
            ));
        }
    }
    bad
}

/// Pairs of top-level modules that import each other, directly or through
/// others.
fn mutual_imports(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<(String, String)> {
    let reaches = |from: &String, to: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(m) = todo.pop() {
            for n in graph.get(&m).into_iter().flatten() {
                if n == to {
                    return true;
                }
                if seen.insert(n.clone()) {
                    todo.push(n.clone());
                }
            }
        }
        false
    };
    let mut out = Vec::new();
    for (a, imports) in graph {
        for b in imports {
            if a < b && reaches(b, a) {
                out.push((a.clone(), b.clone()));
            }
        }
    }
    out
}

#[test]
fn every_import_follows_the_layer_table_of_the_architecture_doc() {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let table = layer_table(&doc);
    // The table itself: a row allows only lower layers.
    for (module, row) in &table {
        for m in &row.may_import {
            let other = table
                .get(m)
                .unwrap_or_else(|| panic!("{module}'s row allows `{m}`, which has no row"));
            assert!(
                other.layer < row.layer,
                "{module} (layer {}) may import {m} (layer {}): only lower layers",
                row.layer,
                other.layer
            );
        }
    }
    let sources = sources();
    for module in table.keys() {
        assert!(
            sources.contains_key(module),
            "the layer table names `{module}`, which is not a module of src/"
        );
    }
    let graph = import_graph(&sources);
    let bad = violations(&table, &graph);
    assert!(
        bad.is_empty(),
        "against docs/architecture.md:\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_two_top_level_modules_import_each_other() {
    let cycles = mutual_imports(&import_graph(&sources()));
    assert!(
        cycles.is_empty(),
        "top-level modules that import each other: {cycles:?}"
    );
}

/// Files of `modules` whose code (no comments, no tests) contains a word
/// of `words`.
fn uses(modules: &[&str], words: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (module, files) in sources() {
        if !modules.is_empty() && !modules.contains(&module.as_str()) {
            continue;
        }
        for (file, code) in files {
            let code = without_comments(&code);
            for w in words {
                if code.contains(w) {
                    found.push(format!("src/{file}: {w}"));
                }
            }
        }
    }
    found
}

#[test]
fn only_the_command_line_knows_clap_anyhow_and_exit_statuses() {
    let library: Vec<String> = sources().into_keys().filter(|m| m != "cli").collect();
    let library: Vec<&str> = library.iter().map(String::as_str).collect();
    let found = uses(&library, &["clap", "anyhow", "ExitCode", "process::exit"]);
    assert!(found.is_empty(), "outside cli/: {found:?}");
}

#[test]
fn board_and_arbiter_do_no_io_and_read_no_clock() {
    let found = uses(
        &["board", "arbiter"],
        &[
            "std::fs",
            "std::io",
            "std::net",
            "std::env",
            "std::process",
            "Instant",
            "SystemTime",
            "print!",
            "println!",
            "tokio",
        ],
    );
    assert!(
        found.is_empty(),
        "board and arbiter must be pure: {found:?}"
    );
}
