"""adapt38pn: ``x[0, 1:] -= False`` of a bool Tensor: Python's ``x[i] = x[i].__isub__(v)``, MindSpore 2.10's Sub
TypeError in PyNative mode (msgraph wrote the exclusive or; SILENT)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def isub_index(x, v):
    x[0, 1:] -= v
    return x


emit_error("isub_index_bool", isub_index, Tensor(np.array([[True, False, True], [False, False, True]])), False)
