"""Activation Cells: forward values and input gradients (inputs kept off the kinks), get_activation names."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[-4.3, -2.5, -1.2, -0.3], [0.2, 0.9, 2.7, 7.1]], np.float32))
coef = Tensor(np.array([[1.0, -0.5, 2.0, 0.25], [1.5, -1.0, 0.5, 3.0]], np.float32))


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return (self.net(x) * coef).sum()


def check(label, net, inp=x):
    emit(label, net(inp), rtol=1e-5, atol=1e-6)
    emit(label + "_grad", ms.grad(Weighted(net))(inp), rtol=1e-4, atol=1e-5)


check("leaky_relu", nn.LeakyReLU())
check("leaky_relu_0.01", nn.LeakyReLU(0.01))
check("leaky_relu_1.5", nn.LeakyReLU(1.5))
check("relu6", nn.ReLU6())
check("hswish", nn.HSwish())
check("hsigmoid", nn.HSigmoid())
check("elu", nn.ELU())
emit_error("elu_alpha", lambda: nn.ELU(0.5)(x).asnumpy())
check("silu", nn.SiLU())
check("mish", nn.Mish())
check("softsign", nn.Softsign())
check("hardtanh", nn.Hardtanh(-2.0, 2.0))
check("logsigmoid", nn.LogSigmoid())
check("tanhshrink", nn.Tanhshrink())
check("softmin", nn.Softmin())
check("identity", nn.Identity())

x4 = Tensor(np.array([-2.0, 1.5, -0.5, 3.0, -1.0, 0.7, -3.1, 2.2, -0.4, 0.1, -5.0, 4.0],
                     np.float32).reshape(1, 3, 2, 2))
p = nn.PReLU(3, 0.1)
p.w.set_data(Tensor(np.array([0.1, 0.2, 0.3], np.float32)))
emit("prelu_c3", p(x4))
emit("prelu_c3_grad", ms.grad(p, grad_position=0, weights=p.trainable_params())(x4))
p1 = nn.PReLU()
emit("prelu_default", p1(x4))
emit("prelu_default_grad", ms.grad(p1, grad_position=0, weights=p1.trainable_params())(x4))
emit("prelu_param", [(q.name, q.shape) for q in nn.PReLU(3, 0.1).get_parameters()])
emit_error("prelu_bad_w", lambda: nn.PReLU(2, 1))
emit_error("prelu_bad_list", lambda: nn.PReLU(2, [0.1]))

dense = nn.Dense(4, 2, weight_init="ones", bias_init="zeros", activation="leakyrelu")
emit("dense_leakyrelu", dense(x))
emit("get_activation_hswish", nn.get_activation("hswish")(x))
emit("get_activation_relu6", nn.get_activation("relu6")(x))
