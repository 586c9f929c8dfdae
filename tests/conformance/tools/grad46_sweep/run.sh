#!/bin/bash
# usage: [WT=/path/to/checkout] [OUT=/tmp/grad46_out] run.sh script.py [script.py...]
# Runs each script under MindSpore 2.10 and msgraph in graph and pynative mode (MODE=...), writes
# $OUT/<script>.<mode>.{ms,mg} and prints per script and mode the count of "=>" cases that differ and the diff.
D=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$D/../../../.." && pwd)}
OUT=${OUT:-/tmp/grad46_out}
mkdir -p $OUT
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-graph pynative}; do
    (ulimit -v 8000000; cd $D && timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $s) > $OUT/$b.$m.ms 2>&1
    (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $s) > $OUT/$b.$m.mg 2>&1
    echo "### $b $m: $(grep -c '=>' $OUT/$b.$m.ms) cases, $(diff <(grep '=>' $OUT/$b.$m.ms) <(grep '=>' $OUT/$b.$m.mg) | grep -c '^<') differ"
    diff <(grep '=>' $OUT/$b.$m.ms) <(grep '=>' $OUT/$b.$m.mg)
  done
done
