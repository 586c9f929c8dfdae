"""mint.flatten / mint.nn.Flatten dims of 0-d and 1-d inputs (st/nn/test_mint_flatten.py variants, adapt41nn).
Silent: MindSpore 2.10's FlattenExt takes start_dim and end_dim in [-rank, rank) (rank 1 for a 0-d input), so
mint.nn.Flatten() (start_dim 1) of a 0-d or 1-d input is a ValueError; msgraph went through ops.flatten's
(1, -1) special case and returned the input 1-D.  ops.flatten / Tensor.flatten keep that case (shape (1,))."""
import numpy as np
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


class Fl(nn.Cell):
    def __init__(self, *dims):
        super().__init__()
        self.fl = mint.nn.Flatten(*dims)

    def construct(self, x):
        return self.fl(x)


class FlFn(nn.Cell):
    def __init__(self, *dims):
        super().__init__()
        self.dims = dims

    def construct(self, x):
        return mint.flatten(x, *self.dims)


s = Tensor(np.float32(1.5))
v = Tensor(np.array([1.0, 2.0], np.float32))
m = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
# the cases that compute first: MindSpore 2.10 PyNative reports a refused view op again at the next op
emit_error("nn_Flatten_0d_start0", lambda: Fl(0)(s))
emit_error("nn_Flatten_0d_start-1", lambda: Fl(-1)(s))
emit_error("nn_Flatten_2d", lambda: Fl()(m))
emit_error("flatten_0d_default", lambda: FlFn()(s))
emit_error("flatten_1d_-1_-1", lambda: FlFn(-1, -1)(v))
emit("ops_flatten_0d_start1", ops.flatten(s, start_dim=1))
emit("tensor_flatten_1d_start1", v.flatten(start_dim=1))
emit_error("nn_Flatten_0d", lambda: Fl()(s))
emit_error("nn_Flatten_1d", lambda: Fl()(v))
emit_error("nn_Flatten_1d_start2", lambda: Fl(2)(v))
emit_error("nn_Flatten_2d_end2", lambda: Fl(1, 2)(m))
emit_error("flatten_0d_start1", lambda: FlFn(1)(s))
emit_error("flatten_0d_0_1", lambda: FlFn(0, 1)(s))
emit_error("flatten_1d_start-2", lambda: FlFn(-2)(v))
