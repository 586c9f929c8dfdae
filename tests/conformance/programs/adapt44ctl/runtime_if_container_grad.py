"""A Tensor `if` whose branches write into a dict / list holding Tensors (`d = {"a": x}; if x.sum() > 0:
d["b"] = x * 4`; `out = [x]; ... out.append(x * 4)`), which msgraph runs as Python when the graph runs, under
`ms.grad`: MindSpore 2.10 gives the gradient through the container's items in both modes (5); msgraph's Graph
mode gave zeros (SILENT: the item write on a container holding graph values kept the statement from being run
again for its gradient, though each run starts from a fresh one)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def if_dict(x):
    d = {"a": x}
    if x.sum() > 0:
        d["b"] = x * 4
    else:
        d["b"] = x
    return d["a"] + d["b"]


def if_list(x):
    out = [x]
    if x.sum() > 0:
        out.append(x * 4)
    else:
        out.append(x)
    return out[0] + out[1]


def x32(v=(1.0, 1.0, 1.0), dt=np.float32):
    return Tensor(np.array(v, dt))


for fn in (if_dict, if_list):
    emit_error(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(fn)(x32()))
    emit_error(f"{fn.__name__}/grad_neg", lambda fn=fn: ms.grad(fn)(x32((-1.0, -2.0, 0.5))))
    emit_error(f"{fn.__name__}/value_and_grad", lambda fn=fn: ms.value_and_grad(fn)(x32((0.5, 1.0, 2.0), np.float64)))
