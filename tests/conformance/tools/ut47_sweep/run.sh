#!/bin/bash
# usage: [WHO=ms|mg|both] run.sh script.py [script.py...]: each script under MindSpore 2.10 and msgraph in graph and
# pynative mode (MODE=...) -> /tmp/ut47_out/<script>.<mode>.{ms,mg}, then the differing records (cmp.py).
D=$(cd "$(dirname "$0")" && pwd); R=$(cd $D/../../../.. && pwd); O=/tmp/ut47_out; mkdir -p $O
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-graph pynative}; do
    if [ "${WHO:-both}" != mg ]; then
      (ulimit -v 8000000; cd /tmp && timeout 900 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$s) > $O/$b.$m.ms 2>&1; fi
    if [ "${WHO:-both}" != ms ]; then
      (cd /tmp && MSGRAPH_NUMBA=0 MODE=$m PYTHONPATH=$R:$D timeout 900 nice -n 10 python -m msgraph.run $D/$s) > $O/$b.$m.mg 2>&1; fi
    echo "### $b $m: $(grep -c ' => ' $O/$b.$m.ms) cases"
    python $D/cmp.py $O/$b.$m.ms $O/$b.$m.mg
  done
done
