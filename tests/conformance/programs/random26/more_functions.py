"""ops.shuffle (RandomShuffle: std::shuffle with minstd_rand0 seeded from Philox's scramble of the seeds),
ops.multinomial (with replacement a new Multinomial; without, the top-k of log(UniformReal) / (p + 1e-6)) and
ops.choice_with_mask, seeded by _get_graph_seed as MindSpore 2.10's functions are: its numbers after set_seed."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

ms.set_seed(1)
emit("shuffle", ops.shuffle(Tensor(np.arange(8))))
emit("shuffle rows", ops.shuffle(Tensor(np.arange(12).reshape(6, 2))))
emit("shuffle seed 4", ops.shuffle(Tensor(np.arange(8)), seed=4))
emit("RandomShuffle calls", (lambda p: (p(Tensor(np.arange(6))), p(Tensor(np.arange(6)))))(ops.RandomShuffle(3, 1)))
p = Tensor(np.array([[0.1, 0.2, 0.3, 0.4], [0.4, 0.3, 0.2, 0.1]], np.float32))
emit("multinomial", ops.multinomial(Tensor(np.full((1, 5), 0.2, np.float32)), 4))
emit("multinomial without replacement", ops.multinomial(p, 3, False))
emit("multinomial without replacement 1-d", ops.multinomial(Tensor(np.array([0.1, 0.2, 0.3, 0.4], np.float32)), 2, False))
emit("choice_with_mask", ops.choice_with_mask(Tensor(np.ones(6, bool)), 3))
emit("choice_with_mask seed 2", ops.choice_with_mask(Tensor(np.ones((3, 3), bool)), 4, seed=2))
emit("StandardLaplace", ops.StandardLaplace(seed=1, seed2=0)((3,)))
emit("StandardLaplace 2 calls", (lambda q: (q((5,)), q((5,))))(ops.StandardLaplace(seed=4, seed2=9)))
emit("standard_laplace", ops.standard_laplace((2, 3)))
emit("standard_laplace seed 7", ops.standard_laplace((4,), seed=7))
emit("laplace", ops.laplace((3,), Tensor(1.0), Tensor(2.0)))
# Bernoulli: Philox words keyed by the seed, restarted at block 0 each call, the last block's unused words first
x8, x6 = Tensor(np.zeros(8, np.float32)), Tensor(np.zeros(6, np.float32))
emit("bernoulli seed 3, twice", (ops.bernoulli(x8, 0.5, seed=3), ops.bernoulli(x8, 0.5, seed=3)))
emit("bernoulli seed 3, 6 elements three times",
     (ops.bernoulli(x6, 0.5, seed=3), ops.bernoulli(x6, 0.5, seed=3), ops.bernoulli(x6, 0.5, seed=3)))
emit("bernoulli int32 with a p per element",
     ops.bernoulli(Tensor(np.zeros((2, 3), np.int32)), Tensor(np.linspace(0, 1, 6).reshape(2, 3).astype(np.float32)), seed=11))
emit("Bernoulli primitive, offset ignored", ops.Bernoulli(seed=7, offset=2)(Tensor(np.zeros(5)), Tensor(np.float64(0.3))))
# randperm: RandpermV2's kernel, std::shuffle with std::mt19937(offset or seed), the same permutation each call
emit("randperm", (ops.randperm(8), ops.randperm(8, seed=5), ops.randperm(8, seed=5, offset=2)))
emit("randperm float32", ops.randperm(6, dtype=ms.float32))
emit("RandpermV2", (ops.RandpermV2(seed=3, offset=0, dtype=ms.int32)(5), ops.RandpermV2(7)(4)))
# UniformCandidateSampler: minstd_rand0 from GetSeed(seed, 0), one per primitive and shape, continued by calls
u = ops.UniformCandidateSampler(1, 3, False, 8, seed=1)
emit("UniformCandidateSampler twice", (u(Tensor(np.array([[1]], np.int64))), u(Tensor(np.array([[1]], np.int64)))))
emit("UniformCandidateSampler unique, accidental hits removed",
     ops.UniformCandidateSampler(2, 5, True, 10, seed=4, remove_accidental_hits=True)(Tensor(np.array([[1, 2]], np.int32))))
emit("uniform_candidate_sampler", ops.uniform_candidate_sampler(Tensor(np.array([[1, 2]], np.int32)), 2, 4, True, 7, seed=9))
