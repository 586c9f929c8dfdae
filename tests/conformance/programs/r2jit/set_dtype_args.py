"""Tensor / Parameter.set_dtype with something that is not a MindSpore dtype (found by the r2jit variant sweep of st
parameter test_param_dtype).  MindSpore's C++ binding takes only a mindspore dtype: a str ('float16'), a numpy type or
a Python type is its pybind RuntimeError, and None leaves the dtype as it was.  msgraph converted 'float16' /
np.float16 silently, ignored `float`, and raised TypeError for None."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from mindspore.common.initializer import initializer
from _conf import emit, emit_error


def on_tensor(dt):
    t = Tensor(np.array([1.7, -2.5], np.float32))
    r = t.set_dtype(dt)
    return str(r), t


def on_param(dt):
    p = Parameter(Tensor(np.array([1.7, -2.5], np.float32)), name="sd")
    r = p.set_dtype(dt)
    return str(r), str(p.dtype), p.asnumpy()


def on_lazy(dt):
    p = Parameter(initializer("ones", shape=[2, 3]), name="lz")
    p.set_dtype(dt)
    p.init_data()
    return str(p.dtype), p.asnumpy()


for tag, dt in [("str", "float16"), ("np_type", np.float16), ("py_float", float), ("py_int", int), ("int", 3),
                ("none", None), ("ms_int8", ms.int8), ("ms_float16", ms.float16)]:
    emit_error("tensor_" + tag, lambda dt=dt: on_tensor(dt))
    emit_error("param_" + tag, lambda dt=dt: on_param(dt))
    emit_error("lazy_" + tag, lambda dt=dt: on_lazy(dt))
