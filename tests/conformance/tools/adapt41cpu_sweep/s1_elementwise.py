"""st ops/cpu element-wise / comparison ops (test_abs / div / divnonan / equal / erfinv / fast_gelu / fmax / gt /
less / maximum / notequal / realdiv / square / trunc / truncate_div / truncate_mod / oneslike / zeroslike /
tanhshrink / softmax2d / l2loss / square_sum_all variants): every dtype, Python numbers, 0-d / empty / broadcast,
NaN/inf, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "bool", "complex64", "complex128"]
A = [[3, -5, 7], [-8, 1, 0]]
B = [[2, 3, -4], [3, -1, 2]]
AF = [[3.5, -5.25, 7.0], [-8.75, 0.5, 0.0]]
UN = [("abs", P.Abs()), ("square", P.Square()), ("trunc", P.Trunc()), ("oneslike", P.OnesLike()),
      ("zeroslike", P.ZerosLike()), ("erfinv", P.Erfinv()), ("fast_gelu", P.FastGeLU()), ("l2loss", P.L2Loss()),
      ("tanhshrink", nn.Tanhshrink()), ("f.abs", ops.abs), ("f.square", ops.square), ("f.trunc", ops.trunc),
      ("f.erfinv", ops.erfinv), ("f.fast_gelu", ops.fast_gelu), ("f.ones_like", ops.ones_like),
      ("f.zeros_like", ops.zeros_like)]
BIN = [("div", P.Div()), ("divnonan", P.DivNoNan()), ("equal", P.Equal()), ("gt", P.Greater()), ("less", P.Less()),
       ("maximum", P.Maximum()), ("minimum", P.Minimum()), ("notequal", P.NotEqual()), ("realdiv", P.RealDiv()),
       ("truncdiv", P.TruncateDiv()), ("truncmod", P.TruncateMod()), ("fmax", ops.fmax), ("f.div", ops.div),
       ("f.div_nonan", ops.div_no_nan if hasattr(ops, "div_no_nan") else P.DivNoNan())]
for dt in DTS:
    a = AF if dt.startswith(("float", "complex")) else A
    if dt.startswith("uint"):
        a = [[3, 5, 7], [8, 1, 0]]
    for nm, fn in UN:
        x = [[0.5, -0.25, 0.9], [-0.99, 0.0, 0.1]] if "erfinv" in nm and dt.startswith("f") else a
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(x, dt)))
    for nm, fn in BIN:
        b = [[2, 3, 4], [3, 1, 0]] if dt.startswith("uint") else B
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(a, dt), T(b, dt)))
        case(f"{nm}.pyint.{dt}", lambda: Fn(fn)(T(a, dt), 2))
        case(f"{nm}.pyfloat.{dt}", lambda: Fn(fn)(T(a, dt), 2.5))
        case(f"{nm}.rpyint.{dt}", lambda: Fn(fn)(3, T(b, dt)))
        case(f"{nm}.zero.{dt}", lambda: Fn(fn)(T(a, dt), T(np.zeros((2, 3)), dt)))
# special values
NANS = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0]
NANS2 = [1.0, np.inf, np.nan, 0.0, 0.0, -np.inf]
for dt in ["float16", "float32", "float64"]:
    for nm, fn in BIN:
        case(f"{nm}.nan.{dt}", lambda: Fn(fn)(T(NANS, dt), T(NANS2, dt)))
    for nm, fn in UN:
        case(f"{nm}.nan.{dt}", lambda: Fn(fn)(T(NANS, dt)))
    case(f"erfinv.edge.{dt}", lambda: Fn(P.Erfinv())(T([1.0, -1.0, 1.5, -2.0, 0.999], dt)))
# shapes
for nm, fn in BIN + UN:
    case(f"{nm}.0d", lambda: Fn(fn)(*([T(2.5, "float32"), T(-1.5, "float32")][:1 if (nm, fn) in UN else 2])))
    case(f"{nm}.empty", lambda: Fn(fn)(*([T(np.zeros((0, 3)), "float32"), T(np.ones((1, 3)), "float32")]
                                         [:1 if (nm, fn) in UN else 2])))
