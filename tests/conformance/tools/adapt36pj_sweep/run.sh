#!/bin/bash
# usage: [WT=/work/wt-adapt36pj] [MODES="pynative graph"] run.sh script.py [script.py...]
#   -> out/<script>.<mode>.{ms,mg} and a diff per script (pi_jit's tests run bytecode capture under PyNative)
WT=${WT:-/work/wt-adapt36pj}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p $D/out
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-pynative}; do
    (ulimit -v 8000000; cd $D && MODE=$m PYTHONPATH=$D timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $s) > $D/out/$b.$m.ms 2>&1
    (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $s) > $D/out/$b.$m.mg 2>&1
    echo "### $b $m: $(grep -c '=>' $D/out/$b.$m.ms) cases, $(diff <(grep '=>' $D/out/$b.$m.ms) <(grep '=>' $D/out/$b.$m.mg) | grep -c '^<') differ"
    python $D/cmp.py $D/out/$b.$m.ms $D/out/$b.$m.mg
  done
done
