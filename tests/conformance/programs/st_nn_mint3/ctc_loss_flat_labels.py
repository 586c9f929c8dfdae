"""nn.CTCLoss / ops.CTCLossV2 with a target label outside [0, C): MindSpore 2.10's CPU kernel reads log_probs at
the flat offset (t * N + b) * C + label (another batch entry's row), which st nn test_ctc_loss_tnc's expected
values rely on (past the buffer's end it reads whatever memory follows: not recorded); in-range labels for
comparison."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class CTC(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.loss = nn.CTCLoss(blank=0, reduction=reduction, zero_infinity=False)

    def construct(self, lp, tg, il, tl):
        return self.loss(lp, tg, il, tl)


t, c, n = 6, 4, 3
lp = Tensor((np.arange(t * n * c).reshape(t, n, c) % 11 / 5 - 2.2).astype(np.float32))
il = Tensor(np.full((n,), t), ms.int32)
tl = Tensor(np.array([3, 2, 3]), ms.int32)
for name, tg in [("in_range", np.array([[1, 2, 3, 1], [3, 3, 0, 0], [2, 1, 2, 1]])),
                 ("next_entry", np.array([[1, 5, 2, 0], [4, 6, 0, 0], [1, 2, 3, 0]]))]:
    for red in ("none", "mean", "sum"):
        emit(f"{name}_{red}", CTC(red)(lp, Tensor(tg, ms.int32), il, tl), rtol=1e-5)
    out = ops.CTCLossV2(blank=0)(lp, Tensor(tg, ms.int32), il, tl)
    emit(f"{name}_v2_loss", out[0], rtol=1e-5)
