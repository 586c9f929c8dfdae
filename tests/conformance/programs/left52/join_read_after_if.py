"""Two branch values of a name that do not join, read after an ``if`` on a Tensor (left52).

MindSpore 2.10 joins such a name where it is read after the ``if`` when the values differ only in shape or length
(Tensors of two shapes, tuples / lists of two lengths), when one is None, or when both are constants; a value computed
when the graph runs against another kind -- a Python bool / int against a tuple of Tensors or a Tensor, a Tensor
against a tuple, a tuple against a list, two Tensors of different dtypes -- is its compile-time TypeError "Cannot join
the return values of different branches" even where only ``ops.depend`` reads it (WaveNet's ``succ = False`` /
``succ = self.optimizer(grads)``).  msgraph ran what followed in both branches for every kind and returned values.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error


@ms.jit
def bool_vs_tuple_var(x):
    if x.sum() > 0:
        r = False
    else:
        r = (x > 0, x > 1)
    return ops.depend(x * 2, r)


@ms.jit
def int_vs_tensor_var(x):
    if x.sum() > 0:
        r = x * 2
    else:
        r = 1
    return ops.depend(x * 2, r)


@ms.jit
def tensor_vs_tuple_var(x):
    if x.sum() > 0:
        r = x
    else:
        r = (x, x)
    return ops.depend(x * 2, r)


@ms.jit
def dtype_clash(x):
    if x.sum() > 0:
        r = x
    else:
        r = x > 0
    return ops.depend(x * 2, r)


@ms.jit
def tuple_vs_list_var(x):
    if x.sum() > 0:
        r = (x, x)
    else:
        r = [x, x]
    return ops.depend(x * 2, r)


@ms.jit
def shapes_join(x):
    if x.sum() > 0:
        r = x
    else:
        r = x[:1]
    return ops.depend(x * 2, r)


@ms.jit
def lengths_join(x):
    if x.sum() > 0:
        r = (x, x)
    else:
        r = (x, x, x)
    return ops.depend(x * 2, r)


@ms.jit
def none_joins(x):
    if x.sum() > 0:
        r = None
    else:
        r = (x, x)
    return ops.depend(x * 2, r)


@ms.jit
def constants_join(x):
    if x.sum() > 0:
        r = False
    else:
        r = (True, True)
    return ops.depend(x * 2, r)


x = Tensor(np.array([1.0, -3.0], np.float32))
for fn in (bool_vs_tuple_var, int_vs_tensor_var, tensor_vs_tuple_var, dtype_clash, tuple_vs_list_var, shapes_join,
           lengths_join, none_joins, constants_join):
    emit_error(fn.__name__, fn, x)
