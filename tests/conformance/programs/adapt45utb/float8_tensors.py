"""float8 Tensors (ut ir/test_tensor_py test_float8 / test_float8_value, adapt45utb): MindSpore 2.10's CPU build
makes float8_e5m2 / float8_e4m3fn / hifloat8 Tensors -- the data rounded to the format (e5m2 / e4m3fn to nearest,
e4m3fn's overflow NaN; hifloat8 toward zero, above 32768 infinite, below 2^-22 zero) -- and shows them (repr, shape,
dtype, itemsize, nbytes); asnumpy() is a 1-byte void array and ops, casts, indexing and item() are TypeErrors.
msgraph refused to make them (DTypeError "msgraph does not support float8_e5m2 Tensors")."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

KINDS = {"e5m2": ms.float8_e5m2, "e4m3fn": ms.float8_e4m3fn, "hif8": ms.hifloat8}
VALUES = [57344, 65535, 448, 512, 32768, 2 ** -9, 2 ** -10, 2 ** -16, 2 ** -17, 2 ** -22, 2 ** -23, 1.3, -3.7, 0.1,
          -0.3, 0.0]


def run(label, fn):
    emit_error(label, fn)   # (records fn()'s value, or what it raises)


class Ident(nn.Cell):
    def construct(self, x):
        return x


class AddOne(nn.Cell):
    def construct(self, x):
        return x + 1


for name, dt in KINDS.items():
    run(f"{name}_ones_repr", lambda: repr(Tensor(np.ones((2, 3)), dt)))
    run(f"{name}_ones_meta", lambda: (Tensor(np.ones((2, 3)), dt).shape, str(Tensor(np.ones((2, 3)), dt).dtype),
                                      Tensor(np.ones((2, 3)), dt).itemsize, Tensor(np.ones((2, 3)), dt).nbytes))
    run(f"{name}_dtype_eq", lambda: Tensor([1.0], dt).dtype == dt)
    for v in VALUES:
        run(f"{name}_scalar_{v!r}", lambda: repr(Tensor(v, dt)))
    run(f"{name}_nan", lambda: repr(Tensor(math.nan, dt)))
    run(f"{name}_vector", lambda: repr(Tensor(np.array([40000, -1e6, np.inf, -np.nan, np.nan, -32768, -0.0, 5.3],
                                                       np.float32), dt)))
    run(f"{name}_list", lambda: repr(Tensor([1.5, 2.25, -0.3], dt)))
    run(f"{name}_int_array", lambda: repr(Tensor(np.array([[1, 2], [3, 4]], np.int32), dt)))
    run(f"{name}_empty", lambda: repr(Tensor(np.zeros((2, 0)), dt)))
    run(f"{name}_elided", lambda: repr(Tensor(np.arange(40).reshape(2, 20), dt)))
    run(f"{name}_str", lambda: str(Tensor(np.ones((2, 3)), dt)))
    run(f"{name}_asnumpy_dtype", lambda: (Tensor([1.0, 2.0], dt).asnumpy().dtype.itemsize,
                                          Tensor([1.0, 2.0], dt).asnumpy().shape))
    t = Tensor([1.5, 2.25, -0.3], dt)
    run(f"{name}_astype_f32", lambda: t.astype(ms.float32))
    run(f"{name}_add", lambda: t + t)
    run(f"{name}_reshape", lambda: t.reshape(3, 1))
    run(f"{name}_index", lambda: t[1])
    run(f"{name}_tolist", lambda: t.tolist())
    run(f"{name}_cell_add", lambda: AddOne()(t))
    run(f"{name}_of_tensor", lambda: repr(Tensor(t)))
    run(f"{name}_of_tensor_to_f32", lambda: Tensor(t, ms.float32))
    run(f"{name}_parameter", lambda: ms.Parameter(t))
    run(f"{name}_from_f32_tensor", lambda: Tensor(Tensor([1.3]), dt))
