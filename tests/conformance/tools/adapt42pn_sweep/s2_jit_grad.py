"""ms.jit on Cell methods / bound functions over shapes and dtypes, set_inputs with dynamic dims, _no_grad,
stop_gradient on nested structures, recompute, requires_grad=False -- values and gradients, both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case


def t(a, dt=ms.float32):
    return Tensor(np.array(a), dt)


class M(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(t([2.0]), name="w")

    @ms.jit
    def method(self, x, y):
        return x * self.w + y

    def construct(self, x, y):
        return self.method(x, y) * 2


m = M()
for lbl, a, b in [("f32_3", t([1.0, 2.0, 3.0]), t([1.0, 1.0, 1.0])),
                  ("f32_2x2", t([[1.0, 2.0], [3.0, 4.0]]), t(1.0)),
                  ("f16", t([1.0, 2.0], ms.float16), t([3.0, 4.0], ms.float16)),
                  ("f64", t([1.0, 2.0], ms.float64), t([3.0, 4.0], ms.float64)),
                  ("i32", t([1, 2], ms.int32), t([3, 4], ms.int32)),
                  ("scalar_y", t([1.0, 2.0]), 5),
                  ("empty", t(np.zeros((0, 2))), t(1.0)),
                  ("bool", t([True, False], ms.bool_), t([True, True], ms.bool_))]:
    case("method_%s" % lbl, lambda: m.method(a, b))
    case("method_call_%s" % lbl, lambda: m(a, b))
    case("method_grad_%s" % lbl, lambda: ms.grad(m, grad_position=(0,), weights=m.trainable_params())(a, b))

bound = m.method
case("bound_twice", lambda: (bound(t([1.0]), t([2.0])), bound(t([[1.0, 2.0]]), t([2.0])),
                             bound(t([1.0], ms.float64), t([2.0], ms.float64))))


# jit applied to a bound method afterwards
class P(nn.Cell):
    def fwd(self, x):
        return ops.relu(x) * 3

    def construct(self, x):
        return self.fwd(x)


p = P()
jf = ms.jit(p.fwd)
case("jit_bound_a", lambda: jf(t([-1.0, 2.0])))
case("jit_bound_b", lambda: jf(t([[-1.0, 2.0], [3.0, -4.0]], ms.float16)))
case("jit_bound_grad", lambda: ms.grad(jf)(t([-1.0, 2.0])))


# set_inputs dynamic dims then other shapes
class D(nn.Cell):
    def construct(self, x):
        return x.sum(axis=-1) * 2 + x.shape[0]


for si_lbl, si in [("none_none", (Tensor(shape=[None, None], dtype=ms.float32),)),
                   ("none_3", (Tensor(shape=[None, 3], dtype=ms.float32),)),
                   ("dynrank", (Tensor(shape=None, dtype=ms.float32),))]:
    for x_lbl, xx in [("2x3", t(np.ones((2, 3)))), ("4x3", t(np.ones((4, 3)))), ("2x5", t(np.ones((2, 5)))),
                      ("3", t(np.ones(3))), ("f16", t(np.ones((2, 3)), ms.float16)), ("0x3", t(np.ones((0, 3))))]:
        def run(si=si, xx=xx):
            d = D()
            d.set_inputs(*si)
            return d(xx)

        def rung(si=si, xx=xx):
            d = D()
            d.set_inputs(*si)
            return ms.grad(d)(xx)

        case("setinputs_%s_%s" % (si_lbl, x_lbl), run)
        case("setinputs_grad_%s_%s" % (si_lbl, x_lbl), rung)


# _no_grad around parts of a loss (PyNative only: MindSpore Graph mode refuses the with statement? measured)
def nograd_loss(x):
    a = x * x
    with ms._no_grad():
        b = x * 3
    return (a + b).sum()


case("nograd_grad", lambda: ms.grad(nograd_loss)(t([1.0, 2.0])))
case("nograd_vg", lambda: ms.value_and_grad(nograd_loss)(t([1.0, 2.0])))


# stop_gradient on nested structures
def sg_nested(x, y):
    s = ops.stop_gradient((x * 2, [y * 3, x * y]))
    return x * y + s[0] + s[1][0] + s[1][1]


def sg_dict(x, y):
    s = ops.stop_gradient({"a": x * 2, "b": y})
    return (x * y + s["a"] * s["b"]).sum()


def sg_scalar(x, y):
    return x * ops.stop_gradient(3) + y


def sg_none(x, y):
    return x * y if ops.stop_gradient(None) is None else x


for f in (sg_nested, sg_dict, sg_scalar, sg_none):
    case("%s_val" % f.__name__, lambda: f(t([1.0, 2.0]), t([3.0, 4.0])))
    case("%s_grad" % f.__name__, lambda: ops.GradOperation(get_all=True)(f)(t([1.0, 2.0]), t([3.0, 4.0])))
    case("%s_jitgrad" % f.__name__, lambda: ms.grad(ms.jit(f), grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))


# recompute
class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return ops.tanh(self.d(x)) * x


class R(nn.Cell):
    def __init__(self, rc, kw):
        super().__init__()
        self.b1 = Blk()
        self.b2 = Blk()
        if rc:
            self.b1.recompute(**kw)

    def construct(self, x):
        return self.b2(self.b1(x)).sum()


for lbl, rc, kw in [("off", False, {}), ("on", True, {}), ("mp_false", True, {"mp_comm_recompute": False}),
                    ("parallel_opt", True, {"parallel_optimizer_comm_recompute": True})]:
    def rr(rc=rc, kw=kw):
        r = R(rc, kw)
        return ms.value_and_grad(r, grad_position=0, weights=r.trainable_params())(t([[0.1, 0.2]]))

    case("recompute_%s" % lbl, rr)


def rc_fn_jit(x):
    return ms.recompute(ops.sin)(x) * 2


case("recompute_fn", lambda: ms.grad(rc_fn_jit)(t([0.5, 1.0])))


# requires_grad=False Parameters and grad outputs
class W(nn.Cell):
    def __init__(self, rg_w, rg_b):
        super().__init__()
        self.w = Parameter(t([2.0, 3.0]), name="w", requires_grad=rg_w)
        self.b = Parameter(t([1.0, 1.0]), name="b")
        self.b.requires_grad = rg_b

    def construct(self, x):
        return (x * self.w + self.b * self.b).sum()


for rg_w, rg_b in [(True, True), (False, True), (True, False), (False, False)]:
    lbl = "%d%d" % (rg_w, rg_b)
    case("rg_trainable_%s" % lbl, lambda: [p.name for p in W(rg_w, rg_b).trainable_params()])
    case("rg_grad_trainable_%s" % lbl,
         lambda: (lambda w: ms.grad(w, grad_position=None, weights=w.trainable_params())(t([1.0, 1.0])))(W(rg_w, rg_b)))
    case("rg_grad_all_params_%s" % lbl,
         lambda: (lambda w: ms.grad(w, grad_position=None, weights=w.get_parameters())(t([1.0, 1.0])))(W(rg_w, rg_b)))
    case("rg_gradop_%s" % lbl,
         lambda: (lambda w: ops.GradOperation(get_by_list=True)(w, ms.ParameterTuple(w.get_parameters()))(t([1.0, 1.0])))(W(rg_w, rg_b)))
    case("rg_vg_%s" % lbl,
         lambda: (lambda w: ms.value_and_grad(w, grad_position=0, weights=w.get_parameters())(t([1.0, 1.0])))(W(rg_w, rg_b)))
