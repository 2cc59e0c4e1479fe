//! Files in the state directory, created so that a link planted there is
//! never followed.
//!
//! The state directory (`/var/lib/jadoube`) is writable by the service user;
//! `jadoube round start` and `jadoube export` are run by root (`sudo`). A
//! symbolic link planted under a name root is about to write (`round.json`,
//! `export/NAME.pgn`, their temporary names) would otherwise redirect the
//! write to any file of the system. So every file is made relative to the
//! directory, opened once ([`Dir`]):
//!
//! - a new file is opened with `O_CREAT | O_EXCL | O_NOFOLLOW` (a link, or
//!   anything, already under the name makes the open fail: nothing is
//!   followed or truncated), given its mode with `fchmod` (0640 for files,
//!   0600 for the board's private key, 0750 for directories: the caller's
//!   umask does not matter), written, synced, then renamed over the final
//!   name with `renameat` (which replaces a link rather than following it);
//! - a name that is a symbolic link is refused with that said, so that the
//!   person who runs the command learns that someone planted it;
//! - subdirectories are opened with `O_NOFOLLOW | O_DIRECTORY`;
//! - files are read with `O_NOFOLLOW` too (root does not read a planted
//!   link to a secret and print it in an error).
//!
//! The directory itself is the administrator's choice (it may be a link,
//! say to a bigger disk); only what is inside it is checked.

use std::ffi::CString;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// Mode of the files jadoube writes.
pub const FILE_MODE: u32 = 0o640;
/// Mode of the directories it creates.
pub const DIR_MODE: u32 = 0o750;
/// Mode of the board's private key.
pub const SECRET_MODE: u32 = 0o600;

/// A directory, opened once; files are made relative to it.
#[derive(Debug)]
pub struct Dir {
    fd: OwnedFd,
    path: PathBuf,
}

fn cname(name: &str) -> std::io::Result<CString> {
    if name.is_empty() || name.contains('/') || name == "." || name == ".." {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("`{name}` is not a plain file name"),
        ));
    }
    CString::new(name).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("`{name}` has a NUL byte"),
        )
    })
}

fn check(r: libc::c_int) -> std::io::Result<libc::c_int> {
    if r < 0 {
        Err(std::io::Error::last_os_error())
    } else {
        Ok(r)
    }
}

/// `what` is a symbolic link: refused.
fn link_refused(path: &Path) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        format!(
            "{} is a symbolic link: refused (jadoube never writes through a link in its state directory; someone put it there: look at it, then remove it)",
            path.display()
        ),
    )
}

/// Why a file was refused, inside the `std::io::Error` that says so (its
/// `get_ref()`): the English `Display` for logs, the kind and path for a
/// translation (`cli/error_words.rs`).
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// Not a regular file: what it is (`not_regular`'s words).
    #[error(
        "{} is {what}, not a regular file: refused (jadoube reads and writes only regular files; look at it, then remove it)",
        path.display()
    )]
    NotRegular { path: PathBuf, what: &'static str },
    /// Longer than this program reads.
    #[error("{} is longer than {max} bytes: refused", path.display())]
    TooLong { path: PathBuf, max: u64 },
}

/// What the file type of `mode` is, when it is not a regular file.
fn not_regular(mode: libc::mode_t) -> Option<&'static str> {
    match mode & libc::S_IFMT {
        libc::S_IFREG => None,
        libc::S_IFIFO => Some("a FIFO (named pipe)"),
        libc::S_IFSOCK => Some("a socket"),
        libc::S_IFCHR | libc::S_IFBLK => Some("a device"),
        libc::S_IFDIR => Some("a directory"),
        libc::S_IFLNK => Some("a symbolic link"),
        _ => Some("not a regular file"),
    }
}

/// `path` is `what`: refused, with that said (reading a FIFO or a device
/// could wait for ever).
fn irregular_refused(path: &Path, what: &'static str) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        Refused::NotRegular {
            path: path.to_path_buf(),
            what,
        },
    )
}

/// The open `f` (of `path`) is a regular file.
fn check_regular(f: &File, path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    match not_regular(f.metadata()?.mode() as libc::mode_t) {
        None => Ok(()),
        Some(what) => Err(irregular_refused(path, what)),
    }
}

/// Opens `path` (a file named on the command line: a link to it is
/// followed) for reading without ever blocking on it: a FIFO, a socket or
/// a device is refused with that said.
pub fn open_regular(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    let f = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)?;
    check_regular(&f, path)?;
    Ok(f)
}

/// Reads the whole regular file `path` ([`open_regular`]): a file named
/// on the command line (a trace, a recording), never a FIFO or a device
/// that could keep the command waiting for ever.
pub fn read_all(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    open_regular(path)?.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// [`read_all`] as text (UTF-8, else `InvalidData`, as
/// `std::fs::read_to_string`).
pub fn read_all_text(path: &Path) -> std::io::Result<String> {
    String::from_utf8(read_all(path)?)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

/// Reads the regular file `path` ([`open_regular`]), at most `max` bytes
/// (a longer one is refused).
pub fn read_regular(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    let f = open_regular(path)?;
    let mut bytes = Vec::new();
    f.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            Refused::TooLong {
                path: path.to_path_buf(),
                max,
            },
        ));
    }
    Ok(bytes)
}

impl Dir {
    /// Opens the directory `path`, creating it (and its missing parents,
    /// mode 0750) when `create`.
    pub fn open(path: &Path, create: bool) -> std::io::Result<Dir> {
        if create && !path.is_dir() {
            create_dirs(path)?;
        }
        let c = CString::new(path.as_os_str().as_bytes()).map_err(|_| {
            std::io::Error::new(std::io::ErrorKind::InvalidInput, "a NUL byte in a path")
        })?;
        // SAFETY: a valid C string; the descriptor is owned below.
        let fd = check(unsafe {
            libc::open(
                c.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC,
            )
        })?;
        Ok(Dir {
            // SAFETY: a descriptor just opened, owned by nobody else.
            fd: unsafe { OwnedFd::from_raw_fd(fd) },
            path: path.to_path_buf(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path of `name` in this directory (for messages).
    pub fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    /// What is under `name`, the link itself if it is one (`None`: nothing).
    fn stat(&self, name: &str) -> std::io::Result<Option<libc::stat>> {
        let c = cname(name)?;
        // SAFETY: plain syscall on our descriptor with a valid name and a
        // zeroed struct it fills.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        let r = unsafe {
            libc::fstatat(
                self.fd.as_raw_fd(),
                c.as_ptr(),
                &mut st,
                libc::AT_SYMLINK_NOFOLLOW,
            )
        };
        if r < 0 {
            let e = std::io::Error::last_os_error();
            return if e.kind() == std::io::ErrorKind::NotFound {
                Ok(None)
            } else {
                Err(e)
            };
        }
        Ok(Some(st))
    }

    /// `name` exists (a link counts: it is not followed).
    pub fn exists(&self, name: &str) -> std::io::Result<bool> {
        Ok(self.stat(name)?.is_some())
    }

    /// The size of the file `name`, `None` if there is none; a link, a
    /// FIFO, a socket or a device is refused.
    pub fn len(&self, name: &str) -> std::io::Result<Option<u64>> {
        match self.stat(name)? {
            None => Ok(None),
            Some(st) if st.st_mode & libc::S_IFMT == libc::S_IFLNK => {
                Err(link_refused(&self.join(name)))
            }
            Some(st) => match not_regular(st.st_mode) {
                Some(what) => Err(irregular_refused(&self.join(name), what)),
                None => Ok(Some(st.st_size as u64)),
            },
        }
    }

    fn refuse_link(&self, name: &str) -> std::io::Result<()> {
        match self.stat(name)? {
            Some(st) if st.st_mode & libc::S_IFMT == libc::S_IFLNK => {
                Err(link_refused(&self.join(name)))
            }
            _ => Ok(()),
        }
    }

    fn openat(&self, name: &str, flags: libc::c_int, mode: u32) -> std::io::Result<File> {
        let c = cname(name)?;
        // SAFETY: valid C string, our descriptor; the result is owned below.
        // O_NONBLOCK: a FIFO, a socket or a device planted under the name
        // never makes the open (or the read) wait; it is refused below.
        let r = unsafe {
            libc::openat(
                self.fd.as_raw_fd(),
                c.as_ptr(),
                flags | libc::O_NOFOLLOW | libc::O_CLOEXEC | libc::O_NONBLOCK,
                mode as libc::c_uint,
            )
        };
        if r < 0 {
            let e = std::io::Error::last_os_error();
            // O_NOFOLLOW on a link: ELOOP. Say what it is.
            if e.raw_os_error() == Some(libc::ELOOP) {
                return Err(link_refused(&self.join(name)));
            }
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                self.refuse_link(name)?;
            }
            // A FIFO without a reader, a device: say what is there.
            if let Ok(Some(st)) = self.stat(name)
                && let Some(what) = not_regular(st.st_mode)
            {
                return Err(irregular_refused(&self.join(name), what));
            }
            return Err(std::io::Error::new(
                e.kind(),
                format!("{}: {e}", self.join(name).display()),
            ));
        }
        // SAFETY: a descriptor just opened, owned by nobody else.
        let f = unsafe { File::from_raw_fd(r) };
        check_regular(&f, &self.join(name))?;
        Ok(f)
    }

    /// The permission bits of the file `name` (a link is refused).
    pub fn mode(&self, name: &str) -> std::io::Result<Option<u32>> {
        match self.stat(name)? {
            None => Ok(None),
            Some(st) if st.st_mode & libc::S_IFMT == libc::S_IFLNK => {
                Err(link_refused(&self.join(name)))
            }
            Some(st) => Ok(Some(st.st_mode & 0o7777)),
        }
    }

    /// Opens the existing file `name` for reading; a link is refused.
    pub fn open_read(&self, name: &str) -> std::io::Result<File> {
        self.openat(name, libc::O_RDONLY, 0)
    }

    /// Reads the file `name`; a link is refused.
    pub fn read(&self, name: &str) -> std::io::Result<Vec<u8>> {
        let mut bytes = Vec::new();
        self.open_read(name)?.read_to_end(&mut bytes)?;
        Ok(bytes)
    }

    /// Opens the existing file `name` to append to it (read and write); a
    /// link is refused.
    pub fn open_append(&self, name: &str) -> std::io::Result<File> {
        self.openat(name, libc::O_RDWR, 0)
    }

    /// Creates the new file `name` with `mode` (exactly: the umask does not
    /// apply), open for appending. Anything already under the name, a link
    /// included, makes it fail.
    /// Made by root in a directory another user owns (the service user's
    /// state directory), the file is given to that user and group: the
    /// service must be able to go on with it.
    pub fn create_new(&self, name: &str, mode: u32) -> std::io::Result<File> {
        let f = self.openat(
            name,
            libc::O_WRONLY | libc::O_APPEND | libc::O_CREAT | libc::O_EXCL,
            mode,
        )?;
        set_mode(&f, mode)?;
        if let Some((uid, gid)) = self.root_writes_for() {
            // SAFETY: plain syscall on an open descriptor.
            check(unsafe { libc::fchown(f.as_raw_fd(), uid, gid) })?;
        }
        Ok(f)
    }

    /// Root writing in a directory another user owns: that user and group
    /// (the file is theirs, else the service could not use it).
    pub fn root_writes_for(&self) -> Option<(u32, u32)> {
        // SAFETY: geteuid cannot fail.
        let euid = unsafe { libc::geteuid() };
        match self.owner() {
            Ok((uid, gid)) if euid == 0 && uid != 0 => Some((uid, gid)),
            _ => None,
        }
    }

    /// Writes `name` whole, atomically: a new temporary file (`.NAME.tmp`,
    /// `O_EXCL | O_NOFOLLOW`, `mode` exactly), synced, renamed over `name`.
    /// A link under either name is refused. `owner`: give the file to this
    /// user and group (root writing for the service user).
    pub fn replace(
        &self,
        name: &str,
        bytes: &[u8],
        mode: u32,
        owner: Option<(u32, u32)>,
    ) -> std::io::Result<PathBuf> {
        self.refuse_link(name)?;
        let tmp = format!(".{name}.tmp");
        // A temporary file left by a crash: removed (never followed: a link
        // there is refused first).
        if let Some(st) = self.stat(&tmp)? {
            if st.st_mode & libc::S_IFMT == libc::S_IFLNK {
                return Err(link_refused(&self.join(&tmp)));
            }
            if st.st_mode & libc::S_IFMT == libc::S_IFREG {
                self.remove(&tmp)?;
            }
        }
        let mut f = self.openat(&tmp, libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL, mode)?;
        let written = (|| {
            set_mode(&f, mode)?;
            if let Some((uid, gid)) = owner {
                // SAFETY: plain syscall on an open descriptor.
                check(unsafe { libc::fchown(f.as_raw_fd(), uid, gid) })?;
            }
            f.write_all(bytes)?;
            f.sync_all()?;
            self.rename(&tmp, name)
        })();
        if written.is_err() {
            let _ = self.remove(&tmp);
        }
        written?;
        self.sync();
        Ok(self.join(name))
    }

    /// Renames `from` to `to` within the directory (a link under `to` is
    /// replaced, never followed).
    pub fn rename(&self, from: &str, to: &str) -> std::io::Result<()> {
        let (a, b) = (cname(from)?, cname(to)?);
        let fd = self.fd.as_raw_fd();
        // SAFETY: valid C strings, our descriptor.
        check(unsafe { libc::renameat(fd, a.as_ptr(), fd, b.as_ptr()) })?;
        Ok(())
    }

    /// Removes the file `name` (a link itself, never its target).
    pub fn remove(&self, name: &str) -> std::io::Result<()> {
        let c = cname(name)?;
        // SAFETY: valid C string, our descriptor.
        check(unsafe { libc::unlinkat(self.fd.as_raw_fd(), c.as_ptr(), 0) })?;
        Ok(())
    }

    /// The subdirectory `name`, created (mode 0750) when `create`; a link is
    /// refused.
    pub fn subdir(&self, name: &str, create: bool) -> std::io::Result<Dir> {
        let c = cname(name)?;
        let fd = self.fd.as_raw_fd();
        let mut made = false;
        if create {
            // SAFETY: valid C string, our descriptor.
            let r = unsafe { libc::mkdirat(fd, c.as_ptr(), DIR_MODE as libc::mode_t) };
            if r == 0 {
                made = true;
            } else {
                let e = std::io::Error::last_os_error();
                if e.kind() != std::io::ErrorKind::AlreadyExists {
                    return Err(std::io::Error::new(
                        e.kind(),
                        format!("cannot create {}: {e}", self.join(name).display()),
                    ));
                }
            }
        }
        // SAFETY: valid C string, our descriptor; owned below.
        let r = unsafe {
            libc::openat(
                fd,
                c.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            )
        };
        if r < 0 {
            let e = std::io::Error::last_os_error();
            if matches!(e.raw_os_error(), Some(libc::ELOOP) | Some(libc::ENOTDIR)) {
                self.refuse_link(name)?;
            }
            return Err(std::io::Error::new(
                e.kind(),
                format!("{}: {e}", self.join(name).display()),
            ));
        }
        // SAFETY: a descriptor just opened, owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(r) };
        if made {
            // SAFETY: plain syscall on an open descriptor.
            check(unsafe { libc::fchmod(fd.as_raw_fd(), DIR_MODE as libc::mode_t) })?;
        }
        Ok(Dir {
            fd,
            path: self.join(name),
        })
    }

    /// The owner (user, group) of the directory.
    pub fn owner(&self) -> std::io::Result<(u32, u32)> {
        // SAFETY: fstat on our descriptor into a zeroed struct.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        check(unsafe { libc::fstat(self.fd.as_raw_fd(), &mut st) })?;
        Ok((st.st_uid, st.st_gid))
    }

    /// Makes new directory entries durable (best effort).
    pub fn sync(&self) {
        // SAFETY: fsync on our descriptor.
        unsafe {
            libc::fsync(self.fd.as_raw_fd());
        }
    }
}

fn set_mode(f: &File, mode: u32) -> std::io::Result<()> {
    // SAFETY: plain syscall on an open descriptor.
    check(unsafe { libc::fchmod(f.as_raw_fd(), mode as libc::mode_t) })?;
    Ok(())
}

/// Creates `path` and its missing parents, each with mode 0750 whatever
/// the umask (directories that exist are left as they are).
fn create_dirs(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    let mut missing = Vec::new();
    let mut p = path;
    while !p.as_os_str().is_empty() && !p.exists() {
        missing.push(p);
        match p.parent() {
            Some(parent) => p = parent,
            None => break,
        }
    }
    for d in missing.into_iter().rev() {
        match std::fs::DirBuilder::new().mode(DIR_MODE).create(d) {
            Ok(()) => {
                std::fs::set_permissions(d, std::fs::Permissions::from_mode(DIR_MODE))
                    .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", d.display())))?;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                return Err(std::io::Error::new(
                    e.kind(),
                    format!("cannot create {}: {e}", d.display()),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::{MetadataExt, symlink};

    fn temp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("jadoube-files-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn modes_do_not_depend_on_the_umask() {
        let base = temp("modes");
        // SAFETY: umask only changes this process's creation mask.
        let old = unsafe { libc::umask(0o077) };
        let dir = Dir::open(&base.join("a/b"), true).unwrap();
        dir.replace("f", b"x", FILE_MODE, None).unwrap();
        let sub = dir.subdir("export", true).unwrap();
        sub.create_new("g", FILE_MODE).unwrap();
        unsafe { libc::umask(old) };
        let mode = |p: &Path| std::fs::symlink_metadata(p).unwrap().mode() & 0o7777;
        assert_eq!(mode(&base.join("a")), 0o750);
        assert_eq!(mode(&base.join("a/b")), 0o750);
        assert_eq!(mode(&base.join("a/b/f")), 0o640);
        assert_eq!(mode(&base.join("a/b/export")), 0o750);
        assert_eq!(mode(&base.join("a/b/export/g")), 0o640);
        assert_eq!(std::fs::read(base.join("a/b/f")).unwrap(), b"x");
        std::fs::remove_dir_all(&base).unwrap();
    }

    #[test]
    fn planted_links_are_refused_and_their_targets_untouched() {
        let base = temp("links");
        std::fs::create_dir_all(&base).unwrap();
        let victim = base.join("victim");
        std::fs::write(&victim, b"precious").unwrap();
        let dir = Dir::open(&base, false).unwrap();
        for name in ["out", ".out.tmp"] {
            let link = base.join(name);
            symlink(&victim, &link).unwrap();
            let e = dir.replace("out", b"bad", FILE_MODE, None).unwrap_err();
            assert!(e.to_string().contains("is a symbolic link: refused"), "{e}");
            assert!(e.to_string().contains(name), "{e}");
            std::fs::remove_file(&link).unwrap();
        }
        symlink(&victim, base.join("new")).unwrap();
        let e = dir.create_new("new", FILE_MODE).unwrap_err();
        assert!(e.to_string().contains("is a symbolic link: refused"), "{e}");
        let e = dir.open_append("new").unwrap_err();
        assert!(e.to_string().contains("is a symbolic link: refused"), "{e}");
        let e = dir.read("new").unwrap_err();
        assert!(e.to_string().contains("is a symbolic link: refused"), "{e}");
        symlink(&base, base.join("sub")).unwrap();
        let e = dir.subdir("sub", true).unwrap_err();
        assert!(e.to_string().contains("is a symbolic link: refused"), "{e}");
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
        // A temporary file left by a crash is replaced.
        std::fs::write(base.join(".ok.tmp"), b"old").unwrap();
        dir.replace("ok", b"new", FILE_MODE, None).unwrap();
        assert_eq!(std::fs::read(base.join("ok")).unwrap(), b"new");
        assert!(!base.join(".ok.tmp").exists());
        std::fs::remove_dir_all(&base).unwrap();
    }
}
