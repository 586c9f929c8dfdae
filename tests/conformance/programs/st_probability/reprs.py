"""Parameter checks at construction, and how distributions and bijectors print (their extend_repr), scalar and batched parameters. (LogNormal,
Gumbel, Gamma, Beta and a batched Softplus also print MindSpore's internal sub-cells: not compared.)"""
import numpy as np
import mindspore as ms
import mindspore.nn.probability.bijector as msb
import mindspore.nn.probability.distribution as msd
from mindspore import dtype as mstype
from _conf import emit, emit_error

MODES = ("pynative",)

dists = {
    "normal": msd.Normal(0.5, 2.0),
    "normal_none": msd.Normal(),
    "normal_batch": msd.Normal(np.array([0.0, 1.0], np.float32), 1.0),
    "uniform": msd.Uniform(0.0, 3.0),
    "exponential": msd.Exponential(1.5),
    "cauchy": msd.Cauchy(0.5, 2.0),
    "logistic": msd.Logistic(0.5, 2.0),
    "poisson": msd.Poisson(np.array([2.5], np.float32)),
    "geometric": msd.Geometric(0.3),
    "geometric_batch": msd.Geometric([0.3, 0.5]),
    "bernoulli": msd.Bernoulli(0.7),
    "bernoulli_batch": msd.Bernoulli([0.7, 0.4]),
    "categorical": msd.Categorical([0.2, 0.1, 0.7]),
    "categorical_batch": msd.Categorical([[0.2, 0.8], [0.5, 0.5]]),
    "halfnormal": msd.HalfNormal(0.0, 1.5),
    "bijector_exp": msb.Exp(),
    "bijector_affine": msb.ScalarAffine(2.0, 1.0),
    "bijector_gumbel": msb.GumbelCDF(1.0, 2.0),
    "bijector_power": msb.PowerTransform(2.0),
}
for name, d in dists.items():
    emit(name, str(d))
emit_error("gamma_scalar", msd.Gamma, 2.0, np.array([1.5], np.float32))
emit_error("beta_scalar", msd.Beta, np.array([1.5], np.float32), 3.0)
emit_error("poisson_scalar", msd.Poisson, 2)

checks = [("normal_sd", lambda: msd.Normal(0.0, -1.0)), ("normal_sd0", lambda: msd.Normal(0.0, 0.0)),
          ("lognormal", lambda: msd.LogNormal(0.0, -1.0)), ("uniform", lambda: msd.Uniform(1.0, 0.0)),
          ("exp", lambda: msd.Exponential(-1.0)), ("cauchy", lambda: msd.Cauchy(0.0, -1.0)),
          ("logistic", lambda: msd.Logistic(0.0, -1.0)), ("gumbel", lambda: msd.Gumbel(0.0, -1.0)),
          ("gamma", lambda: msd.Gamma(np.array([-1.0]), np.array([1.0]))),
          ("beta", lambda: msd.Beta(np.array([-1.0]), np.array([1.0]))), ("poisson", lambda: msd.Poisson(np.array([-1.0]))),
          ("geometric", lambda: msd.Geometric(1.5)), ("geometric1", lambda: msd.Geometric(1.0)),
          ("halfnormal", lambda: msd.HalfNormal(0.0, -1.0)), ("laplace", lambda: msd.Laplace(0.0, -1.0)),
          ("studentt", lambda: msd.StudentT(-1.0, 0.0, 1.0)), ("normal_int_dtype", lambda: msd.Normal(0.0, 1.0, dtype=mstype.int32)),
          ("normal_name", lambda: msd.Normal(0.0, 1.0, name=1)), ("normal_seed", lambda: msd.Normal(0.0, 1.0, seed=1.5)),
          ("normal_bool", lambda: msd.Normal(True, 1.0))]
for name, make in checks:
    emit_error(f"check_{name}", make)
emit("bern_float_dtype", str(msd.Bernoulli(0.5, dtype=mstype.float32).dtype))
emit("cat_float_dtype", str(msd.Categorical([0.5, 0.5], dtype=mstype.float32).dtype))
emit("poisson_int_dtype", str(msd.Poisson(np.array([1.0], np.float32), dtype=mstype.int32).dtype))
