#!/bin/bash
# usage: run_chunk.sh CHUNKFILE side(ms|mg) OUTDIR   (env: ROOT=/tmp/mstg|/tmp/mst2, PREFIX=tests/st/ops/gpu/,
#        VDUMP_SEED_K, NUMBA=0|1, STALL=300, TMO=1200).  One file name a line in CHUNKFILE.  A watchdog kills a run
#        with no new record for $STALL s and reruns the chunk skipping recorded / started tests (VDUMP_SKIP_DONE=1).
chunk=$1; side=$2; out=$3
WT=${WT:-$(cd "$(dirname "$0")/../../../.." && pwd)}
T=$WT/tests/conformance/tools/vdump48_sweep
ROOT=${ROOT:-/tmp/mstg}; PREFIX=${PREFIX:-tests/st/ops/gpu/}
FILES=$(sed "s#^#$PREFIX#" $chunk | tr '\n' ' ')
mkdir -p $out; log=$out.log.$(basename $chunk)
cd $ROOT
skip=${SKIP:-0}
for attempt in 1 2 3 4 5 6; do
  if [ $side = ms ]; then
    (ulimit -v 8000000; VDUMP_SKIP_DONE=$skip VDUMP_DIR=$out PYTHONPATH=$T exec timeout ${TMO:-1200} /tmp/ms/bin/python -m pytest -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors >> $log 2>&1) &
  else
    (VDUMP_SKIP_DONE=$skip VDUMP_DIR=$out PYTHONPATH=$WT:$T MSGRAPH_NUMBA=${NUMBA:-0} exec timeout ${TMO:-1200} python -m pytest -p msgraph.testing.mindspore_alias -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors >> $log 2>&1) &
  fi
  pid=$!; killed=0; t0=$(date +%s)
  while kill -0 $pid 2>/dev/null; do
    sleep 10
    newest=$(ls -t $out | head -1)
    m=$(stat -c %Y $out/$newest 2>/dev/null || echo 0); [ $m -lt $t0 ] && m=$t0
    if [ $(( $(date +%s) - m )) -gt ${STALL:-300} ]; then
      echo "WATCHDOG kill ($newest)" >> $log; pkill -TERM -P $pid; sleep 2; pkill -KILL -P $pid; killed=1; break
    fi
  done
  wait $pid; rc=$?
  [ $killed = 0 ] && break
  skip=1
done
echo "$(date +%T) $chunk $side $out rc=$rc attempts=$attempt" >> $(dirname $out)/done.txt
