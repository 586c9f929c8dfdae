"""P.Conv3D / P.Conv3DTranspose forward and gradients, nn.Conv3d with given weights (tests/st/ops/cpu/test_conv_op.py,
test_conv3dtranspose_op.py): valid / pad / same, stride, dilation, output_padding."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, w):
        return self.op(x, w)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, w, s):
        return self.g(self.net)(x, w, s)


x = Tensor(np.arange(81).reshape(1, 3, 3, 3, 3).astype(np.float32) / 10)
w = Tensor(np.cos(np.arange(96)).reshape(4, 3, 2, 2, 2).astype(np.float32))
for label, op in (("valid", P.Conv3D(4, 2)),
                  ("pad", P.Conv3D(4, 2, pad_mode="pad", pad=(1, 1, 1, 0, 0, 1))),
                  ("same_stride", P.Conv3D(4, 2, pad_mode="same", stride=2)),
                  ("dilation", P.Conv3D(4, 2, pad_mode="pad", pad=1, dilation=2))):
    net = Net(op)
    out = net(x, w)
    emit(label, out, rtol=1e-5, atol=1e-5)
    emit(label + "_grads", GradNet(net)(x, w, Tensor(np.sin(np.arange(out.size)).reshape(out.shape).astype(np.float32))),
         rtol=1e-5, atol=1e-5)
xt = Tensor(np.arange(54).reshape(1, 2, 3, 3, 3).astype(np.float32) / 10)
wt = Tensor(np.cos(np.arange(32)).reshape(2, 2, 2, 2, 2).astype(np.float32))
for label, op in (("t_pad", P.Conv3DTranspose(2, 2, 2, pad_mode="pad", pad=1)),
                  ("t_valid_stride", P.Conv3DTranspose(2, 2, 2, stride=2)),
                  ("t_output_padding", P.Conv3DTranspose(2, 2, 2, pad_mode="pad", pad=1, stride=2, output_padding=1))):
    net = Net(op)
    out = net(xt, wt)
    emit(label, out, rtol=1e-5, atol=1e-5)
    emit(label + "_grads", GradNet(net)(xt, wt, Tensor(np.sin(np.arange(out.size)).reshape(out.shape).astype(np.float32))),
         rtol=1e-5, atol=1e-5)
cell = nn.Conv3d(3, 4, 2, pad_mode="valid", has_bias=True, weight_init=w, bias_init=Tensor(np.array([1, 2, 3, 4], np.float32)))
emit("cell", cell(x), rtol=1e-5, atol=1e-5)
