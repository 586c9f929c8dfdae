#!/bin/bash
# usage: OUT=/tmp/jl52/st run_st.sh NAME "ST_PATHS" [ENV=VALUE ...]
# MindSpore's st tests (paths under /tmp/mst2, e.g. "tests/st/compiler/control/inner") on msgraph, numpy backend,
# under the extra environment (MSGRAPH_JIT_LEVEL=O2 ...); -rA lists each test's outcome at the end.
MSG="$(cd "$(dirname "$0")/../../../.." && pwd)"
OUT=${OUT:-/tmp/jl52/st}; mkdir -p "$OUT"
name=$1; paths=$2; shift 2
cd /tmp/mst2 && env "$@" PYTHONPATH=$MSG MSGRAPH_NUMBA=0 timeout 3000 python -m pytest -q -p no:cacheprovider \
    -p msgraph.testing.mindspore_alias -rA --tb=line --continue-on-collection-errors $paths > $OUT/$name.log 2>&1
echo done $name >> $OUT/progress
