#!/bin/bash
# usage: run_side.sh ms|mg chunkfile...   (extra env passed through, e.g. VDUMP_SEED_K)
side=$1; shift
T=${T:-/work/wt-vd49p/tests/conformance/tools/vdump48_sweep}
OUT=${OUTDIR:-/tmp/vd49p/$side}   # MindSpore: ms, msgraph: mg
LOG=${LOGDIR:-/tmp/vd49p/log}
mkdir -p $OUT $LOG
for c in $(readlink -f "$@"); do
  n=$(basename $c)
  [ -e $LOG/$side.$n.done ] && continue
  files=$(cat $(readlink -f $c) | tr '\n' ' ')
  cd /tmp/mst2
  if [ $side = ms ]; then
    (ulimit -v 8000000; DEVICE_TARGET=CPU VDUMP_CPU=1 VDUMP_DIR=$OUT PYTHONPATH=$T timeout ${TMO:-1200} /tmp/ms/bin/python -m pytest -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > $LOG/$side.$n.log 2>&1)
  else
    DEVICE_TARGET=CPU VDUMP_CPU=1 VDUMP_DIR=$OUT PYTHONPATH=/work/wt-vd49p:$T MSGRAPH_NUMBA=${NUMBA:-0} MSGRAPH_SYNC_COMPILE=${NUMBA:-0} MSGRAPH_TIER_US=${TIER:-} timeout ${TMO:-1200} python -m pytest -p msgraph.testing.mindspore_alias -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > $LOG/$side.$n.log 2>&1
  fi
  echo "rc=$?" >> $LOG/$side.$n.log
  touch $LOG/$side.$n.done
done
