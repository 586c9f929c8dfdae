"""MindSpore 2.10's "Parse Lambda Function Fail" rule: its parser reads a lambda's statement with inspect.getsource
and takes the lambda only when that statement is the lambda alone (``f = lambda x: ...``).  Graph mode parses the
lambdas given to ms.grad / value_and_grad / GradOperation / ops.grad / vmap / jvp and the ones graph code calls; ms.jit
and jvp parse theirs in PyNative too.  A lambda inside a call, a list, a dict or a tuple assignment is a TypeError, one
in a def line's defaults a ValueError, one on its own line inside a call's parentheses a SyntaxError (the line does
not parse alone); parentheses, a trailing comment or a ``; more`` after it are fine.  msgraph compiled the lambdas
given directly to these APIs (lambda35)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

EXACT = dict(rtol=0.0, atol=0.0)
t = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
sq = lambda x: (x * x).sum()


class Apply(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def grad_inline():
    return ms.grad(lambda x: (x * x).sum())(t)


def value_and_grad_inline():
    return ms.value_and_grad(lambda x: (x * x).sum())(t)


def grad_operation_inline():
    return ops.GradOperation()(lambda x: (x * x).sum())(t)


def ops_grad_inline():
    return ops.grad(lambda x: (x * x).sum())(t)


def jit_inline():
    return ms.jit(lambda x: x * 2)(t)


def jit_assigned_call():
    f = ms.jit(lambda x: x * 2)
    return f(t)


def jvp_inline():
    return ms.jvp(lambda x: x * x, t, t)


def vmap_inline():
    return ms.vmap(lambda x: x * 2)(t)


def grad_lambda_in_list():
    fs = [lambda x: (x * x).sum(), lambda x: x.sum()]
    return ms.grad(fs[0])(t)


def grad_lambda_in_dict():
    d = {"a": lambda x: (x * x).sum()}
    return ms.grad(d["a"])(t)


def grad_tuple_assign():
    a, b = lambda x: (x * x).sum(), 3
    return ms.grad(a)(t)


def grad_multiline_lambda():
    g = ms.grad(lambda x:
                (x * x).sum())
    return g(t)


def grad_lambda_own_line_in_call():
    g = ms.grad(
        lambda x: (x * x).sum())
    return g(t)


def grad_default_arg(f=lambda x: (x * x).sum()):
    return ms.grad(f)(t)


def cell_attr_inline():
    return Apply(lambda x: x + 1)(t)


def grad_cell_attr_inline():
    return ms.grad(Apply(lambda x: (x * x).sum()))(t)


def grad_named():
    return ms.grad(sq)(t)


def grad_paren():
    f = (lambda x: (x * x).sum())
    return ms.grad(f)(t)


def grad_semicolon():
    f = lambda x: (x * x).sum(); y = 1
    return ms.grad(f)(t)


def grad_comment():
    f = lambda x: (x * x).sum()  # comment
    return ms.grad(f)(t)


def jit_named():
    return ms.jit(sq)(t)


def cell_attr_named():
    inc = lambda x: x + 1
    return Apply(inc)(t)


for fn in (grad_inline, value_and_grad_inline, grad_operation_inline, ops_grad_inline, jit_inline, jit_assigned_call,
           jvp_inline, vmap_inline, grad_lambda_in_list, grad_lambda_in_dict, grad_tuple_assign, grad_multiline_lambda,
           grad_lambda_own_line_in_call, grad_default_arg, cell_attr_inline, grad_cell_attr_inline, grad_named,
           grad_paren, grad_semicolon, grad_comment, jit_named, cell_attr_named):
    emit_error(fn.__name__, fn)
