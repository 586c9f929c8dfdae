"""ops.approximate_equal with a Python number beside a Tensor, fourth pass (adapt43cpua): MindSpore 2.10 makes the
number a 0-d Int64 / Float32 / Bool Tensor and checks it as a Tensor -- the integer dtype's TypeError (an int32
Tensor with 2), else the shapes' RuntimeError (a (2, 3) Tensor with 1.5, either side) -- and computes beside a 0-d
float Tensor; msgraph refused every number with a TypeError.  In a Cell (compiled in Graph mode) and called
directly."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def construct(self, x, y):
        return ops.approximate_equal(x, y, 0.5)


F = Tensor(np.array([[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]], np.float32))
H = Tensor(np.array([[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]], np.float16))
I = Tensor(np.array([[1, -2, 3], [6, 4, -1]], np.int32))
Z = Tensor(np.float32(1.25))
for name, (x, y) in {"f32_pyfloat": (F, 1.5), "f16_pyfloat": (H, 1.5), "i32_pyfloat": (I, 1.5),
                     "i32_pyint": (I, 2), "f32_pybool": (F, True), "pyint_f16": (3, H), "pyfloat_f32": (2.5, F),
                     "0d_pyfloat": (Z, 1.5), "pyfloat_0d": (1.0, Z), "0d_pyint": (Z, 1)}.items():
    if not name.startswith(("0d", "pyfloat_0d")):   # (MindSpore's Graph-mode Cell returns a 0-d result as a bool)
        emit_error("cell." + name, lambda: Fn()(x, y))
    emit_error("call." + name, lambda: ops.approximate_equal(x, y, 0.5))
