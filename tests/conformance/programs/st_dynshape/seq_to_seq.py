"""mindspore.ops._utils.arg_dtype_cast.ListToTuple / TupleToList (tests/st/dynamic_shape/test_ops_seq_to_seq.py):
the sequence converted, and a gradient through its Tensor element."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops._utils.arg_dtype_cast import ListToTuple, TupleToList
from _conf import emit


class L2T(nn.Cell):
    def construct(self, a, b, c):
        return ListToTuple()([a, b, c])


class T2L(nn.Cell):
    def construct(self, a, b, c):
        return TupleToList()((a, b, c))


class Sum(nn.Cell):
    def construct(self, a, b):
        t = ListToTuple()([a * 2, b])
        return t[0] + t[1]


t = Tensor(np.array([1.1, 2.0], np.float32))
out = L2T()(1.5, (1, 2, 3), t)
emit("list_to_tuple", (type(out).__name__, out[0], out[1], out[2]))
out = T2L()(1.5, [1, 2], t)
emit("tuple_to_list", (type(out).__name__, out[0], out[1], out[2]))
emit("grad_through_list_to_tuple", ops.grad(Sum(), (0, 1))(t, Tensor(np.array([3.0, 4.0], np.float32))))
