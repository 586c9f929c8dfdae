#!/bin/bash
# usage: [WT=/path/to/checkout] run.sh script.py [script.py...]  -> out/<script>.<mode>.{ms,mg} and a diff per script
exec "$(dirname "$0")/../_run_modes.sh" "$(dirname "$0")" "$@"
