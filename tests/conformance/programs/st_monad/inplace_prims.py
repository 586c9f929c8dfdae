# In-place primitives on a Cell's Tensor arguments (InplaceIndexAdd, AssignAdd, gen_ops_prim's
# inplace_copy_op), MindSpore's generated view ops read in a Cell, and x[0] = Tensor([v]).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.ops import operations as P
from mindspore.ops.auto_generate.gen_ops_prim import inplace_copy_op, select_ext_view_op
from mindspore.ops.auto_generate.gen_ops_def import slice_ext_view_op, expand_dims_view_op
from _conf import emit


class IndexAdd(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.op = P.InplaceIndexAdd(axis=axis)

    def construct(self, x, indices, updates):
        self.op(x, indices, updates)
        return x


x = Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.int32))
emit("index_add_axis0", IndexAdd(0)(x, Tensor(np.array([0, 2, 0], np.int32)),
                                    Tensor(np.array([[1, 2], [7, 8], [10, 20]], np.int32))))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("index_add_axis1", IndexAdd(1)(x, Tensor(np.array([2, 0], np.int32)),
                                    Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))))


class AssignAddArg(nn.Cell):
    def construct(self, x, y):
        P.AssignAdd()(x, y)
        return x * 2


emit("assign_add_tensor_arg", AssignAddArg()(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3, 4], np.int32))))


class Copy(nn.Cell):
    def construct(self, x, y):
        inplace_copy_op(x, y)
        return x


emit("inplace_copy_broadcast", Copy()(Tensor(np.zeros((2, 3), np.float32)), Tensor(np.array([1.0, 2.0, 3.0], np.float32))))


class Views(nn.Cell):
    def construct(self, x):
        a = select_ext_view_op(x, 1, 2)
        b = slice_ext_view_op(x, 0, 0, 2, 1)
        c = expand_dims_view_op(x, 0)
        return a, b, c


emit("view_ops_read", Views()(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))))


class SetOne(nn.Cell):
    def construct(self, x, y):
        x[1] = y
        return x + 0


emit("setitem_size1_value", SetOne()(Tensor(np.array([1, 1, 1], np.int32)), Tensor(np.array([2], np.int32))))
