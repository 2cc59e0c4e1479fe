//! The board's key: an Ed25519 key pair that seals its journals
//! (`docs/journal.md`, "Seals").
//!
//! The private key (`board-key`, mode 0600, owned by the service user) is
//! made on the daemon's first start, or by `jadoube key init`; it never
//! leaves the state directory. The public key (`board-key.pub`, one line
//! `NAME PUBKEY`, the line of the organiser's list) and its fingerprint
//! (`jadoube key show`) go on the organiser's list of boards, which
//! `jadoube verify --keys` reads.

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};

use super::JournalError;
use super::files::{Dir, FILE_MODE, SECRET_MODE};
use super::format::{hash_hex, hex, unhex};

/// The private key's file in the state directory.
pub const SECRET_FILE: &str = "board-key";
/// The public key's file: `NAME PUBKEY`, a line of the organiser's list.
pub const PUBLIC_FILE: &str = "board-key.pub";

const SECRET_HEAD: &str = "# jadoube board key: Ed25519 private key (hex). Keep it secret: whoever has it can seal journals as this board.";

/// A board's public key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

impl PublicKey {
    /// From 64 hex digits (as `key show` prints it and seals carry it).
    /// An error never quotes what was given: it may be a private key
    /// given by mistake.
    pub fn parse(s: &str) -> Result<PublicKey, KeyWhy> {
        let bytes: [u8; 32] =
            unhex(s)
                .and_then(|b| b.try_into().ok())
                .ok_or_else(|| KeyWhy::NotHex {
                    chars: s.chars().count(),
                })?;
        VerifyingKey::from_bytes(&bytes)
            .map(PublicKey)
            .map_err(|_| KeyWhy::NotEd25519)
    }

    /// 64 hex digits.
    pub fn hex(&self) -> String {
        hex(self.0.as_bytes())
    }

    /// A short name for people: the first 64 bits of the key's SHA-256,
    /// `3f2a-9c1b-77e0-d4a5`. (It identifies a key on a list; the check is
    /// made with the whole key.)
    pub fn fingerprint(&self) -> String {
        let h = hash_hex(self.0.as_bytes());
        format!("{}-{}-{}-{}", &h[0..4], &h[4..8], &h[8..12], &h[12..16])
    }

    /// Does `sig` (128 hex digits) sign `msg` with this key?
    pub fn verifies(&self, msg: &[u8], sig: &str) -> bool {
        let Some(bytes) = unhex(sig).and_then(|b| <[u8; 64]>::try_from(b).ok()) else {
            return false;
        };
        let sig = Signature::from_bytes(&bytes);
        self.0.verify_strict(msg, &sig).is_ok()
    }
}

/// A board's key pair.
#[derive(Clone)]
pub struct BoardKey {
    signing: SigningKey,
}

impl std::fmt::Debug for BoardKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BoardKey({})", self.public().fingerprint())
    }
}

impl BoardKey {
    /// A new key from the kernel's random numbers.
    pub fn generate() -> std::io::Result<BoardKey> {
        let mut seed = [0u8; 32];
        let mut got = 0;
        while got < seed.len() {
            // SAFETY: getrandom writes at most the given length into the buffer.
            let r =
                unsafe { libc::getrandom(seed[got..].as_mut_ptr().cast(), seed.len() - got, 0) };
            if r < 0 {
                let e = std::io::Error::last_os_error();
                if e.kind() == std::io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(e);
            }
            got += r as usize;
        }
        Ok(BoardKey::from_seed(seed))
    }

    /// The key of a 32-byte secret seed (tests and benches).
    pub fn from_seed(seed: [u8; 32]) -> BoardKey {
        BoardKey {
            signing: SigningKey::from_bytes(&seed),
        }
    }

    pub fn public(&self) -> PublicKey {
        PublicKey(self.signing.verifying_key())
    }

    /// The signature of `msg`, 128 hex digits.
    pub fn sign(&self, msg: &[u8]) -> String {
        hex(&self.signing.sign(msg).to_bytes())
    }

    /// Reads the key of the state directory, if there is one.
    pub fn load(dir: &Dir) -> Result<Option<BoardKey>, JournalError> {
        let path = dir.join(SECRET_FILE);
        if !dir
            .exists(SECRET_FILE)
            .map_err(|e| key_error(&path, KeyOp::Read, e))?
        {
            return Ok(None);
        }
        check_secret_mode(dir)?;
        let bytes = dir
            .read(SECRET_FILE)
            .map_err(|e| key_error(&path, KeyOp::Read, e))?;
        let text = String::from_utf8_lossy(&bytes);
        let seed = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .and_then(unhex)
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .ok_or(KeyFileError::NotAKey(path))?;
        Ok(Some(BoardKey::from_seed(seed)))
    }

    /// Makes a new key in the state directory: the private key (0600) and
    /// the public key's line `NAME PUBKEY` (0640), both given to the
    /// directory's owner when root makes them. An existing key is kept:
    /// that is an error (journals sealed with it would no longer match the
    /// organiser's list).
    pub fn init(dir: &Dir, name: &str) -> Result<BoardKey, JournalError> {
        let path = dir.join(SECRET_FILE);
        if dir
            .exists(SECRET_FILE)
            .map_err(|e| key_error(&path, KeyOp::Read, e))?
        {
            return Err(KeyFileError::Exists(path).into());
        }
        let key = BoardKey::generate().map_err(|e| key_error(&path, KeyOp::Make, e))?;
        key.save(dir, name)?;
        Ok(key)
    }

    /// Writes this key into the state directory (replacing one there): the
    /// private key (0600) and the public key's line `NAME PUBKEY` (0640),
    /// both given to the directory's owner when root writes them.
    pub fn save(&self, dir: &Dir, name: &str) -> Result<(), JournalError> {
        let owner = root_writes_for(dir);
        let secret = format!("{SECRET_HEAD}\n{}\n", hex(self.signing.as_bytes()));
        dir.replace(SECRET_FILE, secret.as_bytes(), SECRET_MODE, owner)
            .map_err(|e| key_error(&dir.join(SECRET_FILE), KeyOp::Write, e))?;
        let public = public_line(name, &self.public());
        dir.replace(PUBLIC_FILE, public.as_bytes(), FILE_MODE, owner)
            .map_err(|e| key_error(&dir.join(PUBLIC_FILE), KeyOp::Write, e))?;
        Ok(())
    }

    /// The state directory's key, made if there is none; `true` when it
    /// was made now.
    pub fn load_or_init(dir: &Dir) -> Result<(BoardKey, bool), JournalError> {
        BoardKey::for_daemon(dir, MissingKey::Make, None)
    }

    /// The key the daemon seals with. Without one it refuses to start
    /// (`MissingKey::Refuse`), saying how to make one: a key made silently
    /// would not be on the organiser's list, and every journal sealed with
    /// it would fail `verify --keys` only after the round (a key deleted
    /// by someone, a card swapped). `MissingKey::Make`: the first boot
    /// (`run --first-boot`), or a simulation.
    /// A key made is named after `board` (the game's board, which `verify
    /// --keys` compares with the key list's name), else the host's name.
    pub fn for_daemon(
        dir: &Dir,
        missing: MissingKey,
        board: Option<&str>,
    ) -> Result<(BoardKey, bool), JournalError> {
        match (BoardKey::load(dir)?, missing) {
            (Some(k), _) => Ok((k, false)),
            (None, MissingKey::Make) => {
                let name = board.map_or_else(hostname, |b| format!("board-{b}"));
                Ok((BoardKey::init(dir, &name)?, true))
            }
            (None, MissingKey::Refuse) => Err(JournalError::NoKey(dir.join(SECRET_FILE))),
        }
    }
}

/// What the daemon does when its state directory has no key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissingKey {
    /// Refuse to start, saying how to make one (the default).
    Refuse,
    /// Make one (the first boot; simulations).
    Make,
}

/// The private key of `dir`, if there is one, can be read by its owner
/// only: a key that others (group or world) may read is refused, with the
/// command that fixes it.
pub fn check_secret_mode(dir: &Dir) -> Result<(), JournalError> {
    let path = dir.join(SECRET_FILE);
    match dir
        .mode(SECRET_FILE)
        .map_err(|e| key_error(&path, KeyOp::Read, e))?
    {
        Some(mode) if mode & 0o077 != 0 => {
            Err(KeyFileError::ReadableByOthers { path, mode }.into())
        }
        _ => Ok(()),
    }
}

/// The line of the organiser's list for a board: `NAME PUBKEY`.
pub fn public_line(name: &str, key: &PublicKey) -> String {
    let name: String = name
        .chars()
        .map(|c| if c.is_whitespace() { '-' } else { c })
        .collect();
    format!("{name} {}\n", key.hex())
}

/// Root writing in the service user's directory gives the file to the
/// directory's owner (else the service could not read its own key).
pub fn root_writes_for(dir: &Dir) -> Option<(u32, u32)> {
    dir.root_writes_for()
}

fn key_error(path: &std::path::Path, op: KeyOp, e: std::io::Error) -> JournalError {
    KeyFileError::Io {
        op,
        path: path.to_path_buf(),
        why: e,
    }
    .into()
}

/// What was done to the board's key file when it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyOp {
    Read,
    Make,
    Write,
}

impl KeyOp {
    fn english(self) -> &'static str {
        match self {
            KeyOp::Read => "cannot read",
            KeyOp::Make => "cannot make",
            KeyOp::Write => "cannot write",
        }
    }
}

/// Why the board's own key files cannot be used (`load`, `init`,
/// `check_secret_mode`): the English `Display` for logs and
/// `startup.log`, `cli/error_words.rs` in the person's language
/// (`board-key-*`).
#[derive(Debug, thiserror::Error)]
pub enum KeyFileError {
    /// The file could not be read, made or written: the system's reason
    /// (`why`, not a `source`: the message says it).
    #[error("{} the board key {}: {why}", op.english(), path.display())]
    Io {
        op: KeyOp,
        path: std::path::PathBuf,
        why: std::io::Error,
    },
    /// The private key's file holds no key.
    #[error(
        "{}: not a jadoube board key (a line of 64 hex digits); move it away and run `jadoube key init`",
        .0.display()
    )]
    NotAKey(std::path::PathBuf),
    /// `key init` where there is a key already.
    #[error(
        "{}: this board has a key already (`jadoube key show`); a new one would not match the organiser's list: move the old one away first if it must be replaced",
        .0.display()
    )]
    Exists(std::path::PathBuf),
    /// The private key can be read by group or world.
    #[error(
        "{}: the board's private key can be read by others (mode {mode:04o}): refused, whoever read it can seal journals as this board; fix it with `sudo chmod 600 {}` (and if someone may have read it, make a new key: `docs/journal.md`, \"The board's key\")",
        path.display(),
        path.display()
    )]
    ReadableByOthers { path: std::path::PathBuf, mode: u32 },
}

/// This machine's name (the default name of its key on the organiser's list).
pub fn hostname() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most the given length.
    let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    match std::str::from_utf8(&buf[..end]) {
        Ok(s) if r == 0 && !s.is_empty() => s.to_string(),
        _ => "board".into(),
    }
}

/// Why a key or a list of keys is refused: the English `Display` says it
/// (logs, the hall's English), `cli/error_words.rs` in the person's
/// language (`key-why-*`). It never quotes what was given: it may be a
/// private key given by mistake.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyWhy {
    #[error("not a public key (64 lower-case hex digits; {chars} characters given)")]
    NotHex { chars: usize },
    #[error(
        "64 hex digits, but not an Ed25519 public key (a private key given by mistake? give board-key.pub, or what `jadoube key show` prints)"
    )]
    NotEd25519,
    #[error(
        "this is a board's private key ({SECRET_FILE}), not a list of public keys: give {PUBLIC_FILE}, or the line `jadoube key show` prints; a private key must not leave the board"
    )]
    SecretKey,
    #[error(
        "expected `NAME PUBKEY` (a board's name, then its key as `jadoube key show` prints it)"
    )]
    NotNamePubkey,
    #[error("the key of `{name}` is also the key of `{other}`")]
    SameKey { name: String, other: String },
    #[error("no key in it (lines `NAME PUBKEY`)")]
    Empty,
    /// What is wrong with line `line` of a list.
    #[error("line {line}: {why}")]
    AtLine { line: usize, why: Box<KeyWhy> },
}

/// The organiser's list of boards: lines `NAME PUBKEY` (blank lines and
/// `#` comments allowed), or a bare `PUBKEY`.
#[derive(Clone, Debug, Default)]
pub struct KeyList {
    pub keys: Vec<(String, PublicKey)>,
}

impl KeyList {
    /// Parses a list; a bad line is named.
    pub fn parse(text: &str) -> Result<KeyList, KeyWhy> {
        let mut keys: Vec<(String, PublicKey)> = Vec::new();
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.lines().any(|l| l.trim() == SECRET_HEAD) {
            return Err(KeyWhy::SecretKey);
        }
        for (i, line) in text.lines().enumerate() {
            let at = |why: KeyWhy| KeyWhy::AtLine {
                line: i + 1,
                why: Box::new(why),
            };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            let (name, hex) = match words.as_slice() {
                [hex] => (String::new(), *hex),
                [name, hex] => (name.to_string(), *hex),
                _ => return Err(at(KeyWhy::NotNamePubkey)),
            };
            let key = PublicKey::parse(hex).map_err(at)?;
            if let Some((other, _)) = keys.iter().find(|(_, k)| *k == key) {
                return Err(at(KeyWhy::SameKey {
                    name,
                    other: other.clone(),
                }));
            }
            keys.push((name, key));
        }
        if keys.is_empty() {
            return Err(KeyWhy::Empty);
        }
        Ok(KeyList { keys })
    }

    /// `--key PUBKEY`: one key, unnamed.
    pub fn one(key: PublicKey) -> KeyList {
        KeyList {
            keys: vec![(String::new(), key)],
        }
    }

    /// The name under which `key` is listed (`Some("")` when listed
    /// without a name).
    pub fn name_of(&self, key: &PublicKey) -> Option<&str> {
        self.keys
            .iter()
            .find(|(_, k)| k == key)
            .map(|(n, _)| n.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_verify_and_fingerprint() {
        let k = BoardKey::from_seed([7; 32]);
        let pk = k.public();
        let sig = k.sign(b"line");
        assert_eq!(sig.len(), 128);
        assert!(pk.verifies(b"line", &sig));
        assert!(!pk.verifies(b"lime", &sig));
        assert!(!pk.verifies(b"line", "00"));
        assert_eq!(PublicKey::parse(&pk.hex()), Ok(pk));
        let fp = pk.fingerprint();
        assert_eq!(fp.len(), 19);
        assert_eq!(&fp[4..5], "-");
        assert_ne!(BoardKey::from_seed([8; 32]).public().fingerprint(), fp);
        assert!(PublicKey::parse("abc").is_err());
    }

    #[test]
    fn lists_name_their_keys_and_their_bad_lines() {
        let a = BoardKey::from_seed([1; 32]).public();
        let b = BoardKey::from_seed([2; 32]).public();
        let text = format!("# boards\nb1 {}\n\nb2 {}\n", a.hex(), b.hex());
        let list = KeyList::parse(&text).unwrap();
        assert_eq!(list.name_of(&b), Some("b2"));
        assert_eq!(list.name_of(&BoardKey::from_seed([3; 32]).public()), None);
        let e = KeyList::parse(&format!("b1 {}\nb2 x y\n", a.hex())).unwrap_err();
        assert!(
            e.to_string().starts_with("line 2: expected `NAME PUBKEY`"),
            "{e}"
        );
        let e = KeyList::parse(&format!("b1 {}\nb2 {}\n", a.hex(), a.hex())).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2: the key of `b2` is also the key of `b1`"
        );
        assert!(KeyList::parse("# nothing\n").is_err());
    }

    #[test]
    fn a_key_is_made_once_and_read_back() {
        use std::os::unix::fs::MetadataExt;
        let base = std::env::temp_dir().join(format!("jadoube-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let dir = Dir::open(&base, true).unwrap();
        assert!(BoardKey::load(&dir).unwrap().is_none());
        let (k, made) = BoardKey::load_or_init(&dir).unwrap();
        assert!(made);
        let (again, made) = BoardKey::load_or_init(&dir).unwrap();
        assert!(!made);
        assert_eq!(again.public(), k.public());
        let e = BoardKey::init(&dir, "b").unwrap_err().to_string();
        assert!(e.contains("has a key already"), "{e}");
        let mode = |n: &str| std::fs::metadata(base.join(n)).unwrap().mode() & 0o7777;
        assert_eq!(mode(SECRET_FILE), 0o600);
        assert_eq!(mode(PUBLIC_FILE), 0o640);
        let line = std::fs::read_to_string(base.join(PUBLIC_FILE)).unwrap();
        let list = KeyList::parse(&line).unwrap();
        assert_eq!(list.keys[0].1, k.public());
        std::fs::remove_dir_all(&base).unwrap();
    }
}
