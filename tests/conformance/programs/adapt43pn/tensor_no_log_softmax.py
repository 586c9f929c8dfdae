"""`Tensor.log_softmax` (zoo code calls `nn.LogSoftmax` / `ops.log_softmax`; a Tensor-method sweep over 0-d / empty /
size-1 inputs found it): MindSpore 2.10's Tensor has no such method -- AttributeError in PyNative, in a Graph-mode
construct and in an `@ms.jit` function, for every dtype and shape; msgraph computed it.  `Tensor.softmax(axis)` and
`ops.log_softmax` compute in both."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class C(nn.Cell):
    def construct(self, v):
        return v.log_softmax(-1)


class S(nn.Cell):
    def construct(self, v):
        return v.softmax(-1), ops.log_softmax(v, -1)


@ms.jit
def jf(v):
    return v.log_softmax(-1)


emit("hasattr(Tensor, 'log_softmax')", hasattr(Tensor, "log_softmax"))
emit_error("x.log_softmax(-1)", lambda: x.log_softmax(-1))
emit_error("cell v.log_softmax(-1)", lambda: C()(x))
emit_error("jit v.log_softmax(-1)", lambda: jf(x))
emit("cell softmax / ops.log_softmax", S()(x))
