#!/bin/bash
# MindSpore chunk by chunk; a chunk killed by the watchdog (a hung test) is run again, skipping the started test
T=/work/wt-vd49gb/tests/conformance/tools/vdump48_sweep
while [ -n "$WAITPID" ] && kill -0 $WAITPID 2>/dev/null; do sleep 5; done
for c in /tmp/vd49gb/chunks/c*; do
  n=$(basename $c)
  [ -f /tmp/vd49gb/log/ms_$n.done ] && continue
  FILES=$(sed 's#^#tests/st/ops/gpu/#' $c | tr '\n' ' ')
  for try in 1 2 3 4 5 6; do
    (ulimit -v 8000000; cd /tmp/mstg && VDUMP_SKIP_DONE=1 VDUMP_DIR=/tmp/vd49gb/ms PYTHONPATH=$T timeout 1200 /tmp/ms/bin/python -m pytest -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors >> /tmp/vd49gb/log/ms_$n.log 2>&1; echo "rc=$?" >> /tmp/vd49gb/log/ms_$n.log)
    tail -n 1 /tmp/vd49gb/log/ms_$n.log | grep -qE "rc=(0|1|2|4|5)$" && break
  done
  touch /tmp/vd49gb/log/ms_$n.done
done
