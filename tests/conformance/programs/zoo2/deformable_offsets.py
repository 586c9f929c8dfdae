"""DeformableOffsets and DeformableOffsetsGrad (the primitives under ops.deformable_conv2d), float32 and
float16."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit

# the primitives under deformable_conv2d: DeformableOffsets and its gradient primitive
from mindspore.ops.operations import nn_ops
from mindspore.ops.operations import _grad_ops as G


class Offsets(nn.Cell):
    def __init__(self, fmt):
        super().__init__()
        self.op = nn_ops.DeformableOffsets((1, 1, 1, 1), (0, 1, 1, 0), (2, 2), data_format=fmt)

    def construct(self, x, off):
        return self.op(x, off)


class OffsetsGrad(nn.Cell):
    def __init__(self, fmt):
        super().__init__()
        self.op = G.DeformableOffsetsGrad((1, 1, 1, 1), (0, 1, 1, 0), (2, 2), data_format=fmt)

    def construct(self, dout, x, off):
        return self.op(dout, x, off)


xo = (np.arange(2 * 4 * 5, dtype=np.float32).reshape(1, 2, 4, 5) % 9) / 9
oo = (((np.arange(12 * 4 * 5, dtype=np.float32) * 31 % 41) / 41 - 0.5) * 3).reshape(1, 12, 4, 5)
oo[:, 8:] = (oo[:, 8:] + 1.5) / 3
dout = ((np.arange(2 * 8 * 10, dtype=np.float32) % 5) / 5).reshape(1, 2, 8, 10)
for dt in (np.float32, np.float16):
    tol = 1e-5 if dt == np.float32 else 2e-3
    emit(f"offsets_nchw_{dt.__name__}", Offsets("NCHW")(Tensor(xo.astype(dt)), Tensor(oo.astype(dt))), rtol=tol, atol=tol)
    g = OffsetsGrad("NCHW")(Tensor(dout.astype(dt)), Tensor(xo.astype(dt)), Tensor(oo.astype(dt)))
    emit(f"offsets_grad_nchw_{dt.__name__}", list(g), rtol=tol * 10, atol=tol * 10)
