import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit


@jit
def in_irregular():
    return mutable(1) in (1, Tensor(np.array([1, 2, 3])), "m")


@jit
def in_nested():
    return mutable(1) in ((1, 1), 1, ["m", "n"])


@jit
def not_found_nested():
    return mutable(2) in ((1, 1), 1, ["m", "n"])


@jit
def not_in_list():
    return mutable(2) not in [1, 2, 3]


@jit
def in_with_tensor(x):
    return mutable(2) in (x, 2.0)


emit("in_irregular", in_irregular())
emit("in_nested", in_nested())
emit("not_found_nested", not_found_nested())
emit("not_in_list", not_in_list())
emit("in_with_tensor", in_with_tensor(Tensor(np.array([1]))))
