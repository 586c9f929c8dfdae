"""Adapted from ut graph_syntax/parameter test_parameter_celllist.py test_inner_out_net_1 and
test_parameter_ms_function.py test_parameter_ms_function_1: two distinct Parameters of one name read by a graph,
one of them not the compiled Cell's own (a global, a closure variable, a Parameter of a Cell that is no sub-Cell,
a ParameterTuple member replaced by a later ParameterTuple's member of its name), are MindSpore 2.10's
RuntimeError; the Cell's own Parameters may share a name.  msgraph compiled all of them; it also listed both
members of two ParameterTuple attributes sharing a name (MindSpore's get_parameters keeps the later one)."""
import mindspore as ms
from mindspore import Tensor, jit, nn, Parameter, ParameterTuple
from _conf import emit, emit_error

MODES = ("graph",)


def first_line(fn, *args):
    try:
        out = fn(*args)
    except Exception as e:  # noqa: BLE001
        line = str(e).splitlines()[0]
        return line[line.index("its name"):] if "its name" in line else line
    return out


class InnerNet(nn.Cell):
    def __init__(self, v=1.0):
        super().__init__()
        self.param = Parameter(Tensor([v], ms.float32), name="name_a")

    def construct(self, x):
        return x * self.param


class TwoTuples(nn.Cell):
    def __init__(self, net1, net2, which=2):
        super().__init__()
        self.param1 = ParameterTuple(net1.get_parameters())
        self.param2 = ParameterTuple(net2.get_parameters())
        self.which = which

    def construct(self, x):
        if self.which == 2:
            return x + self.param1[0] + self.param2[0]
        if self.which == 1:
            return x + self.param1[0]
        return x + self.param2[0]


class TupleAndAttr(nn.Cell):
    def __init__(self, n1, n2):
        super().__init__()
        self.p = n1.param
        self.t = ParameterTuple(n2.get_parameters())

    def construct(self, x):
        return x + self.p + self.t[0]


class AttrsOfOthers(nn.Cell):
    def __init__(self, n1, n2):
        super().__init__()
        self.a = n1.param
        self.b = n2.param

    def construct(self, x):
        return x + self.a + self.b


class SubCells(nn.Cell):
    def __init__(self, n1, n2):
        super().__init__()
        self.net1 = n1
        self.net2 = n2

    def construct(self, x):
        return self.net1(x) + self.net2(x)


G = Parameter(Tensor([5.0], ms.float32), name="name_a")


class FreeAndAttr(nn.Cell):
    def __init__(self, use_w=True):
        super().__init__()
        self.w = Parameter(Tensor([2.0], ms.float32), name="name_a")
        self.use_w = use_w

    def construct(self, x):
        if self.use_w:
            return x + self.w + G
        return x + G


pa = Parameter(Tensor([1.0], ms.float32), name="dup")
pb = Parameter(Tensor([2.0], ms.float32), name="dup")
pc = Parameter(Tensor([3.0], ms.float32), name="single")


@jit
def two_free():
    return pa + pb


@jit
def same_free_twice():
    return pc + pc


def make_closure():
    qa = Parameter(Tensor([1.0], ms.float32), name="q")
    qb = Parameter(Tensor([2.5], ms.float32), name="q")

    @jit
    def clo(x):
        return x * qa + qb
    return clo


n1, n2 = InnerNet(2.0), InnerNet(3.0)


@jit
def global_cells(x):
    return n1(x) + n2(x)


x = Tensor([1.0], ms.float32)
emit_error("two_tuples", TwoTuples(InnerNet(2.0), InnerNet(3.0)), x)
emit("two_tuples_msg", first_line(TwoTuples(InnerNet(2.0), InnerNet(3.0)), x))
emit("two_tuples_first_only", TwoTuples(InnerNet(2.0), InnerNet(3.0), 1)(x))
emit("two_tuples_second_only", TwoTuples(InnerNet(2.0), InnerNet(3.0), 0)(x))
emit("two_tuples_params", [float(p.asnumpy()[0]) for p in TwoTuples(InnerNet(2.0), InnerNet(3.0)).get_parameters()])
emit("tuple_and_attr", TupleAndAttr(InnerNet(2.0), InnerNet(3.0))(x))
emit("attrs_of_others", AttrsOfOthers(InnerNet(2.0), InnerNet(3.0))(x))
emit("sub_cells", SubCells(InnerNet(2.0), InnerNet(3.0))(x))
emit_error("free_and_attr", FreeAndAttr(), x)
emit("free_and_unused_attr", FreeAndAttr(False)(x))
emit_error("two_free", two_free)
emit("two_free_msg", first_line(two_free))
emit("same_free_twice", same_free_twice())
emit_error("closure", make_closure(), x)
emit_error("global_cells", global_cells, x)
