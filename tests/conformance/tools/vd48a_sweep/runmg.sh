#!/bin/bash
T=${WT:-/work/main}/tests/conformance/tools/vdump48_sweep
F=$(sed 's#^#tests/st/ops/cpu/#' $1 | tr '\n' ' ')
cd /tmp/mst2 && VDUMP_DIR=$2 PYTHONPATH=${WT:-/work/main}:$T MSGRAPH_NUMBA=${NB:-0} timeout 1200 python -m pytest -p msgraph.testing.mindspore_alias -p vdump $F -q -p no:cacheprovider --continue-on-collection-errors
