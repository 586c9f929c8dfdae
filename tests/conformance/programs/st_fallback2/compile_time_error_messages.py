import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import composite as C, functional as F
from _conf import emit, emit_error

MODES = ("graph",)


def message(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # MindSpore's wording, first line
        return str(e).splitlines()[0].strip()
    return "no error"


@jit
def div0(x):
    return x + 5 / 0


@jit
def mod0(x):
    return x + 5 % 0


@jit
def range_step0(x):
    for _ in range(1, 2, 0):
        x += 1
    return x


@jit
def slice_str(t):
    return t["str":1]


@jit
def slice_step0(t):
    return t[0:2:0]


@jit
def zip_scalar(x):
    out = x
    for a, b in zip(x, Tensor(1)):
        out = a + b
    return out


@jit
def zip_none():
    r = 0
    for a in zip():
        r = a
    return r


hm = C.HyperMap()


@jit
def hyper(x, y):
    return hm(F.add, x, y)


t = Tensor(np.ones(2, np.float32))
x = Tensor(np.array(1, np.int32))
emit_error("div0", div0, x)
emit("div0_msg", message(div0, x))
emit_error("mod0", mod0, x)
emit("mod0_msg", message(mod0, x))
emit_error("range_step0", range_step0, x)
emit("range_step0_msg", message(range_step0, x))
emit_error("slice_str", slice_str, (1, 2, 3))
emit("slice_str_msg", message(slice_str, (1, 2, 3)))
emit_error("slice_step0", slice_step0, (1, 2, 3))
emit("slice_step0_msg", message(slice_step0, (1, 2, 3)))
emit_error("zip_scalar", zip_scalar, Tensor(np.array([1, 2], np.int32)))
emit_error("zip_none", zip_none)
emit("zip_none_msg", message(zip_none))
emit_error("hypermap_tuple_len", hyper, (t, 1), (t, 2, 2))
emit_error("hypermap_list_len", hyper, [t], [t, t])
emit_error("hypermap_mixed", hyper, (t, 1), [t, 2])
