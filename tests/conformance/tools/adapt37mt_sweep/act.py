"""mint.nn.functional activations and mint.special at special values x dtypes, forward and input gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from mindspore.mint.nn import functional as F
from mindspore.mint import special as S
from _h import case

vals = np.array([-np.inf, -100.0, -3.0, -1.0, -0.5, -0.0, 0.0, 0.5, 1.0, 3.0, 20.0, 100.0, np.inf, np.nan])
FNS = [
    ("gelu", lambda x: F.gelu(x)), ("gelu_tanh", lambda x: F.gelu(x, approximate="tanh")),
    ("silu", F.silu), ("mish", F.mish), ("hardswish", F.hardswish), ("hardsigmoid", F.hardsigmoid),
    ("softplus", F.softplus), ("softplus_b2t5", lambda x: F.softplus(x, beta=2, threshold=5)),
    ("elu", F.elu), ("elu_a05", lambda x: F.elu(x, alpha=0.5)), ("selu", F.selu),
    ("leaky_relu", lambda x: F.leaky_relu(x, 0.2)), ("relu6", F.relu6), ("relu", F.relu),
    ("hardtanh", lambda x: F.hardtanh(x, -2.0, 2.0)), ("logsigmoid", F.logsigmoid),
    ("softshrink", lambda x: F.softshrink(x, 0.5)), ("hardshrink", lambda x: F.hardshrink(x, 0.5)),
    ("tanh", F.tanh), ("sigmoid", F.sigmoid), ("threshold", lambda x: F.threshold(x, 0.5, -7.0)),
    ("erfc", S.erfc), ("exp2", S.exp2), ("expm1", S.expm1), ("log1p", S.log1p), ("sinc", S.sinc),
    ("round", S.round), ("clamp", lambda x: F.clamp(x, -1.0, 2.0)),
]
for dt in (np.float32, np.float16, np.float64, ms.bfloat16):
    if dt is ms.bfloat16:
        n = "bf16"
        x = Tensor(vals.astype(np.float32)).astype(ms.bfloat16)
    else:
        n = np.dtype(dt).name
        x = Tensor(vals.astype(dt))
    for name, f in FNS:
        case("%s %s" % (name, n), lambda: f(x).astype(ms.float32) if n == "bf16" else f(x))
        if n in ("float32", "float16"):
            case("grad %s %s" % (name, n), lambda: ms.grad(f)(x))
for dt in (np.int32, np.int64, np.bool_, np.uint8, np.int8):
    n = np.dtype(dt).name
    xi = Tensor(np.array([-3, 0, 1, 2, 5]).astype(dt))
    for name, f in FNS:
        case("%s %s" % (name, n), lambda: f(xi))
# 0-d, empty, non-contiguous
z = Tensor(np.float32(-0.7))
e = Tensor(np.zeros((0, 3), np.float32))
nc = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 6).T
for name, f in FNS:
    case("%s 0d" % name, lambda: f(z))
    case("%s empty" % name, lambda: f(e))
    case("%s T" % name, lambda: f(nc))
