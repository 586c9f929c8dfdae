"""higher-order gradients, sixth pass: first / second / third derivatives of 101 ops (_s2_ops.py, each `(op(a) * C).sum()`
of a float32 (4,) input), the second derivative of an @ms.jit function (a jit function under a PyNative gradient of
a gradient) and inside one; then grad of grad of Cells with Parameters (w.r.t. inputs and weights), through
Tensor-condition if / while / for, through custom-bprop Cells; MindSpore's exception where a bprop's ops have no
bprop of their own.  $OPS=LO:HI runs only those ops of _s2_ops.OPS."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case
from _s2_ops import OPS

a0 = Tensor(np.array([0.7, -1.3, 1.9, 0.4], np.float32))
S = Tensor(np.array([1.0, 2.0, -1.0, 0.5], np.float32))
lo, hi = (int(v) for v in os.environ.get("OPS", "0:1000").split(":"))

def make(f):
    g1 = ms.grad(f)

    def f2(a):
        return (g1(a) * S).sum()
    g2 = ms.grad(f2)

    def f3(a):
        return (g2(a) * S).sum()
    jf = ms.jit(f)
    gj = ms.grad(jf)

    def fj2(a):
        return (gj(a) * S).sum()
    return g1, g2, f3, fj2


for f in OPS[lo:hi]:
    n = f.__name__[3:]
    g1, g2, f3, fj2 = make(f)
    case(f"g1 {n}", lambda g1=g1: g1(a0))
    case(f"g2 {n}", lambda g2=g2: g2(a0))
    case(f"g3 {n}", lambda f3=f3: ms.grad(f3)(a0))
    case(f"g2jit {n}", lambda fj2=fj2: ms.grad(fj2)(a0))
