#!/bin/bash
# usage (repo root): bash tests/conformance/tools/adapt34t_sweep/run.sh s1_aug ...  -> /tmp/adapt34t/NAME.{ms,mg} + diff
D=$(cd "$(dirname "$0")" && pwd); R=$(cd "$D/../../../.." && pwd); mkdir -p /tmp/adapt34t
for n in "$@"; do
  (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$n.py > /tmp/adapt34t/$n.ms 2>/tmp/adapt34t/$n.ms.err)
  (cd /tmp && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $D/$n.py > /tmp/adapt34t/$n.mg 2>/tmp/adapt34t/$n.mg.err)
  echo "== $n: $(wc -l < /tmp/adapt34t/$n.ms) ms lines, $(wc -l < /tmp/adapt34t/$n.mg) mg lines, differ: $(diff /tmp/adapt34t/$n.ms /tmp/adapt34t/$n.mg | grep -c '^<')"
  diff /tmp/adapt34t/$n.ms /tmp/adapt34t/$n.mg
done
