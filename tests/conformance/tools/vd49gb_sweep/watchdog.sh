#!/bin/bash
# kill this helper's MindSpore pytest (VDUMP_DIR=/tmp/vd49gb/ms in its environment) when the ms folder has not
# changed for 300 s (a hung test)
while true; do
  sleep 30
  P=""
  for p in $(pgrep -f "/tmp/ms/bin/python -m pytest -p vdump"); do
    tr '\0' '\n' < /proc/$p/environ 2>/dev/null | grep -qx "VDUMP_DIR=/tmp/vd49gb/ms" && P="$P $p"
  done
  [ -z "$P" ] && continue
  last=$(stat -c %Y /tmp/vd49gb/ms/$(ls -t /tmp/vd49gb/ms | head -1)); now=$(date +%s)
  if [ $((now-last)) -gt 300 ]; then echo "$(date +%T) kill $P $(ls -t /tmp/vd49gb/ms | head -1)"; kill $P; fi
done
