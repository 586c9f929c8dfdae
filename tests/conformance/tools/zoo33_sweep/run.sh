#!/bin/bash
# Session 33's model-zoo sweep (not run in CI): zoo28_sweep's run.sh with results under /tmp/zoo33/res.
# usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${RES:-/tmp/zoo33/res} exec "$HERE/../zoo28_sweep/run.sh" "$@"
