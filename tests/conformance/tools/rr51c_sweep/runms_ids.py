"""Run MindSpore on ids (file of classname::name), one pytest process per test file; junit xml per file."""
import sys, os, subprocess, collections
ids = [l.strip() for l in open(sys.argv[1]) if l.strip() and not l.startswith("::")]
out = os.path.abspath(sys.argv[2]); os.makedirs(out, exist_ok=True)
byfile = collections.OrderedDict()
for i in ids:
    cls, name = i.split("::")
    f = cls.replace(".", "/") + ".py"
    byfile.setdefault(f, []).append(f + "::" + name)
for f, tids in byfile.items():
    stem = f.replace("/", "__")[:-3]
    xml = os.path.join(out, stem + ".xml")
    if os.path.exists(xml): continue
    cmd = f"ulimit -v 8000000; cd /tmp/mst2 && env -u PYTHONPATH PYTHONPATH=/tmp/mst2 timeout 900 /tmp/ms/bin/python -m pytest -q -p no:cacheprovider --junitxml={xml} " + " ".join(f"'{t}'" for t in tids)
    with open(os.path.join(out, stem + ".log"), "w") as log:
        subprocess.run(["bash", "-c", cmd], stdout=log, stderr=subprocess.STDOUT)
    print(f, len(tids), flush=True)
