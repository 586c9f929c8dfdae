#!/bin/bash
# run_probes.sh OUTDIR: each probe on MindSpore 2.10 (/tmp/ms/bin/python) and on msgraph of this tree, then diff
# (object addresses masked).  Graph-mode probes set the mode themselves; msgraph runs its numpy backend.
out=${1:-/tmp/pr50_probes}; mkdir -p "$out"
T=$(cd "$(dirname "$0")" && pwd); MG=$(cd "$T/../../../.." && pwd)
for p in "$T"/p*.py; do
  n=$(basename "$p" .py)
  (ulimit -v 8000000; cd "$out" && env -u PYTHONPATH timeout 900 /tmp/ms/bin/python "$p" > "$n.ms" 2> "$n.ms.err")
  (cd "$out" && PYTHONPATH=$MG MSGRAPH_NUMBA=0 timeout 600 python -m msgraph.run "$p" > "$n.mg" 2> "$n.mg.err")
  echo "## $n"; diff <(sed 's/ at 0x[0-9a-f]*>/>/g' "$out/$n.ms") <(sed 's/ at 0x[0-9a-f]*>/>/g' "$out/$n.mg")
done
