//! Link options of the release program, for its resident memory
//! (docs/performance.md, "Memory"): with rust-lld, the default linker of
//! x86_64-unknown-linux-gnu,
//!
//! - the functions the daemon executes (`link/hot-functions.txt`, written by
//!   `tools/hot-functions.sh`) are placed together at the start of the code,
//!   so that the kernel's mapping of the code around each page executed
//!   (fault-around, page-cache folios) brings in hot code, not cold. The
//!   list names each function without the hash that Rust's symbol names end
//!   with (`17h` and 16 hex digits, which change with the compiler, the
//!   dependencies' versions, the profile and the checkout), as a pattern on
//!   its code section (`.text.NAME`, one section per function): a linker
//!   script inserted before `.text` gathers the sections it matches, so the
//!   list holds across toolchain and lock changes;
//! - relative relocations are packed (`DT_RELR`, glibc >= 2.36): a few KiB
//!   read at start instead of 320 KiB.
//!
//! Other targets and linkers (a cross build with GNU ld, a linker chosen in
//! the configuration) get neither: the program is the same, only laid out
//! differently.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let target = env::var("TARGET").unwrap_or_default();
    let hot = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap_or_default())
        .join("link")
        .join("hot-functions.txt");
    println!("cargo::rerun-if-changed={}", hot.display());
    if env::var("PROFILE").as_deref() != Ok("release") || !rust_lld(&target) {
        return;
    }
    let arg = |a: &str| println!("cargo::rustc-link-arg-bin=jadoube={a}");
    arg("-Wl,-z,pack-relative-relocs");
    let Ok(list) = fs::read_to_string(&hot) else {
        return;
    };
    let script = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("hot.ld");
    fs::write(&script, linker_script(&list)).expect("cannot write the linker script in OUT_DIR");
    arg(&format!("-Wl,-T,{}", script.display()));
}

/// The linker script that gathers the listed functions' sections in an
/// output section `.text.hot` before `.text` (`INSERT`: lld and GNU ld keep
/// their default layout for everything else). A line is a symbol name or a
/// glob on it (`*`); `#` starts a comment. Names found nowhere match
/// nothing: a stale list costs memory, never correctness.
fn linker_script(list: &str) -> String {
    let mut s = String::from("SECTIONS\n{\n  .text.hot :\n  {\n    *(\n");
    for name in list.lines().map(str::trim) {
        if name.is_empty() || name.starts_with('#') {
            continue;
        }
        // Only characters of Rust's legacy mangling and C names: anything
        // else would end the linker script's token.
        if !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_.$*".contains(&b))
        {
            println!("cargo::warning=link/hot-functions.txt: skipped {name:?}");
            continue;
        }
        s += &format!("      .text.{name} .text.unlikely.{name}\n");
    }
    s += "    )\n  }\n}\nINSERT BEFORE .text;\n";
    s
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
