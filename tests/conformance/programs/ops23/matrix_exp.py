"""ops.MatrixExp / ops.matrix_exp (h-ops23, session 23): MindSpore 2.10 has no CPU kernel for MatrixExp (the
kernel-select RuntimeError at the call, both modes); its shape checks come first (rank < 2, non-square: ValueError)
and a non-Tensor input is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.MatrixExp()

    def construct(self, x):
        return self.op(x)


class Fn(nn.Cell):
    def construct(self, x):
        return ops.matrix_exp(x)


x = Tensor(np.array([[1., 2.], [0., 1.]], np.float32))
emit_error("primitive f32", Net(), x)
emit_error("function f64", Fn(), Tensor(np.arange(8, dtype=np.float64).reshape(2, 2, 2)))
emit_error("rank 1", Fn(), Tensor(np.array([1., 2.], np.float32)))
emit_error("not square", Fn(), Tensor(np.ones((2, 3), np.float32)))
emit_error("batch not square", Net(), Tensor(np.ones((2, 3, 2), np.float32)))
emit_error("numpy input", ops.matrix_exp, np.ones((2, 2), np.float32))
emit_error("int matrix", Fn(), Tensor(np.eye(2, dtype=np.int32)))
emit_error("0-d", Fn(), Tensor(1.0, ms.float32))
