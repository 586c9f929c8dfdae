"""mindspore.mint.nn layers and mint.nn.functional (MindSpore 2.10's PyTorch-style signatures): values, dtypes,
parameter names/shapes, in Cells (both modes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
import mindspore.mint.nn as mnn
import mindspore.mint.nn.functional as F
from _conf import emit_error

x = Tensor(np.array([[-2.5, -0.5, 0.0, 1.5], [3.0, -1.25, 0.75, 2.0], [0.5, 4.0, -3.0, 1.0]], np.float32))
y = Tensor(np.array([[1.0, 2.0, -1.5, 0.5], [-2.0, 0.25, 3.0, 1.0], [2.5, -0.5, 1.0, -4.0]], np.float32))
p = Tensor(np.array([[0.2, 0.7, 0.5, 0.9], [0.1, 0.3, 0.6, 0.8], [0.4, 0.5, 0.95, 0.05]], np.float32))
t = Tensor(np.array([[0.0, 1.0, 1.0, 0.0], [1.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 0.0]], np.float32))
lab = Tensor(np.array([3, 0, 1], np.int64))
img = Tensor(np.arange(48, dtype=np.float32).reshape(2, 4, 2, 3) / 10.0 - 2.0)
W = Tensor(np.array([[0.5, -1.0, 0.25, 2.0], [1.5, 0.0, -0.5, 1.0]], np.float32))
B = Tensor(np.array([0.1, -0.2], np.float32))


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = mnn.Linear(4, 2, weight_init=W, bias_init=B)

    def construct(self, a):
        return self.lin(a)


def c(label, fn):
    emit_error(label, fn)


lin = mnn.Linear(4, 2)
c("linear_params", lambda: [(q.name, q.shape) for q in lin.get_parameters()])
c("linear_dtype", lambda: str(lin.weight.dtype))
c("linear_nobias_params", lambda: [(q.name, q.shape) for q in mnn.Linear(3, 5, bias=False).get_parameters()])
c("linear_repr", lambda: mnn.Linear(4, 2).extend_repr())
c("linear", lambda: Lin()(x))
c("linear_grad", lambda: ms.grad(Lin(), grad_position=0)(x))
c("identity", lambda: Call(mnn.Identity())(x))
for name, cell in [("relu", mnn.ReLU()), ("sigmoid", mnn.Sigmoid()), ("tanh", mnn.Tanh()), ("silu", mnn.SiLU()),
                   ("softmax", mnn.Softmax(dim=1)), ("softmax0", mnn.Softmax(0)),
                   ("hardsigmoid", mnn.Hardsigmoid()),
                   ("hardswish", mnn.Hardswish()), ("flatten", mnn.Flatten())]:
    c("layer_" + name, lambda cell=cell: Call(cell)(x))
c("layer_flatten_img", lambda: Call(mnn.Flatten())(img))
c("layer_flatten_img2", lambda: Call(mnn.Flatten(0, 2))(img))
c("prelu_params", lambda: [(q.name, q.shape) for q in mnn.PReLU(4).get_parameters()])
c("prelu", lambda: Call(mnn.PReLU())(x))
c("dropout_eval", lambda: Call(mnn.Dropout(p=0.3).set_train(False))(x))
c("groupnorm_params", lambda: [(q.name, q.shape) for q in mnn.GroupNorm(2, 4).get_parameters()])
c("groupnorm", lambda: Call(mnn.GroupNorm(2, 4))(img))
c("layernorm_params", lambda: [(q.name, q.shape) for q in mnn.LayerNorm((3,)).get_parameters()])
c("smoothl1", lambda: Call(mnn.SmoothL1Loss())(x, y))
c("smoothl1_beta", lambda: Call(mnn.SmoothL1Loss(beta=0.5, reduction="sum"))(x, y))
c("bce", lambda: Call(mnn.BCELoss())(p, t))
c("bcelogits", lambda: Call(mnn.BCEWithLogitsLoss())(x, t))
c("bcelogits_none", lambda: Call(mnn.BCEWithLogitsLoss(reduction="none"))(x, t))
c("f_relu", lambda: Call(F.relu)(x))
c("f_silu", lambda: F.silu(x))
c("f_softmax", lambda: F.softmax(x, dim=1))
c("f_softmax_none", lambda: F.softmax(x))
c("f_sigmoid", lambda: F.sigmoid(x))
c("f_tanh", lambda: F.tanh(x))
c("f_linear", lambda: F.linear(x, W, B))
c("f_linear_nobias", lambda: F.linear(x, W))
c("f_dropout_eval", lambda: F.dropout(x, 0.5, training=False))
c("f_dropout_p0", lambda: F.dropout(x, 0.0))
c("f_bce", lambda: F.binary_cross_entropy(p, t))
c("f_bce_logits", lambda: F.binary_cross_entropy_with_logits(x, t))
c("f_group_norm", lambda: F.group_norm(img, 2))
c("f_flatten", lambda: F.flatten(img))
c("f_glu", lambda: F.glu(x))
c("f_prelu", lambda: F.prelu(x, Tensor(np.array([0.25], np.float32))))
c("f_interpolate", lambda: F.interpolate(img, scale_factor=2.0, mode="nearest"))


class MaxNet(nn.Cell):
    def construct(self, a):
        return mint.max(a, 0, True)


class MinNet(nn.Cell):
    def construct(self, a, b):
        return mint.min(a, dim=1), mint.min(a, b), mint.max(a)


class MintOps(nn.Cell):
    def construct(self, a, b):
        return (mint.clamp(a, -1, 2), mint.div(a, b, rounding_mode="floor"), mint.remainder(a, 1.5),
                mint.cat([a, b], dim=1), mint.where(a > 0, a, b), mint.gather(a, 1, (a > 100).astype(ms.int64)),
                mint.nan_to_num(a), mint.tan(a * 0.1), mint.atanh(a * 0.1), mint.flatten(a), mint.sum(a, 1),
                mint.mean(a, dim=0, keepdim=True), mint.sub(a, b, alpha=2), mint.add(a, b), mint.unsqueeze(a, 0))


c("cell_max_dim", lambda: MaxNet()(x))
c("cell_min_forms", lambda: MinNet()(x, y))
c("cell_mint_ops", lambda: MintOps()(x, y))
