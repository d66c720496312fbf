#!/bin/sh
# Rewrites Sources/SwiftOutput/RuntimeFile+Embedded.swift from the runtime files in
# Sources/SwiftOutput/Runtime (docs/architecture.md). Run it after editing a runtime file;
# RuntimeFileTests fails while the two differ.
set -eu
cd "$(dirname "$0")/.."
swift build --product EmbedRuntime -j 1 >/dev/null
"$(swift build --show-bin-path)/EmbedRuntime" Sources/SwiftOutput/RuntimeFile+Embedded.swift Sources/SwiftOutput/Runtime/*.swift
