"""Adapted from tests/st/ops/test_gaussian_nll_loss.py and test_cosine_embedding_loss.py: the function forms
ops.gaussian_nll_loss (var one dimension short, full, reductions) and ops.cosine_embedding_loss (margin,
reductions), in a Cell as the st tests call them, and a gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Gauss(nn.Cell):
    def __init__(self, full=False, reduction="mean"):
        super().__init__()
        self.full, self.reduction = full, reduction

    def construct(self, x, y, v):
        return ops.gaussian_nll_loss(x, y, v, full=self.full, reduction=self.reduction)


class Cos(nn.Cell):
    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__()
        self.margin, self.reduction = margin, reduction

    def construct(self, a, b, t):
        return ops.cosine_embedding_loss(a, b, t, margin=self.margin, reduction=self.reduction)


x = Tensor(np.arange(8).reshape((4, 2)), ms.float32)
y = Tensor(np.array([2, 3, 1, 4, 6, 4, 4, 9]).reshape((4, 2)), ms.float32)
v = Tensor(np.array([[1.0], [0.5], [2.0], [1e-8]]), ms.float32)
emit("gauss_mean", Gauss()(x, y, v), rtol=1e-5)
emit("gauss_full_sum", Gauss(True, "sum")(x, y, v), rtol=1e-5)
emit("gauss_none_var_short", Gauss(False, "none")(x, y, Tensor(np.array([1.0, 2.0, 0.5, 4.0]), ms.float32)),
     rtol=1e-5)
emit("gauss_grad", ops.grad(Gauss(), grad_position=(0, 2))(x, y, Tensor(np.full((4, 2), 1.5), ms.float32)),
     rtol=1e-5)
emit_error("gauss_bad_eps", ops.gaussian_nll_loss, x, y, v, False, 0)
a = Tensor(np.array([[0.3, 0.7], [0.5, 0.5], [0.1, -0.9]]), ms.float32)
b = Tensor(np.array([[0.4, 0.6], [-0.2, 0.8], [0.1, 0.9]]), ms.float32)
t = Tensor(np.array([1, -1, -1]), ms.int32)
emit("cos_mean", Cos()(a, b, t), rtol=1e-5)
emit("cos_margin_sum", Cos(-0.5, "sum")(a, b, t), rtol=1e-5)
emit("cos_none", Cos(0.2, "none")(a, b, t), rtol=1e-5)
emit_error("cos_bad_margin", ops.cosine_embedding_loss, a, b, t, 2.0)
