#!/bin/bash
# usage: ms_parts.sh script.py MODE LO HI STEP: MindSpore's run of cases LO..HI-1 in parts of STEP (each under
# run.sh's 600 s limit), appended to $OUT/<script>.<MODE>.ms (MindSpore's Graph mode compiles slowly here).
D=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/adapt42rem_out}
b=$(basename $1 .py)
for ((lo=$3; lo<$4; lo+=$5)); do
  (ulimit -v 8000000; cd $D && timeout 600 env -u PYTHONPATH MODE=$2 CASES=$lo:$((lo+$5)) PYTHONPATH=$D nice -n 10 /tmp/ms/bin/python $1) >> $OUT/$b.$2.ms 2>&1
done
