import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.array([3, 1, 2, 3, 1], np.int32))
f = Tensor(np.array([[1.0, -2.0], [0.0, 4.0]], np.float32))
emit("unique", ops.unique(x))
emit("unique_prim", ops.Unique()(Tensor(np.array([2.5, 2.5, -1.0], np.float32))))
emit("masked_select", ops.masked_select(f, f > 0))
emit("nonzero", (ops.nonzero(f), ops.argwhere(f)))


@ms.jit
def g(a, b):
    y, idx = ops.unique(a)
    return y.sum(), idx, ops.masked_select(b, b > 0).sum(), ops.nonzero(b)


emit("graph", g(x, f))
