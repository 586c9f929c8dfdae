"""``with ms._no_grad():`` inside an ``@ms.jit`` function (st pynative no_grad / jit tests, adapted).  MindSpore 2.10's
graph compiler refuses the with statement (TypeError "Only support jit_class instance") when the function is
called, and when it is differentiated in PyNative (``ms.grad`` / ``value_and_grad``); msgraph refused the call but
ran the function eagerly under a PyNative gradient and returned a gradient (silently).  ``_no_grad`` around a part
of a PyNative loss outside jit code stays a constant to the gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)


@ms.jit
def jf(v):
    a = v * v
    with ms._no_grad():
        b = v * 3
    return (a + b).sum()


def eager(v):
    a = v * v
    with ms._no_grad():
        b = v * 3
    return (a + b).sum()


def calls_jit(v):
    return jf(v) * 2


emit_error("jit_call", lambda: jf(x))
emit_error("jit_grad", lambda: ms.grad(jf)(x))
emit_error("jit_value_and_grad", lambda: ms.value_and_grad(jf)(x))
emit_error("jit_inner_of_eager_grad", lambda: ms.grad(calls_jit)(x))
emit_error("eager_grad", lambda: ms.grad(eager)(x))
