"""LpNorm of a slice holding NaN is NaN, as MindSpore 2.10's CPU kernel (found by the adapt34a variant sweep of st
ops/cpu test_lp_norm_op.py): the norm is clamped to epsilon from below, but a NaN norm stays NaN (msgraph clamped
it with fmax, giving epsilon).  p = 1, 2, 3 (p = 0 counts non-zeros), both axes, float16 and float32, ops.norm."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.array([[np.nan, 1.0, 0.0], [2.0, np.inf, 0.0]], np.float32)


class Net(nn.Cell):
    def __init__(self, ax, p, keep=False):
        super().__init__()
        self.op = ops.LpNorm(axis=ax, p=p, keep_dims=keep)

    def construct(self, a):
        return self.op(a)


for p in (0, 1, 2, 3):
    for ax in ([0], [1], [0, 1]):
        emit(f"p{p}_ax{ax}", Net(ax, p)(Tensor(x)))
emit("keep", Net([1], 2, True)(Tensor(x)))
emit("f16", Net([1], 2)(Tensor(x.astype(np.float16))))
emit("f16_inf", Net([1], 2)(Tensor(np.array([[-np.inf, 0.0]], np.float16))))
emit("zero", Net([1], 2)(Tensor(np.zeros((2, 2), np.float32))))
emit("norm", ops.norm(Tensor(np.array([[np.nan, 0.0], [3.0, 4.0]], np.float32)), 3, 1))
