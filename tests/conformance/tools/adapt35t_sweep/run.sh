#!/bin/bash
# usage (repo root): bash tests/conformance/tools/adapt35t_sweep/run.sh s1_overload ...  -> /tmp/adapt35t/NAME.{ms,mg}
# and the case-wise comparison (cmp.py).  MGONLY=1 reruns msgraph only (MindSpore's .ms kept from an earlier run).
D=$(cd "$(dirname "$0")" && pwd); R=$(cd "$D/../../../.." && pwd); mkdir -p /tmp/adapt35t
for n in "$@"; do
  if [ -z "$MGONLY" ]; then
    (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$n.py > /tmp/adapt35t/$n.ms 2>/tmp/adapt35t/$n.ms.err)
  fi
  (cd /tmp && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $D/$n.py > /tmp/adapt35t/$n.mg 2>/tmp/adapt35t/$n.mg.err)
  echo "== $n: $(wc -l < /tmp/adapt35t/$n.ms) ms lines, $(wc -l < /tmp/adapt35t/$n.mg) mg lines"
  python $D/cmp.py /tmp/adapt35t/$n.ms /tmp/adapt35t/$n.mg > /tmp/adapt35t/$n.cmp; tail -n 1 /tmp/adapt35t/$n.cmp
done
