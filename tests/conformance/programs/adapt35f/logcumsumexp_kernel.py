"""ops.logcumsumexp / Tensor.logcumsumexp / CumulativeLogsumexp as MindSpore 2.10's CPU kernel computes them (found by
the adapt35f variant sweep of st/ops/test_func_logcumsumexp.py): a running t = log(1 + exp(min - max)) + max in double,
so [0, -1, -2, 1e30] keeps its small prefix (msgraph shifted by the row's maximum: -inf, -inf, -inf), a NaN running
value is dropped by the next finite element ([nan, 0] gives [nan, log 2]) and inf after inf is NaN.  The gradient is
the CumulativeLogsumexp bprop (msgraph differentiated its composite: last digits apart in float32 / float16)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, ax):
        super().__init__()
        self.ax = ax

    def construct(self, x):
        return ops.logcumsumexp(x, self.ax)


class Method(nn.Cell):
    def construct(self, x):
        return x.logcumsumexp(0)


class Grad(nn.Cell):
    def __init__(self, ax):
        super().__init__()
        self.net = Net(ax)

    def construct(self, x, w):
        return ops.grad(lambda a: (self.net(a) * w).sum())(x)


sp = np.array([[np.nan, np.inf, -np.inf, -0.0], [0.0, -1.0, -2.0, 1e30]])
b = np.array([[0.5, -1.25, 2.0, 0.0], [3.5, 1.0, -0.75, 7.0]])
for dt in (np.float16, np.float32, np.float64):
    for ax in (0, -1):
        emit_error("sp_%s_%d" % (dt.__name__, ax), Net(ax), Tensor(sp.astype(dt)))
        emit_error("b_%s_%d" % (dt.__name__, ax), Net(ax), Tensor(b.astype(dt)))
        emit_error("grad_%s_%d" % (dt.__name__, ax), Grad(ax), Tensor(b.astype(dt)), Tensor(b[::-1].astype(dt)))
        emit_error("grad_sp_%s_%d" % (dt.__name__, ax), Grad(ax), Tensor(b.astype(dt)), Tensor(sp.astype(dt)))
emit_error("method_sp", Method(), Tensor(sp.astype(np.float32)))
emit_error("prim_excl_rev", ops.CumulativeLogsumexp(True, True), Tensor(b.astype(np.float32)), Tensor(1))
emit_error("prim_excl_sp", ops.CumulativeLogsumexp(True, False), Tensor(sp.astype(np.float32)), Tensor(1))
emit_error("prim_rev_sp", ops.CumulativeLogsumexp(False, True), Tensor(sp.astype(np.float32)), Tensor(0))
emit_error("small_then_huge", Net(0), Tensor(np.array([-3.0, 0.0, 2.5, 1e30, -1e30, 4.0], np.float32)))
