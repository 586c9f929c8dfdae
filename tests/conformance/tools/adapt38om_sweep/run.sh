#!/bin/bash
# usage: [ONLY=label,prefix*] [MGONLY=1] run.sh script.py   -- MindSpore 2.10 (/tmp/ms) and msgraph; cmp summary
S=$(readlink -f $1); D=${OUT:-/tmp/adapt38om_out}; mkdir -p $D/ms $D/mg; B=$(basename $1 .py)
HERE=$(cd $(dirname $0) && pwd); WT=$(cd $HERE/../../../.. && pwd)
[ -z "$MGONLY" ] && (ulimit -v 8000000; cd $D && OUT=$D/ms PYTHONPATH=$HERE timeout 1500 nice -n 10 /tmp/ms/bin/python $S > $D/$B.ms 2>$D/$B.ms.err)
(cd $D && OUT=$D/mg PYTHONPATH=$WT:$HERE timeout 1500 nice -n 10 python -m msgraph.run $S > $D/$B.mg 2>$D/$B.mg.err)
python $HERE/cmp.py $D/$B.ms $D/$B.mg ${RTOL:-2e-6} > $D/$B.cmp; echo "== $B: $(tail -1 $D/$B.cmp)"
