#!/bin/bash
# usage: run_each.sh script.py mode label...  -> each label in its own process (ONLY=label), then cmp.py
HERE=$(cd "$(dirname "$0")" && pwd); WT=$(cd "$HERE/../../../.." && pwd)
S=$1; M=$2; shift 2; O=${OUT:-/tmp/adapt33p}; mkdir -p $O; B=$O/$(basename $S .py)_${M}_each
: > $B.ms.txt; : > $B.mg.txt
for L in "$@"; do
  (ulimit -v 8000000; cd ${TMPDIR:-/tmp} && nice -n 10 env -u PYTHONPATH ONLY=$L MODE=$M PYTHONPATH=$HERE /tmp/ms/bin/python $HERE/$(basename $S) >> $B.ms.txt 2>/dev/null)
  (cd $HERE && ONLY=$L MODE=$M PYTHONPATH=$WT:$HERE nice -n 10 python -m msgraph.run $S >> $B.mg.txt 2>/dev/null)
done
python $HERE/cmp.py $B.ms.txt $B.mg.txt ${RTOL:-1e-5}
