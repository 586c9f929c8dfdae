"""Adapted from tests/st/ops/test_ops_divs.py::test_divs_infer_value: MindSpore 2.10's Graph mode folds a Div of
constant integer Tensors (Cell attributes) to a Float64 Tensor (even rounding_mode='trunc'), where the same op on
graph inputs, and PyNative, give Float32 (Int32 for trunc); msgraph follows both modes (since session 31, left31:
it had followed PyNative in Graph mode).  Division of non-constant integer Tensors is Float32 in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit


class ConstDiv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Tensor([5, 6], dtype=ms.int16)
        self.y = Tensor([2, 3], dtype=ms.int16)
        self.z = Tensor([5, 7], dtype=ms.int32)

    def construct(self):
        return (mint.div(self.x, self.y), mint.div(self.z, 3), self.z / 3,
                mint.div(self.z, 3, rounding_mode="trunc"), mint.div(self.z, 3, rounding_mode="floor"))


class ArgDiv(nn.Cell):
    def construct(self, x, y, z):
        return mint.div(x, y), mint.div(z, 3), z / 3, ops.div(z, 2, rounding_mode="trunc")


out = ConstDiv()()
for label, v in zip(("mint_div_const_int16", "mint_div_const_int32_number", "op_div_const_int32_number",
                     "trunc_div_const_int32", "floor_div_const_int32"), out):
    emit(label, v)
out = ArgDiv()(Tensor(np.array([5, 6], np.int16)), Tensor(np.array([2, 3], np.int16)),
               Tensor(np.array([5, 7], np.int32)))
for label, v in zip(("mint_div_int16", "mint_div_int32_number", "op_div_int32_number", "trunc_div_int32"), out):
    emit(label, v)
