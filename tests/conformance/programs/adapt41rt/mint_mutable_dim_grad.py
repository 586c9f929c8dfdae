"""The gradient through a mint function given a dim / start as ``ms.mutable(int)`` in a Graph-mode Cell
(st runtime/test_runtime_ref_count's GradOperation-over-a-mutable-dim network, adapted: mint.cat, mint.narrow;
mint.nn.functional.log_softmax's Graph-mode gradient was measured too: its PyNative CPU kernel is missing).
SILENT: msgraph ran such a mint call as Python when the graph ran and did not differentiate it (zeros); MindSpore
2.10 differentiates its op (adapt41cpu did it for ops.cat, not for mint).  Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable, mint
from _conf import emit_error

X = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


class Cat(nn.Cell):
    def construct(self, x, d):
        return mint.cat((x, x * 2), d).sum() * 1.5


class Narrow(nn.Cell):
    def construct(self, x, d):
        return mint.narrow(x, 1, d, 2) * 1.5


g = ops.GradOperation()
for name, cls in (("cat", Cat), ("narrow", Narrow)):
    emit_error(f"{name}.fwd", lambda: cls()(X, mutable(1)))
    emit_error(f"{name}.grad", lambda: g(cls())(X, mutable(1)))
    emit_error(f"{name}.grad_neg", lambda: g(cls())(X, mutable(-1)))
    emit_error(f"{name}.grad_const", lambda: g(cls())(X, 1))
