"""L2Loss and ScatterNd as MindSpore 2.10's CPU kernels sum, both modes.

L2Loss adds the squares (computed in T) one by one in T, then halves: a float16 sum stagnates (32288.0 for 12000
squares whose float32 sum is 39934) or overflows where a wider sum would not, float32 / float64 round in that order.
msgraph summed the squares in float64 and cast: inf where MindSpore gives 32288.0 (SILENT), float32 1.3e-6 off.
ScatterNd adds float16 updates at duplicate indices in float, in index order, and rounds once (661.5 where msgraph,
adding in float16, gave 664.5: SILENT); float32 / TensorScatterAdd already agreed.  Found by vd50g while probing the
accumulating ops of st/ops/gpu test_tensor_scatter_* / test_unsorted_segment_* on other dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit as _emit


def emit(label, value):
    _emit(label, value, rtol=0.0, atol=0.0)   # the kernels' roundings are the point


class L2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.L2Loss()

    def construct(self, x):
        return self.op(x)


class Scat(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ScatterNd()

    def construct(self, idx, upd):
        return self.op(idx, upd, (5, 4))


v = np.sin(np.arange(3000 * 4) * 1.37).reshape(3000, 4) * 3.3 + 1.1
idx = Tensor((np.arange(3000) * 7 % 5).reshape(3000, 1).astype(np.int32))
for dt in (np.float16, np.float32, np.float64):
    n = dt.__name__
    emit(f"l2loss_{n}", L2()(Tensor(v.astype(dt))))
    emit(f"l2loss_small_{n}", L2()(Tensor(np.array([1e-3, 3e-3, 5e-4, 0.25], dt))))
    emit(f"scatter_nd_dup_{n}", Scat()(idx, Tensor(v.astype(dt))))
emit("l2loss_f16_pair_overflow", L2()(Tensor(np.array([200.0, 200.0], np.float16))))
emit("l2loss_f16_square_overflow", L2()(Tensor(np.array([300.0], np.float16))))
emit("grad_l2loss_f16", ms.grad(L2())(Tensor(v[:5].astype(np.float16))))
emit("grad_scatter_nd_f16", ms.grad(Scat(), grad_position=1)(idx[:7], Tensor(v[:7].astype(np.float16))))
