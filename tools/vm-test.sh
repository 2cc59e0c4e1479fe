#!/bin/bash
# The kernel-interface tests (docs/hardware.md, "What is proven against the
# kernel"): boots Debian's kernel in QEMU with gpio-sim, i2c-stub and vfb and
# runs examples/vm_test.rs inside as root, against the release `jadoube`.
#
#   tools/vm-test.sh [CHECK...]      all checks, or the ones named
#
# Builds what it needs (`cargo build --release`, the example in the test
# profile, which `cargo test` has built already in CI), installs QEMU and
# the rest from Debian's packages when missing (tools/vm/gpio-sim-vm.sh),
# and exits with the checks' status. It fails, saying so, when the VM
# cannot start: it never passes without running the checks.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== building jadoube (release) and the in-VM test program"
cargo build --release --bin jadoube
cargo build --example vm_test

# i2c-stub: four MCP23017 register maps; vfb: 2 MiB for 800x480x32. The
# serial drivers of a DGT board (cdc-acm, usbserial, rfcomm, with what they
# need, in load order) register the char-ttyACM/ttyUSB/rfcomm names of the
# unit's DeviceAllow in /proc/devices (the `proc_devices` check).
serial="usb-common usbcore cdc-acm usbserial ecc ecdh_generic rfkill crc16 bluetooth rfcomm"
EXTRA_MODULES="i2c-dev i2c-stub:chip_addr=0x20,0x21,0x22,0x23 vfb:vfb_enable=1:videomemorysize=2097152 $serial" \
EXTRA_FILES="target/release/jadoube systemd/jadoube.service tests/traces/public/illegal-002.trace" \
TEST_BIN=target/debug/examples/vm_test \
    exec tools/vm/gpio-sim-vm.sh "$@"
