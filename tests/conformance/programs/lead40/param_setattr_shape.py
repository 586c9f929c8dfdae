"""``self.p = t`` / ``net.p = t`` on a Parameter attribute in PyNative mode with a Tensor of ANOTHER shape: MindSpore
2.10's Cell.__setattr__ is the Parameter's ``set_data``, so the Parameter takes the Tensor's shape (its dtype kept,
the values converted); msgraph ran ops.assign's shape check (a ValueError).  Same-shape writes beside (unchanged),
gradients through a construct that sets the Parameter (none to the input), and the Parameter's name and count
(adapt40ctl's measured Left, st compiler control tests)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit_error

MODES = ("pynative",)


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1., 2.], np.float32)), name="p")

    def construct(self, x):
        self.p = x * 1
        return self.p * 2


def state(n):
    return (n.p.asnumpy(), str(n.p.dtype), tuple(n.p.shape), n.p.name, len(n.trainable_params()))


INPUTS = {
    "same": np.array([5., 6.], np.float32),
    "longer": np.array([5., 6., 7.], np.float32),
    "2d": np.arange(6, dtype=np.float32).reshape(2, 3),
    "0d": np.array(3.5, np.float32),
    "int_longer": np.array([5, 6, 7], np.int32),
    "f16_longer": np.array([5.5, 6.5, 7.5], np.float16),
    "empty": np.zeros((0,), np.float32),
}
for name, arr in INPUTS.items():
    def run(arr=arr):
        n = N()
        out = n(Tensor(arr))
        return out, state(n)
    emit_error(f"construct_{name}", run)

    def outside(arr=arr):
        n = N()
        n.p = Tensor(arr)
        return state(n), n(Tensor(np.array([1., 1.], np.float32)))
    emit_error(f"outside_{name}", outside)

    def grad_x(arr=arr):
        return ops.GradOperation()(N())(Tensor(arr))
    emit_error(f"grad_x_{name}", grad_x)

    def grad_p(arr=arr):
        n = N()
        g = ops.GradOperation(get_by_list=True)(n, n.trainable_params())(Tensor(arr))
        return g, state(n)
    emit_error(f"grad_p_{name}", grad_p)
