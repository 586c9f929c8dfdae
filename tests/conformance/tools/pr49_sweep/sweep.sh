#!/bin/bash
# sweep.sh ms|mg OUTROOT CHUNKFILE...   (cwd: MindSpore's test tree, e.g. /tmp/mst2)
# One pytest process per chunk (a file listing test files), pdump recording into OUTROOT/<side>/<chunk>/.
# Watchdog: a test running longer than TEST_LIMIT seconds (default 300) is killed with its process and the chunk
# is resumed without it (PDUMP_SKIP_DONE=1 deselects tests recorded or started).
side=$1; root=$2; shift 2
T=$(cd "$(dirname "$0")" && pwd)
MG=${MG_TREE:-$(cd "$T/../../../.." && pwd)}
LIMIT=${TEST_LIMIT:-300}
run_once() {
  local chunk=$1 out=$2
  if [ "$side" = ms ]; then
    (ulimit -v 8000000; PDUMP_DIR=$out PDUMP_SKIP_DONE=1 exec env -u PYTHONPATH PYTHONPATH=$T:. \
      /tmp/ms/bin/python -m pytest -p pdump -p no:cacheprovider -q --continue-on-collection-errors $(cat "$chunk") \
      >> "$out.log" 2>&1) &
  else
    (PDUMP_DIR=$out PDUMP_SKIP_DONE=1 PYTHONPATH=$MG:$T:. MSGRAPH_NUMBA=0 exec python -m pytest \
      -p msgraph.testing.mindspore_alias -p pdump -p no:cacheprovider -q --continue-on-collection-errors \
      $(cat "$chunk") >> "$out.log" 2>&1) &
  fi
  local pid=$!
  while kill -0 $pid 2>/dev/null; do
    sleep 10
    local stuck
    stuck=$(find "$out" -name '*.started' -mmin +$((LIMIT / 60)) 2>/dev/null | while read -r f; do
      [ -f "${f%.started}" ] || [ -f "${f%.started}.killed" ] || echo "$f"; done | head -1)
    if [ -n "$stuck" ]; then
      echo "$(date +%T) $side killed at $(basename "$stuck")" >> "$root/$side.progress"
      kill $pid; sleep 5; kill -9 $pid 2>/dev/null
      touch "${stuck%.started}.killed"
      return 1
    fi
  done
  wait $pid
  return 0
}
for chunk in "$@"; do
  name=$(basename "$chunk"); out=$root/$side/$name; mkdir -p "$out"
  for try in 1 2 3 4 5 6; do
    run_once "$chunk" "$out" && break
  done
  echo "$(date +%T) $side $name $(tail -1 "$out.log")" >> "$root/$side.progress"
done
