"""adapt45pij sweep 1: jit(capture_mode='bytecode') variants of st pi_jit -- numpy arguments, Cell containers
read by captured code (guards), custom-bprop Cells with nested outputs, containers under a PyNative gradient,
slices of graph values, control flow with break/continue over Tensors of several dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from mindspore.ops import composite as C
from _h import case

BC = dict(capture_mode="bytecode")
grad_all = C.GradOperation(get_all=True)
DT = (np.float32, np.float16, np.float64, np.int32, np.int64)


# --- numpy arguments (constants keyed by value) ---------------------------------------------------------------
@jit(**BC)
def np_double(x):
    return x * 2


@jit(**BC)
def np_sum_loop(x):
    s = 0
    for i in range(3):
        s = s + x[i]
    return s


for dt in DT:
    case(f"np_arg_tmp_{dt.__name__}", lambda dt=dt: [np_double(np.full((2,), k, dt)).tolist() for k in range(3)])
    case(f"np_arg_loop_{dt.__name__}", lambda dt=dt: [np_sum_loop(np.arange(3, dtype=dt) + k) for k in range(3)])
case("np_arg_0d", lambda: [np_double(np.float32(k)) for k in range(3)])
case("np_arg_empty", lambda: np_double(np.zeros((0, 2), np.float32)).shape)


# --- control flow over Tensors of several dtypes ----------------------------------------------------------------
class LoopBreak(nn.Cell):
    @jit(**BC)
    def construct(self, x):
        for i in range(6):
            if i > 3:
                x *= 3
                break
            x = x * 2
        return x


class WhileCont(nn.Cell):
    @jit(**BC)
    def construct(self, x):
        i = 0
        while i < 5:
            if i > 2:
                x = x + 1
                i += 1
                continue
            x = x * 2
            i += 1
        return x


for dt in DT:
    t = Tensor(np.array([1, 2, 3]).astype(dt))
    case(f"loop_break_{dt.__name__}", lambda t=t: LoopBreak()(t))
    case(f"while_cont_{dt.__name__}", lambda t=t: WhileCont()(t))
case("loop_break_0d", lambda: LoopBreak()(Tensor(np.float32(1.5))))
case("loop_break_empty", lambda: LoopBreak()(Tensor(np.zeros((0,), np.float32))))
case("loop_break_grad", lambda: ms.grad(LoopBreak())(Tensor(np.array([1.0, 2.0], np.float32))))
case("while_cont_grad", lambda: ms.grad(WhileCont())(Tensor(np.array([1.0, 2.0], np.float32))))


# --- Cell containers read by captured code ---------------------------------------------------------------------
class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


class Stack(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([Scale(2), Scale(3)])

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def guard_steps():
    net = Stack()
    net.construct = jit(net.construct, **BC)
    x = Tensor(np.array([1.0, 2.0], np.float32))
    out = [net(x)]
    net.layers.append(Scale(10))
    out.append(net(x))
    net.layers.insert(0, Scale(-1))
    out.append(net(x))
    net.layers[1] = Scale(5)
    out.append(net(x))
    net.layers[0].k = 7
    out.append(net(x))
    return out


case("celllist_guard_steps", guard_steps)


def celllist_grad():
    net = Stack()
    net.construct = jit(net.construct, **BC)
    x = Tensor(np.array([1.0, 2.0], np.float32))
    g1 = ms.grad(net)(x)
    net.layers.append(Scale(10))
    return g1, ms.grad(net)(x)


case("celllist_guard_grad", celllist_grad)


class Dict(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.CellDict({"a": Scale(2)})

    @jit(**BC)
    def construct(self, x):
        return self.d["a"](x)


def celldict_steps():
    net = Dict()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    out = [net(x)]
    net.d["a"] = Scale(9)
    out.append(net(x))
    return out


case("celldict_replace", celldict_steps)


# --- custom bprop with nested outputs ---------------------------------------------------------------------------
class Nested(nn.Cell):
    def construct(self, x, y):
        return x * y, (x + y, [x - y])

    def bprop(self, x, y, out, dout):
        return dout[0] * 2, dout[0] + 1


class UsesInner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Nested()

    def construct(self, x, y):
        a, (b, c) = self.n(x, y)
        return a + b * 3


for dt in (np.float32, np.float64, np.float16):
    a = Tensor(np.array([1.0, 2.0]).astype(dt))
    b = Tensor(np.array([3.0, -1.0]).astype(dt))
    case(f"nested_bprop_{dt.__name__}", lambda a=a, b=b: grad_all(Nested())(a, b))
    case(f"nested_bprop_inner_used_{dt.__name__}", lambda a=a, b=b: grad_all(UsesInner())(a, b))
    case(f"nested_bprop_value_and_grad_{dt.__name__}",
         lambda a=a, b=b: ops.value_and_grad(Nested(), grad_position=(0, 1))(a, b))


# --- containers into a bytecode function under a PyNative gradient ----------------------------------------------
@jit(**BC)
def take(m):
    return m["w"][0] * m["b"] + m["w"][1]


def outer(x, y):
    return take({"w": (x, y * 2, None), "b": y})


@jit(**BC)
def take_list(l, k=None):
    return l[0] * l[1] if k is None else l[0] - k


def outer2(x, y):
    return take_list([x, y]) + take_list([x, y], k=y)


xs = Tensor(np.array([1.0, 2.0], np.float32))
ys = Tensor(np.array([3.0, 4.0], np.float32))
case("container_grad_dict_none", lambda: grad_all(outer)(xs, ys))
case("container_grad_list_kw", lambda: grad_all(outer2)(xs, ys))
case("container_value_and_grad", lambda: ms.value_and_grad(outer, grad_position=(0, 1))(xs, ys))


# --- slices of graph values -------------------------------------------------------------------------------------
@jit(**BC)
def slice_out(x, n):
    return slice(x[0], n, x), x + n


@jit
def slice_out_ast(x, n):
    return slice(n, x), x * n


def sl(r):
    return [("slice", v.start, v.stop, v.step) if isinstance(v, slice) else v for v in r]


case("slice_out_bytecode", lambda: sl(slice_out(Tensor(np.array([1, 2], np.int32)), 3)))
case("slice_out_ast", lambda: sl(slice_out_ast(Tensor(np.array([1.0, 2.0], np.float32)), 2)))
