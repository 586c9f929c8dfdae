"""float16 inputs of MindSpore's elementwise grad primitives (tests/st/ops/gpu/test_asinh_grad_op.py::test_asinhgrad_fp16,
test_acosh_grad_grad_op.py / test_asinh_grad_grad_op.py float16): MindSpore's CPU kernels of AsinGrad, ACosGrad,
AsinhGrad, AcoshGrad and EluGrad compute float16 in float32 and round once; msgraph rounded every step in float16
(1-ulp differences). AtanGrad's kernel stays in float16 (rounds each step), which msgraph already matched.
InvGrad's float16 is computed in float32 too; SigmoidGrad is dy * (y * (1 - y)) in every float dtype (msgraph
multiplied (dy * y) * (1 - y): 1-ulp differences in about a third of float32 values).
The second-order records keep a float16 tolerance: MindSpore's Graph mode rounds AcoshGrad's -dout*out/tanh(y)
differently from its own PyNative in about 1 of 10 elements (PyNative agrees with msgraph exactly)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


rng = np.random.RandomState(3)
x = (rng.rand(64) * 1.8 - 0.9).astype(np.float16)
y = (rng.rand(64) * 10).astype(np.float16)
d = (rng.rand(64) * 20 - 10).astype(np.float16)
dout = (rng.rand(64) * 20 - 10).astype(np.float16)
for name in ("AtanGrad", "AsinGrad", "ACosGrad", "AsinhGrad", "AcoshGrad", "EluGrad"):
    first = y if name in ("AsinhGrad", "AcoshGrad") else x
    a, b = (d, first) if name == "EluGrad" else (first, d)
    emit(name + "_f16", Net(getattr(G, name)())(Tensor(a), Tensor(b)), rtol=1e-7, atol=0)
for name in ("AsinhGrad", "AcoshGrad"):
    grad = ops.GradOperation(get_all=True, sens_param=True)(Net(getattr(G, name)()))
    emit(name + "_gradgrad_f16", grad(Tensor(y), Tensor(d), Tensor(dout)), rtol=1e-3, atol=1e-5)
rng2 = np.random.RandomState(11)
for t in (np.float16, np.float32, np.float64):
    yy = (rng2.rand(64) * 1.6 + 0.2).astype(t)
    dd = (rng2.rand(64) * 20 - 10).astype(t)
    emit("SigmoidGrad_" + t.__name__, Net(G.SigmoidGrad())(Tensor(yy), Tensor(dd)), rtol=1e-15, atol=0)
    emit("InvGrad_" + t.__name__, Net(G.InvGrad())(Tensor(yy), Tensor(dd)), rtol=1e-15, atol=0)
