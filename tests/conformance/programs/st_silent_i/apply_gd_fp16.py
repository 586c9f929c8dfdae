"""Adapted from tests/st/ops/cpu/test_apply_gradient_descent_op.py::test_apply_gradient_descent_float16:
MindSpore's float16 ApplyGradientDescent kernel computes var - alpha * delta in float16 step by step (the product
rounded to float16 first); msgraph computed it in float32 and rounded once (one float16 ulp off in some elements)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, var):
        super().__init__()
        self.var = Parameter(var, name="var")
        self.op = P.ApplyGradientDescent()

    def construct(self, alpha, delta):
        return self.op(self.var, alpha, delta)


var = Tensor(np.arange(10).reshape(2, 5).astype(np.float16) / 10)
alpha = Tensor(np.array([0.0001]).astype(np.float16))
delta = Tensor(np.arange(34, 44).reshape(2, 5).astype(np.float16))
net = Net(var)
emit("gd_fp16", net(alpha, delta))
emit("gd_fp16_var", net.var)

rng = np.random.RandomState(3)
v = rng.rand(6, 8).astype(np.float16)
d = (rng.rand(6, 8) * 50).astype(np.float16)
emit("gd_fp16_random", Net(Tensor(v))(Tensor(np.array(0.0001, np.float16)), Tensor(d)))
emit("gd_fp32", Net(Tensor(v.astype(np.float32)))(Tensor(np.array(0.0001, np.float32)),
                                                  Tensor(d.astype(np.float32))))
