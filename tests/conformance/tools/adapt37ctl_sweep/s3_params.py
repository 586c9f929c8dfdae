"""Parameters in loops and the gradient: assign / AssignAdd / ops.assign in the body before or after the Parameter is
read, while loops whose trip count depends on a Parameter, weights reached only in one branch, the same Cell called
twice with different branch outcomes (cached graphs), Parameter values after the gradient call."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _h import case

ga = C.GradOperation(get_all=True)
gl = C.GradOperation(get_by_list=True)
gal = C.GradOperation(get_all=True, get_by_list=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class AddAfter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0), name="p")
        self.add = P.AssignAdd()

    def construct(self, x):
        out = x * 0
        i = 0
        while i < 3:
            out = out + x * self.p
            self.add(self.p, f32(1.0))
            i += 1
        return out


class AddBefore(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0), name="p")
        self.add = P.AssignAdd()

    def construct(self, x):
        out = x * 0
        for _ in range(3):
            self.add(self.p, f32(1.0))
            out = out + x * self.p
        return out


class AssignIn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(2.0), name="p")

    def construct(self, x):
        out = x
        while out < 20:
            out = out * self.p
            ops.assign(self.p, self.p + 1)
        return out


class ParamTrip(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Parameter(Tensor(3, ms.int32), name="n", requires_grad=False)
        self.w = Parameter(f32(1.5), name="w")

    def construct(self, x):
        i = Tensor(0, ms.int32)
        out = x
        while i < self.n:
            out = out * self.w + x
            i = i + 1
        return out


class ParamCond(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0), name="w")
        self.v = Parameter(f32(-1.0), name="v")

    def construct(self, x):
        if self.w > x:
            out = x * self.w
        elif x > 10:
            out = x * self.v * self.v
        else:
            out = x + 1
        return out


class SetItemLoop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")

    def construct(self, x):
        out = x * 0
        for i in range(3):
            out = out + self.w * x
            if x.sum() > 0:
                self.w[i] = 0.5
        return out


for nm, N, inputs in [("addafter", AddAfter, [f32(2.0)]), ("addbefore", AddBefore, [f32(2.0)]),
                      ("assignin", AssignIn, [f32(1.5)]), ("paramtrip", ParamTrip, [f32(2.0)]),
                      ("setitem", SetItemLoop, [f32(1.0, 1.0, 1.0)])]:
    def run_gal(N=N, inputs=inputs):
        net = N()
        g = gal(net, ParameterTuple(net.trainable_params()))(*inputs)
        return g, [p.value() for p in net.get_parameters()]

    def run_fwd(N=N, inputs=inputs):
        net = N()
        return net(*inputs), [p.value() for p in net.get_parameters()]

    def run_twice(N=N, inputs=inputs):
        net = N()
        g1 = ms.grad(net, 0, net.trainable_params())(*inputs)
        g2 = ms.grad(net, 0, net.trainable_params())(*inputs)
        return g1, g2, [p.value() for p in net.get_parameters()]

    def run_vg(N=N, inputs=inputs):
        net = N()
        return ms.value_and_grad(net, None, net.trainable_params())(*inputs)
    case(f"{nm}_fwd", run_fwd)
    case(f"{nm}_gal", run_gal)
    case(f"{nm}_twice", run_twice)
    case(f"{nm}_vg", run_vg)

for lab, x in [("wgt", f32(1.0)), ("big", f32(11.0)), ("mid", f32(5.0))]:
    case(f"pc_gal_{lab}", lambda x=x: (lambda n: gal(n, ParameterTuple(n.trainable_params()))(x))(ParamCond()))
    case(f"pc_msgrad_{lab}", lambda x=x: (lambda n: ms.grad(n, (0,), n.trainable_params())(x))(ParamCond()))


def cached():
    net = ParamCond()
    g = ms.grad(net, 0, net.trainable_params())
    return [g(f32(v)) for v in (1.0, 11.0, 5.0, 1.0, 11.0)]


case("pc_cached", cached)


def cached_ga():
    net = ParamCond()
    g = ga(net)
    return [g(f32(v)) for v in (1.0, 11.0, 5.0)]


case("pc_cached_ga", cached_ga)


class Pick(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(2.0), name="a")
        self.b = Parameter(Tensor(np.array([3.0], np.float16)), name="b")

    def construct(self, x, flag):
        if flag:
            return x * self.a
        return x * ops.cast(self.b, ms.float32)


for lab, flag in [("T", Tensor(True)), ("F", Tensor(False)), ("pyT", True), ("pyF", False)]:
    case(f"pick_gl_{lab}", lambda flag=flag: (lambda n: gl(n, ParameterTuple(n.trainable_params()))(f32(4.0), flag))(Pick()))
    case(f"pick_gal_{lab}", lambda flag=flag: (lambda n: gal(n, ParameterTuple(n.trainable_params()))(f32(4.0), flag))(Pick()))


def pick_twice():
    n = Pick()
    g = gl(n, ParameterTuple(n.trainable_params()))
    return g(f32(4.0), Tensor(True)), g(f32(4.0), Tensor(False)), g(f32(4.0), True), g(f32(4.0), False)


case("pick_twice", pick_twice)


class ListCells(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cells = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"),
                                  nn.Dense(2, 2, weight_init="ones", bias_init="ones")])

    def construct(self, x):
        for c in self.cells:
            if x.sum() > 5:
                x = c(x) * 0.5
            else:
                x = c(x)
        return x.sum()


for lab, x in [("small", f32([0.5, 0.5])), ("big", f32([3.0, 4.0]))]:
    case(f"cl_gl_{lab}", lambda x=x: (lambda n: gl(n, ParameterTuple(n.trainable_params()))(x))(ListCells()))
    case(f"cl_gal_{lab}", lambda x=x: (lambda n: gal(n, ParameterTuple(n.trainable_params()))(x))(ListCells()))
