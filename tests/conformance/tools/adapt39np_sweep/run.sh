#!/bin/bash
# Usage: run.sh OUTDIR GROUP [graph]  -- runs sweep.py on MindSpore (ms_*.txt) and msgraph (mg_*.txt), diffs.
D=$1; G=$2; M=${3:-pyn}; HERE=$(cd $(dirname $0); pwd); WT=$(cd $HERE/../../../..; pwd)
mkdir -p $D
(ulimit -v 8000000; cd /tmp && env -u PYTHONPATH /tmp/ms/bin/python $HERE/sweep.py $G $M > $D/ms_${G}_$M.txt 2>/dev/null)
(cd $WT && PYTHONPATH=$WT nice -n 10 python -m msgraph.run $HERE/sweep.py $G $M > $D/mg_${G}_$M.txt 2>/dev/null)
diff $D/ms_${G}_$M.txt $D/mg_${G}_$M.txt > $D/${G}_$M.diff
echo "$G $M: $(wc -l < $D/ms_${G}_$M.txt) cases, $(grep -c '^<' $D/${G}_$M.diff) differ"
