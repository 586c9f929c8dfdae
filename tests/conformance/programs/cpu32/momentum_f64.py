"""ApplyMomentum on float64 Parameters (found by the cpu32 variant sweep of st ops/cpu's test_momentum_op.py):
MindSpore 2.10 runs its float32 kernel (states cast to float32 and back) when the learning rate or the momentum
is a Python number or a float32 Tensor, and float64 only when both are float64 Tensors.  PyNative (MindSpore's
Graph mode needs a Cell; recorded there too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit

p0 = np.sin(np.arange(20) * 1.3) * 2.1
a0 = np.cos(np.arange(20) * 0.7) * 1.7
g = np.sin(np.arange(20) * 2.9 + 1) * 1.1


class N(nn.Cell):
    def __init__(self, nest=False):
        super().__init__()
        self.p = Parameter(Tensor(p0), "p")
        self.a = Parameter(Tensor(a0), "a")
        self.op = ops.ApplyMomentum(use_nesterov=nest)

    def construct(self, grad, lr, mo):
        self.op(self.p, self.a, lr, grad, mo)
        return self.p, self.a


class NumLr(N):
    def construct(self, grad, lr, mo):
        self.op(self.p, self.a, 0.1, grad, 0.9)
        return self.p, self.a


for name, lr, mo in (("t64", Tensor(np.float64(0.1)), Tensor(np.float64(0.9))),
                     ("t32", Tensor(np.float32(0.1)), Tensor(np.float32(0.9))),
                     ("mix", Tensor(np.float32(0.1)), Tensor(np.float64(0.9)))):
    for nest in (False, True):
        emit(f"{name}_{nest}", N(nest)(Tensor(g), lr, mo), rtol=0, atol=0)
emit("numbers", NumLr()(Tensor(g), 0.1, 0.9), rtol=0, atol=0)
