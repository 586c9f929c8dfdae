"""amp35: composite ops under Cell.to_float(float16) and amp O2 / O3 (forward dtype / values and gradients):
normalisations, softmax family, activations, losses, Dense / Conv with bias, L2Normalize, LRN, Dropout (eval),
Embedding, attention.  Run with run.sh (MindSpore 2.10 against msgraph, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32))
X4 = Tensor((np.arange(2 * 4 * 2 * 2, dtype=np.float32).reshape(2, 4, 2, 2) % 3) * 1e-3 + 0.5)
X4B = Tensor(np.arange(2 * 4 * 3 * 3, dtype=np.float32).reshape(2, 4, 3, 3) / 17 - 1.1)
LBL = Tensor(np.array([0, 3, 1], np.int32))
T01 = Tensor(np.array([[0.1, 0.9, 0.3, 0.7], [0.0, 1.0, 0.5, 0.2], [0.6, 0.4, 0.8, 0.9]], np.float32))


def wrap(fn, nparams=()):
    class C(nn.Cell):
        def __init__(self):
            super().__init__()
            for k, v in nparams:
                setattr(self, k, v)

        def construct(self, x):
            return fn(self, x)
    return C()


def run(cell, x, level=None):
    if level is None:
        cell.to_float(ms.float16)
    else:
        cell = ms.amp.auto_mixed_precision(cell, level)
    cell.set_train()

    def f(a):
        o = cell(a)
        return (o * ops.arange(1, o.size + 1).reshape(o.shape).astype(o.dtype)).sum()
    out = [cell(x), ms.grad(f)(x)]
    if cell.trainable_params():
        out.append(ms.grad(f, None, cell.trainable_params())(x))
    return out


def _f1(s, x):
    return ops.L2Normalize(axis=-1)(x)

def _f2(s, x):
    return ops.LRN()(x)

def _f3(s, x):
    return x * 1

def _f4(s, x):
    return ops.BinaryCrossEntropy()(ops.sigmoid(x), T01, None)

def _f5(s, x):
    return ops.BCEWithLogitsLoss()(x, T01, Tensor(np.ones(4, np.float32)), Tensor(np.ones(4, np.float32)))

def _f6(s, x):
    return nn.MSELoss()(x, T01)

def _f7(s, x):
    return nn.SmoothL1Loss()(x, T01)

def _f8(s, x):
    return ops.SoftmaxCrossEntropyWithLogits()(x * 30, ops.one_hot(LBL, 4, Tensor(1.0), Tensor(0.0)))[0]

def _f9(s, x):
    return ops.SparseSoftmaxCrossEntropyWithLogits()(x * 30, LBL)

def _f10(s, x):
    return ops.NLLLoss()(x, LBL, Tensor(np.ones(4, np.float32)))[0]

def _f11(s, x):
    return ops.L2Loss()(x)

def _f12(s, x):
    return ops.RmsNorm()(x, Tensor(np.ones(4, np.float32)))[0]


CELLS = {
    "bn1d": (lambda: nn.BatchNorm1d(4), X),
    "bn2d": (lambda: nn.BatchNorm2d(4), X4),
    "gn": (lambda: nn.GroupNorm(2, 4), X4),
    "gn_b": (lambda: nn.GroupNorm(2, 4), X4B),
    "in2d": (lambda: nn.InstanceNorm2d(4), X4B),
    "l2n": (lambda: wrap(_f1), X),
    "softmax": (lambda: nn.Softmax(), X * 20),
    "logsoftmax": (lambda: nn.LogSoftmax(), X * 20),
    "gelu": (lambda: nn.GELU(), X * 3),
    "fastgelu": (lambda: nn.FastGelu(), X * 3),
    "silu": (lambda: nn.SiLU(), X * 3),
    "mish": (lambda: nn.Mish(), X * 3),
    "elu": (lambda: nn.ELU(), X - 1),
    "prelu": (lambda: nn.PReLU(), X - 1),
    "dense": (lambda: nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 13 - 0.4),
                               bias_init=Tensor(np.array([0.1, 0.2, 0.3], np.float32))), X),
    "conv": (lambda: nn.Conv2d(4, 2, 2, has_bias=True, weight_init=Tensor(np.arange(32, dtype=np.float32).reshape(
        2, 4, 2, 2) / 31 - 0.5), bias_init=Tensor(np.array([0.1, -0.2], np.float32))), X4B),
    "lrn": (lambda: wrap(_f2), X4B),
    "dropout_eval": (lambda: wrap(_f3), X),
    "bce": (lambda: wrap(_f4), X),
    "bcelogits": (lambda: wrap(_f5), X),
    "mse": (lambda: wrap(_f6), X),
    "smoothl1": (lambda: wrap(_f7), X),
    "xent": (lambda: wrap(_f8), X),
    "sxent": (lambda: wrap(_f9), X),
    "nll": (lambda: wrap(_f10), X),
    "l2loss": (lambda: wrap(_f11), X * 100),
    "rmsnorm": (lambda: wrap(_f12), X),
}
LEVELS = {"f16": None, "o2": "O2", "o3": "O3", "o1": "O1", "auto": "auto"}
for nm, (mk, x) in CELLS.items():
    for lv, level in LEVELS.items():
        case(f"{nm}_{lv}", lambda mk=mk, x=x, level=level: run(mk(), x, level))


def c_embedding():
    e = nn.Embedding(5, 3, embedding_table=Tensor(np.arange(15, dtype=np.float32).reshape(5, 3) / 7))
    e.to_float(ms.float16)
    ids = Tensor(np.array([[0, 4], [2, 2]], np.int32))
    def g(i):
        return e(i).sum()
    return [e(ids), ms.grad(g, None, e.trainable_params())(ids)]


def c_attention():
    m = nn.MultiheadAttention(4, 2, dtype=ms.float32) if False else None
    q = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 11 - 1)

    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.sm = nn.Softmax()

        def construct(self, x):
            s = ops.bmm(x, x.transpose(0, 2, 1)) / 2.0
            return ops.bmm(self.sm(s), x)
    a = A(); a.to_float(ms.float16)
    return [a(q), ms.grad(a)(q)]


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
