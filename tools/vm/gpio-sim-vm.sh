#!/bin/bash
# Boots Debian's kernel in QEMU with the real gpio-sim driver (and i2c-stub,
# vfb, ... on request) and runs one program inside as root, passing its exit
# status back. Used by tools/vm-test.sh (the kernel-interface tests,
# docs/hardware.md); it can run any program:
#
#   TEST_BIN=/path/prog [EXTRA_FILES="a b"] [EXTRA_MODULES="m:p=v:p=v ..."] \
#       tools/vm/gpio-sim-vm.sh [ARGS...]
#
# Inside the VM: configfs is mounted at /sys/kernel/config and gpio-sim is
# loaded (the program makes its own chips under /sys/kernel/config/gpio-sim
# and drives input levels through the `pull` files under
# /sys/devices/platform/<dev_name>/<chip_name>/sim_gpioN/, kernel doc
# admin-guide/gpio/gpio-sim); EXTRA_MODULES are loaded after it; the
# EXTRA_FILES are in /data, the working directory; TEST_BIN runs as
# /bin/vm-test ARGS. Its output is the VM's serial console, printed here.
#
# Adapted from the shared tools' gpio-sim-vm.sh. Changes, and why:
# - Programs need not be statically linked: the shared libraries of TEST_BIN
#   and of every ELF program among EXTRA_FILES (as `ldd` lists them) are put
#   into the initramfs, so the release binary that CI builds anyway runs as it
#   is (no second build of every crate for a static target).
# - Programs are stripped on the way in (the initramfs stays small).
# - EXTRA_MODULES parameters are separated by `:`, because commas belong to
#   array values (`i2c-stub:chip_addr=0x20,0x21,0x22,0x23`).
# - apt is used only when a host tool or a kernel package is missing (a warm
#   run needs no network), and waits for the dpkg lock instead of failing.
# - ACCEL=auto falls back from KVM to TCG on the program's result line.
# - The VM gets VM_SMP CPUs (default 2) and VM_MEM MiB (default 1024): the
#   daemon's threads and the test program run side by side.
# - No built-in self-test program: TEST_BIN is required.
# - QEMU that cannot start, or a VM that ends without the program's exit
#   status, is a failure (exit 125) with a message saying so.
#
# Needs root and apt access to Debian's archive. About 2 minutes from nothing
# (packages, kernel, gpio-sim module), then the boot (10-20 s with software
# emulation) and the program's own time.
#
# Debian does NOT build gpio-sim (CONFIG_GPIO_SIM is unset in bookworm 6.1,
# bookworm-backports 6.12 and trixie 6.12), so it is built as an out-of-tree
# module from the matching linux-source-X.Y package against the matching
# linux-headers package. Nothing is installed from outside apt.
#
# Env knobs:
#   WORK=/var/tmp/jadoube-vm  scratch dir (kept between runs as a cache)
#   ACCEL=auto|kvm|tcg        default auto (kvm if usable, else tcg)
#   VM_TIMEOUT=600            hard timeout for the VM, seconds
#   VM_SMP=2 VM_MEM=1024      CPUs and MiB of the VM
#   SKIP_APT_INSTALL=1        never run apt-get install
set -euo pipefail

WORK=${WORK:-/var/tmp/jadoube-vm}
ACCEL=${ACCEL:-auto}
VM_TIMEOUT=${VM_TIMEOUT:-600}
VM_SMP=${VM_SMP:-2}
VM_MEM=${VM_MEM:-1024}
export DEBIAN_FRONTEND=noninteractive
log() { echo "[vm $(date +%T)] $*" >&2; }
die() { log "FAIL: $*"; exit 125; }
[ -n "${TEST_BIN:-}" ] || die "TEST_BIN is not set: the program to run in the VM"
[ -x "$TEST_BIN" ] || die "TEST_BIN $TEST_BIN is not an executable file"
TEST_BIN=$(realpath "$TEST_BIN")
FILES=()
for f in ${EXTRA_FILES:-}; do
    [ -e "$f" ] || die "EXTRA_FILES: $f does not exist"
    FILES+=("$(realpath "$f")")
done
mkdir -p "$WORK"
cd "$WORK"

APT=(apt-get -o DPkg::Lock::Timeout=600 -qq)
apt_update_done=0
apt_update() {
    [ "$apt_update_done" = 1 ] && return 0
    log "apt-get update"
    "${APT[@]}" update
    apt_update_done=1
}

# ---------------------------------------------------------------- 1. packages
HOST_PKGS=(qemu-system-x86 busybox-static cpio kmod xz-utils gzip make gcc-12
           libc6-dev binutils ca-certificates)
if [ "${SKIP_APT_INSTALL:-0}" != 1 ] && ! dpkg -s "${HOST_PKGS[@]}" >/dev/null 2>&1; then
    apt_update
    log "apt-get install ${HOST_PKGS[*]}"
    "${APT[@]}" install -y --no-install-recommends "${HOST_PKGS[@]}" >/dev/null
fi
command -v qemu-system-x86_64 >/dev/null || die "qemu-system-x86_64 is not installed (apt-get install qemu-system-x86)"

# Resolve the current Debian kernel ABI from the linux-image-amd64 metapackage
# (e.g. linux-image-6.1.0-57-amd64 6.1.192-3); old ABIs vanish from the
# archive after security updates, so never hard-code it.
resolve_kernel() {
    KPKG=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-/{print $2; exit}')
    [ -n "$KPKG" ] || return 1
    KVER=$(apt-cache policy "$KPKG" | awk '/Candidate:/{print $2}')
    [ -n "$KVER" ] && [ "$KVER" != "(none)" ]
}
resolve_kernel || { apt_update; resolve_kernel; } || die "apt knows no linux-image-amd64"
KREL=${KPKG#linux-image-}                       # 6.1.0-57-amd64
KABI=${KREL%-amd64}                             # 6.1.0-57
KMM=$(echo "$KABI" | cut -d. -f1,2)             # 6.1
log "kernel: $KPKG $KVER (release $KREL)"

mkdir -p dl
fetch() {
    ( cd dl
      for p in "$KPKG" "linux-headers-$KREL" "linux-headers-$KABI-common" \
               "linux-kbuild-$KMM" "linux-source-$KMM"; do
          ls "${p}"_"${KVER}"_*.deb >/dev/null 2>&1 && continue
          log "apt-get download $p=$KVER"
          "${APT[@]}" download "$p=$KVER" 2>&1 | grep -v 'unsandboxed' >&2 || true
          ls "${p}"_"${KVER}"_*.deb >/dev/null 2>&1 || return 1
      done )
}
fetch || { apt_update; fetch; } || die "cannot download the kernel packages for $KREL"

# ---------------------------------------------------------------- 2. kernel
if [ ! -f "kroot-$KREL/.done" ]; then
    log "extracting kernel image + modules"
    rm -rf "kroot-$KREL"; mkdir "kroot-$KREL"
    dpkg-deb -x dl/"${KPKG}"_"${KVER}"_amd64.deb "kroot-$KREL"
    touch "kroot-$KREL/.done"
fi
KROOT=$WORK/kroot-$KREL
VMLINUZ=$KROOT/boot/vmlinuz-$KREL
grep -q '^CONFIG_CONFIGFS_FS=m' "$KROOT/boot/config-$KREL"
if grep -q '^CONFIG_GPIO_SIM=[ym]' "$KROOT/boot/config-$KREL"; then
    log "NOTE: this kernel ships gpio-sim itself; the out-of-tree build is not needed"
fi

# ---------------------------------------------------------------- 3. gpio-sim.ko
if [ ! -f "mod-$KREL/gpio-sim.ko" ]; then
    log "extracting headers + gpio-sim sources"
    rm -rf "hdr-$KREL" "mod-$KREL"; mkdir -p "hdr-$KREL" "mod-$KREL"
    for d in dl/linux-headers-"$KREL"_*.deb dl/linux-headers-"$KABI"-common_*.deb \
             dl/linux-kbuild-"$KMM"_*.deb; do
        dpkg-deb -x "$d" "hdr-$KREL"
    done
    KB=$WORK/hdr-$KREL/usr/src/linux-headers-$KREL
    # The arch Makefile includes the -common one by absolute /usr/src path.
    sed -i 's|^include /usr/src/|include $(dir $(lastword $(MAKEFILE_LIST)))../|' "$KB/Makefile"
    S=linux-source-$KMM
    dpkg-deb --fsys-tarfile dl/"$S"_"$KVER"_all.deb \
      | tar -xO "./usr/src/$S.tar.xz" \
      | xz -dc -T0 \
      | tar -x -C "mod-$KREL" --strip-components=3 \
            "$S/drivers/gpio/gpio-sim.c" "$S/drivers/gpio/gpiolib.h" "$S/kernel/irq/irq_sim.c"
    cd "mod-$KREL"
    mv gpio-sim.c gpio-sim-drv.c
    # CONFIG_IRQ_SIM is not built into Debian's kernel either, so the irq
    # simulator is linked into the module. It calls irq_to_desc(), which is
    # not exported to modules; generic_handle_irq_safe() runs the same
    # handle_simple_irq flow handler through an exported entry point.
    grep -q 'handle_simple_irq(irq_to_desc(irqnum));' irq_sim.c
    sed -i 's|handle_simple_irq(irq_to_desc(irqnum));|generic_handle_irq_safe(irqnum);|' irq_sim.c
    printf 'obj-m := gpio-sim.o\ngpio-sim-y := gpio-sim-drv.o irq_sim.o\n' > Kbuild
    log "building gpio-sim.ko"
    make -s -C "$KB" M="$PWD" modules 2>&1 | grep -v 'Skipping BTF' >&2 || true
    test -f gpio-sim.ko
    cd "$WORK"
fi
GPIOSIM_KO=$WORK/mod-$KREL/gpio-sim.ko
modinfo -F vermagic "$GPIOSIM_KO" | grep -q "^$KREL "

# ---------------------------------------------------------------- 4. initramfs
log "building initramfs"
IR=$WORK/initramfs
rm -rf "$IR"; mkdir -p "$IR"/{bin,dev,proc,sys,run,tmp,data,lib/modules}
cp /bin/busybox "$IR/bin/busybox"
cp "$KROOT/lib/modules/$KREL/kernel/fs/configfs/configfs.ko" "$IR/lib/modules/"
: > "$IR/modules.list"
for item in ${EXTRA_MODULES:-}; do       # name[:param=value[:param=value]]
    name=${item%%:*}; params=""
    [ "$item" != "$name" ] && params=$(echo "${item#*:}" | tr ':' ' ')
    ko=$(find "$KROOT/lib/modules/$KREL/kernel" -name "$name.ko" -o -name "$name.ko.xz" | head -1)
    [ -n "$ko" ] || die "no module $name in $KREL"
    case "$ko" in *.xz) xz -dc "$ko" > "$IR/lib/modules/$name.ko" ;; *) cp "$ko" "$IR/lib/modules/$name.ko" ;; esac
    echo "$name $params" >> "$IR/modules.list"
done
cp "$GPIOSIM_KO" "$IR/lib/modules/"

# Programs go in stripped, with the shared libraries they load.
is_elf() { [ -f "$1" ] && [ "$(head -c4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
add_libs() {
    ldd "$1" 2>/dev/null | awk '/=> \//{print $3} /^[ \t]*\//{print $1}' | while read -r lib; do
        [ -e "$IR$lib" ] && continue
        mkdir -p "$IR$(dirname "$lib")"
        cp -L "$lib" "$IR$lib"
    done
}
put_program() {  # put_program SRC DEST
    strip -o "$2" "$1" 2>/dev/null || cp "$1" "$2"
    chmod +x "$2"
    add_libs "$1"
}
put_program "$TEST_BIN" "$IR/bin/vm-test"
for f in "${FILES[@]}"; do
    if is_elf "$f"; then put_program "$f" "$IR/data/$(basename "$f")"
    else cp -r "$f" "$IR/data/"; fi
done
# A loader at the path the programs name (x86-64: /lib64/ld-linux-x86-64.so.2).
if [ -d "$IR/lib64" ] || [ -d "$IR/lib/x86_64-linux-gnu" ]; then
    log "shared libraries: $(cd "$IR" && find lib lib64 -name '*.so*' 2>/dev/null | tr '\n' ' ')"
fi
printf '%s\n' "$@" > "$IR/args"   # the program's arguments, one a line
cat > "$IR/init" <<'INIT'
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mount -t tmpfs tmpfs /run
mount -t tmpfs tmpfs /tmp
end() { echo "VM-EXIT: $1"; sync; poweroff -f; echo o > /proc/sysrq-trigger; sleep 5; }
echo "VM: kernel $(uname -r), init up after $(cut -d' ' -f1 /proc/uptime)s, $(grep -c ^processor /proc/cpuinfo) CPUs"
insmod /lib/modules/configfs.ko || end 90
mount -t configfs none /sys/kernel/config || end 91
insmod /lib/modules/gpio-sim.ko || end 92
while read -r name params; do
    insmod /lib/modules/$name.ko $params || { echo "VM: insmod $name $params failed"; end 93; }
done < /modules.list
set --
while IFS= read -r a; do [ -n "$a" ] && set -- "$@" "$a"; done < /args
cd /data
/bin/vm-test "$@"
end $?
INIT
chmod +x "$IR/init"
( cd "$IR" && find . | cpio -o -H newc --quiet ) | gzip -1 > "$WORK/initrd.cpio.gz"
log "initramfs: $(du -h "$WORK/initrd.cpio.gz" | cut -f1)"

# ---------------------------------------------------------------- 5. boot
kvm_usable() {
    [ -r /dev/kvm ] && [ -w /dev/kvm ] || return 1
    # kvm_pvm ("pagetable VM", used by some cloud sandboxes without VT-x/SVM)
    # exposes /dev/kvm but only runs PVM-enabled guest kernels: Debian's
    # kernel hangs right after the real-mode setup code there.
    [ -d /sys/module/kvm_pvm ] && { log "/dev/kvm is kvm_pvm: stock kernels cannot run on it"; return 1; }
    echo quit | timeout 20 qemu-system-x86_64 -accel kvm -machine none -nodefaults \
        -display none -monitor stdio >/dev/null 2>&1
}
boot() {  # boot ACCEL TIMEOUT -> sets SERIAL_LOG, qrc
    local accel=$1 tmo=$2 t0 t1 smp=$VM_SMP
    SERIAL_LOG=$WORK/serial-$accel.log
    # Several TCG CPUs need multi-threaded TCG (the default on x86 hosts).
    log "booting ($accel, $smp CPUs, $VM_MEM MiB), timeout ${tmo}s, serial log $SERIAL_LOG"
    t0=$(date +%s.%N)
    set +e
    # No "-cpu host": on nested/odd KVM hosts it can abort with
    # "failed to set MSR 0x10a"; the default qemu64 model is enough here.
    timeout -k 5 "$tmo" qemu-system-x86_64 -accel "$accel" \
        -m "$VM_MEM" -smp "$smp" -nographic -no-reboot \
        -kernel "$VMLINUZ" -initrd "$WORK/initrd.cpio.gz" \
        -append 'console=ttyS0 panic=-1 quiet' </dev/null 2>&1 | tr -d '\r' | sed -u 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\x1bc//g' | tee "$SERIAL_LOG"
    qrc=${PIPESTATUS[0]}
    set -e
    t1=$(date +%s.%N)
    log "qemu exit $qrc, wall $(awk "BEGIN{printf \"%.1f\", $t1 - $t0}") s ($accel)"
}
case "$ACCEL" in
  auto)
    if kvm_usable; then
        boot kvm "$VM_TIMEOUT"
        if ! grep -q '^VM-EXIT:' "$SERIAL_LOG"; then
            log "KVM boot produced no result; falling back to TCG"
            boot tcg "$VM_TIMEOUT"
        fi
    else
        boot tcg "$VM_TIMEOUT"
    fi ;;
  *) boot "$ACCEL" "$VM_TIMEOUT" ;;
esac
rc=$(sed -n 's/^VM-EXIT: \([0-9]*\).*/\1/p' "$SERIAL_LOG" | tail -1)
if [ -z "$rc" ]; then
    [ "$qrc" = 124 ] && log "the VM timed out after ${VM_TIMEOUT}s"
    die "the VM ended without the program's exit status (qemu exit $qrc): QEMU could not start, or the VM crashed; see $SERIAL_LOG"
fi
exit "$rc"
