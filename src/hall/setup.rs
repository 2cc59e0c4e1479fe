//! Why a setting of the hall cannot be used, on either end of the link:
//! a certificate or key file read but holding no PEM, rustls refusing a
//! certificate or a key, the system's random source failing, a password
//! that cannot be hashed, a line of the hall's accounts file (`DATA/users`)
//! that is no account. Typed, so that `cli::hall_words::setup` says it in
//! the person's language; the `Display` is the English the hall said
//! before, word for word.

use std::path::PathBuf;

/// Which file holds no PEM certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PemFile {
    /// The broker's CA certificate (`[hall.tls] ca`).
    BrokerCa,
    /// The client certificate for the broker (`[hall.tls] cert`).
    ClientCertificate,
    /// The page's certificate (`jadoube-hall --tls-cert`).
    PageCertificate,
}

impl PemFile {
    /// The end of the English reason: ` in the CA certificate`.
    fn in_file(self) -> &'static str {
        match self {
            PemFile::BrokerCa => " in the CA certificate",
            PemFile::ClientCertificate => " in the client certificate",
            PemFile::PageCertificate => "",
        }
    }
}

/// Why a line of the accounts file is no account.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UsersWhy {
    #[error("not `NAME ROLE HASH`")]
    NotThree,
    /// The name is empty or longer than 32 characters.
    #[error("`{0}`: a name has 1 to 32 characters")]
    NameLength(String),
    /// The name has a character other than ASCII letters, digits, `-`,
    /// `_` and `.`.
    #[error("`{0}`: a name is ASCII letters, digits, `-`, `_` and `.`")]
    NameChars(String),
    #[error("the role is chief, deputy or viewer")]
    Role,
    /// The password hash's library's reason, quoted.
    #[error("not a PHC hash: {0}")]
    NotPhc(String),
}

/// A setting of the hall that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error("{}: no PEM certificate{}", .path.display(), .file.in_file())]
    NoCertificate { path: PathBuf, file: PemFile },
    #[error("{}: no PEM private key", .path.display())]
    NoKey { path: PathBuf },
    /// rustls refuses the certificate or the key of `path` (a key that is
    /// not the certificate's, a key of a kind it cannot use, a
    /// certificate it cannot read).
    #[error("{}: {why}", .path.display())]
    Refused { path: PathBuf, why: rustls::Error },
    /// rustls cannot build a configuration (no protocol version in
    /// common with its provider).
    #[error("TLS: {0}")]
    Tls(rustls::Error),
    /// The system's random source (`getrandom`) failed.
    #[error("no random numbers: {0}")]
    Random(std::io::Error),
    /// A salt or a hash the password hashing library refuses (its reason).
    #[error("a salt: {0}")]
    Salt(String),
    #[error("cannot hash the password: {0}")]
    Hash(String),
    /// The page's self-signed certificate cannot be made (rcgen's reason):
    /// for these names, its key, the certificate itself.
    #[error("a certificate for {names:?}: {why}")]
    CertificateNames { names: Vec<String>, why: String },
    #[error("cannot make a key: {0}")]
    MakeKey(String),
    #[error("cannot make a certificate: {0}")]
    MakeCertificate(String),
    /// A line of the accounts file (1-based).
    #[error("{} line {line}: {why}", .path.display())]
    UsersLine {
        path: PathBuf,
        line: usize,
        why: UsersWhy,
    },
    /// An account's name refused (as a line's).
    #[error("{0}")]
    UserName(UsersWhy),
    #[error("a password has {0} characters at least")]
    PasswordShort(usize),
}
