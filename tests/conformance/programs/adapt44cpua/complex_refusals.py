"""Ops whose MindSpore 2.10 CPU kernels take no complex Tensor, fifth pass (adapt44cpua, the complex64 / complex128
column of the st ops/cpu test_[a-l] dtype matrices): ops.erf / ops.erfc / ops.Erf, ops.cummax / ops.cummin,
ops.clamp, ops.HSwish of a complex Tensor are TypeErrors in both modes (msgraph computed erf / erfc / cummax /
cummin / clamp on the real part or numpy's complex order, and HSwish raised a ValueError); a 0-d complex Tensor is
cummax / cummin's rank ValueError first.  The complex ops that do compute (exp, abs, neg, add...) are beside them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def _cummax(x):
    return ops.cummax(x, -1)


def _cummin(x):
    return ops.cummin(x, 0)


def _clamp(x):
    return ops.clamp(x, 0, 2)


def _add(x):
    return ops.add(x, x)


def drain():
    """MindSpore's PyNative may report a refused op's error again at the next op: let it go before each case."""
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa: BLE001
        pass


A = [[0.5 + 1j, -1.5, 2j], [0.25, 3 - 0.5j, -0.75j]]
for dt in ("complex64", "complex128"):
    x = Tensor(np.array(A).astype(dt))
    x0 = Tensor(np.array(A[0][0]).astype(dt))
    for name, fn in (("erf", ops.erf), ("erfc", ops.erfc), ("Erf", ops.Erf()), ("cummax", _cummax),
                     ("cummin", _cummin), ("clamp", _clamp), ("HSwish", ops.HSwish()), ("exp", ops.exp),
                     ("abs", ops.abs), ("neg", ops.neg), ("add", _add)):
        drain()
        emit_error(f"{name}.{dt}", lambda: Fn(fn)(x))
        drain()
        emit_error(f"{name}.0d.{dt}", lambda: Fn(fn)(x0))
