"""sum() of Python numbers known when the graph runs; type() of x.tolist()."""
import numpy as np, mindspore as ms
from mindspore import Tensor
from gs import registry, run_all
X = Tensor(np.array([1.1, -2.5, 3.3], np.float32))
C, reg = registry()

@reg(X)
def add2(x):
    a = float(x[0]); b = float(x[2])
    return a + b, 0 + a, 0 + a + b, sum([a, b]), sum((a, b), 0.0), sum([a, b], 1)

@reg(X)
def tl(x):
    l = x.tolist()
    return type(l) is list, type(l) is tuple, isinstance(l, list), len(l)

run_all(C)
