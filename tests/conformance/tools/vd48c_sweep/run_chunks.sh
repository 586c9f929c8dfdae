#!/bin/bash
# Run chunks of MindSpore st files with the vdump plugin on one side.
#   run_chunks.sh ms|mg OUTDIR CHUNKFILE...   (each CHUNKFILE lists test files relative to the mindspore_test root)
# Env: MST (default /tmp/mst2), WT (msgraph tree, default /work/wt-vd48c), TMO (seconds per chunk, default 1200),
#      NUMBA (msgraph side MSGRAPH_NUMBA, default 0), VDUMP_SEED_OFFSET passes through to vdump.py.
side=$1; out=$2; shift 2
MST=${MST:-/tmp/mst2}; WT=${WT:-/work/wt-vd48c}; TMO=${TMO:-1200}; NUMBA=${NUMBA:-0}
T=$WT/tests/conformance/tools/vdump48_sweep
mkdir -p "$out/logs"
for c in "$@"; do
  name=$(basename "$c")
  if [ "$side" = ms ]; then
    (ulimit -v 8000000; cd "$MST" && VDUMP_DIR=$out/dump PYTHONPATH=$T timeout $TMO \
      /tmp/ms/bin/python -m pytest -p vdump $(cat "$c") -q -p no:cacheprovider --continue-on-collection-errors) > "$out/logs/$name.log" 2>&1
  else
    (cd "$MST" && VDUMP_DIR=$out/dump PYTHONPATH=$WT:$T MSGRAPH_NUMBA=$NUMBA timeout $TMO \
      python -m pytest -p msgraph.testing.mindspore_alias -p vdump $(cat "$c") -q -p no:cacheprovider --continue-on-collection-errors) \
      > "$out/logs/$name.log" 2>&1
  fi
  echo "$name rc=$? $(date +%T) $(tail -1 "$out/logs/$name.log")" >> "$out/progress"
done
