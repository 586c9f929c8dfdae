#!/bin/bash
# Run MindSpore's st op tests with the execution mode flipped (flipmode.py), one chunk per --out folder.
#   run.sh ours OUTROOT [chunks...]   msgraph (numpy backend, np1shim for numpy 2)
#   run.sh ms   OUTROOT [chunks...]   MindSpore 2.10 (/tmp/ms/bin/python)
# A chunk is NAME=PATTERN, e.g. cpu_ac='ops/cpu/test_[a-c]*.py' (patterns as st_suite.py --dirs takes them).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../../.." && pwd)
ROOT=${MST_ROOT:-/tmp/mst2}
SIDE=$1; OUTROOT=$2; shift 2
CHUNKS=("$@")
if [ ${#CHUNKS[@]} -eq 0 ]; then
  CHUNKS=(cpu_ac='ops/cpu/test_[a-c]*.py' cpu_dg='ops/cpu/test_[d-g]*.py' cpu_hm='ops/cpu/test_[h-m]*.py'
          cpu_nr='ops/cpu/test_[n-r]*.py' cpu_s='ops/cpu/test_s*.py' cpu_tz='ops/cpu/test_[t-z]*.py'
          ops_al='ops/test_[a-l]*.py' ops_mz='ops/test_[m-z]*.py' mint=mint nn=nn
          dyn_shape=ops/dynamic_shape dyn_seq=ops/dynamic_sequence)
fi
for c in "${CHUNKS[@]}"; do
  name=${c%%=*}; pat=${c#*=}
  echo "== $name ($pat) $(date -u +%H:%M:%S)"
  if [ "$SIDE" = ours ]; then
    PYTHONPATH="$REPO:$HERE:$REPO/tests/conformance/tools/rr46stb_sweep" PYTEST_ADDOPTS="-p np1shim -p flipmode" \
      timeout 2000 python "$REPO/tests/conformance/st_suite.py" --root "$ROOT" --dirs "$pat" \
      --out "$OUTROOT/$name" --timeout 1800
  else
    (ulimit -v 8000000; env PYTHONPATH="$HERE" PYTEST_ADDOPTS="-p flipmode" \
      timeout 2000 python "$REPO/tests/conformance/st_suite.py" --root "$ROOT" --python /tmp/ms/bin/python \
      --dirs $pat --out "$OUTROOT/$name" --timeout 1800)
  fi
done
