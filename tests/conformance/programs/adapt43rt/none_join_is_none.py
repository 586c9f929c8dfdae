"""`if y is None` on a name that is None or a Tensor after a Tensor `if` (`y = None; if x.sum() > 0: y = x * 3`):
MindSpore 2.10 tests it when the graph runs (both modes: `return x` when the `if` was not taken).  msgraph's Graph
mode decided `y is None` at compile time (False: y was an object made when the graph runs), so `return y * 2` ran on
None: Python's TypeError where MindSpore returns x."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def used_after(x):
    y = None
    if x.sum() > 0:
        y = x * 3
    if y is None:
        return x
    return y * 2


def is_not_none(x):
    y = None
    if x.sum() > 0:
        y = x * 3
    if y is not None:
        return y + 1
    return x - 1


for lab, v in (("taken", [1.0, 2.0]), ("not_taken", [-1.0, -2.0])):
    emit_error(f"used_after/{lab}", lambda v=v: ms.jit(used_after)(Tensor(np.array(v, np.float32))))
    emit_error(f"is_not_none/{lab}", lambda v=v: ms.jit(is_not_none)(Tensor(np.array(v, np.float32))))
    emit_error(f"is_not_none/{lab}/f64", lambda v=v: ms.jit(is_not_none)(Tensor(np.array(v, np.float64))))
