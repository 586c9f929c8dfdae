#!/bin/bash
# usage: tests/conformance/tools/adapt33n_sweep/run.sh script.py [mode]  (mode: pynative (default) | graph: sets
# SWEEP_GRAPH=1, the scripts then call set_context(mode=GRAPH_MODE)); writes /tmp/a33n/<name>[.g].{ms,mg}, prints the diff.
set -u
R=$(cd "$(dirname "$0")/../../../.." && pwd)
S=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
N=$(basename "$1" .py)
G=0; if [ "${2:-}" = graph ]; then G=1; N=$N.g; fi
mkdir -p /tmp/a33n
(ulimit -v 8000000; cd /tmp && SWEEP_GRAPH=$G env -u PYTHONPATH nice -n 10 /tmp/ms/bin/python "$S" > /tmp/a33n/$N.ms 2>/tmp/a33n/$N.ms.err)
(cd /tmp && SWEEP_GRAPH=$G PYTHONPATH=$R nice -n 10 python -m msgraph.run "$S" > /tmp/a33n/$N.mg 2>/tmp/a33n/$N.mg.err)
diff /tmp/a33n/$N.ms /tmp/a33n/$N.mg && echo "SAME ($(wc -l < /tmp/a33n/$N.ms) lines)"
