"""ops.vmap over in-place optimizer primitives: MindSpore 2.10 has vmap rules for ApplyAdagradV2 /
ApplyProximalAdagrad / ApplyPowerSign (each row of the Parameters updated), none for ApplyMomentum / ApplyAdagrad /
ApplyAddSign: its general monad rule is the ValueError "vmap currently not support the side effect op: ApplyAdagrad."
in both modes, the Parameters left as they were (msgraph had updated them row by row, silently).  Found by adapting
st/ops/cpu's ApplyAdagradV2 / ApplyPowerSign vmap tests to their sibling primitives (session 37, adapt37vm)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit_error

P = ops.operations


def par(n):
    return Parameter(Tensor(np.arange(6).reshape(2, 3).astype(np.float32) / 4 + 1), name=n)


lr = Tensor(np.array([0.1, 0.2], np.float32))
g = Tensor(np.array([[1.0, -2.0, 0.5], [0.25, 3.0, -1.0]], np.float32))


class W(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *a):
        return self.op(*a)


def run(op, mk_args):
    args = mk_args()
    out = ops.vmap(W(op), 0)(*args)
    return out, tuple(a.value() for a in args if isinstance(a, Parameter))


def state_after(op, mk_args):
    args = mk_args()
    try:
        ops.vmap(W(op), 0)(*args)
    except ValueError:
        pass
    return tuple(a.value() for a in args if isinstance(a, Parameter))


CASES = {
    "momentum": (P.ApplyMomentum, lambda: (par("v"), par("a"), lr, g, lr)),
    "adagrad": (P.ApplyAdagrad, lambda: (par("v"), par("a"), lr, g)),
    "add_sign": (P.ApplyAddSign, lambda: (par("v"), par("m"), lr, lr, lr, lr, g)),
    "adagrad_v2": (lambda: P.ApplyAdagradV2(epsilon=1e-6), lambda: (par("v"), par("a"), lr, g)),
    "proximal_adagrad": (P.ApplyProximalAdagrad, lambda: (par("v"), par("a"), lr, lr, lr, g)),
    "power_sign": (P.ApplyPowerSign, lambda: (par("v"), par("m"), lr, lr, lr, lr, g)),
}
for label, (mk, args) in CASES.items():
    emit_error(label, lambda mk=mk, args=args: run(mk(), args))
emit_error("momentum_state_kept", lambda: state_after(P.ApplyMomentum(), CASES["momentum"][1]))
emit_error("adagrad_state_kept", lambda: state_after(P.ApplyAdagrad(), CASES["adagrad"][1]))
