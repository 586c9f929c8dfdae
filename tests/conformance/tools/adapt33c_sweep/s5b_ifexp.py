import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def e_int_float(x):
    return 1 if x[0] > 0 else 2.5


@jit
def e_int_int(x):
    return 1 if x[0] > 0 else 2


@jit
def e_float_float(x):
    return 1.5 if x[0] > 0 else 2.5


@jit
def s_int_float(x):
    if x[0] > 0:
        c = 1
    else:
        c = 2.5
    return c


@jit
def s_int_int(x):
    if x[0] > 0:
        c = 1
    else:
        c = 2
    return c


@jit
def e_bool_int(x):
    return True if x[0] > 0 else 3


@jit
def e_use(x):
    c = 1 if x[0] > 0 else 2.5
    return x * c


@jit
def s_use(x):
    if x[0] > 0:
        c = 1
    else:
        c = 2.5
    return x * c


@jit
def e_tensor_scalar(x):
    return x if x[0] > 0 else 2


@jit
def e_none(x):
    return None if x[0] > 0 else 2


@jit
def e_str(x):
    return "a" if x[0] > 0 else "b"


@jit
def e_tuple(x):
    return (1, 2) if x[0] > 0 else (3, 4.5)


for nm, fn in [("e_int_float", e_int_float), ("e_int_int", e_int_int), ("e_float_float", e_float_float),
               ("s_int_float", s_int_float), ("s_int_int", s_int_int), ("e_bool_int", e_bool_int),
               ("e_use", e_use), ("s_use", s_use), ("e_tensor_scalar", e_tensor_scalar), ("e_none", e_none),
               ("e_str", e_str), ("e_tuple", e_tuple)]:
    case(nm + "_pos", lambda fn=fn: fn(f32(1.0, 2.0)))
    case(nm + "_neg", lambda fn=fn: fn(f32(-1.0, 2.0)))
