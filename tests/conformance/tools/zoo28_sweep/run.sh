#!/bin/bash
# Session 28's model-zoo sweep (not run in CI).  usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
# Runs the driver from inside the network's folder (its src/ imports unchanged) under MindSpore 2.10
# (MS_PYTHON, default /tmp/ms/bin/python) and under msgraph (python -m msgraph.run), then compares what
# each stored (_drv.out) with cmp.py.  Results go to RES (default /tmp/zoo28/res).
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../../.." && pwd)
RES=${RES:-/tmp/zoo28/res}; MS_PYTHON=${MS_PYTHON:-/tmp/ms/bin/python}
NET=$1; DRV=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); MODE=$3; WHO=${4:-both}
name=$(basename "$DRV" .py)
mkdir -p "$RES"; cd "$NET" || exit 1
if [ "$WHO" != mg ]; then
 (ulimit -v 8000000; ZMODE=$MODE ZOUT=$RES/$name.$MODE.ms.pkl env -u PYTHONPATH nice -n 10 timeout 1500 "$MS_PYTHON" "$DRV" > "$RES/$name.$MODE.ms.log" 2>&1)
fi
if [ "$WHO" != ms ]; then
 ZMODE=$MODE ZOUT=$RES/$name.$MODE.mg.pkl PYTHONPATH=$REPO nice -n 10 timeout 1500 python -m msgraph.run "$DRV" > "$RES/$name.$MODE.mg.log" 2>&1
fi
python "$HERE/cmp.py" "$RES/$name.$MODE.ms.pkl" "$RES/$name.$MODE.mg.pkl" "${RTOL:-1e-4}"
