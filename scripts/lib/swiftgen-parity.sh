# Shared by scripts/swiftgen-parity.sh (xcassets) and scripts/swiftgen-fonts-parity.sh (fonts):
# the binary under test, one case's comparison with SwiftGen's expected file, and the summary.
# Source it after `set -euo pipefail`; it sets $bin and $work (removed on exit).

# The stylebook to check: $STYLEBOOK, else the debug build of the package at $1.
parity_setup() {
    if [[ -n "${STYLEBOOK:-}" ]]; then
        bin="$STYLEBOOK"
    else
        swift build --product stylebook --package-path "$1" >/dev/null
        bin="$(swift build --show-bin-path --package-path "$1")/stylebook"
    fi
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    checked=0; failed=0
}

# parity_case NAME EXPECTED [DIR] -- COMMAND...: runs the command (in DIR when given), which writes
# $work/NAME, and compares that file with EXPECTED byte for byte. Prints one line; counts the case.
parity_case() {
    local name="$1" expected="$2" dir="."
    shift 2
    if [[ "$1" != "--" ]]; then dir="$1"; shift; fi
    shift
    if [[ ! -f "$expected" ]]; then echo "skipped    $name (no expected file)"; return; fi
    checked=$((checked + 1))
    if ! (cd "$dir" && "$@") >"$work/log" 2>&1; then
        echo "FAILED     $name (stylebook exited non-zero)"; grep -v ': note: ' "$work/log" | head -5 || true
        failed=$((failed + 1)); return
    fi
    if cmp -s "$work/$name" "$expected"; then
        echo "identical  $name ($(wc -c < "$expected" | tr -d ' ') bytes)"
    else
        failed=$((failed + 1))
        echo "DIFFERENT  $name: $(cmp "$work/$name" "$expected" 2>&1 | head -1)"
        diff "$work/$name" "$expected" | head -10 | sed 's/^/    /' || true  # diff exits 1 on a difference; the run goes on
    fi
}

# The last line, and the exit status: 1 if any case differed or failed.
parity_summary() {
    echo "$((checked - failed)) of $checked case(s) byte-identical"
    [[ $failed -eq 0 ]]
}
