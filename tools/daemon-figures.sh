#!/usr/bin/env bash
# The daemon's figures for docs/performance.md ("Daemon"), all in one run:
#
# 1. press -> LED and press -> screen latency over every trace of
#    tests/traces and the demo, at a speed factor (real time divided by it;
#    the latency itself is real time), with the PNG screen at 800x480, then
#    with a framebuffer screen (a file standing in for /dev/fb0, 800x480
#    XRGB); peak memory (VmHWM) and start-to-ready per run;
# 2. idle: a quiet board scanned at 100 Hz for IDLE seconds, with
#    `run --sim` and with the fake SPI wiring (`run --fake`: the 74HC165
#    driver on fake buses replaying the start position), CPU time / wall
#    time of the whole process;
# 3. with valgrind installed (apt-get install valgrind): instructions per
#    idle scan of the whole daemon (user space, all threads), from two
#    idle runs of different lengths under callgrind (their difference
#    leaves out the start and the stop; both last longer than the first
#    10 s, during which the first frame's line waits for its seal and
#    every scan goes to the engine actor: docs/journal.md, "Seals").
#
# /proc/loadavg is printed with each block: the machine's load moves the
# latency tails and the idle CPU (not the instruction counts).
# Usage: tools/daemon-figures.sh [SPEED] [IDLE_SECONDS]   (needs a release build
# of the board's program alone: cargo build --release -p jadoube --bin jadoube,
# as tools/build-deb.sh builds it; BIN=PATH for another copy)
set -euo pipefail
cd "$(dirname "$0")/.."
speed=${1:-20}
idle=${2:-60}
bin=${BIN:-target/release/jadoube}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

load() { echo "  (load: $(cut -d' ' -f1-3 /proc/loadavg))"; }

latency() { # NAME, then extra run arguments
  local name=$1; shift
  mkdir -p "$out/$name"
  for t in tests/traces/*/*.trace traces/demo.trace; do
    n=$(basename "$(dirname "$t")")-$(basename "$t" .trace)
    "$bin" run --sim "$t" --speed "$speed" "$@" \
      --state-dir "$out/$name/$n" --report "$out/$name/$n.json" >/dev/null 2>&1
  done
  python3 - "$out/$name" "$name" <<'PY'
import json, sys, glob
led, scr, hwm, ready = [], [], [], []
for f in glob.glob(sys.argv[1] + "/*.json"):
    r = json.load(open(f))
    led += r["press_to_led_ms"]; scr += r["press_to_screen_ms"]
    hwm.append(r["vm_hwm_kb"]); ready.append(r["start_to_ready_ms"] or 0)
def pct(v, q):
    v = sorted(v); return v[round((len(v) - 1) * q)]
print(f"{sys.argv[2]}: runs {len(hwm)}, presses {len(led)}")
print(f"  press -> LED    p50 {pct(led,.5):.2f} ms  p99 {pct(led,.99):.2f} ms  max {max(led):.2f} ms")
print(f"  press -> screen p50 {pct(scr,.5):.2f} ms  p99 {pct(scr,.99):.2f} ms  max {max(scr):.2f} ms")
print(f"  VmHWM max {max(hwm)} kB, median {pct(hwm,.5)} kB")
print(f"  start -> ready p50 {pct(ready,.5):.1f} ms  max {max(ready):.1f} ms")
PY
}

echo "== latency at --speed $speed"
latency "PNG screen 800x480" --screen png --screen-size 800x480
load
fb="$out/fb0"
: > "$fb"
cat > "$out/fb.toml" <<EOF
[screen]
outputs = ["fbdev"]
fb_device = "$fb"
width = 800
height = 480
EOF
latency "framebuffer screen 800x480 (file-backed)" --config "$out/fb.toml"
load

# The start position on a 74HC165 chain (rank-major, active low), then the
# SER byte tied to GND: config/shift-register.toml reads it.
echo "spi0.0 00 00 ff ff ff ff 00 00 00" > "$out/start.rec"
idle_run() { # NAME, then run arguments
  local name=$1; shift
  # The sim ends by itself one second after its last line; --fake runs
  # until stopped (SIGINT: a clean stop, the report written).
  timeout -s INT "$((idle + 1))" "$bin" run "$@" --screen none \
    --state-dir "$out/idle-$name" --report "$out/idle-$name.json" >/dev/null 2>&1 || true
  python3 - "$out/idle-$name.json" "$name" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
per = (r["cpu_user_s"] + r["cpu_system_s"]) / max(r["scans"], 1) * 1e6
print(f"idle, {sys.argv[2]}: {r['cpu_percent']:.3f} % of one core "
      f"({r['cpu_user_s']:.3f} s user + {r['cpu_system_s']:.3f} s system in {r['wall_s']:.1f} s, "
      f"{r['scans']} scans, {per:.1f} us per scan), VmHWM {r['vm_hwm_kb']} kB")
PY
}
echo "== idle, scanning a quiet board at 100 Hz for $idle s"
printf 'start startpos\n%s ack\n' "$((idle - 1)).0" > "$out/idle.trace"
# The floor, in the same minute: a program that only sleeps to 100 Hz
# deadlines (tools/idle-floor.c).
floor=""
if command -v gcc >/dev/null; then
  gcc -O2 -o "$out/idle-floor" tools/idle-floor.c
  "$out/idle-floor" "$idle" > "$out/floor.txt" &
  floor=$!
fi
idle_run "run --sim" --sim "$out/idle.trace" --speed 1
if [ -n "$floor" ]; then
  wait "$floor"
  echo "idle floor (tools/idle-floor.c, only the 100 Hz sleeps, same minute): $(cat "$out/floor.txt")"
fi
load
idle_run "run --fake (74HC165 on fake SPI)" --fake "$out/start.rec" --first-boot --config config/shift-register.toml
load

if command -v valgrind >/dev/null; then
  echo "== instructions per idle scan (callgrind, user space, every thread)"
  for mode in sim fake; do
    declare -A ir=() scans=()
    for s in 15 25; do
      printf 'start startpos\n%s ack\n' "$s.0" > "$out/idle$s.trace"
      if [ $mode = sim ]; then
        args=(--sim "$out/idle$s.trace" --speed 1)
        limit=$((s + 30))
      else
        args=(--fake "$out/start.rec" --config config/shift-register.toml)
        limit=$s
      fi
      timeout -s INT "$limit" valgrind --tool=callgrind --callgrind-out-file="$out/cg-$mode-$s.out" \
        "$bin" run "${args[@]}" --screen none --state-dir "$out/cg-$mode-$s.d" \
        --report "$out/cg-$mode-$s.json" >/dev/null 2>&1 || true
      ir[$s]=$(sed -n 's/^summary: //p' "$out/cg-$mode-$s.out")
      scans[$s]=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['scans'])" "$out/cg-$mode-$s.json")
    done
    echo "  $mode: $(( (ir[25] - ir[15]) / (scans[25] - scans[15]) )) instructions per idle scan" \
      "(${ir[15]} for ${scans[15]} scans, ${ir[25]} for ${scans[25]})"
  done
fi
