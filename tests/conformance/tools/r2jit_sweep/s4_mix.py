"""More mixed eager + jit patterns: Parameter returned / aliased, mutable edge cases, list/dict inputs, jit re-called
with Python scalars of other types, grad of jit with kwargs, GRAPH_MODE Cells calling jit functions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn, jit, mutable
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))

case("mut_scalar_types")(lambda: (mutable(2), mutable(2.5), mutable(True), type(mutable(2)).__name__))
case("mut_tensor")(lambda: mutable(x))
case("mut_list_dyn")(lambda: mutable([1, 2], True))
case("mut_bad")(lambda: mutable("s"))
case("mut_dict")(lambda: mutable({"a": x}))
case("mut_empty")(lambda: mutable(()))
case("mut_np")(lambda: mutable(np.ones(2)))

@jit
def s(n, m):
    return n * m, n + m, n / m
case("sc_ii")(lambda: s(3, 4))
case("sc_if")(lambda: s(3, 4.0))
case("sc_bb")(lambda: s(True, False))
case("sc_mut")(lambda: s(mutable(3), mutable(4)))
case("sc_mutf")(lambda: s(mutable(3.0), 2))
case("sc_t")(lambda: s(Tensor(3), Tensor(2)))
case("sc_t0")(lambda: s(Tensor(3), Tensor(0)))
case("sc_tf0")(lambda: s(Tensor(3.0), Tensor(0.0)))

@jit
def lst(l, d):
    return l[0] + d["a"], len(l), l[-1] * 2, d["b"]
case("lst_d")(lambda: lst([x, 2, 3.5], {"a": x, "b": (1, 2)}))
case("lst_d_mut")(lambda: lst(mutable([x, x]), {"a": x, "b": None}))

@jit
def rt(p):
    return p
pp = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="rtp")
case("ret_param_type")(lambda: (type(rt(pp)).__name__, rt(pp)))
case("ret_param_alias")(lambda: (lambda r: (ops.assign(pp, Tensor(np.array([5.0, 6.0], np.float32))), r)[1])(rt(pp)))

@jit
def kwf(x, scale=2.0, *, shift=1.0):
    return x * scale + shift
case("grad_kw")(lambda: ms.grad(kwf)(x, 3.0, shift=2.0))
case("grad_kw_t")(lambda: ms.grad(kwf, grad_position=(0, 1))(x, Tensor(3.0)))
case("vg_kw")(lambda: ms.value_and_grad(kwf)(x, shift=Tensor(5.0)))

@jit
def helper(a):
    return ops.relu(a) * 3
class G(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 2.0, 2.0], np.float32)), name="gw")
    def construct(self, a):
        return helper(a * self.w).sum()
ms.set_context(mode=ms.GRAPH_MODE)
g = G()
case("graph_calls_jit")(lambda: g(x))
case("graph_calls_jit_grad")(lambda: ms.grad(g, 0, g.trainable_params())(x))
case("graph_calls_jit_i")(lambda: g(Tensor(np.array([1, -2, 3], np.int32))))
ms.set_context(mode=ms.PYNATIVE_MODE)
case("pyn_calls_again")(lambda: g(x))

class Cnt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Parameter(Tensor(0, ms.int32), name="n", requires_grad=False)
        self.w = Parameter(Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name="cw")
    @jit
    def construct(self, a):
        self.n += 1
        return (a * self.w).sum() * self.n
c = Cnt()
case("cnt1")(lambda: (c(x), c.n))
case("cnt2")(lambda: (c(x), c.n))
case("cnt_grad")(lambda: (ms.grad(c, None, c.trainable_params())(x), c.n))

@jit
def assign_in_nested(p, v):
    def inner(q):
        ops.assign(q, q * v)
        return q
    return inner(p) + 1
ap = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="ap")
case("assign_nested")(lambda: (assign_in_nested(ap, Tensor(3.0)), ap))

@jit
def dep(p, v):
    a = p * 1
    ops.assign(p, v)
    b = p * 1
    ops.assign_add(p, v)
    return a, b, p
dp = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="dp")
case("assign_order")(lambda: (dep(dp, Tensor(np.array([10.0, 20.0], np.float32))), dp))
dpi = Parameter(Tensor(np.array([1, 2], np.int32)), name="dpi")
case("assign_cast")(lambda: (dep(dpi, Tensor(np.array([10.5, 20.5], np.float32))), dpi))
case("assign_bcast")(lambda: (dep(Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="dq"), Tensor(4.0))))
case("assign_shape_bad")(lambda: dep(Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="dr"), Tensor(np.ones(3, np.float32))))
case("assign_f64")(lambda: (dep(Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="ds"), Tensor(np.array([1.5, 2.5]))), ))
