"""dtype values inside construct: comparisons, membership, ops.dtype, casting by another Tensor's dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        is_float = x.dtype in (ms.float16, ms.float32)
        same = x.dtype == y.dtype
        z = y.astype(x.dtype)
        w = ops.cast(y, x.dtype)
        if is_float:
            out = z * 2
        else:
            out = z * 3
        return out, same, w


emit("f32_i32", Net()(Tensor(np.array([1.0], np.float32)), Tensor(np.array([2], np.int32))))
emit("i32_i32", Net()(Tensor(np.array([1], np.int32)), Tensor(np.array([2], np.int32))))
