"""mint.sum / prod / mean (dim, keepdim, dtype; integer inputs sum to int64, integer means truncate),
inside a Cell, and their gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor
from _conf import emit, emit_error


class Red(nn.Cell):
    def __init__(self, fn, dim=None, keepdim=False, dtype=None):
        super().__init__()
        self.fn = fn
        self.dim = dim
        self.keepdim = keepdim
        self.dtype = dtype

    def construct(self, x):
        return self.fn(x, self.dim, self.keepdim, dtype=self.dtype)


x = Tensor(np.array([[1.5, -2.0, 3.0], [4.0, 0.5, -6.0]], np.float32))
xi = Tensor(np.array([[1, 2, 3], [4, 5, -7]], np.int32))
for name, fn in (("sum", mint.sum), ("prod", mint.prod), ("mean", mint.mean)):
    emit(f"{name}_all", Red(fn)(x))
    emit(f"{name}_dim", Red(fn, 1)(x))
    emit(f"{name}_keep", Red(fn, 0, True)(x))
    emit(f"{name}_dtype", Red(fn, 1, False, ms.float64)(x))
    emit(f"{name}_int", Red(fn)(xi))
    emit(f"{name}_int_dim", Red(fn, 0)(xi))
    emit(f"{name}_f16", Red(fn, -1)(x.astype(ms.float16)))
    emit(f"{name}_grad", ms.grad(Red(fn, 0))(x))
emit("sum_tuple_dim", Red(mint.sum, (0, 1), True)(x))
emit("mean_tuple_dim", Red(mint.mean, (0, -1))(x))
emit("sum_bool", mint.sum(Tensor(np.array([True, False, True]))))
emit("prod_bool", mint.prod(Tensor(np.array([True, True]))))
emit("sum_int_to_float", mint.sum(xi, dtype=ms.float32))
emit("mean_int_to_float", mint.mean(xi, 1, dtype=ms.float32))
emit("sum_kw", mint.sum(x, dim=0, keepdim=True))
emit_error("prod_tuple", mint.prod, x, (0, 1))
emit_error("mean_bool", mint.mean, Tensor(np.array([True, False])))
