"""Activation Cells with their arguments and nn.Dense activation strings: forward and input gradient per dtype, at
ordinary and special values (0, -0.0, +-inf, nan, large)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

V = np.array([-3.5, -1.0, -0.5, -0.0, 0.0, 0.25, 1.0, 2.5, 7.0, -20.0, 30.0, np.inf, -np.inf, np.nan], np.float64)


class GX(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()

    def construct(self, x):
        return self.g(self.net)(x)


ACTS = {
    "elu_a": lambda: nn.ELU(alpha=0.5), "relu6": lambda: nn.ReLU6(), "leaky": lambda: nn.LeakyReLU(0.3),
    "leaky_neg": lambda: nn.LeakyReLU(-0.5), "prelu": lambda: nn.PReLU(1, 0.1), "gelu": lambda: nn.GELU(),
    "gelu_tanh": lambda: nn.GELU(approximate=False), "fastgelu": lambda: nn.FastGelu(), "silu": lambda: nn.SiLU(),
    "mish": lambda: nn.Mish(), "hswish": lambda: nn.HSwish(), "hsigmoid": lambda: nn.HSigmoid(),
    "softsign": lambda: nn.Softsign(), "tanhshrink": lambda: nn.Tanhshrink(), "hardtanh": lambda: nn.Hardtanh(-0.5, 2.0),
    "celu": lambda: nn.CELU(0.7), "selu": lambda: nn.SeLU(), "softplus_b": lambda: nn.Softplus(beta=2.0, threshold=5.0),
    "threshold": lambda: nn.Threshold(0.3, -1.0), "rrelu_eval": lambda: nn.RReLU(0.1, 0.3),
    "glu": lambda: nn.GLU(axis=0), "softmin": lambda: nn.Softmin(axis=0), "softmax2d": None,
    "logsoftmax": lambda: nn.LogSoftmax(axis=0), "softmax": lambda: nn.Softmax(axis=-1),
    "hshrink": lambda: nn.HShrink(0.7), "sshrink": lambda: nn.SoftShrink(0.7), "sigmoid": lambda: nn.Sigmoid(),
    "tanh": lambda: nn.Tanh(), "logsigmoid": lambda: nn.LogSigmoid(),
}
for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    for k, mk in ACTS.items():
        if mk is None:
            continue
        xs = V if k not in ("glu",) else V[:12]
        for tag, vals in (("ord", xs[np.isfinite(xs)][:10]), ("spec", xs)):
            x = Tensor(vals.astype(dt))
            case(f"{k}_{tag}_{n}", lambda: mk()(x))
            case(f"{k}_{tag}_{n}_grad", lambda: GX(mk())(x))
    for act in ("relu", "tanh", "gelu", "sigmoid", "softmax", "elu", "hswish", "leakyrelu", "mish", "silu", "prelu", "logsigmoid", "softsign"):
        def dense():
            d = nn.Dense(3, 2, activation=act, dtype={np.float32: ms.float32, np.float16: ms.float16, np.float64: ms.float64}[dt])
            d.weight.set_data(Tensor(np.array([[0.5, -1.0, 0.2], [1.5, 0.3, -0.7]], dt)))
            d.bias.set_data(Tensor(np.array([0.1, -0.2], dt)))
            return d
        xx = Tensor(np.array([[1.0, 2.0, -1.0], [-0.5, 0.25, 3.0]], dt))
        case(f"dense_{act}_{n}", lambda: dense()(xx))
        case(f"dense_{act}_{n}_grad", lambda: GX(dense())(xx))
case("dense_bad_act", lambda: nn.Dense(3, 2, activation="nope"))
case("dense_act_cell", lambda: nn.Dense(3, 2, activation=nn.ReLU()).activation_flag)
