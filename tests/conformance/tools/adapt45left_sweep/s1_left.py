"""Session 44's "Left" items measured again and varied: P.RealDiv's gradient of integer inputs (dtypes, GradOperation /
ms.grad / sens, broadcast, a Python-int operand), GradOperation(get_all=True) with a value-specialized integer Tensor
input (MirrorPad paddings, ReduceSum axis, Tile), the sum of a captured uint8 / int8 / bool Tensor in graph code, and
the small ones (add_prim_attr in graph code, mutable int / list passed through, sens_param with keywords only)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case

X = np.array([7, 5, -3, 9, 2, 0])
Y = np.array([2, 2, 3, -4, 4, 2])
D = np.array([3, 5, 7, 9, 2, 1])
UX = np.array([7, 5, 3, 9, 2, 0])
UY = np.array([2, 2, 3, 4, 4, 2])


class Bin(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


class DivMul(nn.Cell):
    def construct(self, a, b):
        return P.RealDiv()(a, b) * 2


class DivNum(nn.Cell):
    def construct(self, a):
        return P.RealDiv()(a, 2)


for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64, np.bool_):
    x, y = (UX, UY) if np.dtype(dt).kind in "ub" else (X, Y)
    case(f"realdiv.sens.{np.dtype(dt).name}", lambda dt=dt, x=x, y=y: ops.GradOperation(get_all=True, sens_param=True)(
        Bin(P.RealDiv()))(Tensor(x.astype(dt)), Tensor(y.astype(dt)), Tensor(D.astype(dt))))
for dt in (np.int32, np.int64, np.uint8):
    x, y = (UX, UY) if np.dtype(dt).kind in "ub" else (X, Y)
    case(f"realdiv.getall.{np.dtype(dt).name}", lambda dt=dt, x=x, y=y: ops.GradOperation(get_all=True)(
        Bin(P.RealDiv()))(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
    case(f"realdiv.msgrad01.{np.dtype(dt).name}", lambda dt=dt, x=x, y=y: ms.grad(
        Bin(P.RealDiv()), grad_position=(0, 1))(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
    case(f"realdiv.fwd.{np.dtype(dt).name}", lambda dt=dt, x=x, y=y: Bin(P.RealDiv())(
        Tensor(x.astype(dt)), Tensor(y.astype(dt))))
    case(f"realdiv.mul2.{np.dtype(dt).name}", lambda dt=dt, x=x, y=y: ops.GradOperation(get_all=True)(
        DivMul())(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
    case(f"realdiv.num.{np.dtype(dt).name}", lambda dt=dt, x=x: ops.GradOperation(get_all=True, sens_param=True)(
        DivNum())(Tensor(x.astype(dt)), Tensor(D.astype(dt))))
    case(f"realdiv.bcast.{np.dtype(dt).name}", lambda dt=dt, x=x: ops.GradOperation(get_all=True, sens_param=True)(
        Bin(P.RealDiv()))(Tensor(x.reshape(2, 3).astype(dt)), Tensor(np.array([2, 3, 1]).astype(dt)),
                         Tensor(D.reshape(2, 3).astype(dt))))
    case(f"realdiv.zerodiv.{np.dtype(dt).name}", lambda dt=dt, x=x: ops.GradOperation(get_all=True, sens_param=True)(
        Bin(P.RealDiv()))(Tensor(x.astype(dt)), Tensor(np.array([1, 0, 1, 1, 0, 1]).astype(dt)),
                         Tensor(D.astype(dt))))
case("realdiv.mixed.i32_f32", lambda: ops.GradOperation(get_all=True)(Bin(P.RealDiv()))(
    Tensor(X.astype(np.int32)), Tensor(Y.astype(np.float32))))
case("realdiv.mixed.i32_i64", lambda: ops.GradOperation(get_all=True)(Bin(P.RealDiv()))(
    Tensor(X.astype(np.int32)), Tensor(Y.astype(np.int64))))
case("realdiv.0d.i32", lambda: ops.GradOperation(get_all=True)(Bin(P.RealDiv()))(
    Tensor(np.int32(7)), Tensor(np.int32(2))))
case("div.getall.i32", lambda: ops.GradOperation(get_all=True)(Bin(P.Div()))(
    Tensor(X.astype(np.int32)), Tensor(Y.astype(np.int32))))
case("tdiv.getall.i32", lambda: ops.GradOperation(get_all=True)(Bin(ops.tensor_div))(
    Tensor(X.astype(np.int32)), Tensor(Y.astype(np.int32))))


# 2. value-specialized integer Tensor inputs
class Red(nn.Cell):
    def construct(self, x, ax):
        return P.ReduceSum()(x, ax)


class Pad(nn.Cell):
    def construct(self, x, p):
        return P.MirrorPad("REFLECT")(x, p)


class TwoInt(nn.Cell):
    def construct(self, x, n):
        return x * 2 + n


XF = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
case("spec.reducesum.getall", lambda: ops.GradOperation(get_all=True)(Red())(XF, Tensor([1])))
case("spec.reducesum.getall.i32", lambda: ops.GradOperation(get_all=True)(Red())(XF, Tensor(np.array([0], np.int32))))
case("spec.reducesum.msgrad01", lambda: ms.grad(Red(), grad_position=(0, 1))(XF, Tensor([1])))
case("spec.reducesum.msgrad1", lambda: ms.grad(Red(), grad_position=1)(XF, Tensor([1])))
case("spec.reducesum.vg", lambda: ms.value_and_grad(Red(), grad_position=(0, 1))(XF, Tensor([1])))
case("spec.mirrorpad.getall", lambda: ops.GradOperation(get_all=True)(Pad())(XF, Tensor([[1, 1], [1, 0]], ms.int64)))
case("spec.mirrorpad.sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(Pad())(
    XF, Tensor([[0, 0], [1, 1]], ms.int64), Tensor(np.ones((2, 5), np.float32))))
case("spec.plain_int_input", lambda: ops.GradOperation(get_all=True)(TwoInt())(XF, Tensor(3)))
case("spec.plain_int_input.i32", lambda: ops.GradOperation(get_all=True)(TwoInt())(XF, Tensor(np.int32(3))))


# 3. sums of captured constant integer Tensors
CU8 = Tensor(np.array([[200, 100, 3], [4, 5, 6]], np.uint8))
CI8 = Tensor(np.array([[100, 100, -3], [4, 5, 6]], np.int8))
CB = Tensor(np.array([[True, False, True], [True, True, False]]))
CU16 = Tensor(np.array([[60000, 10000, 3], [4, 5, 6]], np.uint16))
CI32 = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))


def cap(name, c, body):
    @ms.jit
    def f(x):
        return body(c) , x + 1
    case(name, lambda: f(Tensor(1.0))[0])


for cname, c in (("u8", CU8), ("i8", CI8), ("bool", CB), ("u16", CU16), ("i32", CI32)):
    cap(f"cap.{cname}.sum", c, lambda c: c.sum())
    cap(f"cap.{cname}.sum0", c, lambda c: c.sum(0))
    cap(f"cap.{cname}.opsum0", c, lambda c: ops.sum(c, 0))
    cap(f"cap.{cname}.reducesum", c, lambda c: P.ReduceSum()(c))
    cap(f"cap.{cname}.reducesum1", c, lambda c: P.ReduceSum(keep_dims=True)(c, 1))
    cap(f"cap.{cname}.mean", c, lambda c: c.mean())
    cap(f"cap.{cname}.prod", c, lambda c: c.prod())
    case(f"arg.{cname}.sum", lambda c=c: ms.jit(lambda t: t.sum())(c))
    case(f"arg.{cname}.opsum0", lambda c=c: ms.jit(lambda t: ops.sum(t, 0))(c))
    case(f"eager.{cname}.sum", lambda c=c: c.sum())
    case(f"eager.{cname}.opsum0", lambda c=c: ops.sum(c, 0))


class CapCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = CU8

    def construct(self, x):
        return self.c.sum() + x, ops.sum(self.c, 1)


case("cap.cell_attr.u8", lambda: CapCell()(Tensor(1, ms.int64)))


# 5. small items
class PrimAttr(nn.Cell):
    def construct(self, x):
        r = ops.ReLU().add_prim_attr("k", 1)
        return r(x)


case("prim_attr.in_construct", lambda: PrimAttr()(Tensor([-1.0, 2.0])))


class Through(nn.Cell):
    def construct(self, a, b):
        return a, b


case("mutable_through.int", lambda: type(Through()(ms.mutable(3), Tensor(1.0))[0]).__name__)
case("mutable_through.list", lambda: type(Through()(ms.mutable([1, 2]), Tensor(1.0))[0]).__name__)
case("mutable_through.int.val", lambda: Through()(ms.mutable(3), Tensor(1.0))[0])
case("mutable_through.jit", lambda: type(ms.jit(lambda a: a)(ms.mutable(3))).__name__)


class KwNet(nn.Cell):
    def construct(self, x, y):
        return x * y


case("sens_kw_only", lambda: ops.GradOperation(sens_param=True)(KwNet())(x=Tensor([1.0, 2.0]), y=Tensor([3.0, 4.0])))
case("sens_kw_mixed", lambda: ops.GradOperation(sens_param=True)(KwNet())(Tensor([1.0, 2.0]), y=Tensor([3.0, 4.0])))
