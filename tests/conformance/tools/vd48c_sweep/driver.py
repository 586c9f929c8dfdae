"""Run scalar_f64_cases.py on one side, restarting after each error.  python driver.py ms|mg OUT"""
import subprocess
import sys
import os

here = os.path.dirname(os.path.abspath(__file__))
side, out = sys.argv[1], sys.argv[2]
start, lines = 0, []
while True:
    if side == "ms":
        cmd = ["/tmp/ms/bin/python", os.path.join(here, "scalar_f64_cases.py"), str(start)]
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    else:
        cmd = [sys.executable, "-m", "msgraph.run", os.path.join(here, "scalar_f64_cases.py"), str(start)]
        env = dict(os.environ)
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    got = [ln for ln in p.stdout.splitlines() if ln[:1].isdigit()]
    lines += got
    if not got:
        break
    last = int(got[-1].split()[0])
    if p.returncode == 0 or " | ERR" not in got[-1]:
        break
    start = last + 1
open(out, "w").write("\n".join(lines) + "\n")
