//! Zero is not "one" (issue 31): every message that takes a count, rendered
//! with 0, 1 and 2 in every language, says that number (1 may be the
//! singular alone). Fluent's `one`
//! plural category covers 0 in Portuguese and French, so a variant that
//! spells the number out ("um lance", "un coup") must be the exact `[1]`,
//! and 0 says 0 or "none" ("nenhum", "aucun").

use jadoube::i18n::{Arg, Lang, tr};

/// The arguments that hold a count.
const COUNTS: [&str; 3] = ["count", "lines", "distance"];

/// The messages of English whose text takes a count.
fn count_messages() -> Vec<(String, &'static str)> {
    let source = Lang::En.catalogue();
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut body = String::new();
    let flush = |id: &Option<String>, body: &str, out: &mut Vec<(String, &'static str)>| {
        if let Some(id) = id {
            for c in COUNTS {
                if body.contains(&format!("${c}")) {
                    out.push((id.clone(), c));
                }
            }
        }
    };
    for line in source.lines() {
        let starts = line
            .split_once(" =")
            .filter(|(id, _)| {
                id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            })
            .map(|(id, _)| id.to_string());
        if starts.is_some() {
            flush(&current, &body, &mut out);
            current = starts;
            body.clear();
        }
        body.push_str(line);
        body.push('\n');
    }
    flush(&current, &body, &mut out);
    out
}

/// The words that spell "one", "none" and "two" in a language.
fn words(
    lang: Lang,
) -> (
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
) {
    match lang {
        Lang::En => (&["one"], &["no"], &["two"]),
        Lang::Es => (&["un", "una", "uno"], &["ningún", "ninguna"], &["dos"]),
        Lang::Pt => (&["um", "uma"], &["nenhum", "nenhuma"], &["dois", "duas"]),
        Lang::Fr => (&["un", "une"], &["aucun", "aucune"], &["deux"]),
        Lang::De => (
            &["ein", "eine", "einen", "einem", "einer"],
            &["kein", "keine"],
            &["zwei"],
        ),
    }
}

/// The number a token starts with: `2` of `2e`, `1` of `1er` (ordinals).
fn number(token: &str) -> &str {
    let end = token
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(token.len());
    &token[..end]
}

fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn render(lang: Lang, id: &str, count_arg: &str, n: i64) -> String {
    let strings = [
        "text", "article", "attempt", "rule", "time", "rules", "piece", "with", "duty", "from",
        "to", "target", "what", "moved", "first", "detail", "list", "found", "why", "fen",
        "piece_a", "piece_b", "a", "b", "bus", "name", "trace", "dir", "journal", "square",
        "state", "how", "speed",
    ];
    let mut args: Vec<(&str, Arg)> = strings.iter().map(|k| (*k, Arg::from("x"))).collect();
    for (k, v) in [
        ("side", "white"),
        ("other", "black"),
        ("owner", "black"),
        ("color", "white"),
        ("role", "pawn"),
        ("role_a", "pawn"),
        ("role_b", "pawn"),
        ("found_role", "pawn"),
        ("target_role", "pawn"),
        ("case", "nom"),
        ("result", "draw"),
        ("over", "none"),
        ("kind", "rapid"),
        ("year", "2009"),
    ] {
        args.push((k, v.into()));
    }
    for k in ["seconds", "move", "white", "black", "factor", "n", "line"] {
        args.push((k, 7.into()));
    }
    for c in COUNTS {
        args.push((c, if c == count_arg { n } else { 7 }.into()));
    }
    args.push(("nth", tr(lang).msg("ordinal", &[("n", n.into())]).into()));
    tr(lang).msg(id, &args)
}

#[test]
fn every_count_message_says_its_number_in_every_language() {
    let messages = count_messages();
    assert!(
        messages.len() >= 8,
        "only {} count messages found: {messages:?}",
        messages.len()
    );
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let (one, none, two) = words(lang);
        for (id, c) in &messages {
            let [t0, t1, t2] = [0, 1, 2].map(|n| render(lang, id, c, n));
            let [w0, w1, w2] = [&t0, &t1, &t2].map(|t| tokens(t));
            let has = |w: &[String], list: &[&str]| w.iter().any(|t| list.contains(&t.as_str()));
            // A "one" word in the text for 0 or 2 must be one that is there
            // whatever the count ("a king moves only one square").
            let stray = |w: &[String], other: &[String]| {
                w.iter()
                    .filter(|t| one.contains(&t.as_str()))
                    .filter(|t| !other.contains(t))
                    .cloned()
                    .collect::<Vec<_>>()
            };
            if !(w0.iter().any(|t| number(t) == "0") || has(&w0, none)) {
                failures.push(format!("{lang} {id} with 0: `{t0}`"));
            }
            let s0 = stray(&w0, &w2);
            if !s0.is_empty() {
                failures.push(format!("{lang} {id} with 0 says {s0:?}: `{t0}`"));
            }
            // 1 may be said by the singular alone ("the last line is not
            // sealed"): what matters is that it is not 0 or 2.
            if w1.iter().any(|t| number(t) == "0" || number(t) == "2") {
                failures.push(format!("{lang} {id} with 1: `{t1}`"));
            }
            if !(w2.iter().any(|t| number(t) == "2") || has(&w2, two)) {
                failures.push(format!("{lang} {id} with 2: `{t2}`"));
            }
            let s2 = stray(&w2, &w0);
            if !s2.is_empty() {
                failures.push(format!("{lang} {id} with 2 says {s2:?}: `{t2}`"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_check_sees_zero_read_as_one() {
    // What the catalogues did before issue 31: pt `[one]` spelled "um",
    // and CLDR's Portuguese `one` covers 0.
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    let res = FluentResource::try_new(
        "m = têm { $count ->\n    [one] um lance ilegal\n   *[other] { $count } lances ilegais\n}\n"
            .to_string(),
    )
    .unwrap();
    let mut b = FluentBundle::new(vec!["pt".parse().unwrap()]);
    b.set_use_isolating(false);
    b.add_resource(res).unwrap();
    let mut args = FluentArgs::new();
    args.set("count", 0);
    let mut errors = Vec::new();
    let text = b
        .format_pattern(
            b.get_message("m").unwrap().value().unwrap(),
            Some(&args),
            &mut errors,
        )
        .into_owned();
    let w = tokens(&text);
    let (one, none, _) = words(Lang::Pt);
    assert!(w.iter().any(|t| one.contains(&t.as_str())), "{text}");
    assert!(!(w.iter().any(|t| t == "0") || w.iter().any(|t| none.contains(&t.as_str()))));
}
