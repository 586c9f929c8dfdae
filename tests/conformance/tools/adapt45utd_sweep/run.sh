#!/bin/bash
# usage: [MODES="pynative graph"] [OUT=/tmp/adapt45utd_out/sweep] run.sh script.py [...]
# Runs each script under MindSpore 2.10 (/tmp/ms) and msgraph from a scratch directory, then cmp.py.
D=$(cd "$(dirname "$0")" && pwd); WT=$(cd "$D/../../../.." && pwd); OUT=${OUT:-/tmp/adapt45utd_out/sweep}; mkdir -p $OUT/scratch
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-pynative}; do
    (ulimit -v 8000000; cd $OUT/scratch && timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$b.py) > $OUT/$b.$m.ms 2>$OUT/$b.$m.ms.err
    (cd $OUT/scratch && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $D/$b.py) > $OUT/$b.$m.mg 2>$OUT/$b.$m.mg.err
    echo "### $b $m: $(grep -c '=>' $OUT/$b.$m.ms) cases"; python $D/cmp.py $OUT/$b.$m.ms $OUT/$b.$m.mg
  done
done
