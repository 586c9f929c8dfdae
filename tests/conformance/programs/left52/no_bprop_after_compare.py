"""PyNative: an op whose gradient is MindSpore's "bprop not defined" error after ops without a gradient (left52).

MindSpore 2.10's PyNative records every op computed from a differentiated input, a comparison too, so LogicalXor of
two comparisons or Invert of a cast comparison raises its RuntimeError when a gradient reaches it; a stop_gradient
before it detaches (no error).  msgraph recorded nothing after a comparison and gave numbers.  (Graph mode: the
comparison's zero gradient is never read, so these give numbers; program raising_bprop_dead_graph.)
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

MODES = ("pynative",)
grad_all = ops.GradOperation(get_all=True)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


def f_xor_cmp(y): return ops.logical_xor(y > 1, y < 3)
def f_invert_cmp(y): return ops.invert(ops.cast(y > 1, ms.int32))
def f_xor_argmax(y): return ops.logical_xor(ops.argmax(y, 1) > 0, y[:, 0] > 1)
def f_invert_stop(y): return ops.invert(ops.cast(ops.stop_gradient(y) > 1, ms.int32))


x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))
for fn in (f_xor_cmp, f_invert_cmp, f_xor_argmax, f_invert_stop):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Custom()

        def construct(self, a, b):
            return fn(self.c(a, b))
    emit_error("custom_" + fn.__name__[2:], lambda: grad_all(Net())(x, w))

    def plain(a, b):
        return a * ops.cast(fn(b), ms.float32).reshape(2, -1)[:, :1]
    emit_error("plain_" + fn.__name__[2:], lambda: ms.grad(plain, grad_position=(0, 1))(x, w))
