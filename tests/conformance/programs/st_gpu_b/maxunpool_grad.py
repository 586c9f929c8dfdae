"""Adapted from tests/st/ops/gpu/test_maxunpool2d_op.py and test_maxunpool3d_op.py (run on the CPU backend):
MaxUnpool2D / 3D in channels-first and channels-last layouts and their grad primitives."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor(np.arange(1, 9).reshape(1, 2, 2, 2).astype(np.float32))
idx = Tensor(np.array([[[[0, 3], [13, 10]], [[5, 7], [8, 15]]]], np.int64))
for fmt in ("NCHW", "NHWC"):
    emit("unpool2d_" + fmt, Net(ops.MaxUnpool2D(ksize=2, strides=2, pads=0, data_format=fmt))(x, idx))
    grad = Tensor(np.arange(1, 33).reshape((1, 2, 4, 4) if fmt == "NCHW" else (1, 4, 4, 2)).astype(np.float32))
    emit("unpool2d_grad_" + fmt, Net(G.MaxUnpool2DGrad(ksize=(1, 1, 2, 2), strides=(1, 1, 2, 2), pads=(1, 1, 0, 0),
                                                       data_format=fmt))(x, grad, idx))
x3 = Tensor(np.arange(1, 9).reshape(1, 1, 2, 2, 2).astype(np.float32))
i3 = Tensor(np.array([0, 3, 13, 10, 40, 50, 60, 63], np.int32).reshape(1, 1, 2, 2, 2))
for fmt in ("NCDHW", "NDHWC"):
    xx, ii = (x3, i3) if fmt == "NCDHW" else (Tensor(x3.asnumpy().reshape(1, 2, 2, 2, 1)),
                                               Tensor(i3.asnumpy().reshape(1, 2, 2, 2, 1)))
    emit("unpool3d_" + fmt, Net(ops.MaxUnpool3D(ksize=2, strides=2, pads=0, data_format=fmt))(xx, ii))
    g = Tensor(np.arange(64, dtype=np.float32).reshape((1, 1, 4, 4, 4) if fmt == "NCDHW" else (1, 4, 4, 4, 1)))
    emit("unpool3d_grad_" + fmt, Net(G.MaxUnpool3DGrad(ksize=(1, 1, 2, 2, 2), strides=(1, 1, 2, 2, 2),
                                                       pads=(1, 1, 0, 0, 0), data_format=fmt))(xx, g, ii))
