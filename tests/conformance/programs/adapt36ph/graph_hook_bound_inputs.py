"""Forward pre-hooks / forward hooks of a Cell called with keyword arguments or defaults in Graph mode: MindSpore
2.10 binds the call to ``construct``'s parameters, defaults included, and the hooks see them all as positional
inputs (``k(a, scale=3.0)`` of ``construct(self, a, scale=2.0, bias=None)`` is ``(a, 3.0, None)``); a pre-hook
returning another number of inputs is its TypeError "The forward pre hook return value size is 1 not equal to
input size 3".  A backward hook's ``grad_input`` covers a Tensor given by keyword too.  msgraph's graph code passed the positional arguments only (silent: other values).  PyNative passes
the positional arguments only in both.
Found by adapting st pynative/hook tests (session 36, adapt36ph)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0], np.float32))


class KW(nn.Cell):
    def construct(self, a, scale=2.0, bias=None):
        r = a * scale
        if bias is not None:
            r = r + bias
        return r


class Outer(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.k = KW()
        self.mode = mode

    def construct(self, a):
        if self.mode == 0:
            return self.k(a, scale=3.0, bias=a)
        if self.mode == 1:
            return self.k(a, 3.0, bias=a)
        if self.mode == 2:
            return self.k(a, scale=3.0)
        return self.k(a)


def p_len(cell, args):
    return (len(args) + args[0] * 0,) + tuple(args[1:])


def p_one(cell, args):
    return (args[0] + 1,)


def p_none(cell, args):
    return None


def f_len(cell, args, out):
    return out * 0 + len(args)


def f_first(cell, args, out):
    return out + args[0]


def run(kind, hook, mode):
    o = Outer(mode)
    if kind == "pre":
        o.k.register_forward_pre_hook(hook)
    else:
        o.k.register_forward_hook(hook)
    return o(x), ms.grad(o)(x)


for nm, kind, h in (("pre_len", "pre", p_len), ("pre_one", "pre", p_one), ("pre_none", "pre", p_none),
                    ("fwd_len", "fwd", f_len), ("fwd_first", "fwd", f_first)):
    for mode in range(4):
        emit_error(f"{nm}_{mode}", run, kind, h, mode)


def b_scale(cell, gin, gout):
    return tuple(g * 10 for g in gin)


class KWOuter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = KW()

    def construct(self, a):
        return self.k(a, 3.0, bias=a * 2).sum()


def bwd_kw():
    o = KWOuter()
    o.k.register_backward_hook(b_scale)
    return o(x), ms.grad(o)(x)


emit_error("bwd_kw_tensor", bwd_kw)
