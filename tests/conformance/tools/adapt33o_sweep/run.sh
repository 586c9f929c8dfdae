#!/bin/bash
# usage: tests/conformance/tools/adapt33o_sweep/run.sh s1_reduce ...   (from the repo root)
# writes /tmp/a33o/<name>.ms (MindSpore 2.10) and .mg (msgraph), then prints cmp.py's summary.
# A step that kills the process (MindSpore aborts on some inputs) is logged as CRASH and the run goes on after it.
set -u
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../../../.." && pwd)
d=${A33O_SCRIPTS:-$here}   # A33O_SCRIPTS: the folder of the scripts (adapt35f_sweep runs its own through this)
out_dir=${A33O_OUT:-/tmp/a33o}   # A33O_OUT: another output folder; A33O_SERIAL=1: MindSpore, then msgraph
mkdir -p $out_dir
runone() {  # $1 = ms|mg, $2 = name
  local out=$out_dir/$2.$1 from=0 crashed="" tries=0
  : > $out
  while [ $tries -lt 30 ]; do
    tries=$((tries+1))
    if [ $1 = ms ]; then
      (ulimit -v 8000000; cd /tmp && env -u PYTHONPATH A33O_FROM=$from A33O_CRASHED="$crashed" nice -n 10 /tmp/ms/bin/python "$d/$2.py" >> $out 2>>$out.err)
    else
      (cd "$root" && A33O_FROM=$from A33O_CRASHED="$crashed" PYTHONPATH="$root" nice -n 10 python -m msgraph.run "$d/$2.py" >> $out 2>>$out.err)
    fi
    rc=$?
    [ $rc = 0 ] && break
    # the step after the last printed one killed the process: skip it
    from=$(grep -c ' => ' $out)
    crashed=$(cd "$root" && A33O_LIST=$from PYTHONPATH="$root" python -m msgraph.run "$d/$2.py" 2>/dev/null | tail -1)
    [ -z "$crashed" ] && crashed="step$from"
    from=$((from+1))
  done
}
for n in "$@"; do
  : > $out_dir/$n.ms.err; : > $out_dir/$n.mg.err
  if [ "${A33O_SERIAL:-0}" = 1 ]; then runone ms $n; runone mg $n; else runone ms $n & runone mg $n; wait; fi
  python "$here/cmp.py" $n
done
