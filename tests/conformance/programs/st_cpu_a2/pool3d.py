"""P.MaxPool3D / P.AvgPool3D forward and gradient, ops.avg_pool3d / avg_pool1d (tests/st/ops/cpu/test_maxpool_op.py,
test_avgpool_op.py): valid / same / pad modes, count_include_pad, divisor_override, first maximum of ties."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


class GradSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.g(self.net)(*args)


x = Tensor(np.arange(72).reshape(1, 3, 2, 3, 4).astype(np.float32))
xt = Tensor((np.arange(72).reshape(1, 3, 2, 3, 4) % 5).astype(np.float32))   # ties
for label, op in (("max_valid", P.MaxPool3D(kernel_size=(2, 2, 3), strides=1, pad_mode="VALID")),
                  ("max_same", P.MaxPool3D(kernel_size=(2, 2, 3), strides=1, pad_mode="SAME")),
                  ("max_stride", P.MaxPool3D(kernel_size=2, strides=2, pad_mode="SAME")),
                  ("avg_valid", P.AvgPool3D(kernel_size=2, strides=1, pad_mode="valid")),
                  ("avg_same_nopad", P.AvgPool3D(kernel_size=(2, 2, 3), strides=1, pad_mode="same", count_include_pad=False)),
                  ("avg_pad_include", P.AvgPool3D(kernel_size=2, strides=2, pad_mode="pad", pad=1, count_include_pad=True)),
                  ("avg_pad_exclude", P.AvgPool3D(kernel_size=2, strides=2, pad_mode="pad", pad=1, count_include_pad=False)),
                  ("avg_divisor", P.AvgPool3D(kernel_size=2, strides=1, divisor_override=3))):
    net = Net(op)
    for tag, inp in (("", x), ("_ties", xt)):
        out = net(inp)
        emit(label + tag, out, rtol=1e-6)
        sens = Tensor(np.arange(out.size).reshape(out.shape).astype(np.float32) + 1)
        emit(label + tag + "_grad", GradSens(net)(inp, sens), rtol=1e-5)
emit("max_f16", Net(P.MaxPool3D(kernel_size=2, strides=1))(Tensor(x.asnumpy().astype(np.float16))))
emit("avg_pool3d_fn", ops.avg_pool3d(x, kernel_size=2, stride=1, padding=1, count_include_pad=False), rtol=1e-6)
emit("avg_pool1d_fn", ops.avg_pool1d(Tensor(np.arange(12).reshape(1, 2, 6).astype(np.float32)), kernel_size=3, stride=2, padding=1), rtol=1e-6)
