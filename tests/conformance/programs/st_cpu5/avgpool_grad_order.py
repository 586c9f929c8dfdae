"""Adapted from tests/st/ops/cpu/test_avgpool_op.py (test_avgpool2d_same): AvgPool's gradient to the last bit.
MindSpore's AvgPoolGrad divides each window's dout by its count and adds an input element's windows in a fixed
order (window rows ascending, columns descending); overlapping windows make other orders differ in the last bit."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from _conf import emit


class Pool(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.pool = P.AvgPool(**kw)

    def construct(self, x):
        return self.pool(x)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.net)(x, sens)


x = Tensor((np.arange(2 * 3 * 7 * 8).reshape(2, 3, 7, 8) * 0.37 - 5).astype(np.float32))
for name, kw in (("same_k3s2", dict(kernel_size=3, strides=2, pad_mode="SAME")),
                 ("valid_k3s1", dict(kernel_size=3, strides=1, pad_mode="VALID")),
                 ("same_k34s12", dict(kernel_size=(3, 4), strides=(1, 2), pad_mode="SAME")),
                 ("valid_k5s2", dict(kernel_size=5, strides=2, pad_mode="VALID"))):
    net = Pool(**kw)
    out = net(x)
    emit(f"{name}_out", out, rtol=0, atol=0)
    sens = Tensor((np.arange(1, 1 + out.size) * 0.13).reshape(out.shape).astype(np.float32))
    emit(f"{name}_grad", Grad(net)(x, sens)[0], rtol=0, atol=0)

# float16 is pooled in float32 and rounded once (forward and gradient)
x16 = Tensor((np.arange(1 * 2 * 7 * 8).reshape(1, 2, 7, 8) * 0.37 - 5).astype(np.float16))
net = Pool(kernel_size=3, strides=1, pad_mode="SAME")
out = net(x16)
emit("f16_out", out, rtol=0, atol=0)
emit("f16_grad", Grad(net)(x16, Tensor(np.arange(out.size).reshape(out.shape).astype(np.float16)))[0], rtol=0, atol=0)
