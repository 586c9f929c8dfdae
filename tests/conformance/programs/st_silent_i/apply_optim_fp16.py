"""Adapted from tests/st/ops/cpu/test_apply_gradient_descent_op.py (float16) and the other dense Apply* optimizer
tests there, on float16 Parameters: MindSpore 2.10's CPU kernels of ApplyProximalGradientDescent, ApplyMomentum,
ApplyAdamWithAmsgrad, ApplyAdagrad, ApplyAdaMax, ApplyAddSign, ApplyPowerSign and ApplyFtrl compute float16 step by
step in float16 (in their own operation order); msgraph computed them in float32 and rounded once (float16 ulps off
in up to half of the elements). float32 AMSGrad / Adagrad / Ftrl / ProximalGradientDescent now round as MindSpore's
kernels too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op, params):
        super().__init__()
        self.ps = [Parameter(Tensor(p), name="p%d" % i) for i, p in enumerate(params)]
        self.op = op

    def construct(self, *args):
        return self.op(*self.ps, *args)


def check(label, op, params, args):
    net = Net(op, params)
    net(*args)
    for i, p in enumerate(net.ps):
        emit("%s_%d" % (label, i), p)


for dt in (np.float16, np.float32):
    rng = np.random.RandomState(3)
    n = 64

    def pos():
        return (rng.rand(n) + 0.1).astype(dt)

    def sgn():
        return rng.randn(n).astype(dt)

    def s(v):
        return Tensor(dt(v))

    g = Tensor((rng.randn(n) * 3).astype(dt))
    k = np.dtype(dt).name
    check("pgd_" + k, P.ApplyProximalGradientDescent(), [sgn()], [s(0.01), s(0.1), s(0.2), g])
    check("momentum_" + k, P.ApplyMomentum(), [sgn(), sgn()], [s(0.01), g, s(0.9)])
    check("amsgrad_" + k, P.ApplyAdamWithAmsgrad(), [sgn(), sgn(), pos(), pos()], [s(0.9), s(0.999), s(0.01), g])
    check("adagrad_" + k, P.ApplyAdagrad(), [sgn(), pos()], [s(0.01), g])
    check("adamax_" + k, P.ApplyAdaMax(), [sgn(), sgn(), pos()], [s(0.9), s(0.01), s(0.9), s(0.99), s(1e-3), g])
    check("addsign_" + k, P.ApplyAddSign(), [sgn(), sgn()], [s(0.01), s(1.0), s(0.5), s(0.9), g])
    check("ftrl_" + k, P.ApplyFtrl(), [sgn(), pos(), sgn()], [g, s(0.01), s(0.1), s(0.2), s(-0.5)])
    if dt == np.float16:   # float32: MindSpore's exp is ulps off numpy's
        check("powersign_" + k, P.ApplyPowerSign(), [sgn(), sgn()], [s(0.01), s(np.e), s(0.5), s(0.9), g])

# a float32 (or Python number) hyper-parameter makes MindSpore run the float32 kernel on float16 states
rng = np.random.RandomState(0)
v0 = rng.rand(64).astype(np.float16)
d = Tensor((rng.rand(64) * 50).astype(np.float16))
check("gd_python_alpha", P.ApplyGradientDescent(), [v0], [0.0001, d])
check("gd_f32_alpha", P.ApplyGradientDescent(), [v0], [Tensor(np.float32(0.0001)), d])
check("momentum_python_scalars", P.ApplyMomentum(), [v0, np.zeros(64, np.float16)], [0.1, d, 0.9])
w = Parameter(Tensor(np.linspace(-1, 1, 8).astype(np.float16)), name="w")
opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
gw = Tensor(np.linspace(0.3, 0.7, 8).astype(np.float16) * np.float16(3.3))
for _ in range(3):
    opt((gw,))
emit("nn_momentum_fp16_params", w)

# ApplyFtrl / ApplyPowerSign cast Python-number hyper-parameters to var's dtype: float16 step by step
# (tests/st/ops/cpu/test_apply_ftrl_op.py::test_apply_ftrl[float16])
f = np.float16
check("ftrl_python_scalars", P.ApplyFtrl(), [np.array([[0.6, 0.4], [0.1, 0.5]]).astype(f),
                                             np.array([[0.6, 0.5], [0.2, 0.6]]).astype(f),
                                             np.array([[0.9, 0.1], [0.7, 0.8]]).astype(f)],
      [Tensor(np.array([[0.3, 0.7], [0.1, 0.8]]).astype(f)), 0.001, 0.0, 0.0, -0.5])
check("powersign_python_scalars", P.ApplyPowerSign(), [v0, np.zeros(64, f)], [0.01, float(np.e), 0.5, 0.9, d])
