# MindSpore's in-place optimizer primitives (ops.operations: Adam, ApplyMomentum, ApplyAdagrad, ...)
# called in a Cell on its Parameters: what each returns and the new Parameter values.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.ops import operations as P
from _conf import emit

F32 = np.float32


def arr(*vals):
    return np.array(vals, F32).reshape(2, 2)


VAR = arr(1.0, -2.0, 0.5, 3.0)
G = arr(0.1, -0.3, 0.0, 0.7)
S1 = arr(0.2, 0.1, 0.4, 0.3)
S2 = arr(0.5, 0.6, 0.1, 0.2)


class Net(nn.Cell):
    def __init__(self, op, n_state, extra):
        super().__init__()
        self.op = op
        states = [VAR, S1, S2, arr(0.3, 0.3, 0.2, 0.1)][:n_state]
        self.states = [Parameter(Tensor(s), name=f"s{i}") for i, s in enumerate(states)]
        self.s0 = self.states[0]
        self.s1 = self.states[1] if n_state > 1 else None
        self.s2 = self.states[2] if n_state > 2 else None
        self.n = n_state
        self.extra = extra

    def construct(self, *args):
        if self.n == 1:
            out = self.op(self.s0, *args)
        elif self.n == 2:
            out = self.op(self.s0, self.s1, *args)
        else:
            out = self.op(self.s0, self.s1, self.s2, *args)
        return out


def t(v):
    return Tensor(np.array(v, F32))


def run(label, op, n_state, *args):
    net = Net(op, n_state, None)
    out = net(*args)
    if not label.startswith("adam"):  # MindSpore's CPU Adam kernel leaves its outputs zero
        emit(label + "_out", out, rtol=1e-5, atol=1e-6)
    emit(label + "_params", [p.value() for p in net.states], rtol=1e-5, atol=1e-6)


g = Tensor(G)
run("adam", P.Adam(), 3, t(0.9), t(0.999), t(0.01), t(0.9), t(0.999), t(1e-8), g)
run("adam_nesterov", P.Adam(use_nesterov=True), 3, t(0.9), t(0.999), t(0.01), t(0.9), t(0.999), t(1e-8), g)
run("ada_max", P.ApplyAdaMax(), 3, t(0.9), t(0.01), t(0.9), t(0.99), t(1e-8), g)
run("adadelta", P.ApplyAdadelta(), 3, t(0.5), t(0.9), t(1e-6), g)
run("adagrad", P.ApplyAdagrad(), 2, t(0.1), g)
run("adagrad_no_slots", P.ApplyAdagrad(update_slots=False), 2, t(0.1), g)
run("adagrad_v2", P.ApplyAdagradV2(epsilon=1e-6), 2, t(0.1), g)
run("add_sign", P.ApplyAddSign(), 2, t(0.01), t(1.0), t(0.99), t(0.9), g)
run("power_sign", P.ApplyPowerSign(), 2, t(0.01), t(np.e), t(0.99), t(0.9), g)
run("gradient_descent", P.ApplyGradientDescent(), 1, t(0.1), g)
run("proximal_gd", P.ApplyProximalGradientDescent(), 1, t(0.1), t(0.2), t(0.3), g)
run("proximal_adagrad", P.ApplyProximalAdagrad(), 2, t(0.1), t(0.2), t(0.3), g)
run("proximal_adagrad_l1_0", P.ApplyProximalAdagrad(), 2, t(0.1), t(0.0), t(0.3), g)
run("ftrl", P.ApplyFtrl(), 3, g, t(0.1), t(0.01), t(0.02), t(-0.5))
run("ftrl_power", P.ApplyFtrl(), 3, g, t(0.1), t(0.01), t(0.02), t(-0.3))
run("momentum", P.ApplyMomentum(), 2, t(0.1), g, t(0.9))
run("momentum_nesterov", P.ApplyMomentum(use_nesterov=True), 2, t(0.1), g, t(0.9))
