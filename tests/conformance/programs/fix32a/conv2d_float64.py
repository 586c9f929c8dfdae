"""P.Conv2D and ops.conv2d of float64 Tensors: MindSpore 2.10's Conv2D has no float64 kernel, a TypeError in both
modes (cpu32's variant sweep; nn.Conv2d's float64 weights: nn25/conv2d_float64); float32 computes."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Conv2D(2, 3)

    def construct(self, a, b):
        return self.op(a, b)


class F(nn.Cell):
    def construct(self, a, b):
        return ops.conv2d(a, b, None, 1, "pad", 1)


x = np.sin(np.arange(32) * 1.37 + 0.3).reshape(1, 2, 4, 4)
w = np.cos(np.arange(36) * 0.7).reshape(2, 2, 3, 3)
emit_error("P_conv2d_f64", lambda: P()(Tensor(x), Tensor(w)))
emit_error("ops_conv2d_f64", lambda: F()(Tensor(x), Tensor(w)))
emit("P_conv2d_f32", P()(Tensor(x.astype(np.float32)), Tensor(w.astype(np.float32))), rtol=1e-5, atol=1e-5)
emit("ops_conv2d_f32", F()(Tensor(x.astype(np.float32)), Tensor(w.astype(np.float32))), rtol=1e-5, atol=1e-5)
