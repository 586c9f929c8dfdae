# ``x and np.array(...)`` / ``x or ...`` on a Tensor variable: Python's and/or when the graph runs
# (MindSpore's PyExecute): the numpy array or the Tensor itself, no join (st test_and_or).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)


@jit
def and_array(x):
    y = np.array([1, 2, 3, 4])
    return x and y


@jit
def or_array(x):
    y = np.array([1, 2, 3, 4])
    return x or y


emit("and_true", and_array(Tensor([1])))
emit("and_false", and_array(Tensor([0])))
emit("or_true", or_array(Tensor([1])))
emit("or_false", or_array(Tensor([0])))
