#!/bin/bash
# usage: [MODS=stem,prefix*] [SKIP=label-prefix,...] run.sh SCRIPT.py [graph|pynative ...]
#   -> $OUT/<script>.<mode>.{ms,mg} (OUT defaults to /tmp/adapt40ctl_out) and cmp.py's differences per mode.
# MindSpore 2.10 from /tmp/ms; msgraph from this checkout (python -m msgraph.run aliases `import mindspore`).
# Both run from $OUT/scratch (MindSpore writes rank_0/ there).
D=$(cd "$(dirname "$0")" && pwd); WT=$(cd $D/../../../.. && pwd); OUT=${OUT:-/tmp/adapt40ctl_out}
mkdir -p $OUT/scratch
s=$D/$(basename $1); shift; b=$(basename $s .py)
for m in ${@:-graph pynative}; do
  (ulimit -v 8000000; cd $OUT/scratch && timeout 3000 env -u PYTHONPATH MODE=$m nice -n 10 /tmp/ms/bin/python $s) > $OUT/$b.$m.ms 2>&1
  (cd $OUT/scratch && MODE=$m PYTHONPATH=$WT timeout 3000 nice -n 10 python -m msgraph.run $s) > $OUT/$b.$m.mg 2>&1
  echo "### $b $m"; python $D/cmp.py $OUT/$b.$m.ms $OUT/$b.$m.mg
done
