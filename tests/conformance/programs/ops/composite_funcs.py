import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn, Parameter
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops.primitive import constexpr
from _conf import emit, emit_error

scale_grad = C.MultitypeFuncGraph("scale_grad")


@scale_grad.register("Tensor", "Tensor")
def _scale_tt(scale, g):
    return g * F.cast(ops.Reciprocal()(scale), F.dtype(g))


@scale_grad.register("Number", "Tensor")
def _scale_nt(scale, g):
    return g * scale


@constexpr
def half_of(n):
    return n // 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hyper_map = C.HyperMap()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x, y):
        a = self.hyper_map(F.partial(scale_grad, Tensor(np.array(2.0, np.float32))), (x, y, self.w))
        b = self.hyper_map(scale_grad, (3, 4), (x, y))
        c = C.Map()(ops.partial(scale_grad, 0.5), (x, y))
        d = C.clip_by_global_norm((x, y), 1.0)
        return a, b, c, d, half_of(F.shape(x)[0] * 3), scale_grad(2, x)


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("net", Net()(x, y), rtol=1e-6)
emit("partial", ops.partial(ops.add, x)(y))
emit("tuple_len", F.tuple_len((x, y, x)))


def f(a, b):
    return a * a * b


out, vjp_fn = ops.vjp(f, x, y)
emit("vjp", (out, vjp_fn(Tensor(np.array([1.0, 0.5], np.float32)))))
emit("jvp", ops.jvp(f, (x, y), (Tensor(np.array([1.0, 1.0], np.float32)), Tensor(np.array([0.5, 2.0], np.float32)))))
emit("grad_fn", ops.grad(f, grad_position=(0, 1))(x, y))
emit_error("no_overload", lambda: scale_grad("a", "b"))
