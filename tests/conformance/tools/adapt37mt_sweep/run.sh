#!/bin/bash
# usage: tests/conformance/tools/adapt37mt_sweep/run.sh script.py [mode]  (mode: pynative (default) | graph: sets
# SWEEP_GRAPH=1, the scripts then call set_context(mode=GRAPH_MODE)); writes /tmp/a37mt/<name>[.g].{ms,mg}, prints the diff.
set -u
R=$(cd "$(dirname "$0")/../../../.." && pwd)
S=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
N=$(basename "$1" .py)
G=0; if [ "${2:-}" = graph ]; then G=1; N=$N.g; fi
mkdir -p /tmp/a37mt
(ulimit -v 8000000; cd /tmp && SWEEP_GRAPH=$G env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python "$S" > /tmp/a37mt/$N.ms 2>/tmp/a37mt/$N.ms.err)
(cd /tmp && SWEEP_GRAPH=$G PYTHONPATH=$R nice -n 10 python -m msgraph.run "$S" > /tmp/a37mt/$N.mg 2>/tmp/a37mt/$N.mg.err)
PYTHONPATH=$R python "$(dirname "$0")/cmp.py" /tmp/a37mt/$N.ms /tmp/a37mt/$N.mg
