"""The most-used element-wise primitives (ops.Add / Mul / RealDiv / Maximum / Minimum / Pow / Greater / Equal /
Less / GreaterEqual / NotEqual / LogicalAnd, Sqrt / Exp / Log / Sigmoid / Tanh / ReLU / GeLU / FastGeLU / Abs / Erf /
Floor / Round / Square / Reciprocal / Neg / LogicalNot, Cast): a dtype matrix (same dtypes, mixed Tensor dtypes,
Python scalars on either side), NaN / inf / -0.0 / ties, 0-d and empty shapes, the primitive constructed once and
called with several shapes; each call inside a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case, bf


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


class FnS(nn.Cell):
    """fn(x, scalar) / fn(scalar, x) with the Python scalar a constant of the graph."""
    def __init__(self, fn, s, left=False):
        super().__init__()
        self.fn = fn
        self.s = s
        self.left = left

    def construct(self, x):
        if self.left:
            return self.fn(self.s, x)
        return self.fn(x, self.s)


DTS = ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bfloat16"]
A = np.array([[1.0, -2.0, 3.5], [0.0, 4.0, -0.5]])
B = np.array([[2.0, -2.0, 1.0], [3.0, 0.5, -0.5]])


def T(a, dt):
    a = np.array(a)
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32), ms.bfloat16)
    if dt == "bool":
        return Tensor(a != 0)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


BIN = [("Add", ops.Add()), ("Mul", ops.Mul()), ("RealDiv", ops.RealDiv()), ("Maximum", ops.Maximum()),
       ("Minimum", ops.Minimum()), ("Pow", ops.Pow()), ("Greater", ops.Greater()), ("Equal", ops.Equal()),
       ("Less", ops.Less()), ("GreaterEqual", ops.GreaterEqual()), ("NotEqual", ops.NotEqual()),
       ("LogicalAnd", ops.LogicalAnd()), ("Sub", ops.Sub())]
for nm, p in BIN:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(p)(T(A, dt), T(B, dt))))
    for d1, d2 in [("int32", "float16"), ("int64", "float32"), ("bool", "int8"), ("uint8", "int8"),
                   ("float16", "float64"), ("bool", "float16"), ("int8", "int16"), ("int32", "int64"),
                   ("float16", "bfloat16"), ("int32", "bfloat16"), ("bool", "bool")]:
        case(f"{nm}.mix.{d1}.{d2}", lambda: bf(Fn(p)(T(A, d1), T(B, d2))))
    for dt, s in [("int32", 2.5), ("int8", 300), ("bool", True), ("float16", 2), ("uint8", -1), ("int64", 1.0),
                  ("bool", 2), ("float16", 1e5), ("bfloat16", 2.5)]:
        case(f"{nm}.scalar.{dt}.{s}", lambda: bf(FnS(p, s)(T(A, dt))))
        case(f"{nm}.lscalar.{dt}.{s}", lambda: bf(FnS(p, s, True)(T(A, dt))))
    case(f"{nm}.0d_2d", lambda: Fn(p)(Tensor(np.float32(2.0)), T(B, "float32")))
    case(f"{nm}.empty", lambda: Fn(p)(Tensor(np.zeros((0, 3), np.float32)), Tensor(np.ones((1, 3), np.float32))))
    case(f"{nm}.bcast", lambda: Fn(p)(Tensor(np.arange(3, dtype=np.float32).reshape(3, 1)),
                                      Tensor(np.arange(4, dtype=np.float32) - 1)))
    case(f"{nm}.badbcast", lambda: Fn(p)(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4,), np.float32))))
    case(f"{nm}.edges", lambda: Fn(p)(Tensor(np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0], np.float32)),
                                      Tensor(np.array([1.0, np.inf, 2.0, 0.0, -0.0, np.nan], np.float32))))
    case(f"{nm}.two_scalars", lambda: p(2, 3))

UN = [("Sqrt", ops.Sqrt()), ("Exp", ops.Exp()), ("Log", ops.Log()), ("Sigmoid", ops.Sigmoid()), ("Tanh", ops.Tanh()),
      ("ReLU", ops.ReLU()), ("GeLU", ops.GeLU()), ("FastGeLU", ops.FastGeLU()), ("Abs", ops.Abs()),
      ("Erf", ops.Erf()), ("Floor", ops.Floor()), ("Round", ops.Round()), ("Square", ops.Square()),
      ("Reciprocal", ops.Reciprocal()), ("Neg", ops.Neg()), ("LogicalNot", ops.LogicalNot()),
      ("Rsqrt", ops.Rsqrt()), ("Softplus", ops.Softplus()), ("Sin", ops.Sin()), ("Ceil", ops.Ceil())]
E = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, -1.5, 2.5, 0.5, -2.5, 100.0])
for nm, p in UN:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(p)(T(A, dt))))
    for dt in ["float16", "float32", "float64"]:
        case(f"{nm}.edges.{dt}", lambda: Fn(p)(Tensor(E.astype(dt))))
    case(f"{nm}.0d", lambda: Fn(p)(Tensor(np.float32(0.7))))
    case(f"{nm}.empty", lambda: Fn(p)(Tensor(np.zeros((2, 0), np.float32))))
    case(f"{nm}.twice", lambda: (Fn(p)(Tensor(np.float32([0.25, 4.0]))), Fn(p)(Tensor(np.float32([[1.0], [9.0]])))))
    case(f"{nm}.pyfloat", lambda: p(2.0))

cast = ops.Cast()
V = np.array([-1.5, 0.5, 2.7, -0.0, 127.0, 255.0])
for d1 in DTS:
    for d2 in DTS:
        case(f"Cast.{d1}.{d2}", lambda: bf(Fn(cast)(T(V, d1), getattr(ms, d2))))
for d2 in ["int8", "uint8", "int32", "int64", "bool", "float16"]:
    case(f"Cast.big.{d2}", lambda: Fn(cast)(Tensor(np.array([300.0, -129.0, 70000.0, 1e10], np.float32)),
                                           getattr(ms, d2)))
case("Cast.0d", lambda: Fn(cast)(Tensor(np.float32(2.9)), ms.int32))
case("Cast.empty", lambda: Fn(cast)(Tensor(np.zeros((0,), np.float32)), ms.bool_))
case("Cast.pyscalar", lambda: cast(2.5, ms.int32))
case("Cast.pybool", lambda: cast(True, ms.float32))
case("Cast.nan_bool", lambda: Fn(cast)(Tensor(np.array([np.nan, -0.0, np.inf], np.float32)), ms.bool_))
case("Cast.baddtype", lambda: Fn(cast)(Tensor(np.ones(2, np.float32)), np.float32))
case("Cast.string", lambda: Fn(cast)(Tensor(np.ones(2, np.float32)), "float16"))
