"""Adapted from tests/st/ops/cpu/test_fast_gelu_grad_op.py::test_fast_gelu_grad_float32[float16-*]: MindSpore's
FastGeLU bprop is FastGeLUGrad(dout, x), whose float16 CPU kernel computes in float32 and rounds once; msgraph
differentiated its float16 FastGeLU ops one by one (and its FastGeLUGrad ran in float16), float16 ulps off."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class FastGelu(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.FastGeLU()

    def construct(self, x):
        return self.op(x)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, dy):
        return self.grad(self.net)(x, dy)


rng = np.random.RandomState(7)
x = (rng.randn(4, 6) * 3).astype(np.float16)
dy = rng.randn(4, 6).astype(np.float16)
emit("fast_gelu_grad_fp16", Grad(FastGelu())(Tensor(x), Tensor(dy)))
emit("fast_gelu_grad_fp32", Grad(FastGelu())(Tensor(x.astype(np.float32)), Tensor(dy.astype(np.float32))))
emit("fast_gelu_grad_prim_fp16", G.FastGeLUGrad()(Tensor(dy), Tensor(x)))
emit("fast_gelu_fp32", FastGelu()(Tensor(x.astype(np.float32))))
emit("ms_grad_fp16", ms.grad(ops.fast_gelu)(Tensor(x)))
