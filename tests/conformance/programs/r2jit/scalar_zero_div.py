"""Python-number division by zero in jit code with a bool operand (found by the r2jit variant sweep of st pynative/jit:
a jit function re-called with other Python scalars).  MindSpore 2.10 folds `True / False`, `3 // False`, `True % 0`
with its ValueError ("The divisor could not be zero..."), as it does for ints and floats; msgraph left bools to
Python (ZeroDivisionError)."""
import mindspore as ms
from mindspore import jit, nn
from _conf import emit_error


@jit
def div(n, m):
    return n / m


@jit
def fdiv(n, m):
    return n // m


@jit
def mod(n, m):
    return n % m


class Net(nn.Cell):
    def construct(self, n, m):
        return n / m, n + m


for tag, a, b in [("ii", 3, 0), ("ff", 3.0, 0.0), ("bb", True, False), ("ib", 3, False), ("bi", True, 0),
                  ("fb", 2.5, False), ("ok_b", 3, True), ("ok_bb", False, True)]:
    emit_error("div_" + tag, lambda a=a, b=b: div(a, b))
    emit_error("fdiv_" + tag, lambda a=a, b=b: fdiv(a, b))
    emit_error("mod_" + tag, lambda a=a, b=b: mod(a, b))
    emit_error("cell_" + tag, lambda a=a, b=b: Net()(a, b))
