"""``range(n)`` in graph code with a Python bool bound (a construct / ``@jit`` argument ``True`` or a literal):
MindSpore 2.10's make_range TypeError "the 0th input should be a int scalar but got AbstractScalar(Type: Bool,
...)" in both modes (an ``@jit`` function compiles in PyNative too); msgraph had run ``range(True)`` as Python's
range(1) (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.0], np.float32))


@jit
def loop_n(x, n):
    out = x
    for _ in range(n):
        out = out + 1
    return out


@jit
def bool_stop(x):
    s = 0
    for i in range(1, True):
        s += i
    return x + s


class LenRange(nn.Cell):
    def construct(self, x):
        return x + len(range(False, 3))


emit("int_bound", loop_n(x, 2))
emit_error("true_bound", lambda: loop_n(x, True))
emit_error("false_bound", lambda: loop_n(x, False))
emit_error("bool_stop", lambda: bool_stop(x))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("bool_start_cell", lambda: LenRange()(x))
