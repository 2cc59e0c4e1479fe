//! The organiser's side of the hall said in the person's language (issue
//! 31, lang7): what is wrong with a CSV of pairings (`hall::pairings::
//! CsvError`), and why a setting of the hall cannot be used
//! (`hall::setup::SetupError`: a certificate or key file without PEM,
//! rustls refusing a certificate or key, the random source, the password
//! hashing, the accounts file). English is the library's `Display`; the
//! catalogue's English (`csv-*`, `setup-*`) is the same, word for word
//! (the unit tests below compare them).

use crate::hall::pairings::{CsvColumn, CsvError, CsvProblem};
use crate::hall::setup::{PemFile, SetupError, UsersWhy};
use crate::i18n::{Arg, Lang, Tr};

use super::error_words::{clipped, os};

/// A CSV's problem, `line N: …`, in `tr`'s language.
pub fn csv(tr: &Tr, e: &CsvError) -> String {
    if tr.lang() == Lang::En {
        return e.to_string();
    }
    tr.msg(
        "csv-at-line",
        &[
            ("line", e.line.into()),
            ("problem", csv_problem(tr, &e.problem).into()),
        ],
    )
}

/// The column's message id: its name in a header (`board`), or what a
/// number column holds.
fn column_what(c: CsvColumn) -> &'static str {
    match c {
        CsvColumn::Board => "csv-what-board",
        CsvColumn::White | CsvColumn::Black => "csv-what-name",
        CsvColumn::WhiteId => "csv-what-white-id",
        CsvColumn::BlackId => "csv-what-black-id",
        CsvColumn::WhiteRating => "csv-what-white-rating",
        CsvColumn::BlackRating => "csv-what-black-rating",
    }
}

/// `white` or `black`: the select of the messages that name a side.
fn side(c: CsvColumn) -> &'static str {
    match c {
        CsvColumn::Black => "black",
        _ => "white",
    }
}

/// One of a CSV's problems in `tr`'s language (English: the library's
/// `Display`).
fn csv_problem(tr: &Tr, p: &CsvProblem) -> String {
    let quoted = |s: &str| Arg::from(clipped(tr, &format!("{s:?}")));
    match p {
        CsvProblem::Empty => tr.t("csv-empty"),
        CsvProblem::QuoteOpen => tr.t("csv-quote-open"),
        CsvProblem::NoColumn { column, header } => tr.msg(
            "csv-no-column",
            &[
                // The header's name (`board`): the catalogues quote it.
                ("column", column.name().to_ascii_lowercase().into()),
                ("header", clipped(tr, header).into()),
            ],
        ),
        CsvProblem::NotNumber { column, found } => tr.msg(
            "csv-not-number",
            &[
                ("what", tr.t(column_what(*column)).into()),
                ("found", quoted(found)),
            ],
        ),
        CsvProblem::BoardOutOfRange(found) => {
            tr.msg("csv-board-out-of-range", &[("found", quoted(found))])
        }
        CsvProblem::NoBoard => tr.t("csv-no-board"),
        CsvProblem::NoName { board, side: s } => tr.msg(
            "csv-no-name",
            &[("board", (*board).into()), ("side", side(*s).into())],
        ),
        CsvProblem::NotName { board, side: s } => tr.msg(
            "csv-not-name",
            &[("board", (*board).into()), ("side", side(*s).into())],
        ),
        CsvProblem::Twice {
            board,
            white,
            black,
        } => tr.msg(
            "csv-twice",
            &[
                ("board", (*board).into()),
                ("white", clipped(tr, white).into()),
                ("black", clipped(tr, black).into()),
            ],
        ),
        CsvProblem::NoGame => tr.t("csv-no-game"),
        CsvProblem::NotRating(r) => tr.msg("csv-not-rating", &[("rating", (*r).into())]),
    }
}

/// A setting of the hall that cannot be used, in `tr`'s language. The
/// reasons other libraries give (rcgen's, the password hashing's, and
/// rustls' for a refusal of a kind the catalogue has no words for) are
/// quoted as they are.
pub fn setup(tr: &Tr, e: &SetupError) -> String {
    if tr.lang() == Lang::En {
        return e.to_string();
    }
    setup_said(tr, e)
}

/// [`setup`] by the catalogue, English too.
fn setup_said(tr: &Tr, e: &SetupError) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    let why = |s: &str| Arg::from(clipped(tr, s));
    match e {
        SetupError::NoCertificate { path: p, file } => tr.msg(
            "setup-no-certificate",
            &[
                ("path", path(p)),
                (
                    "file",
                    match file {
                        PemFile::BrokerCa => "ca",
                        PemFile::ClientCertificate => "client",
                        PemFile::PageCertificate => "page",
                    }
                    .into(),
                ),
            ],
        ),
        SetupError::NoKey { path: p } => tr.msg("setup-no-key", &[("path", path(p))]),
        SetupError::Refused { path: p, why: w } => tr.msg(
            "setup-refused",
            &[("path", path(p)), ("why", rustls_why(tr, w).into())],
        ),
        SetupError::Tls(w) => tr.msg("setup-tls", &[("why", rustls_why(tr, w).into())]),
        SetupError::Random(io) => tr.msg("setup-random", &[("why", os(tr, io).into())]),
        SetupError::Salt(w) => tr.msg("setup-salt", &[("why", why(w))]),
        SetupError::Hash(w) => tr.msg("setup-hash", &[("why", why(w))]),
        SetupError::CertificateNames { names, why: w } => tr.msg(
            "setup-certificate-names",
            &[("names", why(&format!("{names:?}"))), ("why", why(w))],
        ),
        SetupError::MakeKey(w) => tr.msg("setup-make-key", &[("why", why(w))]),
        SetupError::MakeCertificate(w) => tr.msg("setup-make-certificate", &[("why", why(w))]),
        SetupError::UsersLine {
            path: p,
            line,
            why: w,
        } => tr.msg(
            "setup-users-line",
            &[
                ("path", path(p)),
                ("line", (*line).into()),
                ("why", users_why(tr, w).into()),
            ],
        ),
        SetupError::UserName(w) => users_why(tr, w),
        SetupError::PasswordShort(min) => tr.msg("setup-password-short", &[("min", (*min).into())]),
    }
}

/// Why a line of the accounts file is no account, in `tr`'s language.
fn users_why(tr: &Tr, w: &UsersWhy) -> String {
    let name = |n: &str| [("name", Arg::from(clipped(tr, n)))];
    match w {
        UsersWhy::NotThree => tr.t("setup-users-not-three"),
        UsersWhy::NameLength(n) => tr.msg("setup-users-name-length", &name(n)),
        UsersWhy::NameChars(n) => tr.msg("setup-users-name-chars", &name(n)),
        UsersWhy::Role => tr.t("setup-users-role"),
        UsersWhy::NotPhc(w) => tr.msg("setup-users-not-phc", &[("why", clipped(tr, w).into())]),
    }
}

/// The message id of a rustls refusal the catalogue has words for.
fn rustls_id(e: &rustls::Error) -> Option<&'static str> {
    use rustls::{CertificateError as C, Error as E, InconsistentKeys as K};
    Some(match e {
        E::InconsistentKeys(K::KeyMismatch) => "setup-rustls-key-mismatch",
        E::InconsistentKeys(_) => "setup-rustls-key-unknown",
        // The ring provider's words for a key of no kind it takes
        // ("failed to parse private key as RSA, ECDSA, or EdDSA", and the
        // same for one kind).
        E::General(s) if s.starts_with("failed to parse") => "setup-rustls-key-kind",
        E::InvalidCertificate(c) => match c {
            C::BadEncoding => "setup-rustls-bad-encoding",
            C::Expired | C::ExpiredContext { .. } => "setup-rustls-expired",
            C::NotValidYet | C::NotValidYetContext { .. } => "setup-rustls-not-valid-yet",
            C::BadSignature => "setup-rustls-bad-signature",
            #[allow(deprecated)]
            C::UnsupportedSignatureAlgorithm
            | C::UnsupportedSignatureAlgorithmContext { .. }
            | C::UnsupportedSignatureAlgorithmForPublicKeyContext { .. } => {
                "setup-rustls-unsupported-signature"
            }
            _ => return None,
        },
        _ => return None,
    })
}

/// rustls' reason in `tr`'s language; its own words, quoted, for a kind
/// the catalogue does not name.
fn rustls_why(tr: &Tr, e: &rustls::Error) -> String {
    match rustls_id(e) {
        Some(id) => tr.t(id),
        None => tr.msg(
            "setup-rustls-other",
            &[("why", clipped(tr, &e.to_string()).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tr;
    use std::path::PathBuf;

    fn problems() -> Vec<CsvProblem> {
        let mut all = vec![
            CsvProblem::Empty,
            CsvProblem::QuoteOpen,
            CsvProblem::BoardOutOfRange("0".into()),
            CsvProblem::NoBoard,
            CsvProblem::Twice {
                board: 3,
                white: "Pérez, Ana".into(),
                black: "Silva, Rui".into(),
            },
            CsvProblem::NoGame,
            CsvProblem::NotRating(9999),
        ];
        for column in [CsvColumn::Board, CsvColumn::White, CsvColumn::Black] {
            all.push(CsvProblem::NoColumn {
                column,
                header: "x, y".into(),
            });
        }
        for column in [
            CsvColumn::Board,
            CsvColumn::WhiteId,
            CsvColumn::BlackId,
            CsvColumn::WhiteRating,
            CsvColumn::BlackRating,
        ] {
            all.push(CsvProblem::NotNumber {
                column,
                found: "12x".into(),
            });
        }
        for side in [CsvColumn::White, CsvColumn::Black] {
            all.push(CsvProblem::NoName { board: 2, side });
            all.push(CsvProblem::NotName { board: 2, side });
        }
        all
    }

    /// The catalogue's English of a CSV's problems (`csv-*`) is the
    /// library's `Display`, every kind; the other languages say another.
    #[test]
    fn the_english_of_the_csv_problems_is_the_library_s() {
        let en = tr(Lang::En);
        for p in problems() {
            assert_eq!(csv_problem(en, &p), p.to_string());
            let e = CsvError {
                line: 7,
                problem: p,
            };
            assert_eq!(
                en.msg(
                    "csv-at-line",
                    &[
                        ("line", e.line.into()),
                        ("problem", csv_problem(en, &e.problem).into())
                    ]
                ),
                e.to_string()
            );
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = csv(tr(lang), &e);
                assert_ne!(said, e.to_string(), "{lang}");
                assert!(said.contains('7') && !said.contains("csv-"), "{said}");
            }
        }
    }

    fn setups() -> Vec<SetupError> {
        let path = || PathBuf::from("/etc/jadoube-hall/x.pem");
        let mut all = vec![
            SetupError::NoKey { path: path() },
            SetupError::Random(std::io::Error::from(std::io::ErrorKind::Unsupported)),
            SetupError::Salt("salt too short".into()),
            SetupError::Hash("invalid password".into()),
            SetupError::CertificateNames {
                names: vec!["a".into(), "b".into()],
                why: "invalid".into(),
            },
            SetupError::MakeKey("ring".into()),
            SetupError::MakeCertificate("ring".into()),
            SetupError::PasswordShort(8),
        ];
        for file in [
            PemFile::BrokerCa,
            PemFile::ClientCertificate,
            PemFile::PageCertificate,
        ] {
            all.push(SetupError::NoCertificate { path: path(), file });
        }
        for why in [
            UsersWhy::NotThree,
            UsersWhy::NameLength(String::new()),
            UsersWhy::NameChars("a/b".into()),
            UsersWhy::Role,
            UsersWhy::NotPhc("x".into()),
        ] {
            all.push(SetupError::UserName(why.clone()));
            all.push(SetupError::UsersLine {
                path: path(),
                line: 4,
                why,
            });
        }
        all
    }

    /// The catalogue's English of the hall's settings (`setup-*`) is the
    /// library's `Display`, every kind but rustls' refusals (whose
    /// English is rustls' own); the other languages say another.
    #[test]
    fn the_english_of_the_hall_s_settings_is_the_library_s() {
        let en = tr(Lang::En);
        for e in setups() {
            // (The system's reason is the catalogue's `io-*` in English
            // too: `setup` gives the `Display` itself.)
            if !matches!(e, SetupError::Random(_)) {
                assert_eq!(setup_said(en, &e), e.to_string());
            }
            for lang in [Lang::Es, Lang::Pt, Lang::Fr, Lang::De] {
                let said = setup(tr(lang), &e);
                assert_ne!(said, e.to_string(), "{lang}");
                assert!(!said.contains("setup-"), "{said}");
            }
        }
    }

    /// rustls' refusals: the kinds the catalogue names are said in words,
    /// any other in rustls' own words, quoted in a sentence of the
    /// language.
    #[test]
    fn rustls_refusals_are_said_by_their_kind() {
        use rustls::{CertificateError, Error, InconsistentKeys};
        let es = tr(Lang::Es);
        for (e, id) in [
            (
                Error::InconsistentKeys(InconsistentKeys::KeyMismatch),
                "setup-rustls-key-mismatch",
            ),
            (
                Error::InconsistentKeys(InconsistentKeys::Unknown),
                "setup-rustls-key-unknown",
            ),
            (
                Error::General("failed to parse private key as RSA, ECDSA, or EdDSA".into()),
                "setup-rustls-key-kind",
            ),
            (
                Error::InvalidCertificate(CertificateError::BadEncoding),
                "setup-rustls-bad-encoding",
            ),
            (
                Error::InvalidCertificate(CertificateError::Expired),
                "setup-rustls-expired",
            ),
            (
                Error::InvalidCertificate(CertificateError::NotValidYet),
                "setup-rustls-not-valid-yet",
            ),
            (
                Error::InvalidCertificate(CertificateError::BadSignature),
                "setup-rustls-bad-signature",
            ),
        ] {
            assert_eq!(rustls_id(&e), Some(id), "{e}");
            let said = setup(
                es,
                &SetupError::Refused {
                    path: "k.pem".into(),
                    why: e,
                },
            );
            assert_eq!(said, format!("k.pem: {}", es.t(id)));
        }
        let other = Error::General("something else".into());
        assert_eq!(rustls_id(&other), None);
        assert_eq!(
            rustls_why(es, &other),
            es.msg("setup-rustls-other", &[("why", other.to_string().into())])
        );
        // English: rustls' own words, as before.
        let e = SetupError::Tls(other);
        assert_eq!(
            setup(tr(Lang::En), &e),
            "TLS: unexpected error: something else"
        );
    }
}
