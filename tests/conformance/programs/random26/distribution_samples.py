"""nn.probability distributions sample as MindSpore 2.10's do: each passes its own seed (0 by default) to
ops.uniform / ops.normal / ops.multinomial, whose seeded kernels msgraph reproduces, so after set_seed the
samples are MindSpore's (Exponential, Logistic, Gumbel: to MindSpore's float32 Log kernel, ~1e-6)."""
import mindspore as ms
import mindspore.nn.probability.distribution as msd
from _conf import emit

ms.set_seed(4)
for name, d in [("normal", msd.Normal(0.0, 1.0)), ("uniform", msd.Uniform(0.0, 2.0)), ("bernoulli", msd.Bernoulli(0.3)),
                ("exponential", msd.Exponential(1.5)), ("normal seed 5", msd.Normal(1.0, 2.0, seed=5)),
                ("categorical", msd.Categorical([0.2, 0.8])), ("logistic", msd.Logistic(0.0, 1.0)),
                ("geometric", msd.Geometric(0.4)), ("gumbel", msd.Gumbel(0.0, 1.0)), ("cauchy", msd.Cauchy(0.0, 1.0)),
                ("lognormal", msd.LogNormal(0.0, 1.0))]:
    emit(name, d.sample((4,)), rtol=1e-5, atol=1e-6)
emit("normal 0-d", msd.Normal(0.0, 1.0).sample())
emit("uniform seed 3", msd.Uniform(0.0, 1.0, seed=3).sample((3,)))
emit("categorical 2x3 from a batch", msd.Categorical([[0.2, 0.8], [0.6, 0.4]]).sample((2, 3)))
