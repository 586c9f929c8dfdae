"""The Tensor operators model code writes most (x + 1, x * 0.5, x / 2, 1 - x, x ** 2, 2 ** x, -x, x // 2, x % 2,
x > 0.5, x == 1, x @ y, x[..., None], x.astype) over the dtype matrix with Python numbers (int, float, bool, out of
the dtype's range) on either side, inside a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case, bf


class Op(nn.Cell):
    def __init__(self, k, n):
        super().__init__()
        self.k = k
        self.n = n

    def construct(self, x):
        k, n = self.k, self.n
        if k == "add":
            return x + n
        if k == "radd":
            return n + x
        if k == "mul":
            return x * n
        if k == "div":
            return x / n
        if k == "rdiv":
            return n / x
        if k == "rsub":
            return n - x
        if k == "pow":
            return x ** n
        if k == "rpow":
            return n ** x
        if k == "floordiv":
            return x // n
        if k == "mod":
            return x % n
        if k == "gt":
            return x > n
        if k == "eq":
            return x == n
        return -x


DTS = ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bfloat16"]
A = np.array([[1.0, -2.0, 3.5], [0.0, 4.0, -0.5]])


def T(a, dt):
    a = np.array(a)
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32), ms.bfloat16)
    if dt == "bool":
        return Tensor(a != 0)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


for k in ["add", "radd", "mul", "div", "rdiv", "rsub", "pow", "rpow", "floordiv", "mod", "gt", "eq", "neg"]:
    for dt in DTS:
        for n in ([2, 0.5, True] if k != "neg" else [0]):
            case(f"{k}.{dt}.{n}", lambda: bf(Op(k, n)(T(A, dt))))
    case(f"{k}.int8.200", lambda: bf(Op(k, 200)(T(A, "int8"))))
    case(f"{k}.float16.1e5", lambda: bf(Op(k, 1e5)(T(A, "float16"))))
