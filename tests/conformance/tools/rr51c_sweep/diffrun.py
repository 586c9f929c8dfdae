"""Compare two pass/fail runs (junit xml folders): tests that passed in OLD and do not pass in NEW (regressions),
and counts per xml file.  MS folders (optional, repeatable --ms) tell which of NEW's failures MindSpore passes.

    python diffrun.py --old /tmp/rr46sta/ours_compiler --new /tmp/rr51c/st/ours_compiler [--ms DIR ...]
"""
import argparse
import collections
import glob
import os
import xml.etree.ElementTree as ET


def outcomes(paths):
    out = {}
    for xml in paths:
        try:
            root = ET.parse(xml).getroot()
        except Exception:
            continue
        for case in root.iter("testcase"):
            tags = {c.tag for c in case}
            k = "failed" if tags & {"failure", "error"} else "skipped" if "skipped" in tags else "passed"
            key = f"{case.get('classname')}::{case.get('name')}"
            # a test whose teardown errors after passing shows twice: keep the worst
            if out.get(key) != "failed":
                out[key] = k
    return out


def xmls(d):
    return sorted(glob.glob(os.path.join(d, "**", "*.xml"), recursive=True)) if os.path.isdir(d) else [d]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", action="append", default=[])
    ap.add_argument("--new", action="append", required=True)
    ap.add_argument("--ms", action="append", default=[])
    a = ap.parse_args()
    old = outcomes([x for d in a.old for x in xmls(d)])
    new = outcomes([x for d in a.new for x in xmls(d)])
    ms = outcomes([x for d in a.ms for x in xmls(d)])
    c = collections.Counter(new.values())
    print("new:", dict(c), " old:", dict(collections.Counter(old.values())))
    fails = sorted(k for k, v in new.items() if v == "failed")
    for k in fails:
        tag = "REGRESSION" if old.get(k) == "passed" else ("known" if old.get(k) == "failed" else "new-id")
        m = ms.get(k, "-")
        print(f"{tag:10s} ms={m:7s} {k}")
    gone = sorted(k for k, v in old.items() if v == "passed" and k not in new)
    if gone:
        print(f"# {len(gone)} ids passed before and are absent now (collection / timeout?)")
        for k in gone[:40]:
            print("ABSENT", k)


if __name__ == "__main__":
    main()
