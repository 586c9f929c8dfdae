"""x.tolist() of a graph Tensor: index, comprehension, sum / sorted / max, concatenation, type / isinstance, 2-d rows, Tensor(l)."""
import numpy as np, mindspore as ms
from mindspore import Tensor
from gs import registry, run_all
X = Tensor(np.array([1.1, -2.5, 3.3], np.float32))
M = Tensor(np.arange(4, dtype=np.int32).reshape(2, 2))
C, reg = registry()

@reg(X)
def tl_index(x):
    l = x.tolist()
    return l[0], l[0] + 1, l[-1] * 2, len(l)

@reg(X)
def tl_comp(x):
    l = x.tolist()
    return [v * 2 for v in l]

@reg(X)
def tl_maxsum(x):
    l = x.tolist()
    return sum(l), sorted(l)

@reg(X)
def tl_max(x):
    l = x.tolist()
    return max(l)

@reg(X)
def tl_concat(x):
    l = x.tolist()
    return l + [1], type(l) is list, isinstance(l, list)

@reg(M)
def tl_2d(x):
    l = x.tolist()
    return l, l[1], type(l[1]) is list

@reg(X)
def tl_tensor(x):
    l = x.tolist()
    return Tensor(l), x + Tensor(l)
I1 = Tensor(np.array([1, 2], np.int32))
D = Tensor(np.array([1.1, 2], np.float64))
B = Tensor(np.array([True, False]))
I = I1

@reg(X)
def tl_tensor2(x):
    l = x.tolist()
    return Tensor(l), x + Tensor(l)

@reg(I)
def tl_tensor_i(x):
    return Tensor(x.tolist())

@reg(D)
def tl_tensor_d(x):
    return Tensor(x.tolist())

@reg(B)
def tl_tensor_b(x):
    return Tensor(x.tolist())

@reg(I)
def tl_tensor_dt(x):
    return Tensor(x.tolist(), ms.float16)

@reg(X)
def np_tl_tensor(x):
    return Tensor(x.asnumpy().tolist())


run_all(C)
