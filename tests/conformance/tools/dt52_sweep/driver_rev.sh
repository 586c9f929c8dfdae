#!/bin/bash
# driver_rev.sh SIDE DTYPE DIR : like driver.sh, chunks in reverse order
D=$(cd "$(dirname "$0")" && pwd)
cd $3
for c in $(ls chunk_* | sort -r); do
  [ -f done_$1_$c ] && continue
  $D/runside.sh $1 $2 $3/$c $3/$1 > log_$1_$c.txt 2>&1
  touch done_$1_$c
done
