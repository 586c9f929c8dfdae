#!/bin/bash
# usage: run_side.sh ms|mg chunkfile...
side=$1; shift
T=/work/wt-vd48d/tests/conformance/tools/vdump48_sweep
for c in "$@"; do
  n=$(basename $c)
  [ -e /tmp/vd48d/log/$side.$n.done ] && continue
  files=$(cat $c | tr '\n' ' ')
  cd /tmp/mst2
  if [ $side = ms ]; then
    (ulimit -v 8000000; VDUMP_DIR=/tmp/vd48d/$side PYTHONPATH=$T timeout 1200 /tmp/ms/bin/python -m pytest -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd48d/log/$side.$n.log 2>&1)
  else
    VDUMP_DIR=/tmp/vd48d/$side PYTHONPATH=/work/wt-vd48d:$T MSGRAPH_NUMBA=0 timeout 1200 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd48d/log/$side.$n.log 2>&1
  fi
  echo "rc=$?" >> /tmp/vd48d/log/$side.$n.log
  touch /tmp/vd48d/log/$side.$n.done
done
