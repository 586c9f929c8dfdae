#!/bin/bash
# usage: run.sh script.py  -> /tmp/adapt40sx_out/script.{ms,mg}.txt and the lines that differ (cmp.py)
D=$(cd "$(dirname "$0")" && pwd); S=$1; B=$(basename $S .py); O=/tmp/adapt40sx_out; mkdir -p $O/scratch
R=${MSGRAPH_ROOT:-$(cd $D/../../../.. && pwd)}
(ulimit -v 8000000; cd $O/scratch && env -u PYTHONPATH PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$S 2>$O/$B.ms.err | grep -- ' -> ' > $O/$B.ms.txt)
(cd $O/scratch && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $D/$S 2>$O/$B.mg.err | grep -- ' -> ' > $O/$B.mg.txt)
python $D/cmp.py $B
