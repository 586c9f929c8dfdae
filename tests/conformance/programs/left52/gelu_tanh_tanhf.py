"""GeLU with the tanh approximation in float32 / float16: MindSpore 2.10's CPU kernel computes
``0.5 x (1 + tanh(z))`` in float32 with glibc's ``tanhf`` (left52).

msgraph took a correctly rounded tanh, which differs from tanhf by an ulp in ~4% of values; where 1 + t cancels
(x near -2 .. -3) that became up to 392 ulps of the result: 1095 of 26003 probe values differed (ops.gelu
approximate='tanh', P.GeLU, nn.GELU alike).  Graph mode's kernel computes the same (NUMBA_SAMPLE).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.linspace(-6, 6, 3001).astype(np.float32)
small = np.concatenate([np.geomspace(1e-6, 1.0, 200), -np.geomspace(1e-6, 1.0, 200)]).astype(np.float32)


class G(nn.Cell):
    def construct(self, a):
        return ops.gelu(a, approximate="tanh") * 2.0


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = ops.GeLU()

    def construct(self, a):
        return self.g(a) * 2.0


emit("ops_gelu_tanh_f32", G()(Tensor(x)), rtol=0, atol=0)
emit("ops_gelu_tanh_f32_small", G()(Tensor(small)), rtol=0, atol=0)
emit("P_GeLU_f32", P()(Tensor(x)), rtol=0, atol=0)
emit("nn_GELU_f32", nn.GELU(approximate=True)(Tensor(x[::3])), rtol=0, atol=0)
emit("P_GeLU_f16", P()(Tensor(x[::2].astype(np.float16))), rtol=0, atol=0)
