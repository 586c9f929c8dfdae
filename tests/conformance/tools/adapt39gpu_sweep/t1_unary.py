"""st ops/gpu test_acos / acosh / asin / asinh / atan / atanh / angle / accumulatenv2 / addn ops: the primitive, the
functional and Tensor forms in 7 dtypes, special values, 0-d / empty / rank-6 shapes, GradOperation with sens."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


X = np.array([[0.74, 0.04, -0.30], [0.56, -0.9, 0.0]])
XH = np.array([[1.0, 1.5, 3.0], [10.0, 2.0, 1.25]])
SPEC = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0, -1.0, 2.0, -2.0])
C = np.array([0.5 + 0.25j, -1 + 2j, 0j, 3 - 1j])
S = np.array([[0.5, 1.0, -1.0], [2.0, 0.25, 1.0]])
DT = [ms.float16, ms.float32, ms.float64, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.complex64, ms.complex128]
UN = {"ACos": (P.ACos, ops.acos, X), "Acosh": (P.Acosh, ops.acosh, XH), "Asin": (P.Asin, ops.asin, X),
      "Asinh": (P.Asinh, ops.asinh, X), "Atan": (P.Atan, ops.atan, X), "Atanh": (P.Atanh, ops.atanh, X * 0.9)}
for name, (prim, fn, x) in UN.items():
    for dt in DT:
        case(f"{name} {dt}", lambda: Net(prim())(Tensor(x, dt)))
    case(f"{name} complex", lambda: Net(prim())(Tensor(C, ms.complex64)))
    case(f"{name} special", lambda: Net(prim())(Tensor(SPEC, ms.float32)))
    case(f"{name} special f16", lambda: Net(prim())(Tensor(SPEC, ms.float16)))
    case(f"{name} 0-d", lambda: Net(prim())(Tensor(0.5 if name != "Acosh" else 1.5, ms.float32)))
    case(f"{name} empty", lambda: Net(prim())(Tensor(np.zeros((2, 0)), ms.float32)))
    case(f"{name} rank6", lambda: Net(prim())(Tensor(np.full((1, 2, 1, 1, 2, 1), 0.5 if name != "Acosh" else 1.5), ms.float32)))
    case(f"{name} fn", lambda: fn(Tensor(x, ms.float32)))
    case(f"{name} fn int", lambda: fn(Tensor(np.array([1, 0, 2]), ms.int32)))
    case(f"{name} method", lambda: getattr(Tensor(x, ms.float32), name.lower())())
    case(f"{name} python float", lambda: fn(0.5))
    for dt in [ms.float16, ms.float32, ms.float64, ms.complex64]:
        case(f"{name} grad {dt}", lambda: Grad(Net(prim()))(Tensor(x, dt), Tensor(S, dt)))
    case(f"{name} grad special", lambda: Grad(Net(prim()))(Tensor(SPEC, ms.float32), Tensor(np.ones(9), ms.float32)))

# Angle
for dt in [ms.complex64, ms.complex128, ms.float32, ms.float64, ms.float16, ms.int32]:
    case(f"Angle {dt}", lambda: Net(P.Angle())(Tensor(C, dt) if dt in (ms.complex64, ms.complex128) else Tensor(X, dt)))
case("Angle fn", lambda: ops.angle(Tensor(C, ms.complex64)))
case("Angle special", lambda: ops.angle(Tensor(np.array([complex(-0.0, 0.0), complex(0.0, -0.0), complex(-1, -0.0), complex(np.nan, 1), complex(np.inf, np.inf)]), ms.complex64)))
case("Angle grad c64", lambda: Grad(Net(P.Angle()))(Tensor(C, ms.complex64), Tensor(np.array([1.0, 2.0, 0.5, 1.0]), ms.float32)))
case("Angle empty", lambda: ops.angle(Tensor(np.zeros((0,), np.complex64))))

# AccumulateNV2 / AddN
class ANV(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *x):
        return self.p(x)


a = np.array([1, 1, 1, 1])
b = np.array([3, 3, 3, 3])
for pname, pr in [("AccumulateNV2", P.AccumulateNV2), ("AddN", P.AddN)]:
    for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.complex64]:
        case(f"{pname} {dt}", lambda: ANV(pr())(Tensor(a, dt), Tensor(b, dt), Tensor(a, dt)))
    case(f"{pname} one", lambda: ANV(pr())(Tensor(a, ms.float32)))
    case(f"{pname} 0-d", lambda: ANV(pr())(Tensor(1.5, ms.float32), Tensor(2.0, ms.float32)))
    case(f"{pname} empty", lambda: ANV(pr())(Tensor(np.zeros((0, 2)), ms.float32), Tensor(np.zeros((0, 2)), ms.float32)))
    case(f"{pname} mixed dtype", lambda: ANV(pr())(Tensor(a, ms.float32), Tensor(b, ms.float16)))
    case(f"{pname} mixed int", lambda: ANV(pr())(Tensor(a, ms.int32), Tensor(b, ms.float32)))
    case(f"{pname} bcast", lambda: ANV(pr())(Tensor(a, ms.float32), Tensor(np.ones((2, 4)), ms.float32)))
    case(f"{pname} shape", lambda: ANV(pr())(Tensor(a, ms.float32), Tensor(np.ones(3), ms.float32)))
    case(f"{pname} uint8 wrap", lambda: ANV(pr())(Tensor(np.array([200, 100]), ms.uint8), Tensor(np.array([100, 200]), ms.uint8)))
    case(f"{pname} 9 args", lambda: ANV(pr())(*[Tensor(a if i % 2 else b, ms.float32) for i in range(9)]))
    case(f"{pname} list", lambda: pr()([Tensor(a, ms.float32), Tensor(b, ms.float32)]))
    case(f"{pname} empty tuple", lambda: pr()(()))
    case(f"{pname} scalar", lambda: pr()((1.0, 2.0)))
    case(f"{pname} grad", lambda: Grad(ANV(pr()))(Tensor(a, ms.float32), Tensor(b, ms.float32), Tensor(np.array([1.0, 2, 3, 4]), ms.float32)))
case("addn fn", lambda: ops.addn([Tensor(a, ms.float32), Tensor(b, ms.float32)]))
case("accumulate_n fn", lambda: ops.accumulate_n([Tensor(a, ms.float32), Tensor(b, ms.float32)]) if hasattr(ops, "accumulate_n") else "absent")
