"""Kernel streams of the categorical samplers.  Multinomial, RandomChoiceWithMask and RandomCategorical keep one
minstd_rand0 engine per primitive instance and input (a later call continues it; session 26's numbers, their
engines now freed with the primitive).  MultinomialWithReplacement (new in session 27; msgraph drew from its own
generator): floats from the 23 mantissa bits of Philox words keyed by the seed input, counter (block, offset); one
stream per primitive and shape, continued by a call with the same seed and offset, restarted by other ones, the
words left in the last block read first; with replacement the smallest double cumulative sum at or above
u * total, without it the chosen weight zeroed and the zero-weight classes last."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rand27_util import calls, exact

p = Tensor(np.array([[0.1, 0.2, 0.3, 0.4], [0.4, 0.3, 0.2, 0.1]], np.float32))
lg = Tensor(np.array([[1., 2., 3., 4.], [4., 3., 2., 1.]], np.float32))
x = Tensor(np.ones((3, 3), bool))
m = ops.Multinomial(seed=5, seed2=2)
exact("Multinomial calls 3 3 5 3", calls(m, (p, 3), (p, 3), (p, 5), (p, 3)))
exact("Multinomial int64", ops.Multinomial(seed=5, seed2=2, dtype=ms.int64)(p, 3))
c = ops.RandomChoiceWithMask(3, seed=4, seed2=1)
exact("RandomChoiceWithMask calls", calls(c, (x,), (x,), (Tensor(np.ones(5, bool)),), (x,)))
r = ops.RandomCategorical(ms.int32)
exact("RandomCategorical calls", calls(r, (lg, 4, 7), (lg, 4, 7), (lg, 3, 7), (lg, 4, 7), (lg, 4, 8)))
exact("random_categorical twice", (ops.random_categorical(lg, 4, 7), ops.random_categorical(lg, 4, 7)))

T = lambda v: Tensor(v, ms.int64)   # noqa: E731
exact("MultinomialWithReplacement calls", calls(ops.MultinomialWithReplacement(3, True), (p, T(5), T(0)),
                                                (p, T(5), T(0)), (p, T(5), T(0))))
exact("MultinomialWithReplacement without replacement, calls", calls(ops.MultinomialWithReplacement(3, False),
                                                                     (p, T(5), T(2)), (p, T(5), T(2))))
exact("MultinomialWithReplacement seeds 5 6 5", calls(ops.MultinomialWithReplacement(3, True), (p, T(5), T(0)),
                                                      (p, T(6), T(0)), (p, T(5), T(0))))
exact("MultinomialWithReplacement shapes", calls(ops.MultinomialWithReplacement(3, True), (p, T(5), T(0)),
                                                 (p[0], T(5), T(0)), (p, T(5), T(0))))
exact("multinomial_with_replacement twice", (ops.multinomial_with_replacement(p, 5, 0, 3, True),
                                             ops.multinomial_with_replacement(p, 5, 0, 3, True)))
exact("MultinomialWithReplacement zero weights", ops.MultinomialWithReplacement(4, False)(
    Tensor(np.array([0.0, 2.0, 0.0, 1.0], np.float32)), T(7), T(1)))
exact("MultinomialWithReplacement float64 and float16", (
    ops.MultinomialWithReplacement(6, True)(Tensor(np.array([1.0, 0.0, 3.0])), T(9), T(4)),
    ops.MultinomialWithReplacement(5, True)(Tensor(np.array([[1.0, 2.0, 3.0]], np.float16)), T(9), T(4))))
