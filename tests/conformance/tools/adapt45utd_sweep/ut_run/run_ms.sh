#!/bin/bash
# usage: run_ms.sh IDFILE TAG : run ids under MindSpore 2.10 in batches of 30
cd /tmp/adapt45utd_root/tests/ut/python
split -l 30 -d $1 /tmp/adapt45utd_out/msb_$2_
for c in /tmp/adapt45utd_out/msb_$2_*; do
  n=$(basename $c)
  (ulimit -v 8000000; env -u PYTHONPATH PYTHONPATH=/tmp/adapt45utd_root/stubs timeout 1200 nice -n 5 /tmp/ms/bin/python -m pytest -q \
    -p no:cacheprovider -p no:randomly --junitxml=/tmp/adapt45utd_out/ms_$n.xml $(cat $c) > /tmp/adapt45utd_out/ms_$n.log 2>&1)
  echo "$n rc=$? $(tail -1 /tmp/adapt45utd_out/ms_$n.log)" >> /tmp/adapt45utd_out/ms_progress.txt
done
