"""nn.PReLU runs MindSpore 2.10's PReLU primitive: a 0-d input keeps its shape (and a 3-channel weight on it is a
ValueError), float64/int/bool inputs are TypeErrors."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x0 = Tensor(np.array(-1.5, np.float32))
net = nn.PReLU()
emit("prelu_0d", net(x0))
emit("prelu_0d_grad", ms.grad(net, grad_position=0, weights=net.trainable_params())(x0))
emit_error("prelu_c3_0d", lambda: nn.PReLU(3, 0.1)(x0).asnumpy())
emit_error("prelu_f64", lambda: nn.PReLU()(Tensor(np.array([[-1.0, 2.0]], np.float64))).asnumpy())
emit_error("prelu_int", lambda: nn.PReLU()(Tensor(np.array([[-1, 2]], np.int32))).asnumpy())
emit_error("prelu_bool", lambda: nn.PReLU()(Tensor(np.array([True, False]))).asnumpy())
x = Tensor((np.sin(np.arange(24) * 1.37 + 0.3) * 2).reshape(2, 3, 4).astype(np.float16))
net3 = nn.PReLU(3, [0.1, 0.2, 0.3])
emit("prelu_f16", net3(x), rtol=1e-3, atol=1e-3)
emit("prelu_f16_grad", ms.grad(net3, grad_position=0, weights=net3.trainable_params())(x), rtol=1e-3, atol=1e-2)
