"""What a Tensor.register_hook hook may return, MindSpore 2.10: None or a Tensor.  In PyNative a number or a tuple is
the RuntimeError "Tensor hook should be return Tensor, but get type: int."; in graph code the value reaches the
gradient's next operator: a tuple is a RuntimeError, a number a TypeError.  msgraph had used a number as the gradient
(silent) and passed a tuple on.  Found by adapting st pynative/hook tests (session 35, adapt35p)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10 - 0.5)


def t_ok(g):
    return g * 3


def t_none(g):
    return None


def t_tuple(g):
    return (g,)


def t_num(g):
    return 2


def t_float(g):
    return 0.5


def run(h):
    def fn(x):
        y = x * 2
        y.register_hook(h)
        return (y * y).sum()
    return ms.grad(fn)(X)


for nm, h in (("ok", t_ok), ("none", t_none), ("tuple", t_tuple), ("num", t_num), ("float", t_float)):
    emit_error("hook_" + nm, run, h)
