"""Sweep: nn layers under Cell.to_float(float16) and amp O1 / O2 / O3 (Dense, Conv2d, LayerNorm, Embedding,
SoftmaxCrossEntropyWithLogits, CrossEntropyLoss, MSELoss): forward value and dtype, gradients w.r.t. x and the
weights (values, dtypes)."""
import numpy as np
from _h import case
import mindspore as ms
from mindspore import nn, ops, amp


def det(cell):
    for i, p in enumerate(cell.trainable_params()):
        p.set_data(ms.Tensor((np.sin(np.arange(p.size) * 0.37 + i) * 0.6).reshape(p.shape).astype(np.float32)))
    return cell


class Head(nn.Cell):
    def __init__(self, body, loss):
        super().__init__()
        self.body = body
        self.loss = loss

    def construct(self, x, y):
        out = self.body(x)
        if self.loss is None:
            return out
        return self.loss(out, y)


X2 = ms.Tensor((np.cos(np.arange(12) * 0.3) * 1.7).reshape(4, 3).astype(np.float32))
X4 = ms.Tensor((np.cos(np.arange(2 * 3 * 4 * 4) * 0.3) * 1.7).reshape(2, 3, 4, 4).astype(np.float32))
IDX = ms.Tensor(np.array([[0, 3, 5], [2, 2, 1]], np.int32))
LBL = ms.Tensor(np.array([0, 2, 1, 3], np.int32))
ONEHOT = ms.Tensor(np.eye(4, dtype=np.float32)[[0, 2, 1, 3]])
T4 = ms.Tensor((np.sin(np.arange(16)) * 0.5).reshape(4, 4).astype(np.float32))

BODIES = {
    "dense": (lambda: nn.Dense(3, 4), X2),
    "dense_relu": (lambda: nn.Dense(3, 4, activation="relu"), X2),
    "conv": (lambda: nn.Conv2d(3, 4, 3, has_bias=True), X4),
    "conv_pad": (lambda: nn.Conv2d(3, 2, 3, pad_mode="pad", padding=1, has_bias=False), X4),
    "layernorm": (lambda: nn.LayerNorm((3,)), X2),
    "embedding": (lambda: nn.Embedding(6, 4), IDX),
    "seq": (lambda: nn.SequentialCell([nn.Dense(3, 5), nn.ReLU(), nn.Dense(5, 4)]), X2),
}
LOSSES = {
    "none": (lambda: None, None),
    "sce_sparse": (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), LBL),
    "sce_dense": (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean"), ONEHOT),
    "ce": (lambda: nn.CrossEntropyLoss(), LBL),
    "mse": (lambda: nn.MSELoss(), T4),
}


def wrap(net, pol):
    if pol == "to_float":
        return net.to_float(ms.float16)
    return amp.auto_mixed_precision(net, pol)


for bname, (mk, x) in BODIES.items():
    for lname, (ml, y) in LOSSES.items():
        if lname in ("sce_sparse", "sce_dense", "ce", "mse") and bname not in ("dense", "seq", "dense_relu"):
            continue
        for pol in ("to_float", "O1", "O2", "O3"):
            def net(mk=mk, ml=ml, pol=pol):
                return wrap(Head(det(mk()), ml()), pol)
            tag = f"{bname} {lname} {pol}"
            case(f"{tag} fwd", lambda net=net, x=x, y=y: net()(x, y))
            if bname != "embedding":
                case(f"{tag} grad x", lambda net=net, x=x, y=y: ms.grad(net())(x, y))
            case(f"{tag} grad w", lambda net=net, x=x, y=y: (lambda n: ms.grad(n, None, n.trainable_params())(x, y))(net()))
