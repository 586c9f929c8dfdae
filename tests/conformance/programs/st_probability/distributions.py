"""Adapted from tests/st/probability/distribution: Categorical, the Bernoulli methods MindSpore derives
(log_cdf, survival, log_survival, sample), get_dist_args/get_dist_type, TransformedDistribution, Gumbel
kl_loss -- inside construct (both modes)."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.nn.probability.bijector as msb
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


class Method(nn.Cell):
    def __init__(self, d, name):
        super().__init__()
        self.d = d
        self.name = name

    def construct(self, *args):
        return getattr(self.d, self.name)(*args)


v = Tensor(np.array([-1.5, -0.5, 0.0, 1.0, 1.7, 2.0, 3.0], np.float32))
# Categorical
c = msd.Categorical([0.2, 0.1, 0.7], dtype=mstype.int32)
for meth in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
    emit(f"cat_{meth}", Call(c, meth)(v), rtol=1e-5, atol=1e-6)
for meth in ("mean", "var", "mode", "entropy"):
    emit(f"cat_{meth}", Call(c, meth)(), rtol=1e-5, atol=1e-6)
pb = Tensor(np.array([[0.5, 0.25, 0.25], [0.1, 0.6, 0.3]], np.float32))
emit("cat_kl", Call(c, "kl_loss")("Categorical", pb), rtol=1e-5, atol=1e-6)
emit("cat_cross_entropy", Call(c, "cross_entropy")("Categorical", pb), rtol=1e-5, atol=1e-6)
cb = msd.Categorical(np.array([[0.5, 0.25, 0.25], [0.1, 0.6, 0.3]], np.float32))
emit("cat_batch_prob", Call(cb, "prob")(Tensor(np.array([[0.0], [2.0]], np.float32))), rtol=1e-5)
emit("cat_batch_cdf", Call(cb, "cdf")(Tensor(np.array([1.0, 2.0], np.float32))), rtol=1e-5)
emit("cat_batch_mean", Call(cb, "mean")(), rtol=1e-5)
emit("cat_batch_mode", Call(cb, "mode")())
emit("cat_batch_entropy", Call(cb, "entropy")(), rtol=1e-5)
emit("cat_scalar_value", Call(c, "log_prob")(Tensor(np.float32(2.0))), rtol=1e-5)
cn = msd.Categorical()
emit("cat_call_probs", Call(cn, "prob")(Tensor(np.array([0.0, 1.0], np.float32)), pb), rtol=1e-5)
emit("cat_sample_shape", Call(c, "sample")((2, 3)).shape)
emit("cat_props", (c.probs.shape, str(c.dtype), c.name))
emit_error("cat_bad_sum", msd.Categorical, [0.2, 0.3])
emit_error("cat_scalar_probs", msd.Categorical, 0.5)
emit_error("cat_bad_prob", msd.Categorical, [1.2, -0.2])

# Bernoulli
b = msd.Bernoulli([0.7, 0.4], dtype=mstype.int32)
bv = Tensor(np.array([[-0.5], [0.0], [0.5], [1.0], [2.0]], np.float32))
for meth in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
    emit(f"bern_{meth}", Call(b, meth)(bv), rtol=1e-5, atol=1e-6)
for meth in ("mean", "var", "sd", "entropy"):
    emit(f"bern_{meth}", Call(b, meth)(), rtol=1e-5, atol=1e-6)
emit("bern_kl", Call(b, "kl_loss")("Bernoulli", Tensor(np.array([0.5], np.float32))), rtol=1e-5)
emit("bern_call_probs", Call(msd.Bernoulli(), "cdf")(bv, Tensor(np.array([0.2, 0.9], np.float32))), rtol=1e-5)
s = Call(b, "sample")((2, 3))
emit("bern_sample", (s.shape, str(s.dtype), bool(((s.asnumpy() == 0) | (s.asnumpy() == 1)).all())))
s = Call(msd.Bernoulli(0.3, dtype=mstype.float32), "sample")()
emit("bern_sample_scalar", (s.shape, str(s.dtype)))
emit_error("bern_bad_prob", msd.Bernoulli, 1.5)

# Gumbel kl_loss (includes the (loc_a - loc_b) / scale_b term)
g = msd.Gumbel(np.array([0.0]), np.array([1.0, 2.0]), dtype=mstype.float32)
emit("gumbel_kl", Call(g, "kl_loss")("Gumbel", Tensor(np.array([1.0], np.float32)),
                                      Tensor(np.array([1.0, 2.0], np.float32))), rtol=1e-5)


# get_dist_args / get_dist_type
class DistArgs(nn.Cell):
    def __init__(self):
        super().__init__()
        self.normal = msd.Normal(dtype=mstype.float32)
        self.normal1 = msd.Normal(0.0, 1.0, dtype=mstype.float32)
        self.normal2 = msd.Normal(3.0, 4.0, dtype=mstype.float32)

    def construct(self, value, mean, sd):
        args = self.normal.get_dist_args(mean, sd)
        prob = self.normal1.prob(value, *args)
        args1 = self.normal.get_dist_args()
        prob1 = self.normal2.prob(value, *args1)
        kl = self.normal2.kl_loss(self.normal1.get_dist_type(), *self.normal1.get_dist_args())
        return prob, prob1, kl


out = DistArgs()(Tensor(np.array([-2.0, 0.0, 2.0], np.float32)), Tensor(3.0, mstype.float32),
                 Tensor(4.0, mstype.float32))
emit("dist_args_prob", out[0], rtol=1e-5)
emit("dist_args_default", out[1], rtol=1e-5)
emit("dist_args_kl", out[2], rtol=1e-5)
emit("dist_args_none", msd.Exponential().get_dist_args())
emit("dist_type", (msd.Exponential().get_dist_type(), msd.Categorical().get_dist_type(),
                   msd.Bernoulli().get_dist_type()))

# TransformedDistribution
x = Tensor(np.array([0.5, 1.0, 2.0], np.float32))
td = msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0, dtype=mstype.float32))
for meth in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
    emit(f"td_{meth}", Call(td, meth)(x), rtol=1e-5, atol=1e-6)
ta = msd.TransformedDistribution(msb.ScalarAffine(2.0, 1.0), msd.Normal(0.5, 1.0, dtype=mstype.float32))
emit("td_affine_mean", Call(ta, "mean")(), rtol=1e-5)
emit("td_affine_log_prob", Call(ta, "log_prob")(x), rtol=1e-5)
emit("td_sample_shape", Call(td, "sample")((2, 3)).shape)
emit("td_call_params", Call(td, "cdf")(x, Tensor(np.array([1.0], np.float32)), Tensor(np.array([2.0], np.float32))),
     rtol=1e-5)
td2 = msb.Softplus()(msd.Normal(0.0, 1.0, dtype=mstype.float32))
emit("bijector_call_dist", (type(td2).__name__, td2.is_linear_transformation))
emit("td_softplus_log_prob", Call(td2, "log_prob")(x), rtol=1e-5)
