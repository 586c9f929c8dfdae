"""mint.nn.UpsamplingNearest2d (size, or scale_factor read back as in / out) and its gradient; the generated
ScatterValue / Scatter primitives of ops.auto_generate (st mint test_nn_UpsamplingNearest, test_scatter)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit


class Up(nn.Cell):
    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.net = mint.nn.UpsamplingNearest2d(size, scale_factor)

    def construct(self, x):
        return self.net(x)


x = Tensor(np.arange(12).reshape(1, 2, 2, 3).astype(np.float32) / 10)
for i, (size, sf) in enumerate([((4, 5), None), (None, (1.7, 2.3)), ([3, 3], None), (None, [2.0, 2.0])]):
    out = Up(size, sf)(x)
    emit(f"nearest{i}", (out, str(out.dtype)))
    emit(f"nearest_grad{i}", ops.grad(Up(size, sf))(x))


class ScatterV(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, x, dim, index, src):
        return self.prim(x, dim, index, src)


z = Tensor(np.zeros((3, 4), np.float32))
idx = Tensor(np.array([[0, 1], [2, 3], [1, 0]]), ms.int64)
emit("scatter_value_dim1", ScatterV(ops.auto_generate.ScatterValue())(z, 1, idx, 2.5))
emit("scatter_value_dim0", ScatterV(ops.auto_generate.ScatterValue())(z, 0, Tensor(np.array([[2, 0, 1]]), ms.int64), 7.0))
emit("scatter_src", ScatterV(ops.auto_generate.Scatter())(z, 1, idx, Tensor(np.arange(6).reshape(3, 2).astype(np.float32))))
