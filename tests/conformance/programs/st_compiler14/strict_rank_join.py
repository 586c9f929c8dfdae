"""tests/st/runtime/test_runtime_inline_control_flow adapted at jit_syntax_level=STRICT: a Tensor `if` whose
branches give Tensors of one dtype and different ranks (a dynamic rank) or tuples of different lengths (a
dynamic-length tuple) or dicts of different keys, then ops on the joined value. MindSpore's STRICT level runs
them all; msgraph raised MSG401 (its run-time join was LAX only)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit


class RankJoin(nn.Cell):
    def construct(self, x, c):
        if c > 0:
            y = x.reshape(3, 1)
        else:
            y = x
        return y * 2


@jit
def uses_after(x, y):
    if y < 5:
        z = ops.reshape(x, (2, 3))
        t = (1, 2)
    else:
        z = x
        t = (1, 2, 3)
    return ops.relu(z - 2.0), z.shape, z[0], -z, len(t), t[1], z.sum()


@jit
def dyn_tuple(x, t):
    if x < 3:
        t = t * 2
    else:
        t = t * 3
    return t


@jit
def backoff(x, y, shape):
    x = x + Tensor(2, mstype.int32)
    if y < 5:
        z = ops.reshape(x, shape)
    else:
        z = x
    return z + 1


@jit
def dict_join(x):
    if x > 0:
        d = {"a": x}
    else:
        d = {"b": x}
    return len(d), d


ms.set_context(jit_syntax_level=ms.STRICT)
try:
    x3 = Tensor(np.arange(3, dtype=np.float32))
    emit("rank_join_true", RankJoin()(x3, Tensor(1)))
    emit("rank_join_false", RankJoin()(x3, Tensor(-1)))
    xf = Tensor(np.arange(6, dtype=np.float32))
    emit("uses_after_true", uses_after(xf, Tensor(1)))
    emit("uses_after_false", uses_after(xf, Tensor(7)))
    emit("dyn_tuple_true", dyn_tuple(Tensor(1), mutable((2, 3), dynamic_len=True)))
    emit("dyn_tuple_false", dyn_tuple(Tensor(5), mutable((2, 3), dynamic_len=True)))
    emit("dyn_tuple_plain_true", dyn_tuple(Tensor(1), (2, 3)))
    emit("dyn_tuple_plain_false", dyn_tuple(Tensor(5), (2, 3)))
    x6 = Tensor([2, 2, 2, 2, 2, 2], mstype.int32)
    emit("backoff_true", backoff(x6, Tensor(2, mstype.int32), mutable((2, 3))))
    emit("backoff_false", backoff(x6, Tensor(7, mstype.int32), mutable((2, 3))))
    emit("dict_join_true", dict_join(Tensor(1)))
    emit("dict_join_false", dict_join(Tensor(-1)))
finally:
    ms.set_context(jit_syntax_level=ms.LAX)
