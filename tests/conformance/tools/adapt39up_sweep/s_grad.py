"""pynative_mode/test_stop_gradient, test_user_define_bprop_check, test_multi_grad, test_high_order_grad,
parameter_feature/test_var_grad, pipeline/infer/test_scalar_add_grad: gradients with stop_gradient over int / float
Tensors and Python scalars, custom bprop Cells returning wrong shapes / dtypes / counts, var-args Cells with
Parameters, grads of grads; P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from mindspore.ops import composite as C
from mindspore.ops.functional import stop_gradient
from gs import registry, run_all

Cs, reg = registry()
grad_all = C.GradOperation(get_all=True)
grad_all_sens = C.GradOperation(get_all=True, sens_param=True)
grad_by_list = C.GradOperation(get_by_list=True)
grad_by_list_sens = C.GradOperation(get_by_list=True, sens_param=True)
grad_all_list = C.GradOperation(get_all=True, get_by_list=True)
grad1 = C.GradOperation()
X = Tensor(np.array([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]], np.float32))
S = Tensor(np.array([[1.0, 2.0, 0.0], [0.0, 3.0, 4.0]], np.float32))
I1 = Tensor(1, ms.int32)
I3 = Tensor(3, ms.int32)
F2 = Tensor(2.0, ms.float32)
F3 = Tensor(3.0, ms.float32)
H2 = Tensor(np.array([1.0, 2.0], np.float16))


def stop_func(x, y):
    return x + y, x * y


def stop_test1(x, y):
    return stop_gradient(x * y)


def stop_test2(x, y):
    c = x * y
    d = stop_gradient(c) + x * y
    return d * y


def stop_test3(x, y):
    x = x * y
    return stop_test1(x, y) * y


def stop_test4(x, y):
    c = x + y
    return c + stop_gradient(c)


def stop_test5(x, y):
    x = x + y
    o1, o2 = stop_func(x, y)
    return o2 + stop_gradient(o1)


def stop_only(x):
    return stop_gradient(x)


def stop_self_add(x):
    y = stop_gradient(x + x)
    return x + y


def stop_tuple(x, y):
    a, b = stop_gradient((x * y, x + y))
    return a + b + x


for nm, f in [("s2", stop_test2), ("s3", stop_test3), ("s4", stop_test4), ("s5", stop_test5), ("s1", stop_test1),
              ("tuple", stop_tuple)]:
    for an, a in [("ff", (F2, F3)), ("ii", (I1, I3)), ("hh", (H2, H2)), ("py", (2, 3)), ("pyf", (2.0, 3.0))]:
        Cs.append(("stop_%s_%s" % (nm, an), (lambda f: lambda x, y: grad_all(f)(x, y))(f), a))
for an, a in [("i", (I1,)), ("f", (F2,)), ("h", (H2,)), ("x", (X,))]:
    Cs.append(("stop_only_" + an, lambda x: grad_all(stop_only)(x), a))
    Cs.append(("stop_selfadd_" + an, lambda x: grad_all(stop_self_add)(x), a))


class BpropOk(nn.Cell):
    def __init__(self, g):
        super().__init__()
        self.g = g

    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return (self.g * 3,)


B_OK = BpropOk(Tensor(np.array([[1.1, 2.2, 3.3], [2.0, 3.0, 4.0]], np.float32)))
B_SHAPE = BpropOk(Tensor(np.array([[1.1, 2.2], [2.0, 3.0]], np.float32)))
B_DTYPE = BpropOk(Tensor(np.array([[1.1, 2.2, 3.3], [2.0, 3.0, 4.0]], np.float16)))
B_BCAST = BpropOk(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
B_SCALAR = BpropOk(Tensor(2.0, ms.float32))
B_INT = BpropOk(Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32)))


class BpropNumber(nn.Cell):
    def construct(self, x, y):
        return x * 2 + y

    def bprop(self, x, y, out, dout):
        return (dout,)


class BpropNotTuple(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return dout * 5


class BpropTooMany(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return dout, dout


class BpropNone(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * y, None


class BpropPyNum(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return (1.5,)


class BpropZerosLike(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return ops.zeros_like(x), dout * x * out


for nm, net in [("ok", B_OK), ("shape", B_SHAPE), ("dtype", B_DTYPE), ("bcast", B_BCAST), ("scalar", B_SCALAR),
                ("int", B_INT), ("notuple", BpropNotTuple()), ("toomany", BpropTooMany()), ("pynum", BpropPyNum())]:
    Cs.append(("bprop_" + nm, (lambda n: lambda x, s: grad_all_sens(n)(x, s))(net), (X, S)))
for nm, net in [("number", BpropNumber()), ("none", BpropNone()), ("zeroslike", BpropZerosLike())]:
    Cs.append(("bprop_" + nm, (lambda n: lambda x, y, s: grad_all_sens(n)(x, y, s))(net), (X, X, S)))


class SecondNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b2 = Parameter(Tensor(np.full((2, 3), 0.5, np.float32)), "b2")

    def construct(self, *args):
        return args[0] * args[1] + self.b2


class VarNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.b = Parameter(Tensor(np.ones((2, 3), np.float32)), "b")
        self.w = Parameter(Tensor(np.full((2, 3), 2.0, np.float32)), "w")
        self.net = net

    def construct(self, *args):
        return self.net(*args) * self.w + self.b


VN = VarNet(SecondNet())
VW = ParameterTuple(VN.trainable_params())


@reg(X, S)
def var_grad_list(x, y):
    return grad_by_list(VN, VW)(x, y)


@reg(X, S, S)
def var_grad_list_sens(x, y, s):
    return grad_by_list_sens(VN, VW)(x, y, s)


@reg(X, S)
def var_grad_all(x, y):
    return grad_all(VN)(x, y)


@reg(X, S)
def var_grad_all_list(x, y):
    return grad_all_list(VN, VW)(x, y)


@reg(X, S)
def var_grad_first(x, y):
    return grad1(VN)(x, y)


@reg(X, S)
def var_grad_list_empty(x, y):
    return grad_by_list(VN, ())(x, y)


def first(x):
    return x * x * x


def second(x):
    return grad1(first)(x)


def third(x):
    return grad1(second)(x)


for an, a in [("f", (F3,)), ("x", (X,)), ("h", (H2,)), ("i", (I3,))]:
    Cs.append(("high_second_" + an, second, a))
    Cs.append(("high_third_" + an, third, a))


def two_out(x, y):
    return x * y, x + y


@reg(F2, F3)
def multi_grad_two_out(x, y):
    return grad_all(two_out)(x, y)


@reg(F2, F3)
def multi_grad_sens_tuple(x, y):
    return grad_all_sens(two_out)(x, y, (F2, F3))


@reg(F2, F3)
def multi_grad_sens_bad(x, y):
    return grad_all_sens(two_out)(x, y, F2)


def scalar_add(x, y):
    return x + y * 2


@reg(2, 3)
def scalar_add_grad(x, y):
    return grad_all(scalar_add)(x, y)


@reg(2.5, 3)
def scalar_add_grad_float(x, y):
    return grad_all(scalar_add)(x, y), ops.grad(scalar_add, grad_position=(0, 1))(x, y)


@reg(F2, 3)
def mixed_tensor_scalar_grad(x, y):
    return grad_all(scalar_add)(x, y)


def kw_func(x, y=2.0, *, z=3.0):
    return x * y * z


@reg(F2, F3)
def kw_grad(x, y):
    return grad_all(kw_func)(x, y), ops.grad(kw_func)(x), ops.grad(kw_func, grad_position=(0, 1))(x, y, z=y)


run_all(Cs)
