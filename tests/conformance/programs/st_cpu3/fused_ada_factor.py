"""Adapted from tests/st/ops/cpu/test_fused_ada_factor_op.py: one FusedAdaFactor / FusedAdaFactorWithGlobalNorm
step (factored 3-D and 2-D params, a 1-D param, every flag) read back from the Parameters.  The primitive's dummy
output is only compared by structure/shape (Graph mode returns uninitialized memory)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit


def vals(shape, lo, hi, k):
    n = int(np.prod(shape))
    return ((np.arange(n, dtype=np.float64) * 0.61 + k) % 1.0 * (hi - lo) + lo).astype(np.float32).reshape(shape)


class Net(nn.Cell):
    def __init__(self, shape, gn=False, **kw):
        super().__init__()
        self.opt = ops.FusedAdaFactorWithGlobalNorm(**kw) if gn else ops.FusedAdaFactor(**kw)
        self.gn = gn
        self.param = Parameter(Tensor(vals(shape, -1, 1, 0.1)), name="param")
        self.exp_avg = Parameter(Tensor(vals(shape, -1, 1, 0.3)), name="exp_avg")
        self.exp_avg_sq = Parameter(Tensor(vals(shape, 0.1, 1, 0.5)), name="exp_avg_sq")
        self.row = Parameter(Tensor(vals(shape[:-1], 0.1, 1, 0.7)), name="row")
        self.col = Parameter(Tensor(vals(shape[:-2] + shape[-1:], 0.1, 1, 0.2)), name="col")

    def construct(self, grad, norm):
        if self.gn:
            return self.opt((1e-30, 1e-3), 1.0, 0.9, 0.8, 1e-2, 0.03, grad, self.param, self.exp_avg, self.row,
                            self.col, self.exp_avg_sq, norm)
        return self.opt((1e-30, 1e-3), 1.0, 0.9, 0.8, 1e-2, 0.03, grad, self.param, self.exp_avg, self.row, self.col,
                        self.exp_avg_sq)


for shape in ([2, 3, 2], [3, 4], [4], [3, 1]):
    for flags, kw in (("plain", {}), ("all_flags", dict(enable_scale_parameter=True, enable_first_moment=True,
                                                        enable_weight_decay=True))):
        for gn in (False, True):
            label = "x".join(map(str, shape)) + "_" + flags + ("_global_norm" if gn else "")
            net = Net(shape, gn, **kw)
            out = net(Tensor(vals(shape, -2, 2, 0.9)), Tensor(np.float32(3.0)))
            emit(label + "_output", (type(out).__name__, len(out), tuple(out[0].shape), str(out[0].dtype)))
            emit(label + "_states", tuple(p.value() for p in (net.param, net.exp_avg, net.row, net.col,
                                                               net.exp_avg_sq)), rtol=1e-5, atol=1e-6)
