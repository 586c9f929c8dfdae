"""st pi_jit builtin/test_list_builtin adapted (adapt41pj): ``lst.remove(v)`` on a list holding a 0-d Tensor, under
jit(capture_mode='bytecode'), removes as Python does (the first item whose ``== v`` is true: the Tensor itself when
it equals v), as MindSpore 2.10's bytecode capture gives.  msgraph's bytecode capture ran the removal when the graph
ran, on a copy: the returned list kept the item (silent)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("pynative",)


def remove_two(x):
    lst = [x, 1, 2, 3]
    lst.remove(2)
    return lst, len(lst)


def remove_then_use(x):
    lst = [1, x, 2.5, x * 2]
    lst.remove(2.5)
    return lst[-1] + lst[0], len(lst)


for name, fn in (("remove_two", remove_two), ("remove_then_use", remove_then_use)):
    for v in (9.0, 2.0, 2.5):
        x = Tensor(np.float32(v))
        emit(f"{name}_{v}_python", fn(x))
        emit(f"{name}_{v}_bytecode", jit(fn, capture_mode="bytecode")(x))
