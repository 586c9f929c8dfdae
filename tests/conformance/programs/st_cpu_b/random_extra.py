"""Adapted from tests/st/ops/cpu/test_random_gamma_op.py, test_standard_laplace.py, test_rrelu.py and
test_random_categorical_op.py: random values are not compared (MindSpore's generator), only shapes, dtypes,
repeatability under a fixed non-zero seed, RReLU's deterministic (non-training) slope, and errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from _conf import emit, emit_error


def meta(t):
    return (str(t.dtype), t.shape)


class Laplace(nn.Cell):
    def __init__(self, shape, seed=0, seed2=0):
        super().__init__()
        self.shape = shape
        self.op = ops.StandardLaplace(seed, seed2)

    def construct(self):
        return self.op(self.shape)


a = Laplace((5, 6, 8), 10, 10)()
b = Laplace((5, 6, 8), 10, 10)()
emit("laplace_meta", meta(a))
emit("laplace_same_seed", bool((a.asnumpy() == b.asnumpy()).all()))
emit("laplace_functional", meta(ops.standard_laplace((2, 3), 8)))

alpha = Tensor(np.array([[3, 4], [5, 6]], np.float32))
emit("gamma_functional_meta", meta(F.random_gamma(Tensor(np.array([4, 2]), ms.int32), alpha, seed=2)))
emit("gamma_prim_f64", meta(P.RandomGamma(seed=3)(Tensor(np.array([3, 1, 2]), ms.int32), Tensor(np.array([5., 6.]), ms.float64))))
emit("gamma_positive", bool((F.random_gamma(Tensor(np.array([50]), ms.int32), alpha, seed=1).asnumpy() > 0).all()))


class RC(nn.Cell):
    def __init__(self, dtype=ms.int64):
        super().__init__()
        self.rc = P.RandomCategorical(dtype)

    def construct(self, logits, num_sample, seed):
        return self.rc(logits, num_sample, seed)


logits = Tensor(np.array([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]), ms.float16)
for dt in (ms.int16, ms.int32, ms.int64):
    out = RC(dt)(logits, 10, 5)
    emit("categorical_meta_" + str(dt), meta(out))
out = RC()(logits, 10, 5).asnumpy()
emit("categorical_rows_equal", bool((out[0] == out[1]).all()))
emit("categorical_in_range", bool(((out >= 0) & (out < 5)).all()))
one_hot = RC()(Tensor(np.array([[0., -1e4, -1e4]], np.float32)), 6, 3)
emit("categorical_certain", one_hot)


class RRNet(nn.Cell):
    def __init__(self, lower, upper):
        super().__init__()
        self.rrelu = nn.RReLU(lower, upper)

    def construct(self, x):
        return self.rrelu(x)


x = Tensor(np.array([[0, -1, -2], [-4, 5, 6]]).astype(np.float32))
emit("rrelu_half", RRNet(0.5, 0.5)(x))
emit("rrelu_negative", RRNet(-1, -1)(x))
r = RRNet(1 / 8, 1 / 3)(x).asnumpy()
slope = r[x.asnumpy() < 0] / x.asnumpy()[x.asnumpy() < 0]
emit("rrelu_default_slopes_in_range", bool(((slope >= 1 / 8 - 1e-6) & (slope <= 1 / 3 + 1e-6)).all()))
emit("rrelu_default_positive_kept", r[x.asnumpy() >= 0])
emit_error("rrelu_lower_gt_upper", lambda: nn.RReLU(0.6, 0.2))
emit_error("rrelu_bad_type", lambda: nn.RReLU("a", 0.2))


class Rand(nn.Cell):
    def __init__(self, op, shape):
        super().__init__()
        self.op = op
        self.shape = shape

    def construct(self):
        return self.op(self.shape)


for name, make in (("standard_normal", lambda: P.StandardNormal(10, 10)), ("uniform_real", lambda: P.UniformReal(10, 10))):
    n1, n2 = Rand(make(), (4, 5)), Rand(make(), (4, 5))
    a1, b1 = n1().asnumpy(), n2().asnumpy()
    a2 = n1().asnumpy()
    emit(name + "_same_seed_same_numbers", bool((a1 == b1).all()))
    emit(name + "_next_call_new_numbers", bool((a1 != a2).any()))
