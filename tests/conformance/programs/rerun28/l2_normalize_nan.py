"""L2Normalize of a slice holding NaN: MindSpore 2.10's kernel clamps the NaN sum of squares to epsilon (its max
ignores NaN), so the slice is x / sqrt(epsilon) (100 x for 1e-4), NaN only where x is; session 26's L2Normalize
kernel (ordered sum, own gradient) made the whole slice NaN (diff_sweep zoo_nan rerun)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rerun28_util import run

X = np.array([[1.0, np.nan, 2.0, -np.inf], [np.inf, -1.0, 0.5, np.nan], [0.0, 0.0, 0.0, 0.0]], np.float32)


def last(x):
    return ops.L2Normalize(-1)(x)


def first(x):
    return ops.L2Normalize(0, 1e-3)(x)


for dt in (ms.float16, ms.float32):
    run(f"axis -1 {dt}", last, Tensor(X, dt))
    run(f"axis 0 {dt}", first, Tensor(X, dt))
run("inf only", last, Tensor(np.array([[3.0, np.inf], [3.0, 4.0]], np.float32)))
