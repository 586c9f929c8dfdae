#!/bin/bash
# Session 30's model-zoo sweep (not run in CI): zoo28_sweep's run.sh with results under /tmp/zoo30/res.
# usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${RES:-/tmp/zoo30/res} exec "$HERE/../zoo28_sweep/run.sh" "$@"
