# A Tensor ``if`` whose branches give a name values that do not join (tuples of two lengths, Tensors
# of two shapes): MindSpore joins them to a dynamic length / shape, so reading them after the ``if``
# works (st control/test_list_join_to_dyn_len_list.py::test_value_list_join; there MindSpore returns the
# sum of two constant list items as a Tensor, msgraph as an int: not recorded here).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit


@jit
def shape_join(x, a, b):
    if x > 0:
        y = a
    else:
        y = b
    return y.sum() * 2


@jit
def len_join(x):
    if x > 0:
        t = (x, x * 2)
    else:
        t = (x, x + 1, x + 2)
    return t[0] + t[1]


a = Tensor(np.array([1.0, 2.0], np.float32))
b = Tensor(np.array([3.0, 4.0, 5.0], np.float32))
emit("shape_true", shape_join(Tensor(1), a, b))
emit("shape_false", shape_join(Tensor(-1), a, b))
emit("tuple_true", len_join(Tensor(3)))
emit("tuple_false", len_join(Tensor(-3)))
