"""`G.FastGeLUGrad(dy, x)` dtypes (st ops/gpu fast_gelu_op variants, adapt36gpu): float32 dy with float16 x gives
Float32 (msgraph had Float16); int32 / complex64 dy or an int32 x is a TypeError (msgraph computed). Both modes.  (float16 dy: MindSpore's kernel differs from float32-rounded-once in the last
float16 place for some inputs; not recorded here.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = G.FastGeLUGrad()

    def construct(self, dy, x):
        return self.p(dy, x)


DY = np.array([[0.25, 0.5, 0.9], [-0.3, 0.0, 2.0]])
X = np.array([[1.0, -2.0, 0.5], [3.0, 1.5, -1.0]])
for da, db in [(ms.float32, ms.float32), (ms.float32, ms.float16), (ms.int32, ms.int32),
               (ms.complex64, ms.complex64), (ms.float32, ms.int32), (ms.float64, ms.float64)]:
    emit_error(f"{da}_{db}", lambda: Net()(Tensor(DY, da), Tensor(X, db)))
