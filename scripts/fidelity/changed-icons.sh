#!/usr/bin/env bash
# Lists the icons whose template differs between two stylebook binaries, byte for byte.
#
#   scripts/fidelity/changed-icons.sh OLD_STYLEBOOK NEW_STYLEBOOK [CORPUS] [VARIANTS] > changed.txt
#
# VARIANTS is the --variants value (default: "regular masters", both passed in turn). Prints one
# line per icon and variant that differs ("SET/NAME.svg VARIANTS"), then a summary on stderr.
# Conversion is deterministic, so an icon whose template is identical has exactly the fidelity it
# had when measured with OLD; only the listed icons need the checker again (scripts/fidelity.sh
# with a corpus of just those icons). Used to show that a change keeps docs/fidelity.md true
# without re-running the 40-minute four-pass measurement.
set -euo pipefail
old="$1"
new="$2"
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus="$(cd "${3:-$root/../shared/corpus/dev/icons}" && pwd)"
read -r -a variants <<<"${4:-regular masters}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

total=0
changed=0
failed=0
while IFS= read -r icon; do
    relative="${icon#"$corpus"/}"
    for variant in "${variants[@]}"; do
        total=$((total + 1))
        "$old" symbol "$icon" -o "$scratch/old.svg" --variants "$variant" >/dev/null 2>&1 || rm -f "$scratch/old.svg"
        "$new" symbol "$icon" -o "$scratch/new.svg" --variants "$variant" >/dev/null 2>&1 || rm -f "$scratch/new.svg"
        if [[ ! -f "$scratch/new.svg" ]]; then
            failed=$((failed + 1))
            echo "$relative $variant (new build failed)"
        elif [[ ! -f "$scratch/old.svg" ]] || ! cmp -s "$scratch/old.svg" "$scratch/new.svg"; then
            changed=$((changed + 1))
            echo "$relative $variant"
        fi
        rm -f "$scratch/old.svg" "$scratch/new.svg"
    done
done < <(find "$corpus" -name '*.svg' | sort)
echo "$total conversions compared: $changed differ, $failed failed with the new build" >&2
