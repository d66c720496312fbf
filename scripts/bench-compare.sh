#!/usr/bin/env bash
# Before/after benchmark in one run (issue 18): builds two revisions of Stylebook in release, runs
# every `stylebook-bench` subcommand both builds have, alternating between them, and prints one
# table (figure, before, after, after/before). Then generates the Kaimono example with both builds'
# `stylebook` and compares the outputs byte for byte.
#
#   scripts/bench-compare.sh BEFORE AFTER        e.g. scripts/bench-compare.sh 361dd90 main
#
# Settings (environment):
#   BENCH_COMPARE_DIR   where the worktrees, scratch folders and raw outputs live
#                       (default ${TMPDIR:-/tmp}/stylebook-bench-compare); worktrees and builds are
#                       reused when present, so a second run only measures
#   BENCH_ROUNDS        how many times each subcommand runs per build (default 2; the order
#                       before/after swaps every round); the table shows the median of the rounds
#   BENCH_RUNS          --runs passed to the subcommands that take it (default 3)
#   BENCH_ONLY          space-separated subset of subcommands (default: all that both builds have)
#   BENCH_CORPUS        icon corpus (default ../shared/corpus/dev/icons beside this repository)
#   BENCH_JOBS          swift build -j (default 1)
#   BENCH_REPORT_ONLY=1 print the table again from the raw outputs of the last run, measure nothing
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
[ $# -eq 2 ] || { echo "usage: $0 BEFORE AFTER   (two git revisions)" >&2; exit 2; }
work="${BENCH_COMPARE_DIR:-${TMPDIR:-/tmp}/stylebook-bench-compare}"
rounds="${BENCH_ROUNDS:-2}"
runs="${BENCH_RUNS:-3}"
corpus="${BENCH_CORPUS:-$repo/../shared/corpus/dev/icons}"
jobs="${BENCH_JOBS:-1}"
mkdir -p "$work/raw"
log() { echo "bench-compare: $*" >&2; }

rev() { git -C "$repo" rev-parse --verify --quiet "$1^{commit}" || { echo "error: unknown revision '$1'" >&2; exit 2; }; }
before_rev="$(rev "$1")"
after_rev="$(rev "$2")"

# One detached worktree per revision, built in release; kept for the next run.
prepare() {
    local commit="$1" tree="$work/src-${1:0:12}"
    if [ ! -d "$tree" ]; then
        log "worktree for ${commit:0:12} in $tree"
        git -C "$repo" worktree add --detach "$tree" "$commit" >&2
    fi
    if [ "${BENCH_REPORT_ONLY:-0}" != "1" ]; then
        log "building ${commit:0:12} (release; a no-op when already built)"
        (cd "$tree" && swift build -c release -j "$jobs" --product stylebook-bench >&2 \
            && swift build -c release -j "$jobs" --product stylebook >&2)
    fi
    echo "$tree"
}
before_tree="$(prepare "$before_rev")"
after_tree="$(prepare "$after_rev")"

# Subcommands named in both builds' usage line, in the order of the AFTER build, without `all`
# (it repeats the others). `symbols` is measured with regular variants, as the issue asks.
subcommands() { "$1/.build/release/stylebook-bench" --help | sed -n 's/^usage: stylebook-bench \[\([^]]*\)\].*/\1/p' | tr '|' '\n'; }
if [ -n "${BENCH_ONLY:-}" ]; then
    common="$BENCH_ONLY"
else
    common="$(comm -12 <(subcommands "$before_tree" | sort) <(subcommands "$after_tree" | sort) | grep -vx all || true)"
    ordered=""
    for name in $(subcommands "$after_tree"); do
        grep -qx "$name" <<<"$common" && ordered="$ordered $name"
    done
    common="$ordered"
fi

arguments() {
    case "$1" in
        symbols) echo "symbols --variants regular --corpus $corpus" ;;
        tokens|catalogs|token-scale) echo "$1 --runs $runs" ;;
        *) echo "$1 --corpus $corpus --runs $runs" ;;
    esac
}

measure() {
    local side="$1" tree="$2" name="$3" round="$4"
    local scratch="$work/scratch-$side"
    rm -rf "$scratch"
    # shellcheck disable=SC2046 # the arguments are words on purpose
    (cd "$tree" && "$tree/.build/release/stylebook-bench" $(arguments "$name") --scratch "$scratch") \
        >"$work/raw/$name.$side.$round.txt" 2>&1 || echo "exit $?" >>"$work/raw/$name.$side.$round.txt"
    rm -rf "$scratch"
}

# The table: every figure with a unit (s, ms, µs, MiB, %) on the summary lines of each subcommand
# (per-run lines, load averages and stated targets left out), under the section line it appears in
# ("== …"), named by the words before it; before and after are medians over the rounds.
print_table() {
    local raw="$1"; shift
    printf '%-62s %11s %11s %7s\n' "figure" "before" "after" "ratio"
    for name in "$@"; do
        for side in before after; do
            for file in "$raw/$name.$side".*.txt; do
                [ -f "$file" ] && figures "$name" <"$file" | sed "s/^/$side	/"
            done
        done | awk -F'\t' '
            { key = $2 "\t" $3; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
              values[$1, key] = values[$1, key] " " $4 }
            function median(list,   parts, count, i, j, t) {
                count = split(list, parts, " ")
                for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++)
                    if (parts[j] + 0 < parts[i] + 0) { t = parts[i]; parts[i] = parts[j]; parts[j] = t }
                if (count == 0) return ""
                return count % 2 ? parts[(count + 1) / 2] : (parts[count / 2] + parts[count / 2 + 1]) / 2
            }
            END {
                for (i = 1; i <= n; i++) {
                    split(order[i], part, "\t")
                    if (part[1] != section) { section = part[1]; printf "== %s\n", section }
                    b = median(values["before", order[i]]); a = median(values["after", order[i]])
                    ratio = (b != "" && a != "" && b + 0 != 0) ? sprintf("%.2f", a / b) : "—"
                    printf "   %-59s %11s %11s %7s\n", substr(part[2], 1, 59), (b == "" ? "—" : b), (a == "" ? "—" : a), ratio
                }
            }'
    done
}

# Figures of one output: "section<TAB>label (unit word)<TAB>value" for each number with a unit;
# `word` is what follows the unit ("wall", "CPU"). The label is the last clause before the number
# that has words, numbers masked as #; a repeated label in a section gets a count.
figures() {
    awk -v bench="$1" '
        BEGIN { section = bench }
        /^== / { section = substr($0, 4); next }
        /^(run [0-9]|load average|stylebook-bench |warning:|Each cell|seconds:)/ { next }
        {
            line = $0; label = ""
            while (match(line, /[0-9][0-9,]*(\.[0-9]+)? ?(s|ms|µs|MiB|KiB|GiB|%)([^A-Za-z0-9]|$)/)) {
                segment = substr(line, 1, RSTART - 1); token = substr(line, RSTART, RLENGTH)
                if (token ~ /[^A-Za-z%µ]$/) { token = substr(token, 1, length(token) - 1); line = substr(line, RSTART + RLENGTH - 1) }
                else line = substr(line, RSTART + RLENGTH)
                if (segment ~ /(≤|<|>|target) *$/) continue
                pieces = split(segment, clause, /[;,(]/)
                for (i = pieces; i >= 1; i--) if (clause[i] ~ /[A-Za-z]/) {
                    label = clause[i]; gsub(/[0-9][0-9.,]*/, "#", label); gsub(/^[ :)\/]+|[ :\/]+$/, "", label); gsub(/  +/, " ", label)
                    break
                }
                unit = token; sub(/^[0-9,.]+ ?/, "", unit)
                value = token; sub(/ ?[^0-9,.].*$/, "", value); gsub(/,/, "", value)
                word = ""
                if (match(line, /^[ ]*[A-Za-z]+/)) { word = substr(line, RSTART, RLENGTH); sub(/^ +/, " ", word); line = substr(line, RSTART + RLENGTH) }
                key = label " (" unit word ")"
                if (++occurrences[section, key] > 1) key = key " #" occurrences[section, key]
                printf "%s\t%s\t%s\n", section, key, value
            }
        }'
}

if [ "${BENCH_REPORT_ONLY:-0}" != "1" ]; then
    rm -f "$work"/raw/*.txt
    uptime >"$work/raw/load-start"
    for round in $(seq 1 "$rounds"); do
        for name in $common; do
            if [ $((round % 2)) -eq 1 ]; then order="before after"; else order="after before"; fi
            for side in $order; do
                log "round $round: $name ($side)"
                if [ "$side" = before ]; then measure before "$before_tree" "$name" "$round"
                else measure after "$after_tree" "$name" "$round"; fi
            done
        done
    done
    uptime >"$work/raw/load-end"
fi

print_table "$work/raw" $common

# Golden output: each revision's Kaimono example (its inputs, without Generated/ and the cache),
# generated by both builds' `stylebook build`, compared byte for byte.
generate() {
    local input_tree="$1" build_tree="$2" out="$3"
    rm -rf "$out" && mkdir -p "$out"
    (cd "$input_tree/Examples/Kaimono" && tar --exclude=./Generated --exclude=./.build -cf - .) | (cd "$out" && tar -xf -)
    (cd "$out" && "$build_tree/.build/release/stylebook" build . >"$out.log" 2>&1) || echo "exit $?, see $out.log"
}
echo
for input in before after; do
    if [ "$input" = before ]; then input_tree="$before_tree"; else input_tree="$after_tree"; fi
    by_before="$work/kaimono-$input-input-by-before"; by_after="$work/kaimono-$input-input-by-after"
    failed_before="$(generate "$input_tree" "$before_tree" "$by_before")"
    failed_after="$(generate "$input_tree" "$after_tree" "$by_after")"
    label="Kaimono example of the $input revision (${input_tree##*/src-}), built by both"
    if [ -n "$failed_before$failed_after" ]; then
        echo "$label: before build ${failed_before:-ok}; after build ${failed_after:-ok}"
    elif diff -rq --exclude=.build "$by_before/Generated" "$by_after/Generated" >"$work/raw/kaimono-$input.diff"; then
        echo "$label: byte-identical ($(find "$by_after/Generated" -type f | wc -l) files)"
    else
        echo "$label: $(wc -l <"$work/raw/kaimono-$input.diff") files differ ($work/raw/kaimono-$input.diff):"
        sed -e "s|$work/kaimono-$input-input-by-||g" -e 's/^/    /' "$work/raw/kaimono-$input.diff" | head -30
    fi
    # Each build on its own revision's input must reproduce that revision's committed golden output.
    own="$by_after"; [ "$input" = before ] && own="$by_before"
    if [ -d "$own/Generated" ] && diff -rq "$own/Generated" "$input_tree/Examples/Kaimono/Generated" >/dev/null; then
        echo "  the $input build reproduces the $input revision's committed Examples/Kaimono/Generated byte for byte"
    else
        echo "  the $input build does NOT reproduce the $input revision's committed Examples/Kaimono/Generated"
    fi
done
echo "load average: $(sed 's/.*load average: //' "$work/raw/load-start" 2>/dev/null) at the start, $(sed 's/.*load average: //' "$work/raw/load-end" 2>/dev/null) at the end"
