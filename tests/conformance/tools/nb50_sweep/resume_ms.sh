#!/bin/bash
# resume_ms.sh SCRIPT OUT: run an ew_probe script under MindSpore (MODE=both), rerunning after a crash with the done
# labels and the crashing one skipped (it is written as "jit:LABEL CRASH").
script=$1; out=$2
labels=$(grep -o "^case('[^']*'" $script | sed "s/^case('//; s/'$//")
: > $out
for attempt in $(seq 1 40); do
  skip=$(mktemp)
  sed -n 's/^[a-z]*:\([^ ]*\) .*/\1/p' $out | sort -u > $skip
  (ulimit -v 8000000; MODE=both SKIP=$skip env -u PYTHONPATH timeout 3000 /tmp/ms/bin/python $script >> $out 2>> $out.err)
  rc=$?
  [ $rc = 0 ] && break
  lastline=$(grep -E '^(jit|pynative):' $out | tail -1)
  last=$(echo "$lastline" | sed -n 's/^[a-z]*:\([^ ]*\) .*/\1/p')
  if [ -n "$last" ] && [ "${lastline%%:*}" = jit ]; then   # its PyNative run crashed
    echo "pynative:$last CRASH rc=$rc" >> $out
    continue
  fi
  next=$(echo "$labels" | grep -x -A1 -F "$last" | tail -1)
  [ -z "$last" ] && next=$(echo "$labels" | head -1)
  echo "jit:$next CRASH rc=$rc" >> $out
  echo "pynative:$next CRASH rc=$rc" >> $out
done
