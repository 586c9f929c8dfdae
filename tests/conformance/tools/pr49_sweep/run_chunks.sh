#!/bin/bash
# run_chunks.sh ms|mg OUTROOT CHUNKFILE...   (cwd: MindSpore's test tree, e.g. /tmp/mst2)
# One pytest process per chunk (a file listing test files), pdump recording into OUTROOT/<side>/<chunk>/.
side=$1; root=$2; shift 2
T=$(cd "$(dirname "$0")" && pwd)
MG=${MG_TREE:-$(cd "$T/../../../.." && pwd)}
for chunk in "$@"; do
  name=$(basename "$chunk"); out=$root/$side/$name; mkdir -p "$out"
  if [ "$side" = ms ]; then
    (ulimit -v 8000000; PDUMP_DIR=$out PDUMP_SKIP_DONE=1 timeout ${CHUNK_TIMEOUT:-1500} env -u PYTHONPATH PYTHONPATH=$T:. \
      /tmp/ms/bin/python -m pytest -p pdump -p no:cacheprovider -q --continue-on-collection-errors $(cat "$chunk") \
      > "$out.log" 2>&1)
  else
    PDUMP_DIR=$out PDUMP_SKIP_DONE=1 PYTHONPATH=$MG:$T:. MSGRAPH_NUMBA=0 timeout ${CHUNK_TIMEOUT:-1500} python -m pytest \
      -p msgraph.testing.mindspore_alias -p pdump -p no:cacheprovider -q --continue-on-collection-errors $(cat "$chunk") \
      > "$out.log" 2>&1
  fi
  echo "$(date +%T) $side $name rc=$? $(tail -1 "$out.log")" >> "$root/$side.progress"
done
