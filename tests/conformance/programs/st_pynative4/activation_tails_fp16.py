# Sigmoid / SiLU / Mish / logsigmoid values as MindSpore 2.10's CPU kernels compute them: float16 sigmoid
# step by step in float16 (1 / (1 + exp(-x))), mish of float16 in float32, the float32 negative tails
# (sigmoid keeps its tiny values, mish is -0 there, logsigmoid is log(sigmoid): -inf where it underflows,
# mish nan where (1 + e^x)^2 overflows) and their gradients.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit

h = Tensor(np.linspace(-6, 6, 25).astype(np.float16))
f = Tensor(np.array([-100, -30, -20, -5, -1, 0, 1, 5, 20, 30, 100], np.float32))


class Act(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for name in ("sigmoid", "silu", "mish", "logsigmoid"):
    fn = getattr(ops, name)
    emit(name + "_fp16", Act(fn)(h), rtol=0, atol=0)
    emit(name + "_fp32", Act(fn)(f), rtol=1e-4, atol=0)
for name in ("sigmoid", "silu", "logsigmoid"):
    emit(name + "_grad_fp32", ms.grad(Act(getattr(ops, name)))(f), rtol=1e-4, atol=0)
emit("mish_grad_fp32", ms.grad(Act(ops.mish))(f), rtol=1e-4, atol=1e-12)
emit("nn_sigmoid_fp16", nn.Sigmoid()(h), rtol=0, atol=0)
