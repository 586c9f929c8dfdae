#!/bin/bash
# usage (repo root): bash tests/conformance/tools/r2jit_sweep/run.sh s1_jit ...  -> /tmp/r2jit/NAME.{ms,mg} + diff
exec "$(dirname "$0")/../_run_once.sh" "$(dirname "$0")" /tmp/r2jit "$@"
