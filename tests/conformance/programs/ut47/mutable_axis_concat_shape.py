"""ut47: ops.concat / ops.cat / mint.cat with a mutable int axis (a jit argument ``ms.mutable(k)``, or ``k =
ms.mutable(2)`` made in graph code): the shape graph code reads from the result (found by the ut47 sweep s2, a
variant of ut ops/test_primitive_with_kwargs's Concat test).

SILENT on main: msgraph ran the op when the graph ran and took the result's shape from a trial on placeholder values
(the int placeholder is 1), so ``y.shape`` and the shapes made from it were those of axis 1 whatever the axis:
(1, 4, 3) for two (1, 2, 3) Tensors at axis -1 (MindSpore 2.10: (1, 2, 6)); the values were right.  A Graph-mode
ms.grad over two such concatenations, one inside ops.softmax(..., k), was msgraph's ShapeError (MindSpore computes).
Now the graph is specialized on the int, as for the other ops needing one."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mint, mutable, ops
from _conf import emit_error

x = Tensor(np.arange(6).reshape(1, 2, 3).astype(np.float32))
x3 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 5 - 2)


@jit
def concat_shape(x, k):
    y = ops.concat((x, x * 2), k)
    return y.shape, y.sum(-1).shape, y


@jit
def cat_shape(x, k):
    y = ops.cat((x, x), k)
    return y.shape, ops.shape(y), y * ops.ones(y.shape)


@jit
def mint_cat_shape(x, k):
    y = mint.cat((x, x + 1), k)
    return y.shape, y.reshape(-1, y.shape[-1])


@jit
def made_in_graph(x):
    k = mutable(2)
    y = ops.concat((x, x), k)
    return y.shape, y


def cat_loss(x):
    k = mutable(2)
    return (ops.cat((x, x * 2), k) * ops.softmax(ops.cat((x, x), k), k)).sum()


for k in (-1, 0, 1, 2, -3):
    emit_error(f"concat_shape_{k}", concat_shape, x, mutable(k))
    emit_error(f"cat_shape_{k}", cat_shape, x, mutable(k))
    emit_error(f"mint_cat_shape_{k}", mint_cat_shape, x, mutable(k))
emit_error("made_in_graph", made_in_graph, x)
emit_error("grad_cat_loss", ms.grad(cat_loss), x3)
