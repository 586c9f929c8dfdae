"""Adapted from tests/st/ops/cpu/test_conv2d_backprop_input_op.py / test_conv2d_backprop_filter_op.py: the public
P.Conv2DBackpropInput (alias P.Conv2DTranspose) and _grad_ops.Conv2DBackpropFilter primitives (MindSpore's
attribute order; out_channel/kernel_size are read from the weight), their pad modes and the gradient."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class BackpropInput(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.op = P.Conv2DBackpropInput(**kw)

    def construct(self, d, w, x):
        return self.op(d, w, x.shape)


class BackpropFilter(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.op = G.Conv2DBackpropFilter(**kw)

    def construct(self, d, x, w):
        return self.op(d, x, w.shape)


w = Tensor(np.arange(2 * 3 * 3 * 3).reshape(2, 3, 3, 3).astype(np.float32) / 10)
dout = Tensor(np.arange(1 * 2 * 3 * 3).reshape(1, 2, 3, 3).astype(np.float32) / 5)
x = Tensor(np.arange(1 * 3 * 7 * 7).reshape(1, 3, 7, 7).astype(np.float32) / 20)
emit("input_valid_stride2", BackpropInput(out_channel=2, kernel_size=3, stride=2)(dout, w, x), rtol=1e-5)
emit("input_same_stride3", BackpropInput(out_channel=2, kernel_size=3, pad_mode="same", stride=3)(dout, w, x),
     rtol=1e-5)
emit("input_pad1_stride3", BackpropInput(out_channel=2, kernel_size=3, pad_mode="pad", pad=1, stride=3)(dout, w, x),
     rtol=1e-5)
emit("input_attrs_not_checked", BackpropInput(out_channel=5, kernel_size=1, stride=2)(dout, w, x), rtol=1e-5)
emit("transpose_alias", P.Conv2DTranspose(2, 3, stride=2)(dout, w, (1, 3, 7, 7)), rtol=1e-5)
emit("filter_valid_stride2", BackpropFilter(out_channel=2, kernel_size=3, stride=(2, 2))(dout, x, w), rtol=1e-5)
emit("filter_dilation4", BackpropFilter(out_channel=2, kernel_size=3, stride=(2, 2), dilation=(1, 1, 1, 1))(dout, x, w),
     rtol=1e-5)
grads = ops.GradOperation(get_all=True)(BackpropInput(out_channel=2, kernel_size=3, stride=2))(dout, w, x)
emit("input_grads", grads, rtol=1e-5)
fgrads = ops.GradOperation(get_all=True)(BackpropFilter(out_channel=2, kernel_size=3, stride=(2, 2)))(dout, x, w)
emit("filter_grads", fgrads, rtol=1e-5)
