#!/bin/bash
# usage: run.sh script.py [pynative|graph]  -> /tmp/adapt33p/<script>_<mode>.{ms,mg}.txt and the cmp.py listing
HERE=$(cd "$(dirname "$0")" && pwd); WT=$(cd "$HERE/../../../.." && pwd)
S=$1; M=${2:-pynative}; O=${OUT:-/tmp/adapt33p}; mkdir -p $O; B=$O/$(basename $S .py)_$M
(ulimit -v 8000000; cd ${TMPDIR:-/tmp} && MODE=$M PYTHONPATH=$HERE nice -n 10 env -u PYTHONPATH MODE=$M PYTHONPATH=$HERE /tmp/ms/bin/python $HERE/$(basename $S) > $B.ms.txt 2>$B.ms.err)
(cd $HERE && MODE=$M PYTHONPATH=$WT:$HERE nice -n 10 python -m msgraph.run $S > $B.mg.txt 2>$B.mg.err)
python $HERE/cmp.py $B.ms.txt $B.mg.txt ${RTOL:-1e-5}
