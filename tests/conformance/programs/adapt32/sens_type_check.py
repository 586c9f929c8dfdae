"""GradOperation / ms.grad / value_and_grad / ms.vjp with ``sens_param``: MindSpore 2.10 checks the sens against the
output.  PyNative: a Tensor sens of another dtype than a non-scalar output is a TypeError ("The dtype should be
Float32, but got Float16, ..."), after the shape check (ValueError); a Python number for a non-scalar output is the
RuntimeError "grad tensor should be broadcast to expected shape"; a 0-d output takes any sens.  Graph mode (and a
gradient inside ``@ms.jit``): a Tensor sens of another dtype (a 0-d output too), a Python number, or a list sens
for a tuple output is the TypeError "Type Join Failed".  msgraph had computed with the sens cast to the output's
dtype or broadcast.  Found by adapting st compiler/gradient test_grad_graph's sens_param tests to other dtypes
(session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


def f_mul(x, y):
    return x * y + x


def f_sum(x, y):
    return (x * y).sum()


def f_two(x, y):
    return x * y, x + y


def f_cmp(x, y):
    return x * y, x > 0


class Net(nn.Cell):
    def construct(self, x, y):
        return x * y + x


def run(label, fn, *args):
    emit_error(label, fn, *args)


xv = np.array([1.5, -2.0, 3.0])
yv = np.array([0.5, 4.0, -1.0])
sv = np.array([1.0, 2.0, 3.0])
g = ops.GradOperation(sens_param=True)
g_all = ops.GradOperation(get_all=True, sens_param=True)
for dx, ds in ((ms.float32, ms.float32), (ms.float32, ms.float16), (ms.float16, ms.float32),
               (ms.float64, ms.float32), (ms.float32, ms.int32), (ms.int32, ms.float32), (ms.float32, ms.bool_)):
    X, Y, S = Tensor(xv, dx), Tensor(yv, dx), Tensor(sv, ds)
    tag = "%s_%s" % (dx, ds)
    run("fn_" + tag, g(f_mul), X, Y, S)
    run("cell_" + tag, g(Net()), X, Y, S)
    run("all_tuple_" + tag, g_all(f_two), X, Y, (S, S))
X, Y = Tensor(xv, ms.float32), Tensor(yv, ms.float32)
run("number_sens", g(f_mul), X, Y, 2.0)
run("int_sens", g(f_mul), X, Y, 2)
run("shape_and_dtype", g(f_mul), X, Y, Tensor(np.ones(4), ms.float16))
run("scalar_out_number", g(f_sum), X, Y, 2.0)
run("scalar_out_f16", g(f_sum), X, Y, Tensor(2.0, ms.float16))
run("scalar_out_same", g(f_sum), X, Y, Tensor(2.0, ms.float32))
run("bool_out_f32_sens", g(f_cmp), X, Y, (Tensor(sv, ms.float32), Tensor(sv, ms.float32)))
run("bool_out_bool_sens", g(f_cmp), X, Y, (Tensor(sv, ms.float32), Tensor(sv, ms.bool_)))
run("list_sens", g_all(f_two), X, Y, [Tensor(sv, ms.float32), Tensor(sv, ms.float32)])
run("grad_sens_f64", ms.grad(f_mul, grad_position=0, sens_param=True), X, Y, Tensor(sv, ms.float64))
run("value_and_grad_sens_f16", ms.value_and_grad(f_mul, grad_position=0, sens_param=True), X, Y,
    Tensor(sv, ms.float16))
run("vjp_f16", lambda: ms.vjp(f_mul, X, Y)[1](Tensor(sv, ms.float16)))
run("vjp_ok", lambda: ms.vjp(f_mul, X, Y)[1](Tensor(sv, ms.float32)))


@ms.jit
def jit_grad(a, b, s):
    return ops.GradOperation(sens_param=True)(f_mul)(a, b, s)


run("jit_ok", jit_grad, X, Y, Tensor(sv, ms.float32))
run("jit_f16", jit_grad, X, Y, Tensor(sv, ms.float16))
