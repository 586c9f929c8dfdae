"""adapt38cc: ``self.p.add_(y)`` / ``mul_`` / ``div_`` / ``copy_`` on a Parameter in a Graph-mode Cell, and its
gradient (MindSpore 2.10 CPU).  Later reads of the Parameter are the Parameter (their gradient goes to it, not
through the update) and the written value gets no gradient through them, as for AssignAdd into a Parameter; the
method's result keeps its own gradient: ``r = self.p.mul_(y); return r * 1, self.p * 1`` gives d/dy = p,
d/dp = y + 1.  msgraph chained the gradient through the write (d/dy = 2p, d/dp = 2y), silently.
PyNative is left out: MindSpore 2.10's CPU PyNative in-place methods do not write the Parameter (see
docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error

MODES = ("graph",)


class PNet(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.kind = kind

    def construct(self, y):
        if self.kind == "add":
            r = self.p.add_(y)
        elif self.kind == "mul":
            r = self.p.mul_(y)
        elif self.kind == "div":
            r = self.p.div_(y)
        else:
            r = self.p.copy_(y)
        return r * 1, self.p * 1


Y = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
for kind in ("add", "mul", "div", "copy"):
    net = PNet(kind)
    emit(f"{kind}_forward", net(Y))
    emit(f"{kind}_param_after", net.p.value())
    net = PNet(kind)
    emit_error(f"{kind}_grad", lambda: ms.grad(net, grad_position=0, weights=net.trainable_params())(Y))
    emit(f"{kind}_param_after_grad", net.p.value())
