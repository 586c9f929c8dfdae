#!/bin/bash
# queue $1: list of chunks
cd "${MSGRAPH:-/work/wt-rr51o}"
export PYTHONPATH=$PWD MSGRAPH_NUMBA=0
run() { name=$1; shift; echo "== $name $(date -u +%T)"; timeout 2400 python tests/conformance/st_suite.py --root /tmp/mst2 --dirs "$@" --out /tmp/rr51o/runs/ours_$name --timeout 2000 2>&1 | tail -8; echo "-- $name end $(date -u +%T)"; }
if [ "$1" = A ]; then
run cpu1 'ops/cpu/test_[a-l]*.py'
run cpu2 'ops/cpu/test_[m-z]*.py'
run small sparse scipy_st numpy_native probability
run dynseq ops/dynamic_sequence
run opsdyn ops/dynamic_shape
run dyn dynamic_shape
run mint mint
echo ALLDONE A $(date -u +%T)
else
run opsab 'ops/test_[a-e]*.py' 'ops/test_[g-l]*.py' 'ops/test_[n-n]*.py' 'ops/test_[p-z]*.py'
run opsf 'ops/test_f*.py'
run opsm 'ops/test_m*.py'
run ops_o1 'ops/test_ops_[a-h]*.py'
run ops_o2 'ops/test_ops_[i-r]*.py'
run ops_o3 'ops/test_ops_[s-z]*.py'
run nn nn
echo ALLDONE B $(date -u +%T)
fi
