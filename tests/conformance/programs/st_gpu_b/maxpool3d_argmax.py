"""Adapted from tests/st/ops/gpu/test_maxpool3d_with_argmax_op.py and test_maxpool3d_grad_with_argmax_op.py
(run on the CPU backend): values and argmax under pads, strides, dilation, ceil_mode; the grad primitive and
the forward op's gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import nn_ops as NN
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor((np.arange(2 * 2 * 4 * 5 * 6) * 37 % 101).reshape(2, 2, 4, 5, 6).astype(np.float32))
cases = {"k3s1": dict(ksize=3, strides=1, pads=0), "k2s2p1": dict(ksize=2, strides=2, pads=1),
         "k3s2_ceil": dict(ksize=3, strides=2, pads=1, ceil_mode=True),
         "k2_dil2": dict(ksize=2, strides=1, pads=0, dilation=2),
         "k232_s212": dict(ksize=(2, 3, 2), strides=(2, 1, 2), pads=(1, 1, 0))}
for name, kw in cases.items():
    out, arg = Net(NN.MaxPool3DWithArgmax(**kw))(x)
    emit("fwd_" + name, out)
    emit("argmax_" + name, arg)
    dy = Tensor(np.arange(out.size, dtype=np.float32).reshape(out.shape) + 1)
    gkw = {k: v for k, v in kw.items()}
    emit("grad_" + name, Net(G.MaxPool3DGradWithArgmax(**gkw))(x, dy, arg))
emit("argmax_int32", Net(NN.MaxPool3DWithArgmax(ksize=2, strides=2, pads=0, argmax_type=ms.int32))(x)[1])
emit("fwd_f16", Net(NN.MaxPool3DWithArgmax(ksize=2, strides=1, pads=0))(Tensor(x.asnumpy().astype(np.float16)))[0])
emit("grad_mask_given", Net(G.MaxPool3DGradWithArgmax(ksize=3, strides=1, pads=0))(
    Tensor(np.arange(36).reshape(1, 1, 3, 4, 3).astype(np.float32)), Tensor(np.ones((1, 1, 1, 2, 1), np.float32)),
    Tensor(np.array([[[[[32], [35]]]]], np.int32))))


class First(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = NN.MaxPool3DWithArgmax(ksize=2, strides=2, pads=1)

    def construct(self, x):
        return self.pool(x)[0] * 2


emit("bprop", ops.GradOperation()(First())(x))
