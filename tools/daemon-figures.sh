#!/usr/bin/env bash
# The daemon's figures for docs/performance.md ("Daemon"): press -> LED and
# screen latency over the traces of tests/traces, at a speed factor (real
# time divided by it; the latency itself is real time), with a PNG screen
# at 800x480 as the rendering load; memory and start-to-ready per run.
# Usage: tools/daemon-figures.sh [SPEED]   (needs a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
speed=${1:-5}
bin=target/release/jadoube
out=$(mktemp -d)
for t in tests/traces/*/*.trace traces/demo.trace; do
  n=$(basename "$(dirname "$t")")-$(basename "$t" .trace)
  "$bin" run --sim "$t" --speed "$speed" --screen png --screen-size 800x480 \
    --state-dir "$out/$n" --report "$out/$n.json" >/dev/null 2>&1
done
python3 - "$out" <<'PY'
import json, sys, glob
led, scr, hwm, ready = [], [], [], []
for f in glob.glob(sys.argv[1] + "/*.json"):
    r = json.load(open(f))
    led += r["press_to_led_ms"]; scr += r["press_to_screen_ms"]
    hwm.append(r["vm_hwm_kb"]); ready.append(r["start_to_ready_ms"] or 0)
def pct(v, q):
    v = sorted(v); return v[round((len(v) - 1) * q)]
print(f"runs {len(hwm)}, presses {len(led)}")
print(f"press -> LED    p50 {pct(led,.5):.2f} ms  p99 {pct(led,.99):.2f} ms  max {max(led):.2f} ms")
print(f"press -> screen p50 {pct(scr,.5):.2f} ms  p99 {pct(scr,.99):.2f} ms  max {max(scr):.2f} ms")
print(f"VmHWM max {max(hwm)} kB, median {pct(hwm,.5)} kB")
print(f"start -> ready p50 {pct(ready,.5):.1f} ms  max {max(ready):.1f} ms")
PY
rm -rf "$out"
