"""P.CTCGreedyDecoder (tests/st/ops/cpu/test_ctc_greedy_decoder_op.py): decoded indices/values/shape and the log
probability, merge_repeated on and off, a sequence_length past max_time."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, merge):
        super().__init__()
        self.op = P.CTCGreedyDecoder(merge_repeated=merge)

    def construct(self, x, s):
        return self.op(x, s)


x = np.zeros((5, 2, 4), np.float32)
best = [[1, 0], [1, 3], [3, 0], [1, 2], [2, 2]]       # class 3 is the blank
for t in range(5):
    for b in range(2):
        x[t, b] = np.arange(4) * 0.1
        x[t, b, best[t][b]] = 1.0 + t + b * 0.5
seq = Tensor(np.array([5, 4], np.int32))
emit("merge", Net(True)(Tensor(x), seq))
emit("no_merge", Net(False)(Tensor(x), seq))
emit("f64_short", Net(True)(Tensor(x.astype(np.float64)), Tensor(np.array([2, 1], np.int32))))
emit_error("seq_too_long", lambda: Net(True)(Tensor(x), Tensor(np.array([6, 1], np.int32))))
