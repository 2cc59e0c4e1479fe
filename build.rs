//! Link options of the release program, for its resident memory
//! (docs/performance.md, "Memory"): with rust-lld, the default linker of
//! x86_64-unknown-linux-gnu,
//!
//! - the functions the daemon executes (`link/TARGET.hot`, written by
//!   `tools/hot-functions.sh`) are placed together at the start of the code,
//!   so that the kernel's mapping of the code around each page executed
//!   (fault-around, page-cache folios) brings in hot code, not cold;
//! - relative relocations are packed (`DT_RELR`, glibc >= 2.36): a few KiB
//!   read at start instead of 320 KiB.
//!
//! Other targets and linkers (a cross build with GNU ld, a linker chosen in
//! the configuration) get neither: the program is the same, only laid out
//! differently.

use std::env;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let target = env::var("TARGET").unwrap_or_default();
    let hot = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap_or_default())
        .join("link")
        .join(format!("{target}.hot"));
    println!("cargo::rerun-if-changed={}", hot.display());
    if env::var("PROFILE").as_deref() != Ok("release") || !rust_lld(&target) {
        return;
    }
    let arg = |a: &str| println!("cargo::rustc-link-arg-bin=jadoube={a}");
    arg("-Wl,-z,pack-relative-relocs");
    if hot.is_file() {
        arg(&format!("-Wl,--symbol-ordering-file={}", hot.display()));
        // Names of an older build are skipped, not errors.
        arg("-Wl,--no-warn-symbol-ordering");
    }
}

/// Whether the program is linked by rust-lld: the default on
/// x86_64-unknown-linux-gnu since Rust 1.90, unless a linker or linker
/// flavour is chosen (`RUSTC_LINKER` is the linker cargo was told to use).
fn rust_lld(target: &str) -> bool {
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    target == "x86_64-unknown-linux-gnu"
        && env::var_os("RUSTC_LINKER").is_none()
        && !flags.contains("link")
}
