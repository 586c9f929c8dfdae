"""A tuple index holding an int or a slice of a 0-d Tensor (`z[0, 0]`, `z[(0,)]`, `z[:, 0]`, `z[None, 0]`,
`z[..., 0]`, and writes `z[0, 0] = v`) is MindSpore 2.10's IndexError in PyNative ("too many indices for tensor of
dimension0") and in graph code ("The dim of index cannot be greater than indexed data"); msgraph raised
"Cannot iterate over a scalar tensor." (TypeError) or StridedSlice's TypeError (found by the adapt38om sweep of
st/ops test_func_one_hot-style calls `ops.one_hot(i, 3, x[0, 0], x[0, 1])` of a 0-d x).  A bare int index keeps its
TypeError; `z[None]`, `z[...]` and `z[None, ...]` read the value."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Get(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, a):
        if self.k == 0:
            return a[0, 0]
        if self.k == 1:
            return a[(0,)]
        if self.k == 2:
            return a[:, 0]
        if self.k == 3:
            return a[None, 0]
        if self.k == 4:
            return a[..., 0]
        return a[None, ...]


class Put(nn.Cell):
    def construct(self, a):
        a[0, 0] = 2.0
        return a


z = Tensor(np.float32(1.5))
zi = Tensor(np.int32(3))


def put(idx):
    y = Tensor(np.float32(1.5))
    y[idx] = 2.0
    return y


emit_error("get_00", lambda: z[0, 0])
emit_error("get_0s", lambda: z[0, :])
emit_error("get_s0", lambda: z[:, 0])
emit_error("get_n0", lambda: z[None, 0])
emit_error("get_e0", lambda: z[..., 0])
emit_error("get_tup0", lambda: z[(0,)])
emit_error("get_int_00", lambda: zi[0, 0])
emit_error("get_bare0", lambda: z[0])
emit("get_none", z[None])
emit("get_ell", z[...])
emit("get_none_ell", z[None, ...])
emit_error("put_00", lambda: put((0, 0)))
emit_error("put_tup0", lambda: put((0,)))
emit_error("put_s0", lambda: put((slice(None), 0)))
for k in range(6):
    emit_error(f"cell_get_{k}", lambda: Get(k)(z))
emit_error("cell_put_00", lambda: Put()(Tensor(np.float32(1.5))))
