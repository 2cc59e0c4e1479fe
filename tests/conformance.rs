//! Every trace under `tests/traces/*/` replays to its expected decisions.

use std::path::Path;

use jadoube::conformance::{check_trace, traces_in};
use jadoube::replay::Overrides;

fn run_dir(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/traces")
        .join(name);
    let traces = traces_in(&dir);
    assert!(!traces.is_empty(), "no traces in {}", dir.display());
    let failures: Vec<String> = traces
        .iter()
        .filter_map(|t| {
            check_trace(t, &Overrides::default())
                .err()
                .map(|e| format!("{}: {e}", t.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} traces fail:\n{}",
        failures.len(),
        traces.len(),
        failures.join("\n")
    );
}

#[test]
fn public_traces() {
    run_dir("public");
}
