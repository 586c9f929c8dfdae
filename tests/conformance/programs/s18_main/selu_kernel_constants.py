"""SeLU's forward values as MindSpore 2.10's kernel rounds them (tests/st/ops/cpu/test_selu_op.py and the GPU test
on CPU): scale/alpha to 8 decimals, scale * alpha in the input's dtype, then times expm1(x). msgraph used
alpha * expm1(x) * scale: float16 results were off by an ulp or two, float32 by one. Float64 is compared at 1e-7
(MindSpore's float64 kernel computes expm1 in float32; msgraph keeps float64 exact: docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.SeLU()

    def construct(self, x):
        return self.act(x), ops.selu(x * 2)


xs = np.array([-5.0, -2.0, -0.5, -1e-3, -1e-6, 0.0, 0.7, 3.0, 30.0], np.float64)
net = Net()
for dt in (np.float64, np.float32, np.float16):
    x = Tensor(xs.astype(dt))
    a, b = net(x)
    tol = {"rtol": 1e-7} if dt == np.float64 else {}
    emit(f"selu_{dt.__name__}", a, **tol)
    emit(f"selu_x2_{dt.__name__}", b, **tol)
    emit(f"selu_grad_{dt.__name__}", ms.grad(net)(x), **tol)
