#!/bin/bash
# usage: run.sh script.py [ms|mg|both] -> /tmp/adapt40fb_out/<script>.{ms,mg}.txt, then the differing lines
# (errors compare by class: MindSpore's builtin class among msgraph's).  A case that kills MindSpore's process is
# recorded as "label -> CRASH" and the script is started again after it.
D=$(cd "$(dirname "$0")" && pwd); S=$1; B=$(basename $S .py); O=/tmp/adapt40fb_out; mkdir -p $O/scratch
R=$(cd $D/../../../.. && pwd); W=${2:-both}
if [ $W != mg ]; then (
  rm -f $O/$B.ms.txt; touch $O/$B.ms.txt
  for i in $(seq 1 30); do
    rm -f $O/$B.cur
    (ulimit -v 8000000; cd $O/scratch && env -u PYTHONPATH PYTHONPATH=$D DONE=$O/$B.ms.txt CUR=$O/$B.cur timeout 1500 \
      nice -n 10 /tmp/ms/bin/python $D/$S 2>>$O/$B.ms.err | grep --line-buffered -- ' -> ' >> $O/$B.ms.txt)
    if [ -f $O/$B.cur ] && ! grep -q "^$(cat $O/$B.cur) -> " $O/$B.ms.txt; then echo "$(cat $O/$B.cur) -> CRASH" >> $O/$B.ms.txt; else break; fi
  done) & fi
if [ $W != ms ]; then (cd $O/scratch && PYTHONPATH=$R:$D timeout 1500 nice -n 10 python -m msgraph.run $D/$S 2>$O/$B.mg.err | grep -- ' -> ' > $O/$B.mg.txt) & fi
wait
python $D/cmp.py $O/$B.ms.txt $O/$B.mg.txt
