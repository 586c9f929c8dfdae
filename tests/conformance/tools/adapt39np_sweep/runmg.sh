#!/bin/bash
# Usage: runmg.sh OUTDIR GROUP [graph]: re-runs only msgraph (MindSpore's ms_*.txt already in OUTDIR) and compares.
D=$1; G=$2; M=${3:-pyn}; HERE=$(cd $(dirname $0); pwd); WT=$(cd $HERE/../../../..; pwd)
(cd $WT && PYTHONPATH=$WT nice -n 10 python -m msgraph.run $HERE/sweep.py $G $M > $D/mg_${G}_$M.txt 2>/dev/null)
python $HERE/cmp.py $D ${G}_$M
