"""Python scalars derived from Tensors in graph code (float(x[0]), x.item(), x.shape[0], x.size, len(x)) mixed with
Python numbers, then returned: type and value (float32 vs double), int vs float, division / floor division / power."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.1, -2.5, 3.3], np.float32))
D = Tensor(np.array([1.1, -2.5, 3.3], np.float64))
I = Tensor(np.array([7, -3, 5], np.int32))
C, reg = registry()


@reg(X)
def float_of_elem(x):
    a = float(x[0])
    return a, a + 0.1, a * 3, a / 3, a // 0.5, -a, a ** 2


@reg(D)
def float_of_elem64(x):
    a = float(x[0])
    return a, a + 0.1, a * 3, a / 3


@reg(X)
def item_forms(x):
    return x[0].item(), x[1].item() * 2, x.sum().item(), x.max().item() + 1


@reg(I)
def int_of_elem(x):
    a = int(x[0])
    b = int(x[1])
    return a, a // 2, b // 2, b % 5, a / 2, a * b, a ** 2, -b, abs(b), a / b


@reg(X)
def shape_arith(x):
    n = x.shape[0]
    return n * 1.5, n / 2, n // 2, x.size / 4, x.ndim ** 2, len(x) / 3, n - 0.1


@reg(X)
def tensor_tolist(x):
    l = x.tolist()
    return l, type(l) is list


@reg(I)
def int_tensor_mix(x):
    return x * 1.5, x / 2, x // 2, x + True, x * 2.0, (x > 0) * 1.5


@reg(X)
def round_elem(x):
    return round(float(x[0]), 1), round(x[2].item()), round(float(x[1]))


@reg(X)
def bool_of_elem(x):
    return bool(x[0]), bool(x[0] > 2), not x[1] > 0, x[0] > 1 and x[2] > 3


@reg(X)
def max_of_elems(x):
    return max(float(x[0]), 0.5), min(float(x[1]), -10.0), max(x[0], x[2]), sum([float(x[0]), float(x[2])])


@reg(X)
def str_of_elem(x):
    return str(float(x[0])), "%s" % float(x[0]), f"{float(x[0])}", str(x[0].item())


@reg(X)
def list_of_elems(x):
    l = [float(v) for v in x]
    return l, sum(l), sorted(l), max(l)


run_all(C)
