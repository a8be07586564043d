#!/usr/bin/env bash
# Leak check: a headless replay of a drag, drawing every frame, under valgrind memcheck.
# Fails (exit 1) on any definite leak.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
command -v valgrind >/dev/null || { apt-get install -y -qq valgrind >/dev/null; }
swift build --product sheet-demo >/dev/null
bin="$(swift build --show-bin-path)/sheet-demo"
valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 --show-leak-kinds=definite \
  --suppressions=scripts/dev/valgrind.supp \
  "$bin" --headless --script Assets/scripts/drag-to-large.json --size 640x400 --render 2>&1 | tail -25
