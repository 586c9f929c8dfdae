"""Binary Tensor methods with a 0-d Tensor operand (and a 0-d receiver) of another dtype, PyNative: result dtype / values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0]])
DT = (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_)
M = ["add", "sub", "mul", "div", "floor_divide", "remainder", "fmod", "pow", "maximum", "minimum", "eq", "gt",
     "atan2", "bitwise_and", "bitwise_or", "logical_xor", "__and__", "__or__", "__xor__", "true_divide",
     "__floordiv__", "__mod__", "__pow__", "__rpow__", "__rsub__", "__rtruediv__", "__truediv__", "__add__", "__mul__",
     "__radd__", "__rmul__", "__sub__", "xlogy", "copysign", "fmax", "hypot"]
for dx in DT:
    for dy in DT:
        for m in M:
            def f(m=m, dx=dx, dy=dy):
                return getattr(Tensor(A.astype(dx)), m)(Tensor(np.array(-3.0).astype(dy)))
            case(f"{m}_nd_{np.dtype(dx).name}_0d_{np.dtype(dy).name}", f)
            def g(m=m, dx=dx, dy=dy):
                return getattr(Tensor(np.array(2.5).astype(dx)), m)(Tensor(A.astype(dy)))
            case(f"{m}_0d_{np.dtype(dx).name}_nd_{np.dtype(dy).name}", g)
