#!/bin/bash
cd /tmp/ut47/root
for f in "$@"; do
  PYTHONPATH=/work/wt-rr51c MSGRAPH_NUMBA=0 timeout 1500 python -m pytest -p msgraph.testing.mindspore_alias -q -p no:cacheprovider -p no:randomly --continue-on-collection-errors --junitxml=/tmp/rr51c/ut/$f.xml tests/ut/python/$f > /tmp/rr51c/ut/$f.log 2>&1
  echo "$f rc=$? $(tail -1 /tmp/rr51c/ut/$f.log)" >> /tmp/rr51c/ut/summary.txt
done
