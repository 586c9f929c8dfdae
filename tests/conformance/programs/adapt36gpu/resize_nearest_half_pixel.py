"""`P.ResizeNearestNeighbor(size, half_pixel_centers=True)` (st ops/gpu resize_nearest_neighbor_op variants,
adapt36gpu): MindSpore 2.10's CPU kernel ignores half_pixel_centers, in both modes (4 -> 6 columns: [0, 0, 1, 2, 2,
3] either way); msgraph had used the half-pixel source index ([0, 1, 1, 2, 3, 3]).  Forward in 3 float dtypes and
int32, align_corners unchanged, the gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, size, ac, hp):
        super().__init__()
        self.p = P.ResizeNearestNeighbor(size, align_corners=ac, half_pixel_centers=hp)

    def construct(self, x):
        return self.p(x)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(sens_param=True)

    def construct(self, x, s):
        return self.g(self.net)(x, s)


X = np.arange(2 * 4 * 5).reshape(1, 2, 4, 5) / 4.0
for size in [(1, 6), (3, 2), (7, 3), (4, 5)]:
    for hp in [False, True]:
        emit_error(f"f32_{size}_{hp}", lambda: Net(size, False, hp)(Tensor(X, ms.float32)))
    emit_error(f"ac_{size}", lambda: Net(size, True, False)(Tensor(X, ms.float32)))
for dt in [ms.float16, ms.float64, ms.int32]:
    emit_error(f"hp_{dt}", lambda: Net((7, 3), False, True)(Tensor(X, dt)))
S = Tensor(np.arange(2 * 7 * 3).reshape(1, 2, 7, 3).astype(np.float32))
emit_error("grad_hp", lambda: Grad(Net((7, 3), False, True))(Tensor(X, ms.float32), S))
