import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)
V = [-100.0, -20.0, -3.0, -1.0, -0.0, 0.0, 1e-8, 1.0, 3.0, 20.0, 100.0, 1e30, np.nan, np.inf, -np.inf]
names = ["ReLU", "ReLU6", "GELU", "Sigmoid", "Tanh", "ELU", "SiLU", "Mish", "HSwish", "HSigmoid", "LeakyReLU",
         "Softmax", "LogSoftmax", "Softsign", "Hardtanh", "Tanhshrink", "SoftShrink", "HShrink", "CELU", "SeLU",
         "PReLU", "Softmin", "FastGelu", "Softmax2d", "GLU"]
for dt in (np.float32, np.float16):
    x = Tensor(np.array(V, dt))
    for a in names:
        if not hasattr(nn, a):
            print(a, "missing"); continue
        def f(a=a):
            c = getattr(nn, a)()
            return c(x) if a not in ("Softmax2d",) else c(x.reshape(1, 1, 15))
        case("%s_%s" % (a, np.dtype(dt).name), f)
        case("%s_%s_grad" % (a, np.dtype(dt).name), lambda a=a: ms.grad(getattr(nn, a)())(x) if a != "Softmax2d" else None)
    case("gelu_tanh_" + np.dtype(dt).name, lambda: nn.GELU(approximate=False)(x))
    case("gelu_tanh_grad_" + np.dtype(dt).name, lambda: ms.grad(nn.GELU(approximate=False))(x))
    case("lrelu_neg_" + np.dtype(dt).name, lambda: nn.LeakyReLU(-0.5)(x))
    case("lrelu_big_" + np.dtype(dt).name, lambda: nn.LeakyReLU(2.0)(x))
    case("elu_a_" + np.dtype(dt).name, lambda: nn.ELU(0.5)(x))
    case("celu_a_" + np.dtype(dt).name, lambda: nn.CELU(2.0)(x))
    case("hardtanh_mm_" + np.dtype(dt).name, lambda: nn.Hardtanh(-2.0, 0.5)(x))
    case("softshrink_l_" + np.dtype(dt).name, lambda: nn.SoftShrink(2.0)(x))
    case("thresh_" + np.dtype(dt).name, lambda: nn.Threshold(1.0, -5.0)(x))
    case("thresh_grad_" + np.dtype(dt).name, lambda: ms.grad(nn.Threshold(1.0, -5.0))(x))
