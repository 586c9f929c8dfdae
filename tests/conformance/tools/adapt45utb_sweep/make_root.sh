#!/bin/bash
# make_root.sh ROOT: a test root for MindSpore's ut files (tests/ut -> /tmp/mst2/tests/ut) with no-op stand-ins for
# what that tree lacks: tests/vm_impl (ut/python/__init__.py imports it) and the op test framework's entry points
# (mindspore_test keeps the case list for s3_ut_op_cases.py; bprop / print helpers for pynative_mode tests).
R=${1:-/tmp/adapt45utb_out/root}
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p $R/tests/vm_impl $R/tests/mindspore_test_framework/utils $R/tests/mindspore_test_framework/pipeline/forward \
  $R/tests/mindspore_test_framework/pipeline/gradient
cp -r $D/root_stub/. $R/tests/
[ -e $R/tests/ut ] || ln -s /tmp/mst2/tests/ut $R/tests/ut
[ -e $R/tests/st ] || ln -s /tmp/mst2/tests/st $R/tests/st
