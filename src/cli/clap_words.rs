//! clap's own errors (an unknown option, a value missing, a bad value) in
//! the person's language (issue 31, en-11): the message is built from the
//! error's kind and its context (the option, the value, the values
//! allowed, the usage) with the catalogue's `cli-error-*` messages, as
//! clap's own formatter builds it in English. English keeps clap's words.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::i18n::{Arg, Lang, Tr};

/// Ends the program on a command-line error, in `tr`'s language: the
/// message on standard error, clap's exit status (2). Help and version
/// (already in the language, `help::localize`) and English are clap's.
pub fn exit(e: clap::Error, tr: &Tr) -> ! {
    match words(&e, tr) {
        Some(text) => {
            eprint!("{text}");
            std::process::exit(e.exit_code());
        }
        None => e.exit(),
    }
}

/// The error in `tr`'s language; `None` for English, for help and
/// version, and for a kind without its context.
pub fn words(e: &clap::Error, tr: &Tr) -> Option<String> {
    if tr.lang() == Lang::En {
        return None;
    }
    let text = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let list = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let s = |v: String| Arg::from(v);
    let arg = text(ContextKind::InvalidArg);
    let value = text(ContextKind::InvalidValue);
    let mut msg = match e.kind() {
        ErrorKind::UnknownArgument => tr.msg("cli-error-unknown-argument", &[("arg", s(arg?))]),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let (arg, value) = (arg?, value?);
            let mut m = if value.is_empty() {
                tr.msg("cli-error-value-required", &[("arg", s(arg))])
            } else {
                tr.msg(
                    "cli-error-invalid-value",
                    &[("arg", s(arg)), ("value", s(value))],
                )
            };
            let valid = list(ContextKind::ValidValue);
            if !valid.is_empty() {
                m.push_str(&format!(
                    "\n  [{}: {}]",
                    tr.t("cli-values"),
                    literals(&valid)
                ));
            }
            m
        }
        ErrorKind::InvalidSubcommand => tr.msg(
            "cli-error-invalid-subcommand",
            &[("name", s(text(ContextKind::InvalidSubcommand)?))],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut m = tr.t("cli-error-missing-required");
            for a in list(ContextKind::InvalidArg) {
                m.push_str(&format!("\n  {a}"));
            }
            m
        }
        ErrorKind::MissingSubcommand => {
            let mut m = tr.msg(
                "cli-error-missing-subcommand",
                &[("name", s(text(ContextKind::InvalidSubcommand)?))],
            );
            let valid = list(ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                m.push_str(&format!(
                    "\n  [{}: {}]",
                    tr.t("cli-heading-commands"),
                    literals(&valid)
                ));
            }
            m
        }
        ErrorKind::ArgumentConflict => {
            let arg = arg?;
            match text(ContextKind::PriorArg) {
                Some(prior) if prior == arg => tr.msg("cli-error-repeated", &[("arg", s(arg))]),
                Some(prior) => tr.msg(
                    "cli-error-conflict",
                    &[("arg", s(arg)), ("other", s(prior))],
                ),
                None => tr.msg("cli-error-conflict-others", &[("arg", s(arg))]),
            }
        }
        ErrorKind::TooManyValues => tr.msg(
            "cli-error-too-many-values",
            &[("arg", s(arg?)), ("value", s(value?))],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let number = |kind: ContextKind| match e.get(kind) {
                Some(ContextValue::Number(n)) => Some(Arg::from(*n as i64)),
                _ => None,
            };
            let expected = number(ContextKind::MinValues)
                .or_else(|| number(ContextKind::ExpectedNumValues))?;
            tr.msg(
                "cli-error-number-of-values",
                &[
                    ("arg", s(arg?)),
                    ("count", number(ContextKind::ActualNumValues)?),
                    ("n", expected),
                ],
            )
        }
        ErrorKind::NoEquals => tr.msg("cli-error-no-equals", &[("arg", s(arg?))]),
        ErrorKind::InvalidUtf8 => tr.t("cli-error-invalid-utf8"),
        _ => return None,
    };
    // A bad value's reason (a value parser's, in English: `--speed`,
    // `--screen-size`, `--lang`) is quoted as it is.
    if e.kind() == ErrorKind::ValueValidation
        && let Some(why) = std::error::Error::source(e)
    {
        msg.push_str(&format!(": {}", value_reason(tr, &why.to_string())));
    }
    for (kind, id) in [
        (ContextKind::SuggestedArg, "cli-error-similar-argument"),
        (
            ContextKind::SuggestedSubcommand,
            "cli-error-similar-subcommand",
        ),
        (ContextKind::SuggestedValue, "cli-error-similar-value"),
    ] {
        if let Some(similar) = text(kind) {
            msg.push_str(&format!("\n\n  {}", tr.msg(id, &[("similar", s(similar))])));
        }
    }
    let mut out = format!("{}: {msg}\n", tr.t("cli-error"));
    if let Some(usage) = text(ContextKind::Usage) {
        // clap's usage starts with its English heading.
        let usage = usage
            .strip_prefix("Usage:")
            .map(str::trim_start)
            .unwrap_or(&usage);
        out.push_str(&format!("\n{}: {usage}\n", tr.t("cli-heading-usage")));
    }
    out.push_str(&format!(
        "\n{}\n",
        tr.msg("cli-error-more", &[("help", s("--help".into()))])
    ));
    Some(out)
}

/// Values as literals, between backticks: `` `text`, `jsonl` ``.
fn literals(values: &[String]) -> String {
    values
        .iter()
        .map(|v| format!("`{v}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A value parser's reason in `tr`'s language when it is one the program
/// gives (`--lang`'s unknown language, `--screen-size`'s form), else as it
/// is (English).
fn value_reason(tr: &Tr, why: &str) -> String {
    let quoted = why.split('`').nth(1).unwrap_or_default().to_string();
    let id = if why.starts_with("unknown language `") {
        "cli-why-unknown-language"
    } else if why.ends_with("` is not WIDTHxHEIGHT") {
        "cli-why-not-size"
    } else if why.ends_with("` is not a width in pixels") {
        "cli-why-not-width"
    } else if why.ends_with("` is not a height in pixels") {
        "cli-why-not-height"
    } else if why.starts_with('`')
        && why.ends_with(
            "` is not a speed: a factor such as 1, 10 or 0.5, or `max` (0 also means max)",
        )
    {
        "cli-why-not-speed"
    } else if let Some(size) = why.strip_suffix(": width and height must be 16 to 8192 pixels") {
        return tr.msg(
            "cli-why-size-limits",
            &[("value", Arg::from(size.to_string()))],
        );
    } else {
        return why.to_string();
    };
    tr.msg(id, &[("value", Arg::from(quoted))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr};

    /// Every reason of the value parsers that the catalogues say: the
    /// English of the catalogue is the parser's, and Spanish is not it.
    #[test]
    fn the_value_parsers_reasons_are_said_in_the_language() {
        let reasons = [
            crate::cli::values::parse_speed("fast").unwrap_err(),
            crate::cli::values::parse_speed("-1").unwrap_err(),
            crate::cli::values::parse_size("3").unwrap_err(),
            crate::cli::values::parse_size("wx240").unwrap_err(),
            crate::cli::values::parse_size("320xh").unwrap_err(),
            crate::cli::values::parse_size("2x240").unwrap_err(),
            crate::cli::values::parse_size("320x9000").unwrap_err(),
            "klingon".parse::<Lang>().unwrap_err().to_string(),
        ];
        for why in reasons {
            assert_eq!(value_reason(tr(Lang::En), &why), why);
            let es = value_reason(tr(Lang::Es), &why);
            assert_ne!(es, why, "not said in Spanish: {why}");
        }
    }
}
