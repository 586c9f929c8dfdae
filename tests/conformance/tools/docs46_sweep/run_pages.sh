#!/bin/bash
# Session 46 (docs46): extract the pages of pages.txt from the docs mirror and run them under MindSpore 2.10 and
# msgraph with doc_snippets.py (one program per page, --seed 1; GRAPH=1 starts each page in Graph mode).
#   bash tests/conformance/tools/docs46_sweep/run_pages.sh OUT [DOCS_GIT_DIR]
set -e
OUT=${1:?out dir}; REPO=${2:-/work/.mirror/mindspore-ai+docs/repo}
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../../../.." && pwd)
mkdir -p "$OUT/pages"; PAGES=()
while read -r ref path; do
  [[ -z "$ref" || "$ref" == \#* ]] && continue
  mkdir -p "$OUT/pages/$ref"
  git -C "$REPO" archive "$ref" "$path" | tar -x -C "$OUT/pages/$ref"
  PAGES+=("$OUT/pages/$ref/$path")
done < "$HERE/pages.txt"
EXTRA=(); [[ -n "$GRAPH" ]] && EXTRA=(--graph)
PYTHONPATH=$ROOT MSGRAPH_NUMBA=0 python "$ROOT/tests/conformance/tools/doc_snippets.py" --page --seed 1 --timeout 300 \
  "${EXTRA[@]}" --out "$OUT/run" "${PAGES[@]}"
