#!/bin/bash
# Session 51's new model-zoo drivers (not run in CI): zoo28_sweep's run.sh with results under /tmp/zoo51/new.
# usage: run.sh <network dir> <driver.py> <pynative|graph> [ms|mg|both]
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${RES:-/tmp/zoo51/new} exec "$HERE/../zoo28_sweep/run.sh" "$@"
