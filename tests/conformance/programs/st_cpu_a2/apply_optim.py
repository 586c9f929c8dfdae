"""MindSpore's dense in-place optimizer primitives (tests/st/ops/cpu/test_apply_*.py, test_momentum_op.py): the
returned values and the updated Parameters, as MindSpore 2.10's CPU kernels compute them (ApplyFtrl's l1 term
and ApplyAdagradDA's l1 * global_step term are taken as the kernels take them)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit


def T(a):
    return Tensor(np.array(a, np.float32))


V0 = [[0.6, 0.4], [0.1, 0.5]]
A0 = [[0.6, 0.5], [0.2, 0.6]]
L0 = [[0.9, 0.1], [0.7, 0.8]]
G = [[0.3, -0.7], [0.1, 0.8]]


class Net(nn.Cell):
    def __init__(self, op, n_state):
        super().__init__()
        self.op = op
        self.s0 = Parameter(T(V0), name="s0")
        self.s1 = Parameter(T(A0), name="s1")
        self.s2 = Parameter(T(L0), name="s2")
        self.s3 = Parameter(T([[0.5, 0.5], [0.5, 0.5]]), name="s3")
        self.n = n_state

    def construct(self, *args):
        states = (self.s0, self.s1, self.s2, self.s3)[:self.n]
        return self.op(*states, *args)


def run(label, op, n_state, *args):
    net = Net(op, n_state)
    out = net(*args)
    emit(label, out, rtol=1e-5, atol=1e-6)
    emit(label + "_params", [p.asnumpy() for p in (net.s0, net.s1, net.s2, net.s3)[:n_state]], rtol=1e-5, atol=1e-6)


run("gradient_descent", P.ApplyGradientDescent(), 1, T(0.1), T(G))
run("proximal_gradient_descent", P.ApplyProximalGradientDescent(), 1, T(0.1), T(0.05), T(0.2), T(G))
run("momentum", P.ApplyMomentum(), 2, T(0.1), T(G), T(0.9))
run("adagrad", P.ApplyAdagrad(), 2, T(0.1), T(G))
run("adagrad_v2", P.ApplyAdagradV2(epsilon=1e-6), 2, T(0.1), T(G))
run("proximal_adagrad", P.ApplyProximalAdagrad(), 2, T(0.1), T(0.05), T(0.2), T(G))
run("adadelta", P.ApplyAdadelta(), 3, T(0.1), T(0.9), T(1e-6), T(G))
run("ada_max", P.ApplyAdaMax(), 3, T(0.9), T(0.1), T(0.9), T(0.99), T(1e-10), T(G))
run("adagrad_da", P.ApplyAdagradDA(), 3, T(G), T(0.1), T(0.01), T(0.02), Tensor(2, ms.int32))
run("add_sign", P.ApplyAddSign(), 2, T(0.1), T(1.0), T(0.5), T(0.9), T(G))
run("power_sign", P.ApplyPowerSign(), 2, T(0.1), T(np.e), T(0.5), T(0.9), T(G))
run("ftrl_l1", P.ApplyFtrl(), 3, T(G), 0.1, 0.01, 0.02, -0.5)
run("ftrl_power", P.ApplyFtrl(), 3, T(G), 0.1, 0.0, 0.0, -0.3)
run("adam_with_amsgrad", P.ApplyAdamWithAmsgrad(), 4, T(0.9), T(0.999), T(0.1), T(G))
net = Net(P.Adam(), 3)
net(T(0.9), T(0.999), T(0.1), T(0.9), T(0.999), T(1e-8), T(G))   # (its PyNative outputs are not the new values)
emit("adam_params", [p.asnumpy() for p in (net.s0, net.s1, net.s2)], rtol=1e-5, atol=1e-6)
