"""Adapted from tests/st/ops/cpu/test_ctclossv2_op.py: CTCLossV2 (loss and log_alpha), its gradient, ops.ctc_loss
reductions, zero_infinity and the input checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


class LossOnly(nn.Cell):
    def __init__(self, **attrs):
        super().__init__()
        self.op = P.CTCLossV2(**attrs)

    def construct(self, lp, t, il, tl):
        loss, _ = self.op(lp, t, il, tl)
        return loss


raw = np.array([0.2, -0.5, 1.0, 0.3, 0.9, -1.2, 0.1, 0.4, -0.3, 0.8, 0.5, -0.1, 1.1, -0.7, 0.2, 0.0, 0.6, -0.4,
                -0.2, 0.7, 0.3, -0.9, 0.5, 0.1, 0.4, 0.2, -0.6, 0.9, -1.0, 0.3], np.float64).reshape(5, 2, 3)
lp_np = raw - np.log(np.exp(raw).sum(-1, keepdims=True))
lp = Tensor(lp_np)
t = Tensor(np.array([[1, 2, 2], [2, 1, 0]], np.int64))
il = Tensor(np.array([5, 4], np.int64))
tl = Tensor(np.array([3, 2], np.int64))
emit("loss_and_alpha", Net(P.CTCLossV2())(lp, t, il, tl), rtol=1e-6)
emit("loss_float32_int32", Net(P.CTCLossV2(blank=2))(Tensor(lp_np.astype(np.float32)),
                                                     Tensor(np.array([[1, 0, 1], [0, 0, 0]], np.int32)),
                                                     Tensor(np.array([5, 3], np.int32)),
                                                     Tensor(np.array([3, 1], np.int32)))[0], rtol=1e-5)
emit("grad", ops.GradOperation(sens_param=True)(LossOnly())(lp, t, il, tl, Tensor(np.array([1.0, 0.5]))),
     rtol=1e-6, atol=1e-9)
for red in ("none", "sum", "mean"):
    emit("ctc_loss_" + red, ops.ctc_loss(lp, t, il, tl, blank=0, reduction=red)[0], rtol=1e-6)
# target [1, 1] needs 3 steps: infeasible in 2
il2 = Tensor(np.array([5, 2], np.int64))
t2 = Tensor(np.array([[1, 2, 2], [1, 1, 0]], np.int64))
emit("infeasible", Net(P.CTCLossV2())(lp, t2, il2, tl)[0], rtol=1e-6)
emit("infeasible_zero_infinity", Net(P.CTCLossV2(zero_infinity=True))(lp, t2, il2, tl)[0], rtol=1e-6)
emit("infeasible_zero_infinity_grad",
     ops.GradOperation()(LossOnly(zero_infinity=True))(lp, t2, il2, tl), rtol=1e-6, atol=1e-9)
emit_error("reduction_mean_primitive", P.CTCLossV2, reduction="mean")
emit_error("target_lengths_float", ops.ctc_loss, lp, t, il, Tensor(np.array([3.0, 2.0], np.float32)))
