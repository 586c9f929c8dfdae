#!/bin/bash
T=/work/wt-vd49t/tests/conformance/tools/vdump48_sweep
cd /tmp/mst2
for c in "$@"; do
  echo "START $c $(date +%T)" >> /tmp/vd49t/mg_progress.log
  VDUMP_SKIP_DONE=1 VDUMP_DIR=/tmp/vd49t/mg PYTHONPATH=/work/wt-vd49t:$T MSGRAPH_NUMBA=0 timeout 1200 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $(cat /tmp/vd49t/chunks/$c) -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd49t/mg_$c.log 2>&1
  echo "END $c rc=$? $(date +%T) $(tail -1 /tmp/vd49t/mg_$c.log)" >> /tmp/vd49t/mg_progress.log
done
