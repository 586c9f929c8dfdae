"""s3: ut fallback/control_flow/test_fallback_0xx-3xx variants -- the same if / while / for nests with the Tensor
made from an argument (dtypes float32 / float16 / int32 / float64, 0-d and 1-element) instead of constants, numpy
values mixed in, augmented assignment, and gradients of the float forms (ms.grad in jit and PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _h import case

T = Tensor


def if_in_for(x):
    y = x * 0
    for _ in range(3):
        x = x + y / 2
        if y < 10 and x < 20:
            y += x
        y += 1
    return x + y


def if_in_for2(x):
    y = x * 0
    for _ in range(3):
        x = x + y / 2
        if y < 10:
            y += x
        if x < 15:
            x += y / 2
        y += 1
    return x + y


def for_in_while(x):
    i = 0
    while x < 30:
        for j in range(2):
            x = x + j + i
        i += 1
    return x, i


def while_after_for(x):
    for i in range(3):
        x = x * 2 - i
    while x > 10:
        x = x - 7
    return x


def for_after_if_in_if(x):
    if x > 2:
        if x < 8:
            x = x * 3
        else:
            x = x - 1
    for i in range(2):
        x = x + i
    return x


def numpy_mix(x):
    a = np.array([1, 2, 3])
    s = 0
    for v in a:
        if v % 2 == 1:
            s += v
    return x * s + Tensor(a.sum())


def numpy_while(x):
    a = np.array([1.0, 2.0])
    while a.sum() < 10:
        a = a * 2
    return x + Tensor(a, x.dtype)


def tensor_for_iter(x):
    out = x[0] * 0
    for v in x:
        if v > 1:
            out = out + v * v
        else:
            out = out - v
    return out


def break_continue(x):
    for i in range(5):
        if i == 1:
            continue
        x = x + i
        if x > 8:
            break
    return x


CASES = [("if_in_for", if_in_for), ("if_in_for2", if_in_for2), ("for_in_while", for_in_while),
         ("while_after_for", while_after_for), ("for_after_if_in_if", for_after_if_in_if),
         ("break_continue", break_continue)]
for dt in (np.float32, np.float16, np.int32, np.float64):
    n = np.dtype(dt).name
    for v in (7, 3):
        for name, f in CASES:
            case(f"{name}_{n}_{v}", lambda f=f, dt=dt, v=v: jit(f)(T(np.array(v, dt))))
        case(f"if_in_for_1elem_{n}_{v}", lambda dt=dt, v=v: jit(if_in_for)(T(np.array([v], dt))))
    case(f"numpy_mix_{n}", lambda dt=dt: jit(numpy_mix)(T(np.array([1, 2], dt))))
    case(f"tensor_for_iter_{n}", lambda dt=dt: jit(tensor_for_iter)(T(np.array([0.5, 2, 3], dt))))
    if dt != np.int32:
        case(f"numpy_while_{n}", lambda dt=dt: jit(numpy_while)(T(np.array([1, 2], dt))))
for name, f in CASES + [("tensor_for_iter", tensor_for_iter)]:
    arg = T(np.array([0.5, 2.0, 3.0], np.float32)) if name == "tensor_for_iter" else T(np.array(3.0, np.float32))

    def mk(f):
        def loss(x):
            r = f(x)
            return r[0] if isinstance(r, tuple) else r
        return loss
    loss = mk(f)   # (a default ``f=f`` parameter instead: MindSpore 2.10's RuntimeError "Illegal AnfNode for
    # evaluating, node: param_f" once f has Tensor control flow; see README)
    case(f"grad_{name}_jit", lambda loss=loss, arg=arg: jit(ms.grad(loss))(arg))
    case(f"grad_{name}_py", lambda loss=loss, arg=arg: ms.grad(loss)(arg))
case("grad_numpy_mix_jit", lambda: jit(ms.grad(lambda x: numpy_mix(x).sum()))(T(np.array([1.0, 2.0], np.float32))))
