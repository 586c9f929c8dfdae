#!/bin/bash
# usage: [WT=/work/wt-adapt41pj] [MODES="pynative graph"] [OUT=/tmp/adapt41pj_out] run.sh script.py [script.py...]
#   -> $OUT/<script>.<mode>.{ms,mg} and a diff per script (pi_jit's tests run bytecode capture under PyNative)
WT=${WT:-/work/wt-adapt41pj}
OUT=${OUT:-/tmp/adapt41pj_out}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p $OUT
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-pynative}; do
    (ulimit -v 8000000; cd $D && timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $s) > $OUT/$b.$m.ms 2>&1
    (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $s) > $OUT/$b.$m.mg 2>&1
    echo "### $b $m: $(grep -c '=>' $OUT/$b.$m.ms) cases, $(diff <(grep '=>' $OUT/$b.$m.ms) <(grep '=>' $OUT/$b.$m.mg) | grep -c '^<') differ"
    python $D/cmp.py $OUT/$b.$m.ms $OUT/$b.$m.mg
  done
done
