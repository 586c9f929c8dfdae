"""Adapted from tests/st/ops/cpu/test_random_choice_with_mask_op.py: RandomChoiceWithMask draws MindSpore's CPU
kernel's choice (std::shuffle with a Philox-seeded std::default_random_engine; a further call of one primitive
continues its engine); a count too large for the output is a RuntimeError. Rank >= 3 inputs are not recorded:
MindSpore 2.10's kernel computes their middle coordinates wrongly (docs/differences.md, h-cpu2)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, count, seed, seed2=0):
        super().__init__()
        self.op = P.RandomChoiceWithMask(count=count, seed=seed, seed2=seed2)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.array([1, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1]).astype(np.bool_))
net = Net(10, 9)
emit("first", net(x))
emit("continued", net(x))
emit("seed_seed2_2d", Net(4, 1, 3)(x.reshape(4, 4)))
emit("seed2_only", Net(3, 0, 7)(x.reshape(2, 8)))
p = P.RandomChoiceWithMask(count=6, seed=2)
emit("prim_first", p(x))
emit("prim_continued", p(x))
big = Tensor((np.arange(400).reshape(20, 20) % 3 == 0))
emit("big_2d", Net(50, 123, 5)(big))
emit_error("count_too_large", lambda: Net(2051328285, 0, -1024)(Tensor(np.ones((24, 4, 4), np.bool_))))
