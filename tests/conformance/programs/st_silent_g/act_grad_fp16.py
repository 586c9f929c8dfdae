"""Adapted from tests/st/ops/gpu/test_softplus_grad_op.py::test_softplusgrad_fp16 and
test_tanh_grad_grad_op.py::test_tanh_grad_grad_float16: MindSpore's bprops call the SoftplusGrad / TanhGrad
primitives, whose float16 CPU kernels compute in float32 and round once; msgraph's Softplus bprop ran
``dout * sigmoid(x)`` and TanhGrad's second-order rule ``dout * (1 - y * y)`` step by step in float16 (ulps off)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Softplus(nn.Cell):
    def construct(self, x):
        return ops.Softplus()(x)


class TanhGradNet(nn.Cell):
    def construct(self, y, dy):
        return G.TanhGrad()(y, dy)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


rng = np.random.RandomState(42)
x = rng.randn(4, 6).astype(np.float16)
dy = rng.randn(4, 6).astype(np.float16)
emit("softplus_grad_fp16", Grad(Softplus())(Tensor(x), Tensor(dy)))
emit("softplus_grad_fp32", Grad(Softplus())(Tensor(x.astype(np.float32)), Tensor(dy.astype(np.float32))))

rng = np.random.RandomState(1)
y = (rng.rand(4, 2) * 2 - 1).astype(np.float16)
g = (rng.rand(4, 2) * 20 - 10).astype(np.float16)
d = (rng.rand(4, 2) * 20 - 10).astype(np.float16)
emit("tanh_grad_grad_fp16", Grad(TanhGradNet())(Tensor(y), Tensor(g), Tensor(d)))
emit("tanh_grad_grad_fp32", Grad(TanhGradNet())(Tensor(y.astype(np.float32)), Tensor(g.astype(np.float32)),
                                                Tensor(d.astype(np.float32))))
