#!/usr/bin/env bash
# Install the Debian packages in a throwaway Debian root and check that
# everything lands where docs/operations.md says:
#
#   tools/check-deb-install.sh target/debian/jadoube_*_amd64.deb target/debian/jadoube-dbgsym_*_amd64.deb \
#       [target/debian/jadoube-hall_*_amd64.deb target/debian/jadoube-hall-dbgsym_*_amd64.deb]
#
# With the hall's packages: they install beside the board's, the hall's
# program runs, its user is created and its unit enabled and verified
# (systemd-analyze verify), and the board's package holds none of the hall.
# The root is a minimal Debian (debootstrap --variant=minbase, with systemd
# for systemd-sysusers and deb-systemd-helper) of this machine's release and
# architecture, made fresh in target/deb-root (the downloaded packages are
# kept in target/deb-root-cache for the next run). The packages are
# installed with dpkg inside it, as on a board: the maintainer scripts run,
# the user is created, the unit enabled. Then: the program runs, gdb finds
# its debug info by build-id, an edited conffile survives a reinstall,
# removal keeps the configuration and the journals, purge removes the
# configuration. Needs root, debootstrap, and the network to Debian's
# packages.
set -euo pipefail
cd "$(dirname "$0")/.."
deb="$1" dbgsym="$2" hall_deb="${3:-}" hall_dbgsym="${4:-}"
root="$(pwd)/target/deb-root" cache="$(pwd)/target/deb-root-cache"

fail() { echo "check-deb-install: FAIL: $*" >&2; exit 1; }
in_root() { chroot "$root" "$@"; }

suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
rm -rf "$root"
mkdir -p "$cache"
debootstrap --variant=minbase --include=systemd --cache-dir="$cache" "$suite" "$root" "$mirror" \
  > target/deb-root.log 2>&1 || { tail -20 target/deb-root.log; fail "debootstrap $suite"; }

cp "$deb" "$dbgsym" "$root/tmp/"
in_root dpkg -i "/tmp/$(basename "$deb")" "/tmp/$(basename "$dbgsym")" > target/deb-install.log 2>&1 \
  || { cat target/deb-install.log; fail "dpkg -i"; }
echo "installed: $(in_root dpkg-query -W -f='${Package} ${Version} ${Architecture}  ' jadoube jadoube-dbgsym)"

# The files of the table in docs/operations.md.
for f in /usr/bin/jadoube /etc/jadoube/jadoube.toml /usr/lib/systemd/system/jadoube.service \
  /usr/lib/sysusers.d/jadoube.conf /usr/share/doc/jadoube/copyright \
  /usr/share/doc/jadoube/operations.md /usr/share/doc/jadoube/trace-format.md \
  /usr/share/doc/jadoube/changelog.gz /usr/share/doc/jadoube/changelog.Debian.gz \
  /usr/share/doc/jadoube/examples/shift-register.toml /usr/share/man/man1/jadoube.1.gz; do
  [ -f "$root$f" ] || fail "$f is missing"
done
cmp -s "$root/usr/lib/systemd/system/jadoube.service" systemd/jadoube.service || fail "the unit differs from systemd/jadoube.service"
cmp -s "$root/etc/jadoube/jadoube.toml" config/jadoube.toml || fail "the configuration differs from config/jadoube.toml"
in_root dpkg-query -W -f='${Conffiles}\n' jadoube | grep -q '^ /etc/jadoube/jadoube.toml ' \
  || fail "/etc/jadoube/jadoube.toml is not a conffile"

# The program runs there (its Depends are right), stripped, with a build-id
# whose debug file the -dbgsym package holds and gdb finds.
in_root /usr/bin/jadoube --version | head -1 | grep -q '^jadoube ' || fail "jadoube --version"
readelf -S "$root/usr/bin/jadoube" | grep -q '\.debug_info' && fail "/usr/bin/jadoube is not stripped"
id=$(readelf -n "$root/usr/bin/jadoube" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
[ -n "$id" ] || fail "/usr/bin/jadoube has no build-id"
[ -f "$root/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug" ] || fail "no debug file for build-id $id"
if command -v gdb >/dev/null 2>&1; then
  gdb -nx -batch -iex "set debug-file-directory $root/usr/lib/debug" \
    -ex 'info line jadoube::main' "$root/usr/bin/jadoube" 2>&1 | grep -q 'src/main.rs' \
    || fail "gdb does not find the source lines of jadoube::main through the build-id"
  echo "gdb finds the debug info by build-id $id"
else
  echo "gdb not installed: the debug file is there, not read"
fi

# The user, its groups (sysusers), the unit enabled, not started.
passwd=$(in_root getent passwd jadoube) || fail "no user jadoube"
[ "$(echo "$passwd" | cut -d: -f6,7)" = "/var/lib/jadoube:/usr/sbin/nologin" ] || fail "user jadoube: $passwd"
for g in gpio spi i2c video; do
  in_root getent group "$g" | cut -d: -f4 | tr ',' '\n' | grep -qx jadoube || fail "jadoube is not in group $g"
done
[ -L "$root/etc/systemd/system/multi-user.target.wants/jadoube.service" ] || fail "the unit is not enabled"
in_root systemd-analyze verify /usr/lib/systemd/system/jadoube.service > target/deb-analyze.log 2>&1 \
  || { cat target/deb-analyze.log; fail "systemd-analyze verify"; }
echo "user jadoube ($(in_root id jadoube)), unit enabled, systemd-analyze verify clean"

# The hall: its own package and program; the board's package has none of it.
dpkg-deb -c "$deb" | grep -q 'jadoube-hall' && fail "the board's package ships the hall"
if [ -n "$hall_deb" ]; then
  cp "$hall_deb" "$hall_dbgsym" "$root/tmp/"
  in_root dpkg -i "/tmp/$(basename "$hall_deb")" "/tmp/$(basename "$hall_dbgsym")" >> target/deb-install.log 2>&1 \
    || { cat target/deb-install.log; fail "dpkg -i jadoube-hall"; }
  for f in /usr/bin/jadoube-hall /usr/share/man/man1/jadoube-hall.1.gz /usr/share/doc/jadoube-hall/copyright \
    /usr/share/doc/jadoube-hall/hall.md /usr/share/doc/jadoube-hall/changelog.Debian.gz \
    /usr/lib/systemd/system/jadoube-hall.service /usr/lib/sysusers.d/jadoube-hall.conf /etc/default/jadoube-hall; do
    [ -f "$root$f" ] || fail "$f is missing"
  done
  cmp -s "$root/usr/lib/systemd/system/jadoube-hall.service" systemd/jadoube-hall.service \
    || fail "the hall's unit differs from systemd/jadoube-hall.service"
  in_root dpkg-query -W -f='${Conffiles}\n' jadoube-hall | grep -q '^ /etc/default/jadoube-hall ' \
    || fail "/etc/default/jadoube-hall is not a conffile"
  # Its user (sysusers), its unit enabled (not started) and clean.
  hpasswd=$(in_root getent passwd jadoube-hall) || fail "no user jadoube-hall"
  [ "$(echo "$hpasswd" | cut -d: -f6,7)" = "/var/lib/jadoube-hall:/usr/sbin/nologin" ] || fail "user jadoube-hall: $hpasswd"
  [ -L "$root/etc/systemd/system/multi-user.target.wants/jadoube-hall.service" ] || fail "the hall's unit is not enabled"
  in_root systemd-analyze verify /usr/lib/systemd/system/jadoube-hall.service > target/deb-analyze.log 2>&1 \
    || { cat target/deb-analyze.log; fail "systemd-analyze verify jadoube-hall.service"; }
  echo "jadoube-hall's unit: user $(in_root id -u jadoube-hall), enabled, systemd-analyze verify clean"
  in_root /usr/bin/jadoube-hall --version | head -1 | grep -q '^jadoube-hall ' || fail "jadoube-hall --version"
  readelf -S "$root/usr/bin/jadoube-hall" | grep -q '\.debug_info' && fail "/usr/bin/jadoube-hall is not stripped"
  hid=$(readelf -n "$root/usr/bin/jadoube-hall" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
  [ -f "$root/usr/lib/debug/.build-id/${hid:0:2}/${hid:2}.debug" ] || fail "no debug file for jadoube-hall's build-id $hid"
  said=$(in_root jadoube hall 2>&1) && fail "jadoube hall succeeded"
  grep -q 'jadoube-hall' <<<"$said" || fail "jadoube hall does not point to jadoube-hall: $said"
  in_root dpkg -P jadoube-hall-dbgsym jadoube-hall >> target/deb-install.log 2>&1 || fail "dpkg -P jadoube-hall"
  [ ! -e "$root/usr/bin/jadoube-hall" ] || fail "/usr/bin/jadoube-hall left after purge"
  [ ! -e "$root/etc/default/jadoube-hall" ] || fail "purge left /etc/default/jadoube-hall"
  [ ! -e "$root/etc/systemd/system/multi-user.target.wants/jadoube-hall.service" ] || fail "purge left the hall's unit enabled"
  echo "jadoube-hall installed beside jadoube, runs, its debug file found; purged"
fi

# An edited conffile survives a reinstall; removal keeps it and the state
# directory (the journals are evidence); purge removes the configuration.
echo "# edited by the organiser" >> "$root/etc/jadoube/jadoube.toml"
mkdir -p "$root/var/lib/jadoube" && echo '{}' > "$root/var/lib/jadoube/game.jsonl"
in_root dpkg -i "/tmp/$(basename "$deb")" >> target/deb-install.log 2>&1 || fail "reinstall"
grep -q 'edited by the organiser' "$root/etc/jadoube/jadoube.toml" || fail "a reinstall overwrote the edited configuration"
in_root dpkg -r jadoube-dbgsym jadoube >> target/deb-install.log 2>&1 || fail "dpkg -r"
[ ! -e "$root/usr/bin/jadoube" ] || fail "/usr/bin/jadoube left after removal"
[ -f "$root/etc/jadoube/jadoube.toml" ] || fail "removal deleted the configuration"
in_root dpkg -P jadoube >> target/deb-install.log 2>&1 || fail "dpkg -P"
[ ! -e "$root/etc/jadoube/jadoube.toml" ] || fail "purge left /etc/jadoube/jadoube.toml"
[ -f "$root/var/lib/jadoube/game.jsonl" ] || fail "purge deleted the journals"
[ ! -e "$root/etc/systemd/system/multi-user.target.wants/jadoube.service" ] || fail "purge left the unit enabled"
echo "conffile kept on reinstall and removal, removed on purge; journals kept"
rm -rf "$root"
echo "check-deb-install: OK"
