#!/bin/bash
# usage: run.sh script.py [ms|mg|both] -> /tmp/adapt44fb_out/sw/<script>.{ms,mg}.txt, then the differing lines
# (errors compare by class: MindSpore's builtin class among msgraph's).  A case that kills MindSpore's process, or
# hangs it for $HANG seconds (default 60: MindSpore 2.10 hangs after some run-time raises in graph code), is
# recorded as "label -> CRASH" and the script is started again after it.
D=$(cd "$(dirname "$0")" && pwd); S=$1; B=$(basename $S .py); O=/tmp/adapt44fb_out/sw; mkdir -p $O/scratch
R=$(cd $D/../../../.. && pwd); W=${2:-both}; HANG=${HANG:-60}
if [ $W != mg ]; then (
  rm -f $O/$B.ms.txt; touch $O/$B.ms.txt
  for i in $(seq 1 40); do
    rm -f $O/$B.cur
    (ulimit -v 8000000; cd $O/scratch && env -u PYTHONPATH PYTHONPATH=$D DONE=$O/$B.ms.txt CUR=$O/$B.cur \
      nice -n 10 /tmp/ms/bin/python -u $D/$S 2>>$O/$B.ms.err > $O/$B.ms.part) &
    pid=$!
    while kill -0 $pid 2>/dev/null; do
      sleep 5
      if [ -f $O/$B.cur ] && [ $(( $(date +%s) - $(stat -c %Y $O/$B.cur) )) -gt $HANG ]; then pkill -P $pid; kill $pid; fi
    done
    wait $pid
    grep -- ' -> ' $O/$B.ms.part >> $O/$B.ms.txt
    if [ -f $O/$B.cur ] && ! grep -q "^$(cat $O/$B.cur) -> " $O/$B.ms.txt; then echo "$(cat $O/$B.cur) -> CRASH" >> $O/$B.ms.txt; else break; fi
  done) & fi
if [ $W != ms ]; then (cd $O/scratch && PYTHONPATH=$R:$D timeout 1500 nice -n 10 python -m msgraph.run $D/$S 2>$O/$B.mg.err | grep -- ' -> ' > $O/$B.mg.txt) & fi
wait
python $D/cmp.py $O/$B.ms.txt $O/$B.mg.txt
