"""stop_gradient / ops.depend / ops.select inside branches and loops, a Parameter counter advanced by AssignAdd as
the while condition, Parameter item writes by a loop index in PyNative and Graph, gradients of Parameters that only
decide a condition, sens of float16 / float64 through a loop."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _h import case

ga = C.GradOperation(get_all=True)
gal = C.GradOperation(get_all=True, get_by_list=True)
gs = C.GradOperation(get_all=True, sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class SG(nn.Cell):
    def construct(self, x, y):
        out = x
        for i in range(3):
            if out.sum() > y.sum():
                out = ops.stop_gradient(out) * y + x
            else:
                out = ops.select(out > 1, out * x, out + y)
        return out


for lab, a, b in [("a", [1.0, 2.0], [0.5, 0.5]), ("b", [0.5, 3.0], [4.0, 4.0]), ("c", [-1.0, 2.0], [1.0, -5.0])]:
    case(f"sg_ga_{lab}", lambda a=a, b=b: ga(SG())(f32(*a), f32(*b)))
    case(f"sg_gs64_{lab}", lambda a=a, b=b: gs(SG())(f32(*a), f32(*b), Tensor(np.array([1.0, 2.0], np.float64))))
    case(f"sg_gs16_{lab}", lambda a=a, b=b: gs(SG())(f32(*a), f32(*b), Tensor(np.array([1.0, 2.0], np.float16))))


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.i = Parameter(Tensor(0, ms.int32), name="i", requires_grad=False)
        self.w = Parameter(f32(2.0), name="w")
        self.add = P.AssignAdd()

    def construct(self, x):
        self.i = 0
        out = x
        while self.i < 3:
            out = out * self.w + x
            self.add(self.i, 1)
        return out


def counter(fn):
    n = Counter()
    return fn(n), n.i.value()


case("counter_fwd", lambda: counter(lambda n: n(f32(1.0))))
case("counter_gal", lambda: counter(lambda n: gal(n, ParameterTuple(n.trainable_params()))(f32(1.0))))
case("counter_twice", lambda: counter(lambda n: (ms.grad(n, 0, n.trainable_params())(f32(1.0)),
                                                 ms.grad(n, 0, n.trainable_params())(f32(2.0)))))


class CondOnly(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Parameter(f32(1.0), name="t")
        self.w = Parameter(f32(3.0), name="w")

    def construct(self, x):
        if x > self.t:
            return x * self.w
        return x


for v in (0.5, 2.0):
    case(f"condonly_{v}", lambda v=v: (lambda n: gal(n, ParameterTuple(n.trainable_params()))(f32(v)))(CondOnly()))


class RowWrite(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Parameter(Tensor(np.ones((3, 2), np.float32)), name="m")

    def construct(self, x):
        s = x * 0
        for i in range(3):
            s = s + self.m[i] * x
            self.m[i] = self.m[i] * 2
        return s.sum()


def roww():
    n = RowWrite()
    return ms.grad(n, None, n.trainable_params())(f32(1.0, 2.0)), n.m.value()


case("roww", roww)


class Depend(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        out = x
        i = 0
        while i < 2:
            a = ops.assign_add(self.w, f32(1.0))
            out = ops.depend(out * self.w, a)
            i += 1
        return out


case("depend_gal", lambda: (lambda n: gal(n, ParameterTuple(n.trainable_params()))(f32(2.0)))(Depend()))
