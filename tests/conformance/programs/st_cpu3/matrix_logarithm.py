"""Adapted from tests/st/ops/cpu/test_matrix_logarithm_op.py: MatrixLogarithm of complex64/complex128 (batched)
matrices, and its input checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.math_ops as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.MatrixLogarithm()

    def construct(self, x):
        return self.op(x)


emit("complex64_2x2", Net()(Tensor(np.array([[1 + 2j, 2 + 1j], [4 + 1j, 5 + 2j]], np.complex64))), rtol=1e-4,
     atol=1e-5)
y = np.array([[[2, 1, 0], [0, 3, 1], [1, 0, 4]], [[1, 0.5, 0], [0.2, 1, 0], [0, 0, 2]]], np.complex128)
emit("complex128_batched", Net()(Tensor(y)), rtol=1e-9, atol=1e-12)
emit("identity", Net()(Tensor(np.eye(3, dtype=np.complex64))), atol=1e-6)
emit_error("float_input", Net(), Tensor(np.eye(2, dtype=np.float32)))
emit_error("not_square", Net(), Tensor(np.ones((2, 3), np.complex64)))
