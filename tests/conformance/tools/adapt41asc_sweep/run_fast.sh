#!/bin/bash
# usage: [OUT=/tmp/adapt41asc_out] run_fast.sh script.py [script.py...]
# MindSpore 2.10 in PyNative only (its Graph mode compiles each Cell for seconds on this machine and its process dies after some hundreds of cases; `FROM=<label>` resumes a script there),
# msgraph in both modes: $OUT/<name>.pynative.ms, $OUT/<name>.{graph,pynative}.mg.  Compare each msgraph mode with
# MindSpore's PyNative run (python cmp.py $OUT/<name>.pynative.ms $OUT/<name>.graph.mg 1e-3).
D=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$D/../../../.." && pwd)}
OUT=${OUT:-/tmp/adapt41asc_out}
mkdir -p $OUT
for s in "$@"; do
  b=$(basename $s .py)
  (ulimit -v 8000000; cd $D && timeout 900 env -u PYTHONPATH MODE=pynative PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $s) > $OUT/$b.pynative.ms 2>&1 &
  for m in graph pynative; do
    (cd $D && MODE=$m PYTHONPATH=$WT:$D timeout 900 nice -n 10 python -m msgraph.run $s) > $OUT/$b.$m.mg 2>&1
  done
  wait
  echo "### $b: $(grep -c '=>' $OUT/$b.pynative.ms) MindSpore PyNative cases"
done
