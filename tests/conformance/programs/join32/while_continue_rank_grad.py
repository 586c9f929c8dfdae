"""A Tensor ``while`` with ``continue`` (and ``break``) whose carried value changes shape in its first iteration
(``out = Tensor(0.0)``, ``out = x * out + x``): MindSpore 2.10 runs and differentiates it; msgraph refused it (MSG410:
its first-iteration peeling did not handle ``continue``).  Now the peeled iteration runs inside a one-iteration
loop that ``continue`` and ``break`` leave (a break setting a flag that skips the loop of the other iterations)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Continue(nn.Cell):
    def construct(self, x, i):
        out = Tensor(0.0)
        while i < 3:
            out = x * out + x
            i = i + 1
            if out.sum() > 4:
                continue
            out = out * 2
        return out.sum()


class ContinueBreak(nn.Cell):
    def construct(self, x, y, i, lim):
        out = Tensor(0.0)
        while i < 4:
            out = x * y + out
            i += 1
            if out.sum() < 0:
                continue
            if out.sum() > lim:
                break
            out = out + y
        return (out * x).sum()


class ContinueUsed(nn.Cell):
    def construct(self, x, i):
        out = Tensor(1.0)
        while i < 3:
            i = i + 1
            out = out * x
            if i < 2:
                continue
            out = out + 1
        return out * x


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)


def t(a, dt=np.float32):
    return Tensor(np.asarray(a, dt))


for i in (0, 2, 5):
    emit_error(f"continue forward i={i}", lambda: Continue()(t(X), Tensor(i)))
    emit_error(f"continue grad i={i}", lambda: ops.GradOperation()(Continue())(t(X), Tensor(i)))
for lim in (-5.0, 1.0, 50.0):
    for y in (Y, -Y):
        emit_error(f"continue break forward lim={lim} y={y.tolist()}",
                   lambda: ContinueBreak()(t(X), t(y), Tensor(0), Tensor(lim)))
        emit_error(f"continue break grad lim={lim} y={y.tolist()}", lambda: ms.grad(ContinueBreak(), (0, 1))(
            t(X), t(y), Tensor(0), Tensor(lim)))
emit_error("continue used sens grad", lambda: ops.GradOperation(sens_param=True)(ContinueUsed())(
    t(X), Tensor(0), t([1., -2.])))
emit_error("continue used value_and_grad", lambda: ms.value_and_grad(ContinueUsed())(t(X), Tensor(1)))
emit_error("continue float16 grad", lambda: ms.grad(Continue())(t(X, np.float16), Tensor(0)))
