#!/bin/bash
# usage: [WT=checkout] run.sh script.py [script.py...]   -> out/<script>.<mode>.{ms,mg} and a diff per script
# (full stdout diff: print output is compared too; MindSpore's log lines start with '[' and are dropped)
D=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$D/../../../.." && pwd)}
mkdir -p $D/out
for s in "$@"; do
  b=$(basename $s .py)
  for m in ${MODES:-graph pynative}; do
    (ulimit -v 8000000; cd $D && timeout 600 env -u PYTHONPATH MODE=$m PYTHONPATH=$D PYTHONUNBUFFERED=1 nice -n 10 /tmp/ms/bin/python $s) 2>/dev/null | grep -Ev '^\[(WARNING|ERROR|INFO|DEBUG|CRITICAL)\]' > $D/out/$b.$m.ms
    (cd $D && MODE=$m PYTHONPATH=$WT:$D PYTHONUNBUFFERED=1 timeout 600 nice -n 10 python -m msgraph.run $s) 2>/dev/null > $D/out/$b.$m.mg
    echo "### $b $m: $(grep -c '=>' $D/out/$b.$m.ms) cases, $(wc -l < $D/out/$b.$m.ms) lines, $(diff $D/out/$b.$m.ms $D/out/$b.$m.mg | grep -c '^<') differ"
    diff $D/out/$b.$m.ms $D/out/$b.$m.mg
  done
done
