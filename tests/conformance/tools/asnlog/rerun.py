"""Re-run msgraph's side of earlier asnlog runs against their stored MindSpore records.

    python rerun.py NEWDIR OLDDIR... [--chunk 15] [--timeout 900] [--cpu] [--seed N] [--root /work/mstests]

Copies every OLDDIR/ms_*.jsonl into NEWDIR (as ms_<k>_NNN.jsonl), takes the test files OLDDIR's chunks ran (the
``FILES`` line of each ``*.log``) and runs msgraph's side on exactly those files (``run_chunks.py mg``; resumable).
Then ``python cmp.py NEWDIR --baseline OLDDIR`` (one OLDDIR) lists REGRESS / FIXED tests.

Without ``--chunk`` the chunks are the first OLDDIR's (as many files per pytest process as its first log names), so
tests that draw unseeded random data after other files' imports/set_seed calls get the same inputs as in that run.
Give ``--seed`` only if the old run used it (run_chunks' ``--seed`` seeds per test; runs before it existed, such as
session 18's st/pynative sweep, did not): mixing the two shows every random-input test as a REGRESS.
"""
import glob
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    opts, args, it = [], [], iter(argv)
    root = "/work/mstests"
    for a in it:
        if a in ("--chunk", "--timeout", "--seed"):
            opts += [a, next(it)]
        elif a == "--cpu":
            opts.append(a)
        elif a == "--root":
            root = next(it)
        else:
            args.append(a)
    new, olds = args[0], args[1:]
    os.makedirs(new, exist_ok=True)
    files, old_chunk = [], None
    for k, old in enumerate(olds):
        for f in sorted(glob.glob(os.path.join(old, "ms_*.jsonl"))):
            dst = os.path.join(new, "ms_%d_%s" % (k, os.path.basename(f)[3:]))
            if not os.path.exists(dst):
                shutil.copyfile(f, dst)
        for log in sorted(glob.glob(os.path.join(old, "*.log"))):
            with open(log) as fh:
                first = fh.readline()
            if first.startswith("FILES "):
                files += [f for f in first.split()[1:] if f not in files]
                if old_chunk is None:
                    old_chunk = len(first.split()) - 1
    st = os.path.join("tests", "st") + os.sep
    # run_chunks takes paths under tests/st: a ut file is ../ut/... from there
    rel = [f[len(st):] if f.startswith(st) else os.path.relpath(f, os.path.join("tests", "st")) for f in files]
    if not rel:
        sys.exit("no FILES lines in the logs of %s" % ", ".join(olds))
    if "--chunk" not in opts and old_chunk:
        opts += ["--chunk", str(old_chunk)]
    print("%d files, %s" % (len(rel), " ".join(opts)), flush=True)
    subprocess.run([sys.executable, os.path.join(HERE, "run_chunks.py"), "mg", new, root] + rel + opts, check=False)


if __name__ == "__main__":
    main(sys.argv[1:])
