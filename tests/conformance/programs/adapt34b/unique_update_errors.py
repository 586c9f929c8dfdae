"""Error classes MindSpore 2.10 gives (found by the adapt34b variant sweep of st ops/cpu test_unique_op.py and
test_tensor_scatter_arithmetic.py / test_scatter_nd_update_op.py): Unique of an input that is not 1-d is a
RuntimeError ("Rank of Unique's input must be 1"; msgraph: ValueError); a negative index in TensorScatterUpdate /
ScatterNdUpdate is a RuntimeError ("The int value(-1) is less than 0"), an index past the end stays a ValueError.
In a Cell, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *a):
        return self.op(*a)


class Upd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.arange(12).reshape(3, 4).astype(np.float32)), "p")

    def construct(self, i, u):
        ops.ScatterNdUpdate()(self.p, i, u)
        return self.p


emit_error("unique_2d", Net(ops.Unique()), Tensor(np.array([[1, 2], [2, 3]], np.int32)))
emit_error("unique_0d", Net(ops.Unique()), Tensor(np.array(3, np.int32)))
emit_error("unique_1d", Net(ops.Unique()), Tensor(np.array([3, 1, 3], np.int32)))
x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
u = Tensor(np.ones((2, 4), np.float32))
emit_error("tsu_neg", Net(ops.TensorScatterUpdate()), x, Tensor(np.array([[-1], [0]], np.int32)), u)
emit_error("tsu_past", Net(ops.TensorScatterUpdate()), x, Tensor(np.array([[3], [0]], np.int32)), u)
emit_error("tsu_ok", Net(ops.TensorScatterUpdate()), x, Tensor(np.array([[2], [0]], np.int32)), u)
emit_error("sndu_neg", Upd(), Tensor(np.array([[-1], [0]], np.int32)), u)
emit_error("sndu_past", Upd(), Tensor(np.array([[3], [0]], np.int32)), u)
