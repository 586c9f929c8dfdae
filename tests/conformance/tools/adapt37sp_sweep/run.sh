#!/bin/bash
# Usage: run.sh SCRIPT.py  -- runs it under MindSpore 2.10 (/tmp/ms) and msgraph, writes /tmp/a37sp/NAME.{ms,mg}
# and prints the diff (only the value part; exception messages differ freely, classes must match).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
WT=$(cd "$HERE/../../../.." && pwd)
n=$(basename "$1" .py)
mkdir -p /tmp/a37sp
(ulimit -v 8000000; cd /tmp && env -u PYTHONPATH PYTHONPATH=$HERE:${MS_EXTRA_PATH:-} nice -n 10 timeout 900 /tmp/ms/bin/python $HERE/$n.py) > /tmp/a37sp/$n.ms 2>/tmp/a37sp/$n.ms.err
(cd /tmp && PYTHONPATH=$WT:$HERE nice -n 10 timeout 900 python -m msgraph.run $HERE/$n.py) > /tmp/a37sp/$n.mg 2>/tmp/a37sp/$n.mg.err
python "$HERE/cmp.py" /tmp/a37sp/$n.ms /tmp/a37sp/$n.mg
