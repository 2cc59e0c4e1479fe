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
    let args: Vec<(String, bool, bool)> = cmd
        .get_arguments()
        .map(|a| {
            (
                a.get_id().to_string(),
                a.is_positional(),
                a.get_help_heading().is_some(),
            )
        })
        .collect();
    for (id, positional, has_heading) in args {
        let key = id.replace('_', "-");
        let own = format!("cli-help-{path}{key}");
        let shared = format!("cli-help-{key}");
        let help = [own, shared]
            .into_iter()
            .find(|m| tr.has(m))
            .map(|m| tr.t(&m));
        let section = heading(if positional {
            "cli-heading-arguments"
        } else {
            "cli-heading-options"
        });
        cmd = cmd.mut_arg(id.as_str(), |mut a| {
            if let Some(h) = help {
                a = a.help(h).long_help(None);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
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
