#!/bin/bash
# usage: mg_only.sh script.py MODE: msgraph's side alone again (after a fix), compared with the kept MindSpore output.
D=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$D/../../../.." && pwd)}
OUT=${OUT:-/tmp/adapt42rem_out}
b=$(basename $1 .py)
(cd $D && MODE=$2 PYTHONPATH=$WT:$D timeout 600 nice -n 10 python -m msgraph.run $1) > $OUT/$b.$2.mg 2>&1
python $D/cmp.py $OUT/$b.$2.ms $OUT/$b.$2.mg
