#!/usr/bin/env bash
# Every test of the repository: the Stylebook package, then the example app that uses its output.
# This is the README's test command; .ci/run calls exactly it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The style guide tests render pages in headless Chromium (Debian's `chromium`). Install it when
# it is missing and this machine can (as root, with apt-get); otherwise those tests skip and say
# why. STYLEBOOK_NO_INSTALL=1 never installs anything.
if [ "${STYLEBOOK_NO_INSTALL:-0}" = "1" ]; then
    command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
        || echo "note: STYLEBOOK_NO_INSTALL=1 and no chromium; the browser tests will be skipped" >&2
elif ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
            || echo "note: could not install chromium; the browser tests will be skipped" >&2
    else
        echo "note: chromium is not installed; the browser tests will be skipped" >&2
    fi
fi

# The font reader's tests compare open-licence fonts from Debian packages with fontconfig's
# fc-query (and WOFF2 needs libbrotli1). Install the missing ones when this machine can;
# otherwise those tests skip and say why (under CI=true they fail).
if [ "${STYLEBOOK_NO_INSTALL:-0}" != "1" ] && command -v dpkg >/dev/null 2>&1; then
    font_packages=(fontconfig libbrotli1 fonts-liberation fonts-inter fonts-inter-variable fonts-noto-cjk fonts-font-awesome)
    missing_fonts=()
    for package in "${font_packages[@]}"; do dpkg -s "$package" >/dev/null 2>&1 || missing_fonts+=("$package"); done
    if [ ${#missing_fonts[@]} -gt 0 ]; then
        if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
            (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_fonts[@]}" >/dev/null) \
                || echo "note: could not install ${missing_fonts[*]}; the font tests will be skipped" >&2
        else
            echo "note: ${missing_fonts[*]} not installed; the font tests will be skipped" >&2
        fi
    fi
fi

swift test
(cd Examples/KaimonoApp && swift test)
