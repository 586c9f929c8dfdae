#!/bin/bash
# usage (repo root): bash tests/conformance/tools/r2jit_sweep/run.sh s1_jit ...  -> /tmp/r2jit/NAME.{ms,mg} + diff
D=$(cd "$(dirname "$0")" && pwd); R=$(cd "$D/../../../.." && pwd); mkdir -p /tmp/r2jit
for n in "$@"; do
  (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$D /tmp/ms/bin/python $D/$n.py > /tmp/r2jit/$n.ms 2>/tmp/r2jit/$n.ms.err)
  (cd /tmp && PYTHONPATH=$R:$D python -m msgraph.run $D/$n.py > /tmp/r2jit/$n.mg 2>/tmp/r2jit/$n.mg.err)
  echo "== $n: $(wc -l < /tmp/r2jit/$n.ms) ms lines, $(wc -l < /tmp/r2jit/$n.mg) mg lines, differ: $(diff /tmp/r2jit/$n.ms /tmp/r2jit/$n.mg | grep -c '^<')"
  diff /tmp/r2jit/$n.ms /tmp/r2jit/$n.mg
done
