"""Adapted from tests/st/ops/cpu/test_multinomial_op.py: P.Multinomial(seed, seed2) draws MindSpore's CPU kernel's
numbers (Philox-seeded std::default_random_engine, float uniform draws, binary search in the normalised cdf);
one primitive called again continues its engine."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, seed, seed2):
        super().__init__()
        self.op = P.Multinomial(seed=seed, seed2=seed2)

    def construct(self, x, n):
        return self.op(x, n)


prob = Tensor([[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]], ms.float32)
net = Net(5, 6)
emit("batched_first", net(prob, 3))
emit("batched_continued", net(prob, 3))
emit("one_row", Net(5, 6)(prob[0], 3))
emit("three_classes", Net(5, 6)(Tensor([[0.1, 0.2, 0.7], [0.3, 0.3, 0.4]], ms.float32), 6))
emit("unnormalised_f64", Net(1, 0)(Tensor(np.array([[1., 0, 3, 4], [0, 0, 0, 2]]), ms.float64), 7))
emit("seed2_only_int64", P.Multinomial(seed=0, seed2=9, dtype=ms.int64)(Tensor([0.2, 0.3, 0.5], ms.float32), 5))
