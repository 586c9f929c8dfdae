#!/bin/bash
# usage: [ONLY=label,prefix*] [MGONLY=1] run.sh script.py -- MindSpore 2.10 (/tmp/ms), then msgraph, then cmp.py
# (adapt38om_sweep's harness and comparer).  A case that crashes MindSpore goes into $D/<script>.skip and the run
# resumes after it; both sides then print `EXC Crash` for it.  Outputs in /tmp/adapt41tov_out.
S=$(readlink -f $1); D=${OUT:-/tmp/adapt41tov_out}; mkdir -p $D/ms $D/mg; B=$(basename $1 .py)
HERE=$(cd $(dirname $0) && pwd); WT=$(cd $HERE/../../../.. && pwd); SF=$D/$B.skip; touch $SF
if [ -z "$MGONLY" ]; then
  : > $D/$B.ms; AFTER=
  for try in $(seq 1 40); do
    (ulimit -v 8000000; cd $D && OUT=$D/ms SKIPFILE=$SF AFTER=$AFTER PYTHONPATH=$HERE timeout 1500 nice -n 10 /tmp/ms/bin/python $S >> $D/$B.ms 2>$D/$B.ms.err)
    rc=$?; [ $rc -eq 0 -o $rc -eq 124 ] && break
    AFTER=$(grep '^BEGIN' $D/$B.ms.err | tail -1 | cut -d' ' -f2); [ -z "$AFTER" ] && break
    echo "MindSpore crashed (rc $rc) at $AFTER"; echo $AFTER >> $SF
  done
fi
(cd $D && OUT=$D/mg SKIPFILE=$SF PYTHONPATH=$WT:$HERE timeout 1500 nice -n 10 python -m msgraph.run $S > $D/$B.mg 2>$D/$B.mg.err)
python $HERE/cmp.py $D/$B.ms $D/$B.mg ${RTOL:-2e-6} --grouped > $D/$B.cmp; echo "== $B: $(tail -1 $D/$B.cmp)"
