//! `--help` in the person's language (issue 31): the language is chosen as
//! every command chooses it (`i18n::choose`: `--lang`, else the
//! configuration's `display.language`, else the locale), from the command
//! line before clap reads it; the abouts of the commands, the help of the
//! options the catalogues have (`cli-help-COMMAND-OPTION`, else
//! `cli-help-OPTION`) and clap's headings then come from the catalogue.
//! English keeps the doc comments of the argument structs, which are the
//! source; a text a catalogue lacks stays English.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Command;

use crate::config::{Config, DEFAULT_PATH};
use crate::i18n::{Lang, Tr, choose, locale_vars};

/// The language of the help: `--lang X` (or `--lang=X`) anywhere on the
/// command line, else the configuration's (`--config FILE`, else the
/// default file if there is one), else the locale.
pub fn lang_of(args: &[OsString]) -> Lang {
    let mut flag = None;
    let mut config: Option<PathBuf> = None;
    let mut it = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        let mut value = |name: &str| -> Option<String> {
            match a.strip_prefix(name) {
                Some("") => it.next(),
                Some(v) => v.strip_prefix('=').map(String::from),
                None => None,
            }
        };
        if let Some(v) = value("--lang") {
            flag = v.parse::<Lang>().ok();
        } else if let Some(v) = value("--config") {
            config = Some(PathBuf::from(v));
        }
    }
    let configured = || {
        let path = config.unwrap_or_else(|| PathBuf::from(DEFAULT_PATH));
        path.is_file()
            .then(|| Config::load(&path).ok())
            .flatten()
            .and_then(|c| c.display.language)
    };
    let vars = locale_vars();
    let locale = [vars[0].as_deref(), vars[1].as_deref(), vars[2].as_deref()];
    match flag {
        Some(l) => l,
        None => choose(None, configured(), &locale),
    }
}

/// `cmd` (built) with its texts in `tr`'s language.
pub fn localize(mut cmd: Command, tr: &Tr) -> Command {
    if tr.lang() == Lang::En {
        return cmd;
    }
    cmd.build();
    if tr.has("cli-about") {
        cmd = cmd.about(tr.t("cli-about")).long_about(None);
    }
    localize_command(cmd, "", tr)
}

/// [`localize`] for a program whose commands are those of `NAME` in the
/// catalogues (`jadoube-hall`'s are `hall`'s: `cli-about-NAME`,
/// `cli-help-NAME-OPTION`, `cli-about-NAME-SUBCOMMAND`, ...).
pub fn localize_as(mut cmd: Command, name: &str, tr: &Tr) -> Command {
    if tr.lang() == Lang::En {
        return cmd;
    }
    cmd.build();
    let about = format!("cli-about-{name}");
    if tr.has(&about) {
        cmd = cmd.about(tr.t(&about)).long_about(None);
    }
    localize_command(cmd, &format!("{name}-"), tr)
}

fn localize_command(mut cmd: Command, path: &str, tr: &Tr) -> Command {
    // clap keeps headings as `&'static str` (without its `string`
    // feature): built once a run, they live as long as it does.
    let heading = |id: &str| tr.has(id).then(|| &*Box::leak(tr.t(id).into_boxed_str()));
    if let Some(usage) = tr
        .has("cli-heading-usage")
        .then(|| tr.t("cli-heading-usage"))
    {
        cmd = cmd.help_template(format!(
            "{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}"
        ));
    }
    if let Some(h) = heading("cli-heading-commands") {
        cmd = cmd.subcommand_help_heading(h);
    }
    let args: Vec<(String, bool, bool, bool)> = cmd
        .get_arguments()
        .map(|a| {
            (
                a.get_id().to_string(),
                a.is_positional(),
                a.get_help_heading().is_some(),
                takes_value(a),
            )
        })
        .collect();
    for (id, positional, has_heading, takes_value) in args {
        let key = id.replace('_', "-");
        let own = format!("cli-help-{path}{key}");
        let shared = format!("cli-help-{key}");
        let help = [own, shared]
            .into_iter()
            .find(|m| tr.has(m))
            .map(|m| tr.t(&m))
            .map(|h| {
                let arg = cmd.get_arguments().find(|a| a.get_id() == id.as_str());
                h + &arg.map_or_else(String::new, |a| values_and_default(a, path, &key, tr))
            });
        let section = heading(if positional {
            "cli-heading-arguments"
        } else {
            "cli-heading-options"
        });
        cmd = cmd.mut_arg(id.as_str(), |mut a| {
            if let Some(h) = help {
                // The values and the default are said in the help, in
                // the language (`values_and_default`), not by clap.
                a = a.help(h).long_help(None);
                if takes_value {
                    a = a.hide_possible_values(true).hide_default_value(true);
                }
            }
            if !has_heading && let Some(s) = section {
                a = a.help_heading(s);
            }
            a
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        // `round-help` falls back to `help`.
        let about = [
            format!("cli-about-{path}{name}"),
            format!("cli-about-{name}"),
        ]
        .into_iter()
        .find(|m| tr.has(m))
        .map(|m| tr.t(&m));
        let inner = format!("{path}{name}-");
        cmd = cmd.mut_subcommand(name.as_str(), |mut s| {
            if let Some(a) = about {
                s = s.about(a).long_about(None);
            }
            localize_command(s, &inner, tr)
        });
    }
    cmd
}

/// What clap says after an option's help in English, in `tr`'s language:
/// the values it takes, each with its help (`cli-value-COMMAND-OPTION-VALUE`,
/// else `cli-value-OPTION-VALUE`), and its default (`cli-default`). The
/// values are literals: written between backticks.
fn values_and_default(arg: &clap::Arg, path: &str, key: &str, tr: &Tr) -> String {
    if !takes_value(arg) {
        return String::new();
    }
    let mut s = String::new();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|d| format!("`{}`", d.to_string_lossy()))
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() {
        s.push_str(&format!(
            " [{}: {}]",
            tr.t("cli-default"),
            defaults.join(", ")
        ));
    }
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        s.push_str(&format!("\n{}:", tr.t("cli-values")));
        for v in values {
            let name = v.get_name();
            let help = [
                format!("cli-value-{path}{key}-{name}"),
                format!("cli-value-{key}-{name}"),
            ]
            .into_iter()
            .find(|m| tr.has(m))
            .map(|m| tr.t(&m));
            match help {
                Some(h) => s.push_str(&format!("\n- `{name}`: {h}")),
                None => s.push_str(&format!("\n- `{name}`")),
            }
        }
    }
    s
}

/// An option with a value (not a flag, not `--help`), in a built command.
fn takes_value(arg: &clap::Arg) -> bool {
    arg.get_num_args().is_some_and(|n| n.takes_values())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    /// The messages `cmd`'s help needs that `tr` lacks: the about of each
    /// subcommand, the help of each option and argument, the help of
    /// each value of an option with a fixed set of values.
    fn lacking(cmd: &Command, path: &str, tr: &Tr, out: &mut Vec<String>) {
        let find = |ids: [String; 2], out: &mut Vec<String>| {
            if !ids.iter().any(|m| tr.has(m)) {
                out.push(ids[0].clone());
            }
        };
        for a in cmd.get_arguments() {
            let key = a.get_id().as_str().replace('_', "-");
            if a.is_hide_set() {
                continue;
            }
            find(
                [format!("cli-help-{path}{key}"), format!("cli-help-{key}")],
                out,
            );
            if takes_value(a) {
                for v in a.get_possible_values().iter().filter(|v| !v.is_hide_set()) {
                    let name = v.get_name();
                    find(
                        [
                            format!("cli-value-{path}{key}-{name}"),
                            format!("cli-value-{key}-{name}"),
                        ],
                        out,
                    );
                }
            }
        }
        for sub in cmd.get_subcommands() {
            let name = sub.get_name();
            find(
                [
                    format!("cli-about-{path}{name}"),
                    format!("cli-about-{name}"),
                ],
                out,
            );
            // clap's own `help` command lists the others again.
            if name != "help" {
                lacking(sub, &format!("{path}{name}-"), tr, out);
            }
        }
    }

    /// en-11: every command's options, arguments and values have their
    /// help in every catalogue (English's are the doc comments' words, for
    /// the translators; `localize` leaves English to clap).
    #[test]
    fn every_option_has_its_help_in_every_catalogue() {
        use clap::CommandFactory;
        let mut cmd = crate::cli::Cli::command();
        cmd.build();
        for lang in Lang::ALL {
            let mut out = Vec::new();
            lacking(&cmd, "", crate::i18n::tr(lang), &mut out);
            assert!(out.is_empty(), "{lang} lacks:\n{}", out.join("\n"));
        }
    }

    /// The values and the default, in the language, with the values as
    /// literals; nothing for a flag.
    #[test]
    fn values_and_defaults_are_said_in_the_language() {
        use clap::CommandFactory;
        let es = crate::i18n::tr(Lang::Es);
        let mut cmd = localize(crate::cli::Cli::command(), es);
        let replay = cmd.find_subcommand_mut("replay").unwrap();
        let help = replay.render_long_help().to_string();
        assert!(help.contains("- `jsonl`: "), "{help}");
        assert!(
            help.contains(&format!("[{}: `100`]", es.t("cli-default"))),
            "{help}"
        );
        assert!(!help.contains("Possible values"), "{help}");
        assert!(!help.contains("[default:"), "{help}");
    }

    #[test]
    fn the_language_of_the_help_is_the_flag_first() {
        assert_eq!(
            lang_of(&os(&["jadoube", "verify", "--lang", "es", "--help"])),
            Lang::Es
        );
        assert_eq!(
            lang_of(&os(&["jadoube", "--lang=de", "run", "-h"])),
            Lang::De
        );
        assert_eq!(
            lang_of(&os(&["jadoube", "--", "--lang", "de"])),
            lang_of(&os(&["jadoube"]))
        );
    }
}
