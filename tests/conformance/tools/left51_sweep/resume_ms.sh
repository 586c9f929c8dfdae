#!/bin/bash
# resume_ms.sh SCRIPT OUT: run an int_overflow_probe script (jit lines only) under MindSpore, rerunning after a crash
# (SIGFPE of integer division) with the done labels and the crashing one skipped ("jit:LABEL CRASH rc=N").
script=$1; out=$2
labels=$(grep -o "^case('[^']*'" $script | sed "s/^case('//; s/'$//")
: > $out
for attempt in $(seq 1 60); do
  skip=$(mktemp)
  sed -n 's/^jit:\([^ ]*\) .*/\1/p' $out | sort -u > $skip
  (ulimit -v 8000000; SKIP=$skip env -u PYTHONPATH timeout 3000 /tmp/ms/bin/python $script >> $out 2>> $out.err)
  rc=$?
  rm -f $skip
  [ $rc = 0 ] && break
  last=$(grep -E '^jit:' $out | tail -1 | sed -n 's/^jit:\([^ ]*\) .*/\1/p')
  if [ -z "$last" ]; then next=$(echo "$labels" | head -1); else next=$(echo "$labels" | grep -x -A1 -F "$last" | tail -1); fi
  echo "jit:$next CRASH rc=$rc" >> $out
done
