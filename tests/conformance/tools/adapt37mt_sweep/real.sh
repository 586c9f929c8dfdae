#!/bin/bash
# real.sh NAME: the differences of /tmp/a37mt/NAME.{ms,mg} where MindSpore computed (drops its unregistered kernels)
PYTHONPATH=$(cd "$(dirname "$0")/../../../.." && pwd) python "$(dirname "$0")/cmp.py" /tmp/a37mt/$1.ms /tmp/a37mt/$1.mg ${2:-1e-5} | paste - - - | grep -v "unregistered\|Not implement\|Not found op\|ms: EXC RuntimeError | ---" | tr '\t' '\n'
