"""P.NoRepeatNGram with float64 log_probs (both modes).

MindSpore 2.10 writes float64's lowest value (-1.7976931348623157e+308) at the banned tokens of float64 log_probs;
msgraph wrote float32's lowest (-3.4028234663852886e+38; SILENT).  float16 (dt51) and float32 as before.  Found by
dt52's value dump of st/ops/cpu with the tests' inputs in float64 (test_no_repeat_ngram.py, chunk 09)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.NoRepeatNGram(2)

    def construct(self, seq, lp):
        return self.op(seq, lp)


seq = Tensor(np.array([[[1, 2, 1, 2, 5, 1, 2], [2, 3, 4, 2, 3, 4, 2]]], np.int32))
lp = np.linspace(-3, 0, 2 * 10).reshape(1, 2, 10)
for dt in (np.float64, np.float32, np.float16):
    emit(f"log_probs_{dt.__name__}", Net()(seq, Tensor(lp.astype(dt))))
