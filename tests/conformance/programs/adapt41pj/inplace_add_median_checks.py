"""st pi_jit operation/test_inplaceadd, test_inplacesub, test_median adapted (adapt41pj), in PyNative, under
jit(capture_mode='bytecode') and in a Cell.  MindSpore 2.10 refuses InplaceAdd / InplaceSub whose x and v dtypes
differ (TypeError; msgraph promoted and computed: silent), and Median(global_median=True, keep_dims=True)
(RuntimeError from its CPU kernel; msgraph returned the 0-d median)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
import mindspore.ops.operations as P
from mindspore.ops.operations.math_ops import Median
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def forms(label, prim, *args, bytecode=True):
    emit_error(f"{label}_cell", lambda: Fn(prim)(*args))
    if bytecode and ms.get_context("mode") == ms.PYNATIVE_MODE:
        emit_error(f"{label}_bytecode", lambda: jit(Fn(prim).construct, capture_mode="bytecode")(*args))


x = np.arange(12).reshape(4, 3)
v = np.ones((2, 3))
for name, prim in (("InplaceAdd", P.InplaceAdd((0, 2))), ("InplaceSub", P.InplaceSub((3, 1)))):
    for xd, vd in (("float32", "float32"), ("float32", "float64"), ("float32", "float16"), ("int32", "int64"),
                   ("float32", "int32"), ("int32", "int32")):
        forms(f"{name}_{xd}_{vd}", prim, Tensor(x.astype(xd)), Tensor(v.astype(vd)))

m = Tensor(np.array([[3.0, 1.0, 2.0, 1.0], [5.0, 4.0, 4.0, 0.0]], np.float32))
for gm, kd in ((True, False), (True, True), (False, True), (False, False)):
    # not under bytecode: MindSpore reuses the first Median's captured graph for the later attribute sets (stale)
    forms(f"Median_global{gm}_keep{kd}", Median(gm, 0, kd), m, bytecode=False)
