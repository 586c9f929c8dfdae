#!/bin/bash
# usage: run.sh WT script.py [script.py...]   -> out/<script>.<mode>.{ms,mg} and a diff per script
WT=${WT:-/work/wt-adapt37vm}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p $D/out
for s in "$@"; do
  b=$(basename $s .py)
  for m in graph pynative; do
    (ulimit -v 8000000; cd $D && MODE=$m PYTHONPATH=$D timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $s) > $D/out/$b.$m.ms 2>&1
    (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $s) > $D/out/$b.$m.mg 2>&1
    echo "### $b $m: $(grep -c '=>' $D/out/$b.$m.ms) cases, $(diff <(grep '=>' $D/out/$b.$m.ms) <(grep '=>' $D/out/$b.$m.mg) | grep -c '^<') differ"
    diff <(grep '=>' $D/out/$b.$m.ms) <(grep '=>' $D/out/$b.$m.mg)
  done
done
