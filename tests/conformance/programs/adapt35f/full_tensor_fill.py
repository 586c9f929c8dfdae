"""ops.full with a Tensor fill_value and no dtype (found by the adapt35f variant sweep of st/ops/test_func_full.py):
MindSpore 2.10's ops.full sets dtype to int64 whenever dtype is None, so full((2,), Tensor(1.5, float64)) is Int64
[1, 1] (msgraph kept the Tensor's dtype, Float64 [1.5, 1.5])."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Full(nn.Cell):
    def __init__(self, size, dtype=None):
        super().__init__()
        self.size, self.dtype = size, dtype

    def construct(self, v):
        if self.dtype is None:
            return ops.full(self.size, v)
        return ops.full(self.size, v, dtype=self.dtype)


for name, v in [("f64", Tensor(1.5, ms.float64)), ("f32_neg", Tensor(-2.7, ms.float32)), ("bool", Tensor(True)),
                ("f16_1elem", Tensor(np.array([3.9], np.float16))), ("int8", Tensor(np.int8(-3)))]:
    emit_error("none_" + name, Full((2,)), v)
    emit_error("list_" + name, Full([1, 2]), v)
    emit_error("float32_" + name, Full((2,), ms.float32), v)
