"""Run MindSpore test files in chunks (one pytest process each) with the asnlog plugin.

    python run_chunks.py {ms|mg} WORKDIR TESTROOT DIR_OR_FILE... [--chunk 15] [--timeout 900] [--cpu] [--slice A:B] [--seed N]
                         [--numba]
                         [--deselect NODEID]...

``ms`` runs /tmp/ms/bin/python (real MindSpore), ``mg`` this interpreter with the msgraph alias (numpy
backend).  TESTROOT holds ``tests/st/...``; DIRs are relative to TESTROOT/tests/st.  Each chunk writes
WORKDIR/{ms|mg}_NNN.jsonl and .log; a chunk whose jsonl exists is skipped (rerun = resume).  ``--slice A:B``
keeps files A..B-1 of the sorted list (chunk numbers stay those of the whole list).  ``--seed N`` seeds
numpy.random and random before every test (same inputs on both sides for tests drawing unseeded data).
``--numba`` (``mg``): Graph mode runs msgraph's Numba kernels, compiled before the first call of every graph
(``MSGRAPH_SYNC_COMPILE=1``, ``MSGRAPH_TIER_US=0``), instead of the numpy backend.
``--deselect NODEID`` (repeatable, pytest's node id, e.g. ``tests/ut/python/x.py::test_y``) skips a test that
crashes or hangs one side (a MindSpore segfault ends the whole chunk).
"""
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    chunk, timeout, cpu, lo, hi, seed, numba = 15, 900, False, 0, None, None, False
    args, deselect = [], []
    it = iter(argv)
    for a in it:
        if a == "--chunk":
            chunk = int(next(it))
        elif a == "--timeout":
            timeout = int(next(it))
        elif a == "--slice":
            a, b = next(it).split(":")
            lo, hi = int(a or 0), (int(b) if b else None)
        elif a == "--seed":
            seed = next(it)
        elif a == "--deselect":
            deselect += ["--deselect", next(it)]
        elif a == "--cpu":
            cpu = True
        elif a == "--numba":
            numba = True
        else:
            args.append(a)
    side, work, root, dirs = args[0], args[1], os.path.abspath(args[2]), args[3:]
    os.makedirs(work, exist_ok=True)
    files = []
    for d in dirs:
        p = os.path.join(root, "tests", "st", d)
        files += [p] if p.endswith(".py") else sorted(glob.glob(os.path.join(p, "**", "test_*.py"), recursive=True))
    files = [os.path.relpath(f, root) for f in files]
    py = "/tmp/ms/bin/python" if side == "ms" else sys.executable
    for n in range(0, len(files), chunk):
        if n + chunk <= lo or (hi is not None and n >= hi):
            continue
        out = os.path.join(work, "%s_%03d.jsonl" % (side, n // chunk))
        if os.path.exists(out):
            continue
        cmd = [py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
               "--continue-on-collection-errors"]
        if side == "mg":
            cmd += ["-p", "msgraph.testing.mindspore_alias"]
        cmd += ["-p", "asnlog"] + deselect + files[n:n + chunk]
        env = dict(os.environ, ASNLOG_OUT=out + ".part",
                   PYTHONPATH=os.pathsep.join([HERE, root] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
        if side == "mg" and numba:
            env.update(MSGRAPH_NUMBA="1", MSGRAPH_SYNC_COMPILE="1", MSGRAPH_TIER_US="0")
        elif side == "mg":
            env["MSGRAPH_NUMBA"] = "0"
        if side == "mg":
            env["ASNLOG_NP1"] = "1"     # numpy 1 names the tests use (np.complex_, np.NINF, ...): numpy 2 here
        if cpu:
            env["ASNLOG_CPU"] = "1"
        if seed is not None:
            env["ASNLOG_SEED"] = seed
        with open(out[:-6] + ".log", "w") as log:
            log.write("FILES " + " ".join(files[n:n + chunk]) + "\n")
            log.flush()
            try:
                subprocess.run(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
            except subprocess.TimeoutExpired:
                log.write("\nTIMEOUT\n")
        if os.path.exists(out + ".part"):
            os.replace(out + ".part", out)
        else:
            open(out, "w").close()
        print(out, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
