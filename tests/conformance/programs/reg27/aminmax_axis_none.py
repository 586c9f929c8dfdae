"""Tensor.aminmax / ops.aminmax with axis=None: the whole Tensor's min and max (0-d, or [1] * ndim with
keepdims), as MindSpore 2.10 does (st tensor test_aminmax).  Session 26's grad26 change routed every axis through
ArgMinWithValue, which refused axis=None."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, axis=None):
        super().__init__()
        self.axis = axis

    def construct(self, x, keepdims):
        return x.aminmax(axis=self.axis, keepdims=keepdims)


x = Tensor(np.array([[0.0, 0.4, 0.6, 0.7, 0.1], [0.78, 0.97, 0.5, 0.82, 0.99]]), ms.float32)
emit("method axis None keepdims", Net()(x, True))
emit("method axis None", Net()(x, False))
emit("method axis 0", Net(0)(x, False))
emit("0-d axis None keepdims", Net()(Tensor(np.array(32.0), ms.float32), True))
emit("int32 3-d axis None keepdims", ops.aminmax(Tensor(np.arange(24).reshape(2, 3, 4), ms.int32), axis=None,
                                                    keepdims=True))
emit_error("empty axis None", ops.aminmax, Tensor(np.zeros((0, 3)), ms.float32), axis=None)


def both_sums(x):
    lo, hi = ops.aminmax(x, axis=None, keepdims=True)
    return lo.sum() + 2 * hi.sum()


# axis=None is Min / Max over everything: ties share the gradient (ArgMinWithValue's first-index rule is for an axis)
emit("grad axis None ties", ms.grad(both_sums)(Tensor(np.array([[1.0, 3.0, 3.0], [0.0, 0.0, 2.0]]), ms.float32)))
