"""A Tensor ``while`` whose body itself joins its carried 0-d Tensor with a (2,) Tensor (a ``break`` before the value
changes: ``while i < 4: if i > lim: break; out = x * x + out``): MindSpore 2.10 runs and differentiates it
(dynamic rank).  msgraph left the name uncarried (a run-time object each iteration) and reading it after the loop
was its MSG402; now the first iteration is peeled once for it, as for a carried value whose shape changes, and a
dynamic-rank value carried by the loop of the other iterations (``if i >= lim: out = x * x + out`` in the body) is
differentiated through the loop."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

FOLLOW_PYNATIVE = {
    "scalar of x sens grad lim=-5.0": "MindSpore 2.10 Graph: ValueError of Reshape in SumExt's bprop (a (2,) sens of "
                                      "the 0-d branch value); PyNative sums the sens",
    "scalar of x sens grad lim=100.0": "MindSpore 2.10 Graph: ValueError of Reshape in SumExt's bprop (compiled for "
                                       "the 0-d branch value too)",
}


class BreakFirst(nn.Cell):
    def construct(self, x, i, lim):
        out = Tensor(0.0)
        while i < 4:
            if i > lim:
                break
            out = x * x + out
            i = i + 1
        return (out * x).sum()


class BreakFirstReturned(nn.Cell):
    def construct(self, x, y, i, lim):
        out = Tensor(1.0)
        while i < 3:
            if out.sum() > lim:
                break
            out = out * x + y
            i = i + 1
        return out


class ScalarOfX(nn.Cell):
    def construct(self, x, y, i, lim):
        out = x.sum() * 2
        while i < 3:
            if out.sum() > lim:
                break
            out = out * x + y
            i = i + 1
        return out


class IfInBody(nn.Cell):
    def construct(self, x, i, lim):
        out = Tensor(0.0)
        while i < 3:
            if i >= lim:
                out = x * x + out
            i = i + 1
        return out.sum()


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)


def t(a, dt=np.float32):
    return Tensor(np.asarray(a, dt))


for lim in (-1, 0, 2, 9):
    emit_error(f"break first forward lim={lim}", lambda: BreakFirst()(t(X), Tensor(0), Tensor(lim)))
    emit_error(f"break first grad lim={lim}", lambda: ms.grad(BreakFirst())(t(X), Tensor(0), Tensor(lim)))
for lim in (-5.0, 0.5, 4.0, 100.0):
    emit_error(f"returned forward lim={lim}", lambda: BreakFirstReturned()(t(X), t(Y), Tensor(0), Tensor(lim)))
    emit_error(f"returned sens grad lim={lim}", lambda: ops.GradOperation(get_all=True, sens_param=True)(
        BreakFirstReturned())(t(X), t(Y), Tensor(0), Tensor(lim), t([1., 3.])))
for lim in (-5.0, 100.0):
    emit_error(f"scalar of x forward lim={lim}", lambda: ScalarOfX()(t(X), t(Y), Tensor(0), Tensor(lim)))
    emit_error(f"scalar of x sens grad lim={lim}", lambda: ops.GradOperation(get_all=True, sens_param=True)(
        ScalarOfX())(t(X), t(Y), Tensor(0), Tensor(lim), t([1., 3.])))
for lim in (0, 1, 5):
    emit_error(f"if in body forward lim={lim}", lambda: IfInBody()(t(X), Tensor(0), Tensor(lim)))
    emit_error(f"if in body grad lim={lim}", lambda: ms.grad(IfInBody())(t(X), Tensor(0), Tensor(lim)))
