#!/bin/bash
cd "${MSGRAPH:-/work/wt-rr51o}"
export PYTHONPATH=$PWD MSGRAPH_NUMBA=0
run() { name=$1; shift; echo "== $name $(date -u +%T)"; timeout 3000 python tests/conformance/st_suite.py --root /tmp/mstg --dirs "$@" --out /tmp/rr51o/runs/ours_$name --timeout 2800 2>&1 | tail -8; echo "-- $name end $(date -u +%T)"; }
run gpu1 'ops/gpu/test_[a-c]*.py'
run gpu2 'ops/gpu/test_[d-l]*.py'
run gpu3 'ops/gpu/test_[m-r]*.py'
run gpu4 'ops/gpu/test_[s-z]*.py'
echo ALLDONE C $(date -u +%T)
