"""``f(*x)`` with a Tensor ``x`` in graph code (``zip(*m)`` of a 2-d Tensor, ``add(*x)``): MindSpore 2.10's
RuntimeError "The arguments of UnpackCall operator should be tuple, list or dict, but got AbstractTensor(...)" in
Graph mode and in ``@jit`` functions; msgraph had unpacked the rows and computed.  A tuple or list still unpacks.
Found by adapting st compiler/control loop patterns (``for col in zip(*m)``, session 33, adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error


def add2(a, b):
    return a + b


@jit
def star_tensor(x):
    return add2(*x)


@jit
def star_list(x):
    return add2(*[x[0], x[1]])


@jit
def zip_rows(m):
    out = []
    for col in zip(*m):
        out.append(col[0] + col[1])
    return out


@jit
def zip_tuples(m):
    out = []
    for col in zip(*m):
        out.append(col[0] + col[1])
    return out


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("star tensor", star_tensor, x)
emit_error("star list", star_list, x)
emit_error("zip star tensor", zip_rows, Tensor(np.arange(6).reshape(2, 3).astype(np.float32)))
emit_error("zip star tuples", zip_tuples, ((1, 2, 3), (4, 5, 6)))
