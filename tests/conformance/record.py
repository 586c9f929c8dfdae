"""Re-record MindSpore's outputs for conformance programs (needs a MindSpore installation).

    python tests/conformance/record.py [--python /tmp/ms/bin/python] [PROGRAM_OR_DIR ...]

Each program runs in a fresh MindSpore process once per mode it declares (``MODES``, default both);
the records go to ``PROGRAM.expected.json`` beside it, with the MindSpore version.  Those files are
the expectations that ``test_conformance.py`` checks msgraph against (in CI, without MindSpore).
A program that MindSpore cannot run at all (an uncaught error) is reported and left unrecorded.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, "harness.py")
sys.path.insert(0, HERE)
from harness import program_meta  # noqa: E402


def programs(paths):
    out = []
    for p in paths or [os.path.join(HERE, "programs")]:
        if os.path.isdir(p):
            out += sorted(glob.glob(os.path.join(p, "**", "*.py"), recursive=True))
        else:
            out.append(p)
    return [p for p in out if not os.path.basename(p).startswith("_")]


def record_one(python: str, path: str, mode: str, timeout: float) -> list:
    env = dict(os.environ, PYTHONPATH=HERE, GLOG_v="3")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "records.json")
        proc = subprocess.run([python, HARNESS, "--backend", "mindspore", "--mode", mode, "--out", out, path],
                              capture_output=True, text=True, timeout=timeout, env=env, cwd=tmp)  # MindSpore's
        # files (rewritten_network/, rank_0/ logs) land in the temporary folder, not beside the program
        if not os.path.exists(out):
            raise RuntimeError(f"{path} [{mode}]: no records\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}")
        with open(out, encoding="utf-8") as f:
            return json.load(f)


def write_expected(path: str, result: dict) -> None:
    """One record a line, so a diff of a re-recording reads per record."""
    lines = ["{", f' "mindspore": {json.dumps(result["mindspore"])}']
    for mode in ("pynative", "graph"):
        if mode in result:
            recs = ",\n".join("  " + json.dumps(r, sort_keys=True) for r in result[mode])
            lines[-1] += ","
            lines.append(f' "{mode}": [\n{recs}\n ]')
    lines.append("}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=os.environ.get("MINDSPORE_PYTHON", "/tmp/ms/bin/python"))
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("paths", nargs="*")
    a = ap.parse_args(argv)
    version = subprocess.run([a.python, "-c", "import mindspore; print(mindspore.__version__)"],
                             capture_output=True, text=True).stdout.strip().splitlines()[-1]
    failed = 0
    for path in programs(a.paths):
        meta = program_meta(path)
        result = {"mindspore": version}
        ok = True
        for mode in meta["MODES"]:
            try:
                recs = record_one(a.python, os.path.abspath(path), mode, a.timeout)
            except Exception as exc:  # noqa: BLE001
                print(f"FAILED {exc}")
                ok = False
                break
            uncaught = [r for r in recs if r["label"] == "<uncaught>"]
            if uncaught:
                print(f"UNCAUGHT in MindSpore {os.path.relpath(path, HERE)} [{mode}]: {uncaught[0]['value']['msg'][:500]}")
                ok = False
                break
            result[mode] = recs
        if ok:
            write_expected(path[:-3] + ".expected.json", result)
            print(f"recorded {os.path.relpath(path, HERE)}: " +
                  ", ".join(f"{m} {len(result[m])} records" for m in meta["MODES"]))
        else:
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
