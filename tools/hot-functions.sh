#!/usr/bin/env bash
# Regenerate link/hot-functions.txt, the functions the board daemon executes,
# which build.rs gathers at the start of the program's code (a linker script
# inserted before .text) (docs/performance.md,
# "Memory": the kernel maps a program's code into the process 64 KiB or a
# page-cache folio at a time around each page executed, so scattered hot
# functions make nearly the whole program resident).
#
# What it does: runs the release program under valgrind's callgrind
# (apt-get install valgrind) as the daemon: `run --sim` on every trace of
# tests/traces and the demo with the PNG screen, one with the framebuffer
# screen (a file standing in for /dev/fb0), and `run --fake` (the 74HC165
# driver on fake SPI buses); collects the addresses executed in the program
# and writes the names of the functions that hold them, in the program's
# own order, one a line.
#
# The names are written without the hash Rust's symbol names end with
# (`17h` and 16 hex digits: it changes with the compiler, the dependencies'
# versions, the profile and the checkout) but with `17h*` in its place, a
# pattern on the function's section: the list holds across toolchain and
# lock changes, and ages only as the code's functions are renamed or added
# (.ci/run warns when fewer than 90 % of the names are found in the release
# program). A stale list costs memory, never correctness: names not found
# match nothing.
#
# Usage: tools/hot-functions.sh   (after `cargo build --release -p jadoube --bin
# jadoube`, the program tools/build-deb.sh packages; a few minutes;
# BIN=PATH for another copy of the program)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-target/release/jadoube}
hot="link/hot-functions.txt"
command -v valgrind >/dev/null || { echo "hot-functions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[ -x "$bin" ] || { echo "hot-functions.sh: build $bin first (cargo build --release -p jadoube --bin jadoube)" >&2; exit 1; }
# valgrind misplaces the addresses of a program whose code starts with the
# list's .text.hot section (they come out shifted by the load address): run
# this on a program built without the list. The names carry no hash, so
# they are the same in both builds.
if readelf -SW "$bin" | grep -q ' \.text\.hot '; then
  echo "hot-functions.sh: $bin was linked with the list (.text.hot), whose addresses valgrind misplaces;" \
    "build it without: mv $hot $hot.off; cargo build --release -p jadoube --bin jadoube; mv $hot.off $hot;" \
    "then run this again (and build again after)" >&2
  exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cg() { # NAME TIMEOUT_S, then run arguments
  local name=$1 limit=$2; shift 2
  timeout -s INT "$limit" valgrind --tool=callgrind --dump-instr=yes \
    --callgrind-out-file="$out/$name.cg" "$bin" run "$@" \
    --state-dir "$out/$name.d" --report "$out/$name.json" >/dev/null 2>&1 || true
}

cat > "$out/fb.toml" <<EOF
[screen]
outputs = ["fbdev"]
fb_device = "$out/fb0"
width = 800
height = 480
EOF
: > "$out/fb0"
echo "spi0.0 00 00 ff ff ff ff 00 00 00" > "$out/start.rec"

# Two at a time (the machine's two cores).
n=0
for t in traces/demo.trace tests/traces/*/*.trace; do
  n=$((n + 1))
  cg "sim$n" 300 --sim "$t" --speed 50 --screen png --screen-size 800x480 &
  if (( n % 2 == 0 )); then wait; fi
done
cg fbdev 300 --sim traces/demo.trace --speed 50 --config "$out/fb.toml" &
cg fake 20 --fake "$out/start.rec" --first-boot --config config/shift-register.toml --screen none &
wait

mkdir -p link
python3 - "$bin" "$hot" "$out"/*.cg <<'PY'
import bisect, os, re, subprocess, sys
binpath, hot, cgs = sys.argv[1], sys.argv[2], sys.argv[3:]
binreal = os.path.realpath(binpath)
syms = []
nm = subprocess.run(["nm", "--defined-only", "-S", binpath], capture_output=True, text=True, check=True)
for line in nm.stdout.splitlines():
    p = line.split(None, 3)
    if len(p) == 4 and p[2] in "tTwW":
        syms.append((int(p[0], 16), int(p[1], 16), p[3]))
syms.sort()
starts = [s[0] for s in syms]
hit = {}
for cg in cgs:
    # callgrind's format with --dump-instr=yes: "ob=(id) path" names the
    # object (later "ob=(id)" alone), cost lines start with an address,
    # absolute (0x...) or relative to the previous one (+n, -n, *).
    names, cur, pos = {}, None, 0
    for line in open(cg):
        m = re.match(r"c?ob=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
        if m:
            if m.group(2):
                names[m.group(1)] = os.path.realpath(m.group(2))
            if line.startswith("ob="):
                cur = names.get(m.group(1))
            continue
        if not line[:1] or line[0] not in "0123456789+-*":
            continue
        tok = line.split()[0]
        if tok.startswith("0x"):
            pos = int(tok, 16)
        elif tok[0] in "+-":
            d = int(tok[1:], 16) if tok[1:].startswith("0x") else int(tok[1:])
            pos = pos + d if tok[0] == "+" else pos - d
        elif tok != "*":
            continue
        if cur == binreal:
            i = bisect.bisect_right(starts, pos) - 1
            if i >= 0 and pos < syms[i][0] + syms[i][1]:
                hit[syms[i][0]] = syms[i]
sel = [hit[a] for a in sorted(hit)]
if not sel:
    sys.exit("hot-functions.sh: no function of the program was executed (did valgrind run?)")
pats = []
for s in sel:
    p = re.sub(r"17h[0-9a-f]{16}E(\.llvm\.\d+)?$", "17h*", s[2])
    if p not in pats:
        pats.append(p)
head = ("# The functions the board daemon executes, gathered first by the linker (build.rs),\n"
        "# their hashes replaced by a pattern. Written by tools/hot-functions.sh: do not edit.\n")
open(hot, "w").write(head + "".join(p + "\n" for p in pats))
print(f"{hot}: {len(pats)} names of {len(sel)} functions, {sum(s[1] for s in sel) / 1024:.0f} KiB of code "
      f"(of {sum(s[1] for s in syms) / 1024:.0f} KiB), from {len(cgs)} runs")
PY
