"""Tensor.add / sub(other, alpha=) with a Tensor other of a narrower dtype (found by the adapt37tn variant sweep of
st/tensor/overload/test_add.py): MindSpore 2.10 scales other in the promoted dtype, so float32 + 2 * uint8 252 is
504 and int8 - 2 * uint8 253 Int16 -506.  msgraph multiplied in other's own dtype and wrapped (248, -250)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class AddAlpha(nn.Cell):
    def construct(self, x, y):
        return x.add(y, alpha=2), x.sub(y, alpha=3)


xs = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0]])
ys = np.array([252, 253, 1, 130], np.uint8)
for dx in (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8):
    n = np.dtype(dx).name
    x, y = Tensor(xs.astype(dx)), Tensor(ys)
    emit_error("add_" + n, lambda: x.add(y, alpha=2))
    emit_error("sub_" + n, lambda: x.sub(y, alpha=2))
    emit_error("cell_" + n, lambda: AddAlpha()(x, y))
# int8 other into int32 / float16 input
x8 = Tensor(np.array([100, -100, 7], np.int8))
emit_error("i32_i8", lambda: Tensor(np.array([1, 2, 3], np.int32)).add(x8, alpha=3))
emit_error("f16_i8", lambda: Tensor(np.array([1, 2, 3], np.float16)).sub(x8, alpha=2))
