"""ops.std_mean / ops.var_mean over a named axis of length 0 (adapt43cpub): MindSpore 2.10's ReduceStd gives a NaN
std / var and a mean of 0 (msgraph: NaN, as ops.mean); with axis None both are NaN.  Float32 and float16, keepdims,
in a Cell too.  ops.var / std / var_mean / std_mean with ddof 1 over no element: NaN (msgraph: 0 / -1 = -0.0)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error

for shp, ax in [((3, 0), -1), ((0, 3), 0), ((2, 0, 3), 1), ((0, 3), None), ((2, 3), 1)]:
    x = Tensor(np.zeros(shp, np.float32))
    emit_error(f"std_mean_{shp}_{ax}", lambda: ops.std_mean(x, axis=ax))
    emit_error(f"std_mean_{shp}_{ax}_keepdims", lambda: ops.std_mean(x, axis=ax, keepdims=True))
    emit_error(f"var_mean_{shp}_{ax}", lambda: ops.var_mean(x, axis=ax))
for f in ("var", "std", "var_mean", "std_mean"):
    for d in (0, 1):
        emit_error(f"{f}_ddof{d}_empty_axis", lambda: getattr(ops, f)(Tensor(np.zeros((2, 0), np.float32)), axis=1, ddof=d))
    emit_error(f"{f}_ddof1_empty_all", lambda: getattr(ops, f)(Tensor(np.zeros((0, 3), np.float32)), ddof=1))
emit_error("std_mean_float16", lambda: ops.std_mean(Tensor(np.zeros((2, 0), np.float16)), axis=1))


class C(nn.Cell):
    def construct(self, x):
        s, m = ops.std_mean(x, axis=-1, keepdims=True)
        return m + 1.0


emit_error("cell_std_mean_empty_axis", lambda: C()(Tensor(np.zeros((3, 0), np.float32))))
