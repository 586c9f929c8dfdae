"""ops.leaky_relu / nn.LeakyReLU make alpha a float32 scalar Tensor cast to the input's dtype, as MindSpore 2.10 does
(found by the adapt34a variant sweep of st ops/cpu activations): a float64 input's gradient is 0.20000000298023224
for alpha 0.2 (msgraph: 0.2), like its forward value.  alpha 0.2, 0.01, 0.3 and 1.5 (minimum), float16/32/64."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.array([-1.25, -0.5, 0.0, 0.75, 3.0], np.float64)


class Net(nn.Cell):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def construct(self, a):
        return ops.leaky_relu(a, self.alpha)


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a):
        return ops.grad(self.net)(a)


for alpha in (0.2, 0.01, 0.3, 1.5):
    for dt in (np.float64, np.float32, np.float16):
        emit(f"fwd_{alpha}_{np.dtype(dt).name}", Net(alpha)(Tensor(x.astype(dt))), rtol=0, atol=0)
        emit(f"grad_{alpha}_{np.dtype(dt).name}", G(Net(alpha))(Tensor(x.astype(dt))), rtol=0, atol=0)
emit("nn_grad", G(nn.LeakyReLU(0.3))(Tensor(x)), rtol=0, atol=0)
