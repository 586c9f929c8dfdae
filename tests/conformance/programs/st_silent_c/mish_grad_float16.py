"""Adapted from tests/st/ops/cpu/test_mish_grad_op.py::test_mish_grad[float16-*]: Mish's float16 gradient is
MindSpore's op-by-op bprop (Softplus, Tanh, TanhGrad, SoftplusGrad, each float16 op computed in float32 and
rounded once) in PyNative; Graph mode runs those four on float32 (session 29).  msgraph rounded after every numpy
step and differed by an ulp on many elements.  Also SoftplusGrad on float16."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit



class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mish = ops.Mish()

    def construct(self, x):
        return self.mish(x)


class SpGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = G.SoftplusGrad()

    def construct(self, d, x):
        return self.op(d, x)


rng = np.random.RandomState(1)
x = (rng.randn(4, 100) * 3).astype(np.float16)
dy = rng.randn(4, 100).astype(np.float16)
grad = ops.GradOperation(sens_param=True)(Net())
emit("mish_grad_f16", grad(Tensor(x), Tensor(dy)), rtol=0, atol=0)
emit("mish_grad_f32", grad(Tensor(x.astype(np.float32)), Tensor(dy.astype(np.float32))), rtol=1e-5, atol=1e-6)
emit("softplus_grad_f16", SpGrad()(Tensor(dy), Tensor(x)), rtol=0, atol=0)
