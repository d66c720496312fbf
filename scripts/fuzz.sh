#!/usr/bin/env bash
# Builds the libFuzzer targets (Linux, Swift's -sanitize=fuzzer,address) and runs each for a while,
# one after another, seeded from the corpora. Prints executions and crashes per target.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      default: 60 seconds, every target
#   FUZZ_RUNS=1000000 scripts/fuzz.sh 0 FuzzXML    a fixed number of executions (SECONDS 0: no time bound)
#   FUZZ_RUNS=1000000 scripts/fuzz.sh 600          whichever comes first
#
# Targets: FuzzXML FuzzPathData FuzzTransform FuzzCSS FuzzColor FuzzJSON FuzzYAML FuzzResolver
#          FuzzTemplate FuzzSymbol FuzzFont. Crash inputs land in .build/fuzz-findings/TARGET/; reproduce one
# with `.build/fuzz/release/TARGET FILE`. See docs/fuzzing.md.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-60}"
shift || true
all=(FuzzXML FuzzPathData FuzzTransform FuzzCSS FuzzColor FuzzJSON FuzzYAML FuzzResolver FuzzTemplate FuzzSymbol FuzzFont)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
scratch="$root/.build/fuzz"
shared="$root/../shared/corpus/dev"

# Release (-O): several times the executions of a debug build, and Swift keeps its overflow traps
# and preconditions at -O (only -Ounchecked drops them), so every crash a debug build finds is found.
build=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do
    STYLEBOOK_FUZZ=1 swift build "${build[@]}" --product "$target" >/dev/null
done
bin="$(STYLEBOOK_FUZZ=1 swift build "${build[@]}" --show-bin-path)"

# Seeds: copies of the corpus files each target reads (libFuzzer writes new finds into the first folder).
seed() {
    local target="$1" dir="$scratch/corpus/$1"
    mkdir -p "$dir"
    [ -n "$(ls -A "$dir" 2>/dev/null)" ] && return
    local files=()
    case "$target" in
        FuzzXML|FuzzSymbol)
            mapfile -t files < <(find "$root/Examples" "$shared/icons" "$shared/realworld" -name '*.svg' 2>/dev/null | sort | head -400) ;;
        FuzzTemplate)
            mapfile -t files < <(find "$shared/templates" "$shared/realworld/templates" "$root/Examples" -name '*.svg' 2>/dev/null | sort | head -400) ;;
        FuzzJSON|FuzzColor)
            mapfile -t files < <(find "$root/Examples" "$shared/tokens" -name '*.json' ! -name '*.resolver.json' 2>/dev/null | sort | head -300) ;;
        FuzzResolver)
            mapfile -t files < <(find "$root/Examples" "$shared/tokens" -name '*.resolver.json' 2>/dev/null | sort | head -100) ;;
        FuzzYAML)
            mapfile -t files < <(find "$root/Examples" "$shared/tokens" \( -name '*.yml' -o -name '*.yaml' \) 2>/dev/null | sort | head -200) ;;
        FuzzFont)
            # Small fonts of every container written by Fuzz/Seeds/FuzzFont/make-seeds.py (real fonts are far over 64 KiB).
            mapfile -t files < <(find "$root/Fuzz/Seeds/FuzzFont" -type f ! -name '*.py' 2>/dev/null | sort) ;;
    esac
    local n=0
    for f in "${files[@]}"; do
        # Inputs over 64 KiB only slow the fuzzer down; the readers' big-input tests cover size.
        [ "$(stat -c %s "$f")" -gt 65536 ] && continue
        case "$target" in
            # These targets take a selector byte first.
            FuzzSymbol|FuzzJSON) { printf '\001'; cat "$f"; } > "$dir/seed-$n" ;;
            *) cp "$f" "$dir/seed-$n" ;;
        esac
        n=$((n + 1))
    done
    case "$target" in
        FuzzPathData)
            # Path data pulled out of the corpus icons, plus the documented edge cases.
            grep -rhoE ' d="[^"]{1,4000}"' "$root/Examples" "$shared/icons" 2>/dev/null | head -400 | sed -E 's/^ d="(.*)"$/\1/' \
                | while IFS= read -r d; do printf '\003%s' "$d" > "$dir/seed-$n"; n=$((n + 1)); done || true
            printf '\001M2 2 A1e-160 1e-160 0 0 1 20 20' > "$dir/edge-arc"
            printf '\000M-1e308 -1e308 L1e308 0 L0 1e308 Z M2 2 L20 2 L20 20 Z' > "$dir/edge-huge" ;;
        FuzzTransform)
            for t in 'translate(2 0)' 'matrix(1 0 0 1 2 3)' 'rotate(45 12 12) scale(2,-1)' 'skewX(30) skewY(-10)' 'matrix(nan 0 0 inf 0 0)' 'scale(1e300) scale(1e300)'; do
                printf '%s' "$t" > "$dir/seed-$n"; n=$((n + 1)); done ;;
        FuzzCSS)
            grep -rhoE 'style="[^"]{1,2000}"' "$root/Examples" "$shared/icons" 2>/dev/null | head -200 | sed -E 's/^style="(.*)"$/\1/' \
                | while IFS= read -r s; do printf '%s' "$s" > "$dir/seed-$n"; n=$((n + 1)); done || true
            printf '.a{fill:red;stroke:#00f;stroke-width:2} g#g > rect.a:first-child{fill-rule:evenodd}' > "$dir/edge-sheet" ;;
        FuzzColor)
            for c in '#fff' '#ff000080' 'rgb(10%, 20%, 30%)' 'rgba(1,2,3,.5)' 'hsl(120 50% 50% / 0.5)' 'currentColor' 'none' 'color(display-p3 1 0 0)' '"colorSpace": "srgb", "components": [1, 0, 0.5], "alpha": 0.5' 'oklch(0.7 0.1 200)'; do
                printf '%s' "$c" > "$dir/seed-$n"; n=$((n + 1)); done ;;
    esac
}

printf '%-14s %12s %8s %9s\n' target executions crashes seconds
status=0
for target in "${targets[@]}"; do
    seed "$target"
    # Not under the scratch folder: `<scratch>/artifacts` is SwiftPM's binary-artifact folder, which it
    # clears when it resolves the package again (seen here), deleting what an earlier run found.
    artifacts="$root/.build/fuzz-findings/$target"
    mkdir -p "$artifacts"
    log="$scratch/$target.log"
    # SECONDS bounds the time (0: no bound); FUZZ_RUNS the executions; whichever comes first ends the run.
    limit=()
    [ "$seconds" -gt 0 ] && limit+=(-max_total_time="$seconds")
    [ -n "${FUZZ_RUNS:-}" ] && limit+=(-runs="$FUZZ_RUNS")
    # The geometry targets cost more per byte; shorter inputs keep them at thousands of runs a second.
    # Templates are read twice per input (reader and validator); 16 KiB holds a whole 3-variant template
    # of a simple icon (most of the Kaimono masters are 7-12 KiB).
    maxlen=65536
    case "$target" in FuzzPathData|FuzzSymbol) maxlen=8192 ;; FuzzTemplate) maxlen=16384 ;; esac
    start=$(date +%s)
    marker="$scratch/.started-$target"
    touch "$marker"
    # -fork keeps going after a crash so one run reports every distinct crash; rss_limit guards hangs
    # that eat memory; timeout flags an input that runs for more than 10 s as a hang.
    set +e
    ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "${limit[@]}" -max_len="$maxlen" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 "$scratch/corpus/$target" >"$log" 2>&1
    code=$?
    set -e
    elapsed=$(( $(date +%s) - start ))
    execs=$(grep -E '^stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}')
    # Only this run's finds count; older ones stay in the folder until fixed and removed.
    crashes=$(find "$artifacts" -type f -newer "$marker" \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
    printf '%-14s %12s %8s %9s\n' "$target" "${execs:-?}" "$crashes" "$elapsed"
    if [ "$code" -ne 0 ] || [ "$crashes" -ne 0 ]; then status=1; fi
done
exit $status
