#!/bin/bash
# msgraph side (numpy backend): run_mg.sh chunk_00 ... (VDUMP_DIR=$W/mg/<chunk>)
HERE=$(cd "$(dirname "$0")" && pwd); T=$HERE/../vdump48_sweep; REPO=$(cd "$HERE/../../../.." && pwd)
W=${W:-/tmp/vd52a}
cd $W/msta
for c in "$@"; do
  FILES=$(sed 's#^#tests/st/ops/ascend/#' $W/$c | tr '\n' ' ')
  echo "== $c start $(date +%T)" >> $W/mg_progress.log
  VDUMP_CPU=1 DEVICE_TARGET=CPU VDUMP_SKIP_DONE=1 VDUMP_DIR=$W/mg${SUF}/$c PYTHONPATH=$REPO:$T MSGRAPH_NUMBA=0 timeout ${TO:-1500} python -m pytest -p msgraph.testing.mindspore_alias -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors > $W/mg${SUF}_$c.log 2>&1
  echo "== $c done rc=$? $(date +%T) $(tail -1 $W/mg${SUF}_$c.log)" >> $W/mg_progress.log
done
