"""s2: ops.WhileLoop / ForiLoop / Scan (ut control_flow/test_unroll_loop_op variants) and the ut while / for tests
(test_while_condition, test_while_constant_init, test_while_stuck) over Tensor states of several dtypes, tuple
states, unroll=False, inside Cells, and under gradients (ms.grad / value_and_grad, jit and PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from _h import case

T = Tensor


def body(v):
    return v * 2


def cond(v):
    return v.sum() < 20


def wl(x):
    return ops.WhileLoop()(cond, body, x)


def fl_body(i, v):
    return v + i * v


def fl(x):
    return ops.ForiLoop()(0, 3, fl_body, x)


def fl_roll(x):
    return ops.ForiLoop()(0, 3, fl_body, x, unroll=False)


def sc_body(c, e):
    c = c + e
    return c, c * 2


def sc(x):
    c, ys = ops.Scan()(sc_body, x, [T(1.0, x.dtype), T(2.0, x.dtype), T(3.0, x.dtype)])
    return c, ys[-1]


def sc_roll(x):
    c, ys = ops.Scan()(sc_body, x, [T(1.0, x.dtype), T(2.0, x.dtype)], None, False)
    return c + ys[0]


def wl_tuple(x):
    def c(s):
        return s[0] < 5

    def b(s):
        return s[0] + 1, s[1] * 2
    return ops.WhileLoop()(c, b, (T(0, ms.int32), x))


for dt in (np.float32, np.float16, np.float64):
    X = T(np.array([1.0, 2.0], dt))
    n = np.dtype(dt).name
    for name, f in (("wl", wl), ("fl", fl), ("fl_roll", fl_roll), ("sc", sc), ("sc_roll", sc_roll), ("wl_tuple", wl_tuple)):
        case(f"{name}_{n}_jit", lambda f=f, X=X: jit(f)(X))
        case(f"{name}_{n}_py", lambda f=f, X=X: f(X))
    for name, f in (("wl", wl), ("fl", fl), ("fl_roll", fl_roll), ("sc_roll", sc_roll)):
        case(f"grad_{name}_{n}_jit", lambda f=f, X=X: jit(ms.grad(lambda x: f(x).sum() if not isinstance(f(x), tuple) else f(x)[0].sum()))(X))
        case(f"grad_{name}_{n}_py", lambda f=f, X=X: ms.grad(lambda x: f(x).sum() if not isinstance(f(x), tuple) else f(x)[0].sum())(X))

XI = T(np.array([1, 2], np.int32))
case("wl_int32_jit", lambda: jit(wl)(XI))
case("fl_int32_jit", lambda: jit(fl)(XI))
case("fl_python_int", lambda: jit(lambda v: ops.ForiLoop()(0, 5, lambda i, a: a + i, v))(3))
case("fl_mutable_upper", lambda: jit(lambda u, v: ops.ForiLoop()(0, u, lambda i, a: a + i, v))(mutable(4), T(1.0)))
case("fl_tensor_bounds", lambda: jit(lambda v: ops.ForiLoop()(T(0), T(4), lambda i, a: a + i, v))(T(1.0)))
case("wl_python_int", lambda: jit(lambda v: ops.WhileLoop()(lambda a: a < 10, lambda a: a + 3, v))(1))
case("sc_none_xs", lambda: jit(lambda v: ops.Scan()(lambda c, e: (c + 1, c), v, None, 3))(T(0.0)))
case("sc_python", lambda: jit(lambda a: ops.Scan()(lambda c, e: (c + e, c * e), 0, a, len(a), False))([1, 2, 3]))
case("wl_zero_iter", lambda: jit(wl)(T(np.array([30.0], np.float32))))
case("grad_wl_zero_iter", lambda: jit(ms.grad(lambda x: wl(x).sum()))(T(np.array([30.0], np.float32))))
case("vg_fl_jit", lambda: jit(ms.value_and_grad(lambda x: fl(x).sum()))(T(np.array([1.0, 2.0], np.float32))))
case("grad_sc_jit", lambda: jit(ms.grad(lambda x: sc(x)[0] * sc(x)[1]))(T(1.0)))
case("grad_sc_py", lambda: ms.grad(lambda x: sc(x)[0] * sc(x)[1])(T(1.0)))
case("grad2_fl_jit", lambda: jit(ms.grad(ms.grad(lambda x: fl(x * x).sum())))(T(np.array([1.0], np.float32))))
case("grad2_fl_roll_jit", lambda: jit(ms.grad(ms.grad(lambda x: fl_roll(x * x).sum())))(T(np.array([1.0], np.float32))))


class LoopNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(T(np.array([1.5, 0.5], np.float32)), name="w")

    def construct(self, x):
        def b(i, v):
            return v * self.w + i
        return ops.ForiLoop()(0, 3, b, x)


net = LoopNet()
XN = T(np.array([1.0, 2.0], np.float32))
case("cell_fl", lambda: net(XN))
case("cell_fl_grad_w", lambda: ms.grad(lambda x: net(x).sum(), None, net.trainable_params())(XN))
case("cell_fl_grad_x", lambda: ms.grad(lambda x: net(x).sum())(XN))


# --- the ut while tests' forms -------------------------------------------------------------------------------
@jit
def while_const_init(x):
    i = 0
    out = x
    while i < 3:
        out = out + x * i
        i += 1
    return out, i


@jit
def while_tensor_cond(x, y):
    while x < y:
        x = x + 2
    return x


@jit
def while_init_list(x):
    out = []
    i = 0
    while i < 3:
        out.append(x * i)
        i += 1
    return out


@jit
def while_break_tensor(x):
    while x < 100:
        x = x * 3
        if x > 20:
            break
    return x


def while_grad_f(x, y):
    while x < y:
        x = x * x
    return x


for dt in (np.float32, np.float16, np.int32):
    n = np.dtype(dt).name
    case(f"while_const_init_{n}", lambda dt=dt: while_const_init(T(np.array([1, 2], dt))))
    case(f"while_tensor_cond_{n}", lambda dt=dt: while_tensor_cond(T(np.array(1, dt)), T(np.array(8, dt))))
    case(f"while_init_list_{n}", lambda dt=dt: while_init_list(T(np.array([1, 2], dt))))
    case(f"while_break_{n}", lambda dt=dt: while_break_tensor(T(np.array(2, dt))))
case("while_grad_jit", lambda: jit(ms.grad(while_grad_f, (0, 1)))(T(2.0), T(10.0)))
case("while_grad_py", lambda: ms.grad(while_grad_f, (0, 1))(T(2.0), T(10.0)))
case("while_grad_noloop", lambda: jit(ms.grad(while_grad_f))(T(20.0), T(10.0)))
