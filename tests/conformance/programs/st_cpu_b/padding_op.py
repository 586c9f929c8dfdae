"""Adapted from tests/st/ops/cpu/test_padding.py: P.Padding / ops.padding widen a (..., 1) tensor with zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.padding = P.Padding(n)

    def construct(self, x):
        return self.padding(x)


x2 = Tensor(np.array([[1.5], [-2.0]], np.float32))
x3 = Tensor(np.arange(6, dtype=np.int32).reshape(2, 3, 1))
emit("padding_2d_f32", Net(4)(x2))
emit("padding_3d_int32", Net(3)(x3))
emit("padding_one", Net(1)(x2))
emit("padding_bool", Net(2)(Tensor(np.array([[True], [False]]))))
emit("padding_uint32_f16", Net(5)(Tensor(np.array([[[7]], [[9]]], np.uint32))))
emit("padding_f16", Net(3)(Tensor(np.array([[0.5], [2.25]], np.float16))))
emit("ops_padding_default", ops.padding(x2))
emit("ops_padding_n", ops.padding(x3, 2))
emit_error("padding_last_dim_not_1", lambda: Net(2)(Tensor(np.ones((2, 2), np.float32))))
emit_error("padding_bad_size", lambda: P.Padding(0))
