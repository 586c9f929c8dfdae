"""Gradient at an ms.mutable tuple/list/dict holding Tensors and numbers: MindSpore 2.10's Graph mode gives each
number a zero of its type (``mutable((x, 3.5))`` -> ``(dx, 0.0)``), or the count of times the container is
returned whole (``return t`` -> ``(ones, 1.0)``); msgraph had returned the number itself as its gradient (3.5).
PyNative leaves the container out.  Found by adapting st compiler/mutable test_grad_mutable to numbers beside the
Tensors (session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mutable, ops
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0, 3.0]), ms.float32)


def f_mul_add(a, t):
    return a * t[0] + t[1]


def f_mul(a, t):
    return a * t[0]


def f_scale(a, t):
    return a * t[1]


def f_ret(a, t):
    return t


def f_ret2(a, t):
    return t, a * t[0]


def f_nested(a, t):
    return a * t[0] + t[1][0] * t[1][1]


def f_dict(a, d):
    return a * d["w"] + d["b"]


def run(label, fn, *args):
    emit_error(label, fn, *args)


all_grad = ops.GradOperation(get_all=True)
run("tuple_float", all_grad(f_mul_add), x, mutable((x, 3.5)))
run("tuple_int", all_grad(f_mul_add), x, mutable((x, 3)))
run("tuple_unused_number", all_grad(f_mul), x, mutable((x, -2.5)))
run("tuple_scale", all_grad(f_scale), x, mutable((x, 3.5)))
run("list_float", all_grad(f_mul_add), x, mutable([x, 3.5]))
run("grad_pos1", ms.grad(f_mul_add, grad_position=1), x, mutable((x, 3.5)))
run("grad_pos01", ms.grad(f_mul_add, grad_position=(0, 1)), x, mutable((x * 2, 7)))
run("value_and_grad", ms.value_and_grad(f_mul_add, grad_position=1), x, mutable((x, 1.5)))
run("returned_whole", all_grad(f_ret), x, mutable((x, 3.5)))
run("returned_whole_int", ms.grad(f_ret, grad_position=1), x, mutable((x, 4)))
run("returned_whole_list", ms.grad(f_ret, grad_position=1), x, mutable([x, 2.0]))
run("returned_with_other", all_grad(f_ret2), x, mutable((x, 3.5)))
run("nested_tuple", all_grad(f_nested), x, mutable((x, (2.0, 3))))
run("dict", all_grad(f_dict), x, mutable({"w": x, "b": 0.5}))
