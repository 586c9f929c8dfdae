#!/bin/bash
# usage (repo root): bash tests/conformance/tools/adapt37tn_sweep/run.sh s1_overload ...  -> /tmp/adapt37tn/NAME.{ms,mg}
# and the case-wise comparison (cmp.py).  MGONLY=1 reruns msgraph only (MindSpore's .ms kept from an earlier run).
D=$(cd "$(dirname "$0")" && pwd); R=$(cd "$D/../../../.." && pwd); mkdir -p /tmp/adapt37tn
for n in "$@"; do
  if [ -z "$MGONLY" ]; then
    (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$n.py > /tmp/adapt37tn/$n.ms 2>/tmp/adapt37tn/$n.ms.err)
  fi
  (cd /tmp && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $D/$n.py > /tmp/adapt37tn/$n.mg 2>/tmp/adapt37tn/$n.mg.err)
  echo "== $n: $(wc -l < /tmp/adapt37tn/$n.ms) ms lines, $(wc -l < /tmp/adapt37tn/$n.mg) mg lines"
  python $D/cmp.py /tmp/adapt37tn/$n.ms /tmp/adapt37tn/$n.mg > /tmp/adapt37tn/$n.cmp; tail -n 1 /tmp/adapt37tn/$n.cmp
done
