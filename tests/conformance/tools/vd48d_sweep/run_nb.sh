#!/bin/bash
T=/work/wt-vd48d/tests/conformance/tools/vdump48_sweep
for c in "$@"; do
  n=$(basename $c); files=$(cat $c | tr '\n' ' '); cd /tmp/mst2
  VDUMP_DIR=/tmp/vd48d/mgnb PYTHONPATH=/work/wt-vd48d:$T MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 1500 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $files -q -p no:cacheprovider --continue-on-collection-errors > /tmp/vd48d/log/nb.$n.log 2>&1
  echo "rc=$?" >> /tmp/vd48d/log/nb.$n.log; touch /tmp/vd48d/log/nb.$n.done
done
