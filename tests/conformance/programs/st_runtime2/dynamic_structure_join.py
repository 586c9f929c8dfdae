"""tests/st/runtime/test_runtime_inline_control_flow adapted: a Tensor `if` whose branches give tuples of different
lengths (a dynamic-length tuple), Tensors of one dtype and different ranks (a dynamic rank), or shapes of a Tensor
known only when the graph runs (after Unique): the branch taken decides the value, and what follows uses it."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit, emit_error


@jit
def backoff(x, y, shape):
    x = x + Tensor(2, mstype.int32)
    if y < 5:
        z = ops.reshape(x, shape)
    else:
        z = x
    return z + 1


@jit
def shape_repeat(x, y, dst_shape):
    y, _ = ops.unique(y)
    y = ops.reshape(y, dst_shape)
    y_shape = ops.shape(y)
    if x < 3:
        y_shape = y_shape * 2
    else:
        y_shape = y_shape * 3
    return y_shape


@jit
def dyn_tuple(x, t):
    if x < 3:
        t = t * 2
    else:
        t = t * 3
    return t


@jit
def unique_join(x, y):
    y, _ = ops.unique(y)
    if x < 3:
        y = y * 2
    else:
        z2 = y * 2
        z3 = y - Tensor([[6, 12, 18], [24, 30, 36]])
        y = z2 + z3
    return y


@jit
def runtime_shape(x, y):
    if x < 3:
        y, _ = ops.unique(y)
        y = ops.expand_dims(y, 1)
        y = ops.flatten(y)
        z = ops.shape(y)
    else:
        z = ops.shape(y)
    return z


@jit
def uses_after(x, y):
    if y < 5:
        z = ops.reshape(x, (2, 3))
        t = (1, 2)
    else:
        z = x
        t = (1, 2, 3)
    return ops.relu(z - 2.0), z.shape, z[0], -z, len(t), t[1], z.sum()


class RankJoin(nn.Cell):
    def construct(self, x, c):
        if c > 0:
            y = x.reshape(3, 1)
        else:
            y = x
        return y * 2


x6 = Tensor([2, 2, 2, 2, 2, 2], mstype.int32)
emit("backoff_true", backoff(x6, Tensor(2, mstype.int32), mutable((2, 3))))
emit("backoff_false", backoff(x6, Tensor(7, mstype.int32), mutable((2, 3))))
m = Tensor([[6, 12, 18], [24, 30, 36]])
emit("shape_repeat_true", shape_repeat(Tensor(1), m, mutable((2, 3))))
emit("shape_repeat_false", shape_repeat(Tensor(5), m, mutable((2, 3))))
emit("dyn_tuple_true", dyn_tuple(Tensor(1), mutable((2, 3), dynamic_len=True)))
emit("dyn_tuple_false", dyn_tuple(Tensor(5), mutable((2, 3), dynamic_len=True)))
emit("unique_join", unique_join(Tensor(1), Tensor([[6, 12, 18], [24, 30, 36], [6, 18, 36]])))
emit_error("unique_join_bad_broadcast", unique_join, Tensor(5), Tensor([[6, 12, 18], [24, 30, 36]]))
emit("runtime_shape_true", runtime_shape(Tensor(1), Tensor([[6, 12, 18], [24, 30, 36], [6, 18, 36]])))
emit("runtime_shape_false", runtime_shape(Tensor(5), Tensor([[6, 12, 18], [24, 30, 36]])))
xf = Tensor(np.arange(6, dtype=np.float32))
emit("uses_after_true", uses_after(xf, Tensor(1)))
emit("uses_after_false", uses_after(xf, Tensor(7)))
emit("cell_rank_join_true", RankJoin()(Tensor(np.arange(3, dtype=np.float32)), Tensor(1)))
emit("cell_rank_join_false", RankJoin()(Tensor(np.arange(3, dtype=np.float32)), Tensor(-1)))
