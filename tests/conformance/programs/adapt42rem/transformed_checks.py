"""TransformedDistribution's mean and call names (st/probability/bijector and distribution tests, adapted): the mean
through a bijector without a constant Jacobian (Exp, Softplus, PowerTransform, GumbelCDF, an inverted Exp) is
MindSpore 2.10's ValueError (msgraph: NotImplementedError); a linear one (ScalarAffine) is the bijector's forward of
the mean; ``td("foo", x)`` is its NotImplementedError (msgraph: AttributeError)."""
import numpy as np
from mindspore import Tensor, nn
import mindspore.nn.probability.distribution as msd
import mindspore.nn.probability.bijector as msb
from _conf import emit, emit_error


def T(a, dt=np.float32):
    return Tensor(np.array(a, dt))


class Mean(nn.Cell):
    def __init__(self, td):
        super().__init__()
        self.td = td

    def construct(self):
        return self.td.mean()


base = msd.Normal(T([[0.0], [0.5]]), T([1.0, 2.0, 0.5]))
for name, b in (("exp", msb.Exp()), ("softplus", msb.Softplus(2.0)), ("power", msb.PowerTransform(0.5)),
                ("gumbel_cdf", msb.GumbelCDF(0.0, 1.0)), ("invert_exp", msb.Invert(msb.Exp()))):
    emit_error(f"mean_{name}", lambda b=b: msd.TransformedDistribution(b, base).mean())
    emit_error(f"cell_mean_{name}", lambda b=b: Mean(msd.TransformedDistribution(b, base))())
emit("mean_affine", msd.TransformedDistribution(msb.ScalarAffine(2.0, 1.0), base).mean())
emit("cell_mean_affine", Mean(msd.TransformedDistribution(msb.ScalarAffine(T([2.0, 3.0, 0.5])), base))())
td = msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0))
emit_error("call_unknown", lambda: td("foo", T([0.3, 0.8])))
emit_error("call_private", lambda: td("_log_prob", T([0.3, 0.8])))
emit("call_log_prob", td("log_prob", T([0.3, 0.8])))
