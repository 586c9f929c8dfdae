"""BatchNorm in inference under mixed precision (`Cell.to_float(float16)` on the layer or a Cell holding it, amp O3;
nn.BatchNorm1d / 2d in eval, ops.BatchNorm(is_training=False) in a float16 Cell).  MindSpore 2.10's BatchNorm marks
scale, bias, mean and variance RW_WRITE (never cast by mixed precision) in training only; in inference they are
cast to float16 like any input: the output computed from float16 statistics and the gamma gradient rounded to
float16 (3.18359 where msgraph, which kept them float32, gave 3.18314: SILENT, both modes).  Training and O2
(BatchNorm on its black list) agreed and are kept as checks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
from _conf import emit


def bn(kind, train):
    net = nn.BatchNorm1d(3) if kind == "1d" else nn.BatchNorm2d(3)
    net.gamma.set_data(ms.Tensor(np.array([1.1, 0.7, 1.37], np.float32)))
    net.beta.set_data(ms.Tensor(np.array([0.1, -0.2, 0.3], np.float32)))
    net.moving_mean.set_data(ms.Tensor(np.array([0.2, -0.1, 0.4], np.float32)))
    net.moving_variance.set_data(ms.Tensor(np.array([1.5, 0.7, 2.2], np.float32)))
    net.set_train(train)
    return net


class W(nn.Cell):
    def __init__(self, b):
        super().__init__()
        self.b = b

    def construct(self, x):
        y = self.b(x)
        return y * y + y


class Prim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = ops.BatchNorm(is_training=False)
        self.g = ms.Parameter(ms.Tensor(np.array([1.1, 0.7, 1.37], np.float32)), name="g")
        self.b = ms.Parameter(ms.Tensor(np.array([0.1, -0.2, 0.3], np.float32)), name="b")
        self.m = ms.Parameter(ms.Tensor(np.array([0.2, -0.1, 0.4], np.float32)), name="m", requires_grad=False)
        self.v = ms.Parameter(ms.Tensor(np.array([1.5, 0.7, 2.2], np.float32)), name="v", requires_grad=False)

    def construct(self, x):
        y = self.bn(x, self.g, self.b, self.m, self.v)[0]
        return y * y + y


def wgrad(label, n, x, tol):
    """The gamma gradient at `tol`; the beta gradient at LOOSE (float16 sums: MindSpore's Graph mode adds in
    another order, one or two float16 ulps)."""
    g, b = ms.grad(n, None, n.trainable_params())(x)
    emit(label + "_gamma", g, **tol)
    emit(label + "_beta", b, **LOOSE)


X1 = ms.Tensor((np.sin(np.arange(12) * 0.7) * 1.3).reshape(4, 3).astype(np.float32))
X2 = ms.Tensor((np.sin(np.arange(24) * 0.7) * 1.3).reshape(2, 3, 2, 2).astype(np.float32))
TOL = dict(rtol=2e-4, atol=1e-5)
LOOSE = dict(rtol=2e-3, atol=3e-4)
for kind, x in (("1d", X1), ("2d", X2)):
    emit(f"{kind}_to_float_fwd", W(bn(kind, False)).to_float(ms.float16)(x), **TOL)
    wgrad(f"{kind}_to_float_grad", W(bn(kind, False)).to_float(ms.float16), x, TOL)
    emit(f"{kind}_inner_grad_x", ms.grad(W(bn(kind, False).to_float(ms.float16)))(x), **LOOSE)
    emit(f"{kind}_O3_fwd", amp.auto_mixed_precision(W(bn(kind, False)), "O3")(x), **TOL)
    wgrad(f"{kind}_O3_grad", amp.auto_mixed_precision(W(bn(kind, False)), "O3"), x, TOL)
    wgrad(f"{kind}_O2_grad", amp.auto_mixed_precision(W(bn(kind, False)), "O2"), x, LOOSE)
    wgrad(f"{kind}_train_to_float_grad", W(bn(kind, True)).to_float(ms.float16), x, LOOSE)
emit("prim_to_float_fwd", Prim().to_float(ms.float16)(X1), **TOL)
wgrad("prim_to_float_grad", Prim().to_float(ms.float16), X1, TOL)
