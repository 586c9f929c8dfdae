"""adapt38pn: ``x -= Tensor(True)`` and ``x[0] -= False`` of bool Tensors: MindSpore 2.10's Sub TypeError in
PyNative mode (msgraph returned the exclusive or; SILENT).  One error per program: MindSpore's PyNative keeps a
failed Sub's state for the next ones."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def isub(x, v):
    x -= v
    return x


emit_error("isub_bool_tensor", isub, Tensor(np.array([True, False])), Tensor(np.array([True, True])))
