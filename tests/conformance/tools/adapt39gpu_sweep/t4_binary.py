"""st ops/gpu test_add / addcdiv / addcmul / addmv / addr / addv2 / approximate_equal / argmax / argmaxwithvalue /
argmin / argminwithvalue / assign / assign_add / assign_sub: primitives, functions and Cells over dtypes, broadcasting,
scalar arguments, attributes, NaN ties, GradOperation with sens; errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
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


A = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]])
B = np.array([[2.0, 1.0, -3.0], [0.25, 2.0, 5.0]])
C = np.array([[0.5, 2.0, 1.0], [-1.0, 3.0, 2.0]])
DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.complex64]
for dt in DT:
    case(f"Addcdiv {dt}", lambda: Net(P.Addcdiv())(Tensor(A, dt), Tensor(B, dt), Tensor(C, dt), Tensor(0.5, dt)))
    case(f"Addcmul {dt}", lambda: Net(P.Addcmul())(Tensor(A, dt), Tensor(B, dt), Tensor(C, dt), Tensor(0.5, dt)))
    case(f"AddV2 {dt}", lambda: Net(P.AddV2())(Tensor(A, dt), Tensor(B, dt)))
    case(f"Add {dt}", lambda: Net(P.Add())(Tensor(A, dt), Tensor(B, dt)))
    case(f"addmv {dt}", lambda: ops.addmv(Tensor(A[:, 0], dt), Tensor(A, dt), Tensor(B[0], dt)))
    case(f"addr {dt}", lambda: ops.addr(Tensor(A, dt), Tensor(A[:, 0], dt), Tensor(B[0], dt)))
    case(f"ApproximateEqual {dt}", lambda: Net(P.ApproximateEqual(0.6))(Tensor(A, dt), Tensor(B, dt)))
case("Addcdiv bcast", lambda: Net(P.Addcdiv())(Tensor(A[0], ms.float32), Tensor(B, ms.float32), Tensor(C[:, :1], ms.float32), Tensor(np.array([0.5, 2.0]).reshape(2, 1), ms.float32)))
case("Addcmul bcast", lambda: Net(P.Addcmul())(Tensor(A[0], ms.float32), Tensor(B, ms.float32), Tensor(C[:, :1], ms.float32), Tensor(np.array([0.5, 2.0]).reshape(2, 1), ms.float32)))
case("Addcdiv value shape1", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor([0.5], ms.float32)))
case("Addcdiv value mixed", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor(2, ms.int32)))
case("Addcmul value mixed", lambda: Net(P.Addcmul())(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor(2, ms.int32)))
case("Addcdiv mixed x f16", lambda: Net(P.Addcdiv())(Tensor(A, ms.float16), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor(0.5, ms.float32)))
case("Addcmul mixed x f16", lambda: Net(P.Addcmul())(Tensor(A, ms.float16), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor(0.5, ms.float32)))
case("Addcdiv value python", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), 0.5))
case("addcdiv fn", lambda: ops.addcdiv(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), 0.5))
case("addcmul fn", lambda: ops.addcmul(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), 0.5))
case("addcdiv fn int value", lambda: ops.addcdiv(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), 2))
case("addcmul fn tensor value", lambda: ops.addcmul(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(C, ms.float32), Tensor(0.5, ms.float32)))
case("addcmul fn int", lambda: ops.addcmul(Tensor(A, ms.int32), Tensor(B, ms.int32), Tensor(C, ms.int32), 2))
case("addcdiv div0", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32), Tensor(np.zeros((2, 3)), ms.float32), Tensor(0.5, ms.float32)))
case("Addcdiv empty", lambda: Net(P.Addcdiv())(Tensor(np.zeros((0, 3)), ms.float32), Tensor(np.zeros((0, 3)), ms.float32), Tensor(np.zeros((0, 3)), ms.float32), Tensor(0.5, ms.float32)))
case("Addcdiv 0-d", lambda: Net(P.Addcdiv())(Tensor(1.0, ms.float32), Tensor(2.0, ms.float32), Tensor(4.0, ms.float32), Tensor(0.5, ms.float32)))
for dt in [ms.float16, ms.float32, ms.float64]:
    case(f"Addcdiv grad {dt}", lambda: Grad(Net(P.Addcdiv()))(Tensor(A, dt), Tensor(B, dt), Tensor(C, dt), Tensor(0.5, dt), Tensor(np.ones((2, 3)), dt)))
    case(f"Addcmul grad {dt}", lambda: Grad(Net(P.Addcmul()))(Tensor(A, dt), Tensor(B, dt), Tensor(C, dt), Tensor(0.5, dt), Tensor(np.ones((2, 3)), dt)))
    case(f"addmv grad {dt}", lambda: Grad(Net(ops.addmv))(Tensor(A[:, 0], dt), Tensor(A, dt), Tensor(B[0], dt), Tensor(np.array([1.0, 2.0]), dt)))
    case(f"addr grad {dt}", lambda: Grad(Net(ops.addr))(Tensor(A, dt), Tensor(A[:, 0], dt), Tensor(B[0], dt), Tensor(C, dt)))
case("Addcdiv grad bcast", lambda: Grad(Net(P.Addcdiv()))(Tensor(A[0], ms.float32), Tensor(B, ms.float32), Tensor(C[:, :1], ms.float32), Tensor(np.array([0.5, 2.0]).reshape(2, 1), ms.float32), Tensor(np.ones((2, 3)), ms.float32)))
case("addmv beta alpha", lambda: ops.addmv(Tensor(A[:, 0], ms.float32), Tensor(A, ms.float32), Tensor(B[0], ms.float32), beta=2, alpha=0.5))
case("addr beta alpha", lambda: ops.addr(Tensor(A, ms.float32), Tensor(A[:, 0], ms.float32), Tensor(B[0], ms.float32), beta=0.5, alpha=2))
case("addr beta float int", lambda: ops.addr(Tensor(A, ms.int32), Tensor(A[:, 0], ms.int32), Tensor(B[0], ms.int32), beta=0.5, alpha=2))
case("addmv beta float int", lambda: ops.addmv(Tensor(A[:, 0], ms.int32), Tensor(A, ms.int32), Tensor(B[0], ms.int32), beta=0.5))
case("addmv bad shape", lambda: ops.addmv(Tensor(A[:, 0], ms.float32), Tensor(A, ms.float32), Tensor(B[0, :2], ms.float32)))
case("addmv bcast x", lambda: ops.addmv(Tensor(1.0, ms.float32), Tensor(A, ms.float32), Tensor(B[0], ms.float32)))
case("addr bcast x", lambda: ops.addr(Tensor(A[0], ms.float32), Tensor(A[:, 0], ms.float32), Tensor(B[0], ms.float32)))
case("addmv mixed", lambda: ops.addmv(Tensor(A[:, 0], ms.float32), Tensor(A, ms.float16), Tensor(B[0], ms.float32)))
case("addr mixed", lambda: ops.addr(Tensor(A, ms.float16), Tensor(A[:, 0], ms.float32), Tensor(B[0], ms.float32)))
case("addr 2d vec", lambda: ops.addr(Tensor(A, ms.float32), Tensor(A, ms.float32), Tensor(B[0], ms.float32)))
case("AddV2 bcast", lambda: Net(P.AddV2())(Tensor(A, ms.float32), Tensor(B[0], ms.float32)))
case("AddV2 mixed", lambda: Net(P.AddV2())(Tensor(A, ms.float32), Tensor(B, ms.float16)))
case("AddV2 mixed int", lambda: Net(P.AddV2())(Tensor(A, ms.int32), Tensor(B, ms.float32)))
case("AddV2 scalar", lambda: Net(P.AddV2())(Tensor(A, ms.float32), 2.0))
case("AddV2 uint8 wrap", lambda: Net(P.AddV2())(Tensor(np.array([200, 100]), ms.uint8), Tensor(np.array([100, 200]), ms.uint8)))
case("AddV2 grad bcast", lambda: Grad(Net(P.AddV2()))(Tensor(A, ms.float32), Tensor(B[0], ms.float32), Tensor(C, ms.float32)))
case("ApproximateEqual default", lambda: Net(P.ApproximateEqual())(Tensor(A, ms.float32), Tensor(A + 1e-6, ms.float32)))
case("ApproximateEqual nan", lambda: Net(P.ApproximateEqual(0.5))(Tensor(np.array([np.nan, np.inf, 1.0]), ms.float32), Tensor(np.array([np.nan, np.inf, 1.5]), ms.float32)))
case("ApproximateEqual bcast", lambda: Net(P.ApproximateEqual(0.6))(Tensor(A, ms.float32), Tensor(B[0], ms.float32)))
case("ApproximateEqual mixed", lambda: Net(P.ApproximateEqual(0.6))(Tensor(A, ms.float32), Tensor(B, ms.float16)))
case("ApproximateEqual tol int", lambda: P.ApproximateEqual(1))
case("ApproximateEqual tol neg", lambda: P.ApproximateEqual(-1.0))
case("approximate_equal fn", lambda: ops.approximate_equal(Tensor(A, ms.float32), Tensor(B, ms.float32), 0.6) if hasattr(ops, "approximate_equal") else "absent")
# Argmax / Argmin / ArgMaxWithValue / ArgMinWithValue
X = np.array([[1.0, 5.0, 5.0, -2.0], [3.0, 3.0, 0.0, 7.0], [4.0, 1.0, 9.0, 9.0]])
XN = np.array([[1.0, np.nan, 5.0], [np.nan, np.nan, 0.0], [2.0, -np.inf, np.inf]])
for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.bool_]:
    case(f"Argmax {dt}", lambda: Net(P.Argmax(axis=0, output_type=ms.int32))(Tensor(X, dt)))
    case(f"Argmin {dt}", lambda: Net(P.Argmin(axis=-1, output_type=ms.int64))(Tensor(X, dt)))
    case(f"ArgMaxWithValue {dt}", lambda: Net(P.ArgMaxWithValue(axis=1))(Tensor(X, dt)))
    case(f"ArgMinWithValue {dt}", lambda: Net(P.ArgMinWithValue(axis=0, keep_dims=True))(Tensor(X, dt)))
for name, p in [("Argmax", P.Argmax), ("Argmin", P.Argmin)]:
    case(f"{name} nan", lambda: Net(p(axis=1))(Tensor(XN, ms.float32)))
    case(f"{name} nan axis0", lambda: Net(p(axis=0))(Tensor(XN, ms.float32)))
    case(f"{name} output int16", lambda: p(axis=0, output_type=ms.int16))
    case(f"{name} axis tuple", lambda: Net(p(axis=(0,)))(Tensor(X, ms.float32)))
    case(f"{name} axis 2", lambda: Net(p(axis=2))(Tensor(X, ms.float32)))
    case(f"{name} 0-d", lambda: Net(p())(Tensor(3.0, ms.float32)))
    case(f"{name} empty axis", lambda: Net(p(axis=0))(Tensor(np.zeros((0, 3)), ms.float32)))
    case(f"{name} empty other", lambda: Net(p(axis=1))(Tensor(np.zeros((0, 3)), ms.float32)))
    case(f"{name} rank6", lambda: Net(p(axis=3))(Tensor(np.arange(24.0).reshape(1, 2, 1, 3, 2, 2) % 5, ms.float32)))
for name, p in [("ArgMaxWithValue", P.ArgMaxWithValue), ("ArgMinWithValue", P.ArgMinWithValue)]:
    case(f"{name} nan", lambda: Net(p(axis=1))(Tensor(XN, ms.float32)))
    case(f"{name} nan axis0", lambda: Net(p(axis=0))(Tensor(XN, ms.float32)))
    case(f"{name} 0-d", lambda: Net(p())(Tensor(3.0, ms.float32)))
    case(f"{name} 1-d keep", lambda: Net(p(axis=0, keep_dims=True))(Tensor(X[0], ms.float32)))
    case(f"{name} axis -3", lambda: Net(p(axis=-3))(Tensor(X, ms.float32)))
    case(f"{name} axis bool", lambda: p(axis=True))
    case(f"{name} empty", lambda: Net(p(axis=0))(Tensor(np.zeros((0, 3)), ms.float32)))
    case(f"{name} grad", lambda: Grad(Net(p(axis=1)))(Tensor(X, ms.float32), (Tensor(np.ones(3), ms.int32), Tensor(np.array([1.0, 2.0, 3.0]), ms.float32))))
    case(f"{name} grad keep", lambda: Grad(Net(p(axis=0, keep_dims=True)))(Tensor(X, ms.float32), (Tensor(np.ones((1, 4)), ms.int32), Tensor(np.array([[1.0, 2.0, 3.0, 4.0]]), ms.float32))))
    case(f"{name} grad f16", lambda: Grad(Net(p(axis=1)))(Tensor(X, ms.float16), (Tensor(np.ones(3), ms.int32), Tensor(np.array([1.0, 2.0, 3.0]), ms.float16))))
for kd in [False, True]:
    for ax in [None, 0, 1, -1]:
        case(f"ops.argmin ax={ax} kd={kd}", lambda: ops.argmin(Tensor(X, ms.float32), axis=ax, keepdims=kd))
        case(f"ops.argmax ax={ax} kd={kd}", lambda: ops.argmax(Tensor(X, ms.float32), dim=ax, keepdim=kd))
        case(f"ops.max ax={ax} kd={kd}", lambda: ops.max(Tensor(X, ms.float32), axis=ax, keepdims=kd))
        case(f"ops.min ax={ax} kd={kd}", lambda: ops.min(Tensor(X, ms.float32), axis=ax, keepdims=kd))
        case(f"Tensor.argmax ax={ax} kd={kd}", lambda: Tensor(X, ms.float32).argmax(axis=ax, keepdims=kd))
        case(f"Tensor.argmin ax={ax} kd={kd}", lambda: Tensor(X, ms.float32).argmin(axis=ax, keepdims=kd))
case("ops.argmin int", lambda: ops.argmin(Tensor(X, ms.int32), axis=1))
case("ops.argmax bool", lambda: ops.argmax(Tensor(X > 2, ms.bool_), dim=1))
case("ops.argmin 0-d", lambda: ops.argmin(Tensor(2.0, ms.float32)))
case("ops.argmax 0-d axis0", lambda: ops.argmax(Tensor(2.0, ms.float32), dim=0))


# Assign / AssignAdd / AssignSub
class AssignNet(nn.Cell):
    def __init__(self, p, v, dt):
        super().__init__()
        self.p = p
        self.v = Parameter(Tensor(v, dt), name="v")

    def construct(self, x):
        out = self.p(self.v, x)
        return out, self.v


for pname, p in [("Assign", P.Assign), ("AssignAdd", P.AssignAdd), ("AssignSub", P.AssignSub)]:
    for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.complex64]:
        case(f"{pname} {dt}", lambda: AssignNet(p(), A, dt)(Tensor(B, dt)))
    case(f"{pname} bcast", lambda: AssignNet(p(), A, ms.float32)(Tensor(B[0], ms.float32)))
    case(f"{pname} scalar value", lambda: AssignNet(p(), A, ms.float32)(Tensor(2.0, ms.float32)))
    case(f"{pname} mixed up", lambda: AssignNet(p(), A, ms.float16)(Tensor(B, ms.float32)))
    case(f"{pname} mixed down", lambda: AssignNet(p(), A, ms.float32)(Tensor(B, ms.float16)))
    case(f"{pname} int to float", lambda: AssignNet(p(), A, ms.float32)(Tensor(B, ms.int32)))
    case(f"{pname} float to int", lambda: AssignNet(p(), A, ms.int32)(Tensor(B, ms.float32)))
    case(f"{pname} shape", lambda: AssignNet(p(), A, ms.float32)(Tensor(np.ones((3, 2)), ms.float32)))
    case(f"{pname} python", lambda: AssignNet(p(), A, ms.float32)(1.5))
    case(f"{pname} 0-d", lambda: AssignNet(p(), np.array(1.5), ms.float32)(Tensor(2.0, ms.float32)))
    case(f"{pname} uint8 wrap", lambda: AssignNet(p(), np.array([250, 3]), ms.uint8)(Tensor(np.array([10, 5]), ms.uint8)))
    case(f"{pname} non-param", lambda: p()(Tensor(A, ms.float32), Tensor(B, ms.float32)))
