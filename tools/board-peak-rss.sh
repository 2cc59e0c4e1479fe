#!/usr/bin/env bash
# The board program's peak memory (docs/performance.md, "Memory"): VmHWM of
# `run --sim` on every trace of tests/traces and the demo (117 runs) at
# --speed 20 with the PNG screen at 800x480, two runs at a time (the
# machine's two cores), each from its own state directory; prints the
# median and the largest peak in kB, the press-to-LED latency and the load.
#
# The program is first copied fresh (as an install writes it: a file just
# written sits in the page cache in large folios, and the kernel maps a
# program's code around each page executed a folio or 64 KiB at a time, so
# the layout of the code decides how much of it is resident).
#
# Usage: tools/board-peak-rss.sh [--max-kb N]   (BIN=PATH for another build
# than target/release/jadoube, the program tools/build-deb.sh packages;
# SPEED=N). With --max-kb it fails when the median or the largest peak is
# above N kB; with --max-median-kb it fails when the median is above N kB
# and only warns when the largest peak is. Prints the four largest runs
# (which trace, to look at with /proc/PID/smaps).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-target/release/jadoube}
speed=${SPEED:-20}
max_kb=""
median_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --max-kb) max_kb="$2"; shift 2 ;;
    --max-median-kb) max_kb="$2"; median_only=1; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "board-peak-rss.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$bin" ] || { echo "board-peak-rss.sh: no program at $bin (cargo build --release -p jadoube --bin jadoube)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cp "$bin" "$out/jadoube"

load0=$(cut -d' ' -f1-3 /proc/loadavg)
t0=$(date +%s)
n=0
for t in tests/traces/*/*.trace traces/demo.trace; do
  n=$((n + 1))
  name=$(basename "$(dirname "$t")")-$(basename "$t" .trace)
  "$out/jadoube" run --sim "$t" --speed "$speed" --screen png --screen-size 800x480 \
    --state-dir "$out/$name" --report "$out/$name.json" >/dev/null 2>&1 &
  if (( n % 2 == 0 )); then wait; fi
done
wait
python3 - "$out" "$max_kb" "$load0" "$(cut -d' ' -f1-3 /proc/loadavg)" "$(( $(date +%s) - t0 ))" "$median_only" <<'PY'
import glob, json, sys
out, max_kb, load0, load1, secs, median_only = sys.argv[1:]
led, hwm, runs = [], [], []
for f in glob.glob(out + "/*.json"):
    r = json.load(open(f))
    led += r["press_to_led_ms"]
    hwm.append(r["vm_hwm_kb"])
    runs.append((r["vm_hwm_kb"], f.rsplit("/", 1)[-1][:-5]))
def pct(v, q):
    v = sorted(v)
    return v[round((len(v) - 1) * q)]
med, top = pct(hwm, .5), max(hwm)
print(f"PNG screen 800x480: runs {len(hwm)}, presses {len(led)}, {secs} s (load {load0} -> {load1})")
print(f"  VmHWM median {med} kB, max {top} kB")
print("  largest: " + ", ".join(f"{n} {k} kB" for k, n in sorted(runs, reverse=True)[:4]))
print(f"  press -> LED p50 {pct(led, .5):.2f} ms  p99 {pct(led, .99):.2f} ms")
if max_kb and median_only and med <= int(max_kb) < top:
    print(f"board-peak-rss.sh: warning: the largest peak is above {max_kb} kB (the median is not)")
elif max_kb and (med > int(max_kb) or top > int(max_kb)):
    print(f"board-peak-rss.sh: the peak is above {max_kb} kB")
    sys.exit(1)
PY
