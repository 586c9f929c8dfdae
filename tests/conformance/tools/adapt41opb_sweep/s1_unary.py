"""st/ops test_ops_abs / arccosh / arcsin / arctan / ceil / cos / cosh / erf / erfc / erfinv / exp / exp2 / expm1 /
fix / floor / frac_ext / log / log10 / log1p / log2 / logical_not / isfinite / isnan / isneginf / isposinf / isreal /
is_complex / logsigmoid / hardshrink / hardsigmoid / hardswish / gelu: mint / ops functions over 10 dtypes, 0-d /
empty shapes, NaN / inf, and their gradients (GradOperation) in float16 / float32 / float64."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops
import mindspore.mint.nn.functional as F
from _h import case
from _c import C, G, T

DTS = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool", "bfloat16"]
V = [-1.5, -0.5, 0.0, 0.5, 2.0]
VI = [-3, -1, 0, 1, 5]
POS = [1.0, 1.5, 2.0, 4.0, 10.0]
SPECIAL = [np.nan, np.inf, -np.inf, -0.0, 1e30]

OPS = {
    "abs": mint.abs, "arccosh": mint.arccosh, "arcsin": mint.arcsin, "arctan": mint.arctan, "ceil": mint.ceil,
    "cos": mint.cos, "cosh": mint.cosh, "erf": mint.erf, "erfc": mint.erfc, "erfinv": mint.erfinv, "exp": mint.exp,
    "exp2": mint.exp2, "expm1": mint.expm1, "fix": mint.fix, "floor": mint.floor, "frac": mint.frac,
    "log": mint.log, "log10": mint.log10, "log1p": mint.log1p, "log2": mint.log2, "logical_not": mint.logical_not,
    "isfinite": mint.isfinite, "isnan": mint.isnan, "isneginf": mint.isneginf, "isposinf": ops.isposinf,
    "isreal": ops.isreal, "is_complex": ops.is_complex, "logsigmoid": F.logsigmoid, "hardshrink": F.hardshrink,
    "hardsigmoid": F.hardsigmoid, "hardswish": F.hardswish, "gelu": F.gelu, "ops.abs": ops.abs,
    "ops.erfinv": ops.erfinv, "ops.exp2": ops.exp2, "ops.frac": ops.frac, "ops.logsigmoid": ops.logsigmoid,
    "ops.hardshrink": ops.hardshrink, "ops.isneginf": ops.isneginf, "ops.arccosh": ops.arccosh,
    "ops.log2": ops.log2, "ops.log10": ops.log10, "ops.trunc": ops.trunc,
}
for name, fn in OPS.items():
    src = POS if name.endswith("arccosh") else [-0.9, -0.5, 0.0, 0.5, 0.9] if name.endswith(("arcsin", "erfinv")) else V
    for dt in DTS:
        vals = VI if dt.startswith(("int", "uint")) else src
        if dt == "uint8":
            vals = [0, 1, 2, 3, 200]
        if dt == "bool":
            vals = [True, False, True, False, True]
        case(f"{name}.{dt}", lambda: C(fn)(T(vals, dt)))
    case(f"{name}.0d", lambda: C(fn)(T(src[3], "float32")))
    case(f"{name}.empty", lambda: C(fn)(T(np.zeros((0, 3)), "float32")))
    case(f"{name}.special", lambda: C(fn)(T(SPECIAL, "float32")))
    case(f"{name}.special16", lambda: C(fn)(T(SPECIAL[:4] + [60000.0], "float16")))
    case(f"{name}.list", lambda: fn([1.0, 2.0]))
    case(f"{name}.pyfloat", lambda: C(fn)(1.5))
    for dt in ["float16", "float32", "float64"]:
        case(f"{name}.grad.{dt}", lambda: G(fn)(T(src, dt)))
    case(f"{name}.grad.special", lambda: G(fn)(T(SPECIAL, "float32")))
    case(f"{name}.grad.int", lambda: G(fn)(T(VI, "int32")))
# keyword forms / extra arguments
for lam in [0.0, 0.5, 1.0, -1.0, 2]:
    case(f"hardshrink.lambd{lam}", lambda: C(lambda x: F.hardshrink(x, lambd=lam))(T(V)))
    case(f"hardshrink.lambd{lam}.grad", lambda: G(lambda x: F.hardshrink(x, lambd=lam))(T(V)))
for appr in ["none", "tanh", "bad"]:
    case(f"gelu.{appr}", lambda: C(lambda x: F.gelu(x, approximate=appr))(T(V)))
    case(f"gelu.{appr}.grad", lambda: G(lambda x: F.gelu(x, approximate=appr))(T(V)))
    case(f"gelu.{appr}.f16", lambda: C(lambda x: F.gelu(x, approximate=appr))(T(V, "float16")))
    case(f"ops.gelu.{appr}", lambda: C(lambda x: ops.gelu(x, approximate=appr))(T(V)))
# kinks: hardsigmoid at +-3, hardswish at +-3, hardshrink at +-lambd, abs at 0
K = [-3.0, 3.0, -0.5, 0.5, 0.0]
for name in ["hardsigmoid", "hardswish", "hardshrink", "abs", "fix", "frac", "ceil", "floor"]:
    case(f"{name}.kinks.grad", lambda: G(OPS[name])(T(K)))
