#!/bin/bash
# usage: [ONLY=label,prefix*] [MODES="pynative graph"] run.sh script.py
# Runs the script under MindSpore 2.10 (/tmp/ms) and msgraph in PyNative and Graph mode, from a scratch directory,
# then compares with cmp.py (numbers within 4e-7 relative are equal; exceptions compare by their builtin class).
S=$(readlink -f $1); D=${OUT:-/tmp/adapt40pn_out}; mkdir -p $D/scratch; B=$(basename $1 .py)
HERE=$(cd $(dirname $0) && pwd); WT=$(cd $HERE/../../../.. && pwd)
for m in ${MODES:-pynative graph}; do
  rm -rf $D/scratch/*
  (ulimit -v 8000000; cd $D/scratch && MODE=$m PYTHONPATH=$HERE timeout 900 nice -n 10 /tmp/ms/bin/python $S > $D/$B.$m.ms 2>$D/$B.$m.ms.err)
  rm -rf $D/scratch/*
  (cd $D/scratch && MODE=$m PYTHONPATH=$WT:$HERE timeout 900 nice -n 10 python -m msgraph.run $S > $D/$B.$m.mg 2>$D/$B.$m.mg.err)
  echo "== $B $m: $(CLS=1 python $HERE/cmp.py $D/$B.$m.ms $D/$B.$m.mg | tail -1)"
done
