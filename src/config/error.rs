//! Configuration errors that name the line, the column and the key.
//!
//! The `toml` crate reports a byte span; [`Locator`] walks the same document
//! with `toml_edit` (which keeps the span of every key and value) to turn a
//! span into a dotted key (`sensor.mcp23017.addresses[2]`) and, for errors
//! found after parsing, a key back into its line.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use toml_edit::{ImDocument, Item, Table, Value};

/// One step of a key path: a table key or an array index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Key(String),
    Index(usize),
}

/// A dotted key such as `sensor.mcp23017.addresses[2]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyPath(pub Vec<Seg>);

impl KeyPath {
    /// Parses `a.b[2].c`; keys may not contain dots or brackets.
    pub fn parse(s: &str) -> KeyPath {
        let mut segs = Vec::new();
        for part in s.split('.').filter(|p| !p.is_empty()) {
            let (key, rest) = part.split_once('[').unwrap_or((part, ""));
            if !key.is_empty() {
                segs.push(Seg::Key(key.to_string()));
            }
            for idx in rest.split('[') {
                if let Ok(i) = idx.trim_end_matches(']').parse() {
                    segs.push(Seg::Index(i));
                }
            }
        }
        KeyPath(segs)
    }

    pub fn key(&self, k: &str) -> KeyPath {
        let mut p = self.clone();
        p.0.push(Seg::Key(k.to_string()));
        p
    }

    pub fn index(&self, i: usize) -> KeyPath {
        let mut p = self.clone();
        p.0.push(Seg::Index(i));
        p
    }
}

impl fmt::Display for KeyPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seg) in self.0.iter().enumerate() {
            match seg {
                Seg::Key(k) if i == 0 => write!(f, "{k}")?,
                Seg::Key(k) => write!(f, ".{k}")?,
                Seg::Index(n) => write!(f, "[{n}]")?,
            }
        }
        Ok(())
    }
}

/// A bad configuration: where, which key, what is wrong (and what is allowed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file, when the configuration came from one.
    pub file: Option<PathBuf>,
    /// 1-based line and column, when the error can be placed.
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The key at fault, when there is one.
    pub key: Option<String>,
    pub message: String,
    /// The text of the line at fault, for context.
    pub source_line: Option<String>,
    /// What is wrong, with its values, for a translation
    /// (`cli/error_words.rs`); `None` when only the English `message` says
    /// it (the rules of the configuration: a range, a pin used twice).
    pub why: Option<ConfigWhy>,
}

/// What is wrong with a configuration, for a translation: the file cannot
/// be read, or its text is not UTF-8, or what the TOML reader found (a key
/// the configuration does not have, a value not among those allowed, a
/// value of the wrong type, a key missing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigWhy {
    /// The file cannot be read.
    Unreadable(std::io::ErrorKind),
    /// The file is a FIFO, a socket or a device (`fifo`, `socket`,
    /// `device`): refused, never waited on (lang8).
    NotRegular(&'static str),
    /// Not UTF-8 text: the first bad bytes, in hex.
    NotUtf8 { bytes: String },
    /// A key the table does not have, and those it has.
    UnknownKey { key: String, expected: Vec<String> },
    /// A value not among those allowed.
    UnknownValue {
        value: String,
        expected: Vec<String>,
    },
    /// A value of the wrong type: what was found (`string "x"`, `integer
    /// 3`) and what is expected (`u32`, `a boolean`), as the TOML reader
    /// names them.
    WrongType { found: String, expected: String },
    /// A key that must be given.
    MissingKey { key: String },
    /// One of the configuration's own rules (a range, a value used twice):
    /// the catalogue's message id (`config-rule-*`) and its arguments. The
    /// English `message` says the same (`cli::error_words` tests it).
    Rule {
        id: &'static str,
        args: Vec<(&'static str, String)>,
    },
    /// A rule whose reasons are other rules (`Rule`s), said one after the
    /// other, joined by "; ", as its argument `why` (a start position
    /// that cannot be played from, and why).
    Reasons {
        /// The rule that takes the reasons as its `why` (a `Rule`).
        rule: Box<ConfigWhy>,
        reasons: Vec<ConfigWhy>,
    },
    /// A TOML syntax error: what the reader was reading, what it expected
    /// there and what went wrong, as far as they are named
    /// ([`TomlSyntax`]).
    Syntax(Box<TomlSyntax>),
}

impl ConfigWhy {
    /// What the TOML reader's message (serde's words) says, when it is one
    /// of the kinds above.
    pub fn from_toml_message(message: &str) -> Option<ConfigWhy> {
        let quoted = |s: &str| -> Vec<String> {
            s.split('`')
                .enumerate()
                .filter(|(i, _)| i % 2 == 1)
                .map(|(_, w)| w.to_string())
                .collect()
        };
        let first_quoted = |s: &str| quoted(s).into_iter().next();
        if let Some(rest) = message.strip_prefix("unknown field ") {
            let (name, expected) = rest.split_once(", ").unwrap_or((rest, ""));
            return Some(ConfigWhy::UnknownKey {
                key: first_quoted(name)?,
                expected: quoted(expected),
            });
        }
        if let Some(rest) = message.strip_prefix("unknown variant ") {
            let (name, expected) = rest.split_once(", ").unwrap_or((rest, ""));
            return Some(ConfigWhy::UnknownValue {
                value: first_quoted(name)?,
                expected: quoted(expected),
            });
        }
        if let Some(rest) = message.strip_prefix("invalid type: ") {
            let (found, expected) = rest.rsplit_once(", expected ")?;
            return Some(ConfigWhy::WrongType {
                found: found.to_string(),
                expected: expected.to_string(),
            });
        }
        if let Some(rest) = message.strip_prefix("missing field ") {
            return Some(ConfigWhy::MissingKey {
                key: first_quoted(rest)?,
            });
        }
        None
    }
}

/// A TOML syntax error as the `toml` reader words it, taken apart: its
/// parser says `invalid LABEL`, then `expected A, B`, then a cause, one to
/// a line (winnow's `ContextError`, `toml_edit`'s own errors). Each part
/// has a kind a translation names; what it does not know is kept as
/// written (`Other`), to be quoted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TomlSyntax {
    /// What was being read (`table-header`, `array`, `basic-string`…:
    /// the reader's label in kebab case), when it names one.
    pub what: Option<&'static str>,
    /// What could stand there.
    pub expected: Vec<Expected>,
    /// What else went wrong.
    pub cause: Option<SyntaxCause>,
}

/// One thing the TOML reader expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A literal, as the reader writes it (`` `]` ``, `'`'`).
    Literal(String),
    Newline,
    Digit,
    LeadingDigit,
    Other(String),
}

/// What went wrong in a TOML document beyond what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxCause {
    /// A key given twice, in a table (`None`: the document's root).
    DuplicateKey {
        key: String,
        table: Option<String>,
    },
    /// A dotted key that goes through a value that is not a table (its
    /// type as the reader names it).
    DottedKey {
        key: String,
        found: String,
    },
    OutOfRange,
    TooDeep,
    NumberTooLarge,
    NumberTooSmall,
    InvalidDigit,
    Other(String),
}

/// The reader's labels (`toml_edit`'s parser) and their kinds.
const LABELS: [(&str, &str); 20] = [
    ("array", "array"),
    ("date-time", "date-time"),
    ("time", "time"),
    ("time offset", "time-offset"),
    ("inline table", "inline-table"),
    ("key", "key"),
    ("integer", "integer"),
    ("hexadecimal integer", "hex-integer"),
    ("octal integer", "octal-integer"),
    ("binary integer", "binary-integer"),
    ("floating-point number", "float"),
    ("basic string", "basic-string"),
    ("unicode 4-digit hex code", "unicode-4"),
    ("unicode 8-digit hex code", "unicode-8"),
    ("escape sequence", "escape"),
    ("multiline basic string", "ml-basic-string"),
    ("literal string", "literal-string"),
    ("multiline literal string", "ml-literal-string"),
    ("table header", "table-header"),
    ("string", "string"),
];

impl TomlSyntax {
    /// The reader's label of a kind (`table-header`: `table header`).
    pub fn label(what: &str) -> Option<&'static str> {
        LABELS.iter().find(|(_, k)| *k == what).map(|(l, _)| *l)
    }

    /// Takes the reader's message apart.
    pub fn parse(message: &str) -> TomlSyntax {
        let mut out = TomlSyntax::default();
        for (i, line) in message.lines().enumerate() {
            let label = line
                .strip_prefix("invalid ")
                .and_then(|l| LABELS.iter().find(|(label, _)| *label == l));
            if let (0, Some((_, kind))) = (i, label) {
                out.what = Some(kind);
            } else if let Some(list) = line.strip_prefix("expected ") {
                out.expected = list
                    .split(", ")
                    .map(|e| match e {
                        "newline" => Expected::Newline,
                        "digit" => Expected::Digit,
                        "leading digit" => Expected::LeadingDigit,
                        e if e.len() >= 3
                            && (e.starts_with('`') && e.ends_with('`')
                                || e.starts_with('\'') && e.ends_with('\'')) =>
                        {
                            Expected::Literal(e.to_string())
                        }
                        e => Expected::Other(e.to_string()),
                    })
                    .collect();
            } else if out.cause.is_none() {
                out.cause = Some(SyntaxCause::parse(line));
            } else if let Some(SyntaxCause::Other(text)) = &mut out.cause {
                text.push('\n');
                text.push_str(line);
            } else {
                out.cause = Some(SyntaxCause::Other(message.to_string()));
            }
        }
        out
    }
}

impl SyntaxCause {
    fn parse(line: &str) -> SyntaxCause {
        let quoted: Vec<&str> = line.split('`').skip(1).step_by(2).collect();
        if line.starts_with("duplicate key `") {
            let key = quoted.first().map_or(String::new(), |k| k.to_string());
            let table = if line.ends_with(" in document root") {
                None
            } else {
                quoted.get(1).map(|t| t.to_string())
            };
            if table.is_some() || line.ends_with(" in document root") {
                return SyntaxCause::DuplicateKey { key, table };
            }
        }
        if let (Some(rest), Some(key)) = (line.strip_prefix("dotted key `"), quoted.first())
            && let Some(found) = rest
                .split_once("` attempted to extend non-table type (")
                .and_then(|(_, t)| t.strip_suffix(')'))
        {
            return SyntaxCause::DottedKey {
                key: key.to_string(),
                found: found.to_string(),
            };
        }
        match line {
            "value is out of range" => SyntaxCause::OutOfRange,
            "recursion limit exceeded" => SyntaxCause::TooDeep,
            "number too large to fit in target type" => SyntaxCause::NumberTooLarge,
            "number too small to fit in target type" => SyntaxCause::NumberTooSmall,
            "invalid digit found in string" => SyntaxCause::InvalidDigit,
            other => SyntaxCause::Other(other.to_string()),
        }
    }
}

impl ConfigError {
    /// An error with no place in a file (the file cannot be read).
    pub fn plain(file: Option<&Path>, message: impl Into<String>) -> ConfigError {
        ConfigError {
            file: file.map(Path::to_path_buf),
            line: None,
            column: None,
            key: None,
            message: message.into(),
            source_line: None,
            why: None,
        }
    }
}

impl fmt::Display for ConfigError {
    /// `FILE: line 12, column 3: key `sensor.kind`: unknown variant ...`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{}: ", file.display())?;
        }
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "line {l}, column {c}: ")?,
            (Some(l), None) => write!(f, "line {l}: ")?,
            _ => {}
        }
        // The key, the message and the line quote the file: at most 200
        // characters of any word of it (`error::clip_words`).
        let clip = crate::error::clip_words;
        if let Some(key) = &self.key {
            write!(f, "key `{}`: ", clip(key))?;
        }
        write!(f, "{}", clip(&self.message))?;
        if let (Some(l), Some(text)) = (self.line, &self.source_line) {
            write!(f, "\n  {l} | {}", clip(text))?;
        }
        Ok(())
    }
}

impl std::error::Error for ConfigError {}

/// A parsed document that maps spans to keys and keys to spans.
pub struct Locator<'a> {
    src: &'a str,
    doc: Option<ImDocument<&'a str>>,
}

impl<'a> Locator<'a> {
    pub fn new(src: &'a str) -> Locator<'a> {
        Locator {
            src,
            doc: ImDocument::parse(src).ok(),
        }
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.src.len());
        let before = &self.src.as_bytes()[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        (line, column)
    }

    fn line_text(&self, line: usize) -> Option<String> {
        self.src
            .lines()
            .nth(line - 1)
            .map(|l| l.trim_end().to_string())
    }

    /// An error at a byte span (from the `toml` crate), with the key found
    /// there.
    pub fn error_at(
        &self,
        file: Option<&Path>,
        span: Option<Range<usize>>,
        message: &str,
    ) -> ConfigError {
        let mut err = ConfigError::plain(file, message.trim_end());
        err.why = if self.doc.is_none() {
            // The document does not parse: a syntax error.
            Some(ConfigWhy::Syntax(Box::new(TomlSyntax::parse(
                message.trim_end(),
            ))))
        } else {
            ConfigWhy::from_toml_message(message.trim_end())
        };
        if let Some(span) = span {
            let (line, column) = self.line_col(span.start);
            err.line = Some(line);
            err.column = Some(column);
            err.source_line = self.line_text(line);
            let key = self.key_at(span.start).filter(|k| !k.0.is_empty());
            if err.why.is_none() {
                // A value of the configuration's own types (a GPIO line)
                // refused while it is read: its kind, when the reason is
                // the one it gives.
                let value = key.as_ref().and_then(|k| self.value_at(&k.0));
                err.why = value.and_then(|v| {
                    super::line::why_not_a_line(v, message.trim_end())
                        .or_else(|| why_not_a_language(v, message.trim_end()))
                });
            }
            err.key = key.map(|k| k.to_string());
        }
        err
    }

    /// The value at a key path, when the document parses and has it.
    fn value_at(&self, path: &[Seg]) -> Option<&Value> {
        table_value(self.doc.as_ref()?.as_table(), path)
    }

    /// An error about a key found valid by TOML but not by the rules of the
    /// configuration; placed at the key, or at its nearest ancestor present
    /// in the file (a missing key), or nowhere (all defaults).
    pub fn error_for(&self, file: Option<&Path>, key: &KeyPath, message: &str) -> ConfigError {
        let mut err = ConfigError::plain(file, message);
        err.key = Some(key.to_string());
        let mut path = key.0.clone();
        loop {
            if let Some(span) = self.span_of(&path) {
                let (line, column) = self.line_col(span.start);
                err.line = Some(line);
                err.column = Some(column);
                err.source_line = self.line_text(line);
                break;
            }
            if path.pop().is_none() {
                // Neither the key nor its table is in the file: the error
                // is placed at the file's end, where it would be added.
                let (line, column) = self.line_col(self.src.trim_end().len());
                err.line = Some(line);
                err.column = Some(column);
                err.source_line = self.line_text(line);
                err.message.push_str(" (not in the file: add it)");
                break;
            }
        }
        err
    }

    /// The deepest key whose key or value covers `offset`.
    pub fn key_at(&self, offset: usize) -> Option<KeyPath> {
        let doc = self.doc.as_ref()?;
        let mut path = Vec::new();
        find_in_table(doc.as_table(), offset, &mut path);
        Some(KeyPath(path))
    }

    /// The span of a key (its name, so the line is the line of the key), or
    /// of an array element.
    pub fn span_of(&self, path: &[Seg]) -> Option<Range<usize>> {
        let doc = self.doc.as_ref()?;
        if path.is_empty() {
            return None;
        }
        span_in(Node::Table(doc.as_table()), path, None)
    }
}

#[derive(Clone, Copy)]
enum Node<'a> {
    Table(&'a Table),
    Value(&'a Value),
    Tables(&'a toml_edit::ArrayOfTables),
}

impl<'a> Node<'a> {
    fn of(item: &'a Item) -> Option<Node<'a>> {
        match item {
            Item::Table(t) => Some(Node::Table(t)),
            Item::Value(v) => Some(Node::Value(v)),
            Item::ArrayOfTables(a) => Some(Node::Tables(a)),
            Item::None => None,
        }
    }
}

fn span_in(node: Node<'_>, rest: &[Seg], span: Option<Range<usize>>) -> Option<Range<usize>> {
    let Some((seg, tail)) = rest.split_first() else {
        return span;
    };
    match (node, seg) {
        (Node::Table(t), Seg::Key(k)) => {
            let (key, item) = t.get_key_value(k)?;
            span_in(
                Node::of(item)?,
                tail,
                key.span().or_else(|| item.span()).or(span),
            )
        }
        (Node::Value(Value::InlineTable(t)), Seg::Key(k)) => {
            let (key, item) = t.get_key_value(k)?;
            span_in(
                Node::of(item)?,
                tail,
                key.span().or_else(|| item.span()).or(span),
            )
        }
        (Node::Tables(a), Seg::Index(i)) => {
            let t = a.get(*i)?;
            span_in(Node::Table(t), tail, t.span().or(span))
        }
        (Node::Value(Value::Array(a)), Seg::Index(i)) => {
            let v = a.get(*i)?;
            span_in(Node::Value(v), tail, v.span().or(span))
        }
        _ => None,
    }
}

/// `display.language` refused: the catalogue says `Lang`'s reason.
fn why_not_a_language(v: &Value, message: &str) -> Option<ConfigWhy> {
    let text = v.as_str()?;
    let why = text.parse::<crate::i18n::Lang>().err()?;
    (why == message).then(|| ConfigWhy::Rule {
        id: "cli-why-unknown-language",
        args: vec![("value", text.to_string())],
    })
}

fn table_value<'a>(t: &'a Table, path: &[Seg]) -> Option<&'a Value> {
    let (Seg::Key(k), tail) = path.split_first()? else {
        return None;
    };
    match t.get(k)? {
        Item::Value(v) => value_in(v, tail),
        Item::Table(sub) => table_value(sub, tail),
        Item::ArrayOfTables(a) => match tail.split_first()? {
            (Seg::Index(i), rest) => table_value(a.get(*i)?, rest),
            _ => None,
        },
        Item::None => None,
    }
}

fn value_in<'a>(v: &'a Value, rest: &[Seg]) -> Option<&'a Value> {
    let Some((first, tail)) = rest.split_first() else {
        return Some(v);
    };
    match (v, first) {
        (Value::Array(a), Seg::Index(i)) => value_in(a.get(*i)?, tail),
        (Value::InlineTable(t), Seg::Key(k)) => value_in(t.get(k)?, tail),
        _ => None,
    }
}

fn covers(span: Option<Range<usize>>, offset: usize) -> bool {
    span.is_some_and(|s| s.start <= offset && (offset < s.end || s.is_empty() && offset == s.start))
}

fn find_in_table(t: &Table, offset: usize, path: &mut Vec<Seg>) -> bool {
    for (k, _) in t.iter() {
        let Some((key, item)) = t.get_key_value(k) else {
            continue;
        };
        path.push(Seg::Key(k.to_string()));
        let hit_key = covers(key.span(), offset);
        let deeper = match item {
            Item::Table(sub) => find_in_table(sub, offset, path) || covers(sub.span(), offset),
            Item::Value(v) => find_in_value(v, offset, path) || covers(v.span(), offset),
            Item::ArrayOfTables(a) => {
                let mut found = false;
                for (i, sub) in a.iter().enumerate() {
                    path.push(Seg::Index(i));
                    if find_in_table(sub, offset, path) || covers(sub.span(), offset) {
                        found = true;
                        break;
                    }
                    path.pop();
                }
                found
            }
            Item::None => false,
        };
        if deeper || hit_key {
            return true;
        }
        path.pop();
    }
    false
}

fn find_in_value(v: &Value, offset: usize, path: &mut Vec<Seg>) -> bool {
    match v {
        Value::InlineTable(t) => {
            for (k, _) in t.iter() {
                let Some((key, item)) = t.get_key_value(k) else {
                    continue;
                };
                path.push(Seg::Key(k.to_string()));
                let inner = item
                    .as_value()
                    .is_some_and(|v| find_in_value(v, offset, path));
                if inner || covers(key.span(), offset) || covers(item.span(), offset) {
                    return true;
                }
                path.pop();
            }
            false
        }
        Value::Array(a) => {
            for (i, e) in a.iter().enumerate() {
                path.push(Seg::Index(i));
                if find_in_value(e, offset, path) || covers(e.span(), offset) {
                    return true;
                }
                path.pop();
            }
            false
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "[game]\nscan_hz = 100\n\n[sensor.mcp23017]\naddresses = [0x20, 0x21, 0x30]\n\n[[rules.custom]]\nname = \"x\"\n";

    #[test]
    fn key_paths_round_trip() {
        let p = KeyPath::parse("sensor.mcp23017.addresses[2]");
        assert_eq!(p.to_string(), "sensor.mcp23017.addresses[2]");
        assert_eq!(KeyPath::parse("rules.custom[0].name").0.len(), 4);
    }

    #[test]
    fn finds_the_line_of_a_key_and_an_element() {
        let loc = Locator::new(DOC);
        let span = loc.span_of(&KeyPath::parse("game.scan_hz").0).unwrap();
        assert_eq!(loc.line_col(span.start), (2, 1));
        let span = loc
            .span_of(&KeyPath::parse("sensor.mcp23017.addresses[2]").0)
            .unwrap();
        assert_eq!(loc.line_col(span.start), (5, 26));
        let span = loc
            .span_of(&KeyPath::parse("rules.custom[0].name").0)
            .unwrap();
        assert_eq!(loc.line_col(span.start).0, 8);
    }

    #[test]
    fn finds_the_key_at_an_offset() {
        let loc = Locator::new(DOC);
        let at = DOC.find("0x30").unwrap();
        assert_eq!(
            loc.key_at(at).unwrap().to_string(),
            "sensor.mcp23017.addresses[2]"
        );
        let at = DOC.find("100").unwrap();
        assert_eq!(loc.key_at(at).unwrap().to_string(), "game.scan_hz");
    }

    #[test]
    fn what_the_toml_reader_says_is_told_apart() {
        assert_eq!(
            ConfigWhy::from_toml_message(
                "unknown field `scan_hzz`, expected one of `start`, `scan_hz`"
            ),
            Some(ConfigWhy::UnknownKey {
                key: "scan_hzz".into(),
                expected: vec!["start".into(), "scan_hz".into()],
            })
        );
        assert_eq!(
            ConfigWhy::from_toml_message("unknown variant `foo`, expected `a` or `b`"),
            Some(ConfigWhy::UnknownValue {
                value: "foo".into(),
                expected: vec!["a".into(), "b".into()],
            })
        );
        assert_eq!(
            ConfigWhy::from_toml_message("invalid type: string \"x\", expected u32"),
            Some(ConfigWhy::WrongType {
                found: "string \"x\"".into(),
                expected: "u32".into(),
            })
        );
        assert_eq!(
            ConfigWhy::from_toml_message("missing field `name`"),
            Some(ConfigWhy::MissingKey { key: "name".into() })
        );
        assert_eq!(ConfigWhy::from_toml_message("1 is out of range"), None);
    }

    #[test]
    fn a_missing_key_is_placed_at_its_table() {
        let loc = Locator::new(DOC);
        let err = loc.error_for(None, &KeyPath::parse("game.start"), "bad");
        assert_eq!(err.line, Some(1));
        assert_eq!(
            err.to_string(),
            "line 1, column 2: key `game.start`: bad\n  1 | [game]"
        );
    }
}
