#!/bin/sh
# Removes what install.sh put under ~/.local, and the login entry if it starts this
# install. Your conversations, settings and keys stay: they live in ARES's home
# (~/.local/share/ares unless ARES_HOME says otherwise) and in your keyring.
set -eu
app_id=io.github.ares_companion.Ares
prefix="$HOME/.local"
data="${XDG_DATA_HOME:-$prefix/share}"
lib="$prefix/lib/ares"
bin="$prefix/bin"
autostart="${XDG_CONFIG_HOME:-$HOME/.config}/autostart/ares.desktop"

[ -d "$lib" ] || { echo "uninstall.sh: ARES is not installed in $lib" >&2; exit 1; }

# The icons install.sh copied: the same names as in the installed bundle.
if [ -d "$lib/share/icons/hicolor" ]; then
  (cd "$lib/share/icons/hicolor" && find . -type f) | while read -r icon; do
    rm -f "$data/icons/hicolor/$icon"
  done
fi
rm -f "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml"
[ "$(readlink "$bin/ares" 2>/dev/null || true)" = "$lib/ares" ] && rm -f "$bin/ares"
if [ -f "$autostart" ] && grep -q "^Exec=\"\{0,1\}$lib/ares" "$autostart"; then
  rm -f "$autostart"
fi
rm -rf "$lib"

command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
echo "ARES is uninstalled. Your data is still in ARES's home folder; delete it yourself if you want it gone."
