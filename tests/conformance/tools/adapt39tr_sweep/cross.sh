#!/bin/bash
# usage: cross.sh   -- s2_cross.py: each implementation writes, both read; compares the readings per writer.
HERE=$(cd $(dirname $0) && pwd); WT=$(cd $HERE/../../../.. && pwd); D=${OUT:-/tmp/adapt39tr_out}
MS="env -u PYTHONPATH PYTHONPATH=$HERE /tmp/ms/bin/python"; MG="env PYTHONPATH=$WT:$HERE python -m msgraph.run"
for w in ms mg; do
  X=$D/cross_$w; rm -rf $X; mkdir -p $X
  W=$([ $w = ms ] && echo "$MS" || echo "$MG")
  (ulimit -v 8000000; cd $X && XDIR=$X STEP=write $W $HERE/s2_cross.py > $D/cross.w$w.write 2>$D/cross.w$w.write.err)
  for r in ms mg; do
    R=$([ $r = ms ] && echo "$MS" || echo "$MG")
    (ulimit -v 8000000; cd /tmp && XDIR=$X STEP=read $R $HERE/s2_cross.py > $D/cross.w$w.r$r 2>$D/cross.w$w.r$r.err)
  done
  echo "== written by $w: $(CLS=1 python $HERE/cmp.py $D/cross.w$w.r$w $D/cross.w$w.r$( [ $w = ms ] && echo mg || echo ms) | tail -1)"
done
