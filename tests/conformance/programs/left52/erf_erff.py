"""Erf of float32 and GeLU (approximate='none'): MindSpore 2.10's CPU kernels compute glibc's ``erff`` (left52).

msgraph took a correctly rounded erf (libm's double erf rounded once), an ulp off erff in 1632 of 100000 random
values; in GeLU's ``0.5 x (1 + erf(x / sqrt 2))`` the cancellation near x = -3 made that up to 842 ulps (224 of
26003 probe values).  Graph mode's kernel computes the same (NUMBA_SAMPLE).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.linspace(-6, 6, 3001).astype(np.float32)
tiny = np.array([1e-40, -1e-40, 3e-39, 1e-30, -2e-20, 0.0, -0.0, np.inf, -np.inf, np.nan], np.float32)


class E(nn.Cell):
    def construct(self, a):
        return ops.erf(a) * 2.0


class G(nn.Cell):
    def construct(self, a):
        return ops.gelu(a) * 2.0


emit("erf_f32", ops.erf(Tensor(x)), rtol=0, atol=0)
emit("erf_f32_fused", E()(Tensor(x)), rtol=0, atol=0)
emit("erf_f32_tiny_specials", ops.erf(Tensor(tiny)), rtol=0, atol=0)
emit("gelu_none_f32", G()(Tensor(x)), rtol=0, atol=0)
emit("nn_GELU_exact_f32", nn.GELU(approximate=False)(Tensor(x[::3])), rtol=0, atol=0)
