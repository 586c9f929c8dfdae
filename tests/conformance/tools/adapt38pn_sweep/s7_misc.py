"""st pynative test_pynative_mixed_precision_cells / test_tensor_set_dtype / test_constexpr / mindrt test_refnode /
grad test_pynative_temporary_cell / test_none_tensor variants (Cells, so MODE=graph compiles construct)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.ops import operations as P
from _h import case

X = Tensor(np.linspace(-2, 2, 24).reshape(1, 2, 3, 4).astype(np.float32))

class RTS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(); self.tanh = nn.Tanh(); self.softmax = nn.Softmax()
    def construct(self, x):
        x = self.relu(x)
        return x, self.tanh(x), self.softmax(x)
class AddC(nn.Cell):
    def construct(self, x, y):
        return P.Add()(x, y)
class RTA(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(); self.tanh = nn.Tanh(); self.add = AddC()
    def construct(self, x):
        return self.add(self.relu(x), self.tanh(x))
def t1():
    n = RTS(); n.to_float(ms.float16); n.relu.to_float(ms.float32); n.softmax.to_float(ms.float16)
    return n(X)
def t2():
    n = RTS(); n.relu.to_float(ms.float32); n.softmax.to_float(ms.float16); n.to_float(ms.float16)
    return n(X)
def t3():
    n = RTA(); n.to_float(ms.float16); n.relu.to_float(ms.float32); n.add.to_float(ms.float32)
    return n(X)
def t4():
    n = RTA(); n.to_float(ms.float16); n.add.to_float(ms.float64)
    return n(X)
def t5():
    n = RTA(); n.to_float(ms.bfloat16) if False else n.to_float(ms.float16)
    return ops.GradOperation()(n)(X)
def t6():
    n = RTS(); n.to_float(ms.float16)
    return n(X.astype(ms.float64))
def t7():
    n = RTA(); n.tanh.to_float(ms.float16)
    return n(Tensor(np.array([1, -2, 3], np.int32)))
for i, f in enumerate((t1, t2, t3, t4, t5, t6, t7), 1):
    case(f"mp_cells_{i}", f)
case("to_float_bad", lambda: RTA().to_float(ms.int32))

class PNet(nn.Cell):
    def __init__(self, init, name=None):
        super().__init__()
        self.x = Parameter(init, name=name) if name else Parameter(init)
    def construct(self, y):
        return self.x * y
for pn, init in (("ones", ops.ones((2, 2))), ("t", Tensor([[1, 1], [1, 1]], ms.float32)), ("i32", Tensor([[1, 2], [3, 4]], ms.int32))):
    for dn, dt in (("f16", ms.float16), ("f64", ms.float64), ("i32", ms.int32), ("b", ms.bool_)):
        for yn, y in (("f16", Tensor([[1, 2], [3, 4]], ms.float16)), ("f32", Tensor([[0.5, 2], [3, 4]], ms.float32)), ("i64", Tensor([[1, 2], [3, 4]], ms.int64))):
            def t(init=init, dt=dt, y=y):
                n = PNet(init, "x")
                n.x.set_dtype(dt)
                return n(y), n.x.dtype
            case(f"set_dtype_{pn}_{dn}_{yn}", t)
def t():
    n = PNet(Tensor([[1.5, 2.5]], ms.float32), "x")
    n.x.set_dtype(ms.int32)
    return n.x, n(Tensor([[2, 2]], ms.int32))
case("set_dtype_trunc", t)
def t():
    p = Parameter(Tensor([1.5, -2.5], ms.float32), name="p")
    p.set_dtype(ms.float16)
    p.set_data(Tensor([3.25, 1.0], ms.float32))
    return p, p.dtype
case("set_dtype_then_set_data", t)

class AssignNet(nn.Cell):
    def __init__(self, var):
        super().__init__()
        self.op = ops.Assign()
        self.v = var
    def construct(self, x):
        self.op(self.v, x)
        return self.v
for dn, arr in (("i32", np.array([[1, -2], [3, 4]], np.int32)), ("f64", np.array([[1.5, -2.5], [3, 4]])), ("b", np.array([[True, False], [False, True]])), ("f16", np.array([[1.5, 2], [3, 4]], np.float16))):
    def t(arr=arr):
        v = Parameter(Tensor(np.zeros((2, 2), np.float32)), name="v")
        out = AssignNet(v)(Tensor(arr))
        return out, v
    case(f"assign_ref_{dn}", t)
def t():
    v = Parameter(Tensor(np.zeros((2, 2), np.float32)), name="v")
    return AssignNet(v)(Tensor(np.ones((3, 2), np.float32)))
case("assign_ref_badshape", t)

from mindspore.ops.primitive import constexpr
def _tmp():
    return 0
@constexpr(check=False)
def _is_none(func):
    return func is None
@constexpr
def _plus(a, b):
    return a + b
class CE(nn.Cell):
    def construct(self, x):
        return x + _plus(2, 3), _is_none(_tmp)
case("constexpr", lambda: CE()(Tensor([1.0])))
case("constexpr_eager", lambda: (_plus(2, 3), _is_none(_tmp), _is_none(None)))

class Temp(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * nn.Dense(4, 2, weight_init="ones", bias_init="zeros")(x).sum()
def t():
    return ops.GradOperation()(Temp())(Tensor(np.arange(8).reshape(2, 4).astype(np.float32) - 3))
case("temporary_cell_grad", t)
def t():
    return [ops.GradOperation()(nn.Dense(2, 1, weight_init="ones", bias_init="zeros"))(Tensor([[1.0, k]])) for k in (1.0, 2.0)]
case("temporary_cell_loop", t)

class EmptyOps(nn.Cell):
    def construct(self, x):
        return ops.flip(x, (0,)), x.reshape(0, 2), ops.concat((x, x), 1), x.transpose(1, 0), x * 2
for dn, dt in (("i32", np.int32), ("f32", np.float32), ("b", np.bool_)):
    case(f"none_tensor_{dn}", lambda dt=dt: EmptyOps()(Tensor(np.zeros((2, 0), dt))))
