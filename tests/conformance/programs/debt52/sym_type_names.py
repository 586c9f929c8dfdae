"""Messages that name a value's type (MindSpore's ``f"... but got {type(x)}"`` / ``type(x).__name__``) in both modes.

MindSpore 2.10 names a Tensor ``<class 'mindspore.common.tensor.Tensor'>`` (``Tensor``) in PyNative and in Graph mode
(a Parameter read in graph code too: ``<abc.Parameter>`` only in PyNative), and an ``ms.mutable`` tuple in graph code
``<class 'tuple'>``.  msgraph's Graph mode named its internal graph-value class there:
``<class 'msgraph.frontend.symbolic.Sym'>`` / ``Sym`` (about 140 messages of msgraph/ops, mint and numpy; debt52 made
them call one helper, ``ops._helpers.user_type``).  The harness compares error classes only, so each message's first
line is recorded as a value too.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


def check(label, cell, *args):
    # one call (MindSpore's Graph mode raises a second call of a graph that failed to compile with an empty message)
    try:
        emit(label, cell(*args))
    except Exception as e:  # noqa: BLE001 - the message is the point
        emit_error(label, e)
        emit(label + ": message", str(e).splitlines()[0])


class NanMean(nn.Cell):
    def construct(self, x):
        return ops.nanmean(x)


class NanMeanParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.arange(6, dtype=np.int32)), name="p")

    def construct(self, x):
        return ops.nanmean(self.p) + x


class DiagFlat(nn.Cell):
    def construct(self, x, d):
        return ops.diagflat(x, d)


class VecDot(nn.Cell):
    def construct(self, x, d):
        return ops.vecdot(x, x, axis=d)


class Rot90(nn.Cell):
    def construct(self, x, k):
        return ops.rot90(x, k, (0, 1))


class Triu(nn.Cell):
    def construct(self, x, d):
        return ops.tril(x, 0) + ops.triu(x, 1)


xi = ms.Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
xf = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
t1 = ms.Tensor(1, ms.int32)
check("nanmean of an int Tensor", NanMean(), xi)
check("nanmean of an int Parameter", NanMeanParam(), xf)
check("diagflat offset Tensor", DiagFlat(), xf, t1)
check("vecdot axis Tensor", VecDot(), xf, t1)
check("rot90 k Tensor", Rot90(), xf, t1)
emit("tril + triu (no error)", Triu()(xf, t1))
