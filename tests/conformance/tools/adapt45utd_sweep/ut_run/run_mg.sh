#!/bin/bash
# run msgraph over ut dataset files in chunks
cd /tmp/adapt45utd_root/tests/ut/python
ls dataset/test_*.py dataset_deprecated/test_*.py mindrecord/test_*.py > /tmp/adapt45utd_out/files.txt
split -l 25 -d /tmp/adapt45utd_out/files.txt /tmp/adapt45utd_out/chunk_
for c in /tmp/adapt45utd_out/chunk_*; do
  n=$(basename $c)
  PYTHONPATH=/work/wt-adapt45utd:/tmp/adapt45utd_root/stubs MSGRAPH_NUMBA=0 timeout 900 python -m pytest \
    -p msgraph.testing.mindspore_alias -q -p no:cacheprovider -p no:randomly --continue-on-collection-errors \
    --junitxml=/tmp/adapt45utd_out/mg_$n.xml $(cat $c) > /tmp/adapt45utd_out/mg_$n.log 2>&1
  echo "$n rc=$? $(tail -1 /tmp/adapt45utd_out/mg_$n.log)" >> /tmp/adapt45utd_out/progress.txt
done
echo DONE >> /tmp/adapt45utd_out/progress.txt
