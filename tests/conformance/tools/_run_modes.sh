#!/bin/bash
# A sweep folder's run.sh (adapt33c, adapt34d): _run_modes.sh FOLDER script.py [script.py...] runs each script under
# MindSpore 2.10 and msgraph ($WT, default this checkout) in graph and pynative mode (MODE=...), writes
# FOLDER/out/<script>.<mode>.{ms,mg} and prints per script and mode the count of "=>" cases that differ and the diff.
D=$(cd "$1" && pwd); shift
WT=${WT:-$(cd "$(dirname "$0")/../../.." && pwd)}
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
