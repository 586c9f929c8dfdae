"""Run MindSpore 2.10 on junit ids (``tests.st.x.test_f::test_n[p]``, one a line on stdin), one pytest process per
file, each with a timeout; junit xml per file into OUT.  Not run in CI.

    python ms_by_id.py ROOT OUT [TIMEOUT] < ids.txt
"""
import os, subprocess, sys
from collections import defaultdict

root, out = sys.argv[1], sys.argv[2]
timeout = int(sys.argv[3]) if len(sys.argv) > 3 else 300
os.makedirs(out, exist_ok=True)
by_file = defaultdict(list)
for line in sys.stdin:
    tid = line.split()[0] if line.strip() else ""
    if "::" not in tid:
        continue
    cls, name = tid.split("::", 1)
    parts = cls.split(".")
    for i in range(len(parts), 0, -1):
        path = "/".join(parts[:i]) + ".py"
        if os.path.exists(os.path.join(root, path)):
            node = path + "::" + "::".join(parts[i:] + [name])
            by_file[path].append(node)
            break
env = dict(os.environ, PYTHONPATH=root)
env.pop("MSGRAPH_NUMBA", None)
for path, nodes in sorted(by_file.items()):
    stem = path.replace("/", "__")[:-3]
    xml = os.path.join(out, stem + ".xml")
    if os.path.exists(xml):
        continue
    cmd = ["/tmp/ms/bin/python", "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={xml}"] + nodes
    with open(os.path.join(out, stem + ".log"), "w") as log:
        try:
            subprocess.run(["bash", "-c", 'ulimit -v 8000000; exec "$@"', "x"] + cmd, cwd=root, env=env,
                           stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
        except subprocess.TimeoutExpired:
            print("timeout", path, flush=True)
    print("done", path, flush=True)
