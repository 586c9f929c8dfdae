"""ops.cummax / ops.cummin / mint.cummax with several NaNs along the axis (st/ops test_ops_cummax / cummin variants,
adapt41opb).  Silent: MindSpore 2.10's CPU kernels let every later NaN take the index (a NaN ties with the running
NaN): [nan, -inf, 0, nan] gives indices [0, 0, 0, 3]; msgraph kept the first NaN's index (0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


NANX = np.array([[1.0, np.nan, 0.5, 3.0], [2.0, 1.0, np.nan, np.inf], [np.nan, -np.inf, 0.0, np.nan]])
for dt in ("float32", "float16", "float64"):
    x = Tensor(NANX.astype(dt))
    emit_error(f"cummax_axis1_{dt}", lambda: Fn(ops.cummax, 1)(x))
    emit_error(f"cummin_axis1_{dt}", lambda: Fn(ops.cummin, 1)(x))
    emit_error(f"cummax_axis0_{dt}", lambda: Fn(ops.cummax, 0)(x))
    emit_error(f"cummin_axis0_{dt}", lambda: Fn(ops.cummin, 0)(x))
emit_error("mint_cummax_axis1", lambda: Fn(mint.cummax, 1)(Tensor(NANX.astype("float32"))))
emit_error("cummax_all_nan", lambda: Fn(ops.cummax, 0)(Tensor(np.full((4,), np.nan, np.float32))))
emit_error("cummin_nan_first_last", lambda: Fn(ops.cummin, 0)(Tensor(np.array([np.nan, 1.0, np.nan, -5.0], np.float32))))
