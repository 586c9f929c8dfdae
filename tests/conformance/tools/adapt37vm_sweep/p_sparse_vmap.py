"""Probe: sparse in-place optimizers under ops.vmap (both modes); run like the s*.py scripts (no MODE: both modes in one run)."""
import numpy as np, mindspore as ms
from mindspore import ops, nn, Tensor, Parameter
P = ops.operations
def par(n): return Parameter(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32) / 4 + 1), name=n)
g = Tensor(np.ones((2, 1, 3), np.float32)); idx = Tensor(np.array([[0], [1]], np.int32))
lr = Tensor(np.array([0.1, 0.2], np.float32))
cases = {
 "SparseApplyProximalAdagrad": (lambda: P.SparseApplyProximalAdagrad(), lambda: (par("v"), par("a"), lr, lr, lr, g, idx)),
 "SparseApplyRMSProp": (lambda: P.SparseApplyRMSProp(0.9, 0.9, 1e-6), lambda: (par("v"), par("m"), par("o"), lr, g, idx)),
 "SparseApplyAdagrad": (lambda: P.SparseApplyAdagrad(0.1), lambda: (par("v"), par("a"), g, idx)),
 "SparseApplyMomentum": (lambda: ops.operations.nn_ops.SparseApplyMomentum(), lambda: (par("v"), par("a"), lr, g, idx, lr)),
 "SparseApplyProximalGradientDescent": (lambda: ops.operations.nn_ops.SparseApplyProximalGradientDescent(), lambda: (par("v"), lr, lr, lr, g, idx)),
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
