#!/bin/bash
mkdir -p /tmp/rr51c/nb
cd /tmp/mst2
for f in $(cat /tmp/rr51c/numba_files.txt); do
  stem=$(echo $f | tr / _)
  PYTHONPATH=/tmp/mst2:/work/wt-rr51c MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 900 python -m pytest -p msgraph.testing.mindspore_alias -q -p no:cacheprovider -p no:randomly --junitxml=/tmp/rr51c/nb/$stem.xml tests/st/$f > /tmp/rr51c/nb/$stem.log 2>&1
  echo "$f rc=$? $(tail -1 /tmp/rr51c/nb/$stem.log)" >> /tmp/rr51c/nb/summary.txt
done
