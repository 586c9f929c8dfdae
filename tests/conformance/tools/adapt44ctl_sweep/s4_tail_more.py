"""More run-time statements under gradients: float16 inputs, a tuple returned beside the list (the caller takes
[0]), two Tensor inputs, the tail called from another jit function, a str-keyed dict read after an if at run time."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def ret_pair(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        if x.sum() > 100:
            return x, out
        x = x * 2
    return x * 3, out


def two_in(x, y):
    out = []
    while x.sum() < 20:
        out.append(x)
        if x.sum() > 100:
            return x
        x = x * y
    return x * 3 + y


def if_dict(x):
    d = {"a": x}
    if x.sum() > 0:
        d["b"] = x * 4
    else:
        d["b"] = x
    return d["a"] + d["b"]


def while_list_sum(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        x = x * 2
    s = x * 0
    for v in out:
        s = s + v * v
    return s


for dt in (np.float32, np.float16):
    nm = np.dtype(dt).name
    x = T([1.0, 1.0, 1.0], dt)
    y = T([2.0, 2.0, 2.0], dt)
    case(f"ret_pair/{nm}/grad0", lambda: ms.grad(J(lambda v: ret_pair(v)[0]))(x))
    case(f"two_in/{nm}/grad_all", lambda: ms.grad(J(two_in), (0, 1))(x, y))
    case(f"if_dict/{nm}/grad", lambda: ms.grad(J(if_dict))(x))
    case(f"while_list_sum/{nm}/grad", lambda: ms.grad(J(while_list_sum))(x))
    case(f"while_list_sum/{nm}/vg", lambda: ms.value_and_grad(J(while_list_sum))(x))
    case(f"two_in/{nm}/sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(J(two_in))(x, y, T([1.0, 2.0, 3.0], dt)))
