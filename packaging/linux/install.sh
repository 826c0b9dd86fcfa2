#!/bin/sh
# Installs this ARES bundle for you alone, under ~/.local, without root:
#   ~/.local/lib/ares/            the bundle (this folder, copied)
#   ~/.local/bin/ares             a link to its executable
#   ~/.local/share/applications/  the launcher entry (with the "Quick prompt" action)
#   ~/.local/share/metainfo/      the AppStream description software centres read
#   ~/.local/share/icons/hicolor/ the icons
# Run it again to update; ~/.local/lib/ares/uninstall.sh removes all of it.
set -eu
app_id=io.github.ares_companion.Ares
here=$(cd "$(dirname "$0")" && pwd)
prefix="$HOME/.local"
data="${XDG_DATA_HOME:-$prefix/share}"
lib="$prefix/lib/ares"
bin="$prefix/bin"

[ -x "$here/ares" ] || { echo "install.sh: run me from an unpacked ARES bundle ($here/ares is missing)" >&2; exit 1; }
case "$lib" in
  *[\"\\\`\$%]*) echo "install.sh: $lib has a character a desktop entry cannot carry (\" \\ \` \$ %)" >&2; exit 1 ;;
esac

if [ "$here" != "$lib" ]; then
  mkdir -p "$prefix/lib"
  rm -rf "$lib.new"
  cp -R "$here" "$lib.new"
  rm -rf "$lib"
  mv "$lib.new" "$lib"
fi
mkdir -p "$bin" "$data/applications" "$data/metainfo" "$data/icons"
ln -sfn "$lib/ares" "$bin/ares"

# The entry names the executable by its full path: ~/.local/bin is not on every
# desktop session's PATH.
sed -e "s|^Exec=ares|Exec=\"$lib/ares\"|" -e "s|^TryExec=ares|TryExec=$lib/ares|" \
  "$lib/share/applications/$app_id.desktop" >"$data/applications/$app_id.desktop"
cp "$lib/share/metainfo/$app_id.metainfo.xml" "$data/metainfo/"
cp -R "$lib/share/icons/hicolor" "$data/icons/"

# Refresh the launcher's caches where the tools exist; a desktop without them rescans.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true

echo "ARES is installed in $lib."
case ":$PATH:" in
  *":$bin:"*) echo "Run it from your launcher or as \`ares\`." ;;
  *) echo "Run it from your launcher, or as $bin/ares ($bin is not on your PATH)." ;;
esac
