"""`x.asnumpy().tolist()` in graph code is a Python list made when the graph runs (found by the adapt36fb sweep of
st compiler/fallback/python_builtin_funtions): `type(a)` is list and `sum(a)` is Python's sum of its floats / ints
(MindSpore 2.10's JIT fallback); `sorted(a)` is Python's, `abs(a)` Python's TypeError.  msgraph had typed the list as a Tensor (`type(a)` said Tensor) and `sum(a)` was
"Cannot iterate over a scalar tensor"."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def kind(x):
    a = x.asnumpy().tolist()
    return a, str(type(a)), isinstance(a, list)


@ms.jit
def total(x):
    a = x.asnumpy().tolist()
    return sum(a), len(a), a[0] + 1


@ms.jit
def total_start(x):
    return sum(x.asnumpy().tolist(), 10)


@ms.jit
def ordered(x):
    a = x.asnumpy().tolist()
    return sorted(a), len(sorted(a))


@ms.jit
def absolute(x):
    return abs(x.asnumpy().tolist())


class Net(nn.Cell):
    def construct(self, x):
        a = x.asnumpy().tolist()
        return sum(a), type(a) is list


for name, v in (("f32", np.array([-1.5, 2.25, 0.5], np.float32)), ("i32", np.array([3, -1, 2], np.int32)),
                ("bool", np.array([True, False, True])), ("i64_2d", np.array([[1, 2], [3, 4]], np.int64))):
    t = Tensor(v)
    emit_error("kind_" + name, lambda t=t: kind(t))
    if name != "i64_2d":
        emit_error("total_" + name, lambda t=t: total(t))
        emit_error("total_start_" + name, lambda t=t: total_start(t))
        emit_error("cell_" + name, lambda t=t: Net()(t))
        emit_error("ordered_" + name, lambda t=t: ordered(t))
    emit_error("absolute_" + name, lambda t=t: absolute(t))
