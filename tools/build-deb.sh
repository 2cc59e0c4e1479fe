#!/usr/bin/env bash
# Build the Debian packages of jadoube with dpkg-deb (no cargo-deb needed):
#
#   tools/build-deb.sh                                   # for this machine's architecture
#   tools/build-deb.sh --target aarch64-unknown-linux-gnu  # for a 64-bit Raspberry Pi OS
#   tools/build-deb.sh --no-build ...                    # package what target/ holds
#
# writes target/debian/jadoube_VERSION_ARCH.deb (the board's stripped
# program, the unit, the sysusers entry, the configuration as a conffile,
# the docs, the DEP-5 copyright file) and jadoube-dbgsym_VERSION_ARCH.deb
# (the debug info, as /usr/lib/debug/.build-id/xx/yyyy.debug, where gdb and
# coredumpctl look for it); and the hall's, jadoube-hall_VERSION_ARCH.deb
# (the program jadoube-hall of crates/jadoube-hall, its unit, sysusers entry
# and /etc/default/jadoube-hall, its manual page, its docs and copyright
# file) and jadoube-hall-dbgsym_VERSION_ARCH.deb.
# docs/operations.md says what lands where; .ci/run builds the packages,
# runs lintian on them and installs them in a throwaway root.
#
# Needs: cargo, dpkg-dev (dpkg-deb, dpkg-shlibdeps), binutils (for a cross
# target: binutils-TRIPLE, which gcc-TRIPLE brings), python3, gzip.
set -euo pipefail
cd "$(dirname "$0")/.."

target="" build=1 out=target/debian revision="${DEB_REVISION:-1}"
# The Maintainer field: whoever builds and distributes the package should
# set DEB_MAINTAINER="Name <address>"; the default is a placeholder.
maintainer="${DEB_MAINTAINER:-jadoube developers <maintainers@jadoube.invalid>}"
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    -o) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "build-deb.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

host_triple=$(rustc -vV | sed -n 's/^host: //p')
triple="${target:-$host_triple}"
case "$triple" in
  x86_64-unknown-linux-gnu) arch=amd64 gnu=x86_64-linux-gnu ;;
  aarch64-unknown-linux-gnu) arch=arm64 gnu=aarch64-linux-gnu ;;
  armv7-unknown-linux-gnueabihf) arch=armhf gnu=arm-linux-gnueabihf ;;
  *) echo "build-deb.sh: no Debian architecture known for $triple" >&2; exit 2 ;;
esac
if [ "$triple" = "$host_triple" ]; then
  bin_dir=target/release tools=""
else
  bin_dir="target/$triple/release" tools="$gnu-"
  linker_var="CARGO_TARGET_$(echo "$triple" | tr 'a-z-' 'A-Z_')_LINKER"
  export "$linker_var=${!linker_var:-$gnu-gcc}"
fi
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
debversion="$version-$revision"
# Reproducible: every timestamp is the last commit's.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

if [ "$build" = 1 ]; then
  # Each program on its own (not one build of the workspace, which would
  # give the board's program the features the hall asks of the dependencies
  # they share: tokio's multi-thread scheduler and the C maths library with
  # it; docs/performance.md, "Memory without the hot-function list").
  cargo build --release --locked ${target:+--target "$target"} -p jadoube --bin jadoube
  cargo build --release --locked ${target:+--target "$target"} -p jadoube-hall --bin jadoube-hall
fi
binary="$bin_dir/jadoube"
[ -x "$binary" ] || { echo "build-deb.sh: $binary is missing (build it, or drop --no-build)" >&2; exit 1; }

# The board's program built on its own: no C maths library (a build of the
# whole workspace brings it with the hall's features).
if "${tools}readelf" -d "$binary" | grep -q 'NEEDED.*libm\.so'; then
  echo "build-deb.sh: $binary needs libm: it was built with the whole workspace's features;" \
    "build it alone (cargo build --release -p jadoube --bin jadoube) or drop --no-build" >&2
  exit 1
fi
# A build-id names the debug file; Debian's gcc asks the linker for one.
build_id=$(readelf -n "$binary" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
[ -n "$build_id" ] || { echo "build-deb.sh: $binary has no GNU build-id" >&2; exit 1; }

stage="$out/stage-$arch"
pkg="$stage/jadoube" dbg="$stage/jadoube-dbgsym"
rm -rf "$stage"
mkdir -p "$pkg/DEBIAN" "$dbg/DEBIAN" "$pkg/usr/bin" "$pkg/etc/jadoube" \
  "$pkg/usr/lib/systemd/system" "$pkg/usr/lib/sysusers.d" \
  "$pkg/usr/share/doc/jadoube/examples" "$pkg/usr/share/lintian/overrides" \
  "$pkg/usr/share/man/man1" \
  "$dbg/usr/lib/debug/.build-id/${build_id:0:2}" "$dbg/usr/share/doc"

# The program, stripped as dh_strip does; its debug info in the -dbgsym package.
debug_file="$dbg/usr/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug"
"${tools}objcopy" --only-keep-debug --compress-debug-sections "$binary" "$debug_file"
chmod 0644 "$debug_file"
"${tools}strip" --remove-section=.comment --remove-section=.note -o "$pkg/usr/bin/jadoube" "$binary"
"${tools}objcopy" --add-gnu-debuglink="$debug_file" "$pkg/usr/bin/jadoube"
chmod 0755 "$pkg/usr/bin/jadoube"
ln -s jadoube "$dbg/usr/share/doc/jadoube-dbgsym"

install -m 0644 config/jadoube.toml "$pkg/etc/jadoube/jadoube.toml"
install -m 0644 systemd/jadoube.service "$pkg/usr/lib/systemd/system/jadoube.service"
install -m 0644 systemd/jadoube.sysusers "$pkg/usr/lib/sysusers.d/jadoube.conf"
doc="$pkg/usr/share/doc/jadoube"
install -m 0644 README.md docs/*.md "$doc/"
install -m 0644 config/*.toml "$doc/examples/"
install -m 0644 systemd/hall.conf "$doc/examples/jadoube.service.d-hall.conf"
install -m 0644 packaging/debian/copyright "$doc/copyright"
gzip -9nc CHANGELOG.md > "$doc/changelog.gz"
# changelog.Debian: one entry for this version, from CHANGELOG.md's section.
date_rfc=$(date -R -u -d "@$SOURCE_DATE_EPOCH")
{
  echo "jadoube ($debversion) unstable; urgency=medium"
  echo
  # The lines of CHANGELOG.md's "## VERSION" section, bullets as `*`.
  awk -v v="$version" '/^## /{on = (index($0, "## " v " ") == 1 || $0 == "## " v)} on && !/^## / && NF' CHANGELOG.md \
    | sed -e 's/^- /* /' -e 's/^/  /'
  echo
  echo " -- $maintainer  $date_rfc"
} | gzip -9n > "$doc/changelog.Debian.gz"

install -m 0644 packaging/debian/lintian-overrides "$pkg/usr/share/lintian/overrides/jadoube"
gzip -9nc docs/jadoube.1 > "$pkg/usr/share/man/man1/jadoube.1.gz"

# Maintainer scripts: the user (sysusers), enable the unit, never start it.
for script in postinst prerm postrm; do
  install -m 0755 "packaging/debian/$script" "$pkg/DEBIAN/$script"
done
echo /etc/jadoube/jadoube.toml > "$pkg/DEBIAN/conffiles"

# Depends on the shared libraries the program links, as dpkg-shlibdeps
# computes them (for a cross target: dpkg --add-architecture ARCH and
# libc6:ARCH installed, see docs/operations.md).
shlibs_dir=$(mktemp -d)
trap 'rm -rf "$shlibs_dir"' EXIT
mkdir "$shlibs_dir/debian"
printf 'Source: jadoube\n\nPackage: jadoube\nArchitecture: any\n' > "$shlibs_dir/debian/control"
abs_bin="$(cd "$pkg/usr/bin" && pwd)/jadoube"
shlibs=$(cd "$shlibs_dir" && dpkg-shlibdeps -O "$abs_bin" 2>"$shlibs_dir/err" | sed -n 's/^shlibs:Depends=//p') || true
[ -n "$shlibs" ] || { cat "$shlibs_dir/err" >&2; echo "build-deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# Packed relative relocations (build.rs) need glibc 2.36's loader, a version
# node without symbols that dpkg-shlibdeps does not see.
if "${tools}readelf" -V "$binary" | grep -q GLIBC_ABI_DT_RELR; then
  libc_min=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<<"$shlibs")
  if [ -n "$libc_min" ] && dpkg --compare-versions "$libc_min" lt 2.36; then
    shlibs=$(sed "s/libc6 (>= [^)]*)/libc6 (>= 2.36)/" <<<"$shlibs")
  fi
fi

installed_size() { du -k -s --apparent-size --exclude=DEBIAN "$1" | cut -f1; }

cat > "$pkg/DEBIAN/control" <<EOF
Package: jadoube
Version: $debversion
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(installed_size "$pkg")
Depends: $shlibs, systemd | systemd-standalone-sysusers | systemd-sysusers
Section: misc
Priority: optional
Description: arbiter daemon for electronic chessboards
 jadoube runs on a Raspberry Pi inside a tournament electronic chessboard.
 It reads the hall-effect sensors of the squares and the chess clock's press
 line, judges each move at the clock press under the FIDE Laws, and shows
 the arbiter illegal moves on a screen and an LED. Every event is kept in a
 tamper-evident journal, exported as PGN after the round.
EOF
cat > "$dbg/DEBIAN/control" <<EOF
Package: jadoube-dbgsym
Source: jadoube
Version: $debversion
Auto-Built-Package: debug-symbols
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(installed_size "$dbg")
Depends: jadoube (= $debversion)
Section: debug
Priority: optional
Description: debug symbols for jadoube
Build-Ids: $build_id
EOF

for root in "$pkg" "$dbg"; do
  (cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0r md5sum) > "$root/DEBIAN/md5sums"
  chmod 0644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"
  [ -f "$root/DEBIAN/conffiles" ] && chmod 0644 "$root/DEBIAN/conffiles"
  find "$root" -depth -newermt "@$SOURCE_DATE_EPOCH" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
done
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out/jadoube_${debversion}_$arch.deb" >/dev/null
dpkg-deb --root-owner-group -Zxz --build "$dbg" "$out/jadoube-dbgsym_${debversion}_$arch.deb" >/dev/null
echo "$out/jadoube_${debversion}_$arch.deb: $(stat -c %s "$out/jadoube_${debversion}_$arch.deb") bytes;" \
  "/usr/bin/jadoube $(stat -c %s "$abs_bin") bytes stripped ($(stat -c %s "$binary") with debug info)"
echo "$out/jadoube-dbgsym_${debversion}_$arch.deb: $(stat -c %s "$out/jadoube-dbgsym_${debversion}_$arch.deb") bytes;" \
  "build-id $build_id"
rm -rf "$stage"

# ---- The hall's package: the program jadoube-hall (crates/jadoube-hall),
# for the machine next to the broker; the board's package has none of it.
hall_binary="$bin_dir/jadoube-hall"
[ -x "$hall_binary" ] || { echo "build-deb.sh: $hall_binary is missing (build it, or drop --no-build)" >&2; exit 1; }
hall_id=$(readelf -n "$hall_binary" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
[ -n "$hall_id" ] || { echo "build-deb.sh: $hall_binary has no GNU build-id" >&2; exit 1; }
hpkg="$stage/jadoube-hall" hdbg="$stage/jadoube-hall-dbgsym"
rm -rf "$stage"
mkdir -p "$hpkg/DEBIAN" "$hdbg/DEBIAN" "$hpkg/usr/bin" "$hpkg/etc/default" \
  "$hpkg/usr/lib/systemd/system" "$hpkg/usr/lib/sysusers.d" \
  "$hpkg/usr/share/doc/jadoube-hall" "$hpkg/usr/share/lintian/overrides" \
  "$hpkg/usr/share/man/man1" \
  "$hdbg/usr/lib/debug/.build-id/${hall_id:0:2}" "$hdbg/usr/share/doc"
hall_debug="$hdbg/usr/lib/debug/.build-id/${hall_id:0:2}/${hall_id:2}.debug"
"${tools}objcopy" --only-keep-debug --compress-debug-sections "$hall_binary" "$hall_debug"
chmod 0644 "$hall_debug"
"${tools}strip" --remove-section=.comment --remove-section=.note -o "$hpkg/usr/bin/jadoube-hall" "$hall_binary"
"${tools}objcopy" --add-gnu-debuglink="$hall_debug" "$hpkg/usr/bin/jadoube-hall"
chmod 0755 "$hpkg/usr/bin/jadoube-hall"
ln -s jadoube-hall "$hdbg/usr/share/doc/jadoube-hall-dbgsym"
# Its unit, user and options (docs/hall.md, "Running it as a service").
install -m 0644 systemd/jadoube-hall.service "$hpkg/usr/lib/systemd/system/jadoube-hall.service"
install -m 0644 systemd/jadoube-hall.sysusers "$hpkg/usr/lib/sysusers.d/jadoube-hall.conf"
install -m 0644 systemd/jadoube-hall.default "$hpkg/etc/default/jadoube-hall"
for script in postinst prerm postrm; do
  install -m 0755 "packaging/debian/jadoube-hall.$script" "$hpkg/DEBIAN/$script"
done
echo /etc/default/jadoube-hall > "$hpkg/DEBIAN/conffiles"
hdoc="$hpkg/usr/share/doc/jadoube-hall"
install -m 0644 docs/hall.md "$hdoc/"
install -m 0644 packaging/debian/jadoube-hall.copyright "$hdoc/copyright"
gzip -9nc CHANGELOG.md > "$hdoc/changelog.gz"
{
  echo "jadoube-hall ($debversion) unstable; urgency=medium"
  echo
  awk -v v="$version" '/^## /{on = (index($0, "## " v " ") == 1 || $0 == "## " v)} on && !/^## / && NF' CHANGELOG.md \
    | sed -e 's/^- /* /' -e 's/^/  /'
  echo
  echo " -- $maintainer  $date_rfc"
} | gzip -9n > "$hdoc/changelog.Debian.gz"
printf '%s\n' "# Built for organisers, not uploaded to Debian: no ITP bug to close." \
  "jadoube-hall: initial-upload-closes-no-bugs" > "$hpkg/usr/share/lintian/overrides/jadoube-hall"
gzip -9nc docs/jadoube-hall.1 > "$hpkg/usr/share/man/man1/jadoube-hall.1.gz"

printf 'Source: jadoube\n\nPackage: jadoube-hall\nArchitecture: any\n' > "$shlibs_dir/debian/control"
abs_hall="$(cd "$hpkg/usr/bin" && pwd)/jadoube-hall"
hall_shlibs=$(cd "$shlibs_dir" && dpkg-shlibdeps -O "$abs_hall" 2>"$shlibs_dir/err" | sed -n 's/^shlibs:Depends=//p') || true
[ -n "$hall_shlibs" ] || { cat "$shlibs_dir/err" >&2; echo "build-deb.sh: dpkg-shlibdeps found no dependencies of jadoube-hall" >&2; exit 1; }

cat > "$hpkg/DEBIAN/control" <<EOC
Package: jadoube-hall
Source: jadoube
Version: $debversion
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(installed_size "$hpkg")
Depends: $hall_shlibs, systemd | systemd-standalone-sysusers | systemd-sysusers
Recommends: mosquitto
Section: misc
Priority: optional
Description: chief arbiter's hall for jadoube electronic chessboards
 jadoube-hall runs next to the MQTT broker of a tournament hall whose
 boards run jadoube. It shows the chief arbiter every board live on a page
 over HTTPS to signed-in arbiters, with every alert until it is dismissed;
 serves the spectators' broadcast PGN on a listener of its own; and
 collects and verifies the boards' sealed journals.
EOC
cat > "$hdbg/DEBIAN/control" <<EOC
Package: jadoube-hall-dbgsym
Source: jadoube
Version: $debversion
Auto-Built-Package: debug-symbols
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(installed_size "$hdbg")
Depends: jadoube-hall (= $debversion)
Section: debug
Priority: optional
Description: debug symbols for jadoube-hall
Build-Ids: $hall_id
EOC
for root in "$hpkg" "$hdbg"; do
  (cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0r md5sum) > "$root/DEBIAN/md5sums"
  chmod 0644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"
  [ -f "$root/DEBIAN/conffiles" ] && chmod 0644 "$root/DEBIAN/conffiles"
  find "$root" -depth -newermt "@$SOURCE_DATE_EPOCH" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
done
dpkg-deb --root-owner-group -Zxz --build "$hpkg" "$out/jadoube-hall_${debversion}_$arch.deb" >/dev/null
dpkg-deb --root-owner-group -Zxz --build "$hdbg" "$out/jadoube-hall-dbgsym_${debversion}_$arch.deb" >/dev/null
echo "$out/jadoube-hall_${debversion}_$arch.deb: $(stat -c %s "$out/jadoube-hall_${debversion}_$arch.deb") bytes;" \
  "/usr/bin/jadoube-hall $(stat -c %s "$abs_hall") bytes stripped ($(stat -c %s "$hall_binary") with debug info)"
echo "$out/jadoube-hall-dbgsym_${debversion}_$arch.deb: $(stat -c %s "$out/jadoube-hall-dbgsym_${debversion}_$arch.deb") bytes;" \
  "build-id $hall_id"
rm -rf "$stage"
