"""jit functions given Parameters / containers / kwargs, grads through them, eager vs jit results."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

pa = Parameter(Tensor([1.0, 2.0], ms.float32), name="pa")
pb = Parameter(Tensor([[0.5], [-1.0]], ms.float32), name="pb")
x = Tensor([3.0, -4.0], ms.float32)

@ms.jit
def f_params(p, lst, tup, t, d, q, t2):
    return p * lst[0] + tup[1] * t + d["k"] * q.sum() + t2

args = lambda: (pa, [2.0, 3], (1, Tensor([0.5, 0.5])), x, {"k": 2}, pb, Tensor(1.0))
case("param_inputs", lambda: f_params(*args()))
case("param_inputs_grad", lambda: ops.GradOperation(get_all=True)(f_params)(*args()))
case("param_inputs_grad_list", lambda: ops.GradOperation(get_by_list=True)(f_params, ms.ParameterTuple([pa, pb]))(*args()))

@ms.jit
def f_kwonly(x, *, k=2, m=None):
    if m is None:
        return x * k
    return x * k + m

case("kwonly_default", lambda: f_kwonly(x))
case("kwonly_k", lambda: f_kwonly(x, k=3.5))
case("kwonly_m", lambda: f_kwonly(x, m=Tensor([1.0, 1.0])))
case("kwonly_pos_err", lambda: f_kwonly(x, 3))

@ms.jit
def f_kwargs(x, **kw):
    r = x
    for k in kw:
        r = r + kw[k]
    return r

case("kwargs", lambda: f_kwargs(x, a=1, b=Tensor([2.0, 2.0])))
case("kwargs_none", lambda: f_kwargs(x))

@ms.jit
def f_ret_param(x):
    return pa, x

case("ret_param", lambda: f_ret_param(x))

def g_two(x):
    y = f_kwonly(x, k=3)
    return (y * f_kwonly(y)).sum()

case("grad_two_jit_calls", lambda: ms.grad(g_two)(x))
case("vg_two_jit_calls", lambda: ms.value_and_grad(g_two)(x))

def eager_jit(fn, *a):
    e = fn(*a)
    j = ms.jit(fn)(*a)
    return e, j

def b1(a):
    return ops.logsumexp(a, 0), ops.var(a, 0, keepdims=True), ops.norm(a)
def b2(a):
    return ops.cast(a, ms.int32) // 2, a.astype(ms.int8) % 3, ops.round(a * 0.5)
def b3(a):
    return a[a > 0], ops.nonzero(a > 0)
def b4(a):
    return ops.sort(a, descending=True), ops.topk(a, 1)
def b5(a):
    return ops.clip_by_value(a, -1, 1), ops.clamp(a, min=0.5), ops.maximum(a, 0)
def b6(a):
    return a.sum(dtype=ms.int32), a.mean(), a.max(), a.argmin(), a.prod()
def b7(a):
    return ops.stack([a, a], 1), ops.concat((a, a)), ops.tile(a, (2,)), ops.flip(a, (0,))
def b8(a):
    b = a.copy()
    b[0] = 7
    return b, a

for nm, fn in [("b1", b1), ("b2", b2), ("b3", b3), ("b4", b4), ("b5", b5), ("b6", b6), ("b7", b7), ("b8", b8)]:
    case(f"ej_{nm}_f32", lambda fn=fn: eager_jit(fn, x))
    case(f"ej_{nm}_f16", lambda fn=fn: eager_jit(fn, Tensor([3.5, -4.25], ms.float16)))
    case(f"ej_{nm}_f64", lambda fn=fn: eager_jit(fn, Tensor([3.5, -4.25], ms.float64)))
    case(f"ej_{nm}_i32", lambda fn=fn: eager_jit(fn, Tensor([3, -4], ms.int32)))

class Acc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Parameter(Tensor(0, ms.int32), name="n", requires_grad=False)
        self.w = Parameter(Tensor([1.0, 1.0]), name="w")

    @ms.jit
    def construct(self, x):
        self.n += 1
        return self.w * x

def acc():
    a = Acc()
    r1 = a(x)
    r2 = a(x)
    g = ops.GradOperation(get_by_list=True)(a, ms.ParameterTuple([a.w]))(x)
    return r1, r2, a.n, g, a.n

case("jit_counter_param", acc)

def train_jit():
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    opt = nn.SGD(net.trainable_params(), 0.1)
    def loss_fn(a):
        return ((net(a) - 1) ** 2).mean()
    gfn = ms.value_and_grad(loss_fn, None, opt.parameters)
    @ms.jit
    def step(a):
        l, g = gfn(a)
        opt(g)
        return l
    a = Tensor([[1.0, 2.0], [0.5, -1.0]])
    return step(a), step(a), step(a), net.weight

case("train_jit_step", train_jit)

def jit_shape_change_grad():
    @ms.jit
    def f(a):
        return (a * a).sum()
    return ms.grad(f)(Tensor([1.0, 2.0])), ms.grad(f)(Tensor([[1.0], [3.0], [4.0]])), ms.grad(f)(Tensor([1, 2], ms.float16))

case("jit_grad_shapes", jit_shape_change_grad)

def jit_inner_hook():
    def hk(g):
        return g * 10
    @ms.jit
    def f(a):
        b = a * 2
        b.register_hook(hk)
        return (b * b).sum()
    return ms.grad(f)(x)

case("jit_tensor_hook", jit_inner_hook)

def jit_int_out_grad():
    @ms.jit
    def f(a):
        return a.astype(ms.int32) * 2, a * 3
    return ops.GradOperation(get_all=True)(f)(x)

case("grad_int_output", jit_int_out_grad)
