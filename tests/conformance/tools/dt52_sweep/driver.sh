#!/bin/bash
# driver.sh SIDE DTYPE DIR(chunks in it) : runs every chunk_* in order, logs, marks done
D=$(cd "$(dirname "$0")" && pwd)
cd $3
for c in $(ls chunk_* | sort); do
  [ -f done_$1_$c ] && continue
  $D/runside.sh $1 $2 $3/$c $3/$1 > log_$1_$c.txt 2>&1
  touch done_$1_$c
done
