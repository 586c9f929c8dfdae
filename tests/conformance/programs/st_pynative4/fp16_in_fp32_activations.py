# float16 hardsigmoid / softsign / log_softmax are computed in float32 and rounded once (MindSpore 2.10's
# CPU kernels): their float16 values, as nn Cells and ops functions, in both modes, and gradients.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit

h = Tensor(np.linspace(-4, 4, 33).astype(np.float16))
m = Tensor(np.linspace(-3, 3, 12).reshape(3, 4).astype(np.float16))


class Act(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


emit("hardsigmoid_fp16", Act(ops.hardsigmoid)(h), rtol=0, atol=0)
emit("hsigmoid_cell_fp16", nn.HSigmoid()(h), rtol=0, atol=0)
emit("softsign_fp16", Act(ops.softsign)(h), rtol=0, atol=0)
emit("softsign_cell_fp16", nn.Softsign()(h), rtol=0, atol=0)
emit("log_softmax_fp16", Act(ops.log_softmax)(m), rtol=0, atol=0)
emit("log_softmax_cell_fp16", nn.LogSoftmax(axis=0)(m), rtol=0, atol=0)
emit("softsign_grad_fp16", ms.grad(Act(ops.softsign))(h), rtol=2e-3, atol=1e-3)
emit("hardsigmoid_grad_fp16", ms.grad(Act(ops.hardsigmoid))(h), rtol=2e-3, atol=1e-3)
