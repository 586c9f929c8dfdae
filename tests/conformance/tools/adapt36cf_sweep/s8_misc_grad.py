"""More compiler/control gradient variants: loops over a Tensor's rows / zip / enumerate, weights unused in the
branch taken (zeros), sens_param through a while, switch_layer-like Cell tuples with weights, Cells called in
loops, x.item() / float(x) / int(x) conditions, shape-based Python conditions, nested-function closures in loops."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple, jit
from mindspore.ops import composite as C
from _h import case

grad_all = C.GradOperation(get_all=True)
grad_all_list = C.GradOperation(get_all=True, get_by_list=True)
grad_list_sens = C.GradOperation(get_by_list=True, sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class GAL(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, *a):
        return grad_all_list(self.net, self.w)(*a)


@jit
def rows(m):
    s = m[0] * 0
    for r in m:
        if r.sum() > 0:
            s = s + r * r
    return s


case("rows_fwd", lambda: rows(Tensor(np.array([[1.0, 2.0], [-3.0, 1.0], [0.5, 0.5]], np.float32))))
case("rows_grad", lambda: ms.grad(rows)(Tensor(np.array([[1.0, 2.0], [-3.0, 1.0], [0.5, 0.5]], np.float32))))


@jit
def zip_enum(a, b):
    s = a[0] * 0
    for i, (x, y) in enumerate(zip(a, b)):
        if x > y:
            s = s + x * i
        else:
            s = s - y
    return s


case("zip_enum_fwd", lambda: zip_enum(f32(1.0, 5.0, 2.0), f32(2.0, 1.0, 1.0)))
case("zip_enum_grad", lambda: ms.grad(zip_enum, (0, 1))(f32(1.0, 5.0, 2.0), f32(2.0, 1.0, 1.0)))


class Unused(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(2.0), name="a")
        self.b = Parameter(f32(3.0), name="b")

    def construct(self, x):
        if x > 0:
            return x * self.a
        return x * self.b


case("unused_pos", lambda: GAL(Unused())(f32(1.0)))
case("unused_neg", lambda: GAL(Unused())(f32(-1.0)))


class WhileSens(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 0.5), name="w")

    def construct(self, x):
        i = Tensor(0)
        while i < 2:
            x = x * self.w
            i = i + 1
        return x


class GLS(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ParameterTuple(net.trainable_params())

    def construct(self, x, s):
        return grad_list_sens(self.net, self.w)(x, s)


case("while_sens", lambda: GLS(WhileSens())(f32(1.0, 2.0), f32(3.0, -1.0)))


class SwitchW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = (nn.Dense(2, 1, weight_init="ones", bias_init="zeros"),
                  nn.Dense(2, 1, weight_init="zeros", bias_init="ones"))

    def construct(self, i, x):
        return self.l[i](x)


case("switch_w_0", lambda: GAL(SwitchW())(Tensor(0, ms.int32), f32(1.0, 2.0).reshape(1, 2)))
case("switch_w_1", lambda: GAL(SwitchW())(Tensor(1, ms.int32), f32(1.0, 2.0).reshape(1, 2)))


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.5), name="w")

    def construct(self, x):
        if x.sum() > 2:
            return x - self.w
        return x * self.w


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x):
        i = Tensor(0)
        while i < 3:
            x = self.inner(x)
            i = i + 1
        return x


for lab, x in [("a", 1.0), ("b", 3.0), ("c", 0.5)]:
    case("outer_fwd_" + lab, lambda x=x: Outer()(f32(x)))
    case("outer_gal_" + lab, lambda x=x: GAL(Outer())(f32(x)))


@jit
def item_cond(x):
    if x.item() > 1:
        return x * 2
    return x * 3


case("item_cond_t", lambda: item_cond(f32(2.0)))
case("item_cond_f", lambda: item_cond(f32(0.5)))
case("item_cond_grad", lambda: ms.grad(item_cond)(f32(2.0)))


@jit
def float_cond(x):
    if float(x) > 1:
        return x * 2
    return x * 3


case("float_cond_t", lambda: float_cond(f32(2.0)))
case("float_cond_grad", lambda: ms.grad(float_cond)(f32(0.5)))


@jit
def int_cond_loop(x, n):
    s = x
    for _ in range(int(n)):
        s = s * 2
    return s


case("int_cond_loop", lambda: int_cond_loop(f32(1.0), Tensor(3)))


@jit
def shape_cond(x):
    if x.shape[0] > 2:
        return x.sum()
    return x * 2


case("shape_cond_3", lambda: shape_cond(f32(1.0, 2.0, 3.0)))
case("shape_cond_2", lambda: shape_cond(f32(1.0, 2.0)))


@jit
def closure_loop(x):
    def step(v, k):
        if v.sum() > k:
            return v - k
        return v * k
    for k in range(1, 4):
        x = step(x, k)
    return x


case("closure_loop_fwd", lambda: closure_loop(f32(5.0)))
case("closure_loop_grad", lambda: ms.grad(closure_loop)(f32(5.0)))
case("closure_loop_grad2", lambda: ms.grad(closure_loop)(f32(0.5)))


@jit
def while_grad_int_counter(x):
    n = x.astype(ms.int32)
    out = x
    while n > 0:
        out = out * x
        n = n - 1
    return out


case("while_int_counter", lambda: while_grad_int_counter(f32(3.0)))
case("while_int_counter_grad", lambda: ms.grad(while_grad_int_counter)(f32(3.0)))


@jit
def max_in_loop(x):
    m = x[0]
    for i in range(1, 4):
        if x[i] > m:
            m = x[i]
    return m


case("max_in_loop", lambda: max_in_loop(f32(1.0, 5.0, 3.0, 5.0)))
case("max_in_loop_grad", lambda: ms.grad(max_in_loop)(f32(1.0, 5.0, 3.0, 5.0)))


@jit
def where_like(x, y):
    out = x * 0
    for i in range(3):
        out[i] = x[i] if x[i] > y[i] else y[i]
    return out


case("where_like", lambda: where_like(f32(1.0, 5.0, 3.0), f32(2.0, 2.0, 2.0)))
case("where_like_grad", lambda: ms.grad(where_like, (0, 1))(f32(1.0, 5.0, 3.0), f32(2.0, 2.0, 2.0)))


class GradInLoop(nn.Cell):
    """ms.grad called inside a loop of a Cell (a higher-order pattern)"""
    def construct(self, x):
        f = lambda v: v * v * v  # noqa
        g = x
        for _ in range(2):
            g = ops.grad(f)(g)
        return g


case("grad_in_loop", lambda: GradInLoop()(f32(2.0)))
