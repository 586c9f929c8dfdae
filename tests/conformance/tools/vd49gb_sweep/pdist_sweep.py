"""Pdist / PdistGrad / ms.grad(ops.pdist) of float32 / float64 inputs over seeded shapes and p values (vd49gb).

    (ulimit -v 8000000; env -u PYTHONPATH /tmp/ms/bin/python pdist_sweep.py ms.npz)
    PYTHONPATH=/work/main python -m msgraph.run pdist_sweep.py mg.npz
    python pdist_sweep.py --compare ms.npz mg.npz
"""
import sys

import numpy as np

if sys.argv[1] == "--compare":
    a, b = np.load(sys.argv[2]), np.load(sys.argv[3])
    bad = 0
    for k in a.files:
        same = a[k].dtype == b[k].dtype and a[k].shape == b[k].shape and np.array_equal(a[k], b[k], equal_nan=True)
        if not same:
            bad += 1
            print("DIFF", k, a[k].dtype, b[k].dtype, np.nanmax(np.abs(a[k].astype(float) - b[k].astype(float))))
    print(len(a.files), "records,", bad, "differ")
    sys.exit(0)

import mindspore as ms  # noqa: E402
from mindspore import Tensor, ops  # noqa: E402
from mindspore.ops import operations as P  # noqa: E402
from mindspore.ops.operations import _grad_ops as G  # noqa: E402


def loss(x, p, w):
    return (P.Pdist(p=p)(x) * w).sum()


out = {}
rng = np.random.RandomState(7)
for case in range(24):
    n, m = int(rng.randint(2, 9)), int(rng.randint(1, 7))
    x = rng.randn(n, m) * rng.choice([0.01, 1.0, 30.0])
    if case % 4 == 0:
        x[1] = x[0]            # a zero distance
    if case % 5 == 0:
        x = np.round(x, 1)     # ties
    for dt in (np.float32, np.float64):
        for p in (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, float("inf")):
            xt = Tensor(x.astype(dt))
            y = P.Pdist(p=p)(xt)
            w = Tensor((np.arange(y.shape[0]) % 5 * 0.3 - 0.4).astype(dt))
            key = f"{case}_{dt.__name__}_{p}"
            out["y_" + key] = y.asnumpy()
            out["g_" + key] = G.PdistGrad(p=p)(w, xt, y).asnumpy()
            out["d_" + key] = ms.grad(loss)(xt, p, w).asnumpy()
np.savez(sys.argv[1], **out)
