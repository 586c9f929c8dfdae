"""mint.max / mint.min argument checks (MindSpore 2.10): a numpy input, dim=None with keepdim, a non-bool keepdim
are TypeErrors, in a Cell (Graph mode's wording) and eagerly (PyNative's); the valid overloads still work."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error


class MaxNet(nn.Cell):
    def construct(self, x):
        return mint.max(x)


class MaxDimNet(nn.Cell):
    def construct(self, x, dim, keepdim=False):
        return mint.max(x, dim, keepdim)


class MinDimNet(nn.Cell):
    def construct(self, x, dim, keepdim=False):
        return mint.min(x, dim, keepdim)


x_np = np.array([[1., 25., 5., 7.], [4., 11., 6., 21.]]).astype(np.float32)
x = Tensor(x_np)
emit_error("numpy_input", lambda: MaxNet()(x_np))
emit_error("numpy_input_dim", lambda: MaxDimNet()(x_np, dim=-1, keepdim=True))
emit_error("dim_none_keepdim", lambda: MaxDimNet()(x, dim=None, keepdim=True))
emit_error("keepdim_int", lambda: MaxDimNet()(x, dim=-1, keepdim=-1))
emit_error("min_keepdim_int", lambda: MinDimNet()(x, 1, 1))
emit("max_all", MaxNet()(x))
emit("max_dim", MaxDimNet()(x, -1, True))
emit("min_dim", MinDimNet()(x, 0))
emit("maximum", mint.max(x, Tensor(np.full((2, 4), 9.0, np.float32))))
emit_error("eager_min_keepdim_int", lambda: mint.min(x, 1, 1))
emit_error("eager_max_numpy", lambda: mint.max(x_np))
