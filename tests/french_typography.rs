//! French typography in `fr.ftl` (issue 31, lang9): a narrow no-break
//! space (U+202F) before `:`, `;`, `?`, `!` and `»` and after `«`, in every
//! message, never a plain space (a line could break before the sign) nor
//! a no-break space of the other width (the file used U+202F in most
//! places; the screen's glyph set draws it: `display::glyphs`). Literals
//! between backticks and the catalogue's comments are not French text.

use jadoube::i18n::Lang;

const NARROW: char = '\u{202f}';

/// The French text of each message line: no comments, no literals, no
/// message id.
fn texts() -> Vec<(usize, String)> {
    let src = Lang::Fr.catalogue();
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let body = match line.split_once(" =") {
            Some((id, rest)) if !id.starts_with(' ') && !id.contains('{') => rest,
            _ => line,
        };
        let plain: String = body.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        out.push((n + 1, plain));
    }
    out
}

/// What is wrong with one line's spacing, if anything.
fn faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        match c {
            ':' | ';' | '?' | '!' | '»' => match before {
                Some(' ') | Some('\u{a0}') => {
                    out.push(format!("a space that is not U+202F before `{c}`"))
                }
                // A word and the sign, then a space or the end: French
                // text without its space. (`0.0.0.0:8080`, `X!Y` and
                // `"hall.local:1883"` are no text.)
                Some(b)
                    if (b.is_alphabetic() || b == ')' || b == '}')
                        && after.is_none_or(|a| a == ' ' || a == '"') =>
                {
                    out.push(format!("no U+202F before `{c}`"))
                }
                _ => {}
            },
            '«' if after != Some(NARROW) => out.push("no U+202F after `«`".into()),
            _ => {}
        }
    }
    out
}

#[test]
fn french_puts_a_narrow_no_break_space_before_its_double_signs() {
    let mut bad = Vec::new();
    let mut narrow = 0;
    for (n, text) in texts() {
        narrow += text.matches(NARROW).count();
        for f in faults(&text) {
            bad.push(format!("fr.ftl line {n}: {f}: {text}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(narrow > 400, "the check read the catalogue: {narrow}");
}

#[test]
fn the_check_sees_each_fault() {
    assert!(faults("l'échiquier\u{202f}: la pendule\u{202f}; « x\u{202f}»").len() == 1);
    assert_eq!(faults("x : y").len(), 1);
    assert_eq!(faults("x\u{a0}: y").len(), 1);
    assert_eq!(faults("x: y").len(), 1);
    assert_eq!(faults("{ $x }: y").len(), 1);
    assert_eq!(faults("x\u{202f}? y").len(), 0);
    assert_eq!(faults("(0.0.0.0:8080) X!Y").len(), 0);
}
