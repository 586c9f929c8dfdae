#!/bin/bash
# Session 52's new model-zoo drivers (not run in CI): zoo28_sweep's run.sh with results under /tmp/zoo52/new.
# usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${RES:-/tmp/zoo52/new} exec "$HERE/../zoo28_sweep/run.sh" "$@"
