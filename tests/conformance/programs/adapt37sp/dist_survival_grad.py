"""Adapted from tests/st/probability/distribution/test_bernoulli.py: gradients (ms.grad, PyNative and @ms.jit) of
Bernoulli's survival_function / log_survival / cdf with respect to probs given at the call, at values where the
survival is 0 (MindSpore's constant branches carry no gradient: finite, not NaN)."""
import numpy as np
import mindspore as ms
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor, jit
from mindspore import dtype as mstype
from _conf import emit

X = Tensor(np.array([0.3, 1.0, 2.5, -1.0], np.float32))
P = Tensor(np.array([0.4], np.float32))
b = msd.Bernoulli(dtype=mstype.float32)


def log_surv(x, p):
    return b.log_survival(x, p).sum()


def surv(x, p):
    return b.survival_function(x, p).sum()


def log_cdf(x, p):
    return b.log_cdf(x, p).sum()


for name, f in (("log_survival", log_surv), ("survival", surv), ("log_cdf", log_cdf)):
    emit(f"grad_{name}", ms.grad(f, grad_position=1)(X, P), rtol=1e-5)
    emit(f"grad_{name}_jit", ms.grad(jit(f), grad_position=1)(X, P), rtol=1e-5)
emit("value_log_survival", b.log_survival(X, P), rtol=1e-6)
