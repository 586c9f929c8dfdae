"""Expm1 of float32: MindSpore 2.10's CPU kernel is glibc's ``expf(x)`` minus 1 in float32 (left52).

msgraph took a correctly rounded exp (in double, rounded once), which differs from expf by an ulp in ~0.06% of
values (26 of 46002 probe values from -20 to 89, e.g. 12.828075).  Graph mode's kernel computes the same
(NUMBA_SAMPLE).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.linspace(-20, 89, 40001).astype(np.float32)


class E(nn.Cell):
    def construct(self, a):
        return ops.expm1(a) * 2.0


emit("expm1_f32", ops.expm1(Tensor(x)), rtol=0, atol=0)
emit("expm1_f32_fused", E()(Tensor(x)), rtol=0, atol=0)
emit("expm1_specials", ops.expm1(Tensor(np.array([np.nan, np.inf, -np.inf, 88.7, 88.73, -104.0, 0.0, -0.0, 1e-30],
                                                 np.float32))), rtol=0, atol=0)
