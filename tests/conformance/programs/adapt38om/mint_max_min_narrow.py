"""mint.max / mint.min and mint.narrow as MindSpore 2.10's CPU kernels take them (found by the adapt38om sweep of
st/ops test_ops_max.py / test_ops_min.py / test_ops_max_dim.py / test_ops_narrow.py over 9 dtypes and 0-d inputs):
`mint.max(x, dim)` / `mint.min` of a 0-d input takes dim 0 or -1 only (ValueError; msgraph reduced over any dim),
a Bool input is MaxDim / MinDim's kernel-selection TypeError also when 0-d (msgraph computed), `mint.max(x)` /
`mint.min(x)` of a Bool input is the Reduce kernel's RuntimeError (msgraph computed); `mint.narrow` in graph code
refuses Int16 / Float64 /
UInt16 Tensors (an empty Bool input is the empty-input ValueError first) (NarrowView's TypeError there; PyNative computes them).  PyNative, @ms.jit
and Graph-mode Cells."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error


def flush():
    """MindSpore 2.10's PyNative raises a failed pyboost kernel's error again at the next calls: absorb it."""
    ok = 0
    for _ in range(12):
        try:
            mint.add(Tensor(np.ones(2, np.float32)), 1).asnumpy()
            ok += 1
            if ok == 3:
                return
        except Exception:  # noqa
            ok = 0


def check(label, fn):
    emit_error(label, fn)
    flush()


@ms.jit
def max_j(x):
    return mint.max(x, 1)


@ms.jit
def min_all_j(x):
    return mint.min(x)


@ms.jit
def narrow_j(x):
    return mint.narrow(x, -1, 1, 2)


class Mx(nn.Cell):
    def construct(self, x):
        return mint.max(x, -1, True)


z = Tensor(np.float32(1.5))
zi = Tensor(np.int32(-4))
bz = Tensor(True)
b2 = Tensor(np.array([[True, False], [False, False]]))
check("max_0d_dim1", lambda: mint.max(z, 1))
check("max_0d_dimm2", lambda: mint.max(zi, -2))
check("max_0d_dim0", lambda: mint.max(z, 0))
check("max_0d_dimm1_keep", lambda: mint.max(zi, -1, True))
check("min_0d_dim1", lambda: mint.min(z, 1))
check("min_0d_dim0", lambda: mint.min(zi, 0))
check("max_1d_dim1", lambda: mint.max(Tensor(np.array([1.0, 2.0], np.float32)), 1))
check("jit_max_0d_dim1", lambda: max_j(z))
check("max_bool_2d_dim", lambda: mint.max(b2, 1))
check("max_bool_0d_dim", lambda: mint.max(bz, 0))
check("min_bool_0d_dim", lambda: mint.min(bz, -1))
check("max_bool_all", lambda: mint.max(b2))
check("min_bool_all_0d", lambda: mint.min(bz))
check("jit_min_bool_all", lambda: min_all_j(b2))
check("cell_max_bool", lambda: Mx()(bz))
be = Tensor(np.zeros((0, 3), np.bool_))
check("max_bool_empty_all", lambda: mint.max(be))
check("min_bool_empty_dim", lambda: mint.min(be, 1))
check("max_int_all", lambda: mint.max(Tensor(np.array([[3, -1], [7, 2]], np.int8))))
for dt in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "float16", "float32", "float64"):
    x = Tensor(np.arange(6).reshape(2, 3).astype(dt))
    check(f"narrow_jit_{dt}", lambda: narrow_j(x))
    check(f"narrow_{dt}", lambda: mint.narrow(x, -1, 1, 2))
