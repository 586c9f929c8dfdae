"""Graph outputs (st/runtime/test_runtime_output.py, test_runtime_ref_count.py, test_runtime_optimize.py):
returning Parameters, inputs, constants, nested containers, None, the same Tensor twice; identity of outputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit, mutable
from mindspore.ops import operations as P
from _h import case


class RetParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(3, dtype=np.float32)), name="w")

    def construct(self, x):
        return self.w


net = RetParam()
case("ret_param_value", lambda: net(Tensor(1.0)))
case("ret_param_type", lambda: type(net(Tensor(1.0))).__name__)
case("ret_param_is_same", lambda: net(Tensor(1.0)) is net.w)


class RetInput(nn.Cell):
    def construct(self, x):
        return x


x0 = Tensor(np.array([1, 2], np.int32))
case("ret_input_value", lambda: RetInput()(x0))
case("ret_input_is_same", lambda: RetInput()(x0) is x0)


class RetTwice(nn.Cell):
    def construct(self, x):
        y = x + 1
        return y, y, x


def _twice():
    a, b, c = RetTwice()(Tensor(np.array([1.0, 2.0], np.float32)))
    return (a, b, c, a is b)


case("ret_twice", _twice)


class RetConst(nn.Cell):
    def construct(self, x):
        return 1, 2.5, True, "s", None, (3, (4,)), [5, [6]]


case("ret_const", lambda: RetConst()(Tensor(1)))


class RetNone(nn.Cell):
    def construct(self, x):
        y = x * 2
        return None


case("ret_none", lambda: RetNone()(Tensor(1)))


class RetNoReturn(nn.Cell):
    def construct(self, x):
        y = x * 2


case("ret_no_return", lambda: RetNoReturn()(Tensor(1)))


class RetDict(nn.Cell):
    def construct(self, x):
        return {"a": x, "b": (x + 1, [x * 2]), "c": 3}


case("ret_dict", lambda: RetDict()(Tensor(np.array([1.0], np.float32))))


class RetList(nn.Cell):
    def construct(self, x):
        return [x, [x + 1, (x, None)]]


case("ret_list", lambda: RetList()(Tensor(np.array([1.0], np.float32))))


class ValueNodeWithDepend(nn.Cell):
    def construct(self, input_x):
        output = input_x[1]
        output[1] = 0
        return output


lst = [[1, 2, 3, 4], [5, 6, 7, 8]]
case("list_input_setitem", lambda: ValueNodeWithDepend()(lst))
case("list_input_after", lambda: lst)


class BiasAdd2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bias = Parameter(Tensor(np.ones([4])).astype(np.float32), name="bias1")
        self.b1 = P.BiasAdd()
        self.b2 = P.BiasAdd()

    def construct(self, x):
        return self.b2(self.b1(x, self.bias), self.bias)


case("biasadd_twice", lambda: BiasAdd2()(Tensor(np.ones([2, 4])).astype(np.float32)))
case("biasadd_f16", lambda: BiasAdd2()(Tensor(np.ones([2, 4]), ms.float16)))


class ShapeOut(nn.Cell):
    def construct(self, x, y):
        return x.shape, y * y


case("shape_out", lambda: ShapeOut()(Tensor([2]), Tensor([3])))
case("shape_out_0d", lambda: ShapeOut()(Tensor(2), Tensor(3)))


class MutIdx(nn.Cell):
    def construct(self, x):
        return x[1] + x[1]


case("mutable_list_idx", lambda: MutIdx()(mutable([Tensor([2]), Tensor([3])])))
case("mutable_tuple_idx", lambda: MutIdx()(mutable((Tensor([2.0]), Tensor([3.0])))))


@jit
def value_tuple_out(a):
    b = (2, 3)
    return (ops.reshape(a, b), b)


case("value_tuple_out", lambda: value_tuple_out(Tensor([1, 2, 3, 4, 5, 6])))


@jit
def dict_comp():
    d = {'a': 1, 'b': 2, 'c': 3, 'A': 4, 'B': 5, 'D': 6}
    return {i.lower(): d.get(i.lower(), 0) + d.get(i.upper(), 0) for i in d}


case("dict_comp", dict_comp)


class SubNet(nn.Cell):
    def __init__(self, x):
        super().__init__()
        self.inputx = Parameter(x, name="inputx")

    def construct(self, y):
        return self.inputx * y


def _set_data():
    n = SubNet(Tensor(np.ones([2, 3], np.float32)))
    r1 = n(Tensor(np.full([2, 3], 2.0, np.float32)))
    n.inputx.set_data(Tensor(np.full([2, 3], 3.0, np.float32)))
    r2 = n(Tensor(np.full([2, 3], 2.0, np.float32)))
    n.inputx.set_data(Tensor(np.full([1, 3], 4.0, np.float32)))
    r3 = n(Tensor(np.full([2, 3], 2.0, np.float32)))
    return r1, r2, r3


case("param_set_data", _set_data)


def _set_data_dtype():
    n = SubNet(Tensor(np.ones([2], np.float32)))
    n(Tensor(np.ones([2], np.float32)))
    n.inputx.set_data(Tensor(np.ones([2], np.int32)))
    return n.inputx, n(Tensor(np.ones([2], np.float32)))


case("param_set_data_dtype", _set_data_dtype)


class AssignRet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([5.0, 6.0], np.float32)), name="p")

    def construct(self, x):
        out = ops.assign_sub(self.p, x)
        return out, self.p


def _assign_ret():
    n = AssignRet()
    o, p = n(Tensor(np.array([1.0, 1.0], np.float32)))
    return o, p, p is n.p, type(o).__name__, n.p


case("assign_sub_ret", _assign_ret)


class AssignRet2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([5.0, 6.0], np.float32)), name="p")

    def construct(self, x):
        ops.assign(self.p, x)
        y = self.p * 2
        ops.assign_add(self.p, x)
        return y, self.p + 0


case("assign_order", lambda: AssignRet2()(Tensor(np.array([1.0, 2.0], np.float32))))


class MultiOut(nn.Cell):
    def construct(self, x, y):
        z1 = x * y
        z2 = z1 + y
        z3 = z2 + y
        z4 = z3 - y
        return z1, z2, z3, z4


case("multi_out_int", lambda: MultiOut()(Tensor(2), Tensor(3)))
case("multi_out_mixed", lambda: MultiOut()(Tensor(2), Tensor(3.5, ms.float16)))
case("multi_out_bool", lambda: MultiOut()(Tensor(True), Tensor(3)))


class GradMulti(nn.Cell):
    def construct(self, x, y):
        return (x * y, x + y)


def _grad_multi():
    return ms.grad(GradMulti(), grad_position=(0, 1))(Tensor(2.0), Tensor(3.0))


case("grad_multi_out", _grad_multi)


class RetParamTuple(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(1.0), name="a")
        self.b = Parameter(Tensor(2.0), name="b")

    def construct(self):
        return self.a, (self.b, self.a)


def _ret_param_tuple():
    n = RetParamTuple()
    r = n()
    return r, r[0] is n.a, type(r[1][0]).__name__


case("ret_param_tuple", _ret_param_tuple)


def _ret_param_then_assign():
    n = RetParam()
    r = n(Tensor(1.0))
    n.w.set_data(Tensor(np.zeros(3, np.float32)))
    return r


case("ret_param_then_set_data", _ret_param_then_assign)
