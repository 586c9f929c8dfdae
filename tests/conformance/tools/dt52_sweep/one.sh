#!/bin/bash
# one.sh DTYPE OUT FILE [pytest args...]: both sides, then compare
DT=$1; O=$2; F=$3; shift 3
T=/work/wt-dt52/tests/conformance/tools/vdump48_sweep
cd /tmp/mst2; rm -rf $O
(ulimit -v 8000000; VDUMP_DTYPE=$DT VDUMP_DIR=$O/ms PYTHONPATH=$T timeout 900 /tmp/ms/bin/python -m pytest -p vdump tests/st/ops/cpu/$F -q -p no:cacheprovider --tb=line "$@" 2>&1 | grep -i "error\|passed\|failed" | grep -v Warn | head -${NL:-15})
echo ---- mg
VDUMP_DTYPE=$DT VDUMP_DIR=$O/mg PYTHONPATH=/work/wt-dt52:$T MSGRAPH_NUMBA=0 timeout 900 python -m pytest -p msgraph.testing.mindspore_alias -p vdump tests/st/ops/cpu/$F -q -p no:cacheprovider --tb=line "$@" 2>&1 | grep -i "error\|passed\|failed" | head -${NL:-15}
python $T/compare.py $O/ms $O/mg --same-outcome --ret-tolerant --out $O/d.tsv | tail -3; cut -c1-700 $O/d.tsv
