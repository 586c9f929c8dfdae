"""Tanh of float64: MindSpore 2.10's CPU kernel is libm's ``tanh`` (std::tanh) (left52).

msgraph took numpy's float64 tanh, 1-2 ulps off libm's in 19843 of 100000 random values (left51's measurement).
Graph mode's kernel computes the same (NUMBA_SAMPLE).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.linspace(-20, 20, 4001)
special = np.array([0.0, -0.0, 1e-300, -1e-10, 0.5, 19.06, 22.0, np.inf, -np.inf, np.nan])


class T(nn.Cell):
    def construct(self, a):
        return ops.tanh(a) * 2.0


emit("tanh_f64", ops.tanh(Tensor(x)), rtol=0, atol=0)
emit("tanh_f64_fused", T()(Tensor(x)), rtol=0, atol=0)
emit("tanh_f64_specials", ops.tanh(Tensor(special)), rtol=0, atol=0)
