"""Gradients through a Tensor `while` / `if` with a `return` in it that grows a list (msgraph runs it and the rest
of the function as Python when the graph runs: runtime_stmt.lower_tail_at_run_time): MindSpore 2.10 gives the
gradient in both modes (`while x.sum() < 20: out.append(x); if x.sum() > 100: return x; x = x * 2` then
`return x * 3`: 24); msgraph's Graph mode gave zeros (SILENT).  (`ms.grad(fn)` in both modes: eager in PyNative,
compiled in Graph mode.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def while_return(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        if x.sum() > 100:
            return x
        x = x * 2
    return x * 3


def while_return_taken(x):
    out = []
    while x.sum() < 20:
        out.append(x * 1)
        if x.sum() > 5:
            return x * len(out)
        x = x * 2
    return x


def if_return(x):
    out = []
    if x.sum() > 0:
        out.append(x * 2)
        return out[0] * 3
    return x


def if_return_else(x):
    out = []
    if x.sum() < 0:
        out.append(x * 2)
        return out[0] * 3
    out.append(x * 5)
    return out[0] + x


def x32(v=(1.0, 1.0, 1.0), dt=np.float32):
    return Tensor(np.array(v, dt))


for fn in (while_return, while_return_taken, if_return, if_return_else):
    emit_error(f"{fn.__name__}/fwd", lambda fn=fn: (ms.jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE
                                                    else fn)(x32()))
    emit_error(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(fn)(x32()))
    emit_error(f"{fn.__name__}/grad_f64", lambda fn=fn: ms.grad(fn)(x32(dt=np.float64)))
    emit_error(f"{fn.__name__}/value_and_grad", lambda fn=fn: ms.value_and_grad(fn)(x32((0.5, 1.0, 2.0))))
