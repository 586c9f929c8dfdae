"""Adapted from tests/st/ops/cpu/test_binary_cross_entropy_op.py: P.BinaryCrossEntropy to the last bit (the CPU
kernel's per-element logs and its tree-order sum, float32 and float16), MindSpore 2.10's bprop (dx through
max(x (1 - x), 1e-12), a gradient for the labels, none for the weight) and the float64 TypeError."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.bce = P.BinaryCrossEntropy(reduction)

    def construct(self, x, y, w):
        return self.bce(x, y, w)


class NetNoWeight(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.bce = P.BinaryCrossEntropy(reduction)

    def construct(self, x, y):
        return self.bce(x, y)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, y, w, sens):
        return self.grad(self.net)(x, y, w, sens)


for dt in (np.float32, np.float16):
    for n in (20, 33, 6):
        v = (np.arange(3 * n) * 0.6180339887 % 1.0).astype(dt).reshape(3, n)
        p, t, w = Tensor(v[0]), Tensor(v[1]), Tensor(v[2])
        for red in ("sum", "mean", "none"):
            emit(f"{dt.__name__}_{n}_{red}", Net(red)(p, t, w), rtol=0, atol=0)
            emit(f"{dt.__name__}_{n}_{red}_noweight", NetNoWeight(red)(p, t), rtol=0, atol=0)

x = Tensor(np.array([0.1, 0.5, 0.9, 0.3, 0.75, 0.25], np.float32))
y = Tensor(np.array([0.2, 0.5, 0.1, 1, 1, 0.5], np.float32))
w = Tensor(np.array([1, 2, 0.5, 1, 1, 1], np.float32))
for red in ("none", "mean", "sum"):
    sens = Tensor(np.arange(1, 7).astype(np.float32)) if red == "none" else Tensor(np.float32(1.5))
    dx, dy, dw = Grad(Net(red))(x, y, w, sens)
    emit(f"grad_{red}_dx", dx, rtol=0, atol=0)
    emit(f"grad_{red}_dy", dy, rtol=1e-5, atol=1e-6)
    emit(f"grad_{red}_dw", dw)
emit_error("float64", lambda: Net("mean")(Tensor(np.ones(3)), Tensor(np.ones(3)), Tensor(np.ones(3))))
# probabilities at 0 and 1: the clamped denominator (dx 0 at x = 1, huge at x = 0), infinite label gradients
xe = Tensor(np.array([1.0, 0.0, 0.5], np.float32))
ye = Tensor(np.array([1.0, 0.5, 0.5], np.float32))
dx, dy, _ = Grad(Net("none"))(xe, ye, Tensor(np.ones(3, np.float32)), Tensor(np.ones(3, np.float32)))
emit("edge_dx", dx, rtol=0, atol=0)
emit("edge_dy", dy)
emit("edge_loss", Net("none")(xe, ye, Tensor(np.ones(3, np.float32))), rtol=0, atol=0)
