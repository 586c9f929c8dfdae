"""The features of s1-s3 combined with gradients and Tensor control flow: builtins over tuples of Tensors,
comprehensions, map / filter / zip with lambdas, closures, starred unpacking, ternaries, chained comparisons,
enum / namedtuple constants inside ms.grad / value_and_grad / GradOperation and inside Tensor-condition loops;
P / J / G (the gradient taken of the case function)."""
import collections
import enum

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
X0 = Tensor(2.5, ms.float32)
XD = Tensor(np.array([1.0, 2.0, 3.0], np.float64))
XH = Tensor(np.array([1.0, 2.0, 3.0], np.float16))
Point = collections.namedtuple("Point", ["a", "b"])


class K(enum.IntEnum):
    TWO = 2


def _sum_tuple(x):
    return sum((x, x * x, x * 3)).sum()


def _max_pair(x):
    return max(x[0] * 2, x[1]) + min((x[1], x[2]))


def _listcomp(x):
    return sum([e * e for e in (x, x + 1)]).sum()


def _map_lambda(x):
    return sum(map(lambda t: t * 3, (x, x * x))).sum()


def _zip_comp(x):
    ws = (1.0, 2.0, 3.0)
    return sum([w * e for w, e in zip(ws, x)])


def _closure(x):
    def make(k):
        return lambda v: v * k
    return (make(2.0)(x) + make(x)(x)).sum()


def _starred(x):
    a, *b = (x, x * 2, x * 3)
    return (a + b[0] * b[1]).sum()


def _ternary_tensor(x):
    return (x * 2 if x.sum() > 3 else x * 5).sum()


def _ternary_tensor_false(x):
    return (x * 2 if x.sum() > 30 else x * x).sum()


def _chained(x):
    s = x.sum()
    if 1 < s < 10:
        return s * s
    return s


def _enum_scale(x):
    return (x * K.TWO).sum()


def _namedtuple(x):
    p = Point(x, x * x)
    return (p.a + p.b).sum()


def _while_list(x):
    l = [x]
    while len(l) < 3:
        l.append(l[-1] * 2)
    return sum(l).sum()


def _while_tensor_cond_tuple(x):
    t = (x, x)
    while t[0].sum() < 20:
        t = (t[0] * 2, t[1] + 1)
    return (t[0] + t[1]).sum()


def _for_enumerate_tensor(x):
    s = 0
    for i, e in enumerate(x):
        s = s + e * i
    return s


def _any_all_in_if(x):
    if any([x[0] > 2, x[1] > 1]):
        return (x * 2).sum()
    return x.sum()


def _dict_comp(x):
    d = {k: x * v for k, v in (("a", 1.0), ("b", 2.0))}
    return (d["a"] * d["b"]).sum()


def _sorted_tensors(x):
    s = sorted([x[2], x[0], x[1]])
    return s[0] * 10 + s[2]


def _abs_round_builtin(x):
    return abs(x - 2).sum()


def _isinstance_branch(x):
    y = (x, 1.0)
    if isinstance(y[1], (int, float)):
        return (x * y[1] * 4).sum()
    return x.sum()


def _string_branch(x):
    mode = "sq"
    if mode in ("sq", "cube"):
        return (x ** 2).sum() if mode == "sq" else (x ** 3).sum()
    return x.sum()


FUNCS = [_sum_tuple, _max_pair, _listcomp, _map_lambda, _zip_comp, _closure, _starred, _ternary_tensor,
         _ternary_tensor_false, _chained, _enum_scale, _namedtuple, _while_list, _while_tensor_cond_tuple,
         _for_enumerate_tensor, _any_all_in_if, _dict_comp, _sorted_tensors, _abs_round_builtin, _isinstance_branch,
         _string_branch]


def _mk(f, how, xv):
    def g(x):
        if how == "grad":
            return ms.grad(f)(x)
        if how == "vag":
            return ms.value_and_grad(f)(x)
        return ops.GradOperation()(f)(x)
    g.__name__ = f"{f.__name__[1:]}_{how}_{xv}"
    return g


for f in FUNCS:
    for how in ("grad", "vag", "gradop"):
        C.append((f"{f.__name__[1:]}_{how}", _mk(f, how, "f32"), (X,)))
for f in (_sum_tuple, _map_lambda, _ternary_tensor, _while_tensor_cond_tuple, _closure, _listcomp):
    for name, xv in (("f64", XD), ("f16", XH)):
        C.append((f"{f.__name__[1:]}_grad_{name}", _mk(f, "grad", name), (xv,)))
for f in FUNCS:
    C.append((f"{f.__name__[1:]}_fwd", f, (X,)))
run_all(C)
