"""adapt43ds sweep harness (copied from adapt42ds_sweep): tools/_toolkit.py's case_call (`label => value`), $MODE (default pynative), and `ck`, a
short checksum form of an array (dtype, shape, sum, first values) for images too large to print."""
import os
import sys

import numpy as np

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call as case, mode_from_env  # noqa: E402,F401

mode_from_env("pynative")


def ck(a):
    if isinstance(a, (list, tuple)):
        return [ck(x) for x in a]
    a = np.asarray(a)
    v = a.astype(np.float64) if a.dtype.kind in "fiub" else a
    head = np.round(v.ravel()[:6], 4).tolist() if a.dtype.kind in "fiub" else v.ravel()[:6].tolist()
    s = round(float(v.sum()), 3) if a.dtype.kind in "fiub" and a.size else None
    return "%s%s sum=%s %s" % (a.dtype, a.shape, s, head)


def rows(d, n=None, **kw):
    out = []
    for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1, **kw):
        out.append(ck(list(r)))
        if n is not None and len(out) >= n:
            break
    return out
