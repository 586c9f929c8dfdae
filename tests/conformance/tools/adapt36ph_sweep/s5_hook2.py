"""More hooks: kwargs calls, multi-output Cells, float16 layers, hooks in training, ops.HookBackward, insert_gradient_of."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case, MODE

x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.25, -1.0]], np.float32))

class KW(nn.Cell):
    def construct(self, a, scale=2.0, bias=None):
        r = a * scale
        if bias is not None:
            r = r + bias
        return r

class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = KW()
    def construct(self, a):
        return self.k(a, scale=3.0, bias=a).sum()

def pre_kw(cell, args, kwargs):
    kwargs["scale"] = 10.0
    return args, kwargs
def fwd_kw(cell, args, kwargs, out):
    return out + kwargs["scale"]
def pre_plain(cell, args):
    return (args[0] * 0 + 1,)

def t_pre_kw():
    o = Outer(); o.k.register_forward_pre_hook(pre_kw, with_kwargs=True)
    return o(x), ms.grad(o)(x)
case("pre_kw_modify", t_pre_kw)

def t_fwd_kw():
    o = Outer(); o.k.register_forward_hook(fwd_kw, with_kwargs=True)
    return o(x), ms.grad(o)(x)
case("fwd_kw_read", t_fwd_kw)

def t_pre_plain_kwcall():
    o = Outer(); o.k.register_forward_pre_hook(pre_plain)
    return o(x), ms.grad(o)(x)
case("pre_plain_kwcall", t_pre_plain_kwcall)

class MO(nn.Cell):
    def construct(self, a):
        return a * 2, a * a
class MOuter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = MO()
    def construct(self, a):
        p, q = self.m(a)
        return (p * q).sum()

def bh_mo(cell, gin, gout):
    return (gin[0] + 1,)
def bph_mo(cell, gout):
    return (gout[0] * 0, gout[1])
def t_bh_mo():
    o = MOuter(); o.m.register_backward_hook(bh_mo)
    return ms.grad(o)(x)
case("bwd_multi_out", t_bh_mo)
def t_bph_mo():
    o = MOuter(); o.m.register_backward_pre_hook(bph_mo)
    return ms.grad(o)(x)
case("bwdpre_multi_out", t_bph_mo)
def bph_bad(cell, gout):
    return (gout[0],)
def t_bph_bad():
    o = MOuter(); o.m.register_backward_pre_hook(bph_bad)
    return ms.grad(o)(x)
case("bwdpre_multi_out_short", t_bph_bad)

def bh_f16(cell, gin, gout):
    return (gin[0] * 2,)
def t_dense_f16():
    d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros").to_float(ms.float16)
    d.register_backward_hook(bh_f16)
    w = nn.WithLossCell(d, nn.MSELoss())
    g = ops.GradOperation(get_all=True, get_by_list=True)(w, d.trainable_params())(x, Tensor(np.zeros((2, 2), np.float32)))
    return g
case("dense_f16_bwd_hook", t_dense_f16)

def fh_scale(cell, inp, out):
    return out * 0.5
def t_train_hook():
    d = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
    d.register_forward_hook(fh_scale)
    t = nn.TrainOneStepCell(nn.WithLossCell(d, nn.MSELoss()), nn.SGD(d.trainable_params(), 0.1))
    y = Tensor(np.ones((2, 1), np.float32))
    return t(x, y), t(x, y), d.weight
case("train_fwd_hook", t_train_hook)

def bh_clip(cell, gin, gout):
    return (ops.clamp(gin[0], -0.1, 0.1),)
def t_train_bhook():
    d = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
    seq = nn.SequentialCell([nn.Dense(3, 3, weight_init="ones", bias_init="zeros"), d])
    d.register_backward_hook(bh_clip)
    t = nn.TrainOneStepCell(nn.WithLossCell(seq, nn.MSELoss()), nn.SGD(seq.trainable_params(), 0.1))
    y = Tensor(np.ones((2, 1), np.float32))
    return t(x, y), t(x, y), seq[0].weight
case("train_bwd_hook", t_train_bhook)

def hb_fn(g):
    return g * 3
def t_hookbackward():
    hb = ops.HookBackward(hb_fn)
    def f(a):
        b = hb(a * 2)
        return (b * b).sum()
    return ms.grad(f)(x)
case("HookBackward", t_hookbackward)

def ig_fn(g):
    return g * -1
def t_insert_grad():
    def f(a):
        b = ops.insert_gradient_of(a * 2, ig_fn)
        return (b * b).sum()
    return ms.grad(f)(x)
case("insert_gradient_of", t_insert_grad)

def ph(g):
    return g * 0 + 1
def t_param_hook_train():
    d = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
    d.bias.register_hook(ph)
    t = nn.TrainOneStepCell(nn.WithLossCell(d, nn.MSELoss()), nn.SGD(d.trainable_params(), 0.5))
    y = Tensor(np.ones((2, 1), np.float32))
    t(x, y); t(x, y)
    return d.bias, d.weight
case("param_hook_train", t_param_hook_train)

def t_hook_sub_jit():
    class Inner(nn.Cell):
        @ms.jit
        def construct(self, a):
            return a * a
    class O(nn.Cell):
        def __init__(self):
            super().__init__()
            self.i = Inner()
        def construct(self, a):
            return self.i(a).sum()
    o = O(); o.i.register_backward_hook(bh_f16)
    o.i.register_forward_pre_hook(pre_plain)
    return o(x), ms.grad(o)(x)
case("hook_sub_jit", t_hook_sub_jit)

def t_hook_int_input():
    class M(nn.Cell):
        def construct(self, a, n):
            return a * n
    class O(nn.Cell):
        def __init__(self):
            super().__init__()
            self.m = M()
        def construct(self, a, n):
            return self.m(a, n).sum()
    o = O(); o.m.register_backward_hook(bh_f16)
    return ops.GradOperation(get_all=True)(o)(x, Tensor([1, 2, 3], ms.int32))
case("bwd_hook_int_input", t_hook_int_input)
