#!/bin/bash
T=/work/wt-vd49ga/tests/conformance/tools/vdump48_sweep
cd /tmp/mstg
for c in "$@"; do
  FILES=$(sed 's#^#tests/st/ops/gpu/#' /tmp/vd49ga/$c | tr '\n' ' ')
  echo "== $c start $(date +%T)" >> /tmp/vd49ga/mgn_progress.log
  VDUMP_DIR=/tmp/vd49ga/mgn/$c PYTHONPATH=/work/wt-vd49ga:$T MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 1200 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd49ga/mgn_$c.log 2>&1
  echo "== $c done rc=$? $(date +%T) $(tail -1 /tmp/vd49ga/mgn_$c.log)" >> /tmp/vd49ga/mgn_progress.log
done
