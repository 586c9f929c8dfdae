"""Tensor.narrow(dim, start, length) checks its arguments as ops.narrow does (found by the adapt35t variant sweep of
st/tensor/overload/test_narrow.py): the dim in [-ndim, ndim), start in [0, n) (no negative start) and length in
[1, n - start] are ValueErrors in MindSpore 2.10; msgraph sliced whatever it got (`x.narrow(1, 1, 2)` of a width-2
Tensor gave one column, `x.narrow(-1, -1, 1)` an empty one)."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Narrow(nn.Cell):
    def __init__(self, dim, start, length):
        super().__init__()
        self.dim, self.start, self.length = dim, start, length

    def construct(self, x):
        return x.narrow(self.dim, self.start, self.length)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
for args in ((1, 1, 2), (1, 0, 3), (-1, 2, 1), (0, 1, 1), (1, 1, 3), (1, 3, 0), (-1, -1, 1), (1, -3, 1), (0, 0, -1),
             (0, 0, 0), (2, 0, 1), (-3, 0, 1)):
    name = "_".join(str(a).replace("-", "m") for a in args)
    emit_error("narrow_" + name, lambda args=args: x.narrow(*args))
    emit_error("cell_" + name, lambda args=args: Narrow(*args)(x))
emit("done", 1)
