"""adapt40fb: a starred expression over a 0-d Tensor in graph code (MindSpore 2.10 CPU; adapted from st
graph_syntax/statements/test_starred_expression.py's Tensor inputs, varied to a 0-d Tensor).

MindSpore unpacks the Tensor with Unstack, so ``(*x,)``, ``[*x, 1]``, ``ops.stack([*x])`` and ``a, *b = x`` of a
0-d Tensor are its ValueError "For primitive[Unstack], the x_rank must be greater than or equal to 1, but got 0."
(msgraph: the TypeError "len() of a 0-d Tensor"; PyNative's Python iteration is a TypeError in both).  A 1-d
Tensor unpacks into 0-d Tensors as before."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


@ms.jit
def star_tuple(x):
    return *x,


@ms.jit
def star_list(x):
    return [*x, 1]


@ms.jit
def star_stack(x):
    return ms.ops.stack([*x])


@ms.jit
def star_target(x):
    a, *b = x
    return a, b


for name, fn in (("star_tuple", star_tuple), ("star_list", star_list), ("star_stack", star_stack),
                 ("star_target", star_target)):
    emit_error(name + "_0d", lambda: fn(Tensor(11)))
    emit_error(name + "_0d_float", lambda: fn(Tensor(2.5, ms.float32)))
emit("star_tuple_1d", star_tuple(Tensor(np.array([1, 2, 3], np.int32))))
emit("star_target_1d", star_target(Tensor(np.array([1.5, 2.5, 3.5], np.float32))))
