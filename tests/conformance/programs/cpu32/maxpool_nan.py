"""MaxPool over NaN and -inf as MindSpore 2.10's CPU kernel computes it (found by the cpu32 variant sweep of st
ops/cpu's test_maxpool_op.py): each window starts at float32's lowest value and takes ``m if m > v else v`` over
its elements in row-major order, padding skipped, so a NaN is replaced by the element after it (only a trailing
NaN comes out) and a window of -inf gives -3.4028235e+38 (float32/float64; -inf in float16).  The gradient goes to
the first element greater than all before it (NaN never is), or to the window's first position (lost when that is
padding).  ops.MaxPool and nn.MaxPool2d/MaxPool1d, valid/same, float16/32/64, in a Cell and its gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

n, I = np.nan, np.inf
x = np.array([[[[n, 1, 2, n, n, n], [2, 3, n, 5, n, n], [-I, n, 0, 0, 7, 1], [n, n, 1, n, 2, 9]]]], np.float32)
y = np.array([[[[2, 1, -I, -I, n, -I, 5, n], [n, 0, -I, -I, -I, -I, 1, 2]]]], np.float32)


class M(nn.Cell):
    def __init__(self, k, s, pm="valid"):
        super().__init__()
        self.p = ops.MaxPool(k, s, pm)

    def construct(self, a):
        return self.p(a)


for k, s, pm in ((2, 2, "valid"), (3, 1, "same"), (3, 2, "same"), ((2, 3), (1, 2), "valid")):
    for name, v in (("x", x), ("y", y)):
        for dt in (np.float32, np.float16, np.float64):
            label = f"{name}_{k}_{s}_{pm}_{dt.__name__}"
            emit(label, M(k, s, pm)(Tensor(v.astype(dt))))
            emit(label + "_grad", ops.grad(M(k, s, pm))(Tensor(v.astype(dt))))
emit("no_nan_all_neg_inf", M(2, 2)(Tensor(np.full((1, 1, 2, 4), -I, np.float32))))
emit("no_nan_all_neg_inf_f16", M(2, 2)(Tensor(np.full((1, 1, 2, 4), -I, np.float16))))
emit("nn_maxpool2d", nn.MaxPool2d(2, 2)(Tensor(y)))
emit("nn_maxpool1d", nn.MaxPool1d(2, 2)(Tensor(y[0])))
