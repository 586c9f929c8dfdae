#!/bin/bash
# usage: run.sh script.py  -> writes /tmp/adapt39up_out/script.{ms,mg}.txt and prints the diff
# MSGRAPH_ROOT: the msgraph checkout (default: this worktree)
D=$(cd "$(dirname "$0")" && pwd); S=$1; B=$(basename $S .py); O=/tmp/adapt39up_out; mkdir -p $O
R=${MSGRAPH_ROOT:-$(cd $D/../../../.. && pwd)}
(ulimit -v 8000000; cd $D && env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python $S 2>/dev/null | grep -- '->' > $O/$B.ms.txt)
(cd $D && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $S 2>/dev/null | grep -- '->' > $O/$B.mg.txt)
echo "$B: $(wc -l < $O/$B.ms.txt) ms lines, $(wc -l < $O/$B.mg.txt) mg lines, $(diff $O/$B.ms.txt $O/$B.mg.txt | grep -c '^<') differ"
rm -rf $D/rank_0   # (MindSpore writes its analyze_fail.ir there)
python $D/cmp.py $B -c
