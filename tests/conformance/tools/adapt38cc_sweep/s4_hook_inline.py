"""Tensor hooks inside graph code (register_hook in construct / @jit, on inputs, intermediates, Parameters), lazy_inline
/ no_inline Cells and jit sub-functions, with gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, jit, lazy_inline, no_inline
from _h import case, MODE


def t(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def h2(g):
    return g * 2


def h3(g):
    return g * 3


def hnone(g):
    return None


def hcast(g):
    return g.astype(ms.float16)


def hshape(g):
    return g.sum()


def hadd(g):
    return g + 1


def hctrl(g):
    if g[0] > 10:
        return g * 2
    return g * 3


def hnum(g):
    return 5.0


def htuple(g):
    return (g, g)


HOOKS = {"h2": h2, "h3": h3, "none": hnone, "cast": hcast, "shape": hshape, "add": hadd, "ctrl": hctrl,
         "num": hnum, "tuple": htuple}


class HNet(nn.Cell):
    def __init__(self, hook, where):
        super().__init__()
        self.w0 = Parameter(t([1.0, 2.0, 3.0]), name="w0")
        self.w1 = Parameter(t([4.0, 5.0, 6.0]), name="w1")
        self.hook = hook
        self.where = where

    def construct(self, x):
        if self.where == "input":
            x.register_hook(self.hook)
        y = x * self.w0
        if self.where == "mid":
            y.register_hook(self.hook)
        if self.where == "mid_twice":
            y.register_hook(self.hook)
            y.register_hook(h2)
        if self.where == "mid_used_twice":
            y.register_hook(self.hook)
            return (y * self.w1 + y).sum()
        if self.where == "param":
            self.w1.register_hook(self.hook)
        if self.where == "handle":
            hd = y.register_hook(self.hook)
            hd.remove()
        if self.where == "return_handle":
            hd = y.register_hook(self.hook)
            return (y * self.w1).sum(), hd
        out = y * self.w1
        if self.where == "out":
            out.register_hook(self.hook)
        return out.sum()


X = [7.0, 8.0, 9.0]
for hn, h in HOOKS.items():
    for where in ["input", "mid", "mid_twice", "mid_used_twice", "param", "out", "handle"]:
        def run(h=h, where=where):
            net = HNet(h, where)
            return ms.grad(net, grad_position=0, weights=net.trainable_params())(t(X))
        case(f"hook.{hn}.{where}", run)

        def run2(h=h, where=where):
            net = HNet(h, where)
            return ops.GradOperation(get_all=True)(net)(t(X))
        case(f"hookga.{hn}.{where}", run2)
case("hook.h2.return_handle", lambda: HNet(h2, "return_handle")(t(X)))


# hooks in a jit function
@jit
def jf(x, y):
    z = x * y
    z.register_hook(h2)
    return (z * z).sum()


@jit
def jf_in(x, y):
    x.register_hook(h3)
    return (x * y).sum()


@jit
def jf_lambda(x, y):
    z = x * y
    z.register_hook(lambda g: g * 10)
    return z.sum()


def outer_hook_py(x, y):
    z = x * y
    z.register_hook(h2)
    return (z * z).sum()


case("jit.mid", lambda: ms.grad(jf, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("jit.in", lambda: ms.grad(jf_in, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("jit.lambda", lambda: ms.grad(jf_lambda, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("jit.fwd_only", lambda: jf(t([1.0, 2.0]), t([3.0, 4.0])))
case("py.mid", lambda: ms.grad(outer_hook_py, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("jit.second_call", lambda: [ms.grad(jf, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, v])) for v in (4.0, 5.0)])


# hooks registered outside on the input, then a graph Cell
class Plain(nn.Cell):
    def construct(self, x, y):
        return (x * y * y).sum()


def outside(hook):
    x = t([1.0, 2.0])
    x.register_hook(hook)
    return ms.grad(Plain(), grad_position=(0, 1))(x, t([3.0, 4.0]))


for hn, h in HOOKS.items():
    case(f"outside.{hn}", lambda h=h: outside(h))


# hooks on an int tensor / non-tensor: errors
case("err.hook_notcallable", lambda: HNet(3, "mid")(t(X)))
case("err.hook_int_tensor", lambda: t([1, 2], np.int32).register_hook(h2))


# lazy_inline / no_inline
class Block(nn.Cell):
    @lazy_inline
    def __init__(self):
        super().__init__()
        self.w = Parameter(t([2.0, 3.0]), name="w")

    def construct(self, x):
        return x * self.w + 1


class BlockNI(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(t([2.0, 3.0]), name="w")

    def construct(self, x):
        return x * self.w + 1


class Seq(nn.Cell):
    def __init__(self, cls, n=3):
        super().__init__()
        self.blocks = nn.CellList([cls() for _ in range(n)])

    def construct(self, x):
        for b in self.blocks:
            x = b(x)
        return x


for nm, cls in [("lazy", Block), ("plain", BlockNI)]:
    case(f"inl.{nm}.fwd", lambda cls=cls: Seq(cls)(t([1.0, 2.0])))
    case(f"inl.{nm}.grad", lambda cls=cls: (lambda n: ms.grad(n, grad_position=0, weights=n.trainable_params())(t([1.0, 2.0])))(Seq(cls)))
    case(f"inl.{nm}.int", lambda cls=cls: Seq(cls)(t([1, 2], np.int32)))
    case(f"inl.{nm}.f16", lambda cls=cls: Seq(cls)(t([1, 2], np.float16)))
    case(f"inl.{nm}.names", lambda cls=cls: [p.name for p in Seq(cls).trainable_params()])


@no_inline
def ni_f(x, y):
    return x * y + x


@jit
def call_ni(x, y):
    return ni_f(x, y) + ni_f(y, x)


case("noinline.fwd", lambda: call_ni(t([1.0, 2.0]), t([3.0, 4.0])))
case("noinline.grad", lambda: ms.grad(call_ni, grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("noinline.py", lambda: ni_f(t([1.0, 2.0]), t([3.0, 4.0])))
case("noinline.int", lambda: call_ni(t([1, 2], np.int32), t([3, 4], np.int32)))


# jit sub-functions
@jit
def inner(x):
    return x * 3


@jit
def outer(x):
    return inner(x) + inner(x * 2)


class CallsJit(nn.Cell):
    def construct(self, x):
        return inner(x) * x


@jit
def inner_kw(x, scale=2.0, *, shift=1.0):
    return x * scale + shift


@jit
def outer_kw(x):
    return inner_kw(x, 3.0, shift=0.5) + inner_kw(x)


@jit
def inner_tuple(x):
    return x, x * 2, [x * 3]


@jit
def outer_tuple(x):
    a, b, c = inner_tuple(x)
    return a + b + c[0]


case("sub.fwd", lambda: outer(t([1.0, 2.0])))
case("sub.grad", lambda: ms.grad(outer)(t([1.0, 2.0])))
case("sub.cell", lambda: CallsJit()(t([1.0, 2.0])))
case("sub.cell_grad", lambda: ms.grad(CallsJit())(t([1.0, 2.0])))
case("sub.kw", lambda: outer_kw(t([1.0, 2.0])))
case("sub.kw_grad", lambda: ms.grad(outer_kw)(t([1.0, 2.0])))
case("sub.kw_direct", lambda: inner_kw(t([1.0, 2.0]), shift=2.0))
case("sub.kw_direct_pos", lambda: inner_kw(t([1.0, 2.0]), 4))
case("sub.tuple", lambda: outer_tuple(t([1.0, 2.0])))
case("sub.tuple_direct", lambda: inner_tuple(t([1.0, 2.0])))
case("sub.tuple_grad", lambda: ms.grad(outer_tuple)(t([1.0, 2.0])))
case("sub.int", lambda: outer(t([1, 2], np.int32)))
case("sub.scalar_arg", lambda: outer(3))
case("sub.float_arg", lambda: inner(2.5))
case("sub.list_arg", lambda: inner([1, 2]))
