"""Adapted from tests/st/ops/gpu/test_tanh_op.py::test_tanh_fp16: Tanh's gradient is TanhGrad(out, dout), whose
float16 CPU kernel computes in float32 and rounds once; msgraph's bprop computed ``dout * (1 - out) * (1 + out)`` in
float16 (ulps off). PyNative only: MindSpore's Graph mode feeds TanhGrad the unrounded float32 tanh (its float16 Tanh
and TanhGrad kernels run raised to float32 and the casts between them are dropped; docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from _conf import emit

MODES = ("pynative",)


class Tanh(nn.Cell):
    def construct(self, x):
        return ops.Tanh()(x)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


rng = np.random.RandomState(42)
x = rng.randn(5, 3, 6).astype(np.float16)
dy = rng.randn(5, 3, 6).astype(np.float16)
emit("tanh_grad_fp16", Grad(Tanh())(Tensor(x), Tensor(dy)))
emit("tanh_grad_fp32", Grad(Tanh())(Tensor(x.astype(np.float32)), Tensor(dy.astype(np.float32))))
emit("tanh_grad_fp64", Grad(Tanh())(Tensor(x.astype(np.float64)), Tensor(dy.astype(np.float64))))
