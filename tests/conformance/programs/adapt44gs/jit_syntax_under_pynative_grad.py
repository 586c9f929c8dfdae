"""adapt44gs: what MindSpore's parser refuses in an ``@ms.jit`` function refuses it under a PyNative gradient too
(MindSpore 2.10 CPU; st compiler/syntax test_parse_exception's unsupported statements and graph_syntax's lambda
rules, differentiated with ms.grad / value_and_grad / GradOperation instead of called).

MindSpore compiles a jit function that a PyNative gradient calls: ``try`` is its RuntimeError "Unsupported
statement 'Try'.", ``ms.jit(lambda ...)`` written inside a larger expression its TypeError "Parse Lambda Function
Fail", under ``ms.grad`` as when called.  msgraph ran the function's Python on the tape there and returned a
gradient (silent); the function's own statements now go through the syntax check first.  Accepted neighbours
(an assert that holds, a plain jit function, a helper called from the jit function) keep their gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

X = Tensor(np.array([1.0, 2.0], np.float32))


@ms.jit
def j_try(x):
    try:
        y = x * 3
    except ValueError:
        y = x
    return y.sum()


@ms.jit
def j_try_finally(x):
    try:
        y = x * 3
    finally:
        y = x * 2
    return y.sum()


@ms.jit
def j_ok(x):
    return (x * x).sum()


@ms.jit
def j_assert_holds(x):
    assert x.sum() > 0, "positive"
    return (x * 2).sum()


def helper(x):
    return x * 4


@ms.jit
def j_calls_helper(x):
    return helper(x).sum()


def grad_of_jit_lambda():
    return ms.grad(ms.jit(lambda x: (x * 2).sum()))(X)


def vg_of_jit_lambda():
    return ms.value_and_grad(ms.jit(lambda x: (x * 5).sum()))(X)


emit_error("try_call", j_try, X)
emit_error("try_grad", ms.grad(j_try), X)
emit_error("try_value_and_grad", ms.value_and_grad(j_try), X)
emit_error("try_gradoperation", ops.GradOperation()(j_try), X)
emit_error("try_finally_grad", ms.grad(j_try_finally), X)
emit_error("jit_lambda_in_expression_grad", grad_of_jit_lambda)
emit_error("jit_lambda_in_expression_value_and_grad", vg_of_jit_lambda)
emit_error("plain_grad", ms.grad(j_ok), X)
emit_error("assert_holds_grad", ms.grad(j_assert_holds), X)
emit_error("helper_grad", ms.grad(j_calls_helper), X)
