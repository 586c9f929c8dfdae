"""Session 43's Left: a Tensor ``if`` / ``while`` with a ``return`` that grows a list (msgraph runs the rest of the
function as Python: lower_tail_at_run_time) and dicts grown in a Tensor ``while``, under ms.grad / value_and_grad;
J(f) is ms.jit(f) in graph mode, f in pynative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def w_ret_list(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        if x.sum() > 100:
            return x
        x = x * 2
    return x * 3


def w_ret_list_use(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        if x.sum() > 100:
            return x
        x = x * 2
    return out[0] * 3 + out[-1]


def w_ret_taken(x):
    out = []
    while x.sum() < 20:
        out.append(x * 1)
        if x.sum() > 5:
            return x * len(out)
        x = x * 2
    return x


def if_ret_list(x):
    out = []
    if x.sum() > 0:
        out.append(x * 2)
        return out[0] * 3
    return x


def if_ret_list_else(x):
    out = []
    if x.sum() < 0:
        out.append(x * 2)
        return out[0] * 3
    out.append(x * 5)
    return out[0] + x


def d_while(x):
    d = {}
    i = 0
    while x.sum() < 20:
        d[i] = x
        x = x * 2
        i = i + 1
    return x * 3


def d_while_use(x):
    d = {}
    i = 0
    while x.sum() < 20:
        d[i] = x
        x = x * 2
        i = i + 1
    return d[0] * 3 + x


def d_while_str(x):
    d = {"a": x}
    while x.sum() < 20:
        x = x * 2
        d["a"] = d["a"] + x
    return d["a"]


def d_while_update(x):
    d = {}
    while x.sum() < 20:
        d.update({"k": x})
        x = x * 2
    return d["k"] * 2 + x


FNS = [w_ret_list, w_ret_list_use, w_ret_taken, if_ret_list, if_ret_list_else, d_while, d_while_use, d_while_str,
       d_while_update]

for dt in (np.float32, np.float64):
    x = T([1.0, 1.0, 1.0], dt)
    for fn in FNS:
        nm = f"{fn.__name__}/{dt.__name__}"
        case(nm + "/fwd", lambda fn=fn: J(fn)(x))
        case(nm + "/grad", lambda fn=fn: ms.grad(J(fn))(x))
        case(nm + "/jitgrad", lambda fn=fn: ms.jit(ms.grad(fn))(x))
        case(nm + "/vg", lambda fn=fn: ms.value_and_grad(J(fn))(x))
