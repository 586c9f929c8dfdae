"""`G.HSigmoidGrad(grads, x)` (st ops/gpu hsigmoid variants, adapt36gpu): integer grads keep their dtype, grads / 6
truncated toward 0 (msgraph had returned Float32); a NaN x counts as inside (-3, 3) (grads / 6; msgraph 0). Both
modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = G.HSigmoidGrad()

    def construct(self, g, x):
        return self.p(g, x)


for dt in [ms.int8, ms.int32, ms.int64, ms.float16, ms.float32]:
    emit_error(f"{dt}", lambda: Net()(Tensor(np.array([7, -7, 13, 2, 12, -13]), dt),
                                      Tensor(np.array([0.0, 1.0, -2.0, 3.0, -3.0, 2.9]), dt)))
emit_error("nan_inf", lambda: Net()(Tensor(np.full(4, 0.5), ms.float32),
                                    Tensor(np.array([np.nan, np.inf, -np.inf, -0.0]), ms.float32)))
