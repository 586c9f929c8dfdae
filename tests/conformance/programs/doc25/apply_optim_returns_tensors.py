"""The in-place optimizer primitives (ApplyMomentum, ApplyAdagrad, ApplyAdaMax, ApplyGradientDescent...,
MindSpore 2.10's docstring examples) return Tensors holding the new states, not the Parameters: printing the
result shows values (PyNative called directly or from a Cell, and Graph mode).  In PyNative the returned
Tensor follows the Parameter's later writes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit, emit_error, emit_stdout


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Net(nn.Cell):
    def __init__(self, op, n_states):
        super().__init__()
        self.op = op
        self.var = Parameter(f32([0.6, 0.4], [0.1, 0.5]), name="var")
        self.s1 = Parameter(f32([0.6, 0.5], [0.2, 0.6]), name="s1")
        self.s2 = Parameter(f32([0.9, 0.1], [0.7, 0.8]), name="s2")
        self.n_states = n_states

    def construct(self, *args):
        if self.n_states == 1:
            return self.op(self.var, *args)
        if self.n_states == 2:
            return self.op(self.var, self.s1, *args)
        return self.op(self.var, self.s1, self.s2, *args)


G = f32([0.3, 0.7], [0.1, 0.8])
S = lambda v: Tensor(v, ms.float32)   # noqa: E731
CASES = {
    "momentum": (ops.ApplyMomentum(), 2, (S(0.1), G, S(0.9))),
    "adagrad": (ops.ApplyAdagrad(), 2, (S(0.001), G)),
    "adagrad_v2": (ops.ApplyAdagradV2(epsilon=1e-6), 2, (S(0.001), G)),
    "adamax": (ops.ApplyAdaMax(), 3, (S(0.9), S(0.001), S(0.9), S(0.99), S(1e-10), G)),
    "adadelta": (ops.ApplyAdadelta(), 3, (S(0.001), S(0.0), S(1e-6), G)),
    "add_sign": (ops.ApplyAddSign(), 2, (S(0.001), S(1.0), S(0.99), S(0.9), G)),
    "gradient_descent": (ops.ApplyGradientDescent(), 1, (S(0.001), G)),
    "proximal_gd": (ops.ApplyProximalGradientDescent(), 1, (S(0.01), S(0.0), S(0.0), G)),
}
for name, (op, n, args) in CASES.items():
    def run(op=op, n=n, args=args):
        out = Net(op, n)(*args)
        print(out)
        return out
    emit_stdout(f"{name}_print", run)
    emit_error(f"{name}_types", lambda op=op, n=n, args=args: (
        lambda o: [type(t).__name__ for t in (o if isinstance(o, tuple) else (o,))])(Net(op, n)(*args)))

if ms.get_context("mode") == ms.PYNATIVE_MODE:
    def follows():
        p = Parameter(f32(0.6, 0.4), name="v")
        a = Parameter(f32(0.6, 0.5), name="a")
        out = ops.ApplyMomentum()(p, a, S(0.1), f32(0.3, 0.7), S(0.9))
        first = out.asnumpy().copy()
        ops.assign(p, f32(5.0, 6.0))
        return first, out, type(out).__name__, p
    emit("direct_follows_param", follows())
