"""@ms.jit functions / jit methods / jit construct called UNDER a PyNative gradient (ms.grad / value_and_grad /
GradOperation of a PyNative function or Cell that calls them): MindSpore 2.10 runs the compiled graph as one node of
its tape.  Weights, has_aux, sens, several / tuple / list / dict outputs, nested jit, hooks on the Tensors passed in,
Parameter writes, prints, global writes, f-strings of shapes, dtypes, Tensor control flow, higher order."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
K = 2
G = [0]


@ms.jit
def j_sq(x):
    return x * x


@ms.jit
def j_two(x, y):
    return x * y, x + y


@ms.jit
def j_dict(x):
    return {"a": x * 2, "b": x * x}


@ms.jit
def j_list(x):
    return [x * 3, x.sum()]


@ms.jit
def j_mixed(x):
    return x * 2, 3, "s", x.shape


@ms.jit
def j_int_out(x):
    return (x * 2).astype(ms.int32), x * x


@ms.jit
def j_global(x):
    global K
    K = 7
    return x * K


@ms.jit
def j_append(x):
    G.append(1)
    return x * len(G)


@ms.jit
def j_fstr(x):
    s = f"{x.shape}"
    return x * len(s)


@ms.jit
def j_if(x):
    if x.sum() > 3:
        return x * x
    return x * 3


@ms.jit
def j_while(x):
    while x.sum() < 30:
        x = x * 2
    return x


@ms.jit
def j_inner(x):
    return ops.sin(x) * 2


@ms.jit
def j_outer(x):
    return j_inner(x) + j_sq(x)


@ms.jit
def j_stop(x):
    return ops.stop_gradient(x * 2) * x


@ms.jit
def j_kw(x, *, s=2.0):
    return x * s


@ms.jit
def j_tuple_arg(t):
    return t[0] * t[1]


@ms.jit
def j_kwt(x, *, s=None):
    return x * s


@ms.jit
def j_dict_arg(d):
    return d["p"] * d["q"]


@ms.jit
def j_tuple3(x):
    return (x * 2, x * x, x * 3)


@ms.jit
def j_int_in(x, n):
    return x * n


@ms.jit
def j_identity(x):
    return x


@ms.jit
def j_scalar(x, a):
    return x * a


@ms.jit
def j_print(x):
    print("in j_print", x.shape)
    return x * 2


@ms.jit
def j_hook_backward(x):
    return ops.HookBackward(lambda g: print("hb", g))(x * 2) * 3 if False else x * 6


def pn(f):
    return lambda x: (f(x) * Y).sum()


# -- plain jit functions inside a PyNative function under a gradient
case("grad_sq", lambda: ms.grad(pn(j_sq))(X))
case("vg_sq", lambda: ms.value_and_grad(pn(j_sq))(X))
case("gradop_sq", lambda: ops.GradOperation()(pn(j_sq))(X))
case("grad_two_all", lambda: ms.grad(lambda x, y: (j_two(x, y)[0] * 2 + j_two(x, y)[1]).sum(), grad_position=(0, 1))(X, Y))
case("grad_two_first_only", lambda: ms.grad(lambda x, y: j_two(x, y)[0].sum())(X, Y))
case("grad_dict", lambda: ms.grad(lambda x: (j_dict(x)["a"] + j_dict(x)["b"]).sum())(X))
case("grad_dict_b", lambda: ms.grad(lambda x: j_dict(x)["b"].sum())(X))
case("grad_list", lambda: ms.grad(lambda x: j_list(x)[0].sum() + j_list(x)[1])(X))
case("grad_mixed", lambda: ms.grad(lambda x: j_mixed(x)[0].sum() * j_mixed(x)[1])(X))
case("grad_int_out", lambda: ms.grad(lambda x: j_int_out(x)[1].sum())(X))
case("grad_global", lambda: ms.grad(pn(j_global))(X))
case("grad_append", lambda: ms.grad(pn(j_append))(X))
case("grad_fstr", lambda: ms.grad(pn(j_fstr))(X))
case("grad_if", lambda: ms.grad(pn(j_if))(X))
case("grad_if_neg", lambda: ms.grad(pn(j_if))(-X))
case("grad_while", lambda: ms.grad(pn(j_while))(X))
case("grad_nested_jit", lambda: ms.grad(pn(j_outer))(X))
case("grad_stop", lambda: ms.grad(pn(j_stop))(X))
case("grad_kw", lambda: ms.grad(lambda x: (j_kw(x, s=3.0) * Y).sum())(X))
case("grad_tuple_arg", lambda: ms.grad(lambda x, y: j_tuple_arg((x, y)).sum(), grad_position=(0, 1))(X, Y))
case("grad_dict_once", lambda: ms.grad(lambda x: (lambda d: (d["a"] + d["b"]).sum())(j_dict(x)))(X))
case("grad_tuple3", lambda: ms.grad(lambda x: (lambda d: (d[0] + d[1] * Y + d[2]).sum())(j_tuple3(x)))(X))
case("grad_kw_tensor", lambda: ms.grad(lambda x, y: j_kwt(x, s=y).sum(), grad_position=(0, 1))(X, Y))
case("grad_list_arg", lambda: ms.grad(lambda x, y: j_tuple_arg([x, y]).sum(), grad_position=(0, 1))(X, Y))
case("grad_dict_arg", lambda: ms.grad(lambda x, y: j_dict_arg({"p": x, "q": y}).sum(), grad_position=(0, 1))(X, Y))
case("grad_mutable_tuple_arg", lambda: ms.grad(lambda x, y: j_tuple_arg(ms.mutable((x, y))).sum(),
                                                grad_position=(0, 1))(X, Y))
case("grad_tuple_arg_direct", lambda: ms.grad(j_tuple_arg)((X, Y)))
case("grad_int_in", lambda: ms.grad(lambda x, n: j_int_in(x, n).sum(), grad_position=(0, 1))(
    X, Tensor(np.array([1, 2, 3], np.int32))))
case("gradop_int_only", lambda: ops.GradOperation()(lambda n: j_int_in(n, n).sum())(Tensor(np.array([1, 2, 3], np.int32))))
case("grad_identity", lambda: ms.grad(pn(j_identity))(X))
case("grad_scalar_arg", lambda: ms.grad(lambda x: (j_scalar(x, 2.5) * Y).sum())(X))
case("grad_print", lambda: ms.grad(pn(j_print))(X))
case("grad_twice_called", lambda: ms.grad(lambda x: (j_sq(x) * j_sq(x + 1)).sum())(X))
case("grad_used_twice", lambda: ms.grad(lambda x: (j_sq(x) + j_sq(x) * x).sum())(X))
case("global_after", lambda: (K, len(G)))

# -- dtypes
for dt in (ms.float16, ms.float64):
    xd = X.astype(dt)
    case(f"grad_sq_{dt}", lambda xd=xd: ms.grad(lambda x: j_sq(x).sum())(xd))
    case(f"grad_if_{dt}", lambda xd=xd: ms.grad(lambda x: j_if(x).sum())(xd))
case("grad_sq_0d", lambda: ms.grad(lambda x: j_sq(x) * 2)(Tensor(3.0, ms.float32)))
case("grad_sq_empty", lambda: ms.grad(lambda x: j_sq(x).sum())(Tensor(np.zeros((0, 2), np.float32))))

# -- the jit function differentiated directly, with sens / has_aux
case("gradop_sens_jit", lambda: ops.GradOperation(sens_param=True)(j_sq)(X, Y))
case("gradop_sens_two", lambda: ops.GradOperation(get_all=True, sens_param=True)(j_two)(X, Y, (Y, X)))
case("grad_has_aux", lambda: ms.grad(lambda x: (lambda o: (o[0].sum(), o[1]))(j_two(x, Y)), has_aux=True)(X))
case("vg_has_aux_jit", lambda: ms.value_and_grad(ms.jit(lambda x: ((x * x).sum(), x * 2)), has_aux=True)(X))


# -- hooks on the Tensors passed in
def hooked():
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    x.register_hook(lambda g: g * 10)
    return ms.grad(lambda a: j_sq(a * 1).sum())(x)


def hooked_leaf():
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    x.register_hook(lambda g: g * 10)
    return ms.grad(lambda a: j_sq(a).sum())(x)


case("hook_inner", hooked)
case("hook_leaf", hooked_leaf)


# -- Cells: weights, jit methods, jit construct
class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, 0.2], np.float32)), name="b")

    @ms.jit
    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


class Meth(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    @ms.jit
    def part(self, x):
        return x * self.w

    def construct(self, x):
        return (self.part(x) * self.part(x)).sum()


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.n = Parameter(Tensor(0.0, ms.float32), name="n", requires_grad=False)

    @ms.jit
    def construct(self, x):
        ops.assign_add(self.n, Tensor(1.0, ms.float32))
        return (x * self.w).sum()


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = Lin()

    def construct(self, x):
        return (self.lin(x) ** 2).sum()


class BN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2)

    @ms.jit
    def construct(self, x):
        return self.bn(x).sum()


class RetW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    @ms.jit
    def construct(self, x):
        return self.w


XM = Tensor(np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]], np.float32))


def lin_weights():
    net = Lin()
    return ms.grad(lambda x: (net(x) ** 2).sum(), weights=net.trainable_params())(XM)


def lin_both():
    net = Lin()
    return ms.grad(lambda x: (net(x) ** 2).sum(), grad_position=0, weights=net.trainable_params())(XM)


def outer_gradop():
    net = Outer()
    return ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(XM)


def outer_vg():
    net = Outer()
    return ms.value_and_grad(net, grad_position=None, weights=net.trainable_params())(XM)


def lin_direct():
    net = Lin()
    return ops.GradOperation(get_by_list=True, sens_param=True)(net, net.trainable_params())(XM, Tensor(np.ones((2, 2), np.float32) * 2))


def meth_grad():
    net = Meth()
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(X)


def counter():
    net = Counter()
    g = ms.grad(net, weights=net.trainable_params())(X)
    g2 = ms.grad(net, weights=net.trainable_params())(X)
    return g, g2, net.n.value()


def bn_train():
    net = BN()
    net.set_train()
    x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0], [0.0, -1.0]], np.float32))
    g = ms.grad(net, weights=net.trainable_params())(x)
    return g, net.bn.moving_mean.value(), net.bn.moving_variance.value()


def retw():
    net = RetW()
    return ms.grad(lambda x: (net(x) * x).sum(), grad_position=0, weights=net.trainable_params())(X)


case("lin_weights", lin_weights)
case("lin_both", lin_both)
case("outer_gradop", outer_gradop)
case("outer_vg", outer_vg)
case("lin_direct_sens", lin_direct)
case("meth_grad", meth_grad)
case("counter", counter)
case("bn_train", bn_train)
case("ret_param", retw)


# -- higher order
case("grad2_sq", lambda: ms.grad(ms.grad(lambda x: j_sq(x).sum() * 1))(X))
case("grad2_inner_jit", lambda: ms.grad(lambda x: ms.grad(lambda y: (j_sq(y) * y).sum())(x).sum())(X))
