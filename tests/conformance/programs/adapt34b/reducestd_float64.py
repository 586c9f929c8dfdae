"""ReduceStd of float64 as MindSpore 2.10 computes it (found by the adapt34b variant sweep of st ops/cpu
test_reduce_std_op.py): its CPU kernel is float32, so float64 inputs give float32-rounded std and mean widened back
(1.2808688879013062 for 1.2808688457449497; a column holding 1e300 has mean inf and std nan).  Axis, all axes,
unbiased or not, keep_dims, eagerly and in a Cell (Graph mode); float32 unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


x = np.array([[0.1, 1 / 3, 1e-3], [1 + 1e-12, 2.5, -7.25], [1.0, 3.75, 0.125]], np.float64)
big = np.array([[0.1, 1e300], [1 / 3, -3.0]], np.float64)
emit("axis0", Net(ops.ReduceStd(axis=0))(Tensor(x)))
emit("axis_neg_biased_keep", Net(ops.ReduceStd(axis=-1, unbiased=False, keep_dims=True))(Tensor(x)))
emit("all", Net(ops.ReduceStd())(Tensor(x)))
emit("big", Net(ops.ReduceStd(axis=0))(Tensor(big)))
emit("float32", Net(ops.ReduceStd(axis=0))(Tensor(x.astype(np.float32))))
