"""P.MaxPoolWithArgmaxV2 (st test_ops_maxpool_with_argmax_v2): values and plane indices h * W + w with pads,
dilation, ceil_mode, int32 / int64 argmax, ties (first maximum), and its gradient; eagerly and in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore import dtype as mstype
import mindspore.ops.operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = P.MaxPoolWithArgmaxV2(*attrs)

    def construct(self, x):
        return self.op(x)


x = Tensor((np.sin(np.arange(2 * 2 * 7 * 6)) * 10).reshape(2, 2, 7, 6).astype(np.float32))
emit("k3s2", Net((3, 2), (2, 1), 0, 1, False, mstype.int64)(x))
emit("k3s2_ceil", Net((3, 2), (2, 1), 0, 1, True, mstype.int64)(x))
emit("pads_dilation", Net(3, 2, 1, (2, 1), False, mstype.int32)(x))
emit("pads_ceil", Net(2, 2, 1, 1, True, mstype.int32)(x))
emit("ties_first", Net(2, 1)(Tensor(np.ones((1, 1, 3, 3), np.float16))))
emit("int_input", Net(2, 2)(Tensor(np.arange(16).reshape(1, 1, 4, 4).astype(np.int32))))
net = Net(3, 1, 1, 1, False, mstype.int64)


def first_out_sum(v):
    return (net(v)[0] * Tensor(np.arange(2 * 2 * 7 * 6).reshape(2, 2, 7, 6).astype(np.float32))).sum()


emit("grad_overlapping", ms.grad(first_out_sum)(x))
