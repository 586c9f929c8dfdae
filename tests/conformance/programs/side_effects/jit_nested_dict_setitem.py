# d[k] = v on dicts passed to a jit function: top-level keys reach the caller's dict.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def fill(d, x):
    d["sum"] = x.sum()
    d["scaled"] = x * d["scale"]
    return x + 1


d = {"scale": 3}
r = fill(d, Tensor(np.array([1.0, 2.0], np.float32)))
emit("returned", r)
emit("dict_after", d)
r = fill(d, Tensor(np.array([4.0, 5.0], np.float32)))
emit("dict_after_second", d)
