"""Probe: dense in-place optimizers under ops.vmap (both modes): which have MindSpore vmap rules."""
import numpy as np, mindspore as ms
from mindspore import ops, nn, Tensor, Parameter
P = ops.operations
def par(n): return Parameter(Tensor(np.arange(6).reshape(2, 3).astype(np.float32) / 4 + 1), name=n)
lr = Tensor(np.array([0.1, 0.2], np.float32)); g = Tensor(np.ones((2, 3), np.float32))
cases = {
 "ApplyMomentum": (lambda: P.ApplyMomentum(), lambda: (par("v"), par("a"), lr, g, lr)),
 "ApplyAdagrad": (lambda: P.ApplyAdagrad(), lambda: (par("v"), par("a"), lr, g)),
 "ApplyAdagradV2": (lambda: P.ApplyAdagradV2(epsilon=1e-6), lambda: (par("v"), par("a"), lr, g)),
 "ApplyAddSign": (lambda: P.ApplyAddSign(), lambda: (par("v"), par("m"), lr, lr, lr, lr, g)),
 "ApplyPowerSign": (lambda: P.ApplyPowerSign(), lambda: (par("v"), par("m"), lr, lr, lr, lr, g)),
 "ApplyAdaMax": (lambda: P.ApplyAdaMax(), lambda: (par("v"), par("m"), par("w"), lr, lr, lr, lr, lr, g)),
 "ApplyProximalAdagrad": (lambda: P.ApplyProximalAdagrad(), lambda: (par("v"), par("a"), lr, lr, lr, g)),
 "ApplyAdadelta": (lambda: P.ApplyAdadelta(), lambda: (par("v"), par("a"), par("u"), lr, lr, lr, g)),
}
class W(nn.Cell):
    def __init__(self, op):
        super().__init__(); self.op = op
    def construct(self, *a):
        return self.op(*a)
for m in (0, 1):
    ms.set_context(mode=m)
    for k, (mk, args) in cases.items():
        try:
            r = ops.vmap(W(mk()), 0)(*args()); print(m, k, "OK", type(r).__name__)
        except Exception as e:
            print(m, k, type(e).__name__, str(e).splitlines()[0][:120])
