"""Diff two outputs of a sweep script (MindSpore, msgraph): lines ``label => result``.  An exception matches when
MindSpore's builtin class is among msgraph's ('/'-joined) and msgraph's ``MSGnnn`` message prefix is ignored; only
the class is compared, not the message.  ``--brief`` prints labels only.

    python cmp.py OUT.ms OUT.mg [--brief]
"""
import re
import sys


def recs(path):
    out = {}
    for line in open(path, errors="replace"):
        m = re.match(r"^(\S+) => (.*)$", line.rstrip("\n"))
        if m:
            out[m.group(1)] = m.group(2)
    return out


def same(a, b):
    if a == b:
        return True
    ea, eb = re.match(r"EXC (\S+) \|", a), re.match(r"EXC (\S+) \|", b)
    if ea and eb:
        return bool(set(ea.group(1).split("/")) & set(eb.group(1).split("/")))
    return False


a, b = recs(sys.argv[1]), recs(sys.argv[2])
brief = "--brief" in sys.argv
n = 0
for k, v in a.items():
    if k not in b:
        continue
    if not same(v, b[k]):
        n += 1
        if brief:
            print(k)
        else:
            print("DIFF", k)
            print("  ms:", v[:300])
            print("  mg:", b[k][:300])
print("%d compared (%d in ms, %d in mg), %d differ" % (len(set(a) & set(b)), len(a), len(b), n))
