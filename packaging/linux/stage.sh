#!/bin/sh
# Lays the desktop files beside a built bundle: stage.sh dist/ares
# gives dist/ares/{install.sh,uninstall.sh,share/{applications,metainfo,icons}}.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUNDLE_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
bundle=$1
app_id=io.github.ares_companion.Ares
[ -d "$bundle" ] || { echo "stage.sh: $bundle is not a folder" >&2; exit 1; }
mkdir -p "$bundle/share/applications" "$bundle/share/metainfo"
cp "$here/install.sh" "$here/uninstall.sh" "$bundle/"
cp "$here/$app_id.desktop" "$bundle/share/applications/"
cp "$here/$app_id.metainfo.xml" "$bundle/share/metainfo/"
rm -rf "$bundle/share/icons"
cp -R "$here/icons" "$bundle/share/icons"
