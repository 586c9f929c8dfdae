"""HShrink / SoftShrink gradients (MindSpore's HShrinkGrad / SoftShrinkGrad: dout where x is outside [-lambd, lambd],
so 1 at a NaN input, whose forward value msgraph gives as 0), through ops.hardshrink / ops.softshrink, the
Primitives and the nn layers, float16 and float32, both modes (forward values at NaN are left out: MindSpore's depend
on the element's position in its SIMD kernels)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_error

x32 = Tensor(np.array([np.nan, 0.3, -0.7, 0.5, -0.5, 2.0, -np.inf, np.inf, -0.0], np.float32))
x16 = Tensor(np.array([np.nan, 0.3, 2.0, -0.25, np.nan], np.float16))
w32 = Tensor(np.arange(1, 10).astype(np.float32))


def hard(a):
    return ops.hardshrink(a, 0.5).sum()


def soft(a):
    return ops.softshrink(a, 0.5).sum()


def hard_prim(a):
    return ops.HShrink(0.25)(a).sum()


def soft_prim(a):
    return ops.SoftShrink(0.25)(a).sum()


def hard_weighted(a):
    return (ops.hardshrink(a, 0.5) * w32).sum()


def soft_weighted(a):
    return (ops.softshrink(a, 0.5) * w32).sum()


def hard_edge(a):
    return ops.hardshrink(a, 0.3).sum()


def soft_edge(a):
    return ops.softshrink(a, 0.3).sum()


class HardNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.HShrink(0.5)

    def construct(self, a):
        return self.act(a).sum()


class SoftNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.SoftShrink(0.5)

    def construct(self, a):
        return self.act(a).sum()


for name, fn in (("hard", hard), ("soft", soft), ("hard_prim", hard_prim), ("soft_prim", soft_prim),
                 ("hard_weighted", hard_weighted), ("soft_weighted", soft_weighted)):
    emit(f"{name}_f32", ms.grad(fn)(x32))
emit("hard_f16", ms.grad(hard)(x16))
emit("soft_f16", ms.grad(soft)(x16))
emit("hard_nn", ms.grad(HardNet())(x32))
emit("soft_nn", ms.grad(SoftNet())(x32))
finite = Tensor(np.array([0.3, -0.7, 0.5, -0.5, 2.0, -0.0, 0.75], np.float32))
emit("hard_forward", ops.hardshrink(finite, 0.5))
emit("soft_forward", ops.softshrink(finite, 0.5))
emit("soft_forward_f16", ops.softshrink(Tensor(np.array([0.3, -0.7, 2.0, 1.1], np.float16)), 0.3))
edge16 = Tensor(np.array([0.3, -0.3, 1.1, 0.2998, 0.1], np.float16))   # float16 against a float32 lambd
emit("hard_edge_f16", ops.hardshrink(edge16, 0.3))
emit("soft_edge_f16", ops.softshrink(edge16, 0.3))
emit("hard_edge_grad_f16", ms.grad(hard_edge)(edge16))
emit("soft_edge_grad_f16", ms.grad(soft_edge)(edge16))
emit_error("hard_f64", ops.hardshrink, Tensor(np.ones(3, np.float64)))
emit_error("soft_neg_lambd", ops.softshrink, x32, -1.0)
emit_error("hard_int", ops.HShrink(), Tensor(np.ones(3, np.int32)))
