"""Re-run the msgraph side of earlier sweeps against this checkout and list regressions (not run in CI).

    python sweep_rerun.py OUT_DIR NAME... [--jobs 1] [--timeout 900] [--rtol 4e-7] [--compare-only]

For each sweep NAME (``tools/NAME_sweep/``) whose outputs are still in ``/tmp/NAME_out`` in the common layout
(``B.pynative.ms`` / ``B.graph.ms`` from MindSpore and ``.mg`` from msgraph, made by ``run.sh`` from
``NAME_sweep/B.py`` with ``MODE=pynative|graph``), runs ``B.py`` under this checkout's msgraph again into
``OUT_DIR/NAME/B.MODE.mg`` and compares both msgraph outputs with MindSpore's (:mod:`sweep_cmp`'s rules:
exceptions by class, numbers within ``--rtol``).  Prints per script the cases that agreed before and differ now
(REGRESS), and the reverse (FIXED); the last line counts them.  MindSpore is not run again.
"""
from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from sweep_cmp import kind, load  # noqa: E402

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))


def sep_of(path: str) -> str:
    """The record separator a sweep output uses (the most frequent of the three)."""
    lines = open(path, errors="replace").read().splitlines()
    starts = {sep: sum(1 for line in lines if re.match(r"^\S+" + re.escape(sep), line)) for sep in (" -> ", " => ", ": ")}
    return max(starts, key=starts.get)


def jobs_for(name: str) -> list:
    out, src = f"/tmp/{name}_out", os.path.join(HERE, f"{name}_sweep")
    found = []
    for ms in sorted(glob.glob(f"{out}/*.ms")):
        base, mode = os.path.basename(ms)[:-3].rsplit(".", 1) if ms.count(".") >= 2 else (None, None)
        script = os.path.join(src, f"{base}.py") if base else ""
        if mode in ("pynative", "graph") and os.path.exists(script) and os.path.exists(ms[:-3] + ".mg"):
            found.append((name, base, mode, script, ms))
    return found


def run_one(job: tuple, out_dir: str, timeout: int) -> str:
    name, base, mode, script, _ = job
    dest = os.path.join(out_dir, name)
    scratch = os.path.join(dest, "scratch")
    os.makedirs(scratch, exist_ok=True)
    path = os.path.join(dest, f"{base}.{mode}.mg")
    env = dict(os.environ, MODE=mode, PYTHONPATH=os.pathsep.join([CHECKOUT, os.path.dirname(script)]))
    with open(path, "w") as fh, open(path + ".err", "w") as err:
        try:
            subprocess.run(["nice", "-n", "10", sys.executable, "-m", "msgraph.run", script], cwd=scratch, env=env,
                           stdout=fh, stderr=err, timeout=timeout)
        except subprocess.TimeoutExpired:
            err.write(f"\nTIMEOUT after {timeout} s\n")
    return path


def main(argv: list) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out_dir")
    p.add_argument("names", nargs="+")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--timeout", type=int, default=900)
    p.add_argument("--rtol", type=float, default=4e-7)
    p.add_argument("--compare-only", action="store_true", help="compare the outputs an earlier run left in OUT_DIR")
    a = p.parse_args(argv)
    opts = SimpleNamespace(exc="class", rtol=a.rtol, nan_equal=True)
    jobs = [j for n in a.names for j in jobs_for(n)]
    print(f"{len(jobs)} sweep runs", flush=True)
    with ThreadPoolExecutor(a.jobs) as pool:
        paths = list(pool.map(lambda j: os.path.join(a.out_dir, j[0], f"{j[1]}.{j[2]}.mg") if a.compare_only
                              else run_one(j, a.out_dir, a.timeout), jobs))
    total_reg = total_fix = 0
    for (name, base, mode, _, ms_path), new_path in zip(jobs, paths):
        sep = sep_of(ms_path)
        ms, old, new = load(ms_path, sep), load(ms_path[:-3] + ".mg", sep), load(new_path, sep)
        reg, fix = [], []
        for label, v in ms.items():
            was = label in old and kind(v, old[label], opts) is None
            now = label in new and kind(v, new[label], opts) is None
            if was and not now:
                reg.append(f"  REGRESS {label}\n    ms:  {v[:300]}\n    old: {old[label][:300]}\n    "
                           f"new: {new.get(label, '<missing>')[:300]}")
            elif now and not was:
                fix.append(label)
        total_reg += len(reg)
        total_fix += len(fix)
        print(f"== {name}/{base}.{mode}: {len(ms)} cases, {len(reg)} regress, {len(fix)} fixed")
        for r in reg:
            print(r)
    print(f"{len(jobs)} runs: {total_reg} regressions, {total_fix} fixed")
    return 1 if total_reg else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
