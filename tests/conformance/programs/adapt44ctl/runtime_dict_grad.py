"""Gradients through a Tensor `while` that grows a dict (msgraph runs it as Python when the graph runs): the Tensor
the loop changes (`d[i] = x; x = x * 2` then `return x * 3`: 24) and the Tensors read back out of the dict
(`d[0] * 3 + x`: 11; `d.update({"k": x})` then `d["k"] * 2 + x`: 16).  MindSpore 2.10's PyNative gives these;
msgraph's Graph mode gave zeros (SILENT: the item write made the loop one that is not run again for its gradient, and
a dict's items carried none).  MindSpore's Graph mode refuses them at compile time (a RuntimeError for a Tensor key,
a ValueError "The key 0 does not exist in the dict" for the others): followed PyNative.  A dict with a str key
written in the loop (`d["a"] = d["a"] + x`) MindSpore's Graph mode computes too (15)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def key_counter(x):
    d = {}
    i = 0
    while x.sum() < 20:
        d[i] = x
        x = x * 2
        i = i + 1
    return x * 3


def read_item(x):
    d = {}
    i = 0
    while x.sum() < 20:
        d[i] = x
        x = x * 2
        i = i + 1
    return d[0] * 3 + x


def update(x):
    d = {}
    while x.sum() < 20:
        d.update({"k": x})
        x = x * 2
    return d["k"] * 2 + x


def str_key(x):
    d = {"a": x}
    while x.sum() < 20:
        x = x * 2
        d["a"] = d["a"] + x
    return d["a"]


def x32(v=(1.0, 1.0, 1.0), dt=np.float32):
    return Tensor(np.array(v, dt))


FOLLOW_PYNATIVE = {
    "key_counter/fwd": "MindSpore Graph mode: RuntimeError, dict_setitem's key a Tensor",
    "key_counter/grad": "MindSpore Graph mode: RuntimeError, dict_setitem's key a Tensor",
    "key_counter/grad_f64": "MindSpore Graph mode: RuntimeError, dict_setitem's key a Tensor",
    "key_counter/value_and_grad": "MindSpore Graph mode: RuntimeError, dict_setitem's key a Tensor",
    "read_item/fwd": "MindSpore Graph mode: ValueError, the key 0 does not exist in the dict",
    "read_item/grad": "MindSpore Graph mode: ValueError, the key 0 does not exist in the dict",
    "read_item/grad_f64": "MindSpore Graph mode: ValueError, the key 0 does not exist in the dict",
    "read_item/value_and_grad": "MindSpore Graph mode: ValueError, the key 0 does not exist in the dict",
    "update/fwd": "MindSpore Graph mode: ValueError, the key k does not exist in the dict",
    "update/grad": "MindSpore Graph mode: ValueError, the key k does not exist in the dict",
    "update/grad_f64": "MindSpore Graph mode: ValueError, the key k does not exist in the dict",
    "update/value_and_grad": "MindSpore Graph mode: ValueError, the key k does not exist in the dict",
}
for fn in (key_counter, read_item, update, str_key):
    emit_error(f"{fn.__name__}/fwd", lambda fn=fn: (ms.jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE
                                                    else fn)(x32()))
    emit_error(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(fn)(x32()))
    emit_error(f"{fn.__name__}/grad_f64", lambda fn=fn: ms.grad(fn)(x32(dt=np.float64)))
    emit_error(f"{fn.__name__}/value_and_grad", lambda fn=fn: ms.value_and_grad(fn)(x32((0.5, 1.0, 2.0))))
