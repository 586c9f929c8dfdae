"""ops.CountNonZero (h-ops23, session 23): the primitive takes (x, dims) as inputs (``dims`` an __init__ default
too); MindSpore 2.10 has no CPU kernel for it (the kernel-select RuntimeError), so the function form
ops.count_nonzero (ReduceSum of NotEqual) is what runs there."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.CountNonZero()

    def construct(self, x):
        return self.op(x, 1)


xc = Tensor(np.array([[0, 1, 2], [0, 0, 3]], np.float32))
emit_error("call dims 1", Net(), xc)
emit_error("call one input", lambda: ops.CountNonZero()(xc))
emit_error("call dims None", lambda: ops.CountNonZero()(xc, None))
emit("count_nonzero fn", ops.count_nonzero(xc, 1))
emit_error("dims out of range", lambda: ops.CountNonZero()(xc, 5))
emit_error("dims float", lambda: ops.CountNonZero()(xc, 1.5))
emit_error("attr dims", lambda: ops.CountNonZero(dims=1).dims)
emit_error("attr dims tuple", lambda: ops.CountNonZero(dims=(0, 1)).dims)
emit_error("dims tuple out of range", lambda: ops.CountNonZero()(xc, (0, -3)))
