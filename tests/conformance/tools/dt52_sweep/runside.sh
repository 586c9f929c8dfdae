#!/bin/bash
# runside.sh SIDE(ms|mg) DTYPE CHUNKFILE OUTDIR
T=${WT:-/work/wt-dt52}/tests/conformance/tools/vdump48_sweep
F=$(sed 's#^#tests/st/ops/cpu/#' $3 | tr '\n' ' ')
cd /tmp/mst2
if [ "$1" = ms ]; then
  (ulimit -v 8000000; VDUMP_DTYPE=$2 VDUMP_DIR=$4 PYTHONPATH=$T timeout ${TMO:-1200} /tmp/ms/bin/python -m pytest -p vdump $F -q -p no:cacheprovider --continue-on-collection-errors)
else
  VDUMP_DTYPE=$2 VDUMP_DIR=$4 PYTHONPATH=${WT:-/work/wt-dt52}:$T MSGRAPH_NUMBA=0 timeout ${TMO:-1200} python -m pytest -p msgraph.testing.mindspore_alias -p vdump $F -q -p no:cacheprovider --continue-on-collection-errors
fi
