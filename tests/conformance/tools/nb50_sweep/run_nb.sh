#!/bin/bash
# usage: run_nb.sh OUTDIR ROOT CHUNKFILE...   msgraph with every fused group on a Numba kernel, compiled before the
# first call (MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0), vdump plugin, one pytest per chunk file
# (a list of test paths relative to ROOT, e.g. /tmp/mst2 or /tmp/mstg); a chunk that records nothing for
# ${STALL:-300}s is killed and rerun skipping the recorded / started tests.
out=$1; root=$2; shift 2
WT=${WT:-/work/wt-nb50}
T=$WT/tests/conformance/tools/vdump48_sweep
mkdir -p $out/dump $out/logs
for chunk in "$@"; do
  chunk=$(readlink -f $chunk); name=$(basename $chunk)
  skip=0
  for attempt in 1 2 3 4; do
    (cd $root && VDUMP_SKIP_DONE=$skip VDUMP_DIR=$out/dump PYTHONPATH=$WT:$T MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 \
       MSGRAPH_TIER_US=0 exec timeout ${TMO:-2400} python -m pytest -p msgraph.testing.mindspore_alias -p vdump \
       $(cat $chunk) -q -p no:cacheprovider --continue-on-collection-errors >> $out/logs/$name.log 2>&1) &
    pid=$!; killed=0; t0=$(date +%s)
    while kill -0 $pid 2>/dev/null; do
      sleep 10
      newest=$(ls -t $out/dump | head -1)
      m=$(stat -c %Y $out/dump/$newest 2>/dev/null || echo 0); [ $m -lt $t0 ] && m=$t0
      if [ $(( $(date +%s) - m )) -gt ${STALL:-300} ]; then
        echo "WATCHDOG kill ($newest)" >> $out/logs/$name.log
        pkill -TERM -P $pid; sleep 2; pkill -KILL -P $pid; killed=1; break
      fi
    done
    wait $pid; rc=$?
    [ $killed = 0 ] && break
    skip=1
  done
  echo "$name rc=$rc attempts=$attempt $(date +%T)" >> $out/progress
done
