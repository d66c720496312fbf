#!/usr/bin/env bash
# Converter wrapper for run_corpus.py when the corpus it walks is a stroke-scaled reference copy:
# converts the ORIGINAL icon at the same relative path, so the template is measured against the
# reference render.   convert_original.sh STYLEBOOK SCALED_ROOT ORIGINAL_ROOT IN OUT [options…]
set -euo pipefail
bin="$1" scaled="$2" original="$3" in="$4" out="$5"
shift 5
exec "$bin" symbol "$original/${in#"$scaled"/}" -o "$out" "$@"
