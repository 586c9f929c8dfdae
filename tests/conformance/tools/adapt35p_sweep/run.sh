#!/bin/bash
# usage: run.sh script.py   -> runs under MindSpore and msgraph in both modes, diffs
S=$(readlink -f $1); D=${OUT:-/tmp/adapt35p_out}; mkdir -p $D; B=$(basename $1 .py)
WT=$(cd $(dirname $0)/../../../.. && pwd)
for m in pynative graph; do
  (ulimit -v 8000000; cd $(dirname $S) && MODE=$m env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python $S > $D/$B.$m.ms 2>$D/$B.$m.ms.err)
  (cd $(dirname $S) && MODE=$m PYTHONPATH=$WT nice -n 10 python -m msgraph.run $S > $D/$B.$m.mg 2>$D/$B.$m.mg.err)
  echo "== $B $m: $(wc -l < $D/$B.$m.ms) ms lines, $(diff $D/$B.$m.ms $D/$B.$m.mg | grep -c '^<') differ"
  diff $D/$B.$m.ms $D/$B.$m.mg
done
