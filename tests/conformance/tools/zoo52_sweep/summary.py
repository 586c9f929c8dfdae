"""One line per (driver, mode) pair under RES (default /tmp/zoo52/new): how many records (the drivers' out() labels)
are equal at rtol 1e-4 (zoo28's cmp.py rule), differ, or exist on one side only.  usage: python summary.py [RES]"""
import glob, os, pickle, sys, io, contextlib
HERE = os.path.dirname(os.path.abspath(__file__))
res = sys.argv[1] if len(sys.argv) > 1 else "/tmp/zoo52/new"
sys.argv = ["cmp.py", os.devnull, os.devnull]
src = open(os.path.join(HERE, "..", "zoo28_sweep", "cmp.py")).read().split("for k in a:")[0]
src = src[src.index("def cmp"):]
ns = {"np": __import__("numpy"), "rtol": 1e-4}
exec(src, ns)
for ms in sorted(glob.glob(os.path.join(res, "*.ms.pkl"))):
    mg = ms[:-len(".ms.pkl")] + ".mg.pkl"
    if not os.path.exists(mg):
        continue
    a, b = pickle.load(open(ms, "rb")), pickle.load(open(mg, "rb"))
    eq = [k for k in a if k in b and not ns["cmp"](a[k], b[k], k)]
    df = [k for k in a if k in b and ns["cmp"](a[k], b[k], k)]
    one = sorted(set(a) ^ set(b))
    print(f"{os.path.basename(ms)[:-7]:24s} equal {len(eq):3d}  differ {len(df):3d}  one side {len(one):2d}  "
          f"{' '.join(df)[:150]}")
