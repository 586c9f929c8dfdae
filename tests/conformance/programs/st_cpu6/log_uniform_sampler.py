"""Adapted from tests/st/ops/cpu/test_candidate_sampler_op.py (test_log_uniform_candidate_sampler_unique):
LogUniformCandidateSampler draws the CPU kernel's Philox(87654321, seed) numbers (seed 0 too); one primitive's
second call continues further on; the function form starts afresh."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.op = P.LogUniformCandidateSampler(*args)

    def construct(self, x):
        return self.op(x)


t = Tensor(np.array([[1, 7], [0, 4], [3, 3]]), ms.int64)
emit("functional_unique", ops.log_uniform_candidate_sampler(t, 2, 5, True, 5, 1))
emit("functional_again", ops.log_uniform_candidate_sampler(t, 2, 5, True, 5, 1))
net = Net(2, 6, True, 20, 3)
emit("net_first", net(t))
emit("net_continued", net(t))
emit("not_unique", Net(1, 8, False, 100, 0)(Tensor(np.array([[5], [50]]), ms.int64)))
emit("seed0_unique", Net(2, 4, True, 10, 0)(t))
