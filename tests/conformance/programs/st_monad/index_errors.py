# Tensor indexing errors and no-ops (MindSpore raises IndexError): reading through a False index, an empty
# or all-False list, a float Tensor index,; writing through False is a no-op.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Get(nn.Cell):
    def __init__(self, index):
        super().__init__()
        self.index = index

    def construct(self, x):
        return x[self.index]


class SetFalse(nn.Cell):
    def construct(self, x):
        x[False] = 1
        return x * 1


x = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
emit_error("get_false", lambda: Get(False)(x))
emit_error("get_false_in_tuple", lambda: Get((False, 1))(x))
emit("get_true", Get(True)(x))
emit("set_false_noop", SetFalse()(x))
emit_error("get_empty_list_pynative_style", lambda: x[[]])
emit_error("get_all_false_list", lambda: x[[False, False, False, False]])
emit_error("get_float_tensor_index", lambda: x[Tensor(np.array([1.0], np.float32))])
