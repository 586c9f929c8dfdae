#!/bin/bash
# usage: OUT=/tmp/jl52/sweep run_kernels.sh NAME IDS_FILE [ENV=VALUE ...]
# The Graph-mode conformance cases listed in IDS_FILE (pytest node ids, one a line) on the Numba kernels
# (synchronous compiles, every graph tier-0), under the extra environment (e.g. MSGRAPH_JIT_LEVEL=O2).
cd "$(dirname "$0")/../../../.."
OUT=${OUT:-/tmp/jl52/sweep}; mkdir -p "$OUT"
name=$1; ids=$2; shift 2
env "$@" PYTHONPATH=$PWD MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 3000 \
    python -m pytest -q -p no:cacheprovider -rf --tb=no $(cat "$ids") > $OUT/$name.log 2>&1
echo done $name >> $OUT/progress
