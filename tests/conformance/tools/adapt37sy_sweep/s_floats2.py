"""Float constants beyond returns: str / format / % / f-strings of them, Tensors made from them, float64 Tensors
with them, rounding, conversions, comparisons with their float32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
D = Tensor(np.array([1.0, 2.0], np.float64))
C, reg = registry()


@reg(X)
def str_forms(x):
    return str(32.3), str(1e-16), str(123456.789), "{}".format(123456.789), f"{123456.789}", "%s" % 123456.789


@reg(X)
def str_forms2(x):
    v = 123456.789
    return str(v), f"{v}", "%s" % v, "a" + str(v), "%.2f" % v, "{:.1f}".format(v), repr(v)


@reg(X)
def str_computed(x):
    v = 0.1 * 3
    return str(v), f"{v}", "%s" % v, str(v + 0.5), str(1 / 3)


@reg(X)
def tensor_from(x):
    return Tensor(123456.789, ms.float64), Tensor([0.1, 32.1], ms.float64), ops.fill(ms.float64, (1,), 123456.789)


@reg(D)
def f64_ops(x):
    return x * 123456.789, x + 0.1, ops.mul(x, 32.1)


@reg(X)
def conversions(x):
    return int(123456.789), round(123456.789, 3), round(32.1, 5), float(32.1), bool(1e-16), int(1e15 + 0.5)


@reg(X)
def compare_f32(x):
    return 123456.789 == 123456.7890625, 32.1 == 32.099998474121094, 0.1 == 0.10000000149011612, 32.1 > 32.1


@reg(X)
def eps_edge(x):
    return 2.220446049250313e-16, 2.2204460492503135e-16, 2.2204460492503126e-16, 1e-300, 5e-324


@reg(X)
def in_containers(x):
    t = (123456.789,)
    l = [0.1, 32.1]
    d = {"k": 123456.789}
    return t[0], l[1], d["k"], l, tuple(l), max(l), sorted(l), list(reversed(l))


@reg(X)
def print_const(x):
    print("PRINT", 123456.789, 32.1)
    return 0


run_all(C)
