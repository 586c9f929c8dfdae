"""left37: relu6 / nn.ReLU6 / hardsigmoid / logit take MindSpore 2.10's grad primitives as their gradients
(ReLU6Grad, HSigmoidGrad, LogitGrad), which have no gradient: a second-order gradient is MindSpore's RuntimeError
"Illegal primitive ...'s bprop not defined" (msgraph's compositions gave zeros or values: logit's -23.4375).
logit's first-order gradient is LogitGrad's dy / x / (1 - x) (4.761904716491699 at 0.7 where msgraph had
4.761904239654541) and NaN outside [0, 1] without eps (msgraph: -1.3333 at -0.5).  erfinv's second order is
MindSpore's RuntimeError from its PowTensorScalar bprop (msgraph computed it)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit, emit_error


def f_relu6(x):
    return ops.relu6(x)


def f_relu6_cell(x):
    return nn.ReLU6()(x)


def f_hsig(x):
    return ops.hardsigmoid(x)


def f_logit(x):
    return ops.logit(x, eps=0.1)


def f_logit0(x):
    return ops.logit(x)


def f_erfinv(x):
    return ops.erfinv(x)


x = Tensor(np.array([-0.5, 0.0, 0.2, 0.3, 0.7, 1.0, 6.0, 7.0], np.float32))
for f in (f_relu6, f_relu6_cell, f_hsig, f_logit, f_logit0, f_erfinv):
    tol = 1e-6 if f is f_erfinv else 0   # (erfinv's float32 kernel: 1 ulp, not this program's subject)
    emit(f"{f.__name__}_value", f(x), rtol=tol, atol=0)
    emit(f"{f.__name__}_grad", ms.grad(f)(x), rtol=tol, atol=0)
    try:
        emit(f"{f.__name__}_grad2", ms.grad(ms.grad(f))(x))
    except RuntimeError as e:
        emit_error(f"{f.__name__}_grad2", e)
