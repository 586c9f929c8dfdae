"""st/pynative/jit (auto/inner/outmost dynamic shape, nested calling, staging, Parameter inputs) and
st/pynative/dynamic_shape variants: one compiled function / Cell called with new shapes, dtypes and values."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple, jit
from mindspore.ops import operations as P
from _h import case, MODE


def T(a, dt=ms.float32):
    return Tensor(np.asarray(a), dt)


def A(shape, k=1.0):
    n = int(np.prod(shape))
    return (np.arange(n).reshape(shape) % 7 + 1) * k / 4.0


# --- nested jit (test_nested_calling_jit)
@jit
def f1(x, y):
    x = x ** y
    x /= y
    x += y
    x -= 1
    x %= 2
    return x


@jit
def f11(x, y):
    r = f1(x, y)
    return r + r


@jit
def f2(x, y):
    return f1(x, y) * f11(x, y)


def plain2(x, y):
    return f1(x, y) * f11(x, y)


for dn, dt in (("f32", ms.float32), ("f16", ms.float16), ("f64", ms.float64), ("i32", ms.int32)):
    case(f"nested_{dn}", lambda: f2(T(np.ones((2, 3))), T(np.full((2, 3), 4)), ) if dn == "f32" else
         f2(T(np.ones((2, 3)), dt), T(np.full((2, 3), 4), dt)))
    case(f"nested_vals_{dn}", lambda: f2(T(A((2, 3)), dt), T(np.full((2, 3), 3), dt)))
    case(f"nested_plain_{dn}", lambda: plain2(T(A((2, 3)), dt), T(np.full((2, 3), 3), dt)))
case("nested_scalar_y", lambda: f2(T(A((3,))), 2))
case("nested_mixed", lambda: f2(T(A((3,)), ms.float16), T(np.full((3,), 2), ms.float32)))
case("nested_bcast", lambda: f2(T(A((2, 3))), T(np.full((3,), 2))))
case("nested_seq_shapes", lambda: [f2(T(A(s)), T(np.full(s, 3))) for s in ((2,), (2, 3), (4, 1, 2), ())])
case("nested_seq_dtypes", lambda: [f2(T(A((2,)), d), T(np.full((2,), 3), d)) for d in (ms.float32, ms.int32, ms.float16, ms.float64)])


def cube(x):
    return x ** 3


X5 = T([5.0])
case("jgrad", lambda: jit(ops.grad(cube))(X5))
case("jjgrad", lambda: jit(jit(ops.grad(cube)))(X5))
case("ggrad", lambda: ops.grad(ops.grad(cube))(X5))
case("jggrad", lambda: jit(ops.grad(ops.grad(cube)))(X5))
case("jjggrad", lambda: jit(jit(ops.grad(ops.grad(cube))))(X5))
case("jgrad_f64", lambda: jit(ops.grad(cube))(T([2.0, -1.0], ms.float64)))
case("jgrad_f16", lambda: jit(ops.grad(cube))(T([2.0, -1.0], ms.float16)))
case("jgrad_0d", lambda: jit(ops.grad(cube))(T(1.5)))
case("jgrad_shapes", lambda: [jit(ops.grad(cube))(T(A(s))) for s in ((2,), (2, 2), ())])


# --- one jit function called with new shapes / dtypes / values
@jit
def addmul(x, y):
    return x * 2 + y


seq = []
def run_seq():
    out = []
    for a, b in ((T(A((2, 3))), T(A((2, 3)))), (T(A((4,))), T(A((4,)))), (T(A((2, 3)), ms.float16), T(A((2, 3)), ms.float16)),
                 (T(A((2, 3)), ms.int32), T(A((2, 3)), ms.int32)), (T(A((2, 3))), 1), (T(A((2, 3))), 2.5), (T(A((2, 3))), True),
                 (T(A((2, 3)), ms.int32), 2.5), (T(A(())), T(A((3,)))), (T(np.zeros((0, 3))), T(A((3,)))),
                 (T(A((2, 3))), T(A((2, 3)), ms.float64)), (T(A((2, 3)), ms.bool_), T(A((2, 3)), ms.bool_))):
        out.append(addmul(a, b))
    return out
case("jit_seq", run_seq)


@jit
def tup_in(t, n):
    return t[0] * n + t[1]
case("jit_tuple_seq", lambda: [tup_in((T(A((2,))), T(A((2,)))), 2), tup_in((T(A((3,))), T(A((3,)))), 2),
                              tup_in((T(A((3,))), T(A((3,)))), 3), tup_in([T(A((3,))), 1.5], 2)])


@jit
def shape_dep(x):
    s = x.shape
    return ops.reshape(x, (s[0] * s[1],)) * s[0] + len(s)
case("jit_shape_dep", lambda: [shape_dep(T(A((2, 3)))), shape_dep(T(A((3, 1)))), shape_dep(T(A((1, 4)), ms.int32))])


@jit
def branch(x, k):
    if k > 1:
        return x * k
    return x - k
case("jit_branch_seq", lambda: [branch(T(A((2,))), 3), branch(T(A((2,))), 0), branch(T(A((3,))), 2.5), branch(T(A((2,))), T(2.0))])


# input_signature
d2 = Tensor(shape=[None, None], dtype=ms.float32)
d1 = Tensor(shape=[None], dtype=ms.int32)


@jit(input_signature=(d2, d2))
def sig_add(x, y):
    return x + y, x.shape


case("sig_ok", lambda: [sig_add(T(A((2, 3))), T(A((2, 3)))), sig_add(T(A((4, 1))), T(A((4, 1))))])
case("sig_rank_bad", lambda: sig_add(T(A((2,))), T(A((2,)))))
case("sig_dtype_bad", lambda: sig_add(T(A((2, 3)), ms.float16), T(A((2, 3)), ms.float16)))
case("sig_count_bad", lambda: sig_add(T(A((2, 3)))))


class ShapeAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.eps = (1,)

    @jit(input_signature=(d2, d2))
    def construct(self, x, y):
        return x.shape + y.shape + self.eps
case("sig_cell_shape_add", lambda: ShapeAdd()(T(np.ones((4, 6))), T(np.ones((2, 3)))))


# --- Cells: inner / outer jit, PyNative nets with jit construct, set_inputs, GradOperation with sens
class Inner(nn.Cell):
    def __init__(self, use_jit):
        super().__init__()
        self.addn = ops.AddN()
        self.relu = nn.ReLU()
        self.use_jit = use_jit

    def construct(self, x, y):
        x = self.addn((x, y))
        x = ops.log(x)
        x = ops.exp(x)
        x = self.relu(x)
        return self.addn((x, y))


class InnerJ(Inner):
    @jit
    def construct(self, x, y):
        x = self.addn((x, y))
        x = ops.log(x)
        x = ops.exp(x)
        x = self.relu(x)
        return self.addn((x, y))


class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.addn = ops.AddN()

    def construct(self, x, y):
        x = self.addn((x, y))
        x = self.inner(x, y)
        x = ops.log(x)
        return ops.exp(x)


class OuterJ(Outer):
    @jit
    def construct(self, x, y):
        x = self.addn((x, y))
        x = self.inner(x, y)
        x = ops.log(x)
        return ops.exp(x)


GS = ops.GradOperation(get_all=True, sens_param=True)
SHAPES = ((2, 3, 2, 2), (2, 3, 2, 4), (2, 3, 1, 5))


def shapes_run(net, dyn=None):
    if dyn:
        net.set_inputs(*dyn)
    res = []
    for s in SHAPES:
        x, y = T(A(s, 2.0)), T(A(s, 5.0))
        out = net(x, y)
        res.append((out, GS(net)(x, y, out)))
    return res


for nn_, mk in (("in_plain", lambda: Outer(Inner(0))), ("in_jit", lambda: Outer(InnerJ(1))),
                ("out_jit", lambda: OuterJ(InnerJ(1))), ("out_jit_plain_in", lambda: OuterJ(Inner(0)))):
    case(f"dyn_{nn_}", lambda: shapes_run(mk()))
    case(f"dyn_{nn_}_setinputs", lambda: shapes_run(mk(), (Tensor(shape=[None] * 4, dtype=ms.float32),) * 2))
    case(f"dyn_{nn_}_partial", lambda: shapes_run(mk(), (Tensor(shape=[2, 3, None, None], dtype=ms.float32),) * 2))
case("dyn_setinputs_bad_rank", lambda: shapes_run(Outer(Inner(0)), (Tensor(shape=[None] * 3, dtype=ms.float32),) * 2))
case("dyn_setinputs_bad_dim", lambda: shapes_run(Outer(Inner(0)), (Tensor(shape=[2, 3, 6, None], dtype=ms.float32),) * 2))
case("dyn_setinputs_bad_dtype", lambda: shapes_run(Outer(Inner(0)), (Tensor(shape=[None] * 4, dtype=ms.float16),) * 2))
case("dyn_setinputs_count", lambda: shapes_run(Outer(Inner(0)), (Tensor(shape=[None] * 4, dtype=ms.float32),)))


def nosens(net):
    g = ops.GradOperation(get_all=True)
    return [g(net)(T(A(s, 2.0)), T(A(s, 5.0))) for s in SHAPES]
case("dyn_nosens_setinputs", lambda: (lambda n: (n.set_inputs(Tensor(shape=[2, 3, None, None], dtype=ms.float32),
                                                               Tensor(shape=[2, 3, None, None], dtype=ms.float32)), nosens(n))[1])(Outer(Inner(0))))


# --- Parameter inputs (test_pynative_jit_parameter_input)
class PNet(nn.Cell):
    def __init__(self, j):
        super().__init__()
        self.w1 = Parameter(T(np.ones((2, 2))), name="w1")

    def construct(self, pa, la, ta, xa, da, pb, xb):
        out = pa + la[0] + ta[1] - xa - da["x"] - pb + xb
        return out * self.w1


class PNetJ(PNet):
    @jit
    def construct(self, pa, la, ta, xa, da, pb, xb):
        out = pa + la[0] + ta[1] - xa - da["x"] - pb + xb
        return out * self.w1


def pargs(k=1.0):
    o = np.ones((2, 2))
    return (Parameter(T(o * k), name="param1"), [T(o * 5), T(o * 6)], (T(o * 3), T(o * 4)), T(o), {"x": T(o * 7), "y": T(o * 8)},
            Parameter(T(o * 2), name="param2"), T(o * 2))


GAL = ops.GradOperation(get_all=True, get_by_list=True)
for nm, C in (("plain", PNet), ("jit", PNetJ)):
    case(f"param_in_{nm}", lambda: (lambda n: GAL(n, ParameterTuple(n.trainable_params()))(*pargs()))(C(0)))
    case(f"param_in_fwd_{nm}", lambda: C(0)(*pargs(3.0)))
    case(f"param_in_twice_{nm}", lambda: (lambda n: (n(*pargs(1.0)), n(*pargs(4.0))))(C(0)))


@jit
def param_fn(p, x):
    return p * x + p
PP = Parameter(T([1.0, 2.0]), name="pp")
case("param_fn", lambda: param_fn(PP, T([3.0, 4.0])))
case("param_fn_grad", lambda: ops.grad(param_fn, (0, 1))(PP, T([3.0, 4.0])))
case("param_fn_tensor_then_param", lambda: (param_fn(T([1.0, 2.0]), T([3.0, 4.0])), param_fn(PP, T([3.0, 4.0]))))


@jit
def param_assign(p, x):
    ops.assign(p, x * 2)
    return p + 1
def pa():
    p = Parameter(T([1.0, 2.0]), name="pa")
    r = param_assign(p, T([3.0, 4.0]))
    return r, p
case("param_assign_in_jit", pa)


# --- staging: relu Cell with jit construct; optimizer with jit construct
class ReluJ(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()

    @jit
    def construct(self, x):
        return self.relu(x)
case("staging_relu", lambda: [ReluJ()(T(A((2, 2)) - 1)), ReluJ()(T(A((3,)) - 1, ms.float16))])


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, kernel_size=2, stride=1, padding=0, weight_init="ones", pad_mode="valid")

    def construct(self, x):
        return self.conv(x)


class MomJ(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.optimizer = nn.Momentum(filter(lambda x: x.requires_grad, self.net.get_parameters()), 0.1, 0.9)

    @jit
    def construct(self, grads):
        return self.optimizer(grads)


def staging_opt():
    net = ConvNet()
    x = T(A((1, 1, 3, 3)))
    g = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x)
    opt = MomJ(net)
    r1 = opt(g)
    opt(g)
    return g, [p.value() for p in net.trainable_params()], r1
case("staging_opt", staging_opt)


# --- requires_grad changed (test_dynamic_check)
class NI(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()
        self.relu = nn.ReLU()
        self.para1 = Parameter(T([2, 3, 4, 5]), name="para1")
        self.para2 = Parameter(T([2, 3, 4, 5]), name="para2")

    def construct(self, x, y):
        x = self.addn((x, y))
        x = self.addn((x, self.para1 * 2))
        x = self.relu(x)
        return self.addn((x, self.para2 * 3))


def req_grad_changed():
    net = NI()
    g = ops.GradOperation(get_by_list=True)
    x, y = T([1, 2, 3, 4]) * 2, T([1, 2, 3, 4]) * 3
    g1 = g(net, ParameterTuple(net.trainable_params()))(x, y)
    net.para1.requires_grad = False
    g2 = g(net, ParameterTuple(net.trainable_params()))(x, y)
    return g1, g2
case("req_grad_changed", req_grad_changed)


# --- structure changed: BatchNorm2d + set_inputs + value_and_grad
def bn_dyn():
    net = nn.BatchNorm2d(num_features=3)
    net.set_train()
    net.set_inputs(Tensor(shape=[None] * 4, dtype=ms.float32))
    f = ms.value_and_grad(net)
    o1, g1 = f(T(A((1, 3, 2, 2))))
    o2, g2 = f(T(A((2, 3, 1, 3))))
    return o1, g1, o2, g2, net.moving_mean.value(), net.moving_variance.value()
case("bn_dyn_vg", bn_dyn)


# --- unique, dynamic output shape
class U(nn.Cell):
    def __init__(self):
        super().__init__()
        self.unique = P.Unique()

    def construct(self, x):
        return self.unique(x)


for dn, dt in (("i32", ms.int32), ("i64", ms.int64), ("f32", ms.float32), ("f16", ms.float16), ("u8", ms.uint8)):
    case(f"unique_{dn}", lambda: U()(T([1, 1, 2, 2, 3, 3, 0, 3], dt)))
case("unique_seq", lambda: (lambda u: [u(T([1, 1, 2], ms.int32)), u(T([5, 4, 5, 4, 9], ms.int32)), u(T([7], ms.int32))])(U()))
case("unique_empty", lambda: U()(T(np.zeros((0,)), ms.int32)))
case("unique_2d", lambda: U()(T([[1, 2], [2, 1]], ms.int32)))
case("unique_then_sum", lambda: (lambda o: (o[0].sum(), o[1] * 2))(U()(T([3, 1, 3, 2], ms.int32))))


# --- while with a Python-int flag (test_pynative_control_flow)
class WhileNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 1, 3, weight_init="ones", pad_mode="pad")

    def construct(self, x, flag):
        while flag:
            if flag > 1:
                x = self.conv(x)
            else:
                x = x + 1
            flag = flag - 1
        return x


class GAP(nn.Cell):
    def __init__(self, net, sens=False):
        super().__init__()
        self.grad = ops.GradOperation(get_all=True, get_by_list=True, sens_param=sens)
        self.net = net
        self.params = ParameterTuple(net.trainable_params())

    def construct(self, *x):
        return self.grad(self.net, self.params)(*x)


for fl in (0, 1, 2, 3):
    case(f"while_flag{fl}", lambda: (lambda n: (n(T(A((1, 1, 5, 5))), fl), GAP(n)(T(A((1, 1, 5, 5))), fl)))(WhileNet()))
case("while_shapes", lambda: (lambda n: [n(T(A(s)), 2) for s in ((1, 1, 5, 5), (1, 1, 6, 4))])(WhileNet()))
case("while_tensor_flag", lambda: WhileNet()(T(A((1, 1, 5, 5))), T(2, ms.int32)))

# --- dynamic sens (test_pynative_dynamic_sens)
def dyn_sens(user_sens):
    net = Outer(Inner(0))
    net.set_inputs(Tensor(shape=[2, 3, 6, None], dtype=ms.float32), Tensor(shape=[2, 3, None, None], dtype=ms.float32))
    x, y = T(A((2, 3, 6, 4), 2.0)), T(A((2, 3, 6, 4), 5.0))
    if user_sens:
        return GS(net)(x, y, T(A((2, 3, 6, 4), 0.5)))
    return ops.GradOperation(get_all=True)(net)(x, y)
case("dyn_sens_user", lambda: dyn_sens(True))
case("dyn_sens_none", lambda: dyn_sens(False))
