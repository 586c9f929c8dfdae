"""Binary Tensor methods with a Tensor operand of another dtype (8 x 8 dtype pairs, PyNative): result dtype / values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0]])
B = np.array([2.0, -3.0, 1.0, 0.5])
DT = (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_)
M = ["add", "sub", "mul", "div", "floor_divide", "remainder", "fmod", "pow", "maximum", "minimum", "eq", "gt", "le",
     "atan2", "xlogy", "logaddexp", "bitwise_and", "bitwise_or", "bitwise_xor", "logical_xor", "logical_and", "gcd",
     "__and__", "__or__", "__xor__", "max", "min", "true_divide", "fmax", "hypot", "copysign", "isclose", "__floordiv__",
     "__mod__", "__pow__", "__rpow__", "__rsub__", "__rtruediv__", "__truediv__", "__lt__", "__ne__"]
for dx in DT:
    for dy in DT:
        for m in M:
            def f(m=m, dx=dx, dy=dy):
                x = Tensor(A.astype(dx)); y = Tensor(B.astype(dy))
                return getattr(x, m)(y)
            case(f"{m}_{np.dtype(dx).name}_{np.dtype(dy).name}", f)
# clamp / masked_fill / where / lerp / addcdiv with Tensor args of another dtype
for dx in DT:
    for dy in DT:
        n = f"{np.dtype(dx).name}_{np.dtype(dy).name}"
        X = lambda: Tensor(A.astype(dx))
        case(f"clampT_{n}", lambda: X().clamp(Tensor(np.array(-1).astype(dy)), Tensor(np.array(3).astype(dy))))
        case(f"clampTmin_{n}", lambda: X().clamp(min=Tensor(np.array(1).astype(dy))))
        case(f"masked_fillT_{n}", lambda: X().masked_fill(Tensor(A > 0), Tensor(np.array(5).astype(dy))))
        case(f"whereT_{n}", lambda: Tensor(B.astype(dy)).where(Tensor(A > 0), X()))
        case(f"addT_alpha_{n}", lambda: X().add(Tensor(B.astype(dy)), alpha=2))
        case(f"subT_alpha_{n}", lambda: X().sub(Tensor(B.astype(dy)), alpha=2))
        case(f"lerpT_{n}", lambda: X().lerp(Tensor(B.astype(dy)), 0.5))
        case(f"dotT_{n}", lambda: Tensor(B.astype(dx)).dot(Tensor(B.astype(dy))))
        case(f"matmulT_{n}", lambda: X().matmul(Tensor(B.astype(dy))))
