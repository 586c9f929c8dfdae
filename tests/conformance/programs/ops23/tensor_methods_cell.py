"""Tensor.kthvalue / triangular_solve / index_copy_ inside a Cell's construct (h-ops23, session 23): in PyNative the
errors of tensor_methods.py; compiled (Graph mode), kthvalue and index_copy_ are the kernel-select RuntimeError
("Unsupported op [Kthvalue]" / "[InplaceIndexCopy] on CPU") and triangular_solve the same AttributeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Kth(nn.Cell):
    def construct(self, a):
        return a.kthvalue(2, 1)


class Copy(nn.Cell):
    def construct(self, a, i, s):
        return a.index_copy_(0, i, s)


class Solve(nn.Cell):
    def construct(self, b, a):
        return b.triangular_solve(a)


x = Tensor(np.array([[3, 1, 2], [0, 5, 4]], np.float32))
emit_error("kthvalue", Kth(), x)
emit_error("index_copy_", Copy(), x, Tensor(np.array([1, 0]), ms.int64), Tensor(np.ones((2, 3), np.float32)))
emit_error("triangular_solve", Solve(), Tensor(np.array([[2.], [4]], np.float32)),
           Tensor(np.array([[2., 0], [1, 3]], np.float32)))
