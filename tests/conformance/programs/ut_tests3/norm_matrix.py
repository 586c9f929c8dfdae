"""ops.norm on a 2-D input (or over two dims) takes MindSpore's matrix norms (inf, -inf, 1, -1, 'fro'); vector
norms otherwise; 'fro' on a vector is a TypeError, an unknown matrix ord a ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Norm(nn.Cell):
    def __init__(self, ord=None, dim=None, keepdim=False):
        super().__init__()
        self.ord = ord
        self.dim = dim
        self.keepdim = keepdim

    def construct(self, x):
        return ops.norm(x, self.ord, self.dim, self.keepdim)


a = Tensor(np.arange(9, dtype=np.float32) - 4)
b = a.reshape(3, 3)
c = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 10)
emit("vector", [Norm()(a), Norm(float("inf"))(a), Norm(1)(a), Norm(2)(a), Norm(3.0)(a)])
emit("flat_default_2d", Norm()(b))
for o in (float("inf"), -float("inf"), 1, -1, "fro"):
    emit(f"matrix_{o}", Norm(o)(b))
emit("matrix_dims_swapped", Norm(1, (1, 0))(b))
emit("matrix_dims_3d", Norm(1, (0, 2))(c))
emit("matrix_inf_keep", Norm(float("inf"), (2, 1), True)(c))
emit("matrix_fro_dims", Norm("fro", (-1, -2))(c))
emit("vector_dim", Norm(1, 0)(b))
emit("vector_dim_inf_keep", Norm(float("inf"), 1, True)(b))
m = Tensor(np.array([[1.0, -2.0, 0.5], [3.0, 0.25, -1.0], [-0.5, 4.0, 2.0]], np.float32))
emit("matrix_grad", ms.grad(Norm(1))(m))
emit_error("fro_vector", ops.norm, a, "fro")
emit_error("matrix_ord_3", ops.norm, b, 3)
