"""ops.logcumsumexp of float32: MindSpore 2.10's CumulativeLogsumexp CPU kernel calls std::exp, and its first element is
the input's (-12.0 stays -12.0).  Session 30's float32 Exp (nnacl's polynomial) reached logcumsumexp through the shared
Exp op: the first element of a row came back as log(exp(x - max)) + max, -12.000003, and an all-zero prefix as
-1.7e-06.  Found by diff_sweep zoo_prims6 (``ops.logcumsumexp(ops.Cast()(x, ms.float32), 1)``) in the session 31 rerun;
logcumsumexp uses the libm exp (the ExpLibm op) again."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

TIGHT = dict(rtol=2e-7, atol=1e-7)


class Net(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.logcumsumexp(x, self.axis)


def run(label, x, axis):
    emit(label, Net(axis)(Tensor(x)), **TIGHT)


run("arange_axis1", np.arange(-12, 12, dtype=np.float32).reshape(2, 3, 4), 1)
run("arange_axis2", np.arange(-12, 12, dtype=np.float32).reshape(2, 3, 4), 2)
run("bool_pattern", (np.arange(24) % 3 == 1).astype(np.float32).reshape(2, 3, 4), 1)
run("steps", np.array([-12.0, -8.0, -4.0], np.float32), 0)
run("large", np.array([100.0, 101.0, 50.0], np.float32), 0)
run("float64", np.arange(-6, 6, dtype=np.float64).reshape(3, 4), 0)


class Grad(nn.Cell):
    def construct(self, x):
        return ops.grad(lambda t: ops.logcumsumexp(t, 0).sum())(x)


emit("grad_float32", Grad()(Tensor(np.array([-3.0, -1.0, 0.5, 2.0], np.float32))), rtol=1e-6, atol=1e-7)
