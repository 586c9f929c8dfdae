import mindspore as ms
from mindspore import jit, mutable
from _h import case
@jit
def d(n, m):
    return n / m
@jit
def fd(n, m):
    return n // m
@jit
def md(n, m):
    return n % m
for nm, a, b in [("ii", 3, 0), ("if", 3, 0.0), ("ff", 3.0, 0.0), ("bb", True, False), ("ib", 3, False), ("bi", True, 0),
                 ("mi", mutable(3), mutable(0)), ("mf", mutable(3.0), mutable(0.0))]:
    case("div_" + nm)(lambda a=a, b=b: d(a, b))
    case("fdiv_" + nm)(lambda a=a, b=b: fd(a, b))
    case("mod_" + nm)(lambda a=a, b=b: md(a, b))
