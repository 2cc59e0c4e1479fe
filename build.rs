//! Link options of the release program: with rust-lld, the default linker
//! of x86_64-unknown-linux-gnu, relative relocations are packed
//! (`DT_RELR`, glibc >= 2.36): a few KiB read at start instead of 320 KiB
//! (docs/performance.md, "Memory").
//!
//! Other targets and linkers (a cross build with GNU ld, a linker chosen in
//! the configuration) do without: the program is the same.

use std::env;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let target = env::var("TARGET").unwrap_or_default();
    if env::var("PROFILE").as_deref() != Ok("release") || !rust_lld(&target) {
        return;
    }
    println!("cargo::rustc-link-arg-bin=jadoube=-Wl,-z,pack-relative-relocs");
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
