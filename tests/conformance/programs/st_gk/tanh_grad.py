"""Adapted from tests/st/graph_kernel/test_tanh_grad.py: _grad_ops.TanhGrad()(y, dy) = dy * (1 - y*y), where
MindSpore's CPU kernel rounds 1 - y*y once (a fused multiply-add): float32 results are compared bit for bit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations._grad_ops as G
from _conf import emit


class TanhGradNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tanh_grad = G.TanhGrad()

    def construct(self, y, dy):
        return self.tanh_grad(y, dy)


class Chain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tanh_grad = G.TanhGrad()

    def construct(self, y, dy):
        return self.tanh_grad(y * 0.5, dy + 1.0) * 2.0


y = np.linspace(-0.99, 0.99, 401).astype(np.float32)
dy = np.linspace(-3, 3.7, 401).astype(np.float32)
emit("f32", TanhGradNet()(Tensor(y), Tensor(dy)), rtol=0, atol=0)
emit("f32_chain", Chain()(Tensor(y), Tensor(dy)), rtol=0, atol=0)
emit("f16", TanhGradNet()(Tensor(y[::20].astype(np.float16)), Tensor(dy[::20].astype(np.float16))), rtol=0, atol=0)
emit("f64", TanhGradNet()(Tensor(y[::20].astype(np.float64)), Tensor(dy[::20].astype(np.float64))), rtol=1e-15)
emit("shape_2x3", TanhGradNet()(Tensor(y[:6].reshape(2, 3)), Tensor(dy[:6].reshape(2, 3))), rtol=0, atol=0)
grad = ms.grad(TanhGradNet(), grad_position=(0, 1))
emit("grad", grad(Tensor(y[::40]), Tensor(dy[::40])), rtol=1e-6)
