"""mint.nn.NLLLoss / mint.nn.functional.nll_loss with a weight of the wrong rank or length (adapt42mint, a variant
of st/mint test_nllloss): MindSpore 2.10's NLLLoss shape inference refuses a weight that is not 1-D (a 0-d or (1, C)
one) and a weight of another length than C with RuntimeErrors, in both modes.  Silent: msgraph broadcast a 0-d or
(1, C) weight and computed; a wrong length was Mul's ValueError."""
import numpy as np
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error


class Loss(nn.Cell):
    def __init__(self, w, reduction='mean'):
        super().__init__()
        self.loss = mint.nn.NLLLoss(weight=w, reduction=reduction)

    def construct(self, x, t):
        return self.loss(x, t)


lg = Tensor(np.log(np.array([[0.1, 0.2, 0.7], [0.3, 0.3, 0.4]], np.float32)))
t = Tensor(np.array([2, 0], np.int32))
emit("weight_ok", Loss(Tensor(np.array([1.0, 2.0, 0.5], np.float32)))(lg, t))
emit("weight_ok_sum", Loss(Tensor(np.array([1.0, 2.0, 0.5], np.float32)), 'sum')(lg, t))
emit_error("weight_0d", lambda: Loss(Tensor(np.float32(2.0)))(lg, t))
emit_error("weight_2d", lambda: Loss(Tensor(np.ones((1, 3), np.float32)))(lg, t))
emit_error("weight_short", lambda: Loss(Tensor(np.array([1.0, 2.0], np.float32)))(lg, t))
emit_error("weight_long_fn", lambda: mint.nn.functional.nll_loss(lg, t, weight=Tensor(np.ones(4, np.float32))))
emit_error("target_2d_fn", lambda: mint.nn.functional.nll_loss(lg, Tensor(np.array([[2], [0]], np.int32))))
