"""nn.probability.distribution: densities, cdfs, moments, entropy, KL, parameters passed at call time."""
import numpy as np
import mindspore as ms
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor
from mindspore import dtype as mstype
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([0.3, 1.0, 2.5, 4.0], np.float32))
u = Tensor(np.array([0.1, 0.35, 0.6, 0.9], np.float32))
k = Tensor(np.array([0., 1., 2., 5.], np.float32))
m = Tensor(np.array([0.0, 0.5, 1.0, -1.0], np.float32))
s = Tensor(np.array([1.0, 2.0, 0.5, 1.5], np.float32))

cases = {
    "normal": (msd.Normal(0.5, 2.0), x, ("Normal", Tensor([1.0], mstype.float32), Tensor([1.5], mstype.float32))),
    "uniform": (msd.Uniform(0.0, 3.0), x, ("Uniform", Tensor([-1.0], mstype.float32), Tensor([5.0], mstype.float32))),
    "exponential": (msd.Exponential(np.array([1.5], np.float32)), x, ("Exponential", Tensor([0.5], mstype.float32))),
    "lognormal": (msd.LogNormal(0.2, 0.8), x, ("LogNormal", Tensor([0.0], mstype.float32), Tensor([1.0], mstype.float32))),
    "cauchy": (msd.Cauchy(0.5, 2.0), x, ("Cauchy", Tensor([1.0], mstype.float32), Tensor([1.5], mstype.float32))),
    "logistic": (msd.Logistic(0.5, 2.0), x, None),
    "gumbel": (msd.Gumbel(0.5, 2.0), x, ("Gumbel", Tensor([1.0], mstype.float32), Tensor([1.5], mstype.float32))),
    "gamma": (msd.Gamma(np.array([2.0], np.float32), np.array([1.5], np.float32)), x,
              ("Gamma", Tensor([3.0], mstype.float32), Tensor([1.0], mstype.float32))),
    "beta": (msd.Beta(np.array([2.0], np.float32), np.array([3.0], np.float32)), u,
             ("Beta", Tensor([1.5], mstype.float32), Tensor([1.0], mstype.float32))),
    "poisson": (msd.Poisson(np.array([2.5], np.float32)), k, None),
    "geometric": (msd.Geometric(np.array([0.3], np.float32)), k, ("Geometric", Tensor([0.6], mstype.float32))),
}
for name, (d, v, kl) in cases.items():
    for meth in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
        try:
            emit(f"{name}_{meth}", getattr(d, meth)(v), rtol=1e-4)
        except Exception as e:  # noqa: BLE001 - record which methods MindSpore lacks
            emit(f"{name}_{meth}", type(e).__name__)
    for meth in ("mean", "mode", "var", "sd", "entropy"):
        try:
            emit(f"{name}_{meth}", getattr(d, meth)(), rtol=1e-4)
        except Exception as e:  # noqa: BLE001
            emit(f"{name}_{meth}", type(e).__name__)
    if kl is not None:
        emit(f"{name}_kl", d.kl_loss(*kl), rtol=1e-4)
        emit(f"{name}_cross_entropy", d.cross_entropy(*kl), rtol=1e-4)
    if name not in ("gamma", "beta", "poisson"):   # MindSpore 2.10 has no CPU kernel for their samplers
        emit(f"{name}_sample_shape", d.sample((2, 3)).shape)

n = msd.Normal(dtype=mstype.float32)
emit("normal_call_params", n.log_prob(x, m, s), rtol=1e-4)
emit("normal_call_mean", n.mean(m, s))
emit("halfnormal_prob", msd.HalfNormal(0.0, 1.5).prob(Tensor(np.array([-0.5, 0.3, 1.0], np.float32))), rtol=1e-4)
emit("laplace_log_prob", msd.Laplace(0.5, 2.0).log_prob(x), rtol=1e-4)
emit("studentt_log_prob", msd.StudentT(3.0, 0.5, 2.0).log_prob(x), rtol=1e-4)
try:
    n.mean()
except Exception as e:  # noqa: BLE001
    emit("normal_missing_params", type(e).__name__)
