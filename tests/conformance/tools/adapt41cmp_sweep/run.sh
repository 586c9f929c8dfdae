#!/bin/bash
# usage: [OUT=/tmp/adapt41cmp_out] [MODES="pynative graph"] run.sh script.py [script.py...]
# Runs each script under MindSpore 2.10 (/tmp/ms) and msgraph (this checkout) in PyNative and Graph mode (MODE=...)
# from a scratch folder, writes $OUT/<script>.<mode>.{ms,mg} and compares them with cmp.py.
HERE=$(cd $(dirname $0) && pwd); WT=$(cd $HERE/../../../.. && pwd); D=${OUT:-/tmp/adapt41cmp_out}; mkdir -p $D/scratch
for s in "$@"; do
  S=$(readlink -f $s); B=$(basename $s .py)
  for m in ${MODES:-pynative graph}; do
    (ulimit -v 8000000; cd $D/scratch && env -u PYTHONPATH MODE=$m PYTHONPATH=$HERE timeout 900 nice -n 10 /tmp/ms/bin/python $S > $D/$B.$m.ms 2>$D/$B.$m.ms.err)
    (cd $D/scratch && MODE=$m PYTHONPATH=$WT:$HERE timeout 900 nice -n 10 python -m msgraph.run $S > $D/$B.$m.mg 2>$D/$B.$m.mg.err)
    echo "== $B $m: $(grep -c ' => ' $D/$B.$m.ms) cases; $(python $HERE/cmp.py $D/$B.$m.ms $D/$B.$m.mg | tail -1)"
  done
done
