"""Adapted from tests/st/ops/gpu/test_nn_matmul.py, test_reverse_v2_op.py and test_repeat_elements_op.py (run on the
CPU backend): nn.MatMul leaves a vector untransposed; error classes of ReverseV2 and repeat_elements."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


x1 = Tensor(np.arange(4, dtype=np.float32))
x2 = Tensor(np.arange(40, dtype=np.float32).reshape(2, 4, 5))
emit("matmul_1d_transpose_x1", nn.MatMul(True, False)(x1, x2))
emit("matmul_3d_1d_transpose_x2", nn.MatMul(False, True)(Tensor(np.arange(40, dtype=np.float32).reshape(2, 4, 5)),
                                                          Tensor(np.arange(5, dtype=np.float32))))
emit("matmul_1d_1d_both", nn.MatMul(True, True)(x1, x1))
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit_error("reverse_v2_duplicate", P.ReverseV2((0, 1, 2, 1)), x)
emit_error("reverse_v2_duplicate_negative", P.ReverseV2((-2, -1, 1)), x)
emit_error("repeat_elements_zero", ops.repeat_elements, Tensor(np.array([[1, 2], [3, 4]], np.int32)), 0, 0)
emit("repeat_elements_two", ops.repeat_elements(Tensor(np.array([[1, 2], [3, 4]], np.int32)), 2, 1))
