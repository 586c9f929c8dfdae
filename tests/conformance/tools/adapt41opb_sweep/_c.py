"""Cells the adapt41opb scripts share: C(fn, *extra) runs fn(*inputs, *extra) in construct (Graph mode compiles
it); G(fn, *extra) its gradient with respect to every input (GradOperation(get_all=True)); T(values, dtype)."""
import numpy as np
from mindspore import Tensor, nn, ops


class C(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class G(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.net = C(fn, *extra)
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


def T(a, dt="float32"):
    if dt == "bfloat16":
        import mindspore as ms
        return Tensor(np.array(a, np.float32), ms.bfloat16)
    return Tensor(np.array(a).astype(dt))
