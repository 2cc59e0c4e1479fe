//! Arbiters sign in (issue 29, `docs/hall.md` "Setting up the hall
//! securely"): accounts in `DATA/users` (a name, a role, an argon2 hash
//! as a PHC string; `jadoube-hall user add` writes them), sessions in
//! `Secure; HttpOnly; SameSite=Strict` cookies with random ids and an
//! expiry, a CSRF token for every request but a GET, limits on failed
//! sign-ins per account and per address, and an append-only record of who
//! did what (`DATA/audit.log`, and the log).
//!
//! [`protect`] wraps the whole page's router in one layer ([`guard`]):
//! every route, those added later included, needs a session but the
//! sign-in page and the style sheet; every `POST` (any method but `GET`
//! and `HEAD`) needs the session's CSRF token in `X-CSRF-Token`, an
//! `Origin` of the page's own, and a role that may act (a `viewer` may
//! not); every such request is recorded with who made it. A handler that
//! wants to record more takes `Extension<Who>` and calls [`Who::audit`].
//! Every response carries the page's security headers
//! ([`security_headers`]: a Content-Security-Policy without inline script).

use std::collections::HashMap;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::Router;
use axum::extract::{ConnectInfo, Form, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use super::HallError;
use super::setup::{SetupError, UsersWhy};
use crate::error::{IoContext, IoOp};
use crate::i18n::Lang;

/// What an account may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The chief arbiter.
    Chief,
    /// A deputy arbiter: the same actions as the chief.
    Deputy,
    /// Sees the page, acts on nothing.
    Viewer,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Chief => "chief",
            Role::Deputy => "deputy",
            Role::Viewer => "viewer",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "chief" => Some(Role::Chief),
            "deputy" => Some(Role::Deputy),
            "viewer" => Some(Role::Viewer),
            _ => None,
        }
    }

    /// May act (ask for a journal, and whatever else the page sends).
    pub fn may_act(self) -> bool {
        self != Role::Viewer
    }
}

/// An account of `DATA/users`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub name: String,
    pub role: Role,
    /// The argon2 hash of the password, a PHC string.
    pub hash: String,
}

/// The accounts' file in the hall's data directory.
pub fn users_path(data_dir: &Path) -> PathBuf {
    data_dir.join("users")
}

/// The record of every action in the hall's data directory.
pub fn audit_path(data_dir: &Path) -> PathBuf {
    data_dir.join("audit.log")
}

/// An account's name: 1 to 32 ASCII letters, digits, `-`, `_`, `.`.
pub fn check_user_name(name: &str) -> Result<(), String> {
    user_name_why(name).map_err(|why| why.to_string())
}

/// [`check_user_name`], typed (said in the language).
pub fn user_name_why(name: &str) -> Result<(), UsersWhy> {
    if name.is_empty() || name.len() > 32 {
        return Err(UsersWhy::NameLength(name.to_string()));
    }
    if !name
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || b"-_.".contains(&c))
    {
        return Err(UsersWhy::NameChars(name.to_string()));
    }
    Ok(())
}

/// The shortest password an account may have.
pub const MIN_PASSWORD: usize = 8;

/// The argon2id hash of `password` (the crate's default parameters, a
/// random salt), as a PHC string.
pub fn hash_password(password: &str) -> Result<String, HallError> {
    let mut salt = [0u8; 16];
    getrandom::getrandom(&mut salt).map_err(|e| SetupError::Random(e.into()))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| SetupError::Salt(e.to_string()))?;
    argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| SetupError::Hash(e.to_string()).into())
}

/// Whether `password` is the one of the PHC string `hash`.
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// Reads the accounts (none when the file does not exist). A line that is
/// not `NAME ROLE HASH` is an error naming the line.
pub fn read_users(path: &Path) -> Result<Vec<Account>, HallError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(HallError::Io(crate::error::IoError::at(
                crate::error::IoOp::Read,
                path,
                e,
            )));
        }
    };
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |why: UsersWhy| {
            HallError::from(SetupError::UsersLine {
                path: path.to_path_buf(),
                line: i + 1,
                why,
            })
        };
        let mut f = line.split_whitespace();
        let (Some(name), Some(role), Some(hash), None) = (f.next(), f.next(), f.next(), f.next())
        else {
            return Err(bad(UsersWhy::NotThree));
        };
        user_name_why(name).map_err(bad)?;
        let role = Role::parse(role).ok_or_else(|| bad(UsersWhy::Role))?;
        PasswordHash::new(hash).map_err(|e| bad(UsersWhy::NotPhc(e.to_string())))?;
        out.push(Account {
            name: name.to_string(),
            role,
            hash: hash.to_string(),
        });
    }
    Ok(out)
}

/// Writes the accounts (mode 0600).
pub fn write_users(path: &Path, accounts: &[Account]) -> Result<(), HallError> {
    let mut text =
        String::from("# The hall's accounts (`jadoube-hall user`): NAME ROLE ARGON2-HASH\n");
    for a in accounts {
        text.push_str(&format!("{} {} {}\n", a.name, a.role.name(), a.hash));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).io_at(IoOp::Create, dir)?;
    }
    super::tls::write_private(path, text.as_bytes())
}

/// Adds an account, or sets the role and password of one: true when it
/// was there.
pub fn set_user(
    data_dir: &Path,
    name: &str,
    role: Role,
    password: &str,
) -> Result<bool, HallError> {
    user_name_why(name).map_err(SetupError::UserName)?;
    if password.chars().count() < MIN_PASSWORD {
        return Err(SetupError::PasswordShort(MIN_PASSWORD).into());
    }
    let path = users_path(data_dir);
    let mut all = read_users(&path)?;
    let hash = hash_password(password)?;
    let had = all.iter().any(|a| a.name == name);
    all.retain(|a| a.name != name);
    all.push(Account {
        name: name.to_string(),
        role,
        hash,
    });
    write_users(&path, &all)?;
    Ok(had)
}

/// Removes an account: true when it was there.
pub fn remove_user(data_dir: &Path, name: &str) -> Result<bool, HallError> {
    let path = users_path(data_dir);
    let mut all = read_users(&path)?;
    let n = all.len();
    all.retain(|a| a.name != name);
    if all.len() == n {
        return Ok(false);
    }
    write_users(&path, &all)?;
    Ok(true)
}

/// The append-only record of what was done, and by whom.
pub struct AuditLog {
    path: PathBuf,
}

impl AuditLog {
    pub fn new(path: PathBuf) -> AuditLog {
        AuditLog { path }
    }

    /// One line: `{"wall", "user", "role", "addr", "action", "detail"}`,
    /// and the same in the log.
    pub fn record(
        &self,
        user: &str,
        role: Option<Role>,
        addr: Option<IpAddr>,
        action: &str,
        detail: &str,
    ) {
        // A name typed at a failed sign-in is anyone's: bounded.
        let user: String = user.chars().take(64).collect();
        let line = json!({
            "wall": crate::journal::format::rfc3339(SystemTime::now()),
            "user": user,
            "role": role.map(Role::name),
            "addr": addr.map(|a| a.to_string()),
            "action": action,
            "detail": detail,
        });
        tracing::info!(
            "hall: audit: {} ({}) from {}: {action} {detail}",
            user.escape_debug(),
            role.map_or("-", Role::name),
            addr.map_or_else(|| "-".into(), |a| a.to_string())
        );
        let r = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .and_then(|mut f| writeln!(f, "{line}"));
        if let Err(e) = r {
            tracing::error!("hall: cannot write {}: {e}", self.path.display());
        }
    }
}

/// Who made a request (a request extension, for handlers that record
/// what they did).
#[derive(Clone)]
pub struct Who {
    pub user: String,
    pub role: Role,
    pub addr: Option<IpAddr>,
    audit: Arc<AuditLog>,
}

impl Who {
    /// Records `action` (and what it was about) as done by this arbiter.
    pub fn audit(&self, action: &str, detail: &str) {
        self.audit
            .record(&self.user, Some(self.role), self.addr, action, detail);
    }
}

struct Session {
    user: String,
    role: Role,
    csrf: String,
    expires: Instant,
}

/// Failed sign-ins of one account or one address.
#[derive(Default)]
struct Strikes {
    count: u32,
    first: Option<Instant>,
    locked_until: Option<Instant>,
}

/// The limits on failed sign-ins.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Failures of one account within `window` that lock it ...
    pub per_account: u32,
    /// ... for this long.
    pub account_lock: Duration,
    /// Failures from one address within `window` that lock it ...
    pub per_address: u32,
    /// ... for this long.
    pub address_lock: Duration,
    pub window: Duration,
    /// Every failed sign-in is answered this late.
    pub delay: Duration,
    /// A session ends this long after its sign-in.
    pub session: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_account: 5,
            account_lock: Duration::from_secs(5 * 60),
            per_address: 20,
            address_lock: Duration::from_secs(15 * 60),
            window: Duration::from_secs(15 * 60),
            delay: Duration::from_secs(1),
            session: Duration::from_secs(12 * 3600),
        }
    }
}

/// The most sessions held at once (the oldest end first).
const MAX_SESSIONS: usize = 1000;

/// The session cookie (HttpOnly) and the CSRF token's (read by `app.js`).
pub const SESSION_COOKIE: &str = "jadoube_session";
pub const CSRF_COOKIE: &str = "jadoube_csrf";
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The accounts, the sessions, the limits.
pub struct Auth {
    users: PathBuf,
    accounts: Mutex<(Option<SystemTime>, Vec<Account>)>,
    sessions: Mutex<HashMap<String, Session>>,
    by_account: Mutex<HashMap<String, Strikes>>,
    by_addr: Mutex<HashMap<IpAddr, Strikes>>,
    /// Cookies are `Secure` (the page is over HTTPS).
    secure: bool,
    pub limits: Limits,
    pub lang: Lang,
    pub audit: Arc<AuditLog>,
    /// Compared with when the name is unknown: as slow as a real one.
    dummy_hash: String,
    /// At most two password checks at once (each takes 19 MiB).
    checks: tokio::sync::Semaphore,
}

impl Auth {
    pub fn open(
        data_dir: &Path,
        lang: Lang,
        secure: bool,
        limits: Limits,
    ) -> Result<Arc<Auth>, HallError> {
        let users = users_path(data_dir);
        let accounts = read_users(&users)?;
        if accounts.is_empty() {
            tracing::error!(
                "hall: no accounts in {}: nobody can sign in to the page; add one with `jadoube-hall user add NAME --role chief --data-dir {}`",
                users.display(),
                data_dir.display()
            );
        } else {
            tracing::info!("hall: {} accounts in {}", accounts.len(), users.display());
        }
        let mtime = std::fs::metadata(&users).and_then(|m| m.modified()).ok();
        Ok(Arc::new(Auth {
            users,
            accounts: Mutex::new((mtime, accounts)),
            sessions: Mutex::new(HashMap::new()),
            by_account: Mutex::new(HashMap::new()),
            by_addr: Mutex::new(HashMap::new()),
            secure,
            limits,
            lang,
            audit: Arc::new(AuditLog::new(audit_path(data_dir))),
            dummy_hash: hash_password("not anyone's password")?,
            checks: tokio::sync::Semaphore::new(2),
        }))
    }

    /// The accounts, read again when the file changed (`jadoube-hall
    /// user` while the hall runs); the sessions of an account removed or
    /// given another role end.
    fn accounts(&self) -> Vec<Account> {
        let mtime = std::fs::metadata(&self.users)
            .and_then(|m| m.modified())
            .ok();
        let mut a = self.accounts.lock().expect("not poisoned");
        if a.0 != mtime {
            match read_users(&self.users) {
                Ok(list) => {
                    tracing::info!(
                        "hall: {} read again: {} accounts",
                        self.users.display(),
                        list.len()
                    );
                    self.sessions
                        .lock()
                        .expect("not poisoned")
                        .retain(|_, s| list.iter().any(|x| x.name == s.user && x.role == s.role));
                    *a = (mtime, list);
                }
                Err(e) => tracing::error!("hall: {e}; the accounts read before are kept"),
            }
        }
        a.1.clone()
    }

    /// The session of a request's cookie, if it is one and has not expired.
    fn session_of(&self, headers: &HeaderMap) -> Option<(String, String, Role, String)> {
        let id = cookie(headers, SESSION_COOKIE)?;
        // (The accounts first: a change ends sessions.)
        let _ = self.accounts();
        let mut sessions = self.sessions.lock().expect("not poisoned");
        let s = sessions.get(&id)?;
        if s.expires <= Instant::now() {
            sessions.remove(&id);
            return None;
        }
        Some((id, s.user.clone(), s.role, s.csrf.clone()))
    }

    /// Seconds until `addr` or `user` may try again, if either is locked.
    fn locked(&self, user: &str, addr: Option<IpAddr>) -> Option<u64> {
        let now = Instant::now();
        let left = |s: Option<&Strikes>| {
            s.and_then(|s| s.locked_until)
                .filter(|t| *t > now)
                .map(|t| {
                    let d = t - now;
                    d.as_secs() + u64::from(d.subsec_nanos() > 0)
                })
        };
        let a = left(self.by_account.lock().expect("not poisoned").get(user));
        let b = addr.and_then(|ip| left(self.by_addr.lock().expect("not poisoned").get(&ip)));
        a.max(b)
    }

    fn strike(&self, user: &str, addr: Option<IpAddr>) {
        let now = Instant::now();
        let l = self.limits;
        let hit = |s: &mut Strikes, max: u32, lock: Duration| {
            if s.first.is_none_or(|f| now - f > l.window) {
                s.first = Some(now);
                s.count = 0;
            }
            s.count += 1;
            if s.count >= max {
                s.locked_until = Some(now + lock);
                s.count = 0;
                s.first = None;
            }
        };
        {
            let mut m = self.by_account.lock().expect("not poisoned");
            if m.len() > 10_000 {
                m.retain(|_, s| s.locked_until.is_some_and(|t| t > now));
            }
            hit(
                m.entry(user.chars().take(64).collect()).or_default(),
                l.per_account,
                l.account_lock,
            );
        }
        if let Some(ip) = addr {
            let mut m = self.by_addr.lock().expect("not poisoned");
            if m.len() > 10_000 {
                m.retain(|_, s| s.locked_until.is_some_and(|t| t > now));
            }
            hit(m.entry(ip).or_default(), l.per_address, l.address_lock);
        }
    }

    /// Checks a name and password (argon2, off the async threads): the
    /// account's role if they are right.
    async fn check(&self, user: &str, password: &str) -> Option<Role> {
        let account = self.accounts().into_iter().find(|a| a.name == user);
        let hash = account
            .as_ref()
            .map_or_else(|| self.dummy_hash.clone(), |a| a.hash.clone());
        let password = password.to_string();
        let _permit = self.checks.acquire().await.ok()?;
        let ok = tokio::task::spawn_blocking(move || verify_password(&password, &hash))
            .await
            .unwrap_or(false);
        account.filter(|_| ok).map(|a| a.role)
    }

    fn new_session(&self, user: &str, role: Role) -> (String, String) {
        let id = random_hex(32);
        let csrf = random_hex(32);
        let mut sessions = self.sessions.lock().expect("not poisoned");
        let now = Instant::now();
        sessions.retain(|_, s| s.expires > now);
        if sessions.len() >= MAX_SESSIONS
            && let Some(oldest) = sessions
                .iter()
                .min_by_key(|(_, s)| s.expires)
                .map(|(k, _)| k.clone())
        {
            sessions.remove(&oldest);
        }
        sessions.insert(
            id.clone(),
            Session {
                user: user.to_string(),
                role,
                csrf: csrf.clone(),
                expires: now + self.limits.session,
            },
        );
        (id, csrf)
    }

    fn cookies(&self, id: &str, csrf: &str, max_age: u64) -> [HeaderValue; 2] {
        let secure = if self.secure { "; Secure" } else { "" };
        let v = |s: String| HeaderValue::from_str(&s).expect("cookie text is ASCII");
        [
            v(format!(
                "{SESSION_COOKIE}={id}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Strict{secure}"
            )),
            v(format!(
                "{CSRF_COOKIE}={csrf}; Path=/; Max-Age={max_age}; SameSite=Strict{secure}"
            )),
        ]
    }
}

/// `n` random bytes from the system, as hex.
fn random_hex(n: usize) -> String {
    let mut b = vec![0u8; n];
    getrandom::getrandom(&mut b).expect("the system's random source");
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// The value of cookie `name`.
fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// Equal, in a time that does not tell where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// The request comes from the page itself: its `Origin` (else its
/// `Sec-Fetch-Site`) names the host it was sent to. A request with
/// neither (not a browser's) passes: the CSRF token still has to match.
fn same_origin(headers: &HeaderMap) -> bool {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let fetch_site = headers
        .get("sec-fetch-site")
        .map(|v| v == "same-origin" || v == "none");
    match headers.get(header::ORIGIN).map(|o| o.to_str()) {
        // (What a browser sends for a form whose page's referrer policy
        // hides its origin.)
        Some(Ok("null")) => fetch_site == Some(true),
        Some(Ok(origin)) => {
            let rest = origin
                .strip_prefix("https://")
                .or_else(|| origin.strip_prefix("http://"));
            rest.is_some() && rest == host
        }
        Some(Err(_)) => false,
        None => fetch_site != Some(false),
    }
}

/// The page's Content-Security-Policy: its own files only, no inline
/// script or style, no frames around it, no plug-ins, forms to itself.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// Every response's security headers.
pub fn security_headers(h: &mut HeaderMap) {
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
}

/// What needs no session: the sign-in page and its style sheet.
fn public(path: &str) -> bool {
    matches!(path, "/signin" | "/app.css")
}

fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

fn peer(req_ext: &axum::http::Extensions) -> Option<IpAddr> {
    req_ext.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())
}

/// The layer on the whole page (see the module's documentation).
pub async fn guard(State(auth): State<Arc<Auth>>, mut req: Request, next: Next) -> Response {
    let path = req.uri().path().to_string();
    let method = req.method().clone();
    let acts = method != Method::GET && method != Method::HEAD;
    let addr = peer(req.extensions());
    let mut resp = if public(&path) {
        next.run(req).await
    } else {
        match auth.session_of(req.headers()) {
            None if method == Method::GET && path == "/" => {
                let q = req
                    .uri()
                    .query()
                    .map(|q| format!("?{q}"))
                    .unwrap_or_default();
                (
                    StatusCode::SEE_OTHER,
                    [(header::LOCATION, format!("/signin{q}"))],
                )
                    .into_response()
            }
            None => plain(StatusCode::UNAUTHORIZED, "sign in first (/signin)"),
            Some((_, user, role, csrf)) => {
                let who = Who {
                    user,
                    role,
                    addr,
                    audit: auth.audit.clone(),
                };
                let action = format!("{method} {path}");
                let refused = if !acts {
                    None
                } else if !same_origin(req.headers()) {
                    Some("a request from another site")
                } else if !req
                    .headers()
                    .get(CSRF_HEADER)
                    .and_then(|v| v.to_str().ok())
                    .is_some_and(|t| same(t, &csrf))
                {
                    Some("no valid CSRF token")
                } else if !role.may_act() && path != "/signout" {
                    Some("a read-only account")
                } else {
                    None
                };
                if let Some(why) = refused {
                    who.audit(&action, &format!("refused: {why}"));
                    plain(StatusCode::FORBIDDEN, &format!("refused: {why}"))
                } else {
                    req.extensions_mut().insert(who.clone());
                    let r = next.run(req).await;
                    if acts && path != "/signout" {
                        who.audit(&action, r.status().as_str());
                    }
                    r
                }
            }
        }
    };
    security_headers(resp.headers_mut());
    resp
}

/// The page's router with the sign-in routes, behind [`guard`].
pub fn protect(page: Router, auth: Arc<Auth>) -> Router {
    let own = Router::new()
        .route("/signin", get(signin_page).post(signin))
        .route("/signout", post(signout))
        .route("/api/session", get(session_info))
        .with_state(auth.clone());
    page.merge(own)
        .layer(axum::middleware::from_fn_with_state(auth, guard))
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

const SIGNIN: &str = include_str!("static/signin.html");

/// The sign-in page in `lang`, with `message` (text) above the form.
pub fn signin_html(lang: Lang, message: &str) -> String {
    let tr = crate::i18n::tr(lang);
    let esc = super::html_escape;
    let mut page = SIGNIN
        .replace("{{lang}}", lang.code())
        .replace("{{message}}", &esc(message));
    for id in ["hall-title", "hall-signin", "hall-user", "hall-password"] {
        page = page.replace(&format!("{{{{{id}}}}}"), &esc(&tr.t(id)));
    }
    page
}

fn page_lang(auth: &Auth, q: Option<&str>, headers: &HeaderMap) -> Lang {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    super::web::page_lang(q, accept, auth.lang)
}

fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

async fn signin_page(
    State(auth): State<Arc<Auth>>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = page_lang(&auth, q.lang.as_deref(), &headers);
    html(StatusCode::OK, signin_html(lang, ""))
}

#[derive(Deserialize)]
struct SignIn {
    user: String,
    password: String,
    lang: Option<String>,
}

async fn signin(
    State(auth): State<Arc<Auth>>,
    headers: HeaderMap,
    ext: axum::http::Extensions,
    Form(f): Form<SignIn>,
) -> Response {
    let addr = peer(&ext);
    let lang = page_lang(&auth, f.lang.as_deref(), &headers);
    let tr = crate::i18n::tr(lang);
    let user: String = f.user.chars().take(64).collect();
    if !same_origin(&headers) {
        auth.audit.record(
            &user,
            None,
            addr,
            "sign-in",
            "refused: a request from another site",
        );
        return plain(
            StatusCode::FORBIDDEN,
            "refused: a request from another site",
        );
    }
    if let Some(secs) = auth.locked(&user, addr) {
        auth.audit.record(
            &user,
            None,
            addr,
            "sign-in",
            &format!("refused: locked for {secs} s"),
        );
        let msg = tr.msg("hall-signin-locked", &[("n", secs.to_string().into())]);
        return html(StatusCode::TOO_MANY_REQUESTS, signin_html(lang, &msg));
    }
    match auth.check(&user, &f.password).await {
        Some(role) => {
            auth.by_account.lock().expect("not poisoned").remove(&user);
            let (id, csrf) = auth.new_session(&user, role);
            auth.audit.record(&user, Some(role), addr, "sign-in", "ok");
            let mut r = (
                StatusCode::SEE_OTHER,
                [(header::LOCATION, format!("/?lang={}", lang.code()))],
            )
                .into_response();
            for c in auth.cookies(&id, &csrf, auth.limits.session.as_secs()) {
                r.headers_mut().append(header::SET_COOKIE, c);
            }
            r
        }
        None => {
            auth.strike(&user, addr);
            auth.audit.record(&user, None, addr, "sign-in", "failed");
            tokio::time::sleep(auth.limits.delay).await;
            html(
                StatusCode::UNAUTHORIZED,
                signin_html(lang, &tr.t("hall-signin-failed")),
            )
        }
    }
}

async fn signout(
    State(auth): State<Arc<Auth>>,
    headers: HeaderMap,
    ext: axum::http::Extensions,
) -> Response {
    if let Some(id) = cookie(&headers, SESSION_COOKIE) {
        auth.sessions.lock().expect("not poisoned").remove(&id);
    }
    if let Some(who) = ext.get::<Who>() {
        who.audit("sign-out", "");
    }
    let mut r = (StatusCode::SEE_OTHER, [(header::LOCATION, "/signin")]).into_response();
    for c in auth.cookies("", "", 0) {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    r
}

async fn session_info(ext: axum::http::Extensions) -> Response {
    match ext.get::<Who>() {
        Some(w) => Json(json!({ "user": w.user, "role": w.role.name() })).into_response(),
        None => plain(StatusCode::UNAUTHORIZED, "sign in first"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::proto::Topics;
    use crate::hall::service::Shared;
    use crate::hall::store::Store;
    use axum::body::Body;
    use tower::ServiceExt;

    struct Page {
        app: Router,
        dir: PathBuf,
    }

    fn page(name: &str, limits: Limits) -> Page {
        let dir =
            std::env::temp_dir().join(format!("jadoube-hall-auth-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        set_user(&dir, "alice", Role::Chief, "correct horse").unwrap();
        set_user(&dir, "victor", Role::Viewer, "read only please").unwrap();
        let store = Store::open(&dir, Lang::En).unwrap();
        let shared = Shared::new(store, Topics::new("t"));
        shared.store.lock().unwrap().entry("b1");
        let auth = Auth::open(&dir, Lang::En, true, limits).unwrap();
        Page {
            app: protect(crate::hall::web::router(shared), auth),
            dir,
        }
    }

    fn fast() -> Limits {
        Limits {
            delay: Duration::ZERO,
            ..Limits::default()
        }
    }

    struct Answer {
        status: u16,
        headers: HeaderMap,
        body: String,
    }

    async fn send(
        app: &Router,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
        from: &str,
    ) -> Answer {
        let mut b = axum::http::Request::builder()
            .method(method)
            .uri(path)
            .header("host", "hall.local:8443");
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        let mut req = b.body(Body::from(body.to_string())).unwrap();
        req.extensions_mut()
            .insert(ConnectInfo(SocketAddr::new(from.parse().unwrap(), 50000)));
        let r = app.clone().oneshot(req).await.unwrap();
        let status = r.status().as_u16();
        let headers = r.headers().clone();
        let bytes = axum::body::to_bytes(r.into_body(), 1 << 20).await.unwrap();
        Answer {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

    /// Signs in: the session's cookie header and its CSRF token.
    async fn sign_in(app: &Router, user: &str, password: &str) -> (String, String) {
        let a = send(
            app,
            "POST",
            "/signin",
            &[FORM],
            &format!("user={user}&password={}", password.replace(' ', "+")),
            "10.0.0.9",
        )
        .await;
        assert_eq!(a.status, 303, "{}", a.body);
        let cookies: Vec<String> = a
            .headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        let pair = |name: &str| {
            cookies
                .iter()
                .find(|c| c.starts_with(&format!("{name}=")))
                .unwrap()
                .split(';')
                .next()
                .unwrap()
                .to_string()
        };
        let (s, c) = (pair(SESSION_COOKIE), pair(CSRF_COOKIE));
        let token = c.split_once('=').unwrap().1.to_string();
        (format!("{s}; {c}"), token)
    }

    /// Issue 29 item 2: nothing without a session but the sign-in page;
    /// the cookies' flags; every response's security headers.
    #[tokio::test]
    async fn nothing_without_a_session_and_secure_cookies() {
        let p = page("session", fast());
        let a = send(&p.app, "GET", "/?lang=es", &[], "", "10.0.0.1").await;
        assert_eq!(a.status, 303);
        assert_eq!(a.headers[header::LOCATION], "/signin?lang=es");
        for path in [
            "/api/boards",
            "/api/board/b1",
            "/events",
            "/app.js",
            "/broadcast/",
            "/api/stats",
            "/nothing",
        ] {
            let a = send(&p.app, "GET", path, &[], "", "10.0.0.1").await;
            assert_eq!(a.status, 401, "{path}");
            assert_eq!(a.headers[header::CONTENT_SECURITY_POLICY], CSP, "{path}");
        }
        let a = send(&p.app, "POST", "/api/board/b1/journal", &[], "", "10.0.0.1").await;
        assert_eq!(a.status, 401);
        let a = send(&p.app, "GET", "/signin?lang=fr", &[], "", "10.0.0.1").await;
        assert_eq!(a.status, 200);
        assert!(
            a.body.contains("Mot de passe") && a.body.contains(r#"action="/signin""#),
            "{}",
            a.body
        );
        assert!(
            !a.body.contains("<script") && !a.body.contains("style="),
            "no inline script or style"
        );
        assert_eq!(a.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        assert_eq!(a.headers[header::REFERRER_POLICY], "same-origin");
        assert!(CSP.contains("frame-ancestors 'none'") && !CSP.contains("unsafe"));
        assert_eq!(
            send(&p.app, "GET", "/app.css", &[], "", "10.0.0.1")
                .await
                .status,
            200
        );

        let a = send(
            &p.app,
            "POST",
            "/signin",
            &[FORM],
            "user=alice&password=correct+horse&lang=de",
            "10.0.0.1",
        )
        .await;
        assert_eq!(a.status, 303);
        assert_eq!(a.headers[header::LOCATION], "/?lang=de");
        let cookies: Vec<&str> = a
            .headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap())
            .collect();
        let session = cookies
            .iter()
            .find(|c| c.starts_with("jadoube_session="))
            .unwrap();
        for flag in [
            "; Secure",
            "; HttpOnly",
            "; SameSite=Strict",
            "; Path=/",
            "; Max-Age=43200",
        ] {
            assert!(session.contains(flag), "{session}");
        }
        let id = session
            .split(';')
            .next()
            .unwrap()
            .split_once('=')
            .unwrap()
            .1;
        assert_eq!(id.len(), 64, "256 random bits");
        let csrf = cookies
            .iter()
            .find(|c| c.starts_with("jadoube_csrf="))
            .unwrap();
        assert!(
            csrf.contains("; Secure")
                && csrf.contains("; SameSite=Strict")
                && !csrf.contains("HttpOnly"),
            "{csrf}"
        );

        let (cookie, _) = sign_in(&p.app, "alice", "correct horse").await;
        let a = send(&p.app, "GET", "/", &[("cookie", &cookie)], "", "10.0.0.1").await;
        assert_eq!(a.status, 200);
        assert_eq!(a.headers[header::CONTENT_SECURITY_POLICY], CSP);
        for inline in [" style=", "onclick=", "onload=", "onerror=", "javascript:"] {
            assert!(
                !a.body.contains(inline),
                "no inline style or script in index.html: {inline}"
            );
        }
        // The only inline <script> is JSON data, which CSP does not run.
        // (The others: pieces.js, app.js, round.js.)
        assert_eq!(a.body.matches("<script").count(), 4);
        assert!(
            a.body
                .contains(r#"<script id="labels" type="application/json">"#)
        );
        let a = send(
            &p.app,
            "GET",
            "/api/session",
            &[("cookie", &cookie)],
            "",
            "10.0.0.1",
        )
        .await;
        assert_eq!(a.body, r#"{"role":"chief","user":"alice"}"#);
        assert_eq!(
            send(
                &p.app,
                "GET",
                "/api/boards",
                &[("cookie", &cookie)],
                "",
                "10.0.0.1"
            )
            .await
            .status,
            200
        );
        // A made-up session is none.
        let a = send(
            &p.app,
            "GET",
            "/api/boards",
            &[("cookie", "jadoube_session=00ff")],
            "",
            "10.0.0.1",
        )
        .await;
        assert_eq!(a.status, 401);
        let _ = std::fs::remove_dir_all(&p.dir);
    }

    /// Issue 29 items 1 and 2: a POST needs the session's CSRF token and
    /// the page's own origin; a bad name is 400, an unknown board 404; a
    /// viewer acts on nothing; sign-out ends the session; all recorded.
    #[tokio::test]
    async fn posts_need_the_token_and_the_page_s_origin() {
        let p = page("csrf", fast());
        let (cookie, token) = sign_in(&p.app, "alice", "correct horse").await;
        let post = |path: &'static str, extra: Vec<(&'static str, String)>| {
            let app = p.app.clone();
            let cookie = cookie.clone();
            async move {
                let mut h: Vec<(&str, &str)> = vec![("cookie", cookie.as_str())];
                h.extend(extra.iter().map(|(k, v)| (*k, v.as_str())));
                send(&app, "POST", path, &h, "", "10.0.0.9").await
            }
        };
        let j = "/api/board/b1/journal";
        assert_eq!(post(j, vec![]).await.status, 403, "no token");
        assert_eq!(
            post(j, vec![("x-csrf-token", "0".repeat(64))]).await.status,
            403,
            "a wrong token"
        );
        let ok = || vec![("x-csrf-token", token.clone())];
        let mut foreign = ok();
        foreign.push(("origin", "https://evil.example".into()));
        let a = post(j, foreign).await;
        assert_eq!(a.status, 403);
        assert!(a.body.contains("another site"), "{}", a.body);
        // A form's `Origin: null` (its page's referrer policy) passes only
        // with the browser's word that it is the page's own.
        let mut null = ok();
        null.push(("origin", "null".into()));
        assert_eq!(post(j, null.clone()).await.status, 403);
        null.push(("sec-fetch-site", "same-origin".into()));
        assert_eq!(post(j, null).await.status, 503);
        let mut cross = ok();
        cross.push(("sec-fetch-site", "cross-site".into()));
        assert_eq!(post(j, cross).await.status, 403);
        let mut own = ok();
        own.push(("origin", "https://hall.local:8443".into()));
        // Through: the hall has no broker here.
        assert_eq!(post(j, own).await.status, 503);
        assert_eq!(post("/api/board/b9/journal", ok()).await.status, 404);
        let long: &'static str =
            Box::leak(format!("/api/board/{}/journal", "x".repeat(5000)).into_boxed_str());
        let a = post(long, ok()).await;
        assert_eq!(a.status, 400);
        assert!(a.body.len() < 100, "{}", a.body);
        assert_eq!(post("/api/board/b%3Cs%3E/journal", ok()).await.status, 400);

        // A viewer sees, and acts on nothing.
        let (vcookie, vtoken) = sign_in(&p.app, "victor", "read only please").await;
        let h = [
            ("cookie", vcookie.as_str()),
            ("x-csrf-token", vtoken.as_str()),
        ];
        assert_eq!(
            send(&p.app, "GET", "/api/boards", &h, "", "10.0.0.8")
                .await
                .status,
            200
        );
        let a = send(&p.app, "POST", j, &h, "", "10.0.0.8").await;
        assert_eq!(a.status, 403);
        assert!(a.body.contains("read-only"), "{}", a.body);

        // Sign-out (with its token) ends the session.
        let a = post("/signout", ok()).await;
        assert_eq!(a.status, 303);
        assert_eq!(
            send(
                &p.app,
                "GET",
                "/api/boards",
                &[("cookie", &cookie)],
                "",
                "10.0.0.9"
            )
            .await
            .status,
            401
        );

        let log = std::fs::read_to_string(audit_path(&p.dir)).unwrap();
        let lines: Vec<serde_json::Value> = log
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let has = |user: &str, action: &str, detail: &str| {
            lines.iter().any(|l| {
                l["user"] == user
                    && l["action"] == action
                    && l["detail"].as_str().unwrap().contains(detail)
            })
        };
        assert!(has("alice", "sign-in", "ok"), "{log}");
        assert!(
            has(
                "alice",
                "POST /api/board/b1/journal",
                "refused: no valid CSRF token"
            ),
            "{log}"
        );
        assert!(
            has(
                "alice",
                "POST /api/board/b1/journal",
                "refused: a request from another site"
            ),
            "{log}"
        );
        assert!(has("alice", "POST /api/board/b1/journal", "503"), "{log}");
        assert!(has("alice", "POST /api/board/b9/journal", "404"), "{log}");
        assert!(
            has(
                "victor",
                "POST /api/board/b1/journal",
                "refused: a read-only account"
            ),
            "{log}"
        );
        assert!(has("alice", "sign-out", ""), "{log}");
        assert!(
            lines
                .iter()
                .all(|l| l["addr"].is_string() && l["wall"].is_string())
        );
        let _ = std::fs::remove_dir_all(&p.dir);
    }

    /// Issue 29 item 2: failed sign-ins lock the account, then the address.
    #[tokio::test]
    async fn failed_sign_ins_lock_the_account_then_the_address() {
        let limits = Limits {
            per_account: 3,
            per_address: 5,
            ..fast()
        };
        let p = page("limits", limits);
        let try_in = |user: &'static str, pw: &'static str, from: &'static str| {
            let app = p.app.clone();
            async move {
                send(
                    &app,
                    "POST",
                    "/signin",
                    &[FORM],
                    &format!("user={user}&password={pw}"),
                    from,
                )
                .await
            }
        };
        for _ in 0..2 {
            let a = try_in("alice", "wrong", "10.0.0.1").await;
            assert_eq!(a.status, 401);
            assert!(a.body.contains("Wrong name or password."), "{}", a.body);
        }
        // Not locked yet; a success clears the account's count.
        assert_eq!(
            try_in("alice", "correct+horse", "10.0.0.1").await.status,
            303
        );
        for _ in 0..3 {
            assert_eq!(try_in("alice", "wrong", "10.0.0.2").await.status, 401);
        }
        // Locked: even the right password, from anywhere.
        let a = try_in("alice", "correct+horse", "10.0.0.3").await;
        assert_eq!(a.status, 429);
        assert!(a.body.contains("try again in 300 seconds"), "{}", a.body);
        // An unknown name answers as a known one.
        assert_eq!(try_in("mallory", "x", "10.0.0.2").await.status, 401);
        assert_eq!(try_in("nobody", "x", "10.0.0.2").await.status, 401);
        // Five failures from 10.0.0.2: that address is locked, for any name.
        assert_eq!(
            try_in("victor", "read+only+please", "10.0.0.2")
                .await
                .status,
            429
        );
        assert_eq!(
            try_in("victor", "read+only+please", "10.0.0.4")
                .await
                .status,
            303
        );
        let log = std::fs::read_to_string(audit_path(&p.dir)).unwrap();
        assert!(
            log.lines().any(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                v["user"] == "mallory" && v["detail"] == "failed" && v["addr"] == "10.0.0.2"
            }),
            "{log}"
        );
        assert!(log.contains("refused: locked for 300 s"), "{log}");
        let _ = std::fs::remove_dir_all(&p.dir);
    }

    /// An account removed, or given another role, while the hall runs:
    /// its sessions end at its next request.
    #[tokio::test]
    async fn a_removed_account_is_signed_out() {
        let p = page("removed", fast());
        let (alice, _) = sign_in(&p.app, "alice", "correct horse").await;
        let (victor, _) = sign_in(&p.app, "victor", "read only please").await;
        let get = |cookie: String| {
            let app = p.app.clone();
            async move {
                send(
                    &app,
                    "GET",
                    "/api/boards",
                    &[("cookie", &cookie)],
                    "",
                    "10.0.0.9",
                )
                .await
                .status
            }
        };
        assert_eq!(get(victor.clone()).await, 200);
        std::thread::sleep(Duration::from_millis(20));
        assert!(remove_user(&p.dir, "victor").unwrap());
        assert_eq!(get(victor).await, 401);
        assert_eq!(get(alice.clone()).await, 200);
        std::thread::sleep(Duration::from_millis(20));
        set_user(&p.dir, "alice", Role::Viewer, "correct horse").unwrap();
        assert_eq!(get(alice).await, 401);
        let _ = std::fs::remove_dir_all(&p.dir);
    }

    #[test]
    fn accounts_file() {
        let dir = std::env::temp_dir().join(format!("jadoube-hall-users-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(!set_user(&dir, "chief", Role::Chief, "long enough").unwrap());
        assert!(set_user(&dir, "chief", Role::Deputy, "another one").unwrap());
        assert!(set_user(&dir, "x", Role::Chief, "short").is_err());
        assert!(set_user(&dir, "a b", Role::Chief, "long enough").is_err());
        let all = read_users(&users_path(&dir)).unwrap();
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].role, Role::Deputy);
        assert!(
            all[0].hash.starts_with("$argon2id$v=19$"),
            "{}",
            all[0].hash
        );
        assert!(verify_password("another one", &all[0].hash));
        assert!(!verify_password("long enough", &all[0].hash));
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(users_path(&dir))
            .unwrap()
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(mode, 0o600);
        assert!(remove_user(&dir, "nobody").is_ok_and(|r| !r));
        assert!(remove_user(&dir, "chief").unwrap());
        assert!(read_users(&users_path(&dir)).unwrap().is_empty());
        std::fs::write(users_path(&dir), "chief boss $argon2id$x\n").unwrap();
        let e = read_users(&users_path(&dir)).unwrap_err().to_string();
        assert!(
            e.contains("users line 1: the role is chief, deputy or viewer"),
            "{e}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
