"""Variants of st/parameter tests: names vs construct argument names, ParameterTuple in construct, Parameters in
tuple/list attributes, Parameters as arguments and free variables, grads by list, param dtype arithmetic in graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _h import case


def F32(*v):
    return Tensor(np.array(v, np.float32))


class ArgName(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(F32(1.0), name="name_a")
        self.param_b = Parameter(F32(2.0), name="name_b")

    def construct(self, name_a, name_b=F32(10.0)):
        return self.param_a + self.param_b - name_a + name_b


case("argname", lambda: (lambda n: (n(F32(3.0)), n.param_a.name, n.param_b.name))(ArgName()))
case("argname_kw", lambda: ArgName()(name_a=F32(3.0), name_b=F32(1.0)))


class PT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(F32(1.0), name="name_a")
        self.pt = ParameterTuple((Parameter(F32(2.0), name="name_b"), self.a))
        self.tup = (Parameter(F32(5.0)), Parameter(F32(6.0)))
        self.lst = [Parameter(F32(7.0)), Parameter(F32(8.0))]

    def construct(self, x):
        s = x
        for p in self.pt:
            s = s + p
        for p in self.tup:
            s = s * p
        return s + self.lst[0] - self.lst[-1] + len(self.pt)


case("ptuple_construct", lambda: (lambda n: (n(F32(1.0)), [q.name for q in n.get_parameters()], n.tup[1].name, n.lst[0].name))(PT()))
case("ptuple_grad", lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(F32(1.0)))(PT()))
case("ptuple_grad_all", lambda: (lambda n: ops.GradOperation(get_all=True)(n)(F32(1.0)))(PT()))


class Rebind(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(F32(1.0), name="name_a")
        self.res1 = ParameterTuple((Parameter(F32(2.0)), self.param_a))
        self.param_a = Parameter(F32(3.0), name="name_b")
        self.res2 = self.res1[0] + self.param_a

    def construct(self):
        return self.param_a + self.res1[0] + self.res2 + self.res1[1]


case("rebind", lambda: (lambda n: (n(), n.param_a.name, n.res1[0].name, n.res1[1].name, [q.name for q in n.get_parameters()]))(Rebind()))


def dup_tuple():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(F32(1.0), name="same")
            self.t = ParameterTuple((self.a, self.a, self.a))

        def construct(self, x):
            return x + self.t[0] + self.t[2]
    d = D()
    return d(F32(1.0)), len(d.t), [q.name for q in d.get_parameters()]


case("ptuple_same_obj", dup_tuple)


def dup_names_two_tuples():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.t1 = ParameterTuple((Parameter(F32(1.0), name="p"),))
            self.t2 = ParameterTuple((Parameter(F32(2.0), name="p"),))

        def construct(self, x):
            return x + self.t1[0] + self.t2[0]
    d = D()
    return d(F32(1.0)), [q.name for q in d.get_parameters()]


case("dup_names_two_ptuples", dup_names_two_tuples)


def dup_list_names():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = [Parameter(F32(1.0), name="p"), Parameter(F32(2.0), name="p")]

        def construct(self, x):
            return x + self.l[0] + self.l[1]
    d = D()
    return d(F32(1.0)), [q.name for q in d.get_parameters()]


case("dup_names_list", dup_list_names)


def dup_names_graph_grad():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(F32(1.0), name="same")
            self.b = Parameter(F32(2.0), name="same")

        def construct(self, x):
            return x * self.a * self.b
    d = D()
    return ops.GradOperation(get_by_list=True)(d, d.trainable_params())(F32(3.0))


case("dup_names_grad", dup_names_graph_grad)


class ArgFv(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, y):
        return self.p * 2 + y


def arg_and_fv():
    x = Parameter(Tensor([1]), name="x")
    n = ArgFv(x)
    return n(x), n(Parameter(Tensor([5]), name="y")), n(Tensor([3]))


case("param_arg_and_fv", arg_and_fv)


class GradArg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.z = Parameter(F32(1.0, 4.0), name="z")

    def construct(self, param, x, y):
        ops.assign(param, x * self.z)
        return param + y


def grad_arg():
    n = GradArg()
    param = Parameter(F32(0.0, 0.0), name="param")
    x = Parameter(F32(4.0, -8.0), name="x")
    y = Parameter(F32(1.0, 0.0), name="y")
    g = ops.GradOperation(get_all=True, get_by_list=True)(n, ParameterTuple(n.trainable_params()))(param, x, y)
    return g, param


case("grad_param_args", grad_arg)


def param_dtypes_graph():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.i = Parameter(Tensor(np.array([3, 4], np.int32)), name="i")
            self.h = Parameter(Tensor(np.array([1.5, 2.5], np.float16)), name="h")
            self.b = Parameter(Tensor(np.array([True, False])), name="b", requires_grad=False)

        def construct(self, x):
            return self.i + x, self.h * x, self.i / 2, self.h + self.i, self.b & (self.i > 3), self.i * 1.5, -self.h
    return D()(F32(1.0, 2.0))


case("param_dtypes_graph", param_dtypes_graph)


def param_in_jit_fn():
    p = Parameter(F32(1.0, 2.0), name="pj")

    @ms.jit
    def f(x):
        return x * p, p.shape, p.dtype, p.ndim

    return f(F32(3.0, 3.0))


case("param_in_jit_attrs", param_in_jit_fn)


def param_name_in_graph():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(F32(1.0), name="w")

        def construct(self, x):
            return x + self.w, self.w.name

    return D()(F32(1.0))


case("param_name_in_graph", param_name_in_graph)


def param_requires_grad_in_graph():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(F32(1.0), name="w")

        def construct(self, x):
            if self.w.requires_grad:
                return x + self.w
            return x

    return D()(F32(1.0))


case("param_requires_grad_in_graph", param_requires_grad_in_graph)


def two_nets_same_param():
    w = Parameter(F32(2.0), name="shared")

    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = w

        def construct(self, x):
            ops.assign_add(self.w, x)
            return self.w * 1

    a, b = A(), A()
    return a(F32(1.0)), b(F32(1.0)), w


case("two_cells_share_param", two_nets_same_param)


def celllist_param_names():
    class Blk(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(F32(1.0), name="w")

        def construct(self, x):
            return x * self.w

    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.blocks = nn.CellList()
            for _ in range(3):
                self.blocks.append(Blk())
            self.head = nn.CellList([Blk(), Blk()])

        def construct(self, x):
            for b in self.blocks:
                x = b(x)
            return self.head[1](x)

    n = N()
    return n(F32(2.0)), [q.name for q in n.get_parameters()]


case("celllist_param_names", celllist_param_names)


def celllist_param_names_pre():
    class Blk(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(F32(1.0), name="w")

        def construct(self, x):
            return x * self.w

    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            layers = nn.CellList()
            for _ in range(2):
                layers.append(Blk())
            self.layers = layers
            self.layers.append(Blk())
            self.seq = nn.SequentialCell()
            self.seq.append(Blk())
            self.seq.append(Blk())

        def construct(self, x):
            for b in self.layers:
                x = b(x)
            return self.seq(x)

    n = N()
    return n(F32(2.0)), [q.name for q in n.get_parameters()]


case("celllist_param_names_pre", celllist_param_names_pre)
