#!/usr/bin/env bash
# Every test of the repository: the Stylebook package, then the example app that uses its output.
# This is the README's test command; .ci/run calls exactly it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
(cd Examples/KaimonoApp && swift test)
