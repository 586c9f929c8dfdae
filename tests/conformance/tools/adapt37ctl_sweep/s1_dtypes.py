"""Gradients through if / while / for under Tensor conditions with inputs of other dtypes (float16 / float64 /
int32 / int64 / mixed): the gradient's dtype / shape / values and container (GradOperation get_all, ms.grad)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from _h import case

grad_all = C.GradOperation(get_all=True)
grad_one = C.GradOperation()


class IfNet(nn.Cell):
    def construct(self, x, y):
        if x > y:
            out = x * y + x
        else:
            out = y * y - x
        return out


class WhileNet(nn.Cell):
    def construct(self, x, y):
        while x < y:
            x = x * 2 + y
        return x * y


class ForNet(nn.Cell):
    def construct(self, x, y):
        out = x
        for _ in range(3):
            if out > y:
                out = out - y
            else:
                out = out * x
        return out


class BreakNet(nn.Cell):
    def construct(self, x, y):
        i = 0
        out = x
        while i < 5:
            out = out * y + x
            if out > 20:
                break
            i += 1
        return out


class ContNet(nn.Cell):
    def construct(self, x, y):
        out = x * 0
        for i in range(4):
            if i == 1:
                continue
            if out > 50:
                continue
            out = out + x * y
        return out


class RetNet(nn.Cell):
    def construct(self, x, y):
        while x < y:
            if x * 2 > y:
                return x * y
            x = x + 1
        return x - y


NETS = [("if", IfNet), ("while", WhileNet), ("for", ForNet), ("break", BreakNet), ("cont", ContNet),
        ("ret", RetNet)]
DT = [("f16", np.float16), ("f64", np.float64), ("i32", np.int32), ("i64", np.int64)]
for nname, N in NETS:
    for dname, dt in DT:
        for lab, a, b in [("a", 1, 3), ("b", 4, 2)]:
            x = Tensor(np.array(a, dt))
            y = Tensor(np.array(b, dt))
            case(f"{nname}_{dname}_{lab}_fwd", lambda x=x, y=y, N=N: N()(x, y))
            case(f"{nname}_{dname}_{lab}_gall", lambda x=x, y=y, N=N: grad_all(N())(x, y))
            case(f"{nname}_{dname}_{lab}_msgrad01", lambda x=x, y=y, N=N: ms.grad(N(), (0, 1))(x, y))
            case(f"{nname}_{dname}_{lab}_g1", lambda x=x, y=y, N=N: grad_one(N())(x, y))
    # mixed dtypes
    case(f"{nname}_mix_f32_f16", lambda N=N: grad_all(N())(Tensor(np.array(1.5, np.float32)),
                                                           Tensor(np.array(3, np.float16))))
    case(f"{nname}_mix_f32_i32", lambda N=N: grad_all(N())(Tensor(np.array(1.5, np.float32)),
                                                           Tensor(np.array(3, np.int32))))
    case(f"{nname}_mix_f64_f32", lambda N=N: grad_all(N())(Tensor(np.array(1.5, np.float64)),
                                                           Tensor(np.array(3, np.float32))))
    case(f"{nname}_vec_f32", lambda N=N: grad_all(N())(Tensor(np.array([1.5], np.float32)),
                                                       Tensor(np.array([3.0], np.float32))))


@ms.jit
def jif(x, y):
    if x.sum() > 0:
        return x * y
    return x + y


for dname, dt in DT + [("f32", np.float32), ("bool", np.bool_), ("u8", np.uint8), ("i8", np.int8)]:
    x = Tensor(np.array([1, 2], dt))
    y = Tensor(np.array([3, 1], dt))
    case(f"jit_if_{dname}_grad", lambda x=x, y=y: ms.grad(jif, (0, 1))(x, y))
    case(f"jit_if_{dname}_vg", lambda x=x, y=y: ms.value_and_grad(jif, (0, 1))(x, y))
