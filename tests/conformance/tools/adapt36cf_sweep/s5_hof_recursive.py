"""compiler/control variants of test_jax_control_ops (while_loop / fori_loop / scan written with mutable and
functions passed as arguments), test_recrusive_fun (recursion on Tensor conditions), test_high_order_control,
test_switch_layer: other inputs, float / int dtypes, gradients, python-number carries."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from mindspore.common import dtype as mstype
from mindspore.ops import composite as C
from _h import case

grad_all = C.GradOperation(get_all=True)


def while_loop(cond_fun, body_fun, init_val):
    val = init_val
    val = mutable(val)
    while cond_fun(val):
        val = body_fun(val)
    return val


def while_cond(val):
    return val < 10


def while_body_fun(val):
    val = val * 3 - 1
    return val


@jit
def call_while_loop(x):
    return while_loop(while_cond, while_body_fun, x)


@jit
def grad_while_loop(x):
    return grad_all(call_while_loop)(x)


for lab, x in [("i32", Tensor([1], mstype.int32)), ("f32", Tensor([1.5], mstype.float32)),
               ("f32_big", Tensor([20.0], mstype.float32)), ("f64", Tensor([0.7], mstype.float64)),
               ("py_int", 1), ("py_float", 1.5)]:
    case("while_loop_" + lab, lambda x=x: call_while_loop(x))
    case("grad_while_loop_" + lab, lambda x=x: grad_while_loop(x))


def fori_loop(lower, upper, body_fun, init_val):
    val = init_val
    upper = mutable(upper)
    for i in range(lower, upper):
        val = body_fun(i, val)
    return val


def for_body_fun(i, val):
    x = i * 3
    x = x * val * val
    return x


@jit
def call_fori_loop(x):
    return fori_loop(1, 4, for_body_fun, x)


@jit
def grad_for_loop(x):
    return grad_all(call_fori_loop)(x)


for lab, x in [("i32", Tensor([1], mstype.int32)), ("f32", Tensor([0.5], mstype.float32)),
               ("f32v", Tensor([0.5, -0.2], mstype.float32))]:
    case("fori_" + lab, lambda x=x: call_fori_loop(x))
    case("grad_fori_" + lab, lambda x=x: grad_for_loop(x))


def scan(f, init, xs):
    carry = init
    ys = []
    for x in xs:
        x = mutable(x)
        carry, y = f(carry, x)
        ys.append(y)
    return carry, ys


def cumsum(res, el):
    res = res + el
    return res, res


@jit
def call_scan(a):
    return scan(cumsum, 0, a)


case("scan_np", lambda: call_scan(np.array([1, 2, 3, 5])))
case("scan_tensor", lambda: call_scan(Tensor(np.array([1.0, 2.0, 3.5], np.float32))))
case("scan_tuple", lambda: call_scan((Tensor(1.0), Tensor(2.0))))
case("scan_list_int", lambda: call_scan([1, 2, 3]))


def no_inline(func):
    func.no_inline = True
    return func


@no_inline
def no_inline_fun(val):
    return val * 3 + 2


@jit
def call_no_inline(val):
    for _ in range(5):
        val = no_inline_fun(val)
    return val


case("no_inline_i", lambda: call_no_inline(Tensor([1], mstype.int32)))
case("no_inline_f", lambda: call_no_inline(Tensor([0.5], mstype.float32)))
case("no_inline_grad", lambda: grad_all(call_no_inline)(Tensor([0.5], mstype.float32)))

ZERO = Tensor([0], mstype.int32)
ONE = Tensor([1], mstype.int32)


@jit
def fr(x):
    y = ZERO
    if x < 0:
        y = ONE
    elif x < 3:
        y = x * fr(x - 1)
    elif x < 5:
        y = x * fr(x - 2)
    else:
        y = fr(x - 4)
    z = y + 1
    return z


for k in [5, 2, 0, -2, 7, 4]:
    case("fr_%d" % k, lambda k=k: fr(Tensor([k], mstype.int32)))


@jit
def f_ok(x):
    if x > 0:
        return f_ok(x - 1) + 1
    return ONE


for k in [3, 0, -1, 6]:
    case("f_ok_%d" % k, lambda k=k: f_ok(Tensor([k], mstype.int32)))

ONEF = Tensor([1.0], mstype.float32)


@jit
def f_okf(x):
    if x > 0:
        return f_okf(x - 1) * x
    return ONEF


case("f_okf_3", lambda: f_okf(Tensor([3.0], mstype.float32)))
case("f_okf_2.5", lambda: f_okf(Tensor([2.5], mstype.float32)))
case("f_okf_grad", lambda: grad_all(f_okf)(Tensor([2.5], mstype.float32)))


@jit
def f_pythonerr(x):
    if x > 0:
        return f_pythonerr(x - 1)
    return NOT_DEF  # noqa


case("f_pythonerr", lambda: f_pythonerr(Tensor([2], mstype.int32)))


def hof_apply(f, g, x):
    if x.sum() > 0:
        return f(x)
    return g(x)


@jit
def hof(x):
    return hof_apply(ops.exp, ops.neg, x) + hof_apply(lambda t: t * 2, lambda t: t * 3, x)


case("hof_pos", lambda: hof(Tensor([1.0, 0.5], mstype.float32)))
case("hof_neg", lambda: hof(Tensor([-1.0, 0.5], mstype.float32)))
case("hof_grad", lambda: grad_all(hof)(Tensor([-1.0, 0.5], mstype.float32)))


@jit
def fn_select(x, y):
    fns = (ops.sin, ops.cos, ops.tanh)
    out = x
    for i in range(3):
        if y > i:
            out = fns[i](out)
    return out


case("fn_select_2", lambda: fn_select(Tensor([0.5], mstype.float32), Tensor(2)))
case("fn_select_0", lambda: fn_select(Tensor([0.5], mstype.float32), Tensor(0)))
case("fn_select_grad", lambda: grad_all(fn_select)(Tensor([0.5], mstype.float32), Tensor(2)))


class IfInWhile(nn.Cell):
    def __init__(self):
        super().__init__()
        self.expand_dims = ops.ExpandDims()

    def construct(self, x, y, i):
        out = x
        while i < 3:
            if x + i < y:
                out = out + x
            else:
                out = out + y
            out = out + 1
            out = self.expand_dims(out, -1)
            i = i + 1
        return out


case("if_in_while_expand", lambda: IfInWhile()(Tensor(0, mstype.int32), Tensor(1, mstype.int32), Tensor(0, mstype.int32)))


@jit
def mutable_int_loop(x, n):
    n = mutable(n)
    s = 0
    for i in range(n):
        s = s + i
    return x * s, s


case("mutable_int_loop", lambda: mutable_int_loop(Tensor([2.0]), 4))


@jit
def mutable_while_scalar(x):
    i = mutable(0)
    while i < 4:
        x = x * 2
        i = i + 1
    return x, i


case("mutable_while_scalar", lambda: mutable_while_scalar(Tensor([1.5])))
case("mutable_while_scalar_grad", lambda: grad_all(mutable_while_scalar)(Tensor([1.5])))


@jit
def mutable_float_cond(x, t):
    t = mutable(t)
    while t > 0.5:
        t = t / 2
        x = x + t
    return x, t


case("mutable_float_cond", lambda: mutable_float_cond(Tensor([0.0]), 4.0))
