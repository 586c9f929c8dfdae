#!/bin/bash
# MindSpore queue: (a) chunks then others appended in /tmp/vd50g/queue.txt lines: "CHUNK OUTDIR ROOT PREFIX K"
R=${WT:-/work/main}/tests/conformance/tools/vd50g_sweep/run_chunk.sh
i=0
while true; do
  line=$(sed -n "$((i+1))p" /tmp/vd50g/queue.txt)
  [ -z "$line" ] && { sleep 20; [ -f /tmp/vd50g/queue.stop ] && break; continue; }
  set -- $line
  ROOT=$3 PREFIX=$4 VDUMP_SEED_K=$5 $R $1 ms $2
  i=$((i+1))
done
