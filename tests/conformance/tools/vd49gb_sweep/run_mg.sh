#!/bin/bash
# msgraph: follow MindSpore's finished chunks
T=/work/wt-vd49gb/tests/conformance/tools/vdump48_sweep
while true; do
 did=0
 for c in /tmp/vd49gb/chunks/c*; do
  n=$(basename $c)
  [ -f /tmp/vd49gb/log/ms_$n.done ] || continue
  [ -f /tmp/vd49gb/log/mg_$n.done ] && continue
  FILES=$(sed 's#^#tests/st/ops/gpu/#' $c | tr '\n' ' ')
  (cd /tmp/mstg && VDUMP_SKIP_DONE=1 VDUMP_DIR=/tmp/vd49gb/mg PYTHONPATH=/work/wt-vd49gb:$T MSGRAPH_NUMBA=0 timeout 1200 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $FILES -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd49gb/log/mg_$n.log 2>&1; echo "rc=$?" >> /tmp/vd49gb/log/mg_$n.log)
  touch /tmp/vd49gb/log/mg_$n.done; did=1
 done
 [ $did = 0 ] && [ -f /tmp/vd49gb/log/ms_c21.done ] && break
 [ $did = 0 ] && sleep 30
done
