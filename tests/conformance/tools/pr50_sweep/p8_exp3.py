import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
for a in ([1e300], [-1e300], [1e300, 1.0], [[1e-300, -2.0], [np.inf, np.nan]], [1e100, -1e-100, 5e-310]):
    t = Tensor(np.array(a, np.float64))
    print(repr(t)); ops.print_(t)
print(repr(Tensor(np.float64(1e300))))
@ms.jit
def f(x):
    print(x)
    return x * 1
f(Tensor(np.array([1e300, -1e-300, 2.0], np.float64)))
