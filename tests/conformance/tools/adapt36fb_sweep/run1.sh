#!/bin/bash
# usage: run1.sh script.py mode [ms|mg|both]  -> out/<script>.<mode>.{ms,mg}, both backends in parallel
WT=${WT:-/work/wt-adapt36fb}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p $D/out
s=$1; m=$2; w=${3:-both}; b=$(basename $s .py)
if [ $w != mg ]; then (ulimit -v 8000000; cd $D && env -u PYTHONPATH MODE=$m PYTHONPATH=$D timeout 1500 nice -n 10 /tmp/ms/bin/python $s) > $D/out/$b.$m.ms 2>&1 & fi
if [ $w != ms ]; then (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 1500 nice -n 10 python -m msgraph.run $s) > $D/out/$b.$m.mg 2>&1 & fi
wait
python $D/cmp.py $D/out/$b.$m.ms $D/out/$b.$m.mg > $D/out/$b.$m.cmp
grep "^## " $D/out/$b.$m.cmp | tr '\n' ' '; echo
