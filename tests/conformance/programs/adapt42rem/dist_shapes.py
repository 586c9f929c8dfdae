"""Distributions' ``batch_shape`` / ``broadcast_shape`` (st/probability/distribution tests, adapted): MindSpore 2.10
has ``broadcast_shape`` on every distribution (msgraph: AttributeError) -- the parameters' broadcast shape, None
without parameters --; Gumbel, built as a transformed Uniform(0, 1), has batch shape () (msgraph: the parameters'
shape); Categorical's batch_shape is the whole shape of probs, its broadcast_shape drops the class axis (msgraph had
the latter as batch_shape); a TransformedDistribution's broadcast_shape joins its bijector's batch shape with its
distribution's."""
import numpy as np
from mindspore import Tensor
import mindspore.nn.probability.distribution as msd
import mindspore.nn.probability.bijector as msb
from _conf import emit


def T(a, dt=np.float32):
    return Tensor(np.array(a, dt))


B21, B13 = T([[0.5], [1.5]]), T([[0.7, 1.0, 2.0]])
for name, d in (("normal", msd.Normal(B21, B13)), ("cauchy", msd.Cauchy(B21, B13)),
                ("gumbel", msd.Gumbel(B21, B13)), ("gumbel_scalar", msd.Gumbel(0.0, 2.0)),
                ("lognormal", msd.LogNormal(T([0.0, 1.0]), 2.0)), ("exponential", msd.Exponential(B21)),
                ("bernoulli", msd.Bernoulli(T([[0.3], [0.8]]))), ("normal_scalar", msd.Normal(0.0, 1.0)),
                ("normal_none", msd.Normal()), ("uniform", msd.Uniform(T([[0.0], [-1.0]]), T([[1.0, 2.0, 3.0]]))),
                ("categorical", msd.Categorical(T([[0.2, 0.8], [0.5, 0.5], [0.1, 0.9]]))),
                ("td_affine", msd.TransformedDistribution(msb.ScalarAffine(scale=T([1.0, 2.0, 3.0])),
                                                          msd.Normal(T([[0.0], [1.0]]), 1.0))),
                ("td_exp", msd.TransformedDistribution(msb.Exp(), msd.Normal(T([0.0, 1.0]), 1.0))),
                ("td_none", msd.TransformedDistribution(msb.Exp(), msd.Normal()))):
    emit(f"{name}_batch_shape", d.batch_shape)
    emit(f"{name}_broadcast_shape", d.broadcast_shape)
emit("categorical_repr", repr(msd.Categorical(T([[0.2, 0.8], [0.5, 0.5], [0.1, 0.9]]))))
