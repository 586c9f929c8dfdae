#!/bin/bash
# usage: run.sh [OUT]  -- runs the serdes sweeps under MindSpore 2.10 (/tmp/ms) and msgraph, one case per process
# for s2 (MindSpore crashes on some transforms), then cmp_lines.py.  Needs MindSpore's ut data (UT_DATA).
D=$(cd "$(dirname "$0")" && pwd); WT=$(cd "$D/../../../.." && pwd); OUT=${1:-/tmp/ds46_sweep}; mkdir -p $OUT
cd $OUT
for s in s1_serdes_nodes s3_serdes_python_ops; do
  (ulimit -v 8000000; env -u PYTHONPATH timeout 600 /tmp/ms/bin/python $D/$s.py 2>/dev/null | grep '^## ') > $s.ms
  PYTHONPATH=$WT timeout 600 python -m msgraph.run $D/$s.py 2>/dev/null | grep '^## ' > $s.mg
  echo "### $s"; python $D/cmp_lines.py $s.ms $s.mg
done
names=$(python -c "import re; print(' '.join(re.findall(r'\"(\w+)\": lambda', open('$D/s2_serdes_ops.py').read())))")
: > s2_serdes_ops.ms; : > s2_serdes_ops.mg
for n in $names; do
  (ulimit -v 8000000; env -u PYTHONPATH timeout 60 /tmp/ms/bin/python $D/s2_serdes_ops.py $n 2>/dev/null | grep '^## ' || echo "## $n \"CRASH\"") >> s2_serdes_ops.ms
  PYTHONPATH=$WT timeout 60 python -m msgraph.run $D/s2_serdes_ops.py $n 2>/dev/null | grep '^## ' >> s2_serdes_ops.mg
done
echo "### s2_serdes_ops"; python $D/cmp_lines.py s2_serdes_ops.ms s2_serdes_ops.mg
