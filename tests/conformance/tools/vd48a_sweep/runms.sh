#!/bin/bash
T=${WT:-/work/main}/tests/conformance/tools/vdump48_sweep
F=$(sed 's#^#tests/st/ops/cpu/#' $1 | tr '\n' ' ')
(ulimit -v 8000000; cd /tmp/mst2 && VDUMP_DIR=$2 PYTHONPATH=$T timeout 1200 /tmp/ms/bin/python -m pytest -p vdump $F -q -p no:cacheprovider --continue-on-collection-errors)
