"""PReLU's output is x's dtype (session 37, adapt37mt), measured on MindSpore 2.10's CPU: a float16 x with a
float32 weight (mint.nn.PReLU's default weight, ops.prelu / mint.nn.functional.prelu / ops.PReLU with a float32
slope) is computed in float32 and rounded to float16 once (200 of 200 values); msgraph had returned Float32.
A float32 x with a float16 weight stays Float32; the weight's gradient keeps the weight's dtype."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore.mint.nn import functional as F
from _conf import emit_error

x = Tensor(-np.linspace(0.1, 60, 12).astype(np.float16).reshape(2, 3, 2))
x32 = Tensor(np.linspace(-6, 6, 12).astype(np.float32).reshape(2, 3, 2))
w = Tensor(np.array([0.33337], np.float32))
w3 = Tensor(np.array([0.33337, 0.7071, 1.4142], np.float32))


class Net(nn.Cell):
    def construct(self, a, b):
        return ops.prelu(a, b) * 2


class Grad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()
        self.g = ops.GradOperation(get_all=True)

    def construct(self, a, b):
        return self.g(self.net)(a, b)


emit_error("ops_prelu_f16_w32", lambda: ops.prelu(x, w))
emit_error("F_prelu_f16_w32_c3", lambda: F.prelu(x, w3))
emit_error("PReLU_prim_f16_w32", lambda: ops.PReLU()(x, w3))
emit_error("f32_x_f16_w", lambda: F.prelu(x32, Tensor(np.array([0.33337], np.float16))))
emit_error("mint_nn_PReLU_f16", lambda: mint.nn.PReLU(3, 0.33337)(x))
emit_error("cell_f16_w32", lambda: Net()(x, w3))
emit_error("cell_grad_f16_w32", lambda: Grad()(x, w3))
emit_error("jit_f16_w32", lambda: ms.jit(Net().construct)(x, w))
