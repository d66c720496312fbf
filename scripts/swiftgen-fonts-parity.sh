#!/usr/bin/env bash
# Checks `stylebook fonts --template` against SwiftGen's own fonts expectations, byte for byte.
#
#   scripts/swiftgen-fonts-parity.sh UPSTREAM_DIR [FONTS_DIR]
#
# UPSTREAM_DIR holds files you fetch from SwiftGen yourself (none of them ship with Stylebook):
#   swift5.stencil, swift4.stencil
#                         Sources/SwiftGenCLI/templates/fonts/ (each optional; at least one)
#   swift5/, swift4/      Sources/TestUtils/Fixtures/Generated/Fonts/swift5/ and swift4/: the
#                         expected defaults*.swift files of that same SwiftGen version (each file
#                         optional); for swift5 they may also lie directly in UPSTREAM_DIR
#   defaults.yaml         Sources/TestUtils/Fixtures/StencilContexts/Fonts/defaults.yaml: SwiftGen's
#                         fonts context (needed without FONTS_DIR)
# SwiftGen's fixture fonts are Apple's (SF, Avenir, Zapf Dingbats) and may not be copied, so by
# default the fonts are stand-ins written by scripts/swiftgen-fonts-standins.py from defaults.yaml:
# small valid fonts with the file names, PostScript names, families and styles SwiftGen's context
# lists (Avenir.ttc a 12-member collection). FONTS_DIR, a folder named Fonts, uses real fonts instead
# (SwiftGen's Sources/TestUtils/Fixtures/Resources/Fonts, where you have them).
# Cases: `context` dumps Stylebook's fonts context in SwiftGen's YAML layout
# (scripts/swiftgen-fonts-context.stencil) and compares it with defaults.yaml; then, for each
# template, the six parameter sets of SwiftGen's template tests (defaults, custom bundle, custom
# name, lookup function, preserve path, public access), each rendered over the folder and compared
# with its expected file. SwiftGen's `empty` case (no fonts) is an error in Stylebook and is not
# run. Prints one line per case; exits 1 if any case differs. STYLEBOOK=path/to/stylebook checks
# that binary instead of building the debug one. See docs/fonts.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[[ $# -ge 1 ]] || { echo "usage: $0 UPSTREAM_DIR [FONTS_DIR]" >&2; exit 2; }
upstream="$(cd "$1" && pwd)"
templates=()
for version in swift4 swift5; do
    if [[ -f "$upstream/$version.stencil" ]]; then templates+=("$version"); fi
done
[[ ${#templates[@]} -gt 0 ]] || { echo "$upstream: error: no swift4.stencil or swift5.stencil (SwiftGen's fonts templates) in it" >&2; exit 2; }
source "$root/scripts/lib/swiftgen-parity.sh"
parity_setup "$root"
if [[ $# -ge 2 ]]; then
    fonts="$(cd "$2" && pwd)"
else
    [[ -f "$upstream/defaults.yaml" ]] || { echo "$upstream: error: no defaults.yaml (SwiftGen's fonts context) to write stand-in fonts from; fetch it or give FONTS_DIR" >&2; exit 2; }
    fonts="$work/Fonts"
    echo "stand-ins  $(python3 "$root/scripts/swiftgen-fonts-standins.py" "$upstream/defaults.yaml" "$fonts")"
fi

# Run from the fonts folder's parent with its name, so paths come out as SwiftGen writes them.
render() { "$bin" fonts "$(basename "$fonts")" "$@"; }
# SwiftGen's context dump lists families by name without case (`public` before `Zapf Dingbats`),
# while its templates see them in code-point order, as Stylebook gives them (SwiftGen's expected
# defaults.swift has ZapfDingbats before Public): both sides of the context case are put in the
# dump's order; everything else is compared as it is.
sort_families() {
    python3 -c '
import sys
text = open(sys.argv[1], encoding="utf-8").read()
head, _, rest = text.partition("- fonts:")
blocks = ["- fonts:" + b for b in rest.split("\n- fonts:")] if rest else []
blocks = [b if b.endswith("\n") else b + "\n" for b in blocks]
name = lambda b: [l for l in b.splitlines() if l.startswith("  name:")][-1].lower()
open(sys.argv[2], "w", encoding="utf-8").write(head + "".join(sorted(blocks, key=name)))
' "$1" "$2"
}
context() {
    render --template "$root/scripts/swiftgen-fonts-context.stencil" --swift "$work/context-raw.yaml"
    sort_families "$work/context-raw.yaml" "$work/context.yaml"
}
if [[ -f "$upstream/defaults.yaml" ]]; then sort_families "$upstream/defaults.yaml" "$work/defaults.yaml"; fi
parity_case "context.yaml" "$work/defaults.yaml" "$fonts/.." -- context

# expected file | params (as in SwiftGen's FontsTests variations)
cases=(
    "defaults.swift|"
    "defaults-customBundle.swift|bundle=ResourcesBundle.bundle"
    "defaults-customName.swift|enumName=CustomFamily"
    "defaults-lookupFunction.swift|lookupFunction=myFontFinder(name:family:path:)"
    "defaults-preservePath.swift|preservePath"
    "defaults-publicAccess.swift|publicAccess"
)
for version in "${templates[@]}"; do
    expected="$upstream/$version"
    if [[ ! -d "$expected" && "$version" == swift5 ]]; then expected="$upstream"; fi
    mkdir -p "$work/$version"
    for entry in "${cases[@]}"; do
        IFS='|' read -r name params <<< "$entry"
        args=()
        for param in $params; do args+=(--param "$param"); done
        parity_case "$version/$name" "$expected/$name" "$fonts/.." -- \
            render ${args[@]+"${args[@]}"} --template "$upstream/$version.stencil" --swift "$work/$version/$name"
    done
done
parity_summary
