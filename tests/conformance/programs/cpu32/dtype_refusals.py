"""Dtypes MindSpore 2.10's CPU primitives refuse, found by the cpu32 variant sweep of st ops/cpu (msgraph computed
them): P.CumSum of a bool Tensor (TypeError; the ops.cumsum function and Tensor.cumsum are unchanged), P.TopK of
a 0-d Tensor (RuntimeError) and Adam with a float64 gradient (TypeError).  (Conv2D of float64, also MindSpore's
TypeError, is left computed: docs/differences.md, session 32.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit, emit_error

b = Tensor(np.array([[True, False, True], [True, True, False]]))
emit_error("P_cumsum_bool", lambda: ops.CumSum()(b, 1))
emit_error("ops_cumsum_bool", lambda: ops.cumsum(b, 1))
emit("method_cumsum_bool", b.cumsum(1))
emit_error("P_topk_0d", lambda: ops.TopK()(Tensor(np.float32(2)), 1))
emit("P_topk_1d", ops.TopK()(Tensor(np.array([2.0, 3.0], np.float32)), 1))


class AdamNet(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.p = Parameter(Tensor(np.ones(2), dt), "p")
        self.m = Parameter(Tensor(np.zeros(2), dt), "m")
        self.v = Parameter(Tensor(np.zeros(2), dt), "v")
        self.op = ops.Adam()

    def construct(self, g):
        self.op(self.p, self.m, self.v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g)
        return self.p


emit_error("adam_f64", lambda: AdamNet(ms.float64)(Tensor(np.array([0.5, -0.5]), ms.float64)))
emit("adam_f32", AdamNet(ms.float32)(Tensor(np.array([0.5, -0.5]), ms.float32)))
