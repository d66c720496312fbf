#!/usr/bin/env bash
# Checks `stylebook assets --template` against SwiftGen's own xcassets expectations, byte for byte.
#
#   scripts/swiftgen-parity.sh UPSTREAM_DIR [CATALOG_DIR]
#
# UPSTREAM_DIR holds files you fetch from SwiftGen yourself (none of them ship with Stylebook):
#   swift5.stencil                      Sources/SwiftGenCLI/templates/xcassets/swift5.stencil
#   all.swift, all-*.swift, food.swift  Sources/TestUtils/Fixtures/Generated/XCAssets/swift5/, generated
#                                       by that same template version (each file is optional)
# CATALOG_DIR holds SwiftGen's fixture catalogs (Files, Food, Other, Styles, Symbols, Targets .xcassets;
# default: the copy in ../shared/corpus). Each case below renders the template over the catalogs
# SwiftGen's template tests use, with the same --param values, and compares the result with the
# expected file. SwiftGen's `empty` case (a context with no catalogs at all) has no command-line
# equivalent in either tool and is not run. Prints one line per case; exits 1 if any case differs.
# STYLEBOOK=path/to/stylebook checks that binary instead of building the debug one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[[ $# -ge 1 ]] || { echo "usage: $0 UPSTREAM_DIR [CATALOG_DIR]" >&2; exit 2; }
upstream="$(cd "$1" && pwd)"
catalogs="$(cd "${2:-$root/../shared/corpus/dev/realworld/catalogs/swiftgen/Sources/TestUtils/Fixtures/Resources/XCAssets}" && pwd)"
template="$upstream/swift5.stencil"
[[ -f "$template" ]] || { echo "$template: error: no swift5.stencil in $upstream" >&2; exit 2; }
source "$root/scripts/lib/swiftgen-parity.sh"
parity_setup "$root"

all=(Files Food Other Styles Symbols Targets)
# expected file | catalogs | params (as in SwiftGen's XCAssetsTests variations)
cases=(
    "all.swift|${all[*]}|"
    "all-allValues.swift|${all[*]}|allValues"
    "all-customBundle.swift|${all[*]}|bundle=ResourcesBundle.bundle"
    "all-customName.swift|${all[*]}|enumName=XCTAssets arResourceGroupTypeName=XCTARResourceGroup colorTypeName=XCTColorAsset dataTypeName=XCTDataAsset imageTypeName=XCTImageAsset symbolTypeName=XCTSymbolAsset colorAliasName=XCTColor imageAliasName=XCTImage"
    "all-forceFileNameEnum.swift|${all[*]}|forceFileNameEnum"
    "all-forceNamespaces.swift|${all[*]}|forceProvidesNamespaces"
    "all-publicAccess.swift|${all[*]}|publicAccess"
    "food.swift|Food|"
)

for entry in "${cases[@]}"; do
    IFS='|' read -r name names params <<< "$entry"
    args=()
    for catalog in $names; do args+=("$catalogs/$catalog.xcassets"); done
    for param in $params; do args+=(--param "$param"); done
    parity_case "$name" "$upstream/$name" -- "$bin" assets "${args[@]}" --template "$template" --swift "$work/$name"
done
parity_summary
