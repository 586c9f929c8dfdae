"""Adapted from tests/st/ops/gpu/test_nll_loss.py (test_nll_loss_grad_*): NLLLossGrad returns the logits' dtype and
computes in float32 whatever the weight's dtype (msgraph returned float32 for float16 logits with float32 weights,
and computed in float16 when the weights were float16)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.op = G.NLLLossGrad(reduction=reduction)

    def construct(self, x, dloss, target, weight, total_weight):
        return self.op(x, dloss, target, weight, total_weight)


for reduction in ("none", "mean", "sum"):
    for tx, tw in ((np.float32, np.float32), (np.float32, np.float16), (np.float16, np.float32),
                   (np.float16, np.float16)):
        x = Tensor(np.array([[0.53, 0.74, -2.12], [1.29, -0.34, -1.13]]).astype(tx))
        dloss = Tensor(np.array([3.24, -2.13] if reduction == "none" else 1.23).astype(tx))
        target = Tensor(np.array([0, 1]).astype(np.int32))
        weight = Tensor(np.array([0.45, -0.32, 1.21]).astype(tw))
        total = Tensor(np.array(0.13).astype(tw))
        emit(f"{reduction}_{tx.__name__}_{tw.__name__}", Net(reduction)(x, dloss, target, weight, total), rtol=1e-6)
