"""`ops.sequence_mask` argument checks (st ops/gpu sequence_mask_op variants, adapt36gpu): lengths other than
int32 / int64 raise TypeError, a maxlen that is not a Python int (float, bool, Tensor, numpy int) TypeError, a maxlen
<= 0 ValueError, in both modes (msgraph had computed a mask for each); valid calls unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

L = Tensor(np.array([1, 3, 0]), ms.int32)


class Mask(nn.Cell):
    def __init__(self, maxlen):
        super().__init__()
        self.maxlen = maxlen

    def construct(self, x):
        return ops.sequence_mask(x, self.maxlen)


for dt in [ms.float16, ms.float32, ms.int8, ms.int16, ms.uint8, ms.bool_, ms.int32, ms.int64]:
    emit_error(f"lengths_{dt}", lambda: Mask(4)(Tensor(np.array([1, 3, 0]), dt)))
for name, m in [("neg", -1), ("zero", 0), ("float", 2.5), ("bool", True), ("one", 1), ("five", 5)]:
    emit_error(f"maxlen_{name}", lambda: Mask(m)(L))
emit_error("maxlen_tensor", lambda: ops.sequence_mask(L, Tensor(3)))
emit_error("maxlen_none", lambda: ops.sequence_mask(Tensor(np.array([[1, 2], [0, 3]]), ms.int64)))
emit_error("lengths_0d", lambda: Mask(3)(Tensor(2, ms.int64)))
emit_error("lengths_empty", lambda: Mask(2)(Tensor(np.zeros(0, np.int32))))
