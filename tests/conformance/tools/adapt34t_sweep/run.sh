#!/bin/bash
# usage (repo root): bash tests/conformance/tools/adapt34t_sweep/run.sh s1_aug ...  -> /tmp/adapt34t/NAME.{ms,mg} + diff
exec "$(dirname "$0")/../_run_once.sh" "$(dirname "$0")" /tmp/adapt34t "$@"
