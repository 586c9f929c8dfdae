#!/bin/bash
# MindSpore 2.10 side: run_ms.sh chunk_00 chunk_01 ... (VDUMP_DIR=$W/ms/<chunk>)
HERE=$(cd "$(dirname "$0")" && pwd); T=$HERE/../vdump48_sweep; REPO=$(cd "$HERE/../../../.." && pwd)
W=${W:-/tmp/vd52a}
cd $W/msta
for c in "$@"; do
  FILES=$(sed 's#^#tests/st/ops/ascend/#' $W/$c | tr '\n' ' ')
  echo "== $c start $(date +%T)" >> $W/ms_progress.log
  (ulimit -v 8000000; VDUMP_DTYPE=${VDUMP_DTYPE:-} VDUMP_CPU=1 DEVICE_TARGET=CPU VDUMP_SKIP_DONE=1 VDUMP_DIR=$W/ms${SUF}/$c PYTHONPATH=$T timeout ${TO:-1500} /tmp/ms/bin/python -m pytest -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors > $W/ms${SUF}_$c.log 2>&1)
  echo "== $c done rc=$? $(date +%T) $(tail -1 $W/ms${SUF}_$c.log)" >> $W/ms_progress.log
done
