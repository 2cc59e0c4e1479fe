//! English left behind: the words of `src/i18n/en.ftl`'s values (four
//! letters or more) found in a text meant to be in another language.
//! Shared by `tests/no_english.rs` (the terminal, the screen, the PGN) and
//! `tests/hall_page.rs` (the hall's page).
//!
//! What is not a word of the language, and so not looked at: text between
//! backticks (commands: `jadoube verify FILE`), command-line options
//! (`--keys`), anything with a digit or a slash in it (squares, moves in
//! SAN, articles, FENs, paths, hashes, times), and the named exceptions
//! below, each with its reason.

#![allow(dead_code)]

use std::collections::BTreeSet;

use jadoube::i18n::Lang;

/// Words every language shares with English, or that are no English:
/// names and the formats' own words.
const EVERYWHERE: &[&str] = &[
    // The program, and the French words it is named after (j'adoube).
    "jadoube",
    "adoube", // Names of federations and formats; PGN and UCI keep English.
    "fide",
    "uscf",
    "sha256",
    // The units and the machines' words the languages take as they are
    // ("byte a byte").
    "bytes",
    "byte",
    "broker",
    "framebuffer", // The system's name (`run --screen fbdev`).
    "linux",
    // Names of formats and devices, in capitals in every language, and
    // their plurals and compounds ("JSON-Objekt", "los LEDs").
    "json",
    "ansi",
    "ascii",
    "hdmi",
    "leds",
    "adcs",
    // A name: "Windows line ends" (CR LF), which `verify` names.
    "windows",
    // Names of a format, a protocol, a standard and the Pi's I/O lines,
    // in capitals in every language (the configuration's checks: "error
    // de sintaxis TOML", "los comodines MQTT", "línea GPIO").
    "toml",
    "mqtt",
    "unicode",
    "gpio",
    // A pin's name (SPI's data line from the device): "¿MISO
    // desconectado?" (lang9: the wirings' faults).
    "miso",
    // A kind of file the system has, named so in every language (a file
    // refused: "una FIFO (tubería con nombre)", "un socket").
    "fifo",
    "socket",
];

/// Words a language writes as English does (checked in its catalogue's
/// own usage): the same spelling, the language's own word.
fn shared(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[],
        // "jaque mate", "legal", "plausible", "la final"; "compare"
        // (compare usted).
        // The command line (`--help`, its errors): "error", "terminal",
        // "factor", "tiempo real", "color", "mates", "buses", "código de
        // control", "hardware", "proxy".
        Lang::Es => &[
            "mate",
            "legal",
            "plausible",
            "final",
            "compare",
            "error",
            "terminal",
            "factor",
            "real",
            "color",
            "mates",
            "buses",
            "control",
            "hardware",
            "proxy",
            "escape",
            // The configuration's checks: "más material", "entero
            // hexadecimal", "octal".
            "material",
            "hexadecimal",
            "octal",
            // The system's errors (cli/error_words.rs): "descriptor de
            // archivo".
            "descriptor",
            // The hardware's faults (lang9): "un sensor averiado".
            "sensor",
        ],
        // "xeque-mate", "legal", "a final"; "move-se" (mover), "compare"
        // (compare você).
        // The command line: "terminal", "tempo real", "chances", "mates",
        // "hardware", "pixels", "sites", "proxy", "blitz"; "Serve a página"
        // (servir), "Remove uma conta" (remover).
        Lang::Pt => &[
            "mate",
            "legal",
            "final",
            "move",
            "compare",
            "terminal",
            "real",
            "chances",
            "mates",
            "hardware",
            "pixels",
            "sites",
            "proxy",
            "blitz",
            "serve",
            "remove",
            "escape",
            // The configuration's checks: "mais material", "dispositivo
            // serial", "inteiro hexadecimal", "octal".
            "material",
            "serial",
            "hexadecimal",
            "octal",
            // The system's errors: "links simbólicos".
            "links",
            // The key's name on a Brazilian keyboard: "aperte Enter"
            // (`calibrate`).
            "enter",
            // The hardware's faults (lang9): "um sensor com defeito".
            "sensor",
        ],
        // French shares many words with English, with its own meaning.
        Lang::Fr => &[
            "position",
            "journal",
            "plausible",
            "promotion",
            "correct",
            "mode",
            "effective",
            "configuration",
            // "un journal de format 2"; the --help (cli/help.rs): "une
            // trace", "chaque type", "ce message", "Options", "la version".
            "format",
            "trace",
            "type",
            "message",
            "options",
            "version",
            "arguments",
            // The command line: "case" (a square), "blitz", "terminal",
            // "sortie standard", "chances", "positions", "verdict", "codes",
            // "section", "placement", "pixels", "simulation", "option",
            // "machine", "page", "public", "sites", "client", "note",
            // "argument".
            "case",
            "blitz",
            "terminal",
            "standard",
            "chances",
            "positions",
            "verdict",
            "codes",
            "section",
            "placement",
            "pixels",
            "simulation",
            "option",
            "machine",
            "page",
            "public",
            "sites",
            "client",
            "note",
            "argument",
            "sessions",
            "actions",
            // The configuration's checks: "code de sortie", "trop long",
            // "date et heure", "entier octal", "la racine du document",
            // "une table", "serveur et port".
            "code",
            "long",
            "date",
            "octal",
            "document",
            "table",
            "port",
            // The system's errors: "nom de fichier trop long", "quota de
            // disque".
            "long",
            "quota",
            // lang10: `diag`'s DGT link counters ("120 messages").
            "messages",
        ],
        // "Journal", "jadoube-Demo", "wessen Hand".
        // The command line: "Verb", "Argument", "Name", "Start", "Text",
        // "Terminal", "Simulation", "Option", "Hardware", "live", "Status",
        // "Blitz", "Magnet", "Client", "der private Schlüssel", "Tests",
        // "Proxy", "Pipes"; "also" (so, therefore).
        Lang::De => &[
            "also",
            "journal",
            "demo",
            "hand",
            "verb",
            "argument",
            "name",
            "start",
            "text",
            "terminal",
            "simulation",
            "option",
            "hardware",
            "live",
            "status",
            "blitz",
            "magnet",
            "client",
            "private",
            "tests",
            "proxy",
            "pipes",
            // "links" (left): "`left` (links) oder `right` (rechts)"; the
            // English word came with the system's errors ("symbolic links").
            "links",
            // The configuration's checks: "die Pins", "Latch-Leitung",
            // "die Offsets", "Unicode-Code", "Material", "Position",
            // "Rechner und Port".
            "pins",
            "latch",
            "offsets",
            "code",
            "material",
            "position",
            "port",
            "pipe",
            // The system's errors (lang7 met it): "auf diesem System
            // nicht unterstützt".
            "system",
            // The hardware's faults (lang9): "ein toter Sensor".
            "sensor",
            // lang10: `diag`: its scan "Rate", a DGT board's "Version", a
            // "Matrix" of reed switches.
            "rate",
            "version",
            "matrix",
        ],
    }
}

/// The words of English's catalogue: four letters or more, in lower case.
pub fn english_words() -> BTreeSet<String> {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/i18n/en.ftl"))
        .expect("en.ftl");
    let mut words = BTreeSet::new();
    for line in src.lines() {
        let t = line.trim_start();
        if t.starts_with('#') || t.is_empty() {
            continue;
        }
        // A message's first line: its value after `id =`.
        let value = match line.split_once(" = ") {
            Some((id, v)) if !id.starts_with(' ') && !id.contains('{') => v,
            _ => line,
        };
        let value = strip_syntax(value);
        for w in words_of(&value) {
            words.insert(w);
        }
    }
    words
}

/// A line of Fluent without its syntax: variant keys (`[one]`), the
/// selectors and references inside braces (`{ $count ->`, `{ side }`).
fn strip_syntax(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    // `[key]` at the start of a variant.
    let t = rest.trim_start().trim_start_matches('*');
    if t.starts_with('[')
        && let Some(end) = t.find(']')
    {
        rest = &t[end + 1..];
    }
    let mut depth = 0usize;
    for c in rest.chars() {
        match c {
            '{' => {
                depth += 1;
                out.push(' ');
            }
            '}' => {
                depth = depth.saturating_sub(1);
                out.push(' ');
            }
            // Inside braces: syntax, or the literals `{""}` and `{" "}`.
            _ if depth > 0 => {}
            c => out.push(c),
        }
    }
    out
}

/// The words of a text to look at (see the module's documentation).
pub fn words_of(text: &str) -> Vec<String> {
    // Not between backticks.
    let mut plain = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            plain.push_str(part);
            plain.push(' ');
        }
    }
    let mut out = Vec::new();
    for token in plain.split_whitespace() {
        let file_name = token
            .trim_end_matches(['.', ',', ':', ';', ')'])
            .split('.')
            .filter(|p| !p.is_empty())
            .count()
            > 1;
        if token.starts_with("--")
            || file_name
            || token.contains('/')
            || token.contains('\\')
            || token.chars().any(|c| c.is_ascii_digit())
        {
            continue;
        }
        for w in token.split(|c: char| !c.is_alphabetic()) {
            if w.chars().count() >= 4 {
                out.push(w.to_lowercase());
            }
        }
    }
    out
}

/// The English words in `text`, a text in `lang`.
pub fn english_left(lang: Lang, text: &str, english: &BTreeSet<String>) -> Vec<String> {
    let shared = shared(lang);
    let mut found: Vec<String> = words_of(text)
        .into_iter()
        .filter(|w| english.contains(w))
        .filter(|w| !EVERYWHERE.contains(&w.as_str()) && !shared.contains(&w.as_str()))
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Every line of `text` with English in it, named; `None` if none.
pub fn english_report(
    lang: Lang,
    what: &str,
    text: &str,
    english: &BTreeSet<String>,
) -> Option<String> {
    let bad: Vec<String> = text
        .lines()
        .filter_map(|l| {
            let w = english_left(lang, l, english);
            (!w.is_empty()).then(|| format!("  {w:?} in: {l}"))
        })
        .collect();
    (!bad.is_empty()).then(|| format!("{lang} {what}: English left:\n{}", bad.join("\n")))
}

/// Panics naming every line of `text` with English in it.
pub fn assert_no_english(lang: Lang, what: &str, text: &str, english: &BTreeSet<String>) {
    if let Some(report) = english_report(lang, what, text, english) {
        panic!("{report}");
    }
}
