"""A Tensor ``while`` with ``break`` whose carried value changes shape in its first iteration (``out = Tensor(0.0)``
then ``out = x * y + out`` with x of shape (2,)): MindSpore 2.10 runs it (a dynamic-rank ``out``) and differentiates
it; msgraph refused it (MSG410: its first-iteration peeling did not handle ``break``; found by st31).  Now the peeled
iteration runs inside a one-iteration loop that its ``break`` leaves."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

FOLLOW_PYNATIVE = {
    "break grad all lim=-10.0": "MindSpore 2.10 Graph: ValueError of AddN in its own backward (dynamic rank)",
    "break grad all lim=0.0": "MindSpore 2.10 Graph: ValueError of AddN in its own backward (dynamic rank)",
    "break grad all lim=100.0": "MindSpore 2.10 Graph: ValueError of AddN in its own backward (dynamic rank)",
}


class Break(nn.Cell):
    def construct(self, x, y, i, lim):
        out = Tensor(0.0)
        while i < 3:
            out = x * y + out
            i += 1
            if out.sum() > lim:
                break
        return out


class BreakUsed(nn.Cell):
    def construct(self, x, y, i):
        out = Tensor(1.0, x.dtype)
        while i < 5:
            out = out * x + y
            i = i + 1
            if i >= 2:
                break
        z = out * y
        return z.sum() + x.sum()


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)


def t(a, dt=np.float32):
    return Tensor(np.asarray(a, dt))


for lim in (-10.0, 0.0, 100.0):
    emit_error(f"break forward lim={lim}", lambda: Break()(t(X), t(Y), Tensor(0), Tensor(lim)))
    emit_error(f"break grad all lim={lim}", lambda: ops.GradOperation(get_all=True)(Break())(
        t(X), t(Y), Tensor(0), Tensor(lim)))
    emit_error(f"break sens grad lim={lim}", lambda: ops.GradOperation(sens_param=True)(Break())(
        t(X), t(Y), Tensor(0), Tensor(lim), t([2., -1.])))
for i in (0, 3, 7):
    emit_error(f"break used forward i={i}", lambda: BreakUsed()(t(X), t(Y), Tensor(i)))
    emit_error(f"break used value_and_grad i={i}", lambda: ms.value_and_grad(BreakUsed(), grad_position=(0, 1))(
        t(X), t(Y), Tensor(i)))
emit_error("break float16 grad", lambda: ops.GradOperation()(BreakUsed())(t(X, np.float16), t(Y, np.float16), Tensor(0)))
