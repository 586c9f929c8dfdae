#!/bin/bash
# Session 46's new model-zoo drivers (not run in CI): zoo28_sweep's run.sh with results under /tmp/zoo46/new.
# usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${RES:-/tmp/zoo46/new} exec "$HERE/../zoo28_sweep/run.sh" "$@"
