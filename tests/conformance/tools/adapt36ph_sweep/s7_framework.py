"""Top-level st pynative patterns: Parameter.set_dtype, implicit casts between Parameters and inputs, item(), bool
of Tensors, None inputs, Primitive objects with mixed dtypes, make_tuple-style returns."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

class PN(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.x = Parameter(Tensor(np.array([[1, 2], [3, 4]]), dt), name="x")
    def construct(self, y):
        return self.x * y, self.x + 1

DTS = dict(f16=ms.float16, f32=ms.float32, f64=ms.float64, i32=ms.int32, i8=ms.int8, b=ms.bool_)
for pn, pd in DTS.items():
    for yn, yd in (("f32", ms.float32), ("f16", ms.float16), ("i64", ms.int64)):
        def t(pd=pd, yd=yd):
            n = PN()
            n.x.set_dtype(pd)
            return n(Tensor(np.array([[1, 0], [2, -1]]), yd)), n.x
        case(f"set_dtype_{pn}_{yn}", t)

def t_setdtype_grad():
    n = PN(); n.x.set_dtype(ms.float16)
    return ops.GradOperation(get_by_list=True)(lambda y: n(y)[0].sum() if False else n(y)[0], n.trainable_params())(Tensor([[1.0, 2.0], [3.0, 4.0]]))
case("set_dtype_grad", t_setdtype_grad)

for an, a in dict(f32=Tensor(np.array([[1.5, 2]], np.float32)), i32=Tensor(np.array([[1, 2]], np.int32)),
                  b=Tensor(np.array([[True, False]])), f16=Tensor(np.array([[1.5, 2]], np.float16))).items():
    for on, o in (("int", 3), ("float", 2.5), ("bool", True), ("f64t", Tensor(2.0, ms.float64)), ("i8t", Tensor([1], ms.int8))):
        case(f"Add_{an}_{on}", lambda a=a, o=o: ops.Add()(a, o))
        case(f"Mul_{an}_{on}", lambda a=a, o=o: ops.Mul()(o, a))
        case(f"RealDiv_{an}_{on}", lambda a=a, o=o: ops.RealDiv()(a, o))
        case(f"Maximum_{an}_{on}", lambda a=a, o=o: ops.Maximum()(a, o))
        case(f"pow_{an}_{on}", lambda a=a, o=o: a ** o)
        case(f"floordiv_{an}_{on}", lambda a=a, o=o: a // o)
        case(f"mod_{an}_{on}", lambda a=a, o=o: a % o)

case("item_f16", lambda: Tensor([1.5], ms.float16).item())
case("item_i8", lambda: Tensor([[-3]], ms.int8).item())
case("item_bool", lambda: Tensor(True).item())
case("item_many", lambda: Tensor([1, 2]).item())
case("item_idx", lambda: Tensor([[1, 2], [3, 4]]).item(2))
case("bool_1", lambda: bool(Tensor([0.0])))
case("bool_many", lambda: bool(Tensor([1, 2])))
case("bool_empty", lambda: bool(Tensor(np.zeros((0,), np.float32))))
case("int_of", lambda: (int(Tensor(2.7)), float(Tensor(3, ms.int32)), int(Tensor([-2.5]))))
case("tolist", lambda: Tensor([[1.5, 2]], ms.float16).tolist())

class NoneIn(nn.Cell):
    def construct(self, a, b=None, c=None):
        if b is None and c is None:
            return a
        if c is None:
            return a + b
        return a + b * c

case("none_inputs", lambda: (NoneIn()(Tensor([1.0])), NoneIn()(Tensor([1.0]), Tensor([2.0])), NoneIn()(Tensor([1.0]), Tensor([2.0]), 3), NoneIn()(Tensor([1.0]), None, None)))

class MT(nn.Cell):
    def construct(self, a):
        t = (a, a + 1, (a * 2, [a - 1]))
        return t, t[2][1][0], len(t)
case("make_tuple", lambda: MT()(Tensor([1.0, 2.0])))
case("make_tuple_grad", lambda: ops.GradOperation()(lambda a: MT()(a)[1])(Tensor([1.0, 2.0])))
