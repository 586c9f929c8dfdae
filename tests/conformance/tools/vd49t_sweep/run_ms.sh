#!/bin/bash
T=/work/wt-vd49t/tests/conformance/tools/vdump48_sweep
cd /tmp/mst2
for c in "$@"; do
  echo "START $c $(date +%T)" >> /tmp/vd49t/ms_progress.log
  (ulimit -v 8000000; VDUMP_SKIP_DONE=1 VDUMP_DIR=/tmp/vd49t/ms PYTHONPATH=$T timeout 1200 /tmp/ms/bin/python -m pytest -p vdump $(cat /tmp/vd49t/chunks/$c) -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd49t/ms_$c.log 2>&1)
  echo "END $c rc=$? $(date +%T) $(tail -1 /tmp/vd49t/ms_$c.log)" >> /tmp/vd49t/ms_progress.log
done
