"""Softmax / LogSoftmax of rows holding inf or NaN as MindSpore 2.10's CPU kernels compute them (cpu32's variant
sweep): along the last axis of float32 the maximum skips NaN (nnacl's ``x > max`` from float32's lowest value) and
where ``x - max`` is NaN the kernel's exp gives +inf, so the row's sum is inf: Softmax ``[1, inf, 2]`` and
``[1, nan, 2]`` give ``[0, nan, 0]``; a row of -inf gives 0s (the kernel's ``exp_sum != 0`` check fails after
writing exp).  LogSoftmax (every float dtype): ``[-inf, nan, -inf]``, a -inf row NaN.  float16/float64 Softmax and
other axes: NaN rows.  ops.Softmax/LogSoftmax, ops.softmax/log_softmax, nn.Softmax/LogSoftmax, in a Cell, gradients."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

n, I = np.nan, np.inf
ROWS = [[1., I, 2.], [I, I, 1.], [-I, 1., 2.], [1., n, 2.], [I, n, 1.], [-I, I, 0.], [n, 1., 2.], [1., 2., n],
        [n, n, n], [-I, -I, -I], [I, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1., n, 2.] + [0.] * 8, [n] + [1.] * 11,
        [1.] * 8 + [n, 1.], [1, 2, 3, 4, 5, 6, 7, 8, I, 0, 0, 0]]
# LogSoftmax: the rows whose outputs are all inf / NaN (MindSpore's finite LogSoftmax values are not bit-exact in
# msgraph, and its 8-lane block before a tail NaN differs: see docs/differences.md, fix32a)
LOG_ROWS = [[1., I, 2.], [I, I, 1.], [1., n, 2.], [I, n, 1.], [-I, I, 0.], [n, 1., 2.], [1., 2., n], [n, n, n],
            [-I, -I, -I], [I, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1., n, 2.] + [0.] * 8, [n] + [1.] * 11]


class C(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a):
        return self.op(a)


for dt in (np.float32, np.float16, np.float64):
    for i, r in enumerate(ROWS):
        emit(f"softmax_{dt.__name__}_{i}", C(ops.Softmax())(Tensor(np.array([r], dt))))
    for i, r in enumerate(LOG_ROWS):
        emit(f"log_softmax_{dt.__name__}_{i}", C(ops.LogSoftmax())(Tensor(np.array([r], dt))))
two = np.array([[1., 2., 3.], [-I, -I, -I]], np.float32)   # (rows after a -inf row are uninitialised in MindSpore)
emit("softmax_rows_before_neg_inf", C(ops.Softmax())(Tensor(two)))
m = np.array([[1., I, 5.], [2., 3., n], [n, 1., 2.], [4., 1., I]], np.float32)
emit("softmax_axis0", C(ops.Softmax(0))(Tensor(m)))
emit("log_softmax_axis0", C(ops.LogSoftmax(0))(Tensor(m)))
emit("softmax_axis1_of_3d", C(ops.Softmax(1))(Tensor(m.reshape(2, 2, 3))))
emit("softmax_last_of_3d", C(ops.Softmax(-1))(Tensor(m.reshape(2, 2, 3))))
emit("log_softmax_last_of_3d", C(ops.LogSoftmax(-1))(Tensor(m.reshape(2, 2, 3))))
emit("ops_softmax", ops.softmax(Tensor(m)))
emit("ops_log_softmax", ops.log_softmax(Tensor(m)))
emit("nn_softmax", C(nn.Softmax())(Tensor(m)))
emit("nn_log_softmax", C(nn.LogSoftmax())(Tensor(m)))
g = np.array([[1., I, 2.], [1., n, 2.], [-I, -I, -I]], np.float32)
emit("softmax_grad", ops.grad(C(ops.Softmax()))(Tensor(g)))
emit("log_softmax_grad", ops.grad(C(ops.LogSoftmax()))(Tensor(g)))
