#!/bin/bash
# usage: run_side.sh ms|mg chunkfile...   (one pytest process per chunk; extra env passed through, e.g. VDUMP_SEED_K)
# OUTDIR / LOGDIR override the record / log folders; NUMBA=1 TIER=0 for msgraph's Numba kernels; TMO the timeout.
side=$1; shift
T=${T:-/work/wt-vd50s/tests/conformance/tools/vdump48_sweep}
OUT=${OUTDIR:-/tmp/vd50s/$side}
LOG=${LOGDIR:-/tmp/vd50s/log}
mkdir -p $OUT $LOG
for c in $(readlink -f "$@"); do
  n=$(basename $c)
  [ -e $LOG/$side.$n.done ] && continue
  files=$(cat $c | tr '\n' ' ')
  # an empty list (a missing chunk file) would make pytest collect MindSpore's whole test tree
  [ -n "$files" ] || { echo "SKIP $side $n: no files" >> $LOG/progress.log; continue; }
  cd /tmp/mst2
  echo "START $side $n $(date +%T)" >> $LOG/progress.log
  if [ $side = ms ]; then
    (ulimit -v 8000000; DEVICE_TARGET=CPU VDUMP_CPU=1 VDUMP_SKIP_DONE=1 VDUMP_DIR=$OUT PYTHONPATH=$T timeout ${TMO:-1200} /tmp/ms/bin/python -m pytest -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > $LOG/$side.$n.log 2>&1)
  else
    DEVICE_TARGET=CPU VDUMP_CPU=1 VDUMP_SKIP_DONE=1 VDUMP_DIR=$OUT PYTHONPATH=/work/wt-vd50s:$T MSGRAPH_NUMBA=${NUMBA:-0} MSGRAPH_SYNC_COMPILE=${NUMBA:-0} MSGRAPH_TIER_US=${TIER:-} timeout ${TMO:-1200} python -m pytest -p msgraph.testing.mindspore_alias -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > $LOG/$side.$n.log 2>&1
  fi
  rc=$?
  echo "rc=$rc" >> $LOG/$side.$n.log
  echo "END $side $n rc=$rc $(date +%T) $(tail -2 $LOG/$side.$n.log | head -1)" >> $LOG/progress.log
  touch $LOG/$side.$n.done
done
