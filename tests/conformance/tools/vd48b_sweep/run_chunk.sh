#!/bin/bash
# usage: run_chunk.sh NAME side(ms|mg) files...   (watchdog: no new record for ${STALL:-200}s -> kill, rerun skipping done)
name=$1; side=$2; shift 2
T=${T:-$(cd "$(dirname "$0")/../vdump48_sweep" && pwd)}
MG=${MG:-$(cd "$(dirname "$0")/../../../.." && pwd)}
cd /tmp/mst2
if [ $side = ms ]; then out=${VD:-/tmp/vd48b}/${MSDIR:-ms}; else out=${VD:-/tmp/vd48b}/${MGDIR:-mg}; fi
mkdir -p $out
log=${VD:-/tmp/vd48b}/log_$(basename $out)_$name.txt
skip=${SKIP:-0}
for attempt in 1 2 3 4 5 6; do
  if [ $side = ms ]; then
    (ulimit -v 8000000; VDUMP_SKIP_DONE=$skip VDUMP_DIR=$out PYTHONPATH=$T exec timeout ${TMO:-1500} /tmp/ms/bin/python -m pytest -p vdump "$@" -q -p no:cacheprovider --continue-on-collection-errors >> $log 2>&1) &
  else
    (VDUMP_SKIP_DONE=$skip VDUMP_DIR=$out PYTHONPATH=$MG:$T MSGRAPH_NUMBA=${NUMBA:-0} exec timeout ${TMO:-1500} python -m pytest -p msgraph.testing.mindspore_alias -p vdump "$@" -q -p no:cacheprovider --continue-on-collection-errors >> $log 2>&1) &
  fi
  pid=$!
  killed=0
  t0=$(date +%s)
  while kill -0 $pid 2>/dev/null; do
    sleep 10
    newest=$(ls -t $out | head -1)
    m=$(stat -c %Y $out/$newest 2>/dev/null || echo 0); [ $m -lt $t0 ] && m=$t0
    age=$(( $(date +%s) - m ))
    if [ $age -gt ${STALL:-200} ]; then
      echo "WATCHDOG kill after ${age}s stall ($newest)" >> $log
      pkill -TERM -P $pid; sleep 2; pkill -KILL -P $pid; killed=1; break
    fi
  done
  wait $pid; rc=$?
  [ $killed = 0 ] && break
  skip=1
done
echo "$name $side rc=$rc attempts=$attempt" >> ${VD:-/tmp/vd48b}/done.txt
