#!/bin/bash
# usage: OUT=/tmp/jl52/sweep run_settings.sh NAME [ENV=VALUE ...]
# The Graph-mode half of tests/conformance/test_conformance.py (numpy backend) under the extra environment,
# e.g. MSGRAPH_JIT_LEVEL=O0 or MSGRAPH_SKIP_PASSES=CSE; the log (failures listed by -rf) goes to $OUT/NAME.log.
cd "$(dirname "$0")/../../../.."
OUT=${OUT:-/tmp/jl52/sweep}; mkdir -p "$OUT"
name=$1; shift
env "$@" PYTHONPATH=$PWD MSGRAPH_NUMBA=0 timeout 3000 python -m pytest -q -p no:cacheprovider tests/conformance/test_conformance.py -k "program_matches and not pynative" -rf --tb=no > $OUT/$name.log 2>&1
echo done $name >> $OUT/progress
