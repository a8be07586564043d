#!/usr/bin/env bash
# Builds hitbench in release and runs the full hit-test benchmark: the tables on stdout, the
# plot in docs/hitbench.png. Extra arguments go to hitbench (for example --seed 7 or --json).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

scripts/setup.sh >&2

swift build -c release --product hitbench >&2  # stdout is for the results (--json)
mkdir -p docs
exec .build/release/hitbench --plot docs/hitbench.png "$@"
