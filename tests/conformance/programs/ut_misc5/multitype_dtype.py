"""MultitypeFuncGraph overloads registered on scalar dtype names ('Int64', 'Float32'...): a Python int is
Int64, a Python float Float64 in PyNative and Float32 in graph code, a numpy scalar its own dtype
(MindSpore 2.10); F.partial of a MultitypeFuncGraph; F.scalar_cast in graph code."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from _conf import emit, emit_error

M = C.MultitypeFuncGraph('m')


@M.register("Int64")
def _int64(x):
    return "Int64"


@M.register("Float32")
def _float32(x):
    return "Float32"


@M.register("Float64")
def _float64(x):
    return "Float64"


@M.register("Int32")
def _int32(x):
    return "Int32"


@M.register("Bool")
def _bool(x):
    return "Bool"


emit("eager", [M(1), M(1.0), M(True), M(np.float32(1.0)), M(np.int32(1))])


@jit
def in_graph(a, b, c):
    return M(a), M(b), M(c)


emit("graph", in_graph(1, 1.0, True))
emit_error("tensor_no_match", M, Tensor(1))

ADD = C.MultitypeFuncGraph('add')


@ADD.register("Int64", "Int64")
def _add_int(x, y):
    return F.scalar_add(x, y)


@ADD.register("Float32", "Float32")
def _add_float(x, y):
    return F.scalar_add(x, y) * 10


@jit
def partial_add(x, y, m, n):
    return F.partial(ADD, x)(y), F.partial(ADD, m)(n)


emit("partial_graph", partial_add(1, 2, 1.0, 2.0))


@jit
def cast_fn(x, t):
    return F.scalar_cast(x, t)


emit("scalar_cast_graph", [cast_fn(8.5, ms.int64), cast_fn(3, ms.float64)])
emit("scalar_cast_eager", [F.scalar_cast(8.5, ms.int64), F.scalar_cast(3, ms.float64), F.scalar_cast(0, ms.bool_)])
