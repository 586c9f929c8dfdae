#!/bin/bash
# A sweep folder's run.sh (adapt34t, r2jit): _run_once.sh FOLDER OUTDIR NAME [NAME...] runs FOLDER/NAME.py under
# MindSpore 2.10 and this checkout's msgraph, writes OUTDIR/NAME.{ms,mg} (stderr: .ms.err / .mg.err) and prints the
# line counts, how many lines differ and the diff.
D=$(cd "$1" && pwd); O=$2; shift 2
R=$(cd "$(dirname "$0")/../../.." && pwd); mkdir -p $O
for n in "$@"; do
  (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $D/$n.py > $O/$n.ms 2>$O/$n.ms.err)
  (cd /tmp && PYTHONPATH=$R:$D nice -n 10 python -m msgraph.run $D/$n.py > $O/$n.mg 2>$O/$n.mg.err)
  echo "== $n: $(wc -l < $O/$n.ms) ms lines, $(wc -l < $O/$n.mg) mg lines, differ: $(diff $O/$n.ms $O/$n.mg | grep -c '^<')"
  diff $O/$n.ms $O/$n.mg
done
