//! Writes a corpus of simulated games in the layout of `shared/traces`:
//! `NAME.trace` and `NAME.expected.jsonl`, ready for
//! `python3 ../shared/conformance/check.py target/release/jadoube DIR -v`.
//!
//! ```text
//! cargo run --example gen_traces -- --out DIR --games N --seed S [--illegal]
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;

use clap::Parser;

#[derive(Parser, Debug)]
#[command(about = "Write simulated board traces with their expected decisions")]
struct Args {
    /// Directory to write into (created if missing).
    #[arg(long)]
    out: PathBuf,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// First seed; game i uses seed S + i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Games with injected illegal moves instead of legal games.
    #[arg(long)]
    illegal: bool,
    /// Print how often each kind of case occurred.
    #[arg(long)]
    stats: bool,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    std::fs::create_dir_all(&args.out)?;
    let mut totals: BTreeMap<String, u32> = BTreeMap::new();
    let mut decisions = 0usize;
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let game = if args.illegal {
            jadoube::sim::illegal_game(seed)
        } else {
            jadoube::sim::legal_game(seed)
        };
        game.write_to(&args.out)?;
        decisions += game.expected.len();
        for (k, v) in &game.tags {
            *totals.entry(k.clone()).or_insert(0) += v;
        }
    }
    println!(
        "{} games, {} decisions written to {}",
        args.games,
        decisions,
        args.out.display()
    );
    if args.stats {
        for (k, v) in &totals {
            println!("{v:8} {k}");
        }
    }
    Ok(())
}
