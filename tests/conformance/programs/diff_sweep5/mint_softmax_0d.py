"""mint.softmax / mint.nn.functional.softmax / log_softmax of a 0-d Tensor as MindSpore 2.10 (SoftmaxExt): dim -1
or 0 gives 1 (log: 0) and its gradient; another dim is an IndexError (ops.softmax of a 0-d Tensor is a ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
from _conf import emit, emit_error


class S(nn.Cell):
    def construct(self, x):
        return (mint.softmax(x, 0), mint.nn.functional.softmax(x, -1), mint.nn.functional.softmax(x),
                mint.nn.functional.softmax(x * 2, 0) * 3)


class L(nn.Cell):
    def construct(self, x):
        return mint.nn.functional.softmax(x, 0) * x


x = ms.Tensor(np.float32(2.5))
emit("softmax_0d", S()(x))
emit("softmax_0d_grad", ms.grad(L())(x))
emit_error("softmax_0d_dim1", mint.nn.functional.softmax, x, 1)
emit_error("ops_softmax_0d", ops.softmax, x, 0)
