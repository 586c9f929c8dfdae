"""Gradients of Tensors read back out of a tuple / list a Tensor `while` grows (`out = out + (x,)`,
`out.append(x)`), run as Python when the graph runs: MindSpore 2.10's PyNative differentiates through the items
(`out[0] * 3 + x` gives 7), msgraph's Graph mode gave zeros (SILENT).  MindSpore's Graph mode refuses these
functions (an IndexError / ValueError of an empty sequence at compile time): followed PyNative.  (`ms.grad(fn)`
in both modes: eager in PyNative, compiled in Graph mode.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def ret_item(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    return out[0] * 3 + x


def ret_last(x):
    out = ()
    while x.sum() < 10:
        out = out + (x * x,)
        x = x * 2
    return out[-1]


def sum_items(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    s = x
    for v in out:
        s = s + v
    return s


def list_append(x):
    out = []
    while x.sum() < 10:
        out.append(x)
        x = x * 2
    return out[0] * 5 + x


def x32(v=(1.0, 2.0), dt=np.float32):
    return Tensor(np.array(v, dt))


FOLLOW_PYNATIVE = {
    "ret_item/grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "ret_item/grad_f64": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "ret_item/value_and_grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "ret_last/grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "ret_last/grad_f64": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "ret_last/value_and_grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "sum_items/grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "sum_items/grad_f64": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "sum_items/value_and_grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "list_append/grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "list_append/grad_f64": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
    "list_append/value_and_grad": "MindSpore Graph mode: IndexError / ValueError of an empty sequence",
}
for fn in (ret_item, ret_last, sum_items, list_append):
    emit_error(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(fn)(x32()))
    emit_error(f"{fn.__name__}/grad_f64", lambda fn=fn: ms.grad(fn)(x32(dt=np.float64)))
    emit_error(f"{fn.__name__}/value_and_grad", lambda fn=fn: ms.value_and_grad(fn)(x32((0.5, 1.0))))
