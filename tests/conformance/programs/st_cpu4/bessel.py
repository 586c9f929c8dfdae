"""Adapted from tests/st/ops/test_bessel.py: ops.bessel_j0 ... bessel_k1e (values, dtypes kept) and their
gradients (MindSpore's bprops through the other Bessel functions)."""
import numpy as np
from mindspore import Tensor, ops
from _conf import emit

NAMES = ("j0", "j1", "y0", "y1", "i0", "i0e", "i1", "i1e", "k0", "k0e", "k1", "k1e")
x32 = Tensor(np.array([0.5, 1., 2., 4.], np.float32))
x64 = Tensor(np.array([0.25, 1.5, 3., 7.], np.float64))
x16 = Tensor(np.array([0.5, 1., 2.], np.float16))
for n in NAMES:
    f = getattr(ops, "bessel_" + n)
    emit(f"{n}_f32", f(x32), rtol=1e-5, atol=1e-6)
    emit(f"{n}_f64", f(x64), rtol=1e-10, atol=1e-12)
    emit(f"{n}_f16", f(x16), rtol=2e-3, atol=1e-3)
    emit(f"{n}_grad", ops.grad(f)(x32), rtol=1e-4, atol=1e-5)
emit("i0_negative", ops.bessel_i0(Tensor(np.array([-1., -0.5], np.float32))), rtol=1e-5)
emit("i1e_negative", ops.bessel_i1e(Tensor(np.array([-1., -0.5], np.float32))), rtol=1e-5)
