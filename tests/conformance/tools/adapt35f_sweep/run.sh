#!/bin/bash
# usage: tests/conformance/tools/adapt35f_sweep/run.sh s1_special ...   (from the repo root)
# adapt33o's runner on this folder's scripts: writes /tmp/a35f/<name>.ms / .mg (A33O_OUT: another folder).
d=$(cd "$(dirname "$0")" && pwd)
A33O_OUT=${A33O_OUT:-/tmp/a35f} A33O_SCRIPTS=$d exec bash "$d/../adapt33o_sweep/run.sh" "$@"
