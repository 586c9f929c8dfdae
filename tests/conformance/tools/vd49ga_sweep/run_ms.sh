#!/bin/bash
T=/work/wt-vd49ga/tests/conformance/tools/vdump48_sweep
cd /tmp/mstg
for c in "$@"; do
  FILES=$(sed 's#^#tests/st/ops/gpu/#' /tmp/vd49ga/$c | tr '\n' ' ')
  echo "== $c start $(date +%T)" >> /tmp/vd49ga/ms_progress.log
  (ulimit -v 8000000; VDUMP_DIR=/tmp/vd49ga/ms/$c PYTHONPATH=$T timeout 1200 /tmp/ms/bin/python -m pytest -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd49ga/ms_$c.log 2>&1)
  echo "== $c done rc=$? $(date +%T) $(tail -1 /tmp/vd49ga/ms_$c.log)" >> /tmp/vd49ga/ms_progress.log
done
