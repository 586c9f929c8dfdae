"""Second-order gradients through activations whose MindSpore 2.10 bprop is a grad primitive without a bprop of its
own (st ops/gpu *_grad_grad_op variants, adapt36gpu): ops.elu / selu (EluGrad), ops.inv (InvGrad), hardswish
(HSwishGrad), fast_gelu (FastGeLUGrad), hardshrink (HShrinkGrad), softshrink (SoftShrinkGrad), and GradOperation over
G.ReLU6Grad / EluGrad / InvGrad / ReciprocalGrad / HSwishGrad / HSigmoidGrad /
FastGeLUGrad used as primitives, raise RuntimeError in both modes; msgraph had computed zeros
or values. First-order gradients and second-order ones that MindSpore defines (tanh, sigmoid, reciprocal, sqrt)
are unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error

X = Tensor(np.array([[0.25, -0.5, 0.9], [-0.3, 4.0, 7.0]], np.float32))
FNS = [("elu", ops.elu), ("selu", ops.selu), ("inv", ops.inv), ("hardswish", ops.hardswish),
       ("fast_gelu", ops.fast_gelu), ("hardshrink", ops.hardshrink), ("softshrink", ops.softshrink),
       ("tanh", ops.tanh), ("sigmoid", ops.sigmoid), ("reciprocal", ops.reciprocal), ("sqrt", ops.sqrt)]
for name, f in FNS:
    emit_error(f"first_{name}", lambda: ops.grad(f)(X))
    emit_error(f"second_{name}", lambda: ops.grad(ops.grad(f))(X))


class Prim(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, a, b):
        return self.p(a, b)


class GG(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, s):
        return self.g(self.net)(a, b, s)


A = Tensor(np.array([[0.25, 0.5, 0.9], [-0.3, 0.0, 2.0]], np.float32))
B = Tensor(np.array([[1.0, -2.0, 0.5], [3.0, 1.5, -1.0]], np.float32))
S = Tensor(np.array([[0.5, 1.0, -1.0], [2.0, 0.25, 1.0]], np.float32))
for name in ["ReLU6Grad", "EluGrad", "InvGrad", "SqrtGrad", "TanhGrad", "ReciprocalGrad", "HSwishGrad", "HSigmoidGrad",
             "FastGeLUGrad"]:
    emit_error(f"forward_{name}", lambda: Prim(getattr(G, name)())(A, B))
    emit_error(f"gradgrad_{name}", lambda: GG(Prim(getattr(G, name)()))(A, B, S))


emit("done", 1)
