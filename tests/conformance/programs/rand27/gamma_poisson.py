"""RandomGamma and RandomPoisson draw MindSpore 2.10's CPU kernels' numbers.  RandomGamma: TensorFlow's sampler on
a GuardedPhiloxRandom(seed, seed2) (Marsaglia-Tsang from Box-Muller normals, 256 Philox blocks per output, the
generator advanced by every call; one kernel per primitive and output shape).  RandomPoisson: std::mt19937 seeded
with the PCG step of GetSeed(seed, seed2), Knuth below rate 10 and PTRS above, one engine per primitive, shape
value and rate dtype (rates of another length continue it).  ops.random_gamma / ops.random_poisson build a new
primitive per call seeded by _get_graph_seed.  Before session 27 msgraph drew both from numpy's generators."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rand27_util import Pair, calls, exact

S = lambda *v: Tensor(np.array(v, np.int32))     # noqa: E731
f32 = lambda *v: Tensor(np.array(v, np.float32))  # noqa: E731
alpha = f32(0.5, 1.5, 3.0)
rate = f32(0.5, 4.0, 30.0)

exact("RandomGamma calls", calls(ops.RandomGamma(seed=5, seed2=2), (S(2), alpha), (S(2), alpha)))
exact("RandomGamma shapes 2 3 3 2", calls(ops.RandomGamma(seed=5, seed2=2), (S(2), alpha), (S(3), alpha), (S(3), alpha),
                                         (S(2), alpha)))
exact("RandomGamma other alpha shape: a new kernel", calls(ops.RandomGamma(seed=5, seed2=2), (S(2), alpha),
                                                           (S(2), f32(1.0, 0.2))))
exact("RandomGamma float64 and float16", (ops.RandomGamma(seed=5, seed2=2)(S(2), Tensor(np.array([0.5, 1.5, 3.0]))),
                                          ops.RandomGamma(seed=1, seed2=0)(Tensor(np.array([4], np.int64)),
                                                                          Tensor(np.array([2.5, 1.0, 0.1], np.float16)))))
exact("RandomGamma seed2 only", ops.RandomGamma(seed=0, seed2=7)(S(2, 2), alpha))
exact("RandomGamma edge alphas", ops.RandomGamma(seed=5, seed2=2)(
    S(2), f32(0.0, -1.0, np.nan, np.inf, 1e-30, 1e30, -0.5, -0.6666667, -0.1, 0.01, 100.0)))

exact("RandomPoisson calls", calls(ops.RandomPoisson(seed=5, seed2=2), (S(3), rate), (S(3), rate)))
exact("RandomPoisson shapes 2 3 3", calls(ops.RandomPoisson(seed=5, seed2=2), (S(2), rate), (S(3), rate), (S(3), rate)))
exact("RandomPoisson same shape, other rates continue", calls(ops.RandomPoisson(seed=5, seed2=2), (S(2), rate),
                                                             (S(2), rate), (S(2), f32(1.0, 200.0))))
exact("RandomPoisson rank-2 shape, float64 rate: new kernels",
      calls(ops.RandomPoisson(seed=5, seed2=2), (S(2), rate), (S(2, 1), rate), (S(2), Tensor(np.array([0.5, 4.0, 30.0])))))
exact("RandomPoisson dtypes", (ops.RandomPoisson(seed=1, seed2=0, dtype=ms.float16)(Tensor(np.array([4], np.int64)),
                                                                                   Tensor(np.array([2.5, 12.0], np.float16))),
                               ops.RandomPoisson(seed=1, seed2=0, dtype=ms.int32)(Tensor(np.array([4], np.int64)),
                                                                                 Tensor(np.array([3, 15], np.int32)))))
exact("RandomPoisson seed2 only", ops.RandomPoisson(seed=0, seed2=9)(Tensor(np.array([4], np.int64)),
                                                                    Tensor(np.array([3.0, 15.0]))))
exact("RandomPoisson edge rates", (ops.RandomPoisson(seed=5, seed2=2)(S(2), f32(0.0, -1.0, 10.0, np.inf, 1e6)),
                                   ops.RandomPoisson(seed=5, seed2=2, dtype=ms.float32)(S(2), f32(0.0, -3.0, 9.99, np.inf, 12345.5))))

ms.set_seed(10)
exact("random_gamma twice, seed 3", (ops.random_gamma(S(2), alpha), ops.random_gamma(S(2), alpha),
                                     ops.random_gamma(S(2), alpha, seed=3)))
exact("random_poisson twice, seed 3 int32", (ops.random_poisson(S(2), rate), ops.random_poisson(S(2), rate),
                                             ops.random_poisson(S(2), rate, seed=3, dtype=ms.int32)))

net = Pair(ops.RandomGamma(seed=5, seed2=2), ops.RandomPoisson(seed=5, seed2=2))
exact("in a Cell, two calls", (net(S(2), alpha, rate), net(S(2), alpha, rate)))
