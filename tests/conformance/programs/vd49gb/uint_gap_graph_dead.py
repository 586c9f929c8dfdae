"""Ops whose MindSpore 2.10 CPU kernel lacks a uint16 / uint32 / uint64 operand (Maximum of uint16, FloorMod of the
three, Sub of uint32 / uint64, Mul / Div of uint beside a bool Tensor) under a gradient in Graph mode.  MindSpore
selects kernels after autodiff and dead-code elimination: ``GradOperation(get_all=True, sens_param=True)`` of a
uint16 ``P.Maximum`` runs only the MaximumGrad kernel (it takes uint16) and returns the gradients; the forward value,
or a graph that keeps it (the forward returned beside the gradients), is the kernel-selection TypeError.  PyNative
runs the forward: TypeError.  msgraph refused the dtype while tracing, so the gradient raised TypeError in Graph mode
too (st/ops/gpu test_maximum_grad_op.py::test_broadcast_grad_gpu_type, run on the CPU, found by vd49gb)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Binary(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, a, b):
        return self.prim(a, b)


class WithForward(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True)(net)

    def construct(self, a, b, s):
        return self.net(a, b), self.grad(a, b, s)


def grads(prim, a, b, s):
    g = ops.GradOperation(get_all=True, sens_param=True)(Binary(prim))
    return g(a, b, s)


x = np.arange(6).reshape(2, 3)
y = np.arange(88, 94).reshape(2, 3)
for dt in ("uint16", "uint32", "int16"):
    a, b = Tensor(x.astype(dt)), Tensor(y.astype(dt))
    s = Tensor(y.astype(dt))
    emit_error(f"maximum_grad_{dt}", lambda: grads(P.Maximum(), a, b, s))
    emit_error(f"minimum_grad_{dt}", lambda: grads(P.Minimum(), a, b, s))
    emit_error(f"maximum_fwd_{dt}", lambda: Binary(P.Maximum())(a, b))
    emit_error(f"maximum_fwd_and_grad_{dt}", lambda: WithForward(Binary(P.Maximum()))(a, b, s))
for dt in ("uint16", "uint32", "uint64"):
    a, b = Tensor((x + 7).astype(dt)), Tensor((y % 5 + 1).astype(dt))
    s = Tensor(np.ones((2, 3), dt))
    emit_error(f"floormod_grad_{dt}", lambda: grads(P.FloorMod(), a, b, s))
    emit_error(f"sub_grad_{dt}", lambda: grads(P.Sub(), b * 100, a, s))
