"""compiler/control/inner variants (if / while / for nested and in sequence): float32 / int32 / float64 inputs,
Parameters assigned inside, weight gradients, break / continue in inner loops, conditions on computed values,
int Tensor outputs with grads (zeros), second calls with other shapes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore import dtype as mstype
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from _h import case

grad_all = C.GradOperation(get_all=True)
grad_all_list = C.GradOperation(get_all=True, get_by_list=True)


class GA(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *a):
        return grad_all(self.net)(*a)


class GAL(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, *a):
        return grad_all_list(self.net, self.w)(*a)


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


class A122(nn.Cell):
    def __init__(self, dt, max_cycles=3):
        super().__init__()
        self.max_cycles = max_cycles
        self.zero = Tensor(np.array(0), dt)
        self.weight = Parameter(Tensor(np.array(0), dt), name="weight")

    def construct(self, x, y):
        out = self.zero
        for _ in range(0, self.max_cycles):
            while x < y:
                out = x * y + out
                x = x + 1
                F.assign(self.weight, x)
        if out > 20:
            F.assign(self.weight, out)
            out = out - 20
        return out


for lab, dt, x, y in [("i32", mstype.int32, T(2, np.int32), T(5, np.int32)),
                      ("f32", mstype.float32, T(1.5), T(4.0)), ("f32_small", mstype.float32, T(3.0), T(4.0)),
                      ("f64", mstype.float64, T(1.5, np.float64), T(4.0, np.float64))]:
    def run(dt=dt, x=x, y=y):
        net = A122(dt)
        return net(x, y), net.weight.value()
    case("a122_fwd_" + lab, run)
    if lab.startswith("f32"):
        case("a122_ga_" + lab, lambda dt=dt, x=x, y=y: GA(A122(dt))(x, y))


class A122b(nn.Cell):
    def __init__(self):
        super().__init__()
        self.zero = Tensor(np.array(0), mstype.float32)
        self.weight = Parameter(Tensor(np.array(0), mstype.float32), name="weight")

    def construct(self, x, y):
        out = self.zero
        for _ in range(0, 3):
            while x < y:
                out = x * y + out
                x = x + 1
        if out > 20:
            self.weight = out
            out = out - 20
        return out, self.weight


def a122b(x, y):
    net = A122b()
    return net(T(x), T(y)), net.weight.value()


case("a122b_big", lambda: a122b(1.0, 5.0))
case("a122b_small", lambda: a122b(3.5, 4.0))


class A231(nn.Cell):
    def __init__(self, n=3):
        super().__init__()
        self.n = n
        self.zero = Tensor(np.array(0), mstype.float32)
        self.i = Tensor(np.array(0), mstype.int32)

    def construct(self, x, y):
        out = self.zero
        j = self.i
        while j < self.n:
            for _ in range(0, self.n):
                out = x * y + out
                if out > 30:
                    break
            j = j + 1
        i = self.i
        while i < self.n:
            out = x * y + out
            i = i + 1
        return out


for lab, x, y in [("a", 1.0, 2.0), ("b", 3.0, 4.0), ("c", -1.0, 2.0)]:
    case("a231_fwd_" + lab, lambda x=x, y=y: A231()(T(x), T(y)))
    case("a231_ga_" + lab, lambda x=x, y=y: GA(A231())(T(x), T(y)))


class A011(nn.Cell):
    """if in while with continue and break, Parameter weights"""
    def __init__(self):
        super().__init__()
        self.w = Parameter(T(1.5), name="w")

    def construct(self, x, y):
        i = Tensor(0, mstype.int32)
        out = x * 0
        while i < 6:
            i = i + 1
            if i % 2 == 0:
                continue
            out = out + x * self.w
            if out > y:
                break
        return out


for lab, x, y in [("a", 1.0, 100.0), ("b", 2.0, 4.0), ("c", -1.0, 0.0)]:
    case("a011_fwd_" + lab, lambda x=x, y=y: A011()(T(x), T(y)))
    case("a011_gal_" + lab, lambda x=x, y=y: GAL(A011())(T(x), T(y)))


class A032(nn.Cell):
    """for in for over a tensor's rows, accumulating, inner break"""
    def construct(self, m):
        s = m[0] * 0
        for row in m:
            for k in range(3):
                if row[k] < 0:
                    break
                s = s + row * row[k]
        return s


for lab, m in [("a", T([[1.0, 2.0, 3.0], [4.0, -1.0, 2.0]])), ("b", T([[-1.0, 2.0, 3.0], [0.5, 0.5, 0.5]]))]:
    case("a032_fwd_" + lab, lambda m=m: A032()(m))
    case("a032_ga_" + lab, lambda m=m: GA(A032())(m))


class A201(nn.Cell):
    """for then while, while count from the for result"""
    def construct(self, x, y):
        for i in range(3):
            x = x + y * i
        while x > 1:
            x = x / 2
        return x


for lab, x, y in [("a", 1.0, 2.0), ("b", 0.2, 0.1), ("c", 100.0, 1.0)]:
    case("a201_fwd_" + lab, lambda x=x, y=y: A201()(T(x), T(y)))
    case("a201_ga_" + lab, lambda x=x, y=y: GA(A201())(T(x), T(y)))


class A300(nn.Cell):
    """for after if: the if chooses the multiplier Tensor"""
    def construct(self, x, y):
        if x > y:
            m = x
        else:
            m = y
        for _ in range(3):
            x = x * m
        return x


for lab, x, y in [("a", 2.0, 1.0), ("b", 0.5, 3.0)]:
    case("a300_ga_" + lab, lambda x=x, y=y: GA(A300())(T(x), T(y)))


class A_vec(nn.Cell):
    """while over a vector condition reduced with .all() / .any()"""
    def construct(self, x):
        while (x < 10).all():
            x = x * 2
        while (x > 5).any():
            x = x - 3
        return x


case("avec_fwd", lambda: A_vec()(T([1.0, 3.0])))
case("avec_ga", lambda: GA(A_vec())(T([1.0, 3.0])))


class A_ret(nn.Cell):
    """return inside for inside while"""
    def construct(self, x, y):
        while x < y:
            for i in range(3):
                if x * i > 5:
                    return x * i
            x = x + 1
        return x * 0 - 1


for lab, x, y in [("a", 1.0, 10.0), ("b", 1.0, 2.0), ("c", 5.0, 4.0)]:
    case("aret_fwd_" + lab, lambda x=x, y=y: A_ret()(T(x), T(y)))
    case("aret_ga_" + lab, lambda x=x, y=y: GA(A_ret())(T(x), T(y)))


class A_int_out(nn.Cell):
    """int outputs through loops, grads of int inputs"""
    def construct(self, x, n):
        i = 0
        while i < n:
            x = x + i
            i = i + 1
        return x


case("aint_fwd", lambda: A_int_out()(T(1, np.int32), T(4, np.int32)))
case("aint_ga", lambda: GA(A_int_out())(T(1, np.int32), T(4, np.int32)))
case("aint_ga_f", lambda: GA(A_int_out())(T(1.0), T(4, np.int32)))


def second_call():
    net = A201()
    a = net(T(1.0), T(2.0))
    b = net(T([1.0, 2.0]), T([0.5, 0.5]))
    return a, b


case("second_call_shape", second_call)
