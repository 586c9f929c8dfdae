"""MaskedFill on an int8 Tensor: MindSpore 2.10's CPU kernel has an int8 form that takes an int8 Tensor value (st
ops/cpu test_maskedfill_op.py::test_maskedfill_int8); a Python int or a Tensor of another dtype is its TypeError.
msgraph refused every int8 input since the fn25 sweep."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fill = ops.MaskedFill()

    def construct(self, x, m, v):
        return self.fill(x, m, v)


x = Tensor(np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.int8))
m = Tensor(np.array([[True, True, False, True], [False, False, True, False]]))
for vname, v in (("int8 Tensor", Tensor(np.array(22, np.int8))), ("int32 Tensor", Tensor(np.array(22, np.int32))),
                 ("Python int", 22)):
    emit_error(f"Cell MaskedFill int8 input, {vname} value", Net(), x, m, v)
    emit_error(f"ops.masked_fill int8 input, {vname} value", ops.masked_fill, x, m, v)
