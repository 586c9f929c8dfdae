"""mindspore.numpy divide/true_divide/heaviside/cross dtypes and errors in MindSpore 2.10 (found widening
tests/st/numpy_native/test_math_ops.py to float64/float16/int/mixed inputs): divide casts both operands to
float32 unless one is float16/float32 (float64 / float64 is Float32), Python numbers are their own
int32/float32 Tensors, the division is tensor_div; heaviside keeps the promoted dtype (Int32 for two int32
Tensors); cross of a 0-d operand is a ValueError. msgraph kept float64, turned int heaviside into float32 and
raised ZeroDivisionError."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit, emit_error

A = [0.3, -0.7, 2.5, 0., 7., -5.]
B = [2., 3., -1.5, 2., -2., 0.5]
IA = np.array([1, -2, 3, 0, 7, -5], np.int32)
IB = np.array([2, 3, -1, 2, -2, 4], np.int32)
CASES = {"f64": (Tensor(np.array(A)), Tensor(np.array(B))),
         "f16": (Tensor(np.array(A, np.float16)), Tensor(np.array(B, np.float16))),
         "i32": (Tensor(IA), Tensor(IB)),
         "f64_i32": (Tensor(np.array(A)), Tensor(IB)),
         "f32_i32": (Tensor(np.array(A, np.float32)), Tensor(IB)),
         "f16_f32": (Tensor(np.array(A, np.float16)), Tensor(np.array(B, np.float32))),
         "f16_pyfloat": (Tensor(np.array(A, np.float16)), 2.5),
         "f64_pyint": (Tensor(np.array(A)), 3),
         "i32_pyfloat": (Tensor(IA), 2.5)}
for name in ("divide", "true_divide", "heaviside"):
    for kind, (x, y) in CASES.items():
        emit(f"{name}_{kind}", getattr(mnp, name)(x, y), rtol=1e-6)
emit("divide_dtype_arg", mnp.divide(CASES["f64"][0], CASES["f64"][1], dtype=ms.float64), rtol=1e-6)


class Net(nn.Cell):
    def construct(self, x, y, i, j):
        return mnp.divide(x, y), mnp.heaviside(i, j)


emit("cell", Net()(CASES["f64"][0], CASES["f64"][1], Tensor(IA), Tensor(IB)), rtol=1e-6)
emit("cross_ok", mnp.cross(Tensor(np.array([1., 2., 3.], np.float32)), Tensor(np.array([4., 5., 6.], np.float32))))
emit_error("cross_scalar", lambda: mnp.cross(Tensor(np.array([1., 2., 3.], np.float32)), 2.5))
