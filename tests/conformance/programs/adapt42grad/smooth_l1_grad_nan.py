"""The gradient of ``ops.SmoothL1Loss`` where the difference is NaN or infinite (st ops SmoothL1Loss gradient tests
adapted at edge inputs, third pass).  MindSpore 2.10's SmoothL1LossGrad is 1 where d > beta, -1 where d < -beta and
d / beta otherwise, so a NaN difference has a NaN gradient (both modes, every reduction); msgraph clipped d / beta to
[-1, 1], which makes NaN -1 (ops.clip_by_value of NaN is -1 in MindSpore too): a silent -1 / +1 gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([np.nan, 1.0, np.inf, -np.inf, 0.5, -3.0, 2.0], np.float32))
y = Tensor(np.array([0.0, np.nan, np.inf, 1.0, 0.25, 0.0, -np.inf], np.float32))


class Loss(nn.Cell):
    def __init__(self, beta, reduction):
        super().__init__()
        self.loss = ops.SmoothL1Loss(beta=beta, reduction=reduction)

    def construct(self, a, b):
        out = self.loss(a, b)
        return out.sum() if out.ndim else out


for beta in (1.0, 0.5):
    for reduction in ("none", "mean", "sum"):
        for dt in (ms.float32, ms.float16):
            emit_error(f"grad_beta{beta}_{reduction}_{dt}",
                       lambda b=beta, r=reduction, d=dt: ops.GradOperation(get_all=True)(Loss(b, r))(
                           x.astype(d), y.astype(d)))
