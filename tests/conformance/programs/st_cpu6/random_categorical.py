"""Adapted from tests/st/ops/cpu/test_random_categorical_op.py: RandomCategorical draws MindSpore's CPU kernel's
numbers (Philox-scrambled seed, std::default_random_engine); one primitive called again with the same
(shape, num_sample, seed) continues its stream, a new primitive (ops.random_categorical) starts afresh."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.rc = P.RandomCategorical(dtype)

    def construct(self, logits, num_sample, seed):
        return self.rc(logits, num_sample, seed)


x = np.array([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
for name, dt in (("f16", ms.float16), ("f32", ms.float32), ("f64", ms.float64)):
    for out in (ms.int16, ms.int32, ms.int64):
        emit(f"{name}_{out}", Net(out)(Tensor(x, dt), 10, 5))
p = P.RandomCategorical(ms.int32)
t = Tensor(x, ms.float32)
emit("first", p(t, 10, 5))
emit("continued", p(t, 10, 5))
emit("other_num_sample", p(t, 4, 5))
emit("other_seed", p(t, 10, 7))
emit("seed5_again", p(t, 10, 5))
net = Net(ms.int64)
emit("cell_first", net(t, 10, 5))
emit("cell_continued", net(t, 10, 5))
emit("functional", ops.random_categorical(t, 10, 5))
emit("functional_again", ops.random_categorical(t, 10, 5))
wide = Tensor(np.array([[1., 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]), ms.float64)
emit("wide_f64", P.RandomCategorical(ms.int32)(wide, 7, 3))
emit("f16_big", P.RandomCategorical(ms.int64)(Tensor(np.arange(30).reshape(3, 10) / 7.0, ms.float16), 50, 123))
