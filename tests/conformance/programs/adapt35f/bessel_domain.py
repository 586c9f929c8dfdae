"""Bessel K* / Y* functions outside their domain (found by the adapt35f variant sweep of st/ops/test_bessel.py):
MindSpore 2.10's CPU kernels give inf for bessel_k0 / k0e / k1 / k1e and -inf for bessel_y0 / y1 at x < 0
(msgraph: NaN, scipy's), and the float16 / float32 bessel_y1 kernel gives NaN at x = +-0 (float64: -inf).
Only the edge values are emitted (the float32 kernels differ from scipy in the last digit elsewhere)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


v = np.array([-np.inf, -2.0, -0.5, -0.0, 0.0, np.nan, np.inf])
for name in ["bessel_k0", "bessel_k0e", "bessel_k1", "bessel_k1e", "bessel_y0", "bessel_y1", "bessel_j0", "bessel_i0e"]:
    for dt in (np.float16, np.float32, np.float64):
        emit_error("%s_%s" % (name, dt.__name__), Net(getattr(ops, name)), Tensor(v.astype(dt)))
emit_error("prim_k1_2d", Net(ops.BesselK1()), Tensor(np.array([[-1.0, 0.0], [-3.0, -0.0]], np.float32)))
emit_error("prim_y0_2d", Net(ops.BesselY0()), Tensor(np.array([[-1.0, 0.0], [-3.0, -0.0]], np.float64)))
