"""A tuple of numbers of several types indexed by a number known when the graph runs (`(1, 2.5, True, 4)[i]` with
`i = mutable(k)` or a 0-d Tensor; found by the adapt35q sweep of st ops/dynamic_sequence): MindSpore 2.10 picks the
item itself (True stays a bool, 4 an int: `x * s[i]` of an Int64 Tensor stays Int64), and an index out of range is
Python's IndexError.  msgraph had stacked the items into one float32 array (1.0, 4.0; Float32 results) and raised
RealTupleGetItem's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from _conf import emit_error

MODES = ("graph",)


class Get(nn.Cell):
    def construct(self, s, i):
        return s[i]


class Arith(nn.Cell):
    def construct(self, s, i):
        v = s[i]
        return v * 2, v + 1


class Scale(nn.Cell):
    def construct(self, x, i):
        s = (1, 2.5, True, 4)
        return x * s[i]


class Two(nn.Cell):
    def construct(self, i):
        s = (1, 2.5, True, 4)
        return s[i], (3, 4.5)[i]


SEQ = (1, 2.5, True, 4)
XI = Tensor(np.array([1, 2], np.int64))
XF = Tensor(np.array([1.0, 2.0], np.float32))
for k in (0, 1, 2, -1, 5):
    emit_error("get_%d" % k, lambda k=k: Get()(SEQ, mutable(k)))
    emit_error("get_mutable_seq_%d" % k, lambda k=k: Get()(mutable(SEQ), mutable(k)))
    emit_error("get_tensor_index_%d" % k, lambda k=k: Get()(SEQ, Tensor(k)))
    emit_error("arith_%d" % k, lambda k=k: Arith()(SEQ, mutable(k)))
    emit_error("scale_int_%d" % k, lambda k=k: Scale()(XI, mutable(k)))
    emit_error("scale_float_%d" % k, lambda k=k: Scale()(XF, mutable(k)))
    emit_error("two_%d" % k, lambda k=k: Two()(mutable(k)))
emit_error("bool_int_1", lambda: Get()((True, 3), mutable(1)))
emit_error("bool_int_0", lambda: Get()((True, 3), mutable(0)))
emit_error("same_type_ints", lambda: Get()((1, 2, 3), mutable(-1)))
