"""adapt38om_sweep's `case` with crash recovery for run.sh: each case announces itself on stderr (`BEGIN name`);
names in $SKIPFILE (cases that crashed MindSpore) print `EXC Crash` in both runs; $AFTER resumes after a crash."""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt38om_sweep"))
from _h import case as _case, gen, mk, fmt  # noqa: E402,F401

_SF = os.environ.get("SKIPFILE", "")
SKIP = set(open(_SF).read().split()) if _SF and os.path.exists(_SF) else set()
_resumed = [not os.environ.get("AFTER")]


def case(name, fn):
    if not _resumed[0]:
        if name != os.environ["AFTER"]:
            return
        _resumed[0] = True
    if name in SKIP:
        print(name, "EXC Crash | MindSpore 2.10 crashed (segfault) here; skipped", flush=True)
        return
    print("BEGIN", name, file=sys.stderr, flush=True)
    _case(name, fn)
