"""The gradient of CumProd (exclusive / reverse / ops.cumprod) w.r.t. an integer input: MindSpore 2.10 divides
the reverse cumsum by x with RealDiv, so the gradient keeps the input's dtype (Int32 / Int64 / UInt8, truncated,
0 / 0 is 0); msgraph divided with true division (Float32, NaN where x is 0), silently, in both modes.  Found by
adapting st/ops/cpu's CumProd tests to int inputs under GradOperation (session 36, adapt36cpu)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

xi = Tensor(np.array([[1, -2, 3], [0, 4, -1]], np.int32))
xu = Tensor(np.array([[1, 2, 3], [0, 4, 1]], np.uint8))


class Net(nn.Cell):
    def __init__(self, exclusive=False, reverse=False):
        super().__init__()
        self.op = ops.CumProd(exclusive=exclusive, reverse=reverse)

    def construct(self, x):
        return self.op(x, 1)


class Fn(nn.Cell):
    def construct(self, x):
        return ops.cumprod(x, 1)


for name, net in (("plain", Net()), ("exclusive", Net(exclusive=True)), ("reverse", Net(reverse=True)),
                  ("fn", Fn())):
    for tn, t in (("int32", xi), ("int64", xi.astype(ms.int64)), ("uint8", xu), ("float32", xi.astype(ms.float32))):
        emit_error("%s_%s" % (name, tn), lambda net=net, t=t: ops.GradOperation(get_all=True)(net)(t))
    emit_error("%s_sens_int32" % name, lambda net=net: ops.GradOperation(sens_param=True)(net)(
        xi, Tensor(np.array([[2, 1, -1], [3, 1, 2]], np.int32))))
