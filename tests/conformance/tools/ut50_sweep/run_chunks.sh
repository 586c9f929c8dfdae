#!/bin/bash
# run_chunks.sh SIDE OUTROOT CHUNK...   (SIDE = ms | mg; chunk files list test files, relative to the root /tmp/ut50/root)
# One chunk at a time, value dump into OUTROOT/SIDE, log OUTROOT/log/SIDE_CHUNK.txt; env passes through
# (VDUMP_SEED_K, MSGRAPH_NUMBA, VDUMP_SKIP_DONE).
SIDE=$1; OUT=$2; shift 2
T=${T:-/work/wt-ut50/tests/conformance/tools/vdump48_sweep}
WT=${WT:-/work/wt-ut50}
ROOT=${ROOT:-/tmp/ut50/root}
CH=${CH:-/tmp/ut50/chunks}
TO=${TO:-1200}
export VDUMP_CPU=${VDUMP_CPU:-1} DEVICE_TARGET=CPU
mkdir -p $OUT/log $OUT/$SIDE
DESEL="--deselect tests/ut/python/graph_syntax/control_flow/test_for_stmt.py::test_allreduce_fushio_test"
for c in "$@"; do
  files=$(cat $CH/$c)
  echo "start $c $(date +%T)" >> $OUT/log/progress_$SIDE
  if [ $SIDE = ms ]; then
    (ulimit -v 8000000; cd $ROOT && VDUMP_DIR=$OUT/ms PYTHONPATH=$T timeout $TO env -u PYTHONPATH_X /tmp/ms/bin/python \
      -m pytest -p vdump $files -q -p no:cacheprovider -p no:randomly --continue-on-collection-errors $DESEL > $OUT/log/ms_$c.txt 2>&1)
  else
    (cd $ROOT && VDUMP_DIR=$OUT/mg PYTHONPATH=$WT:$T MSGRAPH_NUMBA=${MSGRAPH_NUMBA:-0} timeout $TO python -m pytest \
      -p msgraph.testing.mindspore_alias -p vdump $files -q -p no:cacheprovider -p no:randomly --continue-on-collection-errors $DESEL > $OUT/log/mg_$c.txt 2>&1)
  fi
  echo "end $c rc=$? $(date +%T)" >> $OUT/log/progress_$SIDE
done
