#!/bin/bash
# usage: run_side.sh ms|mg chunkfile...   One pytest process per chunk (a list of test files), only the tests that
# hold a raises call (ERRDUMP_ONLY_RAISES=1).  The chunk's name picks its root: ut_* /tmp/ut47/root (session 47's ut
# root), gpu_* /tmp/mstg (st/ops/gpu with device_target "CPU"), else /tmp/mst2.
side=$1; shift
T=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$T/../../../.." && pwd)}
OUT=${OUTDIR:-/tmp/err51/$side}
LOG=${LOGDIR:-/tmp/err51/log}
mkdir -p $OUT $LOG
for c in $(readlink -f "$@"); do
  n=$(basename $c)
  [ -e $LOG/$side.$n.done ] && continue
  case $n in ut_*) root=/tmp/ut47/root;; gpu_*) root=/tmp/mstg;; *) root=/tmp/mst2;; esac
  files=$(cat $c | tr '\n' ' ')
  [ -z "$files" ] && continue
  cd $root
  export DEVICE_TARGET=CPU ERRDUMP_CPU=1 ERRDUMP_ONLY_RAISES=1 ERRDUMP_DIR=$OUT/$n
  if [ $side = ms ]; then
    (ulimit -v 8000000; PYTHONPATH=$T timeout ${TMO:-1500} /tmp/ms/bin/python -m pytest -p errdump $files -q \
       -p no:cacheprovider -p no:randomly --continue-on-collection-errors > $LOG/$side.$n.log 2>&1)
  else
    PYTHONPATH=$WT:$T MSGRAPH_NUMBA=0 timeout ${TMO:-1500} python -m pytest -p msgraph.testing.mindspore_alias \
       -p errdump $files -q -p no:cacheprovider -p no:randomly --continue-on-collection-errors > $LOG/$side.$n.log 2>&1
  fi
  echo "rc=$?" >> $LOG/$side.$n.log
  touch $LOG/$side.$n.done
done
