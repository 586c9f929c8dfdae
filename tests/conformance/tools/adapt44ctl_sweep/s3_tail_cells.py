"""s1's run-time statements (a Tensor while / if with a return that grows a list, dict-growing while loops) inside
Cells: Parameters read in them, GradOperation get_all / get_by_list / sens_param, value_and_grad with weights,
nested calls, a for loop around them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


class WhileRetW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        out = []
        while x.sum() < 20:
            out.append(x)
            if x.sum() > 100:
                return x
            x = x * self.w
        return x * 3


class WhileRetWBefore(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        x = x * self.w
        out = []
        while x.sum() < 20:
            out.append(x)
            if x.sum() > 100:
                return x
            x = x * 2
        return x * 3


class IfRetW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        out = []
        y = x * self.w
        if y.sum() > 0:
            out.append(y * 2)
            return out[0] * 3
        return y


class DictW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        d = {}
        i = 0
        y = x * self.w
        while y.sum() < 20:
            d[i] = y
            y = y * 2
            i = i + 1
        return d[0] + y


class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        s = x * 0
        for _ in range(2):
            s = s + self.inner(x)
        return s


for C in (WhileRetW, WhileRetWBefore, IfRetW, DictW):
    nm = C.__name__
    x = T([1.0, 1.0, 1.0])
    case(f"{nm}/fwd", lambda C=C: C()(x))
    case(f"{nm}/get_all", lambda C=C: ops.GradOperation(get_all=True)(C())(x))
    case(f"{nm}/by_list", lambda C=C: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))(C()))
    case(f"{nm}/sens", lambda C=C: ops.GradOperation(sens_param=True)(C())(x, T([1.0, 2.0, 3.0])))
    case(f"{nm}/vg_w", lambda C=C: (lambda n: ms.value_and_grad(n, 0, n.trainable_params())(x))(C()))
    case(f"{nm}/outer", lambda C=C: ops.GradOperation(get_all=True)(Outer(C()))(x))
    case(f"{nm}/f64", lambda C=C: ops.GradOperation(get_all=True)(C())(T([1.0, 1.0, 1.0], np.float64)))
