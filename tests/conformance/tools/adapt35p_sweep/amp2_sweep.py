"""Composite ops under Cell.to_float(float16) / O3 training: BatchNorm, GroupNorm, InstanceNorm, softmax cross
entropy, L2Normalize, Softmax / LogSoftmax, GELU, with near-constant inputs (where float16 steps overflow)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32))
X4 = Tensor((np.arange(2 * 4 * 2 * 2, dtype=np.float32).reshape(2, 4, 2, 2) % 3) * 1e-3 + 0.5)
LBL = Tensor(np.array([0, 3, 1], np.int32))


def run(cell, x, f16=True, weights=True):
    if f16:
        cell.to_float(ms.float16)
    cell.set_train()
    def f(a):
        return (cell(a) * ops.arange(1, cell(a).size + 1).reshape(cell(a).shape).astype(cell(a).dtype)).sum()
    out = [cell(x), ms.grad(f)(x)]
    if weights and cell.trainable_params():
        out.append(ms.grad(f, None, cell.trainable_params())(x))
    return out


CELLS = {
    "bn1d": (lambda: nn.BatchNorm1d(4), X),
    "bn2d": (lambda: nn.BatchNorm2d(4), X4),
    "gn": (lambda: nn.GroupNorm(2, 4), X4),
    "in2d": (lambda: nn.InstanceNorm2d(4), X4),
    "ln": (lambda: nn.LayerNorm((4,)), X),
    "l2n": (lambda: nn.Norm(axis=-1), X),
    "softmax": (lambda: nn.Softmax(), X * 20),
    "logsoftmax": (lambda: nn.LogSoftmax(), X * 20),
    "gelu": (lambda: nn.GELU(), X),
    "gelu_tanh": (lambda: nn.GELU(approximate=True), X),
    "silu": (lambda: nn.SiLU(), X),
}
for nm, (mk, x) in CELLS.items():
    case(f"{nm}_f16", lambda mk=mk, x=x: run(mk(), x))


class CE(nn.Cell):
    def __init__(self, sparse=True):
        super().__init__()
        self.l = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse, reduction="mean")

    def construct(self, x):
        return self.l(x * 30, LBL)


def c_ce_f16():
    c = CE(); c.to_float(ms.float16)
    return [c(X), ms.grad(c)(X)]


def c_crossentropy_f16():
    class C(nn.Cell):
        def __init__(self):
            super().__init__(); self.l = nn.CrossEntropyLoss()

        def construct(self, x):
            return self.l(x * 30, LBL)
    c = C(); c.to_float(ms.float16)
    return [c(X), ms.grad(c)(X)]


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
