"""`mint.diff(input, n, dim, prepend, append)` argument checks (st/mint test_diff variants): a `dim` outside
[-rank, rank) is MindSpore 2.10's IndexError -- msgraph wrapped it and silently differenced another axis ((3, 4)
with dim=2 gave the dim-0 difference, dim=-3 the dim-1 one); a 0-d input is the same IndexError (msgraph:
ZeroDivisionError); a 0-d prepend / append (or a 0-d input with one) is Concat's ValueError; an empty axis is
Narrow's ValueError for any n >= 1, while n at or beyond a non-empty axis's length gives an empty result and n <= 0
the input (found by the adapt40mint sweep).  PyNative only: MindSpore 2.10's Graph mode has no CPU Narrow kernel
(every mint.diff there is its RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[1.0, 4.0, 9.0, 16.0], [2.0, 3.0, 5.0, 7.0], [0.5, -1.0, 2.5, 0.0]], np.float32))
e = Tensor(np.zeros((0, 4), np.float32))
x1 = Tensor(np.ones((1, 4), np.float32))


class Diff(nn.Cell):
    def __init__(self, n=1, dim=-1):
        super().__init__()
        self.n = n
        self.dim = dim

    def construct(self, a, pre=None, app=None):
        return mint.diff(a, self.n, self.dim, pre, app)


# the values first: MindSpore 2.10 raises a failed kernel's error again at the next op
emit("dim0", Diff(1, 0)(x))
emit("dim_neg2", Diff(1, -2)(x))
emit("empty_other_axis", Diff(1, -1)(e))
emit("n_beyond_len1", Diff(3, 0)(x1))
emit("n_beyond", Diff(5, -1)(x))
emit("n0", Diff(0, 0)(x))
emit("prepend_rows", Diff(2, 0)(x, x1, x1))
emit_error("dim2", lambda: Diff(1, 2)(x))
emit_error("dim_neg3", lambda: Diff(1, -3)(x))
emit_error("dim5_n2", lambda: Diff(2, 5)(x))
emit_error("scalar", lambda: Diff()(Tensor(np.float32(2.0))))
emit_error("scalar_prepend", lambda: Diff(1, 0)(Tensor(np.float32(2.0)), Tensor(np.float32(1.0))))
emit_error("prepend_0d", lambda: Diff(1, 0)(x, Tensor(np.float32(1.0))))
emit_error("append_0d", lambda: Diff(1, -1)(x, None, Tensor(np.float32(1.0))))
emit_error("empty_axis_n1", lambda: Diff(1, 0)(e))
emit_error("empty_axis_n2", lambda: Diff(2, 0)(e))
