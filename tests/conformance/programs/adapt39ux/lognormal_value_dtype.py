"""nn.probability LogNormal with float16 / float64 values (ut nn/probability/distribution/test_lognormal.py,
adapted): MindSpore 2.10's LogNormal is a TransformedDistribution of an Exp bijector, whose log and log-jacobian run
in the value's dtype -- a float16 value's log is rounded to float16 before the float32 Normal (msgraph cast the value
to float32 first: 0.19307666 where MindSpore has 0.19318505), a float64 value gives a float64 prob / log_prob
(msgraph: float32), silently.  In a Cell (both modes); float32 values and the parameters given at the call."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.nn.probability.distribution as msd
from _conf import emit, emit_error


class Meth(nn.Cell):
    def __init__(self, d, meth):
        super().__init__()
        self.d = d
        self.meth = meth

    def construct(self, *a):
        return self.d(self.meth, *a)


v = np.array([0.2, 0.5, 1.5])
for dn, dt in (("f32", np.float32), ("f16", np.float16), ("f64", np.float64)):
    for m in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
        emit(f"{m}_{dn}", Meth(msd.LogNormal(0.2, 0.8, dtype=ms.float32), m)(Tensor(v.astype(dt))))
emit("log_prob_f16_params", Meth(msd.LogNormal(dtype=ms.float32), "log_prob")(Tensor(v.astype(np.float16)),
                                                                                 Tensor(0.0, ms.float32),
                                                                                 Tensor(1.0, ms.float32)))
emit("prob_nonpositive", Meth(msd.LogNormal(0.2, 0.8, dtype=ms.float32), "cdf")(Tensor(np.array([-1.0, 0.0, 1.0], np.float32))))
emit_error("prob_int", lambda: Meth(msd.LogNormal(0.2, 0.8, dtype=ms.float32), "prob")(Tensor(np.array([1, 2], np.int32))))
