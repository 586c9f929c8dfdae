"""nn.probability.distribution.Logistic's log_cdf / survival_function / log_survival (and log_prob) use MindSpore 2.10's
own softplus: log(exp(x) + 1), exp(x) below float32's log(eps) + 1 and x above its negative; survival is
sigmoid(-z) and log_survival -softplus(z).  msgraph took log(survival) and 1 - cdf: where z is large
(x = 80, loc 3, scale 2) log_survival was -inf where MindSpore gives -38.5, survival 0 for 1.9e-17, log_cdf 0 for
-1.9e-17 (SILENT)."""
import numpy as np
import mindspore as ms
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor, dtype
from _conf import emit

d = msd.Logistic(np.array([3.0]), np.array([[2.0], [4.0]]), dtype=dtype.float32)
v = Tensor(np.array([-40.0, 80.0, -100.0, 200.0], np.float32))
for name in ("log_cdf", "survival_function", "log_survival", "cdf", "log_prob"):
    emit(name, getattr(d, name)(v))
d2 = msd.Logistic(dtype=dtype.float32)
loc, scale = Tensor(np.array([0.5], np.float32)), Tensor(np.array([1.5], np.float32))
for name in ("log_cdf", "log_survival", "survival_function"):
    emit("args_" + name, getattr(d2, name)(v, loc, scale))


class Net(ms.nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = msd.Logistic(np.array([3.0]), np.array([2.0]), dtype=dtype.float32)

    def construct(self, x):
        return self.d.log_survival(x), self.d.survival_function(x)


emit("cell", Net()(v))
