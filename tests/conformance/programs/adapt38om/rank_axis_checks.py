"""Rank / axis checks of m..z functional ops that msgraph computed through or raised another class for (found by
the adapt38om sweep of st/ops test_repeat_elements / test_matrixbandpart / test_tensor_split-style calls over 0-d
and empty inputs): `repeat_elements` of a 0-d input (no axis fits: ValueError; msgraph repeated the value),
`matrix_band_part` of rank < 2 (ValueError; msgraph IndexError), `tensor_split` of a 0-d input (ValueError; msgraph
TypeError), `slice_scatter` / `select_scatter` of a 0-d input (IndexError; msgraph ZeroDivisionError), `softmin`
of a bool 0-d input (Softmax's axis ValueError first; msgraph Neg's TypeError), `std` / `var` / `std_mean` /
`var_mean` with a repeated axis (ValueError; msgraph RuntimeError), `sum` of a 0-d input over (0, -1) (a repeated
dim: RuntimeError; msgraph summed), and `rrelu` of an empty input (an empty result; msgraph's uniform refused the
0 dimension).  PyNative calls and Graph-mode Cells."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        if self.k == 0:
            return ops.repeat_elements(x, 2, 0)
        if self.k == 1:
            return ops.matrix_band_part(x, 1, 1)
        if self.k == 2:
            return ops.tensor_split(x, 2, -1)
        if self.k == 3:
            return ops.softmin(x, -1)
        return ops.std(x, (1, -1))


z = Tensor(np.float32(1.5))
zi = Tensor(np.int32(3))
zb = Tensor(True)
v = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)
e = Tensor(np.zeros((0, 3), np.float32))

for n, t in (("f32", z), ("i32", zi)):
    emit_error(f"repeat_0d_ax0_{n}", lambda: ops.repeat_elements(t, 2, 0))
    emit_error(f"repeat_0d_axm1_{n}", lambda: ops.repeat_elements(t, 3, -1))
    emit_error(f"mbp_0d_{n}", lambda: ops.matrix_band_part(t, 1, 1))
    emit_error(f"tsplit_0d_{n}", lambda: ops.tensor_split(t, 2, 0))
    emit_error(f"tsplit_0d_m1_{n}", lambda: ops.tensor_split(t, (1,), -1))
    emit_error(f"slice_scatter_0d_{n}", lambda: ops.slice_scatter(t, t, 0, 0, 1))
    emit_error(f"select_scatter_0d_{n}", lambda: ops.select_scatter(t, t, 0, 0))
emit_error("repeat_1d", lambda: ops.repeat_elements(v, 2, -1))
emit_error("mbp_1d", lambda: ops.matrix_band_part(v, 1, 1))
emit_error("mbp_2d", lambda: ops.matrix_band_part(x, 0, 1))
emit_error("softmin_0d_bool", lambda: ops.softmin(zb, -1))
emit_error("softmin_0d_f32", lambda: ops.softmin(z, 0))
emit_error("softmin_2d_axis2", lambda: ops.softmin(x, 2))
emit_error("softmin_2d", lambda: ops.softmin(x, -1))
emit_error("std_dup", lambda: ops.std(x, (1, -1)))
emit_error("std_dup0", lambda: ops.std(x, (0, 0)))
emit_error("var_dup", lambda: ops.var(x, (1, -1)))
emit_error("std_mean_dup", lambda: ops.std_mean(x, (0, -2)))
emit_error("var_mean_dup", lambda: ops.var_mean(x, (1, 1)))
emit_error("std_tuple_ok", lambda: ops.std(x, (0, 1)))
emit("rrelu_empty", ops.rrelu(e, 0.1, 0.1))
emit("rrelu_empty_3d", ops.rrelu(Tensor(np.zeros((2, 0, 1), np.float64)), 0.2, 0.3))
emit_error("cell_repeat_0d", lambda: Fn(0)(z))
emit_error("cell_mbp_1d", lambda: Fn(1)(v))
emit_error("cell_tsplit_0d", lambda: Fn(2)(z))
emit_error("cell_softmin_0d_bool", lambda: Fn(3)(zb))
emit_error("cell_std_dup", lambda: Fn(4)(x))
emit_error("cell_std_ok", lambda: Fn(4)(Tensor(np.ones((2, 3, 1), np.float32))))
