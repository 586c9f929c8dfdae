"""`is` / `is not` in graph code as MindSpore 2.10 compiles them (found by the adapt36fb sweep of st compiler/fallback
test_graph_fallback_runtime_is_isnot): two graph Tensors are never `is` (`x is x`, `y = x; x is y`, a Parameter
read twice), and a tuple / list on the right is its RuntimeError "For syntax like 'a is b', b supports Int, Bool,
String, None and Type".  msgraph had used Python's identity (True) and accepted the sequence."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def same_tensor(x):
    y = x
    return x is y, x is not y, x + 1 is x, x is x


@ms.jit
def with_constants(x):
    return x is 1, x is True, x is None, x is not None, x is not Tensor


@ms.jit
def branch(x):
    y = x
    if x is y:
        return x + 1
    return x - 1


@ms.jit
def tuple_right(x):
    t = (1, 2)
    return t is t


@ms.jit
def list_right(x):
    a = [1, 2]
    return x is not a, x is a


@ms.jit
def lists(x):
    a = [1, 2]
    b = a
    return a is b


@ms.jit
def two_args(a, b):
    return a is b, a is not b


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        w = self.w
        return self.w is w, x is x, self.w is not None


x = Tensor(np.array([1.0, 2.0], np.float32))
for fn in (same_tensor, with_constants, branch, tuple_right, list_right, lists):
    emit_error(fn.__name__, lambda fn=fn: fn(x))
emit_error("two_args", lambda: two_args(x, x))
emit_error("cell", lambda: Net()(x))
