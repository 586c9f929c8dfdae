#!/bin/bash
# usage: run.sh script.py [script.py...]  -> $OUT (default /tmp/adapt40gr_out)/<script>.<mode>.{ms,mg}, a diff per script
D=$(cd "$(dirname "$0")" && pwd); WT=$(cd $D/../../../.. && pwd); O=${OUT:-/tmp/adapt40gr_out}; mkdir -p $O/scratch
for s in "$@"; do
  b=$(basename $s .py)
  for m in pynative graph; do
    (ulimit -v 8000000; cd $O/scratch && MODE=$m timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$s) > $O/$b.$m.ms 2>&1
    (cd $O/scratch && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $D/$s) > $O/$b.$m.mg 2>&1
    echo "### $b $m: $(grep -c '=>' $O/$b.$m.ms) cases, $(diff <(grep '=>' $O/$b.$m.ms) <(grep '=>' $O/$b.$m.mg) | grep -c '^<') differ"
    diff <(grep '=>' $O/$b.$m.ms) <(grep '=>' $O/$b.$m.mg)
  done
done
