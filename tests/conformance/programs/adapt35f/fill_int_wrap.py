"""ops.full / ops.fill with a Python int outside the integer dtype's range (found by the adapt35f variant sweep of
st/ops/test_func_full.py): MindSpore 2.10 wraps the value (full((2,), -1, dtype=uint8) is [255, 255], 300 in int8 is
44); msgraph raised numpy's OverflowError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Full(nn.Cell):
    def __init__(self, v, dtype):
        super().__init__()
        self.v, self.dtype = v, dtype

    def construct(self):
        return ops.full((2,), self.v, dtype=self.dtype)


class Fill(nn.Cell):
    def __init__(self, v, dtype):
        super().__init__()
        self.v, self.dtype = v, dtype

    def construct(self):
        return ops.fill(self.dtype, (2, 1), self.v)


for dt in (ms.uint8, ms.int8, ms.int16, ms.uint16):
    for v in (-1, 300, -129, 70000):
        emit_error("full_%s_%d" % (dt, v), Full(v, dt))
        emit_error("fill_%s_%d" % (dt, v), Fill(v, dt))
