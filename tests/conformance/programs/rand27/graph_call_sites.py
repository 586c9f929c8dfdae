"""One seeded primitive instance called at two places of a Cell's construct: in Graph mode each call site is a
kernel of its own (the two give the same numbers, and the next run continues each), in PyNative the instance's
one kernel per shape serves both (the second call continues the first).  Before session 27 msgraph's Graph mode
shared the instance's engine between the sites, as PyNative does."""
import numpy as np
from mindspore import Tensor, nn, ops
from _rand27_util import exact


class TwoSites(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sn = ops.StandardNormal(seed=3, seed2=1)
        self.u = ops.UniformReal(seed=3, seed2=1)
        self.g = ops.RandomGamma(seed=3, seed2=1)
        self.m = ops.Multinomial(seed=3, seed2=1)
        self.t = ops.TruncatedNormal(seed=3, seed2=1)

    def construct(self, s, a, p):
        return (self.sn((3,)), self.sn((3,)), self.u((2,)), self.u((2,)), self.g(s, a), self.g(s, a),
                self.m(p, 3), self.m(p, 3), self.t(Tensor(np.array([2, 2], np.int32))),
                self.t(Tensor(np.array([2, 2], np.int32))))


net = TwoSites()
args = (Tensor(np.array([2], np.int32)), Tensor(np.array([1.5], np.float32)),
        Tensor(np.array([[0.2, 0.3, 0.5]], np.float32)))
exact("two call sites, first run", net(*args))
exact("two call sites, second run", net(*args))
