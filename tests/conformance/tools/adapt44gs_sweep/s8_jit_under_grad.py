"""@ms.jit functions differentiated from PyNative (ms.grad / value_and_grad / GradOperation), where MindSpore
compiles them and msgraph ran their Python on the tape: refused syntax in the function and in its helpers, graph
semantics that differ from Python (scalar arithmetic, global writes, list arguments, prints, raise, isinstance,
Tensor conditions, numpy calls), the same functions called plainly beside them.  Meant for MODE=pynative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
G = [0]
K = 2


def h_try(x):
    try:
        return x * 2
    except ValueError:
        return x


def h_nonlocal(x):
    n = 1

    def inc():
        nonlocal n
        n = n + 1
    inc()
    return x * n


def h_del(x):
    y = x + 1
    del y
    return x


@ms.jit
def j_helper_try(x):
    return h_try(x).sum()


@ms.jit
def j_helper_nonlocal(x):
    return h_nonlocal(x).sum()


@ms.jit
def j_helper_del(x):
    return h_del(x).sum()


@ms.jit
def j_del(x):
    y = x * 3
    del y
    return x.sum()


@ms.jit
def j_global_write(x):
    global K
    K = 5
    return (x * K).sum()


@ms.jit
def j_list_append(x):
    G.append(1)
    return (x * len(G)).sum()


@ms.jit
def j_int_div(x):
    return (x * (7 // 2) + x * (7 / 2)).sum()


@ms.jit
def j_raise(x):
    if x.sum() > 100:
        raise ValueError("big")
    return (x * 2).sum()


@ms.jit
def j_raise_const(x):
    raise ValueError("always")


@ms.jit
def j_tensor_if(x):
    if x.sum() > 3:
        return (x * x).sum()
    return x.sum()


@ms.jit
def j_while(x):
    while x.sum() < 20:
        x = x * 2
    return x.sum()


@ms.jit
def j_numpy(x):
    return (x * np.float32(2.0)).sum() + np.sum(np.array([1.0, 2.0]))


@ms.jit
def j_asnumpy(x):
    a = x.asnumpy()
    return (x * float(a[0])).sum()


@ms.jit
def j_isinstance(x):
    if isinstance(x, Tensor):
        return (x * 2).sum()
    return x.sum()


@ms.jit
def j_kwargs(x, *, k=3.0):
    return (x * k).sum()


@ms.jit
def j_fstring(x):
    s = f"{x.shape}"
    return (x * len(s)).sum()


@ms.jit
def j_tuple_out(x):
    return (x * 2).sum(), "text"


@ms.jit
def j_setattr_obj(x):
    o = ops.Add()
    o.foo = 1
    return x.sum()


@ms.jit
def j_dict_iter(x):
    d = {"a": 1.0, "b": 2.0}
    out = x.sum()
    for k in d:
        out = out + x.sum() * d[k]
    return out


@ms.jit
def j_str_mul(x):
    return ("ab" * 2, (x * 2).sum())[1]


@ms.jit
def j_lambda_default(x):
    f = lambda a, b=2: a * b  # noqa: E731
    return f(x).sum()


@ms.jit
def j_set(x):
    s = {1, 2, 2}
    return (x * len(s)).sum()


@ms.jit
def j_is_none(x, y=None):
    if y is None:
        return (x * 2).sum()
    return (x * y).sum()


FNS = [v for k, v in list(globals().items()) if k.startswith("j_")]
for f in FNS:
    n = f.__name__[2:]
    case(f"call_{n}", lambda f=f: f(X))
    case(f"grad_{n}", lambda f=f: ms.grad(f)(X))
    case(f"vg_{n}", lambda f=f: ms.value_and_grad(f)(X))
    case(f"gradop_{n}", lambda f=f: ops.GradOperation()(f)(X))
case("global_after", lambda: (K, len(G)))
