#!/usr/bin/env bash
# Rewrites the README's screenshots (docs/guide-kaimono.png, docs/guide-symbol.png, docs/diff-kaimono.png)
# from the Kaimono example, with headless Chromium (Debian's `chromium`).
#
#   scripts/screenshots.sh
#
# The diff shows a made-up change to a copy of the example: the theme colour edited, the `tag` icon
# renamed to `price-tag` (a breaking accessor change) and the `coupon` icon removed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
browser="$(command -v chromium || command -v chromium-browser)"
swift build --product stylebook >/dev/null
stylebook="$(swift build --show-bin-path)/stylebook"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

shot() { # URL WIDTH HEIGHT OUT
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions \
        --force-device-scale-factor=1 --force-color-profile=srgb --window-size="$2,$3" --virtual-time-budget=5000 \
        --user-data-dir="$work/profile" --screenshot="$4" "$1" >/dev/null 2>&1
}

"$stylebook" guide Examples/Kaimono -o "$work/guide" --quiet
shot "file://$work/guide/index.html?theme=light" 1200 1100 docs/guide-kaimono.png
shot "file://$work/guide/symbols/cart.html?theme=light" 1200 1100 docs/guide-symbol.png

mkdir -p "$work/dd"
cp -R Examples/Kaimono "$work/dd/old"
cp -R Examples/Kaimono "$work/dd/new"
rm -rf "$work/dd/old/Generated" "$work/dd/new/Generated"
sed -i 's/#B83A16/#123456/' "$work/dd/new/tokens/"*.json
mv "$work/dd/new/icons/tag.svg" "$work/dd/new/icons/price-tag.svg"
rm "$work/dd/new/icons/coupon.svg"
(cd "$work" && "$stylebook" diff dd/old dd/new -o "$work/diff" --quiet)
shot "file://$work/diff/index.html?theme=light" 1100 1500 docs/diff-kaimono.png
echo "wrote docs/guide-kaimono.png docs/guide-symbol.png docs/diff-kaimono.png"
