"""Adapted from tests/st/probability/distribution: parameters given as float64 numpy arrays with another
``dtype`` (MindSpore's parameter_type: float64/integer arrays -> float32, Python numbers -> dtype), the value cast
to the distribution's dtype (Poisson's integer dtype truncates it), non-integer Poisson values, LogNormal cdf at
values <= 0 and its integer-value TypeError, Exponential mode / sample dtypes -- PyNative and inside a Cell."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor
from mindspore import dtype as mstype
from _conf import emit, emit_error


class Call(nn.Cell):
    def __init__(self, d, name):
        super().__init__()
        self.d = d
        self.name = name

    def construct(self, *args):
        return self.d(self.name, *args)


v = Tensor(np.array([-1.0, 0.0, 0.25, 1.0, 2.5], np.float32))
v0 = Tensor(np.float32(0.5))
vb = Tensor(np.array([[-1.0, 0.25], [1.0, 2.5]], np.float32))
col = Tensor(np.array([[0.5], [1.0], [3.0]], np.float32))
# float64 array parameters with dtype=float16 / float64: parameters in float32, values in dtype
n16 = msd.Normal(np.array([0.0, 1.0]), np.array([[1.0], [2.0]]), dtype=mstype.float16)
emit("normal16_log_prob", Call(n16, "log_prob")(vb), rtol=1e-5, atol=1e-5)
emit("normal16_mean", Call(n16, "mean")())
emit("normal16_sd", Call(n16, "sd")(), rtol=1e-6)
emit("normal16_entropy", Call(n16, "entropy")(), rtol=1e-5)
emit("normal16_kl", Call(n16, "kl_loss")("Normal", Tensor(np.array([0.5], np.float32)), Tensor(np.array([2.0], np.float32))), rtol=1e-5)
n64 = msd.Normal(np.array([0.0, 1.0]), np.array([[1.0], [2.0]]), dtype=mstype.float64)
emit("normal64_cdf", Call(n64, "cdf")(vb), rtol=1e-5, atol=1e-6)
emit("normal64_var", Call(n64, "var")(), rtol=1e-6)
ns = msd.Normal(0.0, 1.0, dtype=mstype.float16)
emit("normal16_scalar_mean", Call(ns, "mean")())
emit("normal16_scalar_prob", Call(ns, "prob")(col), rtol=2e-3)
u16 = msd.Uniform(np.array([0.0]), np.array([[1.0], [3.0]]), dtype=mstype.float16)
emit("uniform16_prob", Call(u16, "prob")(v), rtol=1e-5)
emit("uniform16_cdf", Call(u16, "cdf")(v), rtol=1e-5, atol=1e-6)
emit("uniform16_mean", Call(u16, "mean")())
u64 = msd.Uniform(np.array([0.0]), np.array([[1.0], [3.0]]), dtype=mstype.float64)
emit("uniform64_prob", Call(u64, "prob")(v), rtol=1e-5)
emit("uniform64_log_prob", Call(u64, "log_prob")(v), rtol=1e-5)
e16 = msd.Exponential(np.array([0.5, 2.0]), dtype=mstype.float16)
emit("exp16_log_prob", Call(e16, "log_prob")(Tensor(np.array([[-1.0], [0.25], [2.5]], np.float32))), rtol=1e-5)
emit("exp16_mode", Call(e16, "mode")())
emit("exp16_mean", Call(e16, "mean")())
s = Call(e16, "sample")((3,))
emit("exp16_sample", (s.shape, str(s.dtype)))
e64 = msd.Exponential(np.array([0.5, 2.0]), dtype=mstype.float64)
emit("exp64_log_prob_0d", Call(e64, "log_prob")(Tensor(np.float64(0.5))), rtol=1e-5)
emit("exp64_mode", Call(e64, "mode")())
s = Call(msd.Cauchy(np.array([0.0]), np.array([1.0]), dtype=mstype.float64), "sample")((2,))
emit("cauchy64_sample", (s.shape, str(s.dtype)))
g16 = msd.Gamma(np.array([2.0, 3.0]), np.array([[1.0], [2.0]]), dtype=mstype.float16)
emit("gamma16_log_prob", Call(g16, "log_prob")(vb), rtol=1e-4, atol=1e-5)
emit("gamma16_mean", Call(g16, "mean")())
# Bernoulli / Geometric: parameters from Python numbers take dtype, arrays float32
b16 = msd.Bernoulli(0.3, dtype=mstype.float16)
emit("bern16_scalar_mean", Call(b16, "mean")())
emit("bern16_scalar_var", Call(b16, "var")(), rtol=1e-3)
b16a = msd.Bernoulli(np.array([0.3, 0.6]), dtype=mstype.float16)
emit("bern16_array_mean", Call(b16a, "mean")(), rtol=1e-6)
emit("bern16_array_entropy", Call(b16a, "entropy")(), rtol=1e-5)
geo = msd.Geometric(np.array([0.3, 0.6]), dtype=mstype.float64)
emit("geo64_mean", Call(geo, "mean")(), rtol=1e-6)
# Poisson: integer dtype keeps float32 parameters; the value is truncated to the dtype
p32 = msd.Poisson(np.array([0.5, 2.0]), dtype=mstype.int32)
emit("poisson_i32_log_prob", Call(p32, "log_prob")(v0), rtol=1e-5)
emit("poisson_i32_cdf", Call(p32, "cdf")(col), rtol=1e-5)
emit("poisson_i32_mean", Call(p32, "mean")())
# Poisson: a non-integer value continues the formulas (no rounding)
p = msd.Poisson(np.array([0.5, 2.0], np.float32))
emit("poisson_log_prob_frac", Call(p, "log_prob")(Tensor(np.array([[0.5], [1.5], [-1.0], [3.0]], np.float32))), rtol=1e-5)
emit("poisson_prob_frac", Call(p, "prob")(Tensor(np.array([[0.5], [2.25]], np.float32))), rtol=1e-5)
emit("poisson_cdf_frac", Call(p, "cdf")(Tensor(np.array([[0.5], [1.5], [-0.5]], np.float32))), rtol=1e-5, atol=1e-6)
emit("poisson_survival_frac", Call(p, "survival_function")(Tensor(np.array([[0.5], [1.5]], np.float32))), rtol=1e-5)
# LogNormal: cdf 0 at values <= 0; integer values are the bijector's TypeError
ln = msd.LogNormal()
emit("lognormal_call_cdf", Call(ln, "cdf")(v, Tensor(np.array([0.5], np.float32)), Tensor(np.array([2.0], np.float32))), rtol=1e-5)
ln2 = msd.LogNormal(np.array([0.0]), np.array([1.0]), dtype=mstype.float32)
emit("lognormal_cdf_neg", Call(ln2, "cdf")(v), rtol=1e-5)
emit("lognormal_survival_neg", Call(ln2, "survival_function")(v), rtol=1e-5)
emit_error("lognormal_int_value", Call(ln2, "log_prob"), Tensor(np.array([1, 2], np.int32)))
