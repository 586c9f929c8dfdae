"""rich_files.py DUMP_DIR [N]: the test files whose recorded tests read the most numeric values (records with a
dtype), most first -- the files worth rerunning in variants (Numba kernels, other seeds)."""
import collections, glob, json, sys
import numpy as np

cnt = collections.Counter()
for f in glob.glob(sys.argv[1] + "/*.npz"):
    with np.load(f) as z:
        m = json.loads(str(z["meta"]))
    if m["outcome"] != "passed":
        continue
    n = sum(1 for r in m["records"] if "dtype" in r and "repr" not in r)
    if n:
        cnt[m["nodeid"].split("::")[0]] += n
for path, n in cnt.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 40):
    print(n, path)
