"""Loop carries whose dtype or shape changes between iterations (for over range / tuple, Tensor while, nested),
in-place Tensor methods (add_, mul_, copy_, fill_, x[i] = v, +=) on locals inside loops and branches, and the
limits: deep recursion, long unrolled loops; the error classes or results of each, plus gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, mutable
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def c_dtype_for(x):
    y = Tensor(1, ms.int32)
    for i in range(3):
        y = y + x
    return y


def c_dtype_while(x):
    y = Tensor(1, ms.int32)
    i = 0
    while i < 3:
        y = y * x
        i += 1
    return y


def c_dtype_tensor_while(x):
    y = Tensor(1, ms.int32)
    while y < 10:
        y = y + x
    return y


def c_shape_for(x):
    y = x
    for i in range(3):
        y = ops.concat((y, x))
    return y


def c_shape_tensor_while(x):
    y = x
    while y.sum() < 20:
        y = ops.concat((y, x))
    return y


def c_rank_for(x):
    y = x
    for i in range(2):
        y = ops.expand_dims(y, 0)
    return y


def c_rank_tensor_while(x):
    y = x
    while y.sum() < 20:
        y = ops.expand_dims(y, 0) * 2
    return y


def c_f16_to_f32_tensor_for(x):
    y = x.astype(ms.float16)
    for i in range(3):
        if x.sum() > i:
            y = y + 1.0
        else:
            y = y.astype(ms.float32)
    return y


def c_tuple_grow_tensor_while(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    return x, len(out)


def c_int_float_python(x):
    s = 0
    for i in range(3):
        s = s + 0.5 if i == 1 else s + 1
    return x * s


def c_none_to_tensor(x):
    y = None
    for i in range(2):
        if y is None:
            y = x
        else:
            y = y + x
    return y


def c_none_to_tensor_tensor_if(x):
    y = None
    for i in range(2):
        if x.sum() > i:
            y = x
    return y


for fn in (c_dtype_for, c_dtype_while, c_dtype_tensor_while, c_shape_for, c_shape_tensor_while, c_rank_for,
           c_rank_tensor_while, c_f16_to_f32_tensor_for, c_tuple_grow_tensor_while, c_int_float_python,
           c_none_to_tensor, c_none_to_tensor_tensor_if):
    for lab, mk in (("f32", lambda: T([1.0, 2.0])), ("i32", lambda: T([1, 2], np.int32)),
                    ("f16_0d", lambda: T(3.0, np.float16)), ("bool", lambda: T([True, False], np.bool_)),
                    ("f64_0d", lambda: T(0.5, np.float64))):
        case(f"{fn.__name__}/{lab}", lambda fn=fn, mk=mk: J(fn)(mk()))
    case(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(J(fn))(T([1.0, 2.0])))


def ip_add_loop(x):
    y = x * 1
    for i in range(3):
        y.add_(x)
    return y


def ip_mul_tensor_if(x):
    y = x * 1
    if x.sum() > 0:
        y.mul_(3)
    else:
        y.mul_(-1)
    return y


def ip_setitem_while(x):
    y = x * 1
    i = 0
    while i < 2:
        y[i] = y[i] * 10
        i += 1
    return y


def ip_setitem_tensor_index_loop(x):
    y = x * 0
    for i in range(2):
        y[Tensor(i, ms.int32)] = x[i] + i
    return y


def ip_iadd_alias(x):
    y = x * 1
    z = y
    for i in range(2):
        z += x
    return y, z


def ip_copy_tensor_while(x):
    y = x * 1
    while ops.abs(y).sum() < 10:
        y.copy_(y * 2)
    return y


for fn in (ip_add_loop, ip_mul_tensor_if, ip_setitem_while, ip_setitem_tensor_index_loop, ip_iadd_alias,
           ip_copy_tensor_while):
    for lab, mk in (("f32", lambda: T([1.0, 2.0])), ("neg", lambda: T([-1.0, -2.0])),
                    ("i32", lambda: T([1, 2], np.int32)), ("f16", lambda: T([0.5, 1.5], np.float16))):
        case(f"{fn.__name__}/{lab}", lambda fn=fn, mk=mk: J(fn)(mk()))
    case(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(J(fn))(T([1.0, 2.0])))


def rec(x, n):
    if n == 0:
        return x
    return rec(x * 2, n - 1)


def rec_tensor(x, n):
    if n > 0:
        return rec_tensor(x * 2, n - 1)
    return x


def long_for(x):
    for i in range(3000):
        x = x + 1
    return x


def long_nested(x):
    for i in range(100):
        for j in range(100):
            x = x + 1
    return x


case("rec/py_5", lambda: J(rec)(T(1.0), 5))
case("rec/py_300", lambda: J(rec)(T(1.0), 300))
case("rec/py_2000", lambda: J(rec)(T(1.0), 2000))
case("rec/tensor_3", lambda: J(rec_tensor)(T(1.0), Tensor(3, ms.int32)))
case("rec/tensor_grad", lambda: ms.grad(J(rec_tensor))(T(1.0), Tensor(3, ms.int32)))
case("rec/grad_py_5", lambda: ms.grad(J(rec))(T(1.0), 5))
case("long_for", lambda: J(long_for)(T(1.0)))
case("long_nested", lambda: J(long_nested)(T(1.0)))
