"""Gradients of Tensors read back out of a tuple whose length a Tensor `break` decides (`reads = reads +
(y.sum(),)` then `if y.sum() > 10: break`), returned beside a Tensor and indexed by the caller (`r[1][0]`,
`reads[-1]`): MindSpore 2.10 differentiates through the items in both modes; msgraph's Graph mode joined the two
tuples as a Python object made when the graph runs, which autodiff could not see through: zeros (SILENT;
adapt43ctl's Left)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def brk_tuple(x):
    reads = ()
    y = x
    for i in range(4):
        y = y * 2
        reads = reads + (y.sum(),)
        if y.sum() > 10:
            break
    return y, reads


def first_read(x):
    r = brk_tuple(x)
    return r[1][0]


def last_read_plus(x):
    r = brk_tuple(x)
    return r[1][-1] + r[0].sum()


def unpacked(x):
    y, reads = brk_tuple(x)
    return reads[0] * 3 + y.sum()


def x32(v=(1.0, 2.0), dt=np.float32):
    return Tensor(np.array(v, dt))


for fn in (first_read, last_read_plus, unpacked):
    emit_error(f"{fn.__name__}/value", lambda fn=fn: fn(x32()))
    emit_error(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(fn)(x32()))
    emit_error(f"{fn.__name__}/grad_f64", lambda fn=fn: ms.grad(fn)(x32(dt=np.float64)))
    emit_error(f"{fn.__name__}/value_and_grad_short", lambda fn=fn: ms.value_and_grad(fn)(x32((0.5, 1.0))))
    emit_error(f"{fn.__name__}/grad_no_break", lambda fn=fn: ms.grad(fn)(x32((0.1, 0.2))))
