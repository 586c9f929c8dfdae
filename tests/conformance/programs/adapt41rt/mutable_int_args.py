"""mint.flatten's start_dim, ops.diagonal's offset and Tensor.argmin's axis given as ``ms.mutable(int)`` in a
Graph-mode Cell (st runtime/test_runtime_ref_count's mutable-argument networks, adapted).  MindSpore 2.10 computes
them (its ops take the value as an input); msgraph raised its TypeError ("must be int": a graph value; argmin: a
RuntimeError, "a symbolic tensor was used outside of graph compilation").  The gradient of diagonal with a mutable
offset is MindSpore's Graph-mode RuntimeError (its bprop casts the offset, 'ValueAny'): FOLLOW_PYNATIVE.
Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable, mint
from _conf import emit_error

FOLLOW_PYNATIVE = {"diagonal.grad": "MindSpore's Graph mode: RuntimeError (its bprop needs a constant offset)"}

X = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


class Flatten(nn.Cell):
    def construct(self, x, d):
        return mint.flatten(ops.expand_dims(x, 0), d) * 1.5


class Argmin(nn.Cell):
    def construct(self, x, d):
        return x.argmin(d)


class Diagonal(nn.Cell):
    def construct(self, x, d):
        return ops.diagonal(x, d) * 1.5


g = ops.GradOperation()
for name, cls in (("flatten", Flatten), ("diagonal", Diagonal), ("argmin", Argmin)):
    emit_error(f"{name}.mut1", lambda: cls()(X, mutable(1)))
    emit_error(f"{name}.mut_neg", lambda: cls()(X, mutable(-1)))
    emit_error(f"{name}.grad", lambda: g(cls())(X, mutable(1)))
