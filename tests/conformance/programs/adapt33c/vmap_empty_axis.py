"""``ops.vmap`` over a mapped axis of size 0 (a (0, 3) input, in_axes 0, or a (2, 0) input mapped on axis 1):
MindSpore 2.10's ValueError "For primitive:'TupleGetItem', cannot get item by index from an empty sequence." in both
modes; msgraph had failed with an internal IndexError.  Found by adapting st vmap/test_vmap_graph's patterns to
empty inputs (session 33, adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error


def addmul(x, y):
    return x * 2 + y


def total(x):
    return x.sum()


emit_error("vmap empty axis 0", ops.vmap(addmul), Tensor(np.zeros((0, 3), np.float32)),
           Tensor(np.zeros((0, 3), np.float32)))
emit_error("vmap empty axis 1", ops.vmap(total, 1, 0), Tensor(np.zeros((2, 0), np.float32)))
emit_error("vmap nonempty", ops.vmap(total, 1, 0), Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
