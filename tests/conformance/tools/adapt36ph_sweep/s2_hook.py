"""Cell / Tensor / Parameter hooks: return values, removal during a call, Cells used twice, with_kwargs, jit inside."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case, MODE

x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.25, -1.0]], np.float32))

class Sq(nn.Cell):
    def construct(self, a):
        return a * a

class Two(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = Sq()
        self.w = Parameter(Tensor([1.0, 2.0, 3.0], ms.float32), name="w")

    def construct(self, a):
        return self.s(self.s(a) * self.w).sum()

def grads(net, *a):
    return ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(*a)

def used_twice_fwd():
    log = []
    n = Two()
    def h(cell, inp, out):
        log.append(out.shape)
        return out + 1
    n.s.register_forward_hook(h)
    r = n(x)
    return r, len(log) if MODE != "graph" else 2

case("fwd_hook_twice", used_twice_fwd)

def used_twice_bwd():
    n = Two()
    def h(cell, gin, gout):
        return (gin[0] * 2,)
    n.s.register_backward_hook(h)
    return grads(n, x)

case("bwd_hook_twice", used_twice_bwd)

def bwd_pre_twice():
    n = Two()
    def h(cell, gout):
        return (gout[0] * 0.5,)
    n.s.register_backward_pre_hook(h)
    return grads(n, x)

case("bwdpre_hook_twice", bwd_pre_twice)

def pre_hook_mod():
    n = Two()
    def h(cell, inp):
        return (inp[0] + 1,)
    n.s.register_forward_pre_hook(h)
    return n(x), grads(n, x)

case("pre_hook_mod", pre_hook_mod)

def pre_hook_tensor_ret():
    n = Two()
    def h(cell, inp):
        return inp[0] * 3
    n.s.register_forward_pre_hook(h)
    return n(x)

case("pre_hook_tensor_ret", pre_hook_tensor_ret)

def pre_hook_kwargs():
    n = Two()
    def h(cell, args, kwargs):
        return (args[0] - 1,), kwargs
    n.s.register_forward_pre_hook(h, with_kwargs=True)
    return n(x)

case("pre_hook_kwargs", pre_hook_kwargs)

def fwd_hook_kwargs():
    n = Two()
    def h(cell, args, kwargs, out):
        return out * 0 + len(kwargs)
    n.s.register_forward_hook(h, with_kwargs=True)
    return n(x)

case("fwd_hook_kwargs", fwd_hook_kwargs)

def fwd_hook_dtype():
    n = Two()
    def h(cell, inp, out):
        return out.astype(ms.float16)
    n.s.register_forward_hook(h)
    r = n(x)
    return r, grads(n, x)

case("fwd_hook_dtype", fwd_hook_dtype)

def fwd_hook_shape():
    n = Sq()
    def h(cell, inp, out):
        return out[0]
    n.register_forward_hook(h)
    return n(x), ms.grad(n)(x)

case("fwd_hook_shape", fwd_hook_shape)

def remove_in_call():
    n = Two()
    hs = []
    def h(cell, inp, out):
        hs[0].remove()
        return out * 10
    hs.append(n.s.register_forward_hook(h))
    a = n(x)
    b = n(x)
    return a, b

case("remove_during_call", remove_in_call)

def remove_twice():
    n = Sq()
    hd = n.register_forward_hook(lambda c, i, o: o + 1)
    hd.remove(); hd.remove()
    return n(x)

case("remove_twice", remove_twice)

def hook_order():
    n = Sq()
    n.register_forward_hook(lambda c, i, o: o * 2)
    n.register_forward_hook(lambda c, i, o: o + 1)
    n.register_forward_pre_hook(lambda c, i: (i[0] + 1,))
    n.register_forward_pre_hook(lambda c, i: (i[0] * 3,))
    return n(x)

case("hook_order", hook_order)

def tensor_hook_mod():
    def f(a):
        b = a * 3
        b.register_hook(lambda g: g * 2)
        return (b * b).sum()
    return ms.grad(f)(x)

case("tensor_hook_mod", tensor_hook_mod)

def tensor_hook_none():
    def f(a):
        b = a * 3
        b.register_hook(lambda g: None)
        return (b * b).sum()
    return ms.grad(f)(x)

case("tensor_hook_none", tensor_hook_none)

def tensor_hook_dtype():
    def f(a):
        b = a * 3
        b.register_hook(lambda g: g.astype(ms.float16))
        return (b * b).sum()
    return ms.grad(f)(x)

case("tensor_hook_dtype", tensor_hook_dtype)

def tensor_hook_two():
    def f(a):
        b = a * 3
        b.register_hook(lambda g: g * 2)
        b.register_hook(lambda g: g + 1)
        return (b * b).sum()
    return ms.grad(f)(x)

case("tensor_hook_two", tensor_hook_two)

def tensor_hook_remove():
    def f(a):
        b = a * 3
        h = b.register_hook(lambda g: g * 100)
        h.remove()
        return (b * b).sum()
    return ms.grad(f)(x)

case("tensor_hook_remove", tensor_hook_remove)

def tensor_hook_input():
    a = Tensor(np.array([1.0, 2.0], np.float32))
    a.register_hook(lambda g: g * 5)
    return ms.grad(lambda t: (t * t).sum())(a)

case("tensor_hook_on_input", tensor_hook_input)

def param_hook():
    n = Two()
    seen = []
    def h(g):
        seen.append(1)
        return g * 0.5
    n.w.register_hook(h)
    return grads(n, x)

case("param_hook", param_hook)

def param_hook_remove():
    n = Two()
    hd = n.w.register_hook(lambda g: g * 0)
    g1 = grads(n, x)
    hd.remove()
    g2 = grads(n, x)
    return g1[1], g2[1]

case("param_hook_remove", param_hook_remove)

def hook_jit_inner():
    n = Two()
    n.s.register_forward_hook(lambda c, i, o: o + 2)
    @ms.jit
    def f(a):
        return n(a)
    return f(x)

case("hook_jit_inner", hook_jit_inner)

def hook_on_jit_cell():
    class J(nn.Cell):
        @ms.jit
        def construct(self, a):
            return a * 2
    j = J()
    j.register_forward_hook(lambda c, i, o: o + 5)
    j.register_backward_hook(lambda c, gi, go: (gi[0] * 3,))
    return j(x), ms.grad(j)(x)

case("hook_on_jit_cell", hook_on_jit_cell)

def bwd_hook_top():
    n = Two()
    n.register_backward_hook(lambda c, gi, go: (gi[0] + 1,))
    return grads(n, x)

case("bwd_hook_top", bwd_hook_top)

def bwd_hook_multi_in():
    class M(nn.Cell):
        def construct(self, a, b):
            return a * b
    class O(nn.Cell):
        def __init__(self):
            super().__init__()
            self.m = M()
        def construct(self, a, b):
            return self.m(a, b).sum()
    o = O()
    o.m.register_backward_hook(lambda c, gi, go: (gi[0] * 2, gi[1] * 3))
    return ops.GradOperation(get_all=True)(o)(x, x + 1)

case("bwd_hook_multi_in", bwd_hook_multi_in)

def bwd_pre_none():
    n = Two()
    n.s.register_backward_pre_hook(lambda c, go: None)
    return grads(n, x)

case("bwdpre_none", bwd_pre_none)

def fwd_pre_none_ret():
    n = Two()
    n.s.register_forward_pre_hook(lambda c, i: None)
    n.s.register_forward_hook(lambda c, i, o: None)
    return n(x), grads(n, x)

case("fwd_none_rets", fwd_pre_none_ret)

def pre_hook_scalar_ret():
    n = Sq()
    n.register_forward_pre_hook(lambda c, i: 2.0)
    return n(x)

case("pre_hook_scalar_ret", pre_hook_scalar_ret)

def fwd_hook_tuple_out():
    class T(nn.Cell):
        def construct(self, a):
            return a + 1, a * 2
    t = T()
    t.register_forward_hook(lambda c, i, o: (o[1], o[0]))
    return t(x)

case("fwd_hook_tuple_out", fwd_hook_tuple_out)

def hook_f16_input():
    n = Sq()
    n.register_backward_hook(lambda c, gi, go: (gi[0] * 2,))
    return ms.grad(lambda a: n(a).sum())(Tensor([1.5, -2.0], ms.float16))

case("bwd_hook_f16", hook_f16_input)
