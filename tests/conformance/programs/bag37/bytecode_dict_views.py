"""bag37 (left37's item): a ``jit(capture_mode="bytecode")`` function returning ``d.keys()`` / ``d.values()`` /
``d.items()`` of a dict of constants gives Python's dict_keys / dict_values / dict_items in MindSpore 2.10 (also
inside a returned tuple or list, and on a second call); msgraph returned a tuple (a list for items).  The 'ast'
capture still returns the tuple of keys, as there."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit(capture_mode="bytecode")
def keys(x):
    d = {"a": x, "b": 2}
    return d.keys()


@jit(capture_mode="bytecode")
def values(x):
    d = {"a": 1, "b": 2.5}
    return d.values()


@jit(capture_mode="bytecode")
def items(x):
    d = {"a": 1, "b": 2}
    return d.items()


@jit(capture_mode="bytecode")
def in_tuple(x):
    d = {"a": 1, "b": 2}
    return d.keys(), x + 1


@jit(capture_mode="bytecode")
def in_list(x):
    d = {"a": 1, "b": 2}
    return [d.keys(), d.values()]


@jit
def ast_keys(x):
    d = {"a": 1, "b": 2}
    return d.keys()


def show(r):
    if isinstance(r, (tuple, list)):
        return [show(v) for v in r]
    if isinstance(r, Tensor):
        return r.asnumpy().tolist()
    return f"{type(r).__name__} {r}"


X = Tensor(np.array([1.0, 2.0], np.float32))
for fn in (keys, values, items, in_tuple, in_list, ast_keys):
    emit(fn.__name__ if hasattr(fn, "__name__") else str(fn), show(fn(X)))
emit("keys_again", show(keys(Tensor(np.array([3.0], np.float32)))))
