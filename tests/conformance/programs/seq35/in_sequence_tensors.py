"""`_sequence_ops.InSequence()(t, (a, b))` with Tensors known when the graph runs (adapt35q "Left"): MindSpore 2.10
compares values, a Python bool -- True where an item of t's shape equals it everywhere (the same Tensor, an equal
one, an equal 2-element vector; a mutable tuple of Tensors too).  msgraph asked for constants ("For 'InSequence',
the input must be a constant here.")."""
import numpy as np
from mindspore import nn, Tensor, mutable
from mindspore.ops.operations import _sequence_ops as so
from _conf import emit_error


class InTuple(nn.Cell):
    def construct(self, c, a, b):
        return so.InSequence()(c, (a, b))


class InList(nn.Cell):
    def construct(self, c, a, b):
        return so.InSequence()(c, [a, b])


class InSeq(nn.Cell):
    def construct(self, c, s):
        return so.InSequence()(c, s)


a = Tensor(1.0)
b = Tensor(2.0)
v1 = Tensor(np.array([1.0, 2.0], np.float32))
v2 = Tensor(np.array([3.0, 4.0], np.float32))
emit_error("same_tensor", lambda: InTuple()(a, a, b))
emit_error("equal_value", lambda: InTuple()(Tensor(2.0), a, b))
emit_error("other_value", lambda: InTuple()(Tensor(3.0), a, b))
emit_error("list_other", lambda: InList()(Tensor(3.0), a, b))
emit_error("list_equal", lambda: InList()(Tensor(1.0), a, b))
emit_error("vector_equal", lambda: InTuple()(Tensor(np.array([3.0, 4.0], np.float32)), v1, v2))
emit_error("vector_other", lambda: InTuple()(Tensor(np.array([1.0, 5.0], np.float32)), v1, v2))
emit_error("int_equal", lambda: InTuple()(Tensor(2), Tensor(1), Tensor(2)))
emit_error("mutable_other", lambda: InSeq()(Tensor(3.0), mutable((a, b))))
emit_error("mutable_equal", lambda: InSeq()(Tensor(2.0), mutable((a, b))))
