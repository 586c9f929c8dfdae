"""TruncatedNormal and ParameterizedTruncatedNormal draw MindSpore 2.10's CPU kernels' numbers: a
std::default_random_engine seeded by GetSeed(seed, seed2), one per primitive and shape, continued by later calls.
TruncatedNormal: normal_distribution<double> (polar method), values beyond 2 skipped.  ParameterizedTruncatedNormal
per row, in the row's float type: normal rejection, uniform rejection or exponential rejection by the normalised
bounds.  MindSpore 2.10 reads the first row's parameters for every row of a 1-D parameter (FOLLOW: here every
row has the same parameters, where both agree).  Before session 27 msgraph drew both from numpy's generators."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rand27_util import calls, exact

S = lambda *v: Tensor(np.array(v, np.int32))     # noqa: E731
f32 = lambda *v: Tensor(np.array(v, np.float32))  # noqa: E731

exact("TruncatedNormal calls, shapes 2x3 2x3 2x3 3x3 2x3",
      calls(ops.TruncatedNormal(seed=3, seed2=1), (S(2, 3),), (S(2, 3),), (S(2, 3),), (S(3, 3),), (S(2, 3),)))
exact("TruncatedNormal float64 and float16", (ops.TruncatedNormal(seed=3, seed2=1, dtype=ms.float64)(S(2, 3)),
                                              ops.TruncatedNormal(seed=3, seed2=1, dtype=ms.float16)(S(2, 3))))
exact("TruncatedNormal seed2 only, 2000 values", ops.TruncatedNormal(seed=0, seed2=5)(Tensor(np.array([40, 50], np.int64))))

q = ops.ParameterizedTruncatedNormal(seed=3, seed2=1)
exact("ParameterizedTruncatedNormal uniform rejection, two calls",
      calls(q, (S(2, 3), f32(0, 0), f32(1, 1), f32(-1, -1), f32(1, 1)), (S(2, 3), f32(0, 0), f32(1, 1), f32(-1, -1), f32(1, 1))))
p = ops.ParameterizedTruncatedNormal(seed=3, seed2=1)
exact("ParameterizedTruncatedNormal normal rejection", p(S(1, 5), f32(0), f32(1), f32(-3), f32(3)))
exact("ParameterizedTruncatedNormal exponential rejection", ops.ParameterizedTruncatedNormal(seed=3, seed2=1)(
    S(1, 5), f32(0), f32(1), f32(2), f32(6)))
exact("ParameterizedTruncatedNormal float64", ops.ParameterizedTruncatedNormal(seed=3, seed2=1)(
    S(1, 5), Tensor(np.array([0.5])), Tensor(np.array([2.0])), Tensor(np.array([-3.0])), Tensor(np.array([3.0]))))
exact("ParameterizedTruncatedNormal float16", ops.ParameterizedTruncatedNormal(seed=3, seed2=1)(
    S(1, 5), *(Tensor(np.array([v], np.float16)) for v in (0, 1, 2, 6))))
exact("ParameterizedTruncatedNormal bounds below the mean", ops.ParameterizedTruncatedNormal(seed=3, seed2=1)(
    S(1, 4), f32(0), f32(1), f32(-6), f32(-2)))
exact("ParameterizedTruncatedNormal 3 rows of 4x2, scalar parameters", ops.ParameterizedTruncatedNormal(seed=7, seed2=0)(
    S(3, 4, 2), f32(1.5), f32(0.5), f32(0.0), f32(2.0)))
